package org.dltexplorer.core.solver.tree;

import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;

/**
 * Trees (and chains) whose results travel back to the originator, all ports (extends Błażewicz & Drozdowski (1997), eq. (6)): a node
 * forwards load to its children as soon as it has its data, computes its share, and, once it has finished and
 * holds the results of all its children, returns the results of its whole subtree to its parent in one message
 * of {@code S_i + R_i x_i} ({@code x_i = Σ_{k∈S(i)} α_k}). The makespan is when the originator has every result.
 * With returns the processors no longer finish together, so the loads come from an ojAlgo LP over loads and start
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

    private static TreeLoadLp.Loads lpLoads(EqualFinishTree tree, double[] R, boolean[] used, double load) {
        int n = tree.size();
        TreeLoadLp lp = new TreeLoadLp(tree, used, load);
        ExpressionsBasedModel model = lp.model;
        Variable t = lp.makespan;
        Variable[] alpha = lp.alpha;
        Variable[] x = lp.subtree;
        Variable[] arrive = new Variable[n];
        Variable[] back = new Variable[n]; // return start
        for (int i = 0; i < n; i++) {
            if (used[i]) {
                arrive[i] = model.addVariable("t" + i).lower(0);
                back[i] = model.addVariable("b" + i).lower(0);
            }
        }
        for (int i = 0; i < n; i++) {
            if (!used[i]) {
                continue;
            }
            double a = tree.invA(i) == 0 ? 0 : lp.rate(1 / tree.invA(i));
            int p = tree.parentOf(i);
            // return (or, at the root, the end) after its own computation
            Variable done = p < 0 ? t : back[i];
            model.addExpression("comp" + i).set(done, 1).set(arrive[i], -1).set(alpha[i], -a).lower(0);
            if (p < 0) {
                arrive[i].level(0);
            } else {
                model.addExpression("data" + i).set(arrive[i], 1).set(arrive[p], -1).set(x[i], -lp.rate(tree.C(i))).lower(lp.time(tree.S(i)));
                Variable parentDone = tree.parentOf(p) < 0 ? t : back[p];
                model.addExpression("ret" + i).set(parentDone, 1).set(back[i], -1).set(x[i], -lp.rate(R[i])).lower(lp.time(tree.S(i)));
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
