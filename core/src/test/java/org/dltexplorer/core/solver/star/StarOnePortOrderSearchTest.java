package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.tree.LpTolerance;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The one-port star's order search is the branch-and-bound of the star with buffers (MNP1 with infinite buffers):
 * its optimum against an LP over every sequence of every subset of workers, and the lower bound a stopped search
 * reports against the optimum the completed search proves.
 */
class StarOnePortOrderSearchTest {

    static LongStream seeds() {
        return LongStream.range(1, 11);
    }

    /** Startups up to 2, about the time of a worker's share: the subset and order matter. */
    static Scenario randomStar(long seed, int m, ActivationOrder order) {
        return RandomScenarios.of(new Star(m), new Random(seed), 2.0, Strategy.DEFAULT.withOrder(order));
    }

    private static double bruteForce(Scenario sc, int m) {
        double best = sc.load() * sc.processor(0).A();
        for (List<Integer> seq : StarOnePortSolverContractTest.sequences(m)) {
            best = Math.min(best, StarOnePortSolverContractTest.lp(sc, seq));
        }
        return best;
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void searchedOrderEqualsTheBestOfAllSequencesOfFiveWorkers(long seed) {
        checkAgainstBruteForce(seed, 5);
    }

    /** 1956 sequences per instance. */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    @Tag("slow")
    void searchedOrderEqualsTheBestOfAllSequencesOfSixWorkers(long seed) {
        checkAgainstBruteForce(seed, 6);
    }

    private static void checkAgainstBruteForce(long seed, int m) {
        Scenario sc = randomStar(seed, m, ActivationOrder.OPTIMAL);
        Schedule s = new StarOnePortSolver().solve(sc);
        double best = bruteForce(sc, m);

        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(LpTolerance.LP.equal(s.makespan(), best)).as("%s vs brute force %s", s.makespan(), best).isTrue();
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aStoppedSearchReportsABoundNotAboveTheProvenOptimum(long seed) {
        Scenario sc = randomStar(seed, 12, ActivationOrder.OPTIMAL);
        Schedule stopped = new StarOnePortSolver().solve(sc, SolveMonitor.deadline(0));
        Schedule proven = new StarOnePortSolver().solve(sc);

        assertThat(proven.status()).isEqualTo(Status.OPTIMAL);
        assertThat(proven.hasBound()).isFalse();
        assertThat(new ScheduleValidator().validate(sc, stopped).violations()).isEmpty();
        if (stopped.status() == Status.OPTIMAL) {
            // the search finished before its first look at the monitor
            assertThat(LpTolerance.LP.equal(stopped.makespan(), proven.makespan())).isTrue();
            return;
        }
        assertThat(stopped.status()).isEqualTo(Status.FEASIBLE);
        assertThat(stopped.hasBound()).isTrue();
        assertThat(stopped.bound()).isPositive().isLessThanOrEqualTo(proven.makespan() * (1 + 1e-9));
        assertThat(stopped.gap()).isBetween(0.0, 1.0);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theHeuristicBeyondTheExactLimitCarriesABoundBelowItsMakespan(long seed) {
        Scenario sc = randomStar(seed, StarOrder.EXACT_LIMIT + 16, ActivationOrder.OPTIMAL);
        Schedule s = new StarOnePortSolver().solve(sc);

        assertThat(s.status()).isEqualTo(Status.FEASIBLE);
        assertThat(s.bound()).isPositive().isLessThanOrEqualTo(s.makespan());
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }
}
