package org.dltexplorer.core.bench;

import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.linear.ChainInsideSolver;
import org.dltexplorer.core.solver.linear.ChainSolver;
import org.dltexplorer.core.solver.star.StarAllPortsSolver;
import org.dltexplorer.core.solver.star.StarOnePortSolver;
import org.dltexplorer.core.solver.tree.TreeSolver;
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
 * Full solves (loads, timeline, metrics) of large heterogeneous networks: chains and stars of 10^6 processors,
 * a random tree of 10^5. Run:
 * {@code ./mvnw -q -o -pl core test-compile exec:exec -Djmh.args="LinearSolversBench -f 1 -wi 2 -i 3"}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xmx3g"})
@Warmup(iterations = 2)
@Measurement(iterations = 3)
public class LinearSolversBench {

    Scenario chain;
    Scenario chainInside;
    Scenario starAll;
    Scenario starOne;
    Scenario tree;

    @Setup
    public void setUp() {
        Random r = new Random(1);
        int million = 1_000_000;
        // small startups and transfer times so that a large part of the network is usable
        chain = RandomScenarios.of(new Chain(million, 0), r, 1e-7, Strategy.DEFAULT);
        chainInside = chain.withNetwork(new Chain(million, million / 2));
        starAll = RandomScenarios.of(new Star(million), r, 1e-3, Strategy.DEFAULT.withPorts(Ports.ALL));
        starOne = starAll.withStrategy(Strategy.DEFAULT.withOrder(ActivationOrder.GIVEN));
        tree = RandomScenarios.of(new Tree(RandomScenarios.randomTree(100_000, r)), r, 0.05, Strategy.DEFAULT);
    }

    @Benchmark
    public Schedule chainOf1e6() {
        return new ChainSolver().solve(chain);
    }

    @Benchmark
    public Schedule chainInsideOf1e6() {
        return new ChainInsideSolver().solve(chainInside);
    }

    @Benchmark
    public Schedule starAllPortsOf1e6() {
        return new StarAllPortsSolver().solve(starAll);
    }

    @Benchmark
    public Schedule starOnePortOf1e6() {
        return new StarOnePortSolver().solve(starOne);
    }

    @Benchmark
    public Schedule treeOf1e5() {
        return new TreeSolver().solve(tree);
    }
}
