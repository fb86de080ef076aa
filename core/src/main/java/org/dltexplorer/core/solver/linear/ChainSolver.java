package org.dltexplorer.core.solver.linear;

import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * A chain with the originator at one end (seed 003 §2.1, eqs. (1)–(3)): every used processor keeps part of what it
 * receives and forwards the rest (store-and-forward), and all finish together. When not all processors can be
 * used, the usable prefix is the longest one whose loads are all non-negative; it is found by binary search in
 * {@code O(N log N)} (the paper's procedure around inequality (3)).
 */
public final class ChainSolver implements Solver {

    @Override
    public String name() {
        return "chain, originator at an end (seed 003 eq. (1)-(3))";
    }

    @Override
    public boolean supports(Scenario scenario) {
        return scenario.network() instanceof Chain c && (c.originator() == 0 || c.originator() == c.processors() - 1)
                && !scenario.limitedMemory() && !scenario.returnsResults();
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        Chain chain = (Chain) scenario.network();
        int n = chain.processors();
        boolean reversed = chain.originator() != 0 && n > 1;
        int[] ids = new int[n];
        int[] links = new int[Math.max(0, n - 1)];
        for (int i = 0; i < n; i++) {
            ids[i] = reversed ? n - 1 - i : i;
        }
        for (int i = 0; i < n - 1; i++) {
            links[i] = reversed ? n - 2 - i : i;
        }
        double[] invA = new double[n];
        double[] s = new double[Math.max(0, n - 1)];
        double[] c = new double[Math.max(0, n - 1)];
        for (int i = 0; i < n; i++) {
            invA[i] = 1.0 / scenario.processor(ids[i]).A();
        }
        if (!scenario.strategy().originatorComputes()) {
            invA[0] = 0;
        }
        for (int i = 0; i < n - 1; i++) {
            s[i] = scenario.link(links[i]).S();
            c[i] = scenario.link(links[i]).C();
        }
        LinearPath path = new LinearPath(invA, s, c);
        double v = scenario.load();
        double slack = Tolerance.NEGLIGIBLE_LOAD.slack(v);
        if (invA[0] == 0 && n == 1) {
            return Schedule.infeasible(name(), "the originator does not compute and has no other processor", n);
        }
        int lo = invA[0] == 0 ? 2 : 1; // the smallest usable prefix
        int hi = n;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (path.solve(mid, v).nonNegative(slack)) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        LinearPath.Solution sol = path.solve(lo, v);
        if (!sol.nonNegative(slack)) {
            return Schedule.infeasible(name(), "no prefix of the chain can take the load", n);
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name());
        int[] parent = new int[n];
        java.util.Arrays.fill(parent, -1);
        for (int i = 0; i < n; i++) {
            double alpha = i < lo ? Math.max(0, sol.loads()[i]) : 0.0;
            b.share(ids[i], alpha);
            if (i < lo) {
                if (alpha > 0) {
                    b.compute(ids[i], sol.arrival()[i], sol.arrival()[i] + alpha / invA[i], alpha);
                }
                if (i > 0) {
                    parent[ids[i]] = ids[i - 1];
                }
            }
        }
        double remaining = v;
        for (int i = 0; i < lo - 1; i++) {
            remaining -= Math.max(0, sol.loads()[i]);
            b.transfer(ids[i], ids[i + 1], sol.arrival()[i], sol.arrival()[i + 1], remaining);
        }
        if (lo < n) {
            b.note((n - lo) + " processor(s) beyond the first " + lo + " cannot be used: the load would finish "
                    + "before the data reached them");
        }
        return b.distributionTree(parent).build();
    }
}
