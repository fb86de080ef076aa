package org.dltexplorer.core.solver.lp;

import java.util.Arrays;

/**
 * A basis chosen column by column and factored as it is chosen, in sparse form: the first {@code m} linearly
 * independent columns offered form {@code B}, and {@code B z = r}, {@code Bᵀ y = c} are then solved with one step of
 * iterative refinement each.
 *
 * <p>Each column offered is reduced against the columns already taken (left-looking Gaussian elimination, as in
 * Gilbert &amp; Peierls (1988), <i>Sparse partial pivoting in time proportional to arithmetic operations</i>): for
 * each earlier pivot {@code k} in order, {@code v ← v − (v[p_k]/u_k[p_k]) u_k}. What is left, {@code u}, is zero on
 * every earlier pivot row; the column is independent when its largest entry is above {@link #INDEPENDENT} of the
 * column's length, and that entry's row becomes its pivot (partial pivoting). So {@code B = U T}: {@code U} holds
 * the reduced columns (lower triangular once rows are taken in pivot order), {@code T} the multipliers (unit upper
 * triangular). The tree and star LPs are nearly triangular, so the reduced columns stay about as sparse as the
 * columns themselves; the work is then about {@code m} per column offered (the scan of earlier pivots), where the
 * dense Gram–Schmidt it replaces cost {@code 4m²}.
 */
final class SparseBasis {

    /** A column whose reduced part's largest entry is below this fraction of its length is dependent. */
    static final double INDEPENDENT = 1e-9;

    private final int m;
    private final int[] pivotRow;
    private final double[] pivot;
    private final int[][] uIndex;
    private final double[][] uValue;
    private final int[][] tIndex;
    private final double[][] tValue;
    private final int[][] bIndex;
    private final double[][] bValue;
    private int count;
    private final double[] work;
    private final boolean[] touched;
    private final int[] touchedRows;
    private final int[] tk;
    private final double[] ta;

    SparseBasis(int rows) {
        m = rows;
        pivotRow = new int[m];
        pivot = new double[m];
        uIndex = new int[m][];
        uValue = new double[m][];
        tIndex = new int[m][];
        tValue = new double[m][];
        bIndex = new int[m][];
        bValue = new double[m][];
        work = new double[m];
        touched = new boolean[m];
        touchedRows = new int[m];
        tk = new int[m];
        ta = new double[m];
    }

    /** How many columns have been taken. */
    int size() {
        return count;
    }

    /** Whether {@code m} independent columns have been taken. */
    boolean complete() {
        return count == m;
    }

    /**
     * Takes the column (entries {@code values} at {@code rows}, no row twice) into the basis if it is independent of
     * those taken; returns whether it was taken.
     */
    boolean offer(int[] rows, double[] values) {
        if (count == m) {
            return false;
        }
        int nz = 0;
        double norm = 0;
        for (int t = 0; t < rows.length; t++) {
            int i = rows[t];
            if (!touched[i]) {
                touched[i] = true;
                touchedRows[nz++] = i;
            }
            work[i] += values[t];
            norm += values[t] * values[t];
        }
        norm = Math.sqrt(norm);
        int multipliers = 0;
        for (int k = 0; k < count; k++) {
            double a = work[pivotRow[k]];
            if (a == 0) {
                continue;
            }
            double alpha = a / pivot[k];
            int[] idx = uIndex[k];
            double[] val = uValue[k];
            for (int t = 0; t < idx.length; t++) {
                int i = idx[t];
                if (!touched[i]) {
                    touched[i] = true;
                    touchedRows[nz++] = i;
                }
                work[i] -= alpha * val[t];
            }
            work[pivotRow[k]] = 0.0; // exactly: the pivot entry is what alpha was chosen to cancel
            tk[multipliers] = k;
            ta[multipliers++] = alpha;
        }
        int best = -1;
        double largest = 0;
        int nonzero = 0;
        for (int t = 0; t < nz; t++) {
            double a = Math.abs(work[touchedRows[t]]);
            if (a > 0) {
                nonzero++;
                if (a > largest) {
                    largest = a;
                    best = touchedRows[t];
                }
            }
        }
        boolean independent = norm > 0 && largest > INDEPENDENT * norm;
        if (independent) {
            int[] idx = new int[nonzero];
            double[] val = new double[nonzero];
            int f = 0;
            for (int t = 0; t < nz; t++) {
                int i = touchedRows[t];
                if (work[i] != 0) {
                    idx[f] = i;
                    val[f++] = work[i];
                }
            }
            pivotRow[count] = best;
            pivot[count] = work[best];
            uIndex[count] = idx;
            uValue[count] = val;
            tIndex[count] = Arrays.copyOf(tk, multipliers);
            tValue[count] = Arrays.copyOf(ta, multipliers);
            bIndex[count] = rows.clone();
            bValue[count] = values.clone();
            count++;
        }
        for (int t = 0; t < nz; t++) {
            int i = touchedRows[t];
            work[i] = 0.0;
            touched[i] = false;
        }
        return independent;
    }

