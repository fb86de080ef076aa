package org.dltexplorer.core.solver.tree;

import org.dltexplorer.core.solver.SolveMonitor;

/**
 * Which nodes a tree LP should use when a used child pays its startup even without load ({@link ReturnTree},
 * {@link OnePortTree}): every sub-tree containing the root when there are few (proven optimal for the model), or
 * else the LP over the whole tree and once more without the nodes it left unloaded (not proven).
 */
final class NodeChoice {

    private NodeChoice() {
    }

    /** A plan of one model. */
    interface Candidate<P> {

        double makespan();

        /** Load of each node's subtree ({@code D_v}). */
        double[] subtreeLoads();

        /** The same plan, no longer claimed optimal: the search stopped before trying every sub-tree. */
        P stoppedEarly();
    }

    /** One model's LP over exactly the {@code used} nodes (closed under ancestors); null without an optimum. */
    @FunctionalInterface
    interface Lp<P> {
        P over(boolean[] used, double v, boolean optimal, String method);
    }

    /** The best LP over every sub-tree containing the root ({@link RootedSubtrees}), or null when none solves. */
    static <P extends Candidate<P>> P exhaustive(EqualFinishTree tree, Lp<P> lp, double v, SolveMonitor monitor) {
        var best = new Object() {
            P plan;
        };
        boolean complete = RootedSubtrees.forEach(tree, monitor, used -> {
            P p = lp.over(used, v, true, "every sub-tree containing the originator");
            if (p != null && (best.plan == null || p.makespan() < best.plan.makespan())) {
                best.plan = p;
            }
        });
        return best.plan != null && !complete ? best.plan.stoppedEarly() : best.plan;
    }

    /** The LP over the whole tree, or over the nodes it loaded if that is shorter; null when neither solves. */
    static <P extends Candidate<P>> P dropAndResolve(EqualFinishTree tree, Lp<P> lp, double v) {
        P whole = lp.over(tree.all(), v, false, "LP over the whole tree");
        if (whole == null) {
            return null;
        }
        boolean[] again = new boolean[tree.size()];
        double[] subtree = whole.subtreeLoads();
        for (int i = 0; i < again.length; i++) {
            again[i] = subtree[i] > 0 || i == tree.root();
        }
        P second = lp.over(tree.closure(again), v, false, "LP over the whole tree, unloaded processors dropped");
        return second != null && second.makespan() < whole.makespan() ? second : whole;
    }
}
