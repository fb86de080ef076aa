package org.dltexplorer.core.solver.tree;

import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * Trees and chains (any originator position) whose results return along the path to the originator
 * ({@link ReturnTreeLp}: each node returns its subtree's results in one message once it has them all). Which nodes
 * to use: every sub-tree is tried for up to {@link #EXACT_LIMIT} nodes (status {@code OPTIMAL}); beyond, the whole
 * tree's LP is solved, the nodes it leaves without load are dropped and the LP solved again (status
 * {@code FEASIBLE}). Limited to {@link #MAX_NODES} nodes (one LP of {@code 4n} variables).
 */
public final class TreeReturnSolver implements Solver {

    static final int EXACT_LIMIT = 6;
    static final int MAX_NODES = 1000;

    @Override
    public String name() {
        return "tree or chain with results returned (LP)";
    }

    @Override
    public boolean supports(Scenario scenario) {
        var net = scenario.network();
        return (net instanceof Tree || net instanceof Chain) && scenario.returnsResults() && !scenario.limitedMemory()
                && scenario.strategy().portsFor(net.kind()) == Ports.ALL && net.processorCount() <= MAX_NODES;
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        int n = (int) scenario.network().processorCount();
        int[] parent = new int[n];
        int[] link = new int[n];
        if (scenario.network() instanceof Tree t) {
            parent = t.parent();
            for (int i = 0; i < n; i++) {
                link[i] = i;
            }
        } else {
            int j = scenario.network().originator();
            for (int i = 0; i < n; i++) {
                parent[i] = i < j ? i + 1 : i == j ? -1 : i - 1;
                link[i] = i < j ? i : i - 1;
            }
        }
        EqualFinishTree tree = EqualFinishTree.of(scenario, parent, link);
        double[] r = new double[n];
        for (int i = 0; i < n; i++) {
            if (parent[i] >= 0) {
                r[i] = scenario.link(link[i]).R();
            }
        }
        double v = scenario.load();
        double[] best = null;
        double bestT = Double.POSITIVE_INFINITY;
        boolean exact = n <= EXACT_LIMIT;
        if (exact) {
            int root = tree.root();
            for (int mask = 0; mask < 1 << n; mask++) {
                if ((mask >> root & 1) == 0) {
                    continue;
                }
                boolean[] used = new boolean[n];
                for (int i = 0; i < n; i++) {
                    used[i] = (mask >> i & 1) != 0;
                }
                if (!java.util.Arrays.equals(tree.closure(used), used)) {
                    continue;
                }
                double[] alpha = ReturnTreeLp.loads(tree, r, used, v);
                if (alpha != null) {
                    double t = ReturnTreeLp.replay(tree, r, clean(alpha, v)).makespan();
                    if (t < bestT) {
                        bestT = t;
                        best = clean(alpha, v);
                    }
                }
            }
        } else {
            boolean[] used = tree.all();
            best = ReturnTreeLp.loads(tree, r, used, v);
            if (best != null) {
                best = clean(best, v);
                ReturnTreeLp.Replay rp = ReturnTreeLp.replay(tree, r, best);
                boolean[] again = new boolean[n];
                for (int i = 0; i < n; i++) {
                    again[i] = rp.subtree()[i] > 0 || parent[i] < 0;
                }
                double[] second = ReturnTreeLp.loads(tree, r, tree.closure(again), v);
                if (second != null && ReturnTreeLp.replay(tree, r, clean(second, v)).makespan() < rp.makespan()) {
                    best = clean(second, v);
                }
            }
        }
        if (best == null) {
            return Schedule.infeasible(name(), "no set of processors can process and return the load", n);
        }
        ReturnTreeLp.Replay rp = ReturnTreeLp.replay(tree, r, best);
        ScheduleBuilder b = new ScheduleBuilder(scenario, name());
        int[] distribution = new int[n];
        int used = 0;
        for (int i = 0; i < n; i++) {
            b.share(i, best[i]);
            distribution[i] = -1;
            if (best[i] > 0) {
                used++;
                b.compute(i, rp.arrival()[i], rp.arrival()[i] + best[i] / tree.invA(i), best[i]);
            }
            int p = parent[i];
            if (p >= 0 && rp.subtree()[i] > 0) {
                distribution[i] = p;
                double x = rp.subtree()[i];
                b.transfer(p, i, rp.arrival()[p], rp.arrival()[i], x);
                double s = rp.returnStart()[i];
                b.returnResults(i, p, s, s + tree.S(i) + r[i] * x, x);
            }
        }
        b.distributionTree(distribution);
        b.note("results return towards the originator: each processor sends its subtree's results in one message "
                + "once it has them all");
        if (used < n) {
            b.note((n - used) + " processor(s) compute nothing");
        }
        if (!exact) {
            b.status(Status.FEASIBLE, "LP over the whole tree, unloaded processors dropped; not proven optimal");
        }
        return b.build();
    }

    /** Drops LP round-off: negligible loads become 0 and the rest is scaled back to V. */
    static double[] clean(double[] alpha, double v) {
        double slack = Tolerance.NEGLIGIBLE_LOAD.slack(v) * 1e3;
        double[] a = alpha.clone();
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            a[i] = a[i] <= slack ? 0.0 : a[i];
            sum += a[i];
        }
        for (int i = 0; i < a.length; i++) {
            a[i] *= v / sum;
        }
        return a;
    }
}
