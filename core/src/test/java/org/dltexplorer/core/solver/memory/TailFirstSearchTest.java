package org.dltexplorer.core.solver.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.dltexplorer.core.model.ActivationOrder;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The pruning test of the search from the end ({@link TailFirstSearch}: the knapsack with setups of a head before a
 * fixed suffix, {@link StartupKnapsack#mayReachBefore}) against brute force: for every suffix of every sequence of a
 * small star, the best makespan over the sequences that end with it and serve at least one more worker before it
 * (each solved as LP1) is computed, and at any deadline from that optimum up the test must keep the suffix. A bound
 * that prunes a suffix whose heads hold a schedule by the deadline fails here. The brute force uses ojAlgo's LP1
 * ({@link StarLp}) for five workers and the specialised evaluator for the larger, slow cases. And the search itself,
 * started with no incumbent from a deadline twice the optimum (so the root shortcuts of {@link OrderSearch} do not
 * answer for it), against the brute-force optimum over all sequences.
 */
class TailFirstSearchTest {

    static LongStream seeds() {
        return LongStream.range(1, 13);
    }

    /** A suffix ({@code suffix[0]} served last) and the best makespan over the sequences that strictly extend it in front. */
    record Heads(int[] suffix, double optimum) {
    }

    /** Every suffix (the empty one included) with a finite optimum over its strict extensions. */
    static List<Heads> suffixes(StarWorkers w, SuffixBoundTest.Makespan makespan) {
        List<Heads> out = new ArrayList<>();
        best(w, makespan, new int[w.m], 0, new boolean[w.m], out);
        return out;
    }

    private static double best(StarWorkers w, SuffixBoundTest.Makespan makespan, int[] suffix, int len, boolean[] used,
            List<Heads> out) {
        double below = Double.POSITIVE_INFINITY;
        for (int k = 0; k < w.m; k++) {
            if (!used[k]) {
                used[k] = true;
                suffix[len] = k;
                below = Math.min(below, best(w, makespan, suffix, len + 1, used, out));
                used[k] = false;
            }
        }
        if (below < Double.POSITIVE_INFINITY) {
            out.add(new Heads(Arrays.copyOf(suffix, len), below));
        }
        if (len == 0) {
            return below;
        }
        int[] seq = new int[len];
        for (int i = 0; i < len; i++) {
            seq[i] = suffix[len - 1 - i];
        }
        return Math.min(below, makespan.of(seq, len));
    }

    /** The suffix's profile at {@code t} and the keep/prune answer of the bound. */
    static boolean keeps(StarWorkers w, int[] suffix, double t) {
        SequenceEvaluator ev = new SequenceEvaluator(w);
        ConcaveProfile f = ConcaveProfile.zero(t);
        boolean[] used = new boolean[w.m];
        for (int k : suffix) {
            f = ev.prepend(f, k, t);
            used[k] = true;
            if (f == null) {
                return false;
            }
        }
        return new StartupKnapsack(w).mayReachBefore(f, used, t, 1.0 - w.originatorLoad(t));
    }

    /** Checks every suffix; returns how many the bound prunes 1 % below their optimum. */
    static int checkNeverAboveTheOptimum(StarWorkers w, SuffixBoundTest.Makespan makespan) {
        int prunedBelow = 0;
        for (Heads h : suffixes(w, makespan)) {
            for (double f : SuffixBoundTest.ABOVE) {
                assertThat(keeps(w, h.suffix(), h.optimum() * f))
                        .as("suffix %s (last first), optimum %s, deadline × %s", Arrays.toString(h.suffix()), h.optimum(), f)
                        .isTrue();
            }
            if (!keeps(w, h.suffix(), h.optimum() * 0.99)) {
                prunedBelow++;
            }
        }
        return prunedBelow;
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void neverPrunesASuffixWhoseHeadsReachTheDeadlineOnMemoryStars(long seed) {
        StarWorkers w = StarWorkers.of(RandomMemoryStars.of(seed, 5, ActivationOrder.OPTIMAL));
        checkNeverAboveTheOptimum(w, SuffixBoundTest.byLp(w));
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void neverPrunesASuffixWhoseHeadsReachTheDeadlineOnTheTightFamily(long seed) {
        StarWorkers w = StarWorkers.of(RandomMemoryStars.tight(seed, 5, ActivationOrder.OPTIMAL));
        checkNeverAboveTheOptimum(w, SuffixBoundTest.byLp(w));
    }

    /** Mixed stars: infinite buffers, free links ({@code C = 0}), no startups, an originator that computes. */
    @ParameterizedTest
    @MethodSource("seeds")
    void neverPrunesASuffixWhoseHeadsReachTheDeadlineOnMixedStars(long seed) {
        StarWorkers w = SequenceEvaluatorTest.random(new Random(seed), 5);
        checkNeverAboveTheOptimum(w, SuffixBoundTest.byLp(w));
    }

    /** The bound is not vacuous: 1 % below the optimum of their heads it prunes most suffixes of the tight family. */
    @Test
    void prunesBelowTheOptimum() {
        int pruned = 0;
        int all = 0;
        for (long seed = 1; seed <= 4; seed++) {
            StarWorkers w = StarWorkers.of(RandomMemoryStars.tight(seed, 5, ActivationOrder.OPTIMAL));
            pruned += checkNeverAboveTheOptimum(w, SuffixBoundTest.byEvaluator(w));
            all += suffixes(w, SuffixBoundTest.byEvaluator(w)).size();
        }
        assertThat(pruned).isGreaterThan(all / 2);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    @Tag("slow")
    void neverPrunesASuffixWhoseHeadsReachTheDeadlineWithSevenWorkers(long seed) {
        StarWorkers tight = StarWorkers.of(RandomMemoryStars.tight(seed, 7, ActivationOrder.OPTIMAL));
        checkNeverAboveTheOptimum(tight, SuffixBoundTest.byEvaluator(tight));
        StarWorkers memory = StarWorkers.of(RandomMemoryStars.of(seed, 7, ActivationOrder.OPTIMAL));
        checkNeverAboveTheOptimum(memory, SuffixBoundTest.byEvaluator(memory));
        StarWorkers mixed = SequenceEvaluatorTest.random(new Random(seed), 7);
        checkNeverAboveTheOptimum(mixed, SuffixBoundTest.byEvaluator(mixed));
    }

    /**
     * Runs the search alone from {@code 2 ×} the brute-force optimum, no incumbent, every candidate solved by LP1;
     * returns the best makespan it found (+∞ when none) and checks it explored nodes.
     */
    static double searchFromTwiceTheOptimum(StarWorkers w, double optimum) {
        SequenceEvaluator ev = new SequenceEvaluator(w);
        double[] best = {2 * optimum};
        boolean[] found = {false};
        SequenceBranching.Incumbents incumbents = new SequenceBranching.Incumbents() {
            @Override
            public boolean offer(int[] seq, int len) {
                SequenceEvaluator.Distribution d = ev.shortest(seq, len);
                if (d == null || d.makespan() >= best[0] * (1 - 1e-9)) {
                    return false;
                }
                best[0] = d.makespan();
                found[0] = true;
                return true;
            }

            @Override
            public double deadline() {
                return best[0] * (1 - 1e-9);
            }

            @Override
            public boolean cancelled() {
                return false;
            }
        };
        int[] order = java.util.stream.IntStream.range(0, w.m).toArray();
        SequenceBranching search = new SequenceBranching(w, new TailFirstSearch(w, ev), incumbents, order);
        assertThat(search.run(ran -> 0L)).isTrue();
        assertThat(search.nodes()).isGreaterThanOrEqualTo(w.m);
        return found[0] ? best[0] : Double.POSITIVE_INFINITY;
    }

    static void checkSearchFindsTheOptimum(StarWorkers w) {
        double optimum = suffixes(w, SuffixBoundTest.byEvaluator(w)).stream().filter(h -> h.suffix().length == 0)
                .mapToDouble(Heads::optimum).findFirst().orElseThrow();
        assertThat(searchFromTwiceTheOptimum(w, optimum)).isCloseTo(optimum, org.assertj.core.api.Assertions.within(
                OrderSearchTest.SAME_OPTIMUM * optimum));
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void theSearchAloneFindsTheBruteForceOptimum(long seed) {
        checkSearchFindsTheOptimum(StarWorkers.of(RandomMemoryStars.tight(seed, 6, ActivationOrder.OPTIMAL)));
        checkSearchFindsTheOptimum(StarWorkers.of(RandomMemoryStars.of(seed, 6, ActivationOrder.OPTIMAL)));
        checkSearchFindsTheOptimum(SequenceEvaluatorTest.random(new Random(seed), 6));
    }

    @ParameterizedTest
    @MethodSource("seeds")
    @Tag("slow")
    void theSearchAloneFindsTheBruteForceOptimumWithEightWorkers(long seed) {
        checkSearchFindsTheOptimum(StarWorkers.of(RandomMemoryStars.tight(seed, 8, ActivationOrder.OPTIMAL)));
        checkSearchFindsTheOptimum(StarWorkers.of(RandomMemoryStars.of(seed, 8, ActivationOrder.OPTIMAL)));
    }

    /**
     * Beyond brute force: on issue 30's family with thirteen workers (one more than the set bound proves at the root)
     * the search from the end and the search from the front
     * (an independent branch-and-bound with other bounds, {@link OrderSearch#OrderSearch(StarWorkers,
     * org.dltexplorer.core.solver.SolveMonitor, boolean)}) prove the same optimum.
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void theSearchesFromTheEndAndFromTheFrontProveTheSameOptimum(long seed) {
        StarWorkers w = StarWorkers.of(RandomMemoryStars.tight(seed, 13, ActivationOrder.OPTIMAL));
        OrderSearch.Result fromEnd = new OrderSearch(w, org.dltexplorer.core.solver.SolveMonitor.NONE, true).exact();
        OrderSearch.Result fromFront = new OrderSearch(w, org.dltexplorer.core.solver.SolveMonitor.NONE, false).exact();

        assertThat(fromEnd.proven()).isTrue();
        assertThat(fromFront.proven()).isTrue();
        assertThat(fromEnd.best().makespan()).isCloseTo(fromFront.best().makespan(),
                org.assertj.core.api.Assertions.within(OrderSearchTest.SAME_OPTIMUM * fromFront.best().makespan()));
    }
}
