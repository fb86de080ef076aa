package org.dltexplorer.core.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solvers;
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
 * Checked solves ({@link Solvers#solve}: spanning tree, tree recursion, validation) of graphs of 10^4 and 10^5
 * nodes: a path (the deepest spanning tree) and a random sparse graph (a random tree plus up to as many extra
 * edges; the local search stops at its work limit, 200 and 20 trees). Run:
 * {@code ./mvnw -q -o -pl core test-compile exec:exec -Djmh.args="GraphBench -f 1 -wi 2 -i 3"}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xmx3g"})
@Warmup(iterations = 2)
@Measurement(iterations = 3)
public class GraphBench {

    @Param({"10000", "100000"})
    int nodes;

    final Solvers solvers = Solvers.standard();
    Scenario path;
    Scenario sparse;

    @Setup
    public void setUp() {
        List<int[]> edges = new ArrayList<>();
        for (int i = 1; i < nodes; i++) {
            edges.add(new int[] {i - 1, i});
        }
        path = Scenario.uniform(Graph.of(nodes, edges, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1e-3));
        sparse = Scenario.uniform(RandomScenarios.randomGraph(nodes, new Random(1)), 1, ProcessorParams.of(1),
                LinkParams.of(1e-6, 1e-3));
    }

    @Benchmark
    public Schedule path() {
        return solvers.solve(path);
    }

    @Benchmark
    public Schedule randomSparse() {
        return solvers.solve(sparse);
    }
}
