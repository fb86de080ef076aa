package org.dltexplorer.core.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.bus.BusAssignmentSolver;
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
 * Time of the exhaustive bus assignment search (Błażewicz & Drozdowski 1997, §4) at its size limit {@code k^m ≤ 200 000} (2 buses × 17
 * workers, 3 × 11, 4 × 8; every bus with its own link, so no buses fold together), and of the heuristic on
 * {@code 4 × 200}.
 *
 * <p>Run: {@code ./mvnw -q -o -pl core test-compile exec:exec -Djmh.args="BusAssignmentBench -f 1 -wi 2 -i 3"}.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class BusAssignmentBench {

    @Param({"2x17", "3x11", "4x8"})
    public String size;

    private Scenario exhaustive;
    private Scenario heuristic;
    private final BusAssignmentSolver solver = new BusAssignmentSolver();

    static Scenario randomBus(long seed, int buses, int workers, ActivationOrder order) {
        Random r = new Random(seed);
        List<List<Integer>> lists = new ArrayList<>();
        for (int b = 0; b < buses; b++) {
            lists.add(new ArrayList<>());
        }
        for (int w = 1; w <= workers; w++) {
            lists.get((w - 1) % buses).add(w);
        }
        return RandomScenarios.of(new Bus(lists), r, 0.3, Strategy.DEFAULT.withOrder(order));
    }

    @Setup(Level.Trial)
    public void setUp() {
        String[] kxm = size.split("x");
        exhaustive = randomBus(1, Integer.parseInt(kxm[0]), Integer.parseInt(kxm[1]), ActivationOrder.OPTIMAL);
        heuristic = randomBus(1, 4, 200, ActivationOrder.HEURISTIC);
    }

    @Benchmark
    public Schedule exhaustiveAtTheLimit() {
        return solver.solve(exhaustive);
    }

    @Benchmark
    public Schedule heuristicOn4x200() {
        return solver.solve(heuristic);
    }
}
