package org.dltexplorer.core.solver.bus;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The assignment search of buses against a brute force written here: every assignment of the workers to the buses
 * (no folding of identical buses), each solved by {@link BusSolver} on {@code scenario.withNetwork(assignment)}.
 */
class BusAssignmentSolverTest {

    /** The search and the brute force evaluate the same assignments by the same closed form: only rounding differs. */
    private static final Tolerance SAME = Tolerance.DEFAULT;

    static Stream<Long> seeds() {
        return LongStream.range(0, 40).map(i -> 31 + 104_729 * i).boxed();
    }

    /** m ≤ 6 workers on k ≤ 3 buses; one seed in three gives every bus the same link (the folded case). */
    static Scenario instance(long seed, ActivationOrder order) {
        Random r = new Random(seed);
        int k = 1 + r.nextInt(3);
        int m = k + r.nextInt(7 - k);
        Scenario sc = RandomScenarios.of(BusSolverContractTest.randomBus(k, m, r), r, 0.5,
                Strategy.DEFAULT.withOrder(order).withOriginatorComputes(r.nextInt(4) != 0));
        if (seed % 3 == 0) {
            Map<Integer, LinkParams> same = new HashMap<>();
            for (int b = 0; b < k; b++) {
                same.put(b, sc.link(0));
            }
            sc = sc.withLinkOverrides(same);
        }
        return sc;
    }

