package org.dltexplorer.core.solver.memory;

import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;

/**
 * LP LLF of Drozdowski & Wolniewicz (2003), eqs. (17)–(19) for a set {@code Λ} of computing layers, solved by ojAlgo. The layers of
 * {@code Λ} are activated largest first; reaching layer {@code j} takes {@code j} hops and lasts
 * {@code S j + C (p+1)^(j−1) α_j}; layer {@code i} computes after the activations of all layers {@code j ≥ i} of
 * {@code Λ}:
 * <pre>
 *   α_i A + Σ_{j∈Λ, j≥i} (S j + C (p+1)^(j−1) α_j) ≤ T   (i ∈ Λ),     α_0 A ≤ T,
 *   α_0 + p Σ_{i∈Λ} (1+p)^(i−1) α_i = V,     0 ≤ α_i ≤ B.
 * </pre>
 * The printed eq. (17) lets its sum start at {@code j = i} also for {@code i = 0}, which would charge the
 * originator a meaningless {@code C (p+1)^(−1) α_0}; the originator computes from time 0 as in Drozdowski
 * (2009), eq. (7.27), so its row is {@code α_0 A ≤ T}. Layers outside {@code Λ} are not sent anything and pay no startup (the LP
 * of the paper keeps them with {@code α = 0} and their startups; choosing {@code Λ} removes them). Variables are
 * rescaled as in {@link NlfLp}.
 */
final class LlfLp {

    private LlfLp() {
    }

    /** Per-processor loads {@code α_0..α_h} (0 outside {@code Λ}) and the makespan, or null when infeasible. */
    static NlfLp.Solution solve(BinomialTree t, boolean[] computing) {
        int h = computing.length - 1;
        double v = t.load();
        int highest = 0;
        for (int i = 1; i <= h; i++) {
            highest = computing[i] ? i : highest;
        }
        double tau = NlfLp.timeUnit(t, highest);
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable time = model.addVariable("T").lower(0.0).weight(1.0);
        Variable[] beta = new Variable[h + 1];
        for (int i = 0; i <= h; i++) {
            beta[i] = model.addVariable("beta" + i).lower(0.0);
            double upper = t.count(i) * t.b() / v;
            if (i > 0 && !computing[i] || i == 0 && !t.originatorComputes()) {
                beta[i].upper(0.0);
            } else if (Double.isFinite(upper)) {
                beta[i].upper(upper);
            }
        }
        model.addExpression("finish0").upper(0.0).set(beta[0], t.a() * v / tau).set(time, -1.0);
        for (int i = 1; i <= h; i++) {
            if (!computing[i]) {
                continue;
            }
            double startups = 0;
            Expression e = model.addExpression("finish" + i);
            for (int j = i; j <= h; j++) {
                if (computing[j]) {
                    startups += t.s() * j;
                    // C (p+1)^(j-1) α_j with α_j = V β_j / n_j is C V β_j / p
                    e.set(beta[j], t.c() * v / t.p() / tau + (j == i ? t.a() * v / t.count(i) / tau : 0.0));
                }
            }
            e.upper(-startups / tau);
            e.set(time, -1.0);
        }
        NlfLp.Loads loads = NlfLp.perProcessorLoads(model, beta, t, v);
        return loads == null ? null : NlfLp.solution(loads, makespan(t, loads.alpha()), tau);
    }

    /** The LLF makespan of per-processor loads {@code α}; layers with no load are not activated. */
    static double makespan(BinomialTree t, double[] alpha) {
        int h = alpha.length - 1;
        double end = t.a() * alpha[0];
        double clock = 0;
        for (int j = h; j >= 1; j--) {
            if (alpha[j] > 0) {
                clock += t.s() * j + t.c() * Math.pow(t.p() + 1.0, j - 1) * alpha[j];
                end = Math.max(end, clock + t.a() * alpha[j]);
            }
        }
        return end;
    }

    /**
     * The same problem as a star with a fixed sequence (layers {@code h..1} of {@code Λ}): layer {@code j} is a
     * worker with {@code A/n_j} per unit of its layer total, {@code C/p} per unit, startup {@code S j} and buffer
     * {@code n_j B}, so {@link SequenceEvaluator} solves it exactly.
     */
    static StarWorkers asStar(BinomialTree t, int h) {
        double v = t.load();
        double tau = NlfLp.timeUnit(t, h);
        double[] a = new double[h];
        double[] b = new double[h];
        double[] c = new double[h];
        double[] s = new double[h];
        for (int k = 0; k < h; k++) {
            int layer = k + 1;
            a[k] = t.a() / t.count(layer) * v / tau;
            b[k] = t.count(layer) * t.b() / v;
            c[k] = t.c() / t.p() * v / tau;
            s[k] = t.s() * layer / tau;
        }
        return new StarWorkers(t.originatorComputes() ? t.a() * v / tau : Double.POSITIVE_INFINITY,
                t.originatorComputes() ? t.b() / v : 0.0, a, b, c, s, tau, v);
    }
}
