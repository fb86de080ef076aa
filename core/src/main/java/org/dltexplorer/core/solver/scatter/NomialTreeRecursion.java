package org.dltexplorer.core.solver.scatter;

import java.util.Arrays;

/**
 * The load distribution of a {@code (p+1)}-nomial scattering tree when every layer computes as soon as its data
 * arrives (nearest layer first, NLF): Drozdowski (2009), eqs. (7.25)–(7.26), and its {@code p = 4}, {@code h = 2k} special case,
 * the Peters–Syska torus of Błażewicz et al. (1999), eq. (1). One recursion serves {@link MeshSolver} and {@link TorusSolver}.
 *
 * <p><b>Model.</b> Layer {@code i} ({@code 0..h}) has {@code n_0 = 1}, {@code n_i = p(p+1)^(i-1)} processors, each
 * computing {@code α_i}. In step {@code j} every active processor sends to {@code p} new ones (layer {@code j}) the
 * message {@code R_j = α_j + p Σ_{l>j} R_l} (its subtree's load; Drozdowski (2009) writes it
 * {@code α_j + p Σ (p+1)^(l-j-1) α_l}). Steps are synchronous: step {@code j} lasts {@code S_j + C_j R_j}, and all
 * layers finish together: {@code A α_{j-1} = S_j + C_j R_j + A α_j} (7.25), {@code V = Σ n_i α_i} (7.26). Per-step
 * {@code S_j, C_j} cover the extensions of Błażewicz et al. (1999), §5: store-and-forward (times the hop count) and returned
 * results ({@code S_j = 2S}, {@code C_j = C + R}: the return mirrors the scattering, Fig. 9).
 *
 * <p><b>Capacity form.</b> The printed method (Błażewicz et al. 1999, eqs. (2)–(3)) writes every {@code α_i} as
 * {@code k_i α_N + l_i} and obtains {@code α_N} from {@code V} minus sums of the others: the coefficients grow like
 * {@code (p+1)^N (1 + C/A)^N} and overflow (NaN already for {@code p = 1}, {@code C/A = 1000}, {@code N = 300}),
 * and the subtraction loses relative accuracy when the last layers' shares are tiny. Here the load a layer-
 * {@code i} subtree processes when its root holds the data {@code D} time units before the common finish is affine,
 * {@code R_i = a_i D − b_i}, and so is {@code U_i(D) = Σ_{l>i} R_l}; bottom up, with
 * {@code δ = 1 + C_{i+1} a_{i+1}}:
 * <pre>
 *   u_i = (1/A + (p+1) u_{i+1}) / δ,   v_i = (p+1) v_{i+1} + u_i (S_{i+1} − C_{i+1} b_{i+1}),
 *   a_i = 1/A + p u_i,                 b_i = p v_i,          u_h = v_h = 0, a_h = 1/A, b_h = 0.
 * </pre>
 * For {@code C > 0} the slopes stay below {@code (p+1)/(pC) + 1/A}, so the recursion is stable for any depth. The
 * makespan for depth {@code h} solves {@code V = (1/A_0 + p u_0) T − p v_0}; the loads then follow top down,
 * {@code D_j = (D_{j-1} − S_j + C_j b_j)/(1 + C_j a_j)}, {@code α_j = D_j / A}, never as {@code V} minus the rest.
 *
 * <p><b>Depth search in linear time.</b> With uniform steps the coefficients of layer {@code i} in a tree of depth
 * {@code H} depend only on {@code H − i}: one pass of depth {@code H} gives the root of every depth
 * {@code h ≤ H} (the entry at layer {@code H − h}), and depth {@code h} is feasible when the last layer's time
 * {@code T − h S − C(u T − v)} is non-negative. The best depth is the feasible one of least makespan, found in
 * {@code O(H)}; no monotonicity is assumed. Per-step parameters (store-and-forward hops) need one pass per depth,
 * {@code O(H²)}.
 */
public final class NomialTreeRecursion {

    private final int p;
    private final double invA;
    private final double invA0;
    private final double[] stepS;
    private final double[] stepC;
    private final boolean uniform;

    private NomialTreeRecursion(int p, double a, boolean originatorComputes, double[] stepS, double[] stepC, boolean uniform) {
        if (p < 1 || !(a > 0)) {
            throw new IllegalArgumentException("need p >= 1 and A > 0, got p = " + p + ", A = " + a);
        }
        this.p = p;
        this.invA = 1 / a;
        this.invA0 = originatorComputes ? 1 / a : 0;
        this.stepS = stepS;
        this.stepC = stepC;
        this.uniform = uniform;
    }

    /**
     * Equal steps {@code S + C R_j} up to depth {@code maxDepth}.
     *
     * @param p ports (children per active node and step)
     * @param a A, compute time per unit
     * @param originatorComputes whether layer 0 computes
     * @param s step startup
     * @param c step transfer time per unit
     * @param maxDepth h, the deepest layer
     */
    public static NomialTreeRecursion uniform(int p, double a, boolean originatorComputes, double s, double c, int maxDepth) {
        double[] ss = new double[maxDepth + 1];
        double[] cc = new double[maxDepth + 1];
        Arrays.fill(ss, 1, maxDepth + 1, s);
        Arrays.fill(cc, 1, maxDepth + 1, c);
        return new NomialTreeRecursion(p, a, originatorComputes, ss, cc, true);
    }

