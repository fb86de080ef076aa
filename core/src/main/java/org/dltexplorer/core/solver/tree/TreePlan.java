package org.dltexplorer.core.solver.tree;

/**
 * Loads over a tree, their times, and how they were found: the answer of the tree LPs ({@link ReturnTree},
 * {@link OnePortTree}), whose models differ only in the times they replay.
 *
 * @param loads load of each node (0 for unused ones), summing to V
 * @param replay the as-soon-as-possible times of these loads in the model
 * @param optimal whether no other choice of nodes does better in this model
 * @param method how the nodes were chosen (for notes)
 * @param <R> the model's times
 */
public record TreePlan<R extends TreePlan.Timing>(double[] loads, R replay, boolean optimal, String method) {

    /** What every model's replay gives: each node's subtree load {@code D_v} and the makespan. */
    public interface Timing {

        double[] subtree();

        double makespan();
    }

    public double makespan() {
        return replay.makespan();
    }

    /** The shorter of two plans ({@code a} when they tie or {@code b} is null); {@code b} when {@code a} is null. */
    static <R extends Timing> TreePlan<R> shorter(TreePlan<R> a, TreePlan<R> b) {
        return a == null || b != null && b.makespan() < a.makespan() ? b : a;
    }

    /** The same plan, no longer claimed optimal: the search stopped before trying every sub-tree. */
    TreePlan<R> stoppedEarly() {
        return new TreePlan<>(loads, replay, false, "search over the sub-trees stopped early");
    }
}