    /** {@code z} with {@code B z = r} (one refinement step); null when a value is not finite or not complete. */
    double[] solve(double[] r) {
        if (!complete()) {
            return null;
        }
        double[] z = solveOnce(r);
        double[] residual = r.clone();
        for (int c = 0; c < m; c++) {
            for (int t = 0; t < bIndex[c].length; t++) {
                residual[bIndex[c][t]] -= bValue[c][t] * z[c];
            }
        }
        double[] dz = solveOnce(residual);
        for (int c = 0; c < m; c++) {
            z[c] += dz[c];
        }
        return finite(z);
    }

    /** {@code y} with {@code Bᵀ y = c} (one refinement step); null when a value is not finite or not complete. */
    double[] solveTransposed(double[] c) {
        if (!complete()) {
            return null;
        }
        double[] y = solveTransposedOnce(c);
        double[] residual = c.clone();
        for (int k = 0; k < m; k++) {
            double dot = 0;
            for (int t = 0; t < bIndex[k].length; t++) {
                dot += bValue[k][t] * y[bIndex[k][t]];
            }
            residual[k] -= dot;
        }
        double[] dy = solveTransposedOnce(residual);
        for (int i = 0; i < m; i++) {
            y[i] += dy[i];
        }
        return finite(y);
    }

    /** {@code U g = r}, then {@code T z = g}. */
    private double[] solveOnce(double[] r) {
        double[] w = r.clone();
        double[] g = new double[m];
        for (int k = 0; k < m; k++) {
            double gk = w[pivotRow[k]] / pivot[k];
            g[k] = gk;
            if (gk != 0) {
                for (int t = 0; t < uIndex[k].length; t++) {
                    w[uIndex[k][t]] -= gk * uValue[k][t];
                }
            }
        }
        for (int c = m - 1; c >= 0; c--) {
            double zc = g[c];
            if (zc != 0) {
                for (int t = 0; t < tIndex[c].length; t++) {
                    g[tIndex[c][t]] -= tValue[c][t] * zc;
                }
            }
        }
        return g;
    }

    /** {@code Tᵀ h = c}, then {@code Uᵀ y = h}. */
    private double[] solveTransposedOnce(double[] c) {
        double[] h = new double[m];
        for (int k = 0; k < m; k++) {
            double sum = c[k];
            for (int t = 0; t < tIndex[k].length; t++) {
                sum -= tValue[k][t] * h[tIndex[k][t]];
            }
            h[k] = sum;
        }
        double[] y = new double[m];
        for (int k = m - 1; k >= 0; k--) {
            double sum = h[k];
            int p = pivotRow[k];
            for (int t = 0; t < uIndex[k].length; t++) {
                int i = uIndex[k][t];
                if (i != p) {
                    sum -= uValue[k][t] * y[i];
                }
            }
            y[p] = sum / pivot[k];
        }
        return y;
    }

    private static double[] finite(double[] v) {
        for (double a : v) {
            if (!Double.isFinite(a)) {
                return null;
            }
        }
        return v;
    }
}
