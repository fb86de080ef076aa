package org.dltexplorer.core.solver.karytree;

import org.dltexplorer.core.model.Collect;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.lp.CertifiedLp;
import org.dltexplorer.core.solver.lp.LpAnswer;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * The second method for SOS: the sequential policy as an ojAlgo LP, written from the timing rules alone (no
 * equivalent processors, no equal-finish assumption). Every processor receives its subtree's load {@code θ_i} in one
 * message; a parent serves its children left to right and collects their reports in the same order, one at a time:
 * with {@code collect = "after-sends"} only after its last send, with {@code "while-sending"} as soon as a child
 * reports; a processor reports its subtree's results after computing {@code α_i} and collecting its children.
 * Variables per processor: {@code α, θ}, send start {@code σ}, arrival {@code t}, ready {@code F}, report start
 * {@code ρ}; the objective is the root's ready time.
 */
final class SosLinearProgram {

    private SosLinearProgram() {
    }

    /** The minimal finish time of the sequential policy on {@code scenario}. */
    static double minimalFinish(Scenario scenario) {
        return solve(scenario, false);
    }

    /**
     * As {@link #minimalFinish}, asked the other way round and proven by the LP's dual ({@link CertifiedLp}): where
     * the root is far faster than its links, its children's shares are 10^-9 of the load, below ojAlgo's absolute
     * tolerance of about 10^-8 next to the root's. The root's own share {@code α_0} appears only in
     * {@code θ_0 = α_0 + Σ θ_c} and {@code F_0 ≥ A_0 α_0}, and every row scales with the load, so in time {@code T}
     * the tree processes at most {@code T/A_0 + T·X} where {@code X} is the most its children take and report to the
     * root within one unit of time: {@code T = V/(1/A_0 + X)} ({@code V/X} with an idle root). The LP below is that
     * of the whole tree with {@code α_0 = 0}, {@code F_0 ≤ U} ({@code U} the largest rate, so that the loads are
     * near 1) and {@code θ_0} maximised.
     *
     * @throws IllegalStateException when the certificate does not prove the optimum
     */
    static double certifiedMinimalFinish(Scenario scenario) {
        return solve(scenario, true);
    }

    private static double solve(Scenario scenario, boolean certified) {
        KaryInstance in = KaryInstance.of(scenario);
        KaryTree tree = in.tree();
        int n = in.size();
        int k = in.arity();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable[] alpha = new Variable[n];
        Variable[] theta = new Variable[n];
        Variable[] sigma = new Variable[n];
        Variable[] t = new Variable[n];
        Variable[] ready = new Variable[n];
        Variable[] rho = new Variable[n];
        for (int i = 0; i < n; i++) {
            alpha[i] = model.addVariable("alpha" + i).lower(0);
            theta[i] = model.addVariable("theta" + i).lower(0);
            sigma[i] = model.addVariable("sigma" + i).lower(0);
            t[i] = model.addVariable("t" + i).lower(0);
            ready[i] = model.addVariable("F" + i).lower(0);
            rho[i] = model.addVariable("rho" + i).lower(0);
        }
        double unit = 0;
        for (int i = 0; i < n; i++) {
            unit = Math.max(unit, Math.max(in.a()[i], Math.max(in.c()[i], in.r()[i])));
        }
        if (certified) {
            alpha[0].upper(0);
            ready[0].upper(unit);
            theta[0].weight(1.0);
        } else {
            ready[0].weight(1.0);
            if (!in.rootComputes()) {
                alpha[0].upper(0);
            }
            theta[0].level(in.load());
        }
        t[0].level(0);
        for (int i = 0; i < n; i++) {
            // θ_i = α_i + Σ θ_c
            Expression cons = model.addExpression("cons" + i).level(0);
            cons.set(theta[i], 1).set(alpha[i], -1);
            // F_i >= t_i + A_i α_i
            model.addExpression("compute" + i).lower(0).set(ready[i], 1).set(t[i], -1).set(alpha[i], -in.a()[i]);
            if (in.leaf(i)) {
                continue;
            }
            for (int m = 0; m < k; m++) {
                int c = in.child(i, m);
                cons.set(theta[c], -1);
                // σ_c >= t_i, σ_c >= previous send's end; t_c = σ_c + C_c θ_c
                model.addExpression("afterArrival" + c).lower(0).set(sigma[c], 1).set(t[i], -1);
                if (m > 0) {
                    int prev = in.child(i, m - 1);
                    model.addExpression("sendOrder" + c).lower(0).set(sigma[c], 1).set(sigma[prev], -1)
                            .set(theta[prev], -in.c()[prev]);
                    model.addExpression("returnOrder" + c).lower(0).set(rho[c], 1).set(rho[prev], -1)
                            .set(theta[prev], -in.r()[prev]);
                }
                model.addExpression("arrival" + c).level(0).set(t[c], 1).set(sigma[c], -1).set(theta[c], -in.c()[c]);
                // report after the child's subtree is done, after the parent's last send; parent ready after it
                model.addExpression("childReady" + c).lower(0).set(rho[c], 1).set(ready[c], -1);
                int last = in.child(i, k - 1);
                if (scenario.strategy().collectOrDefault() == Collect.AFTER_SENDS) {
                    model.addExpression("afterSends" + c).lower(0).set(rho[c], 1).set(sigma[last], -1)
                            .set(theta[last], -in.c()[last]);
                }
                model.addExpression("collected" + c).lower(0).set(ready[i], 1).set(rho[c], -1).set(theta[c], -in.r()[c]);
            }
        }
        if (certified) {
            LpAnswer answer = CertifiedLp.maximise(model);
            if (!answer.certified()) {
                throw new IllegalStateException("LP not proven: gap " + answer.gap() + " on " + tree);
            }
            double perUnitTime = answer.objective() / unit;
            double root = in.rootComputes() ? 1 / in.a()[0] : 0;
            return in.load() / (root + perUnitTime);
        }
        Optimisation.Result result = model.minimise();
        if (!result.getState().isOptimal()) {
            throw new IllegalStateException("LP not solved: " + result.getState() + " on " + tree);
        }
        return ready[0].getValue().doubleValue();
    }
}
