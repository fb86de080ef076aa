package org.dltexplorer.core.solver.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.dltexplorer.core.model.ActivationOrder;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The order search's pruning test ({@link SuffixBound}, with {@link StartupKnapsack}) against brute force: for every
 * prefix of every sequence of a small star, the best makespan over all its completions by at least one more worker
 * (every longer sequence starting with the prefix, each solved as LP1) is computed, and at any deadline from that
 * optimum up the test must keep the prefix. A bound that prunes a prefix whose subtree holds a schedule by the
 * deadline fails here. The brute force uses ojAlgo's LP1 ({@link StarLp}) for five workers and the specialised
 * evaluator (itself checked against ojAlgo in {@link SequenceEvaluatorTest}) for the larger, slow cases.
 */
class SuffixBoundTest {

    /** The subtree optimum's rounding (LP code or bisection) is far below this. */
    static final double ROUNDING = 1e-7;
    /** Deadlines checked, as multiples of the subtree optimum. */
    static final double[] ABOVE = {1 + ROUNDING, 1.001, 1.05, 1.5};

    static LongStream seeds() {
        return LongStream.range(1, 13);
    }

    static LongStream fewerSeeds() {
        return LongStream.range(1, 7);
    }

    interface Makespan {
        /** Makespan of LP1 for {@code seq[0..len)}, +∞ when infeasible. */
        double of(int[] seq, int len);
    }

    static Makespan byLp(StarWorkers w) {
        StarLp lp = new StarLp(w);
        return (seq, len) -> {
            var d = lp.solve(seq, len);
            return d == null ? Double.POSITIVE_INFINITY : d.makespan();
        };
    }

    static Makespan byEvaluator(StarWorkers w) {
        SequenceEvaluator ev = new SequenceEvaluator(w);
        return (seq, len) -> {
            var d = ev.shortest(seq, len);
            return d == null ? Double.POSITIVE_INFINITY : d.makespan();
        };
    }

    /** A prefix and the best makespan over its strict completions. */
    record Subtree(int[] prefix, double optimum) {
    }

    /** Every prefix (the empty one included) with a finite subtree optimum. */
    static List<Subtree> subtrees(StarWorkers w, Makespan makespan) {
        List<Subtree> out = new ArrayList<>();
        best(w, makespan, new int[w.m], 0, new boolean[w.m], out);
        return out;
    }

    /** The best makespan of the prefix itself or any completion; records the prefix's strict-completion optimum. */
    private static double best(StarWorkers w, Makespan makespan, int[] seq, int len, boolean[] used, List<Subtree> out) {
        double below = Double.POSITIVE_INFINITY;
        for (int k = 0; k < w.m; k++) {
            if (!used[k]) {
                used[k] = true;
                seq[len] = k;
                below = Math.min(below, best(w, makespan, seq, len + 1, used, out));
                used[k] = false;
            }
        }
        if (below < Double.POSITIVE_INFINITY) {
            out.add(new Subtree(java.util.Arrays.copyOf(seq, len), below));
        }
        return Math.min(below, len == 0 ? Double.POSITIVE_INFINITY : makespan.of(seq, len));
    }

    /** The forward profile of the prefix at {@code t} and the keep/prune answer of the bound. */
    static boolean keeps(StarWorkers w, int[] prefix, double t) {
        SequenceEvaluator ev = new SequenceEvaluator(w);
        ConcaveProfile g = ConcaveProfile.zero(t);
        boolean[] used = new boolean[w.m];
        for (int k : prefix) {
            g = ev.extend(g, k, t);
            used[k] = true;
            if (g == null) {
                return false;
            }
        }
        return new SuffixBound(w, ev).mayReach(g, used, t);
    }

    /** Checks every subtree; returns how many prefixes the bound prunes 1 % below their subtree optimum. */
    static int checkNeverAboveTheSubtreeOptimum(StarWorkers w, Makespan makespan) {
        int prunedBelow = 0;
        for (Subtree s : subtrees(w, makespan)) {
            for (double f : ABOVE) {
                assertThat(keeps(w, s.prefix(), s.optimum() * f))
                        .as("prefix %s, subtree optimum %s, deadline × %s", java.util.Arrays.toString(s.prefix()), s.optimum(), f)
                        .isTrue();
            }
            if (!keeps(w, s.prefix(), s.optimum() * 0.99)) {
                prunedBelow++;
            }
        }
        return prunedBelow;
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void neverPrunesASubtreeThatReachesTheDeadlineOnMemoryStars(long seed) {
        StarWorkers w = StarWorkers.of(RandomMemoryStars.of(seed, 5, ActivationOrder.OPTIMAL));
        checkNeverAboveTheSubtreeOptimum(w, byLp(w));
    }

    /** Mixed stars: infinite buffers, free links ({@code C = 0}), no startups, in any combination. */
    @ParameterizedTest
    @MethodSource("seeds")
    void neverPrunesASubtreeThatReachesTheDeadlineOnMixedStars(long seed) {
        Random rnd = new Random(seed);
        StarWorkers w = SequenceEvaluatorTest.random(rnd, 5);
        checkNeverAboveTheSubtreeOptimum(w, byLp(w));
    }

    /** The bound is not vacuous: 1 % below the subtree optimum it prunes a good share of the prefixes. */
    @Test
    void prunesBelowTheSubtreeOptimum() {
        int pruned = 0;
        int all = 0;
        for (long seed = 1; seed <= 4; seed++) {
            StarWorkers w = StarWorkers.of(RandomMemoryStars.of(seed, 5, ActivationOrder.OPTIMAL));
            pruned += checkNeverAboveTheSubtreeOptimum(w, byEvaluator(w));
            all += subtrees(w, byEvaluator(w)).size();
        }
        assertThat(pruned).isGreaterThan(all / 4);
    }

    /**
     * The root bound of the search ({@link OrderSearch#lowerBound}, which ends the search at once when the start
     * reaches it) never exceeds the best makespan over all sequences.
     */
    @ParameterizedTest
    @MethodSource("fewerSeeds")
    void rootBoundNeverExceedsTheOptimum(long seed) {
        for (StarWorkers w : new StarWorkers[] {StarWorkers.of(RandomMemoryStars.of(seed, 6, ActivationOrder.OPTIMAL)),
                SequenceEvaluatorTest.random(new Random(seed), 6)}) {
            double optimum = subtrees(w, byEvaluator(w)).stream().filter(s -> s.prefix().length == 0)
                    .mapToDouble(Subtree::optimum).findFirst().orElseThrow();
            double bound = new OrderSearch(w, org.dltexplorer.core.solver.SolveMonitor.NONE).lowerBound();
            assertThat(bound).isPositive().isLessThanOrEqualTo(optimum * (1 + ROUNDING));
        }
    }

    @ParameterizedTest
    @MethodSource("seeds")
    @Tag("slow")
    void neverPrunesASubtreeThatReachesTheDeadlineWithSevenAndEightWorkers(long seed) {
        StarWorkers memory = StarWorkers.of(RandomMemoryStars.of(seed, 7 + (int) (seed % 2), ActivationOrder.OPTIMAL));
        checkNeverAboveTheSubtreeOptimum(memory, byEvaluator(memory));
        StarWorkers mixed = SequenceEvaluatorTest.random(new Random(seed), 7);
        checkNeverAboveTheSubtreeOptimum(mixed, byEvaluator(mixed));
    }
}
