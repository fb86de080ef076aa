package org.dltexplorer.core.solver.karytree;

import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.lp.CertifiedLp;
import org.dltexplorer.core.solver.lp.LpAnswer;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;

/**
 * The best split of one unit of load between a parent and its K children (collapsed to equivalent processors) under
 * the sequential policy of Ko & Robertazzi (2003), §IV: sends left to right, reports collected in the same order,
 * one at a time. It replaces the equal-finish split of eqs. (42)–(44) where that split is no schedule of the reading
 * in force (with {@code collect = "after-sends"} its first report would reach the parent while the parent is still
 * sending to later children) or is not the fastest (slow reports on heterogeneous links).
 *
 * <p>The split minimises {@code T} subject to {@code α + Σ x_m = 1}, {@code T ≥ A α} and the children's port
 * timeline finishing by {@code T}. The parent's part is separable: in time {@code T} the parent computes {@code T/A}
 * and the children, every constraint scaling with the load, at most {@code T·X*}, where {@code X*} is the most load
 * the children can take and report within one unit of time. Hence
 * <pre>
 *   T = A / (1 + A·X*),   α = 1 / (1 + A·X*),   x_m = A·x*_m / (1 + A·X*)      ({@code T = 1/X*} when A = 0)
 * </pre>
 * and only {@code X*} needs an LP, one that does not contain {@code A}:
 * <pre>
 *   max Σ x_m   s.t.  σ_0 ≥ 0,  σ_{m+1} ≥ σ_m + C_m x_m                  (sends back to back)
 *                     ρ_m ≥ σ_m + (C_m + A^eq_m) x_m                      (a child reports when its subtree is done)
 *                     ρ_{m+1} ≥ ρ_m + R_m x_m                             (reports in order, one at a time)
 *                     ρ_0 ≥ σ_{K-1} + C_{K-1} x_{K-1}                     (after-sends only: reports after the last send)
 *                     ρ_{K-1} + R_{K-1} x_{K-1} ≤ 1                        (the children are done in one unit of time)
 * </pre>
 * Why not the whole split as one LP (as until session 11): where the parent is far faster than its links (fuzz seed
 * 44: {@code A/R = 7.7·10^-10}) the children's shares are {@code 10^-9} of the load, below ojAlgo's absolute
 * tolerances, so its optimum moved with the last bits of the parameters: 9 % apart across units, and worse than the
 * parent alone although called optimal. Here the LP's values are of the children's own scale, the parent's share
 * comes from the formula above with full relative precision, and the LP's answer is certified by duality
 * ({@link CertifiedLp}); a split it cannot prove is marked so.
 */
final class PortBoundSplit {

    /**
     * @param own the parent's fraction α
     * @param children the children's fractions {@code x_m}
     * @param time the subtree's time per unit of load, {@code w^eq·Tcp}
     * @param certified false only for an LP split whose optimum the certificate did not prove (a closed-form split
     *        claims no optimum of its own: the collapse compares it with the LP's)
     */
    record Split(double own, double[] children, double time, boolean certified) {
    }

    private PortBoundSplit() {
    }

    /**
     * The time per unit of a split, each message as early as the policy allows: sends back to back, a child's report
     * once its subtree is done and the previous report (and, after sends, the last send) has ended.
     */
    static double timeOf(double a, double alpha, double[] aEq, double[] c, double[] r, double[] x, boolean afterSends) {
        return Math.max(a * alpha, reported(aEq, c, r, x, afterSends));
    }

    /** When the children's last report of the loads {@code x} has reached the parent, sent from time 0. */
    private static double reported(double[] aEq, double[] c, double[] r, double[] x, boolean afterSends) {
        int k = x.length;
        double sent = 0;
        double[] ready = new double[k];
        for (int m = 0; m < k; m++) {
            sent += c[m] * x[m];
            ready[m] = sent + aEq[m] * x[m];
        }
        double port = afterSends ? sent : 0;
        for (int m = 0; m < k; m++) {
            port = Math.max(port, ready[m]) + r[m] * x[m];
        }
        return port;
    }

    /**
     * @param a the parent's compute time per unit (0 when it does not compute)
     * @param aEq the children's equivalent compute times per unit
     * @param c the children's link transfer times per unit
     * @param r the children's link return times per unit
     * @param afterSends whether reports may start only after the last send ({@code collect = "after-sends"})
     */
    static Split solve(double a, double[] aEq, double[] c, double[] r, boolean afterSends) {
        int k = aEq.length;
        // the children's LP in units of their largest time per unit, where ojAlgo's tolerances fit
        double unit = 0;
        for (int m = 0; m < k; m++) {
            unit = Math.max(unit, Math.max(aEq[m], Math.max(c[m], r[m])));
        }
        if (unit == 0) {
            // children that take no time take everything at once
            double[] x = new double[k];
            java.util.Arrays.fill(x, 1.0 / k);
            return new Split(0, x, 0, true);
        }
        if (Double.isInfinite(unit)) {
            unit = 1;
        }
        Capacity most = capacity(scaled(aEq, unit, aEq, c, r), scaled(c, unit, aEq, c, r), scaled(r, unit, aEq, c, r),
                afterSends);
        // x*: the LP's loads rescaled so that, replayed in the caller's units, the last report ends at exactly 1
        double port = reported(aEq, c, r, most.x(), afterSends);
        double[] xs = new double[k];
        double total = 0;
        for (int m = 0; m < k; m++) {
            xs[m] = most.x()[m] / port;
            total += xs[m];
        }
        double alpha;
        double[] children = new double[k];
        if (a > 0) {
            double denominator = 1 + a * total;
            alpha = 1 / denominator;
            for (int m = 0; m < k; m++) {
                children[m] = a * xs[m] / denominator;
            }
        } else {
            alpha = 0;
            for (int m = 0; m < k; m++) {
                children[m] = xs[m] / total;
            }
        }
        return new Split(alpha, children, timeOf(a, alpha, aEq, c, r, children, afterSends), most.certified());
    }

