package org.dltexplorer.core.solver.lp;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.ojalgo.matrix.decomposition.LU;
import org.ojalgo.matrix.store.MatrixStore;
import org.ojalgo.matrix.store.R064Store;

/**
 * The vertex ojAlgo stopped at, recomputed to full double precision from its basis, with its multipliers.
 *
 * <p>ojAlgo's simplex decides feasibility with an absolute tolerance of about {@code 10^-8} and rounds its solution
 * to 14 decimals ({@code options.feasibility}, {@code options.solution}), so a row whose terms are {@code 10^-7} in
 * size (a tree's arrival times when links are fast) is met only to a relative {@code 10^-1}..{@code 10^-7}, and no
 * certificate at {@link LpCertificate#TOLERANCE} could pass even at the right vertex. Its combinatorial answer, which
 * constraints are tight, is what it gets right or wrong; the numbers are recomputed here:
 * <ol>
 *   <li>with a slack {@code s_r = a_rᵀx} per row, the program is {@code [A −I](x, s) = 0} with bounds on
 *       {@code (x, s)}; columns are ranked by how far their value lies inside its bounds (absolutely, as ojAlgo's
 *       tolerances are, a row's slack divided by its largest coefficient), and the first {@code m} linearly
 *       independent ones (Gram–Schmidt) form the basis {@code B};</li>
 *   <li>every other column is set to its nearest bound, {@code B z_B = −N z_N} is solved by a dense LU (ojAlgo's
 *       matrix package) with one step of iterative refinement, and {@code Bᵀy = c_B} gives the row multipliers
 *       (Chvátal (1983), ch. 7: the revised simplex's two systems at its final basis).</li>
 * </ol>
 * Nothing here is trusted either: a wrong basis gives a point or multipliers the certificate refuses. Beyond
 * {@link #MAX_ROWS} rows the dense work ({@code m²} per column tried) is not done.
 */
final class BasisPolish {

    /**
     * Programs with more rows are not polished. The Gram–Schmidt costs about {@code 4m²} per column tried, some
     * {@code 10^7}–{@code 10^8} operations here (tens of ms); at 700 rows a graph of 200 nodes with results returned,
     * whose local search solves dozens of tree LPs of about 600 rows, took minutes instead of seconds.
     */
    static final int MAX_ROWS = 150;
    /** A column whose part outside the span of those chosen is below this fraction of its length is dependent. */
    private static final double INDEPENDENT = 1e-9;

    /** The polished point and its row multipliers. */
    record Vertex(double[] x, double[] y) {
    }

    private BasisPolish() {
    }

    /** The vertex of the basis that {@code x} suggests, or null when none is found (or the program is too large). */
    static Vertex of(LinearProgram lp, double[] x) {
        int n = lp.variables();
        int m = lp.rows();
        if (m == 0 || m > MAX_ROWS) {
            return null;
        }
        double[] s = new double[m];
        for (int r = 0; r < m; r++) {
            for (int t = 0; t < lp.rowIndex[r].length; t++) {
                s[r] += lp.rowValue[r][t] * x[lp.rowIndex[r][t]];
            }
        }
        double[] inside = new double[n + m];
        double[] value = new double[n + m];
        double[] lo = new double[n + m];
        double[] up = new double[n + m];
        for (int k = 0; k < n + m; k++) {
            boolean structural = k < n;
            value[k] = structural ? x[k] : s[k - n];
            lo[k] = structural ? lp.lower[k] : lp.rowLower[k - n];
            up[k] = structural ? lp.upper[k] : lp.rowUpper[k - n];
            // in the units of x: a row's slack divided by its largest coefficient (ojAlgo's tolerances are absolute)
            inside[k] = Math.min(value[k] - lo[k], up[k] - value[k]) / (structural ? 1.0 : lp.rowScale(k - n));
        }
        double[][] columns = columns(lp);
        Integer[] order = new Integer[n + m];
        for (int k = 0; k < order.length; k++) {
            order[k] = k;
        }
        Arrays.sort(order, Comparator.comparingDouble((Integer k) -> inside[k]).reversed());
        int[] basis = independent(columns, order, n, m);
        if (basis == null) {
            return null;
        }
        boolean[] basic = new boolean[n + m];
        for (int k : basis) {
            basic[k] = true;
        }
        double[] rhs = new double[m];
        for (int k = 0; k < n + m; k++) {
            if (basic[k]) {
                continue;
            }
            double z = Math.abs(value[k] - lo[k]) <= Math.abs(up[k] - value[k]) ? lo[k] : up[k];
            if (Double.isInfinite(z)) {
                z = value[k];
            }
            value[k] = z;
            if (k < n) {
                for (int t = 0; t < columns[k].length; t += 2) {
                    rhs[(int) columns[k][t]] -= columns[k][t + 1] * z;
                }
            } else {
                rhs[k - n] += z;
            }
        }
        R064Store b = R064Store.FACTORY.make(m, m);
        for (int c = 0; c < m; c++) {
            int k = basis[c];
            if (k < n) {
                for (int t = 0; t < columns[k].length; t += 2) {
                    b.set((int) columns[k][t], c, columns[k][t + 1]);
                }
            } else {
                b.set(k - n, c, -1.0);
            }
        }
        double[] zb = solve(b, rhs);
        double[] cb = new double[m];
        for (int c = 0; c < m; c++) {
            cb[c] = basis[c] < n ? lp.cost[basis[c]] : 0.0;
        }
        double[] y = solve(b.transpose().copy(), cb);
        if (zb == null || y == null) {
            return null;
        }
        double[] polished = new double[n];
        for (int j = 0; j < n; j++) {
            polished[j] = value[j];
        }
        for (int c = 0; c < m; c++) {
            if (basis[c] < n) {
                polished[basis[c]] = zb[c];
            }
        }
        return new Vertex(polished, y);
    }

