package org.dltexplorer.core.solver.tree;

import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;

/**
 * Trees (and chains) whose results travel back to the originator, all ports (extends Błażewicz & Drozdowski (1997), eq. (6)): a node
 * forwards load to its children as soon as it has its data, computes its share, and, once it has finished and
 * holds the results of all its children, returns the results of its whole subtree to its parent in one message
 * of {@code S_i + R_i x_i} ({@code x_i = Σ_{k∈S(i)} α_k}). The makespan is when the originator has every result.
 * With returns the processors no longer finish together, so the loads come from an ojAlgo LP over loads and path
 * times for a fixed set of used nodes (each used node pays both startups); times are then replayed as soon as
 * possible by {@link #replay}.
 */
public final class ReturnTreeLp {

    private ReturnTreeLp() {
    }

    /**
     * The LP's loads for the used nodes with their certificate ({@link TreeLoadLp#solve}); null when ojAlgo found none.
     *
     * @param tree the tree (computing rates, link S and C)
     * @param R return time per unit of the link into each node
     * @param used nodes taking part (closed under ancestors)
     */
    static TreeLoadLp.Loads loads(EqualFinishTree tree, double[] R, boolean[] used, double load) {
        return TreeLoadLp.refusingInfinite(tree.size(), () -> lpLoads(tree, R, used, load));
    }

    /**
     * The LP over loads, subtree loads and each used node's path time, no arrival or return times. With all ports
     * every message starts as soon as it can, so node {@code v}'s results reach the originator at
     * <pre>
     *   P_v + A_v α_v,   P_v = P_parent + 2S_v + (C_v + R_v) x_v   (P_root = 0),
     * </pre>
     * its path's messages there and back plus its computation, and {@code T} is the largest over the used nodes. The
     * former LP, with an arrival and a return start per node, described the same schedules, but with
     * {@code C/A = 10^-8} its return starts all lay within {@code 10^-8} of {@code T}, and ojAlgo stopped at vertices
     * with the load on 11, 10 or 7 of a twelve-processor chain's nodes, each called optimal, a different one in each
     * unit (fuzz seed 34, case 166300: 2.739·10^8 as written, 2.511·10^8, the optimum, with times ×10^-3). In this
     * form each node's row is checked against {@code T} directly ({@code ReturnsAcrossDecadesTest}).
     */
    private static TreeLoadLp.Loads lpLoads(EqualFinishTree tree, double[] R, boolean[] used, double load) {
        int n = tree.size();
        TreeLoadLp lp = new TreeLoadLp(tree, used, load, R);
        ExpressionsBasedModel model = lp.model;
        Variable[] path = new Variable[n];
        for (int i : tree.topDown()) {
            if (!used[i]) {
                continue;
            }
            int p = tree.parentOf(i);
            if (p >= 0) {
                path[i] = model.addVariable("p" + i).lower(0);
                Expression there = model.addExpression("path" + i).set(path[i], 1)
                        .set(lp.subtree[i], -lp.rate(tree.C(i) + R[i])).level(lp.time(2 * tree.S(i)));
                if (path[p] != null) {
                    there.set(path[p], -1);
                }
            }
            double a = tree.invA(i) == 0 ? 0 : lp.rate(1 / tree.invA(i));
            Expression finish = model.addExpression("finish" + i).set(lp.makespan, 1).set(lp.alpha[i], -a).lower(0);
            if (path[i] != null) {
                finish.set(path[i], -1);
            }
        }
        return lp.solve();
    }

    /**
     * Times of the schedule with the given loads, every activity as early as possible.
     *
     * @param arrival when each node has its data
     * @param returnStart when each non-root node starts returning its subtree's results
     * @param subtree load of each node's subtree
     * @param makespan when the originator has all results
     */
    public record Replay(double[] arrival, double[] returnStart, double[] subtree, double makespan)
            implements TreePlan.Timing {
    }

    /** Replays loads {@code alpha} (0 = unused node; a node is used when its subtree has load). */
    public static Replay replay(EqualFinishTree tree, double[] R, double[] alpha) {
        int n = tree.size();
        int[] order = tree.topDown();
        double[] x = TreeLoadLp.subtreeLoads(tree, alpha);
        double[] arrival = new double[n];
        for (int k = 1; k < n; k++) {
            int v = order[k];
            arrival[v] = arrival[tree.parentOf(v)] + tree.S(v) + tree.C(v) * x[v];
        }
        double[] ready = new double[n];
        for (int v = 0; v < n; v++) {
            ready[v] = alpha[v] > 0 ? arrival[v] + alpha[v] / tree.invA(v) : 0.0;
        }
        double[] start = new double[n];
        for (int k = n - 1; k > 0; k--) {
            int v = order[k];
            if (x[v] <= 0) {
                continue;
            }
            start[v] = ready[v];
            double end = start[v] + tree.S(v) + R[v] * x[v];
            int p = tree.parentOf(v);
            ready[p] = Math.max(ready[p], end);
        }
        return new Replay(arrival, start, x, ready[order[0]]);
    }
}
