package org.dltexplorer.core.solver.tree;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * A one-port tree ({@link OnePortTreeLp}) with its sending order and the choice of the nodes to use: a used child
 * pays its startup even with no load, so, as in {@link ReturnTree}, using all nodes is not always best.
 * <ul>
 *   <li><b>every startup zero</b>: an unloaded child costs nothing, so the LP over the whole tree is optimal over
 *       every choice of nodes; proven optimal;</li>
 *   <li><b>at most {@link ReturnTree#EXACT_SUBTREES} sub-trees containing the root</b>: each is solved; proven
 *       optimal;</li>
 *   <li><b>beyond</b>: the whole tree's LP, then the nodes it leaves without load are dropped and the LP solved
 *       again; not proven optimal.</li>
 * </ul>
 * Sending order ({@code order}): {@code given} sends to the children of each node in increasing id; a list sends
 * to the children of each node in the order they appear in it, children not listed after, by id.
 */
final class OnePortTree {

    private final EqualFinishTree tree;
    private final int[][] children;

    /**
     * @param parent parent processor of each processor
     * @param linkInto link joining each non-root processor to its parent (for a tree network, link {@code i} joins
     *     {@code parent[i]} and {@code i})
     */
    OnePortTree(Scenario scenario, int[] parent, int[] linkInto) {
        this.tree = EqualFinishTree.of(scenario, parent, linkInto);
        this.children = sendingOrder(parent, rank(scenario.strategy().orderOrDefault(), parent));
    }

    private OnePortTree(EqualFinishTree tree, int[][] children) {
        this.tree = tree;
        this.children = children;
    }

    /** The same tree sending to the children of each node {@code v} in the order {@code children[v]}. */
    OnePortTree withChildren(int[][] children) {
        return new OnePortTree(tree, children);
    }

    /** The tree's processors and links. */
    EqualFinishTree tree() {
        return tree;
    }

    /** The children of every node in sending order. */
    int[][] sendingOrder() {
        int[][] copy = new int[children.length][];
        for (int v = 0; v < children.length; v++) {
            copy[v] = children[v].clone();
        }
        return copy;
    }

    /** Position of each node in the sending order of its siblings: listed nodes first, then the rest by id. */
    private static int[] rank(ActivationOrder order, int[] parent) {
        int n = parent.length;
        int[] rank = new int[n];
        for (int i = 0; i < n; i++) {
            rank[i] = n + i;
        }
        if (order.rule() == ActivationOrder.Rule.EXPLICIT) {
            List<Integer> ids = order.ids();
            for (int k = 0; k < ids.size(); k++) {
                int v = ids.get(k);
                if (v < 0 || v >= n || parent[v] < 0 || rank[v] < n) {
                    String range = parent[0] < 0 ? "1.." + (n - 1) : "0.." + (n - 1) + " other than the originator";
                    throw new InvalidScenarioException("order[" + k + "]",
                            "must be a non-root processor id in " + range + " listed once, got " + v);
                }
                rank[v] = k;
            }
        }
        return rank;
    }

    private static int[][] sendingOrder(int[] parent, int[] rank) {
        int n = parent.length;
        List<List<Integer>> kids = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            kids.add(new ArrayList<>());
        }
        for (int i = 0; i < n; i++) {
            if (parent[i] >= 0) {
                kids.get(parent[i]).add(i);
            }
        }
        int[][] out = new int[n][];
        for (int i = 0; i < n; i++) {
            out[i] = kids.get(i).stream().sorted(Comparator.comparingInt(c -> rank[c])).mapToInt(Integer::intValue)
                    .toArray();
        }
        return out;
    }

    /** The children of node {@code v} in sending order. */
    int[] children(int v) {
        return children[v].clone();
    }

    /** The best plan found for load {@code v}, or null when no set of nodes can process it. */
    TreePlan<OnePortTreeLp.Replay> best(double v, SolveMonitor monitor) {
        boolean noStartups = true;
        for (int i = 0; i < tree.size(); i++) {
            noStartups &= tree.parentOf(i) < 0 || tree.S(i) == 0;
        }
        if (noStartups) {
            return over(tree.all(), v, true, "every processor (zero startups: an unloaded child costs nothing)");
        }
        return RootedSubtrees.count(tree, ReturnTree.EXACT_SUBTREES) <= ReturnTree.EXACT_SUBTREES
                ? NodeChoice.exhaustive(tree, this::over, v, monitor)
                : NodeChoice.dropAndResolve(tree, this::over, v);
    }

    /** The plan of the LP over exactly the {@code used} nodes (closed under ancestors), or null. */
    TreePlan<OnePortTreeLp.Replay> over(boolean[] used, double v, boolean optimal, String method) {
        TreeLoadLp.Loads lp = OnePortTreeLp.loads(tree, children, used, v);
        double[] a = lp == null ? null : ReturnTree.clean(lp.alpha(), v);
        return a == null ? null : TreePlan.of(lp, a, OnePortTreeLp.replay(tree, children, a), optimal, method);
    }


    /**
     * Writes the plan: shares, computations, one message per loaded subtree in sending order, the distribution
     * tree.
     *
     * @return the number of processors that compute
     */
    int write(TreePlan<OnePortTreeLp.Replay> plan, ScheduleBuilder b) {
        int n = tree.size();
        OnePortTreeLp.Replay rp = plan.replay();
        double[] alpha = plan.loads();
        int[] distribution = new int[n];
        Arrays.fill(distribution, -1);
        int used = 0;
        for (int i = 0; i < n; i++) {
            b.share(i, alpha[i]);
            if (alpha[i] > 0) {
                used++;
                b.compute(i, rp.arrival()[i], rp.arrival()[i] + alpha[i] / tree.invA(i), alpha[i]);
            }
            int p = tree.parentOf(i);
            if (p >= 0 && rp.subtree()[i] > 0) {
                distribution[i] = p;
                b.transfer(p, i, rp.sendStart()[i], rp.arrival()[i], rp.subtree()[i]);
            }
        }
        b.distributionTree(distribution);
        if (used < n) {
            b.note((n - used) + " processor(s) compute nothing: serving them would delay the others more than they add");
        }
        return used;
    }
}