    /** The children's loads of the LP's optimum (in its units) and whether its certificate proves it. */
    private record Capacity(double[] x, boolean certified) {
    }

    /**
     * A child's time per unit ({@code C}, {@code A^eq} or {@code R}) below this fraction of its own largest is 0 to the
     * LP: ojAlgo, given a row with {@code 10^-16} or {@code 10^-185} beside 1, called the capacity LP infeasible
     * although {@code x = 0} is a solution (fuzz seed 1101, {@code R = 3.5·10^-17} and {@code 7.9·10^-185} beside
     * {@code A ≈ 2}, refused in some units only). Relative to the child's own largest time, so the child's load stays
     * bounded and the dropped term is at most 10^-12 of its time. The split's time is replayed with the true values
     * ({@link #timeOf}).
     */
    private static final double NEGLIGIBLE_TIME = 1e-12;

    private static double[] scaled(double[] x, double unit, double[] aEq, double[] c, double[] r) {
        double[] y = new double[x.length];
        for (int m = 0; m < x.length; m++) {
            double own = Math.max(aEq[m], Math.max(c[m], r[m]));
            y[m] = x[m] < NEGLIGIBLE_TIME * own ? 0.0 : x[m] / unit;
        }
        return y;
    }

    /** The most load the children take and report within one unit of time: {@code X*} and its loads. */
    private static Capacity capacity(double[] aEq, double[] c, double[] r, boolean afterSends) {
        int k = aEq.length;
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable[] x = new Variable[k];
        Variable[] sigma = new Variable[k];
        Variable[] rho = new Variable[k];
        for (int m = 0; m < k; m++) {
            x[m] = model.addVariable("x" + m).lower(0).weight(1);
            sigma[m] = model.addVariable("sigma" + m).lower(0);
            rho[m] = model.addVariable("rho" + m).lower(0);
        }
        for (int m = 0; m < k; m++) {
            if (m > 0) {
                model.addExpression("send" + m).lower(0).set(sigma[m], 1).set(sigma[m - 1], -1).set(x[m - 1], -c[m - 1]);
                model.addExpression("report" + m).lower(0).set(rho[m], 1).set(rho[m - 1], -1).set(x[m - 1], -r[m - 1]);
            }
            model.addExpression("done" + m).lower(0).set(rho[m], 1).set(sigma[m], -1).set(x[m], -(c[m] + aEq[m]));
        }
        if (afterSends) {
            model.addExpression("afterSends").lower(0).set(rho[0], 1).set(sigma[k - 1], -1).set(x[k - 1], -c[k - 1]);
        }
        model.addExpression("collected").upper(1).set(rho[k - 1], 1).set(x[k - 1], r[k - 1]);
        LpAnswer answer = CertifiedLp.maximise(model);
        if (!answer.hasSolution()) {
            throw new ScenarioRefusedException("the LP that splits a K-ary subtree's load was not solved ("
                    + answer.solverState() + "): its smallest time per unit is "
                    + String.format(java.util.Locale.ROOT, "%.1e", span(aEq, c, r)) + " of its largest, beyond what "
                    + "the LP solver resolves; use collect \"while-sending\" or parameters closer together");
        }
        double[] xs = new double[k];
        boolean any = false;
        for (int m = 0; m < k; m++) {
            xs[m] = Math.max(0, x[m].getValue().doubleValue());
            any |= xs[m] > 0;
        }
        if (!any) {
            throw new ScenarioRefusedException("the LP that splits a K-ary subtree's load gave its children nothing: "
                    + "its smallest time per unit is " + String.format(java.util.Locale.ROOT, "%.1e", span(aEq, c, r))
                    + " of its largest, beyond what the LP solver resolves");
        }
        return new Capacity(xs, answer.certified());
    }

    /** The smallest positive time per unit, relative to the largest (1 after scaling). */
    private static double span(double[] aEq, double[] c, double[] r) {
        double least = 1;
        for (int m = 0; m < aEq.length; m++) {
            for (double x : new double[] {aEq[m], c[m], r[m]}) {
                if (x > 0) {
                    least = Math.min(least, x);
                }
            }
        }
        return least;
    }
}
