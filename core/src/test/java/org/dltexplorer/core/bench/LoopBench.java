package org.dltexplorer.core.bench;

import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.linear.LoopSolver;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Full solves of heterogeneous loops (Błażewicz & Drozdowski 1997, eq. (5) against every opened loop). Run:
 * {@code ./mvnw -q -o -pl core test-compile exec:exec -Djmh.args="LoopBench -f 1 -wi 2 -i 3"}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xmx3g"})
@Warmup(iterations = 2)
@Measurement(iterations = 3)
public class LoopBench {

    @Param({"10000", "100000", "1000000"})
    int processors;

    Scenario loop;

    @Setup
    public void setUp() {
        // small startups and transfer times so that a large part of the loop is usable
        loop = RandomScenarios.of(new Loop(processors), new Random(1), 1e-7, Strategy.DEFAULT);
    }

    @Benchmark
    public Schedule loop() {
        return new LoopSolver().solve(loop);
    }
}
