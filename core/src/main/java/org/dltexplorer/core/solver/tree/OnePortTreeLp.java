package org.dltexplorer.core.solver.tree;

import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;

/**
 * Trees whose nodes send to one child at a time, results not returned: every node, once it holds the data of its
 * subtree, keeps its share {@code α_v} and sends each used child {@code c} the data of {@code c}'s subtree,
 * {@code D_c = Σ_{u∈S(c)} α_u}, in one message of {@code S_c + C_c D_c}, the children one after another in a fixed
 * order; a node computes from the arrival of its data (the originator from 0) while it sends. For a fixed set of
 * used nodes the loads come from the ojAlgo LP
 * <pre>
 *   min T   s.t.  Σ α_v = V,   D_v = α_v + Σ_{c∈O(v)} D_c,   t_root = 0,
 *                 s_{c_1} ≥ t_u,   s_{c_{j+1}} ≥ s_{c_j} + S_{c_j} + C_{c_j} D_{c_j},   t_c = s_c + S_c + C_c D_c,
 *                 t_v + A_v α_v ≤ T,   α, D, s, t ≥ 0,
 * </pre>
 * ({@code t_c} substituted, not a variable), where {@code c_1, c_2, …} are the used children of {@code u} in sending order; a child in the LP pays its
 * startup even with no load, hence the node choice of {@link OnePortTree}. The one-port analogue of eq. (6) of
 * Błażewicz & Drozdowski (1997) (which has every child of a node receive at once).
 */
final class OnePortTreeLp {

    private OnePortTreeLp() {
    }

    /**
     * The LP's loads for the used nodes with their certificate ({@link TreeLoadLp#solve}); null when ojAlgo found none.
     *
     * @param tree the tree (computing rates, link S and C; {@code invA = 0} for a root that does not compute)
     * @param children the children of each node in sending order
     * @param used nodes taking part (closed under ancestors)
     */
    static TreeLoadLp.Loads loads(EqualFinishTree tree, int[][] children, boolean[] used, double load) {
        return TreeLoadLp.refusingInfinite(tree.size(), () -> lpLoads(tree, children, used, load));
    }

    private static TreeLoadLp.Loads lpLoads(EqualFinishTree tree, int[][] children, boolean[] used, double load) {
        int n = tree.size();
        TreeLoadLp lp = new TreeLoadLp(tree, used, load);
        ExpressionsBasedModel model = lp.model;
        Variable t = lp.makespan;
        Variable[] alpha = lp.alpha;
        Variable[] x = lp.subtree;
        Variable[] send = new Variable[n];
        for (int i = 0; i < n; i++) {
            if (used[i] && tree.parentOf(i) >= 0) {
                send[i] = model.addVariable("s" + i).lower(0);
            }
        }
        for (int i = 0; i < n; i++) {
            if (!used[i]) {
                continue;
            }
            double a = tree.invA(i) == 0 ? 0 : lp.rate(1 / tree.invA(i));
            Expression comp = model.addExpression("comp" + i).set(t, 1).set(alpha[i], -a);
            minusArrival(comp, lp, tree, i, send, x);
            int previous = -1;
            for (int c : children[i]) {
                if (!used[c]) {
                    continue;
                }
                if (previous < 0) {
                    if (tree.parentOf(i) >= 0) { // from the root the first message starts at 0 (s ≥ 0)
                        minusArrival(model.addExpression("first" + c).set(send[c], 1), lp, tree, i, send, x);
                    }
                } else {
                    model.addExpression("after" + c).set(send[c], 1).set(send[previous], -1)
                            .set(x[previous], -lp.rate(tree.C(previous))).lower(lp.time(tree.S(previous)));
                }
                previous = c;
            }
        }
        return lp.solve();
    }

    /**
     * Makes {@code e ≥ t_i} (with the other terms already in {@code e}): the arrival {@code t_i = s_i + S_i + C_i D_i}
     * is substituted rather than a variable of its own (a smaller LP), {@code t_root = 0}.
     */
    private static void minusArrival(Expression e, TreeLoadLp lp, EqualFinishTree tree, int i, Variable[] send,
            Variable[] x) {
        if (tree.parentOf(i) < 0) {
            e.lower(0);
        } else {
            e.set(send[i], -1).set(x[i], -lp.rate(tree.C(i))).lower(lp.time(tree.S(i)));
        }
    }

    /**
     * Times of the schedule with the given loads, every message as early as possible in sending order; a child
     * whose subtree has no load gets no message.
     *
     * @param arrival when each node has its data
     * @param sendStart when the message into each non-root node starts
     * @param subtree load of each node's subtree ({@code D_v})
     * @param makespan the last compute end
     */
    record Replay(double[] arrival, double[] sendStart, double[] subtree, double makespan)
            implements TreePlan.Timing {
    }

    static Replay replay(EqualFinishTree tree, int[][] children, double[] alpha) {
        int n = tree.size();
        int[] order = tree.topDown();
        double[] x = TreeLoadLp.subtreeLoads(tree, alpha);
        double[] arrival = new double[n];
        double[] start = new double[n];
        for (int u : order) {
            double free = arrival[u];
            for (int c : children[u]) {
                if (x[c] <= 0) {
                    continue;
                }
                start[c] = free;
                arrival[c] = free + tree.S(c) + tree.C(c) * x[c];
                free = arrival[c];
            }
        }
        double makespan = 0;
        for (int v = 0; v < n; v++) {
            if (alpha[v] > 0) {
                makespan = Math.max(makespan, arrival[v] + alpha[v] / tree.invA(v));
            }
        }
        return new Replay(arrival, start, x, makespan);
    }
}
