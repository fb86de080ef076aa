package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Permutations;
import org.dltexplorer.core.solver.SolveMonitor;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The one-port star with FIFO returns against brute force: every subsequence of the given order (up to 10 workers)
 * and every order of every subset (up to 6), each solved by the reference LP of {@link FifoReturnSequence} (ojAlgo),
 * a formulation the search does not use (its own is the packing LP at a deadline, {@link PackingLp}). The search's optimum must equal the brute-force one, its bound never exceed it
 * (also when the search is stopped part-way), and every schedule must pass the validator.
 */
class StarReturnSearchTest {

    /** The search's packing LP and the reference LP of the loads agree to this relative difference. */
    private static final double AGREE = 1e-6;

    static Scenario instance(long seed, int m, ActivationOrder order) {
        return RandomReturnStars.of(seed, m, order, 1.0);
    }

    /** The reference makespan of serving exactly {@code ids} in that order (ojAlgo's LP, then the ASAP replay). */
    static double reference(Scenario sc, int[] ids) {
        double a0 = sc.strategy().originatorComputes() ? sc.processor(0).A() : Double.POSITIVE_INFINITY;
        if (ids.length == 0) {
            return a0 * sc.load();
        }
        double[] a = new double[ids.length];
        double[] s = new double[ids.length];
        double[] c = new double[ids.length];
        double[] r = new double[ids.length];
        for (int q = 0; q < ids.length; q++) {
            a[q] = sc.processor(ids[q]).A();
            s[q] = sc.link(ids[q]).S();
            c[q] = sc.link(ids[q]).C();
            r[q] = sc.link(ids[q]).R();
        }
        FifoReturnSequence seq = new FifoReturnSequence(a, s, c, r);
        double[][] loads = FifoReturnSequence.loads(a0, sc.load(), List.of(seq));
        if (loads == null) {
            return Double.POSITIVE_INFINITY;
        }
        double own = loads[0][0] > 0 ? loads[0][0] * a0 : 0.0;
        return Math.max(own, seq.replay(loads[1]).end());
    }

    /** The least reference makespan over every subsequence of {@code 1..m}, or every order of every subset. */
    static double bruteForce(Scenario sc, int m, boolean everyOrder) {
        double best = Double.POSITIVE_INFINITY;
        for (int mask = 0; mask < 1 << m; mask++) {
            List<Integer> subset = new ArrayList<>();
            for (int k = 0; k < m; k++) {
                if ((mask >> k & 1) != 0) {
                    subset.add(k + 1);
                }
            }
            for (List<Integer> seq : everyOrder ? Permutations.of(subset) : List.of(subset)) {
                best = Math.min(best, reference(sc, seq.stream().mapToInt(Integer::intValue).toArray()));
            }
        }
        return best;
    }

    private static void assertValid(Scenario sc, Schedule s) {
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void givenOrderMatchesEverySubsequence(long seed) {
        int m = 7 + (int) (seed % 4);
        Scenario sc = instance(seed, m, ActivationOrder.GIVEN);
        double optimum = bruteForce(sc, m, false);
        Schedule s = new StarReturnSolver().solve(sc);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(Math.abs(s.makespan() - optimum)).as("%s vs brute force %s", s.makespan(), optimum)
                .isLessThanOrEqualTo(AGREE * optimum);
        assertValid(sc, s);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12, 13, 14, 15, 16})
    void optimalOrderMatchesEveryOrderOfEverySubset(long seed) {
        int m = 4 + (int) (seed % 3);
        Scenario sc = instance(seed, m, ActivationOrder.OPTIMAL);
        double optimum = bruteForce(sc, m, true);
        Schedule s = new StarReturnSolver().solve(sc);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(Math.abs(s.makespan() - optimum)).as("%s vs brute force %s", s.makespan(), optimum)
                .isLessThanOrEqualTo(AGREE * optimum);
        assertValid(sc, s);
    }

