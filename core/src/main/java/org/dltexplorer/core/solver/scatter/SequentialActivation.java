package org.dltexplorer.core.solver.scatter;

import java.util.Arrays;

/**
 * Layers activated one after another, each through the whole network, while earlier ones compute: the largest-
 * layer-first scattering of {@code (p+1)}-nomial trees (Drozdowski 2009, eqs. (7.27)–(7.29)) and circuit-switched hypercube
 * scattering (eqs. (7.32)–(7.33)). Worker {@code k} (a whole layer, in activation order) receives its layer total
 * {@code X_k} in {@code s_k + c_k X_k} and computes it in {@code a_k X_k} ({@code a_k = A/n_k}); the originator
 * computes from time 0. A worker activated with {@code E} time units left before the finish {@code T} computes for
 * {@code D = ρ_k (E − s_k)}, {@code ρ_k = a_k/(a_k + c_k)}, and leaves {@code E' = D} to the next.
 *
 * <p><b>Prefixes</b> (layer dropping, {@link #bestPrefix}): along a fixed sequence {@code E_k = e_k T − f_k} with
 * {@code e_k = ρ_k e_{k−1}}, {@code f_k = ρ_k (f_{k−1} + s_k)}, so every prefix is solved in {@code O(1)} after the
 * previous one.
 *
 * <p><b>Subsets</b> ({@link #bestSubset}): which layers compute. The capacity {@code F_k(E)} (load workers
 * {@code k..m} can process with {@code E} time left, choosing which of them to use) satisfies
 * {@code F_k(E) = max(F_{k+1}(E), ρ_k(E − s_k)/a_k + F_{k+1}(ρ_k(E − s_k)))} (the second term only for
 * {@code E ≥ s_k}), {@code F_{m+1} = 0}. By induction each {@code F_k} is the upper envelope of lines
 * {@code κE − μ} (one per subset, the empty one giving {@code 0}); using worker {@code k} maps a line to
 * {@code (ρ_k(κ + 1/a_k), ρ_k(κ + 1/a_k) s_k + μ)}. A line below the envelope on {@code E ≥ 0} stays below after any
 * such map (the map is monotone and, for {@code E < s_k}, the mapped lines are negative), so pruning to the envelope
 * is exact. By Observation 1 of Błażewicz et al. (1999) (more capacity at every {@code T} means less time for every load), the
 * makespan is {@code min over envelope lines of (V + μ)/(1/A_0 + κ)}. This replaces the paper's search over
 * contiguous layer sets, which can miss the optimum. Envelopes are merged in linear time (the map keeps slopes
 * sorted) and cut at the makespan of the best prefix, beyond which no remaining time is ever evaluated. Cost:
 * {@code O(m · envelope size)}; the envelope stays small in practice (about 50 lines for {@code h = 200}), its
 * worst case is not bounded here.
 */
public final class SequentialActivation {

    private final double invA0;
    private final double[] s;
    private final double[] c;
    private final double[] a;

    /**
     * @param invA0 {@code 1/A} of the originator, 0 when it does not compute
     * @param s startup of each worker's activation, in activation order
     * @param c transfer time per unit of the worker's layer total
     * @param a compute time per unit of the worker's layer total ({@code A/n_k})
     */
    public SequentialActivation(double invA0, double[] s, double[] c, double[] a) {
        if (s.length != c.length || s.length != a.length) {
            throw new IllegalArgumentException("worker arrays must have equal lengths");
        }
        this.invA0 = invA0;
        this.s = s.clone();
        this.c = c.clone();
        this.a = a.clone();
    }

    public int workers() {
        return s.length;
    }

    /** Equal finish over the workers flagged in {@code used}, in order; may be infeasible (then {@link Solution#feasible()} is false). */
    public Solution solve(double v, boolean[] used) {
        double e = 1;
        double f = 0;
        double slope = invA0;
        double offset = 0;
        for (int k = 0; k < s.length; k++) {
            if (used[k]) {
                double rho = a[k] / (a[k] + c[k]);
                e *= rho;
                f = rho * (f + s[k]);
                slope += e / a[k];
                offset += f / a[k];
            }
        }
        double t = (v + offset) / slope;
        return forward(v, t, used);
    }

