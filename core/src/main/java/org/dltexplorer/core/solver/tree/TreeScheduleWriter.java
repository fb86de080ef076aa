package org.dltexplorer.core.solver.tree;

import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.ScheduleBuilder;

/**
 * Turns an equal-finish solution of an {@link EqualFinishTree} whose nodes are the scenario's processor ids into
 * the timeline: each used node computes from the moment it holds its data to the common finish, and each parent
 * sends to all its used children at once as soon as it has its own data (Błażewicz & Drozdowski 1997, eq. (6)).
 */
public final class TreeScheduleWriter {

    private TreeScheduleWriter() {
    }

    /**
     * Fills {@code builder} with shares (0 for unused processors), intervals and the distribution tree.
     *
     * @return the number of processors used
     */
    public static int write(Scenario scenario, EqualFinishTree tree, EqualFinishTree.Solution sol, ScheduleBuilder builder) {
        int n = tree.size();
        double v = scenario.load();
        double slack = Tolerance.NEGLIGIBLE_LOAD.slack(v);
        int[] parent = new int[n];
        int used = 0;
        int activeNodes = 0;
        for (boolean a : sol.active()) {
            activeNodes += a ? 1 : 0;
        }
        builder.expect(n, 3 * activeNodes); // at most a computation per used node and a send and a receive per link
        for (int i = 0; i < n; i++) {
            parent[i] = -1;
            boolean active = sol.active()[i];
            double alpha = active ? Math.max(0.0, sol.loads()[i]) : 0.0;
            if (alpha <= slack) {
                alpha = 0.0;
            }
            builder.share(i, alpha);
            if (active && tree.parentOf(i) >= 0) {
                parent[i] = tree.parentOf(i);
            }
            if (alpha > 0) {
                used++;
                double start = sol.arrival()[i];
                builder.compute(i, start, start + alpha / tree.invA(i), alpha);
            }
        }
        for (int i = 0; i < n; i++) {
            int u = tree.parentOf(i);
            if (u >= 0 && sol.active()[i] && sol.received()[i] > slack) {
                double x = sol.received()[i];
                double start = sol.arrival()[u];
                builder.transfer(u, i, start, start + tree.S(i) + tree.C(i) * x, x);
            }
        }
        builder.distributionTree(parent);
        return used;
    }
}
