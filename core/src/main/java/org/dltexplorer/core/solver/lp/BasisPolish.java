package org.dltexplorer.core.solver.lp;

import java.util.Arrays;
import java.util.Comparator;

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
 *       independent ones form the basis {@code B}, factored sparse as they are chosen ({@link SparseBasis});</li>
 *   <li>every other column is set to its nearest bound, {@code B z_B = −N z_N} is solved with one step of iterative
 *       refinement, and {@code Bᵀy = c_B} gives the row multipliers (Chvátal (1983), ch. 7: the revised simplex's
 *       two systems at its final basis).</li>
 * </ol>
 * Nothing here is trusted either: a wrong basis gives a point or multipliers the certificate refuses.
 */
final class BasisPolish {

    /**
     * Programs with more rows are not polished. Until session 10 a dense Gram–Schmidt chose the basis ({@code 4m²}
     * per column tried) and the limit was 150 rows: at 700 a graph of 200 nodes with results returned took minutes.
     * The sparse factorisation polishes a one-port tree LP of 1500 rows (500 nodes) in about 50 ms and one of 3000
     * rows in about 60 ms; ojAlgo's own solve of such LPs takes seconds, so this limit only bounds memory and the
     * worst case of fill-in in programs that are not nearly triangular.
     */
    static final int MAX_ROWS = 5000;

    /** A column this close to a bound (relative to the largest {@code |x_j|}) is taken to be at it. */
    private static final double DEGENERATE = 1e-12;
    /** A column this far inside its bounds (relative to the largest {@code |x_j|}) is basic at this vertex. */
    private static final double INSIDE = 1e-6;

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
        int[][] columnRows = new int[n][];
        double[][] columnValues = new double[n][];
        columns(lp, columnRows, columnValues);
        Integer[] order = new Integer[n + m];
        for (int k = 0; k < order.length; k++) {
            order[k] = k;
        }
        // Columns are offered in three groups. (1) Clearly inside their bounds (by more than INSIDE of the largest
        // |x_j|): every basis of this vertex holds them, so their order only decides the factorisation's fill, and
        // the sparsest come first (a star's makespan T, in every row, offered first filled every later column: 7 s
        // at 3000 rows). (2) Near a bound: the furthest inside first, as ojAlgo's absolute tolerances leave them.
        // (3) Within round-off of a bound (DEGENERATE): structural columns before slacks, sparsest first; a load of
        // 10^-200 in a long star is basic in the optimum but lay less far inside its bound than the round-off of the
        // tight rows' slacks, and with the slacks basic the multipliers had the wrong signs at the optimum itself.
        double largest = 0;
        for (int j = 0; j < n; j++) {
            largest = Math.max(largest, Math.abs(x[j]));
        }
        int[] group = new int[n + m];
        int[] count = new int[n + m];
        for (int k = 0; k < n + m; k++) {
            group[k] = inside[k] > INSIDE * largest ? 0 : inside[k] > DEGENERATE * largest ? 1 : 2;
            count[k] = k < n ? columnRows[k].length : 1;
        }
        Arrays.sort(order, Comparator.comparingInt((Integer k) -> group[k])
                .thenComparingDouble(k -> group[k] == 1 ? -inside[k] : 0.0)
                .thenComparingInt(k -> group[k] == 2 && k >= n ? 1 : 0)
                .thenComparingInt(k -> count[k]));
        SparseBasis factored = new SparseBasis(m);
        int[] basis = new int[m];
        int[] slackRow = new int[1];
        double[] slackValue = {-1.0};
        for (int k : order) {
            boolean taken;
            if (k < n) {
                taken = factored.offer(columnRows[k], columnValues[k]);
            } else {
                slackRow[0] = k - n;
                taken = factored.offer(slackRow, slackValue);
            }
            if (taken) {
                basis[factored.size() - 1] = k;
                if (factored.complete()) {
                    break;
                }
            }
        }
        if (!factored.complete()) {
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
                for (int t = 0; t < columnRows[k].length; t++) {
                    rhs[columnRows[k][t]] -= columnValues[k][t] * z;
                }
            } else {
                rhs[k - n] += z;
            }
        }
        double[] zb = factored.solve(rhs);
        double[] cb = new double[m];
        for (int c = 0; c < m; c++) {
            cb[c] = basis[c] < n ? lp.cost[basis[c]] : 0.0;
        }
        double[] y = factored.solveTransposed(cb);
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

    /** Each structural column, its rows and coefficients (a row appearing twice in a row's entries is summed). */
    private static void columns(LinearProgram lp, int[][] rows, double[][] values) {
        int n = lp.variables();
        int[] count = new int[n];
        for (int[] idx : lp.rowIndex) {
            for (int j : idx) {
                count[j]++;
            }
        }
        for (int j = 0; j < n; j++) {
            rows[j] = new int[count[j]];
            values[j] = new double[count[j]];
        }
        int[] fill = new int[n];
        for (int r = 0; r < lp.rows(); r++) {
            for (int t = 0; t < lp.rowIndex[r].length; t++) {
                int j = lp.rowIndex[r][t];
                rows[j][fill[j]] = r;
                values[j][fill[j]++] = lp.rowValue[r][t];
            }
        }
    }
}
