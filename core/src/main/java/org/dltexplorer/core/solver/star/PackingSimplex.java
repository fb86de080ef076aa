package org.dltexplorer.core.solver.star;

/**
 * The most load a set of constraints lets through: {@code max Σ x_j} subject to {@code G x ≤ h}, {@code x ≥ 0}, with
 * every {@code G_ij ≥ 0} and {@code h_i ≥ 0}. Such a "packing" LP is feasible at {@code x = 0}, so the primal simplex
 * starts from the slack basis without a first phase. The FIFO returns search ({@link FifoReturnSearch}) solves one
 * per node of its branch-and-bound, tens of thousands a second: small dense tableaus (at most a few dozen rows) are
 * faster here than building an ojAlgo model each time.
 *
 * <p>Rows are scaled to a largest coefficient of 1 so the fixed pivot tolerance means the same on every row. Dantzig's
 * rule picks the entering column; after {@code 4(n + r)} pivots Bland's rule takes over, which cannot cycle.
 */
final class PackingSimplex {

    /** Coefficients and reduced costs below this are zero (rows are scaled to a largest entry of 1). */
    private static final double EPS = 1e-11;

    private PackingSimplex() {
    }

    /**
     * The optimum of {@code max Σ x_j, G x ≤ h, x ≥ 0}; {@code +∞} when a column has no positive entry (unbounded).
     * {@code g} and {@code h} are overwritten.
     *
     * @param g {@code rows × cols} nonnegative coefficients
     * @param h {@code rows} nonnegative bounds
     * @param duals when not null, receives each row's dual price {@code ∂opt/∂h_i} at the optimum
     */
    static double maximise(double[][] g, double[] h, int rows, int cols, double[] duals) {
        int width = cols + rows;
        double[][] t = new double[rows][];
        double[] rhs = new double[rows];
        int[] basis = new int[rows];
        double[] scales = new double[rows];
        for (int i = 0; i < rows; i++) {
            double scale = 0;
            for (int j = 0; j < cols; j++) {
                scale = Math.max(scale, g[i][j]);
            }
            scale = scale > 0 ? 1 / scale : 1;
            scales[i] = scale;
            double[] row = new double[width];
            for (int j = 0; j < cols; j++) {
                row[j] = g[i][j] * scale;
            }
            row[cols + i] = 1;
            t[i] = row;
            rhs[i] = h[i] * scale;
            basis[i] = cols + i;
        }
        double[] reduced = new double[width];
        for (int j = 0; j < cols; j++) {
            reduced[j] = 1;
        }
        double objective = 0;
        int dantzig = 4 * width;
        for (int iter = 0; ; iter++) {
            int enter = -1;
            double most = EPS;
            for (int j = 0; j < width; j++) {
                if (reduced[j] > most) {
                    enter = j;
                    if (iter >= dantzig) {
                        break;
                    }
                    most = reduced[j];
                }
            }
            if (enter < 0) {
                if (duals != null) {
                    for (int i = 0; i < rows; i++) {
                        duals[i] = -reduced[cols + i] * scales[i];
                    }
                }
                return objective;
            }
            int leave = -1;
            double ratio = Double.POSITIVE_INFINITY;
            for (int i = 0; i < rows; i++) {
                double a = t[i][enter];
                if (a > EPS) {
                    double q = rhs[i] / a;
                    if (q < ratio || (q == ratio && basis[i] < basis[leave])) {
                        ratio = q;
                        leave = i;
                    }
                }
            }
            if (leave < 0) {
                return Double.POSITIVE_INFINITY;
            }
            double[] p = t[leave];
            double inv = 1 / p[enter];
            for (int j = 0; j < width; j++) {
                p[j] *= inv;
            }
            rhs[leave] *= inv;
            p[enter] = 1;
            for (int i = 0; i < rows; i++) {
                double f = t[i][enter];
                if (i == leave || f == 0) {
                    continue;
                }
                double[] row = t[i];
                for (int j = 0; j < width; j++) {
                    row[j] -= f * p[j];
                }
                row[enter] = 0;
                rhs[i] = Math.max(0, rhs[i] - f * rhs[leave]);
            }
            double f = reduced[enter];
            for (int j = 0; j < width; j++) {
                reduced[j] -= f * p[j];
            }
            reduced[enter] = 0;
            objective += f * rhs[leave];
            basis[leave] = enter;
        }
    }
}
