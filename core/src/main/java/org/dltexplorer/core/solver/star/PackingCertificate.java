package org.dltexplorer.core.solver.star;

/**
 * The two ends of a packing LP's optimum ({@code max Σ x_j}, {@code G x ≤ h}, {@code x ≥ 0}, {@code G, h ≥ 0}),
 * proven from any claimed point and prices, so that no tolerance, pivot or failure of the solver that claimed them
 * ({@link PackingLp}, ojAlgo) can make the returns search ({@link FifoReturnSearch}) prune its optimum.
 *
 * <p><b>Upper end (weak duality).</b> The dual is {@code min hᵀy}, {@code Gᵀy ≥ 1}, {@code y ≥ 0}. For every
 * {@code y ≥ 0} with {@code μ = min_j (Gᵀy)_j > 0} and every feasible {@code x},
 * {@code Σ_j x_j ≤ Σ_j x_j (Gᵀy)_j / μ = yᵀ(Gx) / μ ≤ yᵀh / μ}, because {@code x, y ≥ 0} and {@code Gx ≤ h}:
 * the weak duality theorem (Dantzig (1963), <i>Linear Programming and Extensions</i>, ch. 6; Chvátal (1983),
 * <i>Linear Programming</i>, Theorem 5.1) for the dual point {@code y/μ}. The claimed prices are clipped to
 * {@code y ≥ 0} (a NaN counts as 0). A column whose {@code (Gᵀy)_j} is below 1 (at worst 0, when every row it uses
 * is priced 0, and {@code μ} with it) is also repaired: its tightest row {@code i* = argmin_i h_i / G_ij} over
 * {@code G_ij > 0} is raised by the shortfall over {@code G_i*j}. Raising prices never lowers another column's
 * {@code (Gᵀy)_k} ({@code G ≥ 0}), so after one pass every column reaches 1 and the repaired prices are dual feasible;
 * from {@code y = 0} this is the trivial bound {@code Σ_j min_i h_i / G_ij} (each {@code x_j} alone). The answer is
 * the smaller of the scaled and the repaired bound. Every sum has nonnegative terms, so double rounding moves it by at
 * most {@code n·2^-53} relatively (Higham (2002), <i>Accuracy and Stability of Numerical Algorithms</i>, §4.2); the
 * bound is raised by a margin above that.
 *
 * <p><b>Lower end.</b> The claimed point is clipped to {@code x ≥ 0} and shrunk by {@code min_i h_i / (Gx)_i} (at most
 * 1) so that it meets every row, a row met only within the rounding of its sum counted as violated; its
 * {@code Σ x_j}, lowered by the same margin, is the load it surely lets through.
 */
final class PackingCertificate {

    /** Margin per term of a sum against double rounding, relative: two units in the last place of 1. */
    private static final double ROUNDING = 2 * Math.ulp(1.0);

    private PackingCertificate() {
    }

    /** Whether some column has no positive entry, so its {@code x_j} may grow without end. */
    static boolean hasFreeColumn(double[][] g, int rows, int cols) {
        for (int j = 0; j < cols; j++) {
            boolean limited = false;
            for (int i = 0; i < rows && !limited; i++) {
                limited = g[i][j] > 0;
            }
            if (!limited) {
                return true;
            }
        }
        return false;
    }

    /**
     * An upper bound on the optimum from the prices {@code claimed} (any values; left as given). Every column must
     * have a positive entry ({@link #hasFreeColumn} false).
     */
    static double upperBound(double[][] g, double[] h, int rows, int cols, double[] claimed) {
        double[] y = new double[rows];
        for (int i = 0; i < rows; i++) {
            // !(v > 0) also clips NaN
            y[i] = claimed[i] > 0 ? claimed[i] : 0.0;
        }
        double scaled = dualValue(g, h, rows, cols, y);
        repair(g, h, rows, cols, y);
        double repaired = dualValue(g, h, rows, cols, y);
        return Math.min(scaled, repaired) * (1 + ROUNDING * (2 * rows + cols + 4));
    }

    /** {@code hᵀy / min_j (Gᵀy)_j}, {@code +∞} when that minimum is not positive. */
    private static double dualValue(double[][] g, double[] h, int rows, int cols, double[] y) {
        double mu = Double.POSITIVE_INFINITY;
        for (int j = 0; j < cols; j++) {
            mu = Math.min(mu, column(g, rows, j, y));
        }
        if (!(mu > 0)) {
            return Double.POSITIVE_INFINITY;
        }
        double hy = 0;
        for (int i = 0; i < rows; i++) {
            hy += h[i] * y[i];
        }
        return hy / mu;
    }

    /** {@code (Gᵀy)_j}. */
    private static double column(double[][] g, int rows, int j, double[] y) {
        double sum = 0;
        for (int i = 0; i < rows; i++) {
            sum += g[i][j] * y[i];
        }
        return sum;
    }

    /** Raises {@code y} until every {@code (Gᵀy)_j ≥ 1}, each shortfall on the column's tightest row. */
    private static void repair(double[][] g, double[] h, int rows, int cols, double[] y) {
        for (int j = 0; j < cols; j++) {
            double shortfall = 1 - column(g, rows, j, y);
            if (shortfall <= 0) {
                continue;
            }
            int tightest = -1;
            for (int i = 0; i < rows; i++) {
                if (g[i][j] > 0 && (tightest < 0 || h[i] * g[tightest][j] < h[tightest] * g[i][j])) {
                    tightest = i;
                }
            }
            y[tightest] += shortfall / g[tightest][j];
        }
    }

    /**
     * Makes {@code x} (any values) a point meeting every row, in place, and returns a lower bound on its
     * {@code Σ x_j}: a load that surely goes through.
     */
    static double feasibleValue(double[][] g, double[] h, int rows, int cols, double[] x) {
        for (int j = 0; j < cols; j++) {
            x[j] = x[j] > 0 && Double.isFinite(x[j]) ? x[j] : 0.0;
        }
        // a row met only within the rounding of its sum counts as violated
        double margin = 1 - ROUNDING * (cols + 2);
        double shrink = 1;
        for (int i = 0; i < rows; i++) {
            double used = 0;
            for (int j = 0; j < cols; j++) {
                used += g[i][j] * x[j];
            }
            if (used > h[i] * margin) {
                shrink = Math.min(shrink, h[i] / used * margin);
            }
        }
        double sum = 0;
        for (int j = 0; j < cols; j++) {
            if (shrink < 1) {
                x[j] *= shrink;
            }
            sum += x[j];
        }
        return sum * (1 - ROUNDING * (cols + 1));
    }
}
