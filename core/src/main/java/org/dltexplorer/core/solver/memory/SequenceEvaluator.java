package org.dltexplorer.core.solver.memory;

import java.util.Arrays;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.solver.ScenarioRefusedException;

/**
 * LP1 of Drozdowski & Wolniewicz (2003), eqs. (1)–(4) for one activation sequence, solved without an LP code.
 *
 * <p>For a deadline {@code T} let {@code F_i(D)} be the most load workers {@code i..n} of the sequence can process
 * by {@code T} when the originator's port becomes free for them at {@code D}. LP1's constraints give the recursion
 * <pre>
 *   F_i(D) = max { x + F_{i+1}(D + S_i + C_i x) : 0 ≤ x ≤ B_i, D + S_i + (C_i + A_i) x ≤ T },   F_{n+1} = 0 (or a terminal profile),
 * </pre>
 * on the domain {@code D ≤ T − Σ_{j≥i} S_j} (every worker of the sequence pays its startup, as in eq. (1)). Each
 * {@code F_i} is concave and piecewise linear (the value of an LP whose right-hand side moves linearly with
 * {@code D}); writing {@code y = D + S_i + C_i x}, the best {@code x} maximises {@code y/C_i + F_{i+1}(y)} over an
 * interval, i.e. clamps into it the breakpoint {@code y*} where the slope of {@code F_{i+1}} falls below
 * {@code −1/C_i}. So {@code F_i} is exact on the candidate breakpoints: ends of the domain, kinks of the upper
 * bound of {@code x}, and the points where {@code D + S_i} or {@code D + S_i + C_i x(D)} meets {@code y*} or a
 * breakpoint of {@code F_{i+1}}. Collinear points are dropped, so a profile keeps {@code O(n)} breakpoints and one
 * evaluation costs {@code O(n² log n)}.
 *
 * <p>The most load by {@code T}, {@code L(T) = min(B_0, T/A_0) + F_1(0)}, is nondecreasing in {@code T}; the
 * shortest schedule is the least {@code T} with {@code L(T) ≥ V}, found by bisection to rounding precision. The
 * answer agrees with the ojAlgo solution of LP1 ({@link StarLp}); tests cross-check them on random instances.
 * All quantities are in the rescaled units of {@link StarWorkers} ({@code V = 1}).
 */
final class SequenceEvaluator {

    /** Bisection steps: 2^-200 of the initial bracket is far below double precision. */
    private static final int MAX_BISECTIONS = 200;
    /** Relative width at which bisection stops: a few ulps. */
    private static final double BRACKET_WIDTH = 4 * Math.ulp(1.0);

    /**
     * Breakpoints closer than this to the line through their neighbours are dropped; far below the accuracy the
     * answers need, so a dropped kink changes no makespan beyond rounding.
     */
    private static final Tolerance COLLINEAR = new Tolerance(1e-13, 0.0);
    /**
     * {@code L(T)} at least this close to the load counts as reaching it: exact arithmetic would reach it, and a
     * saturated system ({@code Σ B = V}) only reaches it up to rounding.
     */
    private static final Tolerance LOAD_REACHED = new Tolerance(1e-13, 0.0);

    /**
     * Most breakpoints a profile may have. Collinear points are dropped, so a profile normally keeps {@code O(n)};
     * the fuzz test found a 25-worker star (startups 400 times C, A = 10^5) whose kinks did not line up and whose
     * profiles grew to millions of breakpoints, one sequence taking minutes: refused rather than left running.
     */
    static final int MAX_BREAKPOINTS = 100_000;

    private final StarWorkers w;
    private final Tolerance tol = Tolerance.DEFAULT;

    SequenceEvaluator(StarWorkers workers) {
        this.w = workers;
    }

    /** Loads and makespan of one sequence, in scaled units. */
    record Distribution(double makespan, double originatorLoad, int[] sequence, double[] loads) {
    }

    /** Sum of the startups of the first {@code len} workers of {@code seq}. */
    double startups(int[] seq, int len) {
        double t = 0;
        for (int i = 0; i < len; i++) {
            t += w.s[seq[i]];
        }
        return t;
    }