    /** Step {@code j} ({@code 1..h}) lasts {@code s[j] + c[j] R_j}; index 0 is unused. */
    public static NomialTreeRecursion perStep(int p, double a, boolean originatorComputes, double[] s, double[] c) {
        if (s.length != c.length || s.length < 1) {
            throw new IllegalArgumentException("step arrays must have equal length >= 1");
        }
        return new NomialTreeRecursion(p, a, originatorComputes, s.clone(), c.clone(), false);
    }

    public int ports() {
        return p;
    }

    public int maxDepth() {
        return stepS.length - 1;
    }

    /** {@code n_i = p (p+1)^(i-1)} for {@code i ≥ 1}, 1 for the originator; a double, exact up to 2^53. */
    public double layerCount(int i) {
        return i == 0 ? 1 : p * Math.pow(p + 1.0, i - 1);
    }

    /**
     * The NLF distribution of load {@code v} over the first {@code depth} layers, all finishing together; its loads
     * may be negative when the depth is too large (see {@link Solution#feasible}).
     */
    public Solution solve(double v, int depth) {
        Pass pass = pass(depth);
        return pass.solution(v, 0, depth);
    }

    /** The feasible depth {@code ≤ maxDepth} of least makespan and its distribution; null if none (no computing node). */
    public Solution best(double v) {
        int h = maxDepth();
        if (uniform) {
            Pass pass = pass(h);
            int bestDepth = -1;
            double bestT = Double.POSITIVE_INFINITY;
            for (int depth = 0; depth <= h; depth++) {
                int r = h - depth;
                double slope = invA0 + p * pass.u[r];
                double t = (v + p * pass.v[r]) / slope;
                if (!(slope > 0) || !Double.isFinite(t)) {
                    continue;
                }
                double last = depth == 0 ? t * invA0 : t - depth * stepS[1] - stepC[1] * (pass.u[r] * t - pass.v[r]);
                if (last >= -roundOff(t, depth) && t < bestT) {
                    bestT = t;
                    bestDepth = depth;
                }
            }
            return bestDepth < 0 ? null : pass.solution(v, h - bestDepth, bestDepth);
        }
        Solution best = null;
        double startups = 0;
        for (int depth = 0; depth <= h; depth++) {
            if (depth > 0) {
                startups += stepS[depth];
            }
            if (best != null && startups >= best.makespan()) {
                break; // every deeper tree pays these startups before its last layer starts
            }
            Solution s = solve(v, depth);
            if (s.feasible() && Double.isFinite(s.makespan()) && (best == null || s.makespan() < best.makespan())) {
                best = s;
            }
        }
        return best;
    }

    /**
     * Błażewicz et al. (1999), eqs. (2)–(3) as printed, but in linear time: {@code α_i = k_i α_N + l_i} with
     * {@code k_i = k_{i+1} + (C/A) K_{i+1}}, {@code K_{i+1} = k_{i+1} + p W_{i+2}} and the running sum
     * {@code W_m = k_m + (p+1) W_{m+1}} replacing the printed inner sum {@code Σ_j 5^(j-2) k_{N-i+j}} (which makes
     * the printed recursion quadratic); the same for {@code l}. Uniform steps and a computing originator only. For
     * cross-checks: it overflows for deep trees (see the class comment).
     *
     * @return α_0..α_N
     */
    public double[] paperForm(double v, int depth) {
        if (!uniform || invA0 == 0) {
            throw new IllegalArgumentException("the printed form covers uniform steps with a computing originator");
        }
        double cOverA = stepC.length > 1 ? stepC[1] * invA : 0;
        double sOverA = stepS.length > 1 ? stepS[1] * invA : 0;
        int n = depth;
        double[] k = new double[n + 1];
        double[] l = new double[n + 1];
        double wk = 0; // W_{i+2}
        double wl = 0;
        double wk1 = 0; // W_{i+1}
        double wl1 = 0;
        k[n] = 1;
        l[n] = 0;
        wk1 = k[n];
        wl1 = l[n];
        for (int i = n - 1; i >= 0; i--) {
            double kr = k[i + 1] + p * wk;
            double lr = l[i + 1] + p * wl;
            k[i] = k[i + 1] + cOverA * kr;
            l[i] = sOverA + l[i + 1] + cOverA * lr;
            wk = wk1;
            wl = wl1;
            wk1 = k[i] + (p + 1) * wk1;
            wl1 = l[i] + (p + 1) * wl1;
        }
        // eq. (3): V = α_0 + p Σ_{i≥1} (p+1)^(i-1) α_i, and p Σ_{i≥1} (p+1)^(i-1) k_i = p W_1
        double alphaN = (v - l[0] - p * wl) / (k[0] + p * wk);
        double[] alpha = new double[n + 1];
        for (int i = 0; i <= n; i++) {
            alpha[i] = k[i] * alphaN + l[i];
        }
        return alpha;
    }