    /** A monitor that says stop from its {@code n}-th look on. */
    private static SolveMonitor stopAfter(int n) {
        AtomicInteger looks = new AtomicInteger();
        return new SolveMonitor() {
            @Override
            public boolean cancelled() {
                return looks.incrementAndGet() >= n;
            }

            @Override
            public void progress(double fraction, String message) {
            }
        };
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {21, 22, 23, 24})
    void aStoppedSearchKeepsABoundBelowTheOptimum(long seed) {
        int m = 10;
        Scenario sc = instance(seed, m, ActivationOrder.GIVEN);
        double optimum = bruteForce(sc, m, false);
        int stoppedInTheTree = 0;
        for (int looks : new int[] {1, 5, m + 1, m + 2, m + 4, m + 8}) {
            Schedule s = new StarReturnSolver().solve(sc, stopAfter(looks));
            assertValid(sc, s);
            assertThat(s.makespan()).isGreaterThanOrEqualTo(optimum * (1 - AGREE));
            if (s.status() == Status.FEASIBLE) {
                assertThat(s.hasBound()).isTrue();
                assertThat(s.bound()).as("bound after %d looks", looks).isLessThanOrEqualTo(optimum * (1 + AGREE));
                assertThat(s.gap()).isBetween(0.0, 1.0);
                if (looks > m) {
                    stoppedInTheTree++;
                }
            }
        }
        assertThat(stoppedInTheTree).as("stops inside the branch-and-bound").isPositive();
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {61, 62, 63})
    void aStoppedSearchOverEveryOrderKeepsABoundBelowTheOptimum(long seed) {
        int m = 6;
        Scenario sc = RandomReturnStars.of(seed, m, ActivationOrder.OPTIMAL, 0.1);
        double optimum = bruteForce(sc, m, true);
        int stopped = 0;
        for (int looks = 1; looks <= 2 * m + 8; looks++) {
            Schedule s = new StarReturnSolver().solve(sc, stopAfter(looks));
            assertValid(sc, s);
            assertThat(s.makespan()).isGreaterThanOrEqualTo(optimum * (1 - AGREE));
            if (s.status() == Status.FEASIBLE) {
                stopped++;
                assertThat(s.bound()).as("bound after %d looks", looks).isLessThanOrEqualTo(optimum * (1 + AGREE));
            } else {
                assertThat(Math.abs(s.makespan() - optimum)).isLessThanOrEqualTo(AGREE * optimum);
            }
        }
        assertThat(stopped).isPositive();
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {31, 32, 33})
    void theRootBoundHoldsOverEveryOrder(long seed) {
        int m = 5;
        Scenario sc = instance(seed, m, ActivationOrder.HEURISTIC);
        double optimum = bruteForce(sc, m, true);
        Schedule s = new StarReturnSolver().solve(sc);
        assertValid(sc, s);
        assertThat(s.makespan()).isGreaterThanOrEqualTo(optimum * (1 - AGREE));
        assertThat(s.status()).isEqualTo(Status.FEASIBLE);
        assertThat(s.bound()).isLessThanOrEqualTo(optimum * (1 + AGREE)).isPositive();
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {51, 52, 53})
    void givenOrderMatchesTheMilpOfTheSameModel(long seed) {
        Scenario sc = RandomReturnStars.of(seed, 12, ActivationOrder.GIVEN, 0.1);
        FifoReturnMilp.Answer milp = FifoReturnMilp.solve(sc, 60_000);
        Schedule s = new StarReturnSolver().solve(sc);
        assertThat(milp.proven()).as(milp.state()).isTrue();
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        // the MILP's integrality and feasibility tolerances are looser than the LPs'
        assertThat(Math.abs(s.makespan() - milp.makespan())).as("%s vs MILP %s", s.makespan(), milp.makespan())
                .isLessThanOrEqualTo(1e-5 * milp.makespan());
        assertValid(sc, s);
    }

    @ParameterizedTest(name = "m = {0}")
    @ValueSource(ints = {20})
    void twentyWorkersInTheGivenOrderAreProven(int m) {
        Scenario sc = instance(41, m, ActivationOrder.GIVEN);
        Schedule s = new StarReturnSolver().solve(sc);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertValid(sc, s);
        // serving exactly what the search chose is no better than the search's answer, and the prefixes no better
        int[] all = IntStream.rangeClosed(1, m).toArray();
        assertThat(s.makespan()).isLessThanOrEqualTo(reference(sc, all) * (1 + AGREE));
    }
}
