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

    /** One model's LP over exactly the {@code used} nodes (closed under ancestors); null without an optimum. */
    @FunctionalInterface
    interface Lp<R extends TreePlan.Timing> {
        TreePlan<R> over(boolean[] used, double v, boolean optimal, String method);
    }

    /** The best LP over every sub-tree containing the root ({@link RootedSubtrees}), or null when none solves. */
    static <R extends TreePlan.Timing> TreePlan<R> exhaustive(EqualFinishTree tree, Lp<R> lp, double v,
            SolveMonitor monitor) {
        var best = new Object() {
            TreePlan<R> plan;
            /** The least proven bound of the sub-trees whose LP is not proven optimal. */
            double unproven = Double.POSITIVE_INFINITY;
        };
        boolean complete = RootedSubtrees.forEach(tree, monitor.onceHolding(() -> best.plan != null), used -> {
            TreePlan<R> p = lp.over(used, v, true, "every sub-tree containing the originator");
            if (p != null && !p.optimal()) {
                best.unproven = Math.min(best.unproven, p.lowerBound());
            }
            if (p != null && (best.plan == null || p.makespan() < best.plan.makespan())) {
                best.plan = p;
            }
        });
        if (best.plan != null && !complete) {
            return best.plan.stoppedEarly();
        }
        // the best is proven only when no sub-tree whose LP is unproven could still be shorter
        if (best.plan != null && best.plan.optimal()
                && !(best.unproven >= best.plan.makespan() * (1 - org.dltexplorer.core.solver.lp.LpCertificate.TOLERANCE))) {
            return new TreePlan<>(best.plan.loads(), best.plan.replay(), false, best.plan.method()
                    + "; the LP of another sub-tree is not proven optimal and its bound is below this makespan",
                    best.plan.lowerBound());
        }
        return best.plan;
    }

    /**
     * The LP over the whole tree, or over the nodes it loaded if that is shorter; the originator alone when the whole
     * tree's LP finds nothing; null when that does not solve either.
     */
    static <R extends TreePlan.Timing> TreePlan<R> dropAndResolve(EqualFinishTree tree, Lp<R> lp, double v) {
        TreePlan<R> whole = lp.over(tree.all(), v, false, "LP over the whole tree");
        if (whole == null) {
            // the whole tree's LP can fail (a link 10^10 times slower than computing, fuzz seed 27): the originator
            // alone is still a schedule when it computes, never "no set of processors can process the load"
            boolean[] alone = new boolean[tree.size()];
            alone[tree.root()] = true;
            return lp.over(alone, v, false, "the originator alone: the LP over the whole tree found no schedule");
        }
        boolean[] again = new boolean[tree.size()];
        double[] subtree = whole.replay().subtree();
        for (int i = 0; i < again.length; i++) {
            again[i] = subtree[i] > 0 || i == tree.root();
        }
        TreePlan<R> second = lp.over(tree.closure(again), v, false,
                "LP over the whole tree, unloaded processors dropped");
        return second != null && second.makespan() < whole.makespan() ? second : whole;
    }
}
