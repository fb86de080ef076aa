package org.dltexplorer.core.solver.karytree;

import java.util.Optional;

/**
 * The multi-installment loads of Ko & Robertazzi (2003), §V (eqs. (57)–(90)), with per-node {@code w}, {@code z}. Primed symbols
 * are taken in receive order ({@link ReceiveOrder}).
 *
 * <ul>
 *   <li>Within level {@code j}: {@code α'_{n,j} = Π_{m<n} X_{m,j}^{-1}·α'_{0,j}} with
 *       {@code X_{m,j} = (w'_{m+1}Tcp + z'_{m+1}Tcm)/(w'_mTcp + z'_mTsol)} (eqs. (60), (64)). The printed (63)
 *       ends in {@code X_{K^j-1,j}}; it must be {@code X_{K^j-2,j}}.</li>
 *   <li>Between levels: {@code α'_{0,j} = Y_j·α'_{0,j+1}} with {@code Y_j} of eqs. (74)–(75) for
 *       {@code j = 1..L-1} and {@code Y_0} of eq. (80).</li>
 *   <li>Normalisation (87)–(88), finish time (89): {@code T = α'_{0,0}w_{0,0}Tcp}.</li>
 * </ul>
 * The denominator of {@code Y_j}, {@code w'_{0,j}Tcp − Σ_{n≥1} α'_{n,j}/α'_{0,j}·z'_{n,j}Tcm}, is the time the first
 * processor of level {@code j} has left after the rest of its level has received; when it is not positive (a wide
 * level with relatively slow links, e.g. {@code L = K = 4}, {@code z = 0.05}) the formulas give negative loads and
 * there is no schedule of this form. The paper still prints a value for {@code L = K = 4} in Table 2 (20.8299%);
 * it comes from such negative loads.
 */
final class MultiInstallmentLoads {

    /**
     * The denominator of eqs. (74)–(75), {@code w'_{0,j}Tcp − Σ_{n≥1} α'_{n,j}/α'_{0,j}·z'_{n,j}Tcm}, is a difference
     * of two sums that may be equal: with identical processors it is {@code w'Tcp·g^(K^j−1)},
     * {@code g = wTcp/(wTcp + zTcm)}, positive but far below the rounding of its terms (a binary tree with
     * {@code z/w = 630} has {@code 2.5·10^-20} of them at level 3), so its sign came from the rounding and the same tree
     * was infeasible in some units and feasible in others (fuzz seeds 28 and 29: computed as {@code −10^-16} to
     * {@code −10^-15} of the terms). Within this fraction of the terms compared ({@code w'_{0,j}Tcp} plus the sum,
     * about 2^-33: the rounding of a sum of up to 4^10 terms, each a product of as many ratios, is below it) it counts
     * as 0 from above: the levels below get no load, which is the limit of the formulas' loads, and the schedule is
     * the same in every unit. Beyond it, a negative denominator means no schedule of this form.
     */
    static final double BOUNDARY = 1e-10;

    /**
     * The loads (by processor id) and the closed-form finish time, with the reason they are no schedule if so.
     *
     * @param alpha load of each processor as the formulas give it (negative ones included)
     * @param predictedFinish eq. (89), evaluated even when some loads are negative (as the paper's Table 2 does)
     * @param infeasibility why the loads are not a schedule (some are negative), or null
     */
    record Result(double[] alpha, double predictedFinish, String infeasibility) {

        Optional<String> reason() {
            return Optional.ofNullable(infeasibility);
        }
    }

    private MultiInstallmentLoads() {
    }

    static Result solve(KaryInstance in) {
        int levels = in.tree().levels();
        int n = in.size();
        double[] a = in.a();
        double[] c = in.c();
        double[] r = in.r();
        if (levels == 0) {
            double[] alpha = {in.load()};
            return new Result(alpha, in.load() * a[0], null);
        }
        int[][] order = new int[levels + 1][];
        double[][] g = new double[levels + 1][]; // g[j][n] = α'_{n,j}/α'_{0,j}
        for (int j = 1; j <= levels; j++) {
            order[j] = ReceiveOrder.level(in.tree(), j);
            int[] ids = order[j];
            g[j] = new double[ids.length];
            g[j][0] = 1.0;
            for (int m = 0; m + 1 < ids.length; m++) {
                double x = (a[ids[m + 1]] + c[ids[m + 1]]) / (a[ids[m]] + r[ids[m]]); // eq. (60)
                g[j][m + 1] = g[j][m] / x;
            }
        }
        // y[j] = α'_{0,j}/α'_{0,j+1}
        double[] y = new double[levels];
        String reason = null;
        {
            int[] ids = order[1];
            int last = ids[ids.length - 1];
            double num = 0;
            for (int m = 0; m < ids.length; m++) {
                num += g[1][m] * c[ids[m]];
            }
            num += g[1][ids.length - 1] * (a[last] + r[last]);
            y[0] = num / a[0]; // eq. (80)
        }
        for (int j = 1; j < levels; j++) {
            int[] here = order[j];
            int[] below = order[j + 1];
            double sent = 0;
            for (int m = 1; m < here.length; m++) {
                sent += g[j][m] * c[here[m]];
            }
            double den = a[here[0]] - sent;
            boolean vanishing = Math.abs(den) <= BOUNDARY * (a[here[0]] + sent);
            if (!(den > 0) && !vanishing && reason == null) {
                reason = "the multi-installment formulas (eq. (74)-(75), Ko & Robertazzi (2003)) give negative loads from level "
                        + (j + 1) + " on: the first processor of level " + j + " would finish computing before the "
                        + "rest of its level has received its load (w'Tcp - sum z'Tcm = " + den + " <= 0)";
            }
            int lastBelow = below[below.length - 1];
            double num = c[here[0]]; // the gap α'_{0,j+1}z'_{0,j}Tcm
            for (int m = 0; m < below.length; m++) {
                num += g[j + 1][m] * c[below[m]];
            }
            num += g[j + 1][below.length - 1] * (a[lastBelow] + r[lastBelow] + r[here[here.length - 1]]);
            // on the boundary the levels below get a vanishing share (as den → 0+): none
            y[j] = vanishing ? Double.POSITIVE_INFINITY : num / den; // eqs. (74)-(75)
        }
        // α'_{n,l} = g[l][n]·Π_{j<l} y_j^{-1}·α_{0,0} (eq. (86)), normalised by eq. (87)
        double[] relative = new double[n];
        relative[0] = 1.0;
        double scale = 1.0;
        double sum = 1.0;
        for (int l = 1; l <= levels; l++) {
            scale /= y[l - 1];
            for (int m = 0; m < order[l].length; m++) {
                relative[order[l][m]] = g[l][m] * scale;
                sum += g[l][m] * scale;
            }
        }
        double[] alpha = new double[n];
        double root = in.load() / sum;
        for (int i = 0; i < n; i++) {
            alpha[i] = relative[i] * root;
            if (alpha[i] < 0 && reason == null) {
                reason = "the multi-installment formulas (Ko & Robertazzi 2003, §V) give processor " + i + " a negative load "
                        + alpha[i];
            }
        }
        return new Result(alpha, root * a[0], reason);
    }
}