    /** The first {@code q} workers, {@code q} chosen to minimise the makespan among feasible prefixes; null if none. */
    public Solution bestPrefix(double v) {
        double e = 1;
        double f = 0;
        double slope = invA0;
        double offset = 0;
        int bestQ = -1;
        double bestT = Double.POSITIVE_INFINITY;
        if (slope > 0) {
            bestQ = 0;
            bestT = v / slope;
        }
        for (int k = 0; k < s.length; k++) {
            double rho = a[k] / (a[k] + c[k]);
            e *= rho;
            f = rho * (f + s[k]);
            slope += e / a[k];
            offset += f / a[k];
            double t = (v + offset) / slope;
            if (e * t - f >= 0 && t < bestT) {
                bestT = t;
                bestQ = k + 1;
            }
        }
        if (bestQ < 0) {
            return null;
        }
        boolean[] used = new boolean[s.length];
        Arrays.fill(used, 0, bestQ, true);
        return solve(v, used);
    }

    /** The subset of workers (in their order) of least makespan; null if no worker can compute. */
    public Solution bestSubset(double v) {
        int m = s.length;
        // any feasible solution bounds the remaining time ever looked at; lines maximal only beyond it are dropped
        Solution prefix = bestPrefix(v);
        double horizon = prefix == null ? Double.POSITIVE_INFINITY : prefix.makespan();
        Envelope[] envelopes = new Envelope[m + 1];
        envelopes[m] = new Envelope(new double[] {0.0}, new double[] {0.0}, 1);
        for (int k = m - 1; k >= 0; k--) {
            Envelope next = envelopes[k + 1];
            double rho = a[k] / (a[k] + c[k]);
            int n = next.size;
            double[] mapSlope = new double[n];
            double[] mapMu = new double[n];
            for (int i = 0; i < n; i++) {
                mapSlope[i] = rho * (next.slope[i] + 1 / a[k]);
                mapMu[i] = mapSlope[i] * s[k] + next.mu[i];
            }
            envelopes[k] = Envelope.merge(next.slope, next.mu, n, mapSlope, mapMu, n, horizon);
        }
        double bestT = Double.POSITIVE_INFINITY;
        Envelope first = envelopes[0];
        for (int i = 0; i < first.size; i++) {
            double slope = invA0 + first.slope[i];
            if (slope > 0) {
                bestT = Math.min(bestT, (v + first.mu[i]) / slope);
            }
        }
        if (!Double.isFinite(bestT)) {
            return null;
        }
        boolean[] used = new boolean[m];
        double e = bestT;
        for (int k = 0; k < m; k++) {
            if (e <= s[k]) {
                continue;
            }
            double rho = a[k] / (a[k] + c[k]);
            double after = rho * (e - s[k]);
            double use = after / a[k] + envelopes[k + 1].value(after);
            double skip = envelopes[k + 1].value(e);
            if (use > skip) {
                used[k] = true;
                e = after;
            }
        }
        Solution chosen = solve(v, used);
        // the traced set equals the optimum up to rounding; keep the prefix if rounding tipped it the other way
        return prefix != null && (!chosen.feasible() || prefix.makespan() < chosen.makespan()) ? prefix : chosen;
    }

    /**
     * The upper envelope of lines {@code κx − μ} on {@code 0 ≤ x ≤ horizon}, slopes increasing (the first line
     * has the least slope; {@code max(0, ·)} is taken when evaluating).
     */
    static final class Envelope {
        final double[] slope;
        final double[] mu;
        final int size;

        Envelope(double[] slope, double[] mu, int size) {
            this.slope = slope;
            this.mu = mu;
            this.size = size;
        }

        double value(double x) {
            double best = 0;
            for (int i = 0; i < size; i++) {
                best = Math.max(best, slope[i] * x - mu[i]);
            }
            return best;
        }

