package org.dltexplorer.core.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.graph.GraphReturnSolver;
import org.dltexplorer.core.solver.linear.LoopReturnSolver;
import org.dltexplorer.core.solver.tree.TreeReturnSolver;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Solves with results returned, each one or many ojAlgo LPs: an all-port star of 1000 workers (one LP), loops of
 * 12 and 24 processors (every arc: 78 and 300 LPs), a graph of 200 nodes (two LPs over its spanning tree). Run:
 * {@code ./mvnw -q -o -pl core test-compile exec:exec -Djmh.args="ReturnSolversBench -f 1 -wi 2 -i 3"}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xmx2g"})
@Warmup(iterations = 2)
@Measurement(iterations = 3)
public class ReturnSolversBench {

    Scenario star;
    Scenario loop12;
    Scenario loop24;
    Scenario graph;

    @Setup
    public void setUp() {
        Random r = new Random(1);
        star = RandomScenarios.withReturns(
                RandomScenarios.of(new Star(999), r, 1.5, Strategy.DEFAULT.withPorts(Ports.ALL)), r, 0.05, 0.5);
        loop12 = RandomScenarios.withReturns(RandomScenarios.of(new Loop(12), r, 0.6, Strategy.DEFAULT), r, 0.05, 0.5);
        loop24 = RandomScenarios.withReturns(RandomScenarios.of(new Loop(24), r, 0.6, Strategy.DEFAULT), r, 0.05, 0.5);
        int n = 200;
        int[] parent = RandomScenarios.randomTree(n, r);
        List<int[]> pairs = new ArrayList<>();
        for (int i = 1; i < n; i++) {
            pairs.add(new int[] {parent[i], i});
        }
        for (int k = 0; k < n; k++) {
            int u = r.nextInt(n);
            int v = r.nextInt(n);
            if (u != v) {
                pairs.add(new int[] {u, v});
            }
        }
        graph = RandomScenarios.withReturns(RandomScenarios.of(Graph.of(n, pairs, 0), r, 0.05, Strategy.DEFAULT), r,
                0.05, 0.5);
    }

    @Benchmark
    public Schedule starOf1000() {
        return new TreeReturnSolver().solve(star);
    }

    @Benchmark
    public Schedule loopOf12() {
        return new LoopReturnSolver().solve(loop12);
    }

    @Benchmark
    public Schedule loopOf24() {
        return new LoopReturnSolver().solve(loop24);
    }

    @Benchmark
    public Schedule graphOf200() {
        return new GraphReturnSolver().solve(graph);
    }
}
