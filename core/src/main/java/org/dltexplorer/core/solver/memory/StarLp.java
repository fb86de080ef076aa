package org.dltexplorer.core.solver.memory;

import java.util.Arrays;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;
import org.dltexplorer.core.solver.lp.CertifiedLp;
import org.dltexplorer.core.solver.lp.LpAnswer;

/**
 * LP1 of Drozdowski & Wolniewicz (2003), eqs. (1)–(4) for one activation sequence, solved by ojAlgo in the rescaled units of
 * {@link StarWorkers}:
 * <pre>
 *   minimise T  subject to  α_0 A_0 ≤ T,  α_i A_i + Σ_{j≤i} (S_j + α_j C_j) ≤ T,  0 ≤ α_i ≤ B_i,  Σ α_i = V.
 * </pre>
 * Nothing forces the processors to finish together: with buffers the optimum in general does not (Drozdowski & Wolniewicz 2003,
 * Example 3 of [13], where P_1 and P_3 finish early).
 */
final class StarLp {

    private final StarWorkers w;

    StarLp(StarWorkers workers) {
        this.w = workers;
    }

    /** The optimal loads of the originator and the first {@code len} workers of {@code seq}, or null when LP1 is infeasible. */
    SequenceEvaluator.Distribution solve(int[] seq, int len) {
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0.0).weight(1.0);
        Variable a0 = model.addVariable("alpha0").lower(0.0).upper(w.b0 == Double.POSITIVE_INFINITY ? null : w.b0);
        if (w.a0 == Double.POSITIVE_INFINITY) {
            a0.upper(0.0);
        } else {
            model.addExpression("finish0").upper(0.0).set(a0, w.a0).set(t, -1.0);
        }
        Variable[] x = new Variable[len];
        for (int i = 0; i < len; i++) {
            int k = seq[i];
            x[i] = model.addVariable("alpha" + StarWorkers.id(k)).lower(0.0);
            if (w.b[k] != Double.POSITIVE_INFINITY) {
                x[i].upper(w.b[k]);
            }
        }
        double startups = 0;
        for (int i = 0; i < len; i++) {
            int k = seq[i];
            startups += w.s[k];
            Expression fin = model.addExpression("finish" + (i + 1)).upper(-startups);
            for (int j = 0; j < i; j++) {
                fin.set(x[j], w.c[seq[j]]);
            }
            fin.set(x[i], w.c[k] + w.a[k]);
            fin.set(t, -1.0);
        }
        Expression total = model.addExpression("load").level(1.0);
        total.set(a0, 1.0);
        for (Variable v : x) {
            total.set(v, 1.0);
        }
        LpAnswer r = CertifiedLp.minimise(model);
        if (!r.hasSolution()) {
            return null;
        }
        double alpha0 = Math.max(0.0, a0.getValue().doubleValue());
        double[] loads = new double[len];
        for (int i = 0; i < len; i++) {
            loads[i] = Math.max(0.0, x[i].getValue().doubleValue());
        }
        return new SequenceEvaluator.Distribution(new SequenceEvaluator(w).makespan(seq, len, alpha0, loads), alpha0,
                Arrays.copyOf(seq, len), loads);
    }
}
