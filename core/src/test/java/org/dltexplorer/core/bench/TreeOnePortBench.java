package org.dltexplorer.core.bench;

import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.tree.TreeOnePortSolver;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One-port trees on random recursive trees: {@code maxS = 0} solves one LP over the whole tree, {@code maxS > 0}
 * the whole tree then again without the unloaded nodes (drop and resolve; beyond the exact search).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class TreeOnePortBench {

    @Param({"200", "1000"})
    public int nodes;

    @Param({"0", "0.2"})
    public double maxS;

    private Scenario scenario;
    private final TreeOnePortSolver solver = new TreeOnePortSolver();

    @Setup
    public void setUp() {
        Random r = new Random(1);
        scenario = RandomScenarios.of(new Tree(RandomScenarios.randomTree(nodes, r)), r, maxS,
                Strategy.DEFAULT.withPorts(Ports.ONE));
    }

    @Benchmark
    public Schedule solve() {
        return solver.solve(scenario);
    }
}
