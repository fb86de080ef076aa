package org.dltexplorer.core.solver.lp;

/**
 * The check that a primal point {@code x} of a {@link LinearProgram} is optimal, given row multipliers {@code y}:
 * <ul>
 *   <li><b>primal feasibility</b>: each row {@code l_r ≤ a_rᵀx ≤ u_r} and bound {@code l_j ≤ x_j ≤ u_j} holds, its
 *       violation relative to the size of the terms ({@code Σ_j |a_rj x_j|} and the bound);</li>
 *   <li><b>dual feasibility</b>: {@code y} is first clipped to the signs its rows allow ({@code y_r > 0} only where
 *       {@code l_r} is finite, {@code y_r < 0} only where {@code u_r} is); the reduced costs
 *       {@code d = c − Aᵀy} must then be {@code ≥ 0} where {@code x_j} has no lower bound and {@code ≤ 0} where it
 *       has no upper one; a wrong sign counts as 0 when it is below the tolerance relative to
 *       {@code |c_j| + Σ_r |a_rj y_r|}, else there is no bound;</li>
 *   <li><b>the duality gap</b> {@code cᵀx − L(y)}, where
 *       {@code L(y) = Σ_r (y_r > 0 ? l_r : u_r) y_r + Σ_j (d_j > 0 ? l_j : u_j) d_j}, relative to
 *       {@code max(|cᵀx|, |L|)}.</li>
 * </ul>
 * <p><b>Why this is a proof.</b> For every {@code x'} within the bounds and rows,
 * {@code cᵀx' = yᵀAx' + dᵀx' ≥ L(y)} term by term (each {@code y_r a_rᵀx'} is at least its bound times
 * {@code y_r} by the sign of {@code y_r}, each {@code d_j x'_j} likewise): <i>weak duality</i> (Dantzig (1963),
 * <i>Linear Programming and Extensions</i>, ch. 6; Chvátal (1983), <i>Linear Programming</i>, Theorem 5.1). So
 * {@code L(y)} is a lower bound on the optimum, {@code cᵀx} an upper one when {@code x} is feasible, and a gap of 0
 * proves {@code x} optimal whichever simplex, basis or arithmetic produced {@code x} and {@code y}; the strong
 * duality theorem says such a {@code y} exists for every LP with an optimum, so an optimal {@code x} can always be
 * proven this way. All sums are computed here in double, independently of ojAlgo.
 *
 * <p><b>What the tolerances mean.</b> A relative primal violation {@code ε} means {@code x} satisfies the rows with
 * right-hand sides moved by {@code ε} of their terms; a relative dual violation {@code ε} that {@code x} is optimal
 * for costs moved by {@code ε} of theirs (backward error, as LP codes report it); a relative gap {@code ε} that no
 * feasible point is better than {@code cᵀx} by more than {@code ε·|cᵀx|}. The tree and memory LPs minimise a
 * makespan, so {@link #TOLERANCE} bounds how far the answered makespan can be above the optimum, relatively.
 *
 * @param primalViolation the largest relative violation of a row or bound by {@code x}
 * @param dualViolation the largest relative wrong-signed reduced cost (counted as 0 in {@code L})
 * @param objective {@code cᵀx}
 * @param bound {@code L(y)}, a lower bound on the optimum ({@code −∞} when {@code y} gives none)
 */
public record LpCertificate(double primalViolation, double dualViolation, double objective, double bound) {

    /** Relative tolerance of each of the three checks. */
    public static final double TOLERANCE = 1e-9;

    /** The certificate of {@code x} and {@code y} for {@code lp}. */
    public static LpCertificate of(LinearProgram lp, double[] x, double[] y) {
        return new LpCertificate(primalViolation(lp, x), dualViolation(lp, y), lp.objective(x), bound(lp, y));
    }

    /** Whether {@code x} is proven optimal within {@link #TOLERANCE} on each check. */
    public boolean proves() {
        return primalFeasible() && dualViolation <= TOLERANCE && gap() <= TOLERANCE;
    }

    /** Whether {@code x} satisfies the rows and bounds within {@link #TOLERANCE}. */
    public boolean primalFeasible() {
        return primalViolation <= TOLERANCE;
    }