    /** Every assignment of workers 1..m to k buses, each solved by the given-assignment solver. */
    static double bruteForce(Scenario sc) {
        Bus original = (Bus) sc.network();
        int k = original.buses().size();
        int m = original.workers();
        int[] busOf = new int[m];
        double best = Double.POSITIVE_INFINITY;
        while (true) {
            List<List<Integer>> lists = new ArrayList<>();
            for (int b = 0; b < k; b++) {
                lists.add(new ArrayList<>());
            }
            for (int w = 1; w <= m; w++) {
                lists.get(busOf[w - 1]).add(w);
            }
            Schedule s = new BusSolver().solve(sc.withNetwork(new Bus(lists)));
            if (s.feasible()) {
                best = Math.min(best, s.makespan());
            }
            int i = 0;
            while (i < m && busOf[i] == k - 1) {
                busOf[i] = 0;
                i++;
            }
            if (i == m) {
                return best;
            }
            busOf[i]++;
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void searchFindsTheBruteForceOptimum(long seed) {
        Scenario sc = instance(seed, ActivationOrder.OPTIMAL);
        Schedule s = new BusAssignmentSolver().solve(sc);
        double expected = bruteForce(sc);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(SAME.equal(s.makespan(), expected)).as("search %s vs brute force %s", s.makespan(), expected).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void chosenAssignmentIsReportedAndValidAgainstTheOriginalScenario(long seed) {
        Scenario sc = instance(seed, ActivationOrder.OPTIMAL);
        Schedule s = new BusAssignmentSolver().solve(sc);
        assertThat(s.reshapedNetwork()).containsInstanceOf(Bus.class);
        Bus chosen = (Bus) s.reshapedNetwork().orElseThrow();
        assertThat(chosen.buses()).hasSameSizeAs(((Bus) sc.network()).buses());
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
        // the reported assignment is the one the schedule runs on: solving it as given gives the same makespan
        double given = new BusSolver().solve(sc.withNetwork(chosen)).makespan();
        assertThat(SAME.equal(given, s.makespan())).isTrue();
        assertThat(s.notes()).anyMatch(n -> n.startsWith("assignment searched over ") && n.contains("bus 0 ← {"));
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void searchIsNeverWorseThanTheGivenAssignment(long seed) {
        Scenario sc = instance(seed, ActivationOrder.OPTIMAL);
        double searched = new BusAssignmentSolver().solve(sc).makespan();
        double given = new BusSolver().solve(sc).makespan();
        assertThat(SAME.lessOrEqual(searched, given)).as("%s vs given %s", searched, given).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void heuristicIsFeasibleValidAndNoBetterThanTheSearch(long seed) {
        Scenario sc = instance(seed, ActivationOrder.HEURISTIC);
        Schedule h = new BusAssignmentSolver().solve(sc);
        double optimum = new BusAssignmentSolver().solve(sc.withStrategy(sc.strategy().withOrder(ActivationOrder.OPTIMAL)))
                .makespan();
        assertThat(h.status()).isEqualTo(Status.FEASIBLE);
        assertThat(new ScheduleValidator().validate(sc, h).violations()).isEmpty();
        assertThat(SAME.lessOrEqual(optimum, h.makespan())).as("optimum %s vs heuristic %s", optimum, h.makespan()).isTrue();
    }

    @Test
    void beyondTheLimitTheHeuristicAnswersFeasible() {
        Random r = new Random(7);
        int m = 18; // 2^18 > EXACT_LIMIT
        Scenario sc = RandomScenarios.of(BusSolverContractTest.randomBus(2, m, r), r, 0.3,
                Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL));
        assertThat(AssignmentSearch.assignments(2, m)).isGreaterThan(BusAssignmentSolver.EXACT_LIMIT);
        Schedule s = new BusAssignmentSolver().solve(sc);
        assertThat(s.status()).isEqualTo(Status.FEASIBLE);
        assertThat(s.reason()).contains("heuristic");
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
        assertThat(SAME.lessOrEqual(s.makespan(), new BusSolver().solve(sc).makespan())).isTrue();
    }

    @Test
    void registryRoutesByOrderRule() {
        Network bus = new Bus(List.of(List.of(1, 2), List.of(3)));
        Scenario sc = RandomScenarios.of(bus, new Random(3), 0.5, Strategy.DEFAULT);
        assertThat(Solvers.standard().choose(sc)).isInstanceOf(BusSolver.class);
        for (ActivationOrder o : List.of(ActivationOrder.OPTIMAL, ActivationOrder.HEURISTIC)) {
            Scenario searched = sc.withStrategy(sc.strategy().withOrder(o));
            assertThat(Solvers.standard().choose(searched)).isInstanceOf(BusAssignmentSolver.class);
        }
        // the given assignment reports no reshaped network
        assertThat(new BusSolver().solve(sc).reshapedNetwork()).isEmpty();
    }

    @Test
    void twoThousandOneWorkerBusesAreAnsweredOnTheListedAssignmentBeyondTheHeuristicsBudget() {
        // issue 24: the heuristic's placement alone is 1.6·10^10 steps here (no answer in 60 s before)
        List<List<Integer>> buses = new ArrayList<>();
        for (int w = 1; w <= 2000; w++) {
            buses.add(List.of(w));
        }
        Scenario sc = Scenario.uniform(new Bus(buses), 1, org.dltexplorer.core.model.ProcessorParams.of(1),
                LinkParams.of(0, 0.2)).withStrategy(Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL));
        BusInstance instance = new BusInstance(sc);
        assertThat(AssignmentSearch.affordable(instance)).isFalse();

        Schedule s = Solvers.standard().solve(sc);

        assertThat(s.status()).isEqualTo(Status.FEASIBLE);
        assertThat(s.reason()).contains("2000 workers on 2000 buses").contains("the listed assignment is used");
        // every worker alone on its own bus is the given network's eq. (11) optimum: the same makespan as "given"
        Schedule given = Solvers.standard().solve(sc.withStrategy(Strategy.DEFAULT));
        assertThat(SAME.equal(s.makespan(), given.makespan())).isTrue();
    }

    @Test
    void theHeuristicsWorkIsWithinItsBudgetBeforeItStarts() {
        List<List<Integer>> buses = List.of(List.of(1, 2, 3), List.of(4, 5));
        Scenario sc = Scenario.uniform(new Bus(buses), 1, org.dltexplorer.core.model.ProcessorParams.of(1),
                LinkParams.of(0, 0.2));
        // 5 workers × 2 buses × (5 + 2 + 1) evaluation steps
        assertThat(AssignmentSearch.passWork(new BusInstance(sc))).isEqualTo(80);
        assertThat(AssignmentSearch.affordable(new BusInstance(sc))).isTrue();
    }

    @Test
    void assignmentCountSaturates() {
        assertThat(AssignmentSearch.assignments(3, 11)).isEqualTo(177_147);
        assertThat(AssignmentSearch.assignments(10, 100)).isEqualTo(Long.MAX_VALUE);
    }
}
