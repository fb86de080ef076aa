package org.dltexplorer.core.solver.star;

import org.ojalgo.structure.Access1D;

/**
 * A proven upper bound on {@code max c·x + constant} subject to {@code G x ≤ r} and a box {@code lo ≤ x ≤ hi}, from
 * any multipliers {@code y ≥ 0} of the rows, whoever computed them (decision 0019): weak duality over the box,
 * <pre>
 *   max ≤ y·r + Σ_v max(lo_v (c − Gᵀy)_v, hi_v (c − Gᵀy)_v) + constant.
 * </pre>
 * {@link CellRangePricing} and {@link CellEnumerationPricing} certify ojAlgo's linear programs with it.
 */
final class BoxedLpCertificate {

    private BoxedLpCertificate() {
    }

    /**
     * The least of the bounds that ojAlgo's multipliers (clamped at 0, in each row order ojAlgo may list them in) and
     * no multipliers at all prove.
     *
     * @param prices ojAlgo's multipliers of the rows, or null
     * @param solvedRhs the right sides ojAlgo was given (they decide the order it lists its multipliers in), which
     *     may be {@code rhs} shifted with the variables
     */
    static double upper(double[] obj, double constant, double[][] rows, double[] rhs, double[] boxLo, double[] boxHi,
            Access1D<?> prices, double[] solvedRhs) {
        int m = rows.length;
        double upper = lagrangian(obj, constant, rows, rhs, boxLo, boxHi, new double[m]);
        if (prices != null && prices.count() == m) {
            // ojAlgo lists the multipliers of rows with a negative right side after the others (seen, not
            // documented, so each order it may use is tried: any y ≥ 0 certifies, the least is kept)
            for (int[] order : orders(solvedRhs)) {
                double[] y = new double[m];
                for (int i = 0; i < m; i++) {
                    double p = prices.doubleValue(i);
                    y[order[i]] = Double.isFinite(p) ? Math.max(0.0, p) : 0.0;
                }
                upper = Math.min(upper, lagrangian(obj, constant, rows, rhs, boxLo, boxHi, y));
            }
        }
        return upper;
    }

    /**
     * Weak duality over the box: for multipliers {@code y ≥ 0} of the rows {@code G x ≤ r}, every {@code x} in the
     * box meeting them has {@code c·x + constant ≤ y·r + Σ_v max(box ends × (c − Gᵀy)_v) + constant}.
     */
    static double lagrangian(double[] obj, double constant, double[][] rows, double[] rhs, double[] boxLo,
            double[] boxHi, double[] y) {
        double upper = constant;
        for (int i = 0; i < rows.length; i++) {
            upper += y[i] * rhs[i];
        }
        for (int v = 0; v < obj.length; v++) {
            double reduced = obj[v];
            for (int i = 0; i < rows.length; i++) {
                reduced -= y[i] * rows[i][v];
            }
            upper += Math.max(reduced * boxLo[v], reduced * boxHi[v]);
        }
        return upper;
    }

    /** Row orders ojAlgo may give its multipliers in: as given; right sides {@code ≥ 0} first; {@code > 0} first. */
    static int[][] orders(double[] rhs) {
        int m = rhs.length;
        int[][] orders = new int[3][m];
        for (int i = 0; i < m; i++) {
            orders[0][i] = i;
        }
        for (int o = 1; o <= 2; o++) {
            int k = 0;
            for (int i = 0; i < m; i++) {
                if (o == 1 ? rhs[i] >= 0 : rhs[i] > 0) {
                    orders[o][k++] = i;
                }
            }
            for (int i = 0; i < m; i++) {
                if (!(o == 1 ? rhs[i] >= 0 : rhs[i] > 0)) {
                    orders[o][k++] = i;
                }
            }
        }
        return orders;
    }
}
