package org.dltexplorer.core.solver.tree;

/**
 * Loads over a tree, their times, and how they were found: the answer of the tree LPs ({@link ReturnTree},
 * {@link OnePortTree}), whose models differ only in the times they replay.
 *
 * @param loads load of each node (0 for unused ones), summing to V
 * @param replay the as-soon-as-possible times of these loads in the model
 * @param optimal whether no other choice of nodes does better in this model (and the LP of these nodes is proven
 *        optimal by its certificate)
 * @param method how the nodes were chosen (for notes)
 * @param lowerBound a proven lower bound on the makespan of the LP these loads come from ({@code -∞} if none)
 * @param <R> the model's times
 */
public record TreePlan<R extends TreePlan.Timing>(double[] loads, R replay, boolean optimal, String method,
        double lowerBound) {

    /**
     * The plan of an LP's loads {@code lp} over a choice of nodes that is {@code optimal} or not: optimal only when
     * the LP's certificate also proves its loads.
     */
    static <R extends Timing> TreePlan<R> of(TreeLoadLp.Loads lp, double[] loads, R replay, boolean optimal,
            String method) {
        String how = optimal && !lp.certified()
                ? method + "; the LP's optimum is not proven (certificate gap " + String.format("%.1e", lp.gap()) + ")"
                : method;
        return new TreePlan<>(loads, replay, optimal && lp.certified(), how, lp.lowerBound());
    }

    /** What every model's replay gives: each node's subtree load {@code D_v} and the makespan. */
    public interface Timing {

        double[] subtree();

        double makespan();
    }

    public double makespan() {
        return replay.makespan();
    }

    /** The same plan, no longer claimed optimal: the search stopped before trying every sub-tree. */
    TreePlan<R> stoppedEarly() {
        return new TreePlan<>(loads, replay, false, "search over the sub-trees stopped early", lowerBound);
    }
}
