package org.dltexplorer.core.solver.star;

import java.util.List;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.ParameterArrays;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * A star whose originator serves one worker at a time (Błażewicz & Drozdowski 1997, §3, eq. (10)), results not returned: the workers
 * of the activation order receive their load one after another and all used processors finish together. The
 * order is given, listed, chosen by the paper's rules or searched ({@link StarOrder}); the workers served are the
 * best subsequence of that order (the paper's usable prefix, improved when skipping a worker helps); beyond
 * {@code StarOrder.SUBSEQUENCE_LIMIT} workers only the best prefix is computed and the status is {@code FEASIBLE}.
 */
public final class StarOnePortSolver implements Solver {

    @Override
    public String name() {
        return "star, one port (Błażewicz & Drozdowski 1997, eq. (10))";
    }

    /** One-port stars, results not returned, one installment, every order rule. */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.STAR).handling(Feature.ONE_PORT).handling(Capability.ANY_ORDER));
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        int m = ((Star) scenario.network()).workers();
        double[] a = ParameterArrays.processorA(scenario, m + 1);
        ParameterArrays.Links links = ParameterArrays.links(scenario, m + 1);
        double[] s = links.S();
        double[] c = links.C();
        // index 0 (the originator, no link 0) is never read as a worker
        a[0] = 0;
        s[0] = 0;
        c[0] = 0;
        double rate0 = scenario.strategy().originatorComputes() ? 1 / scenario.processor(0).A() : 0.0;
        StarOrder orders = new StarOrder(rate0, a, s, c, scenario.load(), scenario);
        StarOrder.Plan plan = orders.plan(scenario.strategy().orderOrDefault(), monitor);
        if (!Double.isFinite(plan.makespan())) {
            return Schedule.infeasible(name(), "the originator does not compute and no worker is listed", m + 1);
        }
        int[] used = plan.served();
        OnePortSequence seq = orders.sequence(used);
        double[] alpha = seq.loads(used.length, plan.makespan());
        double slack = Tolerance.NEGLIGIBLE_LOAD.slack(scenario.load());
        double rest = scenario.load();
        for (int k = 0; k < alpha.length; k++) {
            alpha[k] = alpha[k] <= slack ? 0.0 : alpha[k];
            rest -= alpha[k];
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name());
        double[] share = new double[m + 1];
        int[] parent = new int[m + 1];
        java.util.Arrays.fill(parent, -1);
        for (int k = 0; k < used.length; k++) {
            share[used[k]] = alpha[k];
            if (alpha[k] > 0) {
                parent[used[k]] = 0;
            }
        }
        // the originator takes its own part of eq. (10), rate0·T; what is left (loads too small to send, rounding)
        // goes to the processor with load whose time it changes least (a worker's unit is sent and computed: C + A):
        // given to an originator with A = 1e15 next to workers with A = 4, 2.6e-14 of the load took it 26.3 s where
        // the others finish at 3.7 (fuzz seed 27, case 19316)
        double own = rate0 > 0 ? Math.min(rest, rate0 * plan.makespan()) : 0.0;
        int fastest = -1;
        for (int k = 0; k < used.length; k++) {
            if (alpha[k] > 0 && (fastest < 0 || seq.perUnit(k) < seq.perUnit(fastest))) {
                fastest = k;
            }
        }
        if (rate0 > 0 && (fastest < 0 || 1 / rate0 <= seq.perUnit(fastest))) {
            own = rest;
        } else {
            int k = Math.max(fastest, 0);
            share[used[k]] += rest - own;
            alpha[k] += rest - own;
        }
        if (own > 0) {
            share[0] = own;
            b.compute(0, 0, own / rate0, own);
        }
        for (int i = 0; i <= m; i++) {
            b.share(i, share[i]);
        }
        OnePortSequence.write(b, 0, used, alpha, seq.S(), seq.C(), seq.A());
        b.distributionTree(parent);
        b.note("service order: " + plan.method());
        if (used.length < m) {
            b.note((m - used.length) + " worker(s) left idle: serving them would delay the others more than they add");
        }
        if (!plan.optimal()) {
            b.status(Status.FEASIBLE, plan.method());
            b.bound(plan.bound());
        }
        return b.build();
    }
}