    /** Each structural column as pairs (row, coefficient). */
    private static double[][] columns(LinearProgram lp) {
        int n = lp.variables();
        int[] count = new int[n];
        for (int[] idx : lp.rowIndex) {
            for (int j : idx) {
                count[j]++;
            }
        }
        double[][] col = new double[n][];
        for (int j = 0; j < n; j++) {
            col[j] = new double[2 * count[j]];
        }
        int[] fill = new int[n];
        for (int r = 0; r < lp.rows(); r++) {
            for (int t = 0; t < lp.rowIndex[r].length; t++) {
                int j = lp.rowIndex[r][t];
                col[j][fill[j]++] = r;
                col[j][fill[j]++] = lp.rowValue[r][t];
            }
        }
        return col;
    }

    /** The first {@code m} linearly independent columns in {@code order}, or null when they span less. */
    private static int[] independent(double[][] columns, Integer[] order, int n, int m) {
        List<double[]> q = new ArrayList<>(m);
        int[] chosen = new int[m];
        int count = 0;
        for (int k : order) {
            double[] v = new double[m];
            if (k < n) {
                for (int t = 0; t < columns[k].length; t += 2) {
                    v[(int) columns[k][t]] += columns[k][t + 1];
                }
            } else {
                v[k - n] = -1.0;
            }
            double norm = norm(v);
            if (norm == 0) {
                continue;
            }
            for (int pass = 0; pass < 2; pass++) {
                for (double[] e : q) {
                    double dot = 0;
                    for (int i = 0; i < m; i++) {
                        dot += e[i] * v[i];
                    }
                    if (dot != 0) {
                        for (int i = 0; i < m; i++) {
                            v[i] -= dot * e[i];
                        }
                    }
                }
            }
            double rest = norm(v);
            if (rest > INDEPENDENT * norm) {
                for (int i = 0; i < m; i++) {
                    v[i] /= rest;
                }
                q.add(v);
                chosen[count++] = k;
                if (count == m) {
                    return chosen;
                }
            }
        }
        return null;
    }

    private static double norm(double[] v) {
        double sum = 0;
        for (double a : v) {
            sum += a * a;
        }
        return Math.sqrt(sum);
    }

    /** {@code B z = rhs} by LU with one step of iterative refinement; null when {@code B} is singular. */
    private static double[] solve(MatrixStore<Double> b, double[] rhs) {
        LU<Double> lu = LU.R064.make(b);
        if (!lu.decompose(b) || !lu.isSolvable()) {
            return null;
        }
        MatrixStore<Double> z = lu.getSolution(R064Store.FACTORY.column(rhs));
        double[] sol = new double[rhs.length];
        for (int i = 0; i < sol.length; i++) {
            sol[i] = z.doubleValue(i);
        }
        double[] residual = new double[rhs.length];
        for (int i = 0; i < rhs.length; i++) {
            double sum = rhs[i];
            for (int c = 0; c < rhs.length; c++) {
                sum -= b.doubleValue(i, c) * sol[c];
            }
            residual[i] = sum;
        }
        MatrixStore<Double> dz = lu.getSolution(R064Store.FACTORY.column(residual));
        for (int i = 0; i < sol.length; i++) {
            sol[i] += dz.doubleValue(i);
            if (!Double.isFinite(sol[i])) {
                return null;
            }
        }
        return sol;
    }
}
