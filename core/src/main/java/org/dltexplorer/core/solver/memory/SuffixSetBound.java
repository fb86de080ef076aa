package org.dltexplorer.core.solver.memory;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A pruning test of the order search ({@link OrderSearch}) that follows the unsequenced workers through every order
 * they could be served in, not through one relaxation of all of them: a dynamic program over the <i>sets</i> of
 * unsequenced workers whose value is a concave upper bound on the most load the set can still process (MNP1 of
 * Drozdowski &amp; Wolniewicz (2003), eqs. (6)–(12): one port, buffers {@code B_k}, a message of {@code x} units
 * lasts {@code S_k + C_k x}, the worker computes {@code A_k x} after it has arrived, all by the deadline {@code T}).
 *
 * <p><b>The exact value.</b> Workers have no release times, so what a set {@code R} of workers can still do depends
 * only on the window {@code W = T − D} between the moment {@code D} the port becomes free for them and the deadline.
 * Let {@code φ_R(W)} be the most load a sequence of distinct workers of {@code R} (the empty one included) processes
 * in a window {@code W}. The first worker {@code k} of the sequence takes {@code x ≤ B_k} (eq. (4)), its message ends
 * {@code S_k + C_k x} into the window and it computes {@code A_k x} before the window closes; the rest of the
 * sequence has what remains of the window after that message. So
 * <pre>
 *   φ_∅ = 0,   φ_R(W) = max { 0, max_{k∈R} P_k[φ_{R∖k}](W) },
 *   P_k[h](W) = max { x + h(W − S_k − C_k x) : 0 ≤ x ≤ B_k, S_k + (C_k + A_k) x ≤ W }   (W ≥ S_k),
 * </pre>
 * the recursion of LP1 for one sequence ({@link SequenceEvaluator}) with a maximum over the first worker added.
 *
 * <p><b>The bound.</b> {@code φ_R} is a maximum of concave functions, not concave itself. Replace it by its upper
 * concave envelope at every level: {@code ψ_∅ = 0}, {@code ψ_R = hull(max{0, max_k P_k[ψ_{R∖k}]})}. By induction
 * {@code ψ_R ≥ φ_R}: {@code P_k[h]} grows with {@code h} (a larger rest never lowers the best {@code x}'s value), and the
 * envelope lies above what it envelops. Each {@code ψ_R} is concave, so {@code P_k[ψ_R]} is computed exactly by
 * {@link SequenceEvaluator#prepend}. A prefix whose forward profile is {@code G} ({@link SequenceEvaluator#extend}:
 * the most load the prefix processes by {@code T} with its last message ended by {@code D}) and whose unsequenced
 * workers are {@code R} processes, with any completion, at most
 * <pre>
 *   own(T) + max_D { G(D) + ψ_R(T − D) },
 * </pre>
 * ({@code own(T)}: the originator's load), because the completion starts when the prefix's last message has ended.
 * When that is below the load, no completion of the prefix (nor the prefix alone) meets {@code T}: the prefix is
 * pruned.
 *
 * <p><b>Why it prunes.</b> The knapsack with setups ({@link StartupKnapsack}) charges the computing of the last
 * worker only, and every other worker may fill its buffer; on issue 30's family the last four or five workers of an
 * optimal sequence get 5–70 % of their buffers, because each must compute in the time after its message. This
 * bound sees every worker's computing and the order the port serves them in; what it loses is only the mixing of
 * different orders that the envelopes allow. Its tables are kept for every set reached (all of them depend only on
 * the window, so they serve every deadline of the search), for sets of at most {@link #maxSet} workers, and the
 * first use of a set of {@code r} workers computes its {@code 2^r} subsets once.
 */
final class SuffixSetBound {

    /** The prefix must miss the load by this much to be pruned: far above rounding, far below any makespan change. */
    private static final double MISS = 1e-12;

    private final StarWorkers w;
    private final SequenceEvaluator eval;
    /** The longest window asked about: the tables hold {@code ψ_R(W)} as {@code Ψ_R(D) = ψ_R(horizon − D)}. */
    private final double horizon;
    private final int maxSet;
    private final int maxStored;
    private final Map<Long, ConcaveProfile> tables = new HashMap<>();
    private double[] xs = new double[64];
    private double[] ys = new double[64];

    /**
     * @param horizon the longest window (deadline) any question will ask about
     * @param maxSet the largest set of unsequenced workers the test answers for (beyond it: {@link #applies} is false)
     * @param maxStored the most sets kept; beyond, sets not yet stored are answered yes (no pruning)
     */
    SuffixSetBound(StarWorkers workers, SequenceEvaluator eval, double horizon, int maxSet, int maxStored) {
        if (workers.m > Long.SIZE) {
            throw new IllegalArgumentException("at most " + Long.SIZE + " workers, got " + workers.m);
        }
        this.w = workers;
        this.eval = eval;
        this.horizon = horizon;
        this.maxSet = maxSet;
        this.maxStored = maxStored;
    }

    /** Whether the test answers for a set of {@code unsequenced} workers. */
    boolean applies(int unsequenced) {
        return unsequenced <= maxSet;
    }

    /** Sets whose table is stored. */
    int stored() {
        return tables.size();
    }

    /**
     * Whether the prefix with forward profile {@code g} at deadline {@code t ≤ horizon}, alone or completed by
     * workers of {@code rest} (a bit set), may process the load (scaled to 1) by {@code t}; false only when the
     * bound proves it cannot. Yes when {@code rest} is larger than {@link #applies} allows or its table is not stored
     * and no more fit.
     */
    boolean mayReach(ConcaveProfile g, long rest, double t) {
        return reaches(maxLoad(g, rest, t));
    }

    /** Whether a value of {@link #maxLoad} does not prove the load out of reach. */
    static boolean reaches(double load) {
        return load >= 1.0 - MISS;
    }

    /** The bound: at least the load of the prefix with any completion from {@code rest} by {@code t}; +∞ when not known. */
    double maxLoad(ConcaveProfile g, long rest, double t) {
        if (Long.bitCount(rest) > maxSet || t > horizon) {
            return Double.POSITIVE_INFINITY;
        }
        ConcaveProfile psi = table(rest);
        if (psi == null) {
            return Double.POSITIVE_INFINITY;
        }
        return w.originatorLoad(t) + maxSum(g, psi, horizon - t);
    }

    /**
     * {@code max_D g(D) + ψ(horizon − (t − D))} over {@code g}'s domain, with {@code psi} stored as a function of
     * {@code D' = D + shift}: exact for piecewise-linear functions (at the breakpoints of either). Beyond the right end
     * of its domain the table is 0 (the window is shorter than every startup: only the empty completion).
     */
    private static double maxSum(ConcaveProfile g, ConcaveProfile psi, double shift) {
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < g.n; i++) {
            best = Math.max(best, g.y[i] + psi.at(g.x[i] + shift));
        }
        for (int i = 0; i < psi.n; i++) {
            double d = psi.x[i] - shift;
            if (d > g.x[0] && d < g.x[g.n - 1]) {
                best = Math.max(best, g.at(d) + psi.y[i]);
            }
        }
        return best;
    }

    /** {@code Ψ_R} on {@code [0, horizon]}, computed with its subsets on first use; null when no more fit. */
    private ConcaveProfile table(long set) {
        if (set == 0) {
            return ConcaveProfile.zero(horizon);
        }
        ConcaveProfile p = tables.get(set);
        if (p != null) {
            return p;
        }
        if (tables.size() >= maxStored) {
            return null;
        }
        ConcaveProfile[] parts = new ConcaveProfile[Long.bitCount(set)];
        int count = 0;
        int points = 2;
        for (long bits = set; bits != 0; bits &= bits - 1) {
            int k = Long.numberOfTrailingZeros(bits);
            ConcaveProfile rest = table(set & ~(1L << k));
            if (rest == null) {
                return null;
            }
            ConcaveProfile f = eval.prepend(rest, k, horizon);
            if (f != null) {
                parts[count++] = f;
                points += f.n;
            }
        }
        if (xs.length < points) {
            xs = new double[2 * points];
            ys = new double[2 * points];
        }
        // the empty completion: 0 on the whole window
        int n = 0;
        xs[n] = 0;
        ys[n++] = 0;
        xs[n] = horizon;
        ys[n++] = 0;
        for (int i = 0; i < count; i++) {
            System.arraycopy(parts[i].x, 0, xs, n, parts[i].n);
            System.arraycopy(parts[i].y, 0, ys, n, parts[i].n);
            n += parts[i].n;
        }
        p = upperHull(xs, ys, n);
        tables.put(set, p);
        return p;
    }

    /**
     * The upper concave envelope of points {@code (xs[i], ys[i])}, as a profile over their {@code x} range (Andrew's
     * monotone chain). The envelope of several piecewise-linear functions is the envelope of their breakpoints.
     * Sorts the arrays in place.
     */
    static ConcaveProfile upperHull(double[] xs, double[] ys, int n) {
        sortByX(xs, ys, 0, n - 1);
        double[] hx = new double[n];
        double[] hy = new double[n];
        int h = 0;
        for (int i = 0; i < n; i++) {
            if (h > 0 && hx[h - 1] == xs[i]) {
                if (ys[i] <= hy[h - 1]) {
                    continue;
                }
                h--;
            }
            while (h >= 2 && (hx[h - 1] - hx[h - 2]) * (ys[i] - hy[h - 2]) >= (hy[h - 1] - hy[h - 2]) * (xs[i] - hx[h - 2])) {
                h--;
            }
            hx[h] = xs[i];
            hy[h] = ys[i];
            h++;
        }
        if (h == 1) {
            return new ConcaveProfile(new double[] {hx[0], hx[0]}, new double[] {hy[0], hy[0]}, 2);
        }
        return new ConcaveProfile(Arrays.copyOf(hx, h), Arrays.copyOf(hy, h), h);
    }

    /** Quicksort of the points by {@code x} (parallel primitive arrays: no boxing on the search's hot path). */
    private static void sortByX(double[] xs, double[] ys, int lo, int hi) {
        while (hi - lo >= 16) {
            double pivot = xs[(lo + hi) >>> 1];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (xs[i] < pivot) {
                    i++;
                }
                while (xs[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    swap(xs, ys, i++, j--);
                }
            }
            if (j - lo < hi - i) {
                sortByX(xs, ys, lo, j);
                lo = i;
            } else {
                sortByX(xs, ys, i, hi);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            for (int j = i; j > lo && xs[j - 1] > xs[j]; j--) {
                swap(xs, ys, j - 1, j);
            }
        }
    }

    private static void swap(double[] xs, double[] ys, int i, int j) {
        double x = xs[i];
        xs[i] = xs[j];
        xs[j] = x;
        double y = ys[i];
        ys[i] = ys[j];
        ys[j] = y;
    }
}