    private Pass pass(int depth) {
        double[] u = new double[depth + 1];
        double[] vv = new double[depth + 1];
        double[] a = new double[depth + 1];
        double[] b = new double[depth + 1];
        a[depth] = invA;
        for (int i = depth - 1; i >= 0; i--) {
            double s = stepS[i + 1];
            double c = stepC[i + 1];
            double delta = 1 + c * a[i + 1];
            u[i] = (invA + (p + 1) * u[i + 1]) / delta;
            vv[i] = (p + 1) * vv[i + 1] + u[i] * (s - c * b[i + 1]);
            a[i] = invA + p * u[i];
            b[i] = p * vv[i];
        }
        return new Pass(u, vv, a, b);
    }

    /** Coefficients of one bottom-up pass; array index = layer in a tree of the pass's depth. */
    private final class Pass {
        final double[] u;
        final double[] v;
        final double[] a;
        final double[] b;

        Pass(double[] u, double[] v, double[] a, double[] b) {
            this.u = u;
            this.v = v;
            this.a = a;
            this.b = b;
        }

        /** The tree of {@code depth} layers whose root is the pass's layer {@code r}. */
        Solution solution(double load, int r, int depth) {
            double t = (load + p * v[r]) / (invA0 + p * u[r]);
            double[] alpha = new double[depth + 1];
            double[] time = new double[depth + 1];
            alpha[0] = invA0 * t;
            double d = t;
            for (int l = 1; l <= depth; l++) {
                int i = r + l;
                int step = uniform ? 1 : i;
                double c = stepC[step];
                d = (d - stepS[step] + c * b[i]) / (1 + c * a[i]);
                if (d < 0 && d >= -roundOff(t, l)) {
                    d = 0; // a layer's time within the round-off of T is none
                }
                alpha[l] = invA * d;
                time[l] = t - d;
            }
            spreadRoundOff(alpha, load);
            double[] message = new double[depth + 1];
            double below = 0; // Σ_{l>j} R_l
            for (int j = depth; j >= 1; j--) {
                message[j] = alpha[j] + p * below;
                below += message[j];
            }
            message[0] = alpha[0] + p * below;
            return new Solution(depth, t, alpha, time, message);
        }
    }

    /**
     * How far below 0 a layer's time {@code D_j} may come out and still be 0: {@code D_j} is {@code T} less {@code j}
     * startups and messages, each subtraction rounded to half an ulp of {@code T}; with {@code S/A·V} near
     * {@code 2^52} a layer that should compute nothing came out one ulp below 0 and got a negative load in some units
     * only (meshes by (p+1)-nomial scattering, fuzz seed 42).
     */
    private static double roundOff(double t, int steps) {
        return 4.0 * (steps + 1) * Math.ulp(t);
    }

    /**
     * Scales the loads to sum to {@code V} exactly (up to the last bit). Each {@code D_j} is {@code T} less the
     * startups before layer {@code j}: with {@code S/A·V = 3.3·10^8} (a mesh of one layer, {@code S = 3·10^9},
     * {@code A·V = 9}, fuzz seed 36) {@code T − S} keeps 8 of 16 digits, the loads summed to {@code V·(1 − 1.5·10^-7)}
     * and the answer failed the schedule check in some units and passed in others. Scaling moves each layer's finish
     * by that fraction of its computing time, {@code A·α_j ≤ D_j}, which is the same round-off of {@code T}.
     */
    private void spreadRoundOff(double[] alpha, double load) {
        double total = alpha[0];
        for (int l = 1; l < alpha.length; l++) {
            total += layerCount(l) * alpha[l];
        }
        if (total == 0 && alpha.length > 1) {
            // T − S kept none of the computing time (S/A·V = 2e15: a torus's loads summed to 0 in one notation only,
            // fuzz seed 42); the startups dwarf the load, so the first layer, which pays the fewest, takes it all
            alpha[1] = load / layerCount(1);
            return;
        }
        if (total > 0 && Double.isFinite(total) && total != load) {
            double f = load / total;
            for (int l = 0; l < alpha.length; l++) {
                alpha[l] *= f;
            }
        }
    }

    /**
     * One NLF distribution.
     *
     * @param depth the deepest layer used
     * @param makespan T
     * @param alpha load of each processor of layer {@code i}
     * @param arrival {@code t_i}, when layer {@code i} holds its data (end of step {@code i})
     * @param message {@code R_i}, the message a layer-{@code i} processor receives (its subtree's load; {@code R_0 = V})
     */
    public record Solution(int depth, double makespan, double[] alpha, double[] arrival, double[] message) {

        /** No layer computes a negative load. */
        public boolean feasible() {
            for (double x : alpha) {
                if (x < 0) {
                    return false;
                }
            }
            return true;
        }
    }
}