    /** {@code L(T)}: the most load the originator and the sequence process by {@code t}; −∞ when the startups alone exceed it. */
    double maxLoad(int[] seq, int len, double t, ConcaveProfile terminal) {
        ConcaveProfile[] profiles = profiles(seq, len, t, terminal);
        if (profiles == null) {
            return Double.NEGATIVE_INFINITY;
        }
        return w.originatorLoad(t) + profiles[0].at(0.0);
    }

    /** {@code profiles[i] = F_i} for positions {@code 0..len} ({@code profiles[len]} is the terminal); null if infeasible. */
    private ConcaveProfile[] profiles(int[] seq, int len, double t, ConcaveProfile terminal) {
        ConcaveProfile[] f = new ConcaveProfile[len + 1];
        f[len] = terminal == null ? ConcaveProfile.zero(t) : terminal;
        double dn = t;
        for (int i = len - 1; i >= 0; i--) {
            int k = seq[i];
            double di = dn - w.s[k];
            if (di < 0) {
                return null;
            }
            f[i] = step(f[i + 1], k, t, di, dn);
            dn = di;
        }
        return f;
    }

    /** Upper bound of worker {@code k}'s chunk when its port becomes free at {@code d}. */
    private double cap(int k, double t, double dn, double d) {
        double lo = d + w.s[k];
        double u = Math.min(w.b[k], (t - lo) / (w.a[k] + w.c[k]));
        if (w.c[k] > 0) {
            u = Math.min(u, (dn - lo) / w.c[k]);
        }
        return Math.max(u, 0.0);
    }

    /** The chunk of worker {@code k} at {@code d}, given the profile {@code h} of the rest and its {@code y*}. */
    private double chunk(ConcaveProfile h, double ystar, int k, double t, double dn, double d) {
        double u = cap(k, t, dn, d);
        double c = w.c[k];
        if (c == 0) {
            return u;
        }
        double lo = d + w.s[k];
        double y = Math.min(Math.max(ystar, lo), lo + c * u);
        return Math.max(0.0, (y - lo) / c);
    }

    /**
     * The profile of worker {@code k} served before a rest whose concave, nonincreasing profile {@code h} (the most
     * load the rest processes by {@code t} when the port becomes free for it at {@code D}) is given on
     * {@code [0, h.end()]}: one step of the recursion above, {@code F(D) = max x + h(D + S_k + C_k x)}, on
     * {@code [0, h.end() − S_k]}; null when that is empty.
     */
    ConcaveProfile prepend(ConcaveProfile h, int k, double t) {
        double dn = h.end();
        double di = dn - w.s[k];
        if (di < 0) {
            return null;
        }
        return step(h, k, t, di, dn);
    }

