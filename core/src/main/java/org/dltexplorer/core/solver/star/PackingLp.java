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
 * <p>Rows are scaled to a largest coefficient of 1 before ojAlgo sees them, so its fixed feasibility tolerance means
 * the same on every row (a candidate's startup spread over a small most-load can make one coefficient orders of
 * magnitude above its neighbours); the duals are scaled back.
 */
final class PackingLp {

    private PackingLp() {
    }

    /**
     * The optimum of {@code max Σ x_j, G x ≤ h, x ≥ 0}; {@code +∞} when a column has no positive entry (unbounded).
     * {@code g} and {@code h} are left as given.
     *
     * @param g {@code rows × cols} nonnegative coefficients (a row may be longer than {@code cols})
     * @param h {@code rows} nonnegative bounds
     * @param duals when not null, receives each row's dual price {@code ∂opt/∂h_i} at the optimum (0 on a row that
     *     does not bind)
     * @throws IllegalStateException when ojAlgo reports neither an optimum nor unboundedness (a packing LP has one of
     *     the two, so this is a solver failure, not bad input)
     */
    static double maximise(double[][] g, double[] h, int rows, int cols, double[] duals) {
        return maximise(g, h, rows, cols, duals, null);
    }

    /**
     * As {@link #maximise(double[][], double[], int, int, double[])}, and when {@code primal} is not null it receives
     * the optimal {@code x} (its first {@code cols} entries; left alone when the LP is unbounded).
     */
    static double maximise(double[][] g, double[] h, int rows, int cols, double[] duals, double[] primal) {
        if (hasFreeColumn(g, rows, cols)) {
            return Double.POSITIVE_INFINITY;
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
        if (state == Optimisation.State.UNBOUNDED) {
            return Double.POSITIVE_INFINITY;
        }
        if (!state.isOptimal()) {
            throw new IllegalStateException("ojAlgo found no optimum of a packing LP of " + rows + " rows and " + cols
                    + " columns: " + state);
        }
        if (duals != null) {
            // ojAlgo minimises −Σx; its multipliers of the ≤ rows come out as the prices of the maximum
            Access1D<?> prices = result.getMultipliers().orElseThrow(
                    () -> new IllegalStateException("ojAlgo gave no dual prices for a packing LP"));
            for (int i = 0; i < rows; i++) {
                duals[i] = prices.doubleValue(i) * scales[i];
            }
        }
        if (primal != null) {
            for (int j = 0; j < cols; j++) {
                primal[j] = result.doubleValue(j);
            }
        }
        return -result.getValue();
    }

    /** Whether some column has no positive entry, so its {@code x_j} may grow without end. */
    private static boolean hasFreeColumn(double[][] g, int rows, int cols) {
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
}
