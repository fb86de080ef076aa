package org.dltexplorer.core.solver.scatter;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Layers activated one after another, each through the whole network, while earlier ones compute: the largest-
 * layer-first scattering of {@code (p+1)}-nomial trees (seed 001 eqs. (7.27)–(7.29)) and circuit-switched hypercube
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
 * is exact. By Observation 1 of seed 000 (more capacity at every {@code T} means less time for every load), the
 * makespan is {@code min over envelope lines of (V + μ)/(1/A_0 + κ)}. This replaces the paper's search over
 * contiguous layer sets, which can miss the optimum. Cost: {@code O(m · envelope size)}; the envelope of
 * {@code m} lines stays small in practice (measured in the benchmark), its worst case is not bounded here.
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
        return forward(t, used);
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
        List<double[][]> envelopes = new ArrayList<>(m + 1);
        for (int k = 0; k <= m; k++) {
            envelopes.add(null);
        }
        double[][] next = {{0.0, 0.0}};
        envelopes.set(m, next);
        for (int k = m - 1; k >= 0; k--) {
            double rho = a[k] / (a[k] + c[k]);
            double[][] lines = new double[2 * next.length][];
            for (int i = 0; i < next.length; i++) {
                lines[i] = next[i];
                double slope = rho * (next[i][0] + 1 / a[k]);
                lines[next.length + i] = new double[] {slope, slope * s[k] + next[i][1]};
            }
            next = envelope(lines);
            envelopes.set(k, next);
        }
        double bestT = Double.POSITIVE_INFINITY;
        for (double[] line : envelopes.get(0)) {
            double slope = invA0 + line[0];
            if (slope > 0) {
                bestT = Math.min(bestT, (v + line[1]) / slope);
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
            double use = after / a[k] + value(envelopes.get(k + 1), after);
            double skip = value(envelopes.get(k + 1), e);
            if (use > skip) {
                used[k] = true;
                e = after;
            }
        }
        return solve(v, used);
    }

    private static double value(double[][] envelope, double x) {
        double best = 0;
        for (double[] l : envelope) {
            best = Math.max(best, l[0] * x - l[1]);
        }
        return best;
    }

    /** Upper envelope on {@code x ≥ 0} of lines {@code κx − μ} ({@code κ, μ ≥ 0}); callers add the zero line by taking {@code max(0, ·)}. */
    static double[][] envelope(double[][] lines) {
        double[][] sorted = lines.clone();
        Arrays.sort(sorted, (p, q) -> p[0] != q[0] ? Double.compare(p[0], q[0]) : Double.compare(p[1], q[1]));
        double[][] hull = new double[sorted.length][];
        int n = 0;
        for (double[] l : sorted) {
            if (n > 0 && hull[n - 1][0] == l[0]) {
                continue; // same slope, larger μ: never above
            }
            while (n >= 1) {
                double[] top = hull[n - 1];
                // x where l overtakes top
                double xTop = (l[1] - top[1]) / (l[0] - top[0]);
                double xPrev = n >= 2 ? (top[1] - hull[n - 2][1]) / (top[0] - hull[n - 2][0]) : 0.0;
                if (xTop <= xPrev) {
                    n--; // top is never strictly the maximum on x >= 0
                } else {
                    break;
                }
            }
            hull[n++] = l;
        }
        return Arrays.copyOf(hull, n);
    }

    private Solution forward(double t, boolean[] used) {
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
            load[k] = d / a[k];
            start[k] = now;
            now = t - d;
            arrival[k] = now;
            e = d;
            feasible &= d >= 0;
        }
        return new Solution(t, invA0 * t, used.clone(), load, start, arrival, feasible);
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