        /** Merges two slope-sorted line lists (linear time, no sort) and keeps the envelope on [0, horizon]. */
        static Envelope merge(double[] s1, double[] m1, int n1, double[] s2, double[] m2, int n2, double horizon) {
            double[] hs = new double[n1 + n2];
            double[] hm = new double[n1 + n2];
            int n = 0;
            int i = 0;
            int j = 0;
            while (i < n1 || j < n2) {
                double ls;
                double lm;
                if (j >= n2 || i < n1 && (s1[i] < s2[j] || s1[i] == s2[j] && m1[i] <= m2[j])) {
                    ls = s1[i];
                    lm = m1[i++];
                } else {
                    ls = s2[j];
                    lm = m2[j++];
                }
                if (n > 0 && hs[n - 1] == ls) {
                    continue; // same slope, larger μ: never above
                }
                double start = 0;
                while (n >= 1) {
                    double xTop = (lm - hm[n - 1]) / (ls - hs[n - 1]);
                    double xPrev = n >= 2 ? (hm[n - 1] - hm[n - 2]) / (hs[n - 1] - hs[n - 2]) : 0.0;
                    if (xTop <= xPrev) {
                        n--; // the top line is never strictly the maximum on x >= 0
                    } else {
                        start = xTop;
                        break;
                    }
                }
                if (n >= 1 && start >= horizon) {
                    continue; // maximal only beyond the horizon
                }
                hs[n] = ls;
                hm[n] = lm;
                n++;
            }
            return new Envelope(hs, hm, n);
        }
    }

    /**
     * The loads top down from {@code T}. Each {@code d} is {@code T} less the activations before it, which keeps only
     * part of its digits where {@code S} dwarfs {@code A·V} (a mesh with {@code S/A·V = 1.1·10^10} summed to
     * {@code V·(1 + 2.3·10^-6)} and failed the schedule check in some units only, fuzz seed 38), so the loads are
     * scaled to sum to {@code V}: each computation then moves by that fraction of its own time, the same round-off.
     */
    private Solution forward(double v, double t, boolean[] used) {
        int m = s.length;
        double[] load = new double[m];
        double[] start = new double[m];
        double[] arrival = new double[m];
        double e = t;
        double now = 0;
        boolean feasible = invA0 * t >= 0;
        for (int k = 0; k < m; k++) {
            if (!used[k]) {
                continue;
            }
            double rho = a[k] / (a[k] + c[k]);
            double d = rho * (e - s[k]);
            if (d < 0 && d >= -4.0 * (k + 1) * Math.ulp(t)) {
                d = 0; // within the round-off of T: no time left, not a negative load
            }
            load[k] = d / a[k];
            start[k] = now;
            now = t - d;
            arrival[k] = now;
            e = d;
            feasible &= d >= 0;
        }
        double own = invA0 * t;
        double total = own;
        for (double x : load) {
            total += x;
        }
        if (feasible && total == 0) {
            // T − S kept none of the computing time (a hypercube with S/A·V = 6.5e14, load ×1e6, loads summing to 0;
            // fuzz seed 43): the first worker activated, which waits for the fewest startups, takes it all
            for (int k = 0; k < m; k++) {
                if (used[k]) {
                    load[k] = v;
                    break;
                }
            }
        } else if (feasible && total > 0 && Double.isFinite(total) && total != v) {
            double f = v / total;
            own *= f;
            for (int k = 0; k < m; k++) {
                load[k] *= f;
            }
        }
        return new Solution(t, own, used.clone(), load, start, arrival, feasible);
    }

    /**
     * A sequential activation.
     *
     * @param makespan T
     * @param originatorLoad what the originator computes
     * @param used which workers compute
     * @param layerLoad {@code X_k}, the total load of worker {@code k}'s layer
     * @param start when worker {@code k}'s activation starts
     * @param arrival when it ends (the layer starts computing)
     * @param feasible whether all loads are non-negative
     */
    public record Solution(double makespan, double originatorLoad, boolean[] used, double[] layerLoad, double[] start,
            double[] arrival, boolean feasible) {
    }
}
