package org.dltexplorer.core.solver.memory;

import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * Problem MNP1 of Drozdowski & Wolniewicz (2003), eqs. (6)–(12) — which workers of a one-port star with startups
 * and buffers to use, and in which order — as a position-assignment MILP solved by ojAlgo, to compare with our
 * branch-and-bound ({@code StarOrderSearch}). The one-port star without buffers (Błażewicz & Drozdowski 1997,
 * eq. (10)) is the same model with every {@code B_i = V}.
 *
 * <p>With the load scaled to 1 ({@code α} are fractions of {@code V}) and times divided by {@code τ}:
 * <pre>
 *   minimise T
 *   x_ij ∈ {0,1}: worker i is sent the j-th message;  Σ_j x_ij ≤ 1,  Σ_i x_ij ≤ 1,  Σ_i x_i,j+1 ≤ Σ_i x_ij
 *   0 ≤ y_ij ≤ min(B_i/V, 1)·x_ij           (big-M: the chunk of worker i in position j, zero unless assigned)
 *   t_1 ≥ 0,  t_j+1 ≥ t_j + Σ_i (S_i x_ij + C_i V y_ij)        (one port: messages one after the other)
 *   t_j + Σ_i (S_i x_ij + (C_i + A_i) V y_ij) ≤ T                 (receive all, then compute)
 *   α_0 A_0 V ≤ T,  α_0 ≤ B_0/V,  α_0 + Σ_ij y_ij = 1
 * </pre>
 * A worker left out pays no startup, as in the branch-and-bound. The constraints are LP1 of Drozdowski &amp;
 * Wolniewicz (2003), eqs. (1)–(4), for the sequence the {@code x} choose, with start times free to wait.
 */
public final class PositionAssignmentMilp {

    /** What ojAlgo answered: its best makespan (scenario units; NaN when none), whether proven, and its state. */
    public record Answer(double makespan, boolean proven, String state) {
    }

    private PositionAssignmentMilp() {
    }

    /** Solves the scenario's star with ojAlgo, stopping after {@code limitMillis}. */
    public static Answer solve(Scenario scenario, long limitMillis) {
        Star star = (Star) scenario.network();
        int m = star.workers();
        double v = scenario.load();
        boolean computes = scenario.strategy().originatorComputes();
        double a0 = scenario.processor(0).A() * v;
        double speed = computes ? 1.0 / a0 : 0.0;
        double maxS = 0;
        for (int i = 1; i <= m; i++) {
            speed += 1.0 / ((scenario.processor(i).A() + scenario.link(i).C()) * v);
            maxS = Math.max(maxS, scenario.link(i).S());
        }
        // one time unit τ as StarWorkers picks it, so both solvers see numbers near 1
        double tau = 1.0 / speed + maxS;

        ExpressionsBasedModel model = new ExpressionsBasedModel();
        model.options.time_abort = limitMillis;
        Variable t = model.addVariable("T").lower(0.0).weight(1.0);
        Variable alpha0 = model.addVariable("alpha0").lower(0.0)
                .upper(computes ? Math.min(1.0, scenario.processor(0).B() / v) : 0.0);
        if (computes) {
            model.addExpression("originator").upper(0.0).set(alpha0, a0 / tau).set(t, -1.0);
        }
        Variable[][] x = new Variable[m][m];
        Variable[][] y = new Variable[m][m];
        Variable[] start = new Variable[m];
        Expression total = model.addExpression("load").level(1.0).set(alpha0, 1.0);
        for (int i = 0; i < m; i++) {
            Expression once = model.addExpression("once" + i).upper(1.0);
            double cap = Math.min(1.0, scenario.processor(i + 1).B() / v);
            for (int j = 0; j < m; j++) {
                x[i][j] = model.addVariable("x" + i + "_" + j).binary();
                y[i][j] = model.addVariable("y" + i + "_" + j).lower(0.0);
                once.set(x[i][j], 1.0);
                total.set(y[i][j], 1.0);
                model.addExpression("bigM" + i + "_" + j).upper(0.0).set(y[i][j], 1.0).set(x[i][j], -cap);
            }
        }
        for (int j = 0; j < m; j++) {
            start[j] = model.addVariable("t" + j).lower(0.0);
        }
        for (int j = 0; j < m; j++) {
            Expression slot = model.addExpression("slot" + j).upper(1.0);
            Expression finish = model.addExpression("finish" + j).upper(0.0).set(start[j], 1.0).set(t, -1.0);
            Expression next = j + 1 < m ? model.addExpression("port" + j).upper(0.0).set(start[j], 1.0).set(start[j + 1], -1.0)
                    : null;
            Expression contiguous = j + 1 < m ? model.addExpression("contiguous" + j).upper(0.0) : null;
            for (int i = 0; i < m; i++) {
                double s = scenario.link(i + 1).S() / tau;
                double c = scenario.link(i + 1).C() * v / tau;
                double a = scenario.processor(i + 1).A() * v / tau;
                slot.set(x[i][j], 1.0);
                finish.set(x[i][j], s).set(y[i][j], c + a);
                if (next != null) {
                    next.set(x[i][j], s).set(y[i][j], c);
                    contiguous.set(x[i][j + 1], 1.0).set(x[i][j], -1.0);
                }
            }
        }
        long begin = System.nanoTime();
        Optimisation.Result r = model.minimise();
        boolean timedOut = System.nanoTime() - begin >= limitMillis * 1_000_000L;
        Optimisation.State state = r.getState();
        boolean found = state.isFeasible();
        // an aborted branch-and-bound may still call its incumbent optimal: only a finished one has proven it
        return new Answer(found ? r.getValue() * tau : Double.NaN, state.isOptimal() && !timedOut, state.name());
    }
}
