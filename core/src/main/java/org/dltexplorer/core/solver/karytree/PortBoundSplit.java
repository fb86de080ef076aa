package org.dltexplorer.core.solver.karytree;

import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.lp.CertifiedLp;
import org.dltexplorer.core.solver.lp.LpAnswer;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;

/**
 * The best split of one unit of load between a parent and its K children (collapsed to equivalent processors) under
 * the sequential policy of Ko & Robertazzi (2003), §IV: sends left to right, reports collected in the same order,
 * one at a time. It replaces the equal-finish split of eqs. (42)–(44) where that split is no schedule of the reading
 * in force (with {@code collect = "after-sends"} its first report would reach the parent while the parent is still
 * sending to later children) or is not the fastest (slow reports on heterogeneous links). The split is the optimum of
 * the LP
 * <pre>
 *   min T   s.t.  α + Σ x_m = 1,
 *                 σ_0 ≥ 0,  σ_{m+1} ≥ σ_m + C_m x_m                    (sends back to back)
 *                 ρ_m ≥ σ_m + (C_m + A^eq_m) x_m                        (a child reports when its subtree is done)
 *                 ρ_{m+1} ≥ ρ_m + R_m x_m                               (reports in order, one at a time)
 *                 ρ_0 ≥ σ_{K-1} + C_{K-1} x_{K-1}                       (after-sends only: reports after the last send)
 *                 T ≥ ρ_{K-1} + R_{K-1} x_{K-1},  T ≥ A α                (the subtree is done)
 * </pre>
 * solved through {@link CertifiedLp}: a split whose optimum is not certified says so ({@link Split#certified}), and
 * the tree's answer is then feasible, not optimal. Every constraint scales with the load, so the subtree still collapses to an equivalent
 * processor of inverse speed {@code T}.
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
        return Math.max(a * alpha, port);
    }

    /**
     * @param a the parent's compute time per unit (0 when it does not compute)
     * @param aEq the children's equivalent compute times per unit
     * @param c the children's link transfer times per unit
     * @param r the children's link return times per unit
     * @param afterSends whether reports may start only after the last send ({@code collect = "after-sends"})
     */
    static Split solve(double a, double[] aEq, double[] c, double[] r, boolean afterSends) {
        // the split is the same in any time unit; in units of the largest time per unit ojAlgo's tolerances fit
        double unit = Math.abs(a);
        for (int m = 0; m < aEq.length; m++) {
            unit = Math.max(unit, Math.max(aEq[m], Math.max(c[m], r[m])));
        }
        if (!(unit > 0) || Double.isInfinite(unit)) {
            unit = 1;
        }
        Split s = solveScaled(a / unit, divide(aEq, unit), divide(c, unit), divide(r, unit), afterSends);
        return new Split(s.own(), s.children(), timeOf(a, s.own(), aEq, c, r, s.children(), afterSends), s.certified());
    }

    private static double[] divide(double[] x, double unit) {
        double[] y = new double[x.length];
        for (int m = 0; m < x.length; m++) {
            y[m] = x[m] / unit;
        }
        return y;
    }

    private static Split solveScaled(double a, double[] aEq, double[] c, double[] r, boolean afterSends) {
        int k = aEq.length;
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable own = model.addVariable("alpha").lower(0);
        if (a == 0) {
            own.upper(0);
        }
        Variable time = model.addVariable("T").lower(0).weight(1);
        Variable[] x = new Variable[k];
        Variable[] sigma = new Variable[k];
        Variable[] rho = new Variable[k];
        for (int m = 0; m < k; m++) {
            x[m] = model.addVariable("x" + m).lower(0);
            sigma[m] = model.addVariable("sigma" + m).lower(0);
            rho[m] = model.addVariable("rho" + m).lower(0);
        }
        Expression total = model.addExpression("normalisation").level(1).set(own, 1);
        for (int m = 0; m < k; m++) {
            total.set(x[m], 1);
            if (m > 0) {
                model.addExpression("send" + m).lower(0).set(sigma[m], 1).set(sigma[m - 1], -1).set(x[m - 1], -c[m - 1]);
                model.addExpression("report" + m).lower(0).set(rho[m], 1).set(rho[m - 1], -1).set(x[m - 1], -r[m - 1]);
            }
            model.addExpression("done" + m).lower(0).set(rho[m], 1).set(sigma[m], -1).set(x[m], -(c[m] + aEq[m]));
        }
        if (afterSends) {
            model.addExpression("afterSends").lower(0).set(rho[0], 1).set(sigma[k - 1], -1).set(x[k - 1], -c[k - 1]);
        }
        model.addExpression("collected").lower(0).set(time, 1).set(rho[k - 1], -1).set(x[k - 1], -r[k - 1]);
        model.addExpression("computed").lower(0).set(time, 1).set(own, -a);
        LpAnswer result = CertifiedLp.minimise(model);
        if (!result.hasSolution()) {
            throw new ScenarioRefusedException("the LP that splits a K-ary subtree's load under collect \"after-sends\" "
                    + "was not solved (" + result.solverState() + "): its smallest time per unit is "
                    + String.format(java.util.Locale.ROOT, "%.1e", span(a, aEq, c, r)) + " of its largest, beyond what "
                    + "the LP solver resolves; use collect \"while-sending\" or parameters closer together");
        }
        double[] xs = new double[k];
        double sum = Math.max(0, own.getValue().doubleValue());
        for (int m = 0; m < k; m++) {
            xs[m] = Math.max(0, x[m].getValue().doubleValue());
            sum += xs[m];
        }
        // renormalise the solver's rounding so the loads add up to exactly one unit
        for (int m = 0; m < k; m++) {
            xs[m] /= sum;
        }
        double alpha = Math.max(0, own.getValue().doubleValue()) / sum;
        return new Split(alpha, xs, timeOf(a, alpha, aEq, c, r, xs, afterSends), result.certified());
    }

    /** The smallest positive time per unit, relative to the largest (1 after scaling). */
    private static double span(double a, double[] aEq, double[] c, double[] r) {
        double least = a > 0 ? a : 1;
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