    /** {@code (cᵀx − L) / max(|cᵀx|, |L|)}, 0 when both are 0, {@code +∞} without a bound. */
    public double gap() {
        double scale = Math.max(Math.abs(objective), Math.abs(bound));
        if (!(bound > Double.NEGATIVE_INFINITY)) {
            return Double.POSITIVE_INFINITY;
        }
        return scale == 0 ? 0.0 : Math.max(0.0, objective - bound) / scale;
    }

    static double primalViolation(LinearProgram lp, double[] x) {
        double worst = 0;
        double largest = 0;
        for (double v : x) {
            if (!Double.isFinite(v)) {
                return Double.POSITIVE_INFINITY;
            }
            largest = Math.max(largest, Math.abs(v));
        }
        for (int j = 0; j < x.length; j++) {
            worst = Math.max(worst, violation(x[j], lp.lower[j], lp.upper[j], Math.max(largest, 0.0)));
        }
        for (int r = 0; r < lp.rows(); r++) {
            double ax = 0;
            double size = 0;
            for (int t = 0; t < lp.rowIndex[r].length; t++) {
                double term = lp.rowValue[r][t] * x[lp.rowIndex[r][t]];
                ax += term;
                size += Math.abs(term);
            }
            worst = Math.max(worst, violation(ax, lp.rowLower[r], lp.rowUpper[r], size));
        }
        return worst;
    }

    /** How far {@code v} is outside {@code [lo, up]}, relative to {@code size} and the bound it passes. */
    private static double violation(double v, double lo, double up, double size) {
        double out = Math.max(lo - v, v - up);
        if (!(out > 0)) {
            return 0.0;
        }
        double scale = Math.max(size, Math.abs(v < lo ? lo : up));
        return scale == 0 ? out : out / scale;
    }

    /** {@code y} clipped to the signs its rows allow. */
    private static double[] clipped(LinearProgram lp, double[] y) {
        double[] z = y.clone();
        for (int r = 0; r < z.length; r++) {
            if (z[r] > 0 && lp.rowLower[r] == Double.NEGATIVE_INFINITY
                    || z[r] < 0 && lp.rowUpper[r] == Double.POSITIVE_INFINITY || !Double.isFinite(z[r])) {
                z[r] = 0.0;
            }
        }
        return z;
    }

    /** {@code d = c − Aᵀy} and, in {@code size}, {@code |c_j| + Σ_r |a_rj y_r|}. */
    private static double[] reducedCosts(LinearProgram lp, double[] y, double[] size) {
        double[] d = lp.cost.clone();
        for (int j = 0; j < d.length; j++) {
            size[j] = Math.abs(d[j]);
        }
        for (int r = 0; r < y.length; r++) {
            if (y[r] == 0) {
                continue;
            }
            for (int t = 0; t < lp.rowIndex[r].length; t++) {
                int j = lp.rowIndex[r][t];
                double term = lp.rowValue[r][t] * y[r];
                d[j] -= term;
                size[j] += Math.abs(term);
            }
        }
        return d;
    }

    static double dualViolation(LinearProgram lp, double[] y) {
        double[] size = new double[lp.variables()];
        double[] d = reducedCosts(lp, clipped(lp, y), size);
        double worst = 0;
        for (int j = 0; j < d.length; j++) {
            boolean wrong = d[j] > 0 && lp.lower[j] == Double.NEGATIVE_INFINITY
                    || d[j] < 0 && lp.upper[j] == Double.POSITIVE_INFINITY;
            if (wrong) {
                worst = Math.max(worst, size[j] == 0 ? Math.abs(d[j]) : Math.abs(d[j]) / size[j]);
            }
        }
        return worst;
    }

    static double bound(LinearProgram lp, double[] y) {
        double[] z = clipped(lp, y);
        double[] size = new double[lp.variables()];
        double[] d = reducedCosts(lp, z, size);
        double sum = 0;
        for (int r = 0; r < z.length; r++) {
            if (z[r] != 0) {
                sum += z[r] * (z[r] > 0 ? lp.rowLower[r] : lp.rowUpper[r]);
            }
        }
        for (int j = 0; j < d.length; j++) {
            if (d[j] == 0) {
                continue;
            }
            double b = d[j] > 0 ? lp.lower[j] : lp.upper[j];
            if (Double.isInfinite(b)) {
                if (Math.abs(d[j]) > TOLERANCE * size[j]) {
                    return Double.NEGATIVE_INFINITY;
                }
                continue; // a reduced cost of rounding size where the variable is unbounded: counted as 0
            }
            sum += d[j] * b;
        }
        return sum;
    }
}
