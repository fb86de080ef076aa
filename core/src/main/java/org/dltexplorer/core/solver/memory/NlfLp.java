package org.dltexplorer.core.solver.memory;

import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * LP NLF of Drozdowski & Wolniewicz (2003), eqs. (13)–(15) for a binomial tree with {@code h} active layers, solved by ojAlgo:
 * <pre>
 *   minimise T  s.t.  α_i A + Σ_{j=1..i} (S + C α_j + C p Σ_{k=j+1..h} (p+1)^(k−j−1) α_k) ≤ T   (i = 0..h),
 *                     α_0 + p Σ_{i=1..h} (1+p)^(i−1) α_i = V,   0 ≤ α_i ≤ B.
 * </pre>
 * The variables are rescaled to layer totals {@code β_i = n_i α_i / V} and times to a typical length, so that all
 * coefficients are near 1 for any {@code V, A, C, S}: the communication of step {@code j} is then
 * {@code S + C V (β_j / n_j + Σ_{k>j} β_k / (p+1)^j)}.
 */
final class NlfLp {

    /** Per-processor loads {@code α_0..α_h} and the makespan, in scenario units. */
    record Solution(double makespan, double[] alpha) {
    }

    private NlfLp() {
    }

    /** The optimum with {@code layers} active layers, or null when LP NLF is infeasible. */
    /**
     * Adds the normalisation {@code Σ β_i = 1} (β_i: share of V taken by layer i), minimises, and turns the layer
     * shares into per-processor loads {@code α_i = V β_i / n_i}; null when the LP has no optimum. Shared by the NLF
     * and LLF LPs, which differ only in their timing constraints.
     */
    static double[] perProcessorLoads(ExpressionsBasedModel model, Variable[] beta, BinomialTree t, double v) {
        Expression total = model.addExpression("load").level(1.0);
        for (Variable x : beta) {
            total.set(x, 1.0);
        }
        Optimisation.Result r = model.minimise();
        if (!r.getState().isOptimal()) {
            return null;
        }
        double[] alpha = new double[beta.length];
        for (int i = 0; i < beta.length; i++) {
            alpha[i] = Math.max(0.0, beta[i].getValue().doubleValue()) * v / t.count(i);
        }
        return alpha;
    }

    static Solution solve(BinomialTree t, int layers) {
        int h = layers;
        double v = t.load();
        double tau = t.a() * v / Math.pow(t.p() + 1.0, h) + h * t.s() + t.c() * v / t.p();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable time = model.addVariable("T").lower(0.0).weight(1.0);
        Variable[] beta = new Variable[h + 1];
        for (int i = 0; i <= h; i++) {
            double upper = t.count(i) * t.b() / v;
            beta[i] = model.addVariable("beta" + i).lower(0.0);
            if (Double.isFinite(upper)) {
                beta[i].upper(upper);
            }
        }
        if (!t.originatorComputes()) {
            beta[0].upper(0.0);
        }
        for (int i = 0; i <= h; i++) {
            Expression e = model.addExpression("finish" + i).upper(-i * t.s() / tau);
            double[] coef = new double[h + 1];
            coef[i] += t.a() * v / t.count(i) / tau;
            for (int j = 1; j <= i; j++) {
                coef[j] += t.c() * v / t.count(j) / tau;
                for (int k = j + 1; k <= h; k++) {
                    coef[k] += t.c() * v / Math.pow(t.p() + 1.0, j) / tau;
                }
            }
            for (int k = 0; k <= h; k++) {
                if (coef[k] != 0) {
                    e.set(beta[k], coef[k]);
                }
            }
            e.set(time, -1.0);
        }
        double[] alpha = perProcessorLoads(model, beta, t, v);
        return alpha == null ? null : new Solution(makespan(t, alpha), alpha);
    }

    /** The NLF makespan of per-processor loads {@code α}, recomputed from eq. (13). */
    static double makespan(BinomialTree t, double[] alpha) {
        int h = alpha.length - 1;
        double end = t.a() * alpha[0];
        double clock = 0;
        for (int i = 1; i <= h; i++) {
            clock += t.s() + t.c() * subtreeLoad(t, alpha, i);
            end = Math.max(end, clock + t.a() * alpha[i]);
        }
        return end;
    }

    /** What one processor of layer {@code j} receives: its own load and that of its descendants. */
    static double subtreeLoad(BinomialTree t, double[] alpha, int j) {
        double x = alpha[j];
        for (int k = j + 1; k < alpha.length; k++) {
            x += t.p() * Math.pow(t.p() + 1.0, k - j - 1) * alpha[k];
        }
        return x;
    }
}
