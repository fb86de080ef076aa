package org.dltexplorer.core.bench;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solvers;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Time to prove the optimal activation order of a one-port star with startups, with buffers (Drozdowski &
 * Wolniewicz 2003, MNP1; {@code model = memory}) and without ({@code model = one-port}, Błażewicz & Drozdowski
 * 1997, eq. (10), searched by the same branch-and-bound), on seeded random instances, and the time of the
 * heuristic on a thousand workers. The {@code nodes} counter reports the nodes the exact search explored (from the
 * schedule's note).
 *
 * <p>Run: {@code ./mvnw -q -o -pl core test-compile exec:exec -Djmh.args="StarOrderBench -f 1 -wi 1 -i 3"}.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class StarOrderBench {

    @Param({"8", "10", "12", "16", "20"})
    public int workers;

    @Param({"memory", "one-port"})
    public String model;

    @Param({"1", "2", "3"})
    public long seed;

    private Scenario optimal;
    private Scenario heuristic;
    private final Solvers solvers = Solvers.standard();

    /** Nodes explored by the last exact search. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Nodes {
        public long nodes;
    }

    static Scenario randomStar(long seed, int m, ActivationOrder order) {
        return org.dltexplorer.core.solver.memory.RandomMemoryStars.of(seed, m, order);
    }

    @Setup(Level.Trial)
    public void setUp() {
        optimal = model.equals("memory") ? randomStar(seed, workers, ActivationOrder.OPTIMAL)
                : RandomScenarios.of(new Star(workers), new Random(seed), 2.0, Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL));
        heuristic = randomStar(seed, 1000, ActivationOrder.HEURISTIC);
    }

    @Benchmark
    public Schedule proveOptimalOrder(Nodes counter) {
        Schedule s = solvers.solve(optimal);
        for (String note : s.notes()) {
            if (note.startsWith("exact search") || note.contains("branch-and-bound over worker sequences")) {
                counter.nodes = Long.parseLong(note.replaceAll(".*?(\\d+) nodes.*", "$1"));
            }
        }
        if (s.status() != org.dltexplorer.core.schedule.Status.OPTIMAL) {
            throw new IllegalStateException("not proven: " + s.reason());
        }
        return s;
    }

    @Benchmark
    public Schedule heuristicThousandWorkers() {
        return solvers.solve(heuristic);
    }
}
