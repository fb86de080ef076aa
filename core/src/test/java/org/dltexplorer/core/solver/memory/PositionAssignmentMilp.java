package org.dltexplorer.core.solver.memory;

import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;

/**
 * Problem MNP1 of Drozdowski & Wolniewicz (2003), eqs. (6)–(12) — which workers of a one-port star with startups
 * and buffers to use, and in which order — as a position-assignment MILP solved by ojAlgo or by COIN-OR CBC (the
 * same {@link MixedIntegerModel}), to compare with our branch-and-bound ({@code StarOrderSearch}). The one-port star without buffers (Błażewicz & Drozdowski 1997,
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

    /**
     * What the MILP solver answered: its best makespan (scenario units; NaN when none), whether proven, its state,
     * and the CPU seconds it reports (NaN when it reports none).
     */
    public record Answer(double makespan, boolean proven, String state, double cpuSeconds) {
    }

    private PositionAssignmentMilp() {
    }

    /** The MILP in scaled units and {@code τ}, the time unit that scales its makespan back. */
    record Scaled(MixedIntegerModel model, double tau) {
    }

    /** Solves the scenario's star with ojAlgo, stopping after {@code limitMillis}. */
    public static Answer solve(Scenario scenario, long limitMillis) {
        Scaled s = model(scenario);
        ExpressionsBasedModel model = s.model().toOjAlgo();
        model.options.time_abort = limitMillis;
        long begin = System.nanoTime();
        Optimisation.Result r = model.minimise();
        boolean timedOut = System.nanoTime() - begin >= limitMillis * 1_000_000L;
        Optimisation.State state = r.getState();
        boolean found = state.isFeasible();
        // an aborted branch-and-bound may still call its incumbent optimal: only a finished one has proven it
        return new Answer(found ? r.getValue() * s.tau() : Double.NaN, state.isOptimal() && !timedOut, state.name(), Double.NaN);
    }

    /**
     * Solves the same MILP with COIN-OR CBC (the {@code cbc} command of Debian's {@code coinor-cbc}; benchmark only),
     * one thread, stopping after {@code limitMillis} of wall-clock time.
     */
    public static Answer solveWithCbc(Scenario scenario, long limitMillis) {
        Scaled s = model(scenario);
        CbcMilp.Answer a = CbcMilp.solve(s.model(), limitMillis);
        return new Answer(a.objective() * s.tau(), a.proven(), a.state(), a.cpuSeconds());
    }

    /**
     * The same MILP in the CPLEX LP format, for a solver run as its own command (CBC, HiGHS), and the time unit
     * {@code τ}: the solver's objective times {@code τ} is the makespan in the scenario's units.
     */
    public record LpFile(String text, double tau) {
    }

    /** The MILP of the scenario's star as an {@link LpFile}. */
    public static LpFile lpFile(Scenario scenario) {
        Scaled s = model(scenario);
        return new LpFile(s.model().toLpFormat(), s.tau());
    }

    /** Whether CBC is installed here. */
    public static boolean cbcAvailable() {
        return CbcMilp.available();
    }

    static Scaled model(Scenario scenario) {
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

        MixedIntegerModel model = new MixedIntegerModel();
        double inf = Double.POSITIVE_INFINITY;
        String t = model.var("T", 0.0, inf, false, 1.0);
        String alpha0 = model.var("alpha0", 0.0, computes ? Math.min(1.0, scenario.processor(0).B() / v) : 0.0, false, 0.0);
        if (computes) {
            model.row("originator", -inf, 0.0, alpha0, a0 / tau, t, -1.0);
        }
        String[][] x = new String[m][m];
        String[][] y = new String[m][m];
        String[] start = new String[m];
        model.row("load", 1.0, 1.0, alpha0, 1.0);
        for (int i = 0; i < m; i++) {
            model.row("once" + i, -inf, 1.0);
            double cap = Math.min(1.0, scenario.processor(i + 1).B() / v);
            for (int j = 0; j < m; j++) {
                x[i][j] = model.var("x" + i + "_" + j, 0.0, 1.0, true, 0.0);
                y[i][j] = model.var("y" + i + "_" + j, 0.0, inf, false, 0.0);
                model.add("once" + i, x[i][j], 1.0);
                model.add("load", y[i][j], 1.0);
                model.row("bigM" + i + "_" + j, -inf, 0.0, y[i][j], 1.0, x[i][j], -cap);
            }
        }
        for (int j = 0; j < m; j++) {
            start[j] = model.var("t" + j, 0.0, inf, false, 0.0);
        }
        for (int j = 0; j < m; j++) {
            model.row("slot" + j, -inf, 1.0);
            model.row("finish" + j, -inf, 0.0, start[j], 1.0, t, -1.0);
            if (j + 1 < m) {
                model.row("port" + j, -inf, 0.0, start[j], 1.0, start[j + 1], -1.0);
                model.row("contiguous" + j, -inf, 0.0);
            }
            for (int i = 0; i < m; i++) {
                double s = scenario.link(i + 1).S() / tau;
                double c = scenario.link(i + 1).C() * v / tau;
                double a = scenario.processor(i + 1).A() * v / tau;
                model.add("slot" + j, x[i][j], 1.0);
                model.add("finish" + j, x[i][j], s);
                model.add("finish" + j, y[i][j], c + a);
                if (j + 1 < m) {
                    model.add("port" + j, x[i][j], s);
                    model.add("port" + j, y[i][j], c);
                    model.add("contiguous" + j, x[i][j + 1], 1.0);
                    model.add("contiguous" + j, x[i][j], -1.0);
                }
            }
        }
        return new Scaled(model, tau);
    }
}