    private ConcaveProfile step(ConcaveProfile h, int k, double t, double di, double dn) {
        double a = w.a[k];
        double b = w.b[k];
        double c = w.c[k];
        double s = w.s[k];
        double ystar = c > 0 ? h.argmaxWithSlope(c) : Double.NaN;
        double[] cand = new double[3 * h.n + 12];
        int n = 0;
        cand[n++] = 0;
        cand[n++] = di;
        if (b != Double.POSITIVE_INFINITY) {
            cand[n++] = t - s - b * (a + c);
            if (c > 0) {
                cand[n++] = dn - s - b * c;
            }
        }
        if (c > 0) {
            cand[n++] = ((a + c) * dn - c * t - a * s) / a;
        }
        for (int j = -1; j < h.n; j++) {
            double y = j < 0 ? (c > 0 ? ystar : Double.NaN) : h.x[j];
            if (Double.isNaN(y)) {
                continue;
            }
            cand[n++] = y - s;
            if (c > 0) {
                if (b != Double.POSITIVE_INFINITY) {
                    cand[n++] = y - s - c * b;
                }
                cand[n++] = (y * (a + c) - c * t) / a - s;
            }
        }
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (cand[i] >= 0 && cand[i] <= di) {
                cand[m++] = cand[i];
            }
        }
        Arrays.sort(cand, 0, m);
        double[] xs = new double[m];
        double[] ys = new double[m];
        int p = 0;
        for (int i = 0; i < m; i++) {
            double d = cand[i];
            if (p > 0 && d == xs[p - 1]) {
                continue;
            }
            double x = chunk(h, ystar, k, t, dn, d);
            xs[p] = d;
            ys[p] = x + h.at(d + s + c * x);
            p++;
        }
        ConcaveProfile f = simplified(xs, ys, p);
        if (f.n > MAX_BREAKPOINTS) {
            throw new ScenarioRefusedException("evaluating an activation sequence (LP1 of Drozdowski & Wolniewicz (2003)) needs profiles of more than "
                    + MAX_BREAKPOINTS + " breakpoints: its startups, link and compute times per unit are too far apart "
                    + "for the evaluation to end in reasonable time");
        }
        return f;
    }

    /** Drops breakpoints that lie on the segment joining their neighbours (up to rounding). */
    private ConcaveProfile simplified(double[] xs, double[] ys, int n) {
        if (n == 1) {
            return new ConcaveProfile(new double[] {xs[0], xs[0]}, new double[] {ys[0], ys[0]}, 2);
        }
        double scale = 0;
        for (int i = 0; i < n; i++) {
            scale = Math.max(scale, Math.abs(ys[i]));
        }
        double slack = COLLINEAR.slack(scale);
        int p = 1;
        for (int i = 1; i < n; i++) {
            if (p >= 2 && i < n) {
                double x0 = xs[p - 2];
                double x1 = xs[p - 1];
                double line = ys[p - 2] + (ys[i] - ys[p - 2]) * (x1 - x0) / (xs[i] - x0);
                if (Math.abs(line - ys[p - 1]) <= slack) {
                    p--;
                }
            }
            xs[p] = xs[i];
            ys[p] = ys[i];
            p++;
        }
        return new ConcaveProfile(xs, ys, p);
    }

    /**
     * The shortest schedule of the originator and the first {@code len} workers of {@code seq} (LP1 restricted to
     * them), or null when their buffers cannot hold the load.
     */
    Distribution shortest(int[] seq, int len) {
        double capacity = w.capacity(seq, len);
        if (!tol.lessOrEqual(1.0, capacity)) {
            return null;
        }
        double lo = startups(seq, len);
        double hi = lo + 1.0;
        int guard = 0;
        while (!enough(maxLoad(seq, len, hi, null))) {
            lo = hi;
            hi *= 2;
            if (++guard > 2000) {
                return null;
            }
            if (Double.isInfinite(hi)) {
                // with the load scaled to 1, a deadline beyond double range means parameters no double resolves
                throw new ScenarioRefusedException("no deadline within double range lets this sequence process the load:"
                        + " its startups, link and compute times per unit are too far apart for double precision");
            }
        }
        for (int it = 0; it < MAX_BISECTIONS && hi - lo > BRACKET_WIDTH * hi; it++) {
            double mid = 0.5 * (lo + hi);
            if (enough(maxLoad(seq, len, mid, null))) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return distribution(seq, len, hi);
    }

    private boolean enough(double load) {
        return load >= 1.0 - LOAD_REACHED.slack(1.0);
    }

    /** The loads at deadline {@code t} (where {@code L(t) ≥ 1}), trimmed to sum exactly to the load. */
    Distribution distribution(int[] seq, int len, double t) {
        ConcaveProfile[] f = profiles(seq, len, t, null);
        double[] x = new double[len];
        double alpha0 = w.originatorLoad(t);
        double total = alpha0;
        double d = 0;
        double dn = t - startups(seq, len);
        for (int i = 0; i < len; i++) {
            int k = seq[i];
            dn += w.s[k];
            ConcaveProfile h = f[i + 1];
            double ystar = w.c[k] > 0 ? h.argmaxWithSlope(w.c[k]) : Double.NaN;
            x[i] = chunk(h, ystar, k, t, dn, d);
            d += w.s[k] + w.c[k] * x[i];
            total += x[i];
        }
        if (total > 1.0) {
            // less load never delays anyone: take the excess from the originator, then from the last workers
            double excess = total - 1.0;
            double cut = Math.min(excess, alpha0);
            alpha0 -= cut;
            excess -= cut;
            for (int i = len - 1; i >= 0 && excess > 0; i--) {
                cut = Math.min(excess, x[i]);
                x[i] -= cut;
                excess -= cut;
            }
        } else if (total > 0) {
            // within tolerance of the load: stretch everyone by the rounding deficit
            double f1 = 1.0 / total;
            alpha0 *= f1;
            for (int i = 0; i < len; i++) {
                x[i] *= f1;
            }
        }
        return new Distribution(makespan(seq, len, alpha0, x), alpha0, Arrays.copyOf(seq, len), x);
    }

    /** The finish time of the last processor when the sequence gets loads {@code x}. */
    double makespan(int[] seq, int len, double alpha0, double[] x) {
        double end = alpha0 > 0 ? alpha0 * w.a0 : 0.0;
        double d = 0;
        for (int i = 0; i < len; i++) {
            int k = seq[i];
            d += w.s[k] + w.c[k] * x[i];
            end = Math.max(end, d + w.a[k] * x[i]);
        }
        return end;
    }

    /**
     * An upper bound of what the workers outside {@code used} can add by {@code t} once the port is free at
     * {@code D}, as a profile over {@code D ∈ [0, t]}. Every completion sends to a subset of them, one after the
     * other, so their messages fit in {@code t − D}: {@code Σ (S_k y_k + C_k x_k) ≤ t − D} with {@code y_k ∈ {0,1}},
     * {@code x_k ≤ U_k y_k}, where {@code U_k = min(B_k, (t − S_k − dMin)/(A_k + C_k))} and {@code dMin} is the
     * earliest the port can be free. Relaxing {@code y_k ≥ x_k/U_k} gives a fractional knapsack with unit cost
     * {@code C_k + S_k/U_k}, solved greedily; its value is concave in the budget.
     */
    ConcaveProfile relaxedRest(boolean[] used, double t, double dMin) {
        int m = w.m;
        double[] cost = new double[m];
        double[] size = new double[m];
        Integer[] order = new Integer[m];
        int r = 0;
        double free = 0;
        double[] unitAll = new double[m];
        double[] aAll = new double[m];
        int all = 0;
        for (int k = 0; k < m; k++) {
            if (used[k]) {
                continue;
            }
            double u = Math.min(w.b[k], (t - w.s[k] - dMin) / (w.a[k] + w.c[k]));
            if (!(u > 0)) {
                continue;
            }
            double unit = w.c[k] + w.s[k] / u;
            unitAll[all] = unit;
            aAll[all] = w.a[k];
            all++;
            if (unit == 0) {
                free += u;
                continue;
            }
            cost[r] = unit;
            size[r] = u;
            order[r] = r;
            r++;
        }
        Arrays.sort(order, 0, r, (i, j) -> Double.compare(cost[i], cost[j]));
        double[] xs = new double[r + 2];
        double[] ys = new double[r + 2];
        // breakpoints in the budget W = t − D, from W = 0 up
        double[] wb = new double[r + 1];
        double[] vb = new double[r + 1];
        wb[0] = 0;
        vb[0] = free;
        int q = 1;
        for (int j = 0; j < r; j++) {
            int i = order[j];
            double nw = wb[q - 1] + cost[i] * size[i];
            double nv = vb[q - 1] + size[i];
            if (nw >= t) {
                vb[q] = vb[q - 1] + (t - wb[q - 1]) / cost[i];
                wb[q] = t;
                q++;
                break;
            }
            wb[q] = nw;
            vb[q] = nv;
            q++;
        }
        int p = 0;
        if (wb[q - 1] < t) {
            xs[p] = 0;
            ys[p] = vb[q - 1];
            p++;
        }
        for (int j = q - 1; j >= 0; j--) {
            xs[p] = t - wb[j];
            ys[p] = vb[j];
            p++;
        }
        return belowLine(new ConcaveProfile(xs, ys, p), t, pipeline(unitAll, aAll, all));
    }

    /**
     * Load per unit of port time {@code ρ} of the relaxation without startups: every message of worker {@code k}
     * shortened to {@code C'_k x_k} with {@code C'_k = C_k + S_k/U_k} (no longer than {@code S_k + C_k x_k} while
     * {@code x_k ≤ U_k}), every cap and buffer dropped. Without startups a one-port star processes the most load by a
     * deadline with every worker used, served by increasing {@code C'}, all finishing together (Błażewicz &amp;
     * Drozdowski (1997), eq. (10), and the sequencing result it rests on), so with the port free for
     * {@code W = t − D}: {@code x_1 = W/(A_1 + C'_1)}, {@code x_{k+1} = x_k A_k/(A_{k+1} + C'_{k+1})}, the load is
     * {@code ρW}. The knapsack lets every worker start computing at once; this bound makes them wait their turn.
     */
    private static double pipeline(double[] unit, double[] a, int n) {
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (i, j) -> Double.compare(unit[i], unit[j]));
        double rho = 0;
        double x = 0;
        for (int r = 0; r < n; r++) {
            int k = order[r];
            x = r == 0 ? 1.0 / (a[k] + unit[k]) : x * a[order[r - 1]] / (a[k] + unit[k]);
            rho += x;
        }
        return rho;
    }

    /** The lower envelope of a concave profile on {@code [0, t]} and the line {@code ρ(t − D)}: concave too. */
    private static ConcaveProfile belowLine(ConcaveProfile f, double t, double rho) {
        if (!Double.isFinite(rho)) {
            return f;
        }
        double[] xs = new double[2 * f.n + 1];
        double[] ys = new double[2 * f.n + 1];
        int p = 0;
        for (int i = 0; i < f.n; i++) {
            double li = rho * (t - f.x[i]);
            if (i > 0) {
                double lp = rho * (t - f.x[i - 1]);
                double dPrev = f.y[i - 1] - lp;
                double dHere = f.y[i] - li;
                if ((dPrev < 0 && dHere > 0) || (dPrev > 0 && dHere < 0)) {
                    double z = f.x[i - 1] + (f.x[i] - f.x[i - 1]) * dPrev / (dPrev - dHere);
                    xs[p] = z;
                    ys[p] = rho * (t - z);
                    p++;
                }
            }
            xs[p] = f.x[i];
            ys[p] = Math.min(f.y[i], li);
            p++;
        }
        return new ConcaveProfile(xs, ys, p);
    }

    /**
     * The forward profile of a prefix extended by worker {@code k}: {@code G(D)} is the most load the prefix
     * processes by {@code t} with its last message ended by {@code D}. With {@code z} the end of the previous
     * messages, {@code G_{n+1}(E) = max { x + G_n(z) : z = E − S − C x, 0 ≤ x ≤ min(B, (t − E)/A) }}, maximised where
     * the slope of {@code G_n} falls below {@code 1/C}, followed by a running maximum (ending earlier is allowed).
     * Null when the startups exceed {@code t}.
     *
     * @param g the prefix's profile on {@code [Σ S, t]} ({@link ConcaveProfile#zero} for the empty prefix)
     */
    ConcaveProfile extend(ConcaveProfile g, int k, double t) {
        double a = w.a[k];
        double b = w.b[k];
        double c = w.c[k];
        double s = w.s[k];
        double e0 = g.start() + s;
        if (e0 > t) {
            return null;
        }
        double zstar = c > 0 ? g.firstSlopeBelow(1.0 / c) : Double.NaN;
        double[] cand = new double[3 * g.n + 8];
        int n = 0;
        cand[n++] = e0;
        cand[n++] = t;
        if (b != Double.POSITIVE_INFINITY) {
            cand[n++] = t - a * b;
        }
        for (int j = -1; j < g.n; j++) {
            double z = j < 0 ? zstar : g.x[j];
            if (Double.isNaN(z)) {
                continue;
            }
            cand[n++] = z + s;
            if (c > 0) {
                if (b != Double.POSITIVE_INFINITY) {
                    cand[n++] = z + s + c * b;
                }
                cand[n++] = (a * (z + s) + c * t) / (a + c);
            }
        }
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (cand[i] >= e0 && cand[i] <= t) {
                cand[m++] = cand[i];
            }
        }
        Arrays.sort(cand, 0, m);
        double[] xs = new double[m];
        double[] ys = new double[m];
        int p = 0;
        double peak = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < m; i++) {
            double e = cand[i];
            if (p > 0 && e == xs[p - 1]) {
                continue;
            }
            double cap = Math.max(0.0, Math.min(b, (t - e) / a));
            double v;
            if (c == 0) {
                v = cap + g.at(e - s);
            } else {
                double hi = e - s;
                double lo = Math.max(g.start(), hi - c * cap);
                double z = Math.min(Math.max(zstar, lo), hi);
                v = (hi - z) / c + g.at(z);
            }
            peak = Math.max(peak, v);
            xs[p] = e;
            ys[p] = peak;
            p++;
        }
        return simplified(xs, ys, p);
    }

    /** The originator's load by {@code t}. */
    double originatorLoad(double t) {
        return w.originatorLoad(t);
    }
}
