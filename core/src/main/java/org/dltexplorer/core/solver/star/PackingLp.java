package org.dltexplorer.core.solver.star;

import java.util.Arrays;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.linear.LinearSolver;
import org.ojalgo.structure.Access1D;

/**
 * The most load a set of constraints lets through: {@code max Σ x_j} subject to {@code G x ≤ h}, {@code x ≥ 0}, with
 * every {@code G_ij ≥ 0} and {@code h_i ≥ 0}: a "packing" LP, feasible at {@code x = 0}. Solved by ojAlgo's simplex
 * through its low-level {@link LinearSolver.Builder} (dense rows, no model, no presolve, no validation): the FIFO
 * returns search ({@link FifoReturnSearch}) solves one or two per node of its branch-and-bound, where an
 * {@code ExpressionsBasedModel} per node cost milliseconds and the builder 10–50 µs (decision 0012).
 *
 * <p>ojAlgo's objective is not trusted: the answer is a {@link Bracket} computed here from its point and prices
 * ({@link PackingCertificate}), the value of a feasible point below and a weak-duality bound above, so a search that
 * prunes on the upper end and keeps incumbents from the lower one stays right whatever the simplex did (decision 0019).
 *
 * <p>Rows are scaled to a largest coefficient of 1 before ojAlgo sees them, so its fixed feasibility tolerance means
 * the same on every row (a candidate's startup spread over a small most-load can make one coefficient orders of
 * magnitude above its neighbours); the duals are scaled back.
 */
final class PackingLp {

    private PackingLp() {
    }

    /**
     * Where the optimum of a packing LP lies: {@code lower ≤ opt ≤ upper}, both {@code +∞} when a column has no
     * positive entry (the LP is unbounded).
     *
     * @param lower {@code Σ x_j} of a point that meets every row (ojAlgo's, shrunk where it does not): the load that
     *     surely goes through
     * @param upper {@code h·y / μ} of the prices (weak duality): no point lets more through
     */
    record Bracket(double lower, double upper) {
    }

    /**
     * The optimum of {@code max Σ x_j, G x ≤ h, x ≥ 0}, bracketed. {@code g} and {@code h} are left as given.
     *
     * @param g {@code rows × cols} nonnegative coefficients (a row may be longer than {@code cols})
     * @param h {@code rows} nonnegative bounds
     * @param duals when not null, receives each row's dual price {@code ∂opt/∂h_i} as ojAlgo gives it (0 on a row
     *     that does not bind): a slope for Newton's method, not part of any proof
     */
    static Bracket maximise(double[][] g, double[] h, int rows, int cols, double[] duals) {
        return maximise(g, h, rows, cols, duals, null);
    }

    /**
     * As {@link #maximise(double[][], double[], int, int, double[])}, and when {@code primal} is not null it receives
     * the feasible point whose value is the lower end (its first {@code cols} entries; left alone when the LP is
     * unbounded).
     */
    static Bracket maximise(double[][] g, double[] h, int rows, int cols, double[] duals, double[] primal) {
        if (PackingCertificate.hasFreeColumn(g, rows, cols)) {
            return new Bracket(Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        double[] ones = new double[cols];
        Arrays.fill(ones, -1.0);
        LinearSolver.Builder lp = LinearSolver.newBuilder(ones);
        double[] scales = new double[rows];
        for (int i = 0; i < rows; i++) {
            double largest = 0;
            for (int j = 0; j < cols; j++) {
                largest = Math.max(largest, g[i][j]);
            }
            double scale = largest > 0 ? 1 / largest : 1;
            scales[i] = scale;
            double[] row = new double[cols];
            for (int j = 0; j < cols; j++) {
                row[j] = g[i][j] * scale;
            }
            lp.inequality(h[i] * scale, row);
        }
        lp.lower(0.0);
        Optimisation.Options options = new Optimisation.Options();
        options.validate = false;
        options.sparse = Boolean.FALSE;
        Optimisation.Result result = lp.build(options).solve();
        Optimisation.State state = result.getState();
        if (!state.isOptimal()) {
            return unsolved(g, h, rows, cols, duals, primal);
        }
        // ojAlgo minimises −Σx; its multipliers of the ≤ rows come out as the prices of the maximum
        Access1D<?> prices = result.getMultipliers().orElse(null);
        if (prices == null) {
            return unsolved(g, h, rows, cols, duals, primal);
        }
        double[] y = new double[rows];
        for (int i = 0; i < rows; i++) {
            y[i] = prices.doubleValue(i) * scales[i];
        }
        if (duals != null) {
            System.arraycopy(y, 0, duals, 0, rows);
        }
        double[] x = new double[cols];
        for (int j = 0; j < cols; j++) {
            x[j] = result.doubleValue(j);
        }
        Bracket answer = bracket(g, h, rows, cols, x, y);
        if (primal != null) {
            System.arraycopy(x, 0, primal, 0, cols);
        }
        return answer;
    }

    /**
     * The bracket of an LP ojAlgo did not solve: its simplex called a packing LP whose rows span 15 decades unbounded
     * (fuzz seed 52, case 80936), which no packing LP with a positive entry in every column is. Any point and prices
     * still bracket it: each column alone up to its tightest row, shrunk to meet every row, below; no prices, raised
     * on each column's tightest row until every column costs 1, above. Wide, but true: a search pruning on it
     * prunes less, and its answer is not called optimal on a bracket that does not close. No dual slopes (0).
     */
    private static Bracket unsolved(double[][] g, double[] h, int rows, int cols, double[] duals, double[] primal) {
        double[] x = new double[cols];
        for (int j = 0; j < cols; j++) {
            double cap = Double.POSITIVE_INFINITY;
            for (int i = 0; i < rows; i++) {
                if (g[i][j] > 0) {
                    cap = Math.min(cap, h[i] / g[i][j]);
                }
            }
            x[j] = cap;
        }
        if (duals != null) {
            Arrays.fill(duals, 0, rows, 0.0);
        }
        Bracket answer = bracket(g, h, rows, cols, x, new double[rows]);
        if (primal != null) {
            System.arraycopy(x, 0, primal, 0, cols);
        }
        return answer;
    }

    /**
     * The bracket that a claimed point {@code x} and prices {@code y} prove, whatever solver claimed them; {@code x}
     * is made feasible in place ({@link PackingCertificate#feasibleValue}), {@code y} left as given. Every column
     * must have a positive entry.
     */
    static Bracket bracket(double[][] g, double[] h, int rows, int cols, double[] x, double[] y) {
        double upper = PackingCertificate.upperBound(g, h, rows, cols, y);
        double lower = PackingCertificate.feasibleValue(g, h, rows, cols, x);
        return new Bracket(Math.min(lower, upper), upper);
    }
}
