package org.dltexplorer.core.solver.star;

import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * The one-port star with FIFO returns in the given order as one MILP (ojAlgo), for the side-by-side benchmark: a
 * binary {@code y_q} per worker says whether it is served, its load {@code α_q ≤ V y_q}, and with the returns as
 * late as possible every worker's row {@code Σ_{p<q}(S_p y_p + C_p α_p) + 2S_q y_q + (C_q + A_q + R_q) α_q
 * + Σ_{p>q}(S_p y_p + R_p α_p) ≤ T} and the port row {@code Σ_p (2S_p y_p + (C_p + R_p) α_p) ≤ T} (a row of an
 * unserved worker is implied by the port row); {@code α_0 A_0 ≤ T}; minimise {@code T}.
 */
public final class FifoReturnMilp {

    private FifoReturnMilp() {
    }

    /** @param makespan the best {@code T} found, NaN when none; proven when the MILP finished within the limit */
    public record Answer(double makespan, boolean proven, String state) {
    }

    public static Answer solve(Scenario sc, long limitMillis) {
        int m = ((Star) sc.network()).workers();
        double v = sc.load();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        model.options.time_abort = limitMillis;
        Variable t = model.addVariable("T").lower(0).weight(1);
        Variable a0 = model.addVariable("a0").lower(0).upper(sc.strategy().originatorComputes() ? v : 0);
        model.addExpression("own").set(a0, sc.processor(0).A()).set(t, -1).upper(0);
        Expression sum = model.addExpression("sum").level(v).set(a0, 1);
        Variable[] y = new Variable[m + 1];
        Variable[] x = new Variable[m + 1];
        for (int q = 1; q <= m; q++) {
            y[q] = model.addVariable("y" + q).binary();
            x[q] = model.addVariable("x" + q).lower(0);
            sum.set(x[q], 1);
            model.addExpression("on" + q).set(x[q], 1).set(y[q], -v).upper(0);
        }
        Expression port = model.addExpression("port").set(t, -1).upper(0);
        for (int q = 1; q <= m; q++) {
            double s = sc.link(q).S();
            double c = sc.link(q).C();
            double r = sc.link(q).R();
            port.set(y[q], 2 * s).set(x[q], c + r);
            Expression row = model.addExpression("w" + q).set(t, -1).upper(0);
            for (int p = 1; p <= m; p++) {
                double sp = sc.link(p).S();
                if (p < q) {
                    row.set(y[p], sp).set(x[p], sc.link(p).C());
                } else if (p > q) {
                    row.set(y[p], sp).set(x[p], sc.link(p).R());
                } else {
                    row.set(y[p], 2 * s).set(x[p], c + sc.processor(q).A() + r);
                }
            }
        }
        long begin = System.nanoTime();
        Optimisation.Result res = model.minimise();
        boolean timedOut = System.nanoTime() - begin >= limitMillis * 1_000_000L;
        Optimisation.State state = res.getState();
        return new Answer(state.isFeasible() ? res.getValue() : Double.NaN, state.isOptimal() && !timedOut, state.name());
    }
}
