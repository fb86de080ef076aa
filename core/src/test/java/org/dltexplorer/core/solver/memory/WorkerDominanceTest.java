package org.dltexplorer.core.solver.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.dltexplorer.core.model.ActivationOrder;
import org.junit.jupiter.api.Test;

/**
 * Dominance between two workers of a memory star, checked by brute force over every sequence before any search uses
 * it. Worker {@code i} dominates {@code j} when {@code S_i ≤ S_j}, {@code C_i ≤ C_j}, {@code A_i ≤ A_j} and
 * {@code B_i ≥ B_j}.
 * <ul>
 *   <li>Proven (exchange): a sequence using {@code j} but not {@code i} is never better than the one with {@code i}
 *       in {@code j}'s place and {@code j}'s load (its message is no longer, it computes no longer, the load fits its
 *       buffer, and everyone after it starts no later). The brute force agrees.</li>
 *   <li>Refuted: "the dominating worker comes first". On issue 30's family some stars are optimal only with it
 *       later, so the search must not prune by that order (it does not).</li>
 * </ul>
 */
class WorkerDominanceTest {

    /** Relative difference beyond the evaluator's rounding. */
    private static final double STRICTLY = 1e-9;

    /** Best makespans over the sequences in which every worker carries load, by how they use workers 1 (i) and 0 (j). */
    private static final class Best {
        double all = Double.POSITIVE_INFINITY;
        double iFirst = Double.POSITIVE_INFINITY;
        double jFirst = Double.POSITIVE_INFINITY;
        double jWithoutI = Double.POSITIVE_INFINITY;
        /** Every sequence but those using j without i. */
        double others = Double.POSITIVE_INFINITY;
    }

    /** A five-worker star of issue 30's family in which worker 1 dominates worker 0. */
    private static StarWorkers withDominance(long seed) {
        StarWorkers base = StarWorkers.of(RandomMemoryStars.tight(seed, 5, ActivationOrder.OPTIMAL));
        Random r = new Random(seed);
        double[] a = base.a.clone();
        double[] b = base.b.clone();
        double[] c = base.c.clone();
        double[] s = base.s.clone();
        a[1] = a[0] * (0.6 + 0.4 * r.nextDouble());
        c[1] = c[0] * (0.6 + 0.4 * r.nextDouble());
        s[1] = s[0] * (0.6 + 0.4 * r.nextDouble());
        b[1] = b[0] * (1 + 0.5 * r.nextDouble());
        return new StarWorkers(base.a0, base.b0, a, b, c, s, base.timeUnit, base.loadUnit);
    }

    private static Best bruteForce(StarWorkers w) {
        Best best = new Best();
        walk(w, new SequenceEvaluator(w), new int[w.m], 0, new boolean[w.m], best);
        return best;
    }

    private static void walk(StarWorkers w, SequenceEvaluator ev, int[] seq, int len, boolean[] used, Best best) {
        if (len > 0) {
            var d = ev.shortest(seq, len);
            if (d != null && java.util.Arrays.stream(d.loads()).allMatch(x -> x > 0)) {
                double t = d.makespan();
                best.all = Math.min(best.all, t);
                int pi = -1;
                int pj = -1;
                for (int p = 0; p < len; p++) {
                    pi = seq[p] == 1 ? p : pi;
                    pj = seq[p] == 0 ? p : pj;
                }
                if (pi >= 0 && pj >= 0 && pi < pj) {
                    best.iFirst = Math.min(best.iFirst, t);
                } else if (pi >= 0 && pj >= 0) {
                    best.jFirst = Math.min(best.jFirst, t);
                }
                if (pj >= 0 && pi < 0) {
                    best.jWithoutI = Math.min(best.jWithoutI, t);
                } else {
                    best.others = Math.min(best.others, t);
                }
            }
        }
        for (int k = 0; k < w.m; k++) {
            if (!used[k]) {
                used[k] = true;
                seq[len] = k;
                walk(w, ev, seq, len + 1, used, best);
                used[k] = false;
            }
        }
    }

    @Test
    void theDominatedWorkerWithoutTheDominatingOneIsNeverBetter() {
        for (long seed = 1; seed <= 40; seed++) {
            Best best = bruteForce(withDominance(seed));
            assertThat(best.others).as("seed %d", seed).isLessThanOrEqualTo(best.jWithoutI * (1 + STRICTLY));
        }
    }

    /** Seed 11 (found among 200 seeds, 9 of which are such): the dominating worker first loses 0.2 %. */
    @Test
    void theDominatingWorkerFirstIsNotAlwaysOptimal() {
        Best best = bruteForce(withDominance(11));
        assertThat(best.jFirst).isLessThan(best.iFirst * (1 - 1e-3));
        assertThat(best.jFirst).isEqualTo(best.all);
    }
}
