package org.dltexplorer.core.invariance;

import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Scenario;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * The all-port tree model with and without results returned (docs/models.md: chain and tree, the all-port star, a
 * graph's spanning tree, an opened loop) as one LP for a fixed set of used processors, written from the model's
 * rules for the oracle tests.
 */
final class AllPortTreeLp {

    private AllPortTreeLp() {
    }

    /**
     * A tree of used processors, all ports, store-and-forward: node {@code k} receives everything its used subtree
     * computes in one message of {@code S + C·D_k} starting once its parent holds its own data, and computes from
     * the arrival ({@code t = 0} at the originator). With results returned, it sends its subtree's results up in one message of
     * {@code S + R·D_k}, starting once it has finished and its children's results have arrived; the makespan is
     * the last result's arrival at the originator (or the originator's own finish).
     */
    static double makespan(Scenario sc, int[] parent, int[] link, boolean[] used) {
        int n = parent.length;
        int root = sc.network().originator();
        boolean returns = sc.returnsResults();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Expression load = model.addExpression("load").level(sc.load());
        Variable[] alpha = new Variable[n];
        Variable[] arrival = new Variable[n];
        Variable[] back = new Variable[n];
        for (int k = 0; k < n; k++) {
            if (used[k]) {
                alpha[k] = model.addVariable("a" + k).lower(0);
                arrival[k] = model.addVariable("t" + k).lower(0);
                back[k] = model.addVariable("r" + k).lower(0);
                load.set(alpha[k], 1);
            }
        }
        if (!sc.strategy().originatorComputes()) {
            alpha[root].level(0);
        }
        arrival[root].level(0);
        for (int k = 0; k < n; k++) {
            if (!used[k]) {
                continue;
            }
            double a = sc.processor(k).A();
            // computing ends by T, or, with returns, before the node's results leave
            model.addExpression("finish" + k).set(arrival[k], 1).set(alpha[k], a)
                    .set(returns && k != root ? back[k] : t, -1).upper(0);
            if (k == root) {
                continue;
            }
            LinkParams l = sc.link(link[k]);
            Expression message = model.addExpression("message" + k).set(arrival[k], 1).set(arrival[parent[k]], -1);
            Expression result = returns ? model.addExpression("result" + k) : null;
            for (int u = 0; u < n; u++) {
                if (used[u] && below(parent, u, k)) {
                    message.set(alpha[u], -l.C());
                    if (returns) {
                        result.set(alpha[u], l.R());
                    }
                }
            }
            message.lower(l.S());
            if (returns) {
                // the results reach the parent by the parent's own sending time (the originator's: T)
                result.set(back[k], 1).set(parent[k] == root ? t : back[parent[k]], -1).upper(-l.S());
            }
        }
        Optimisation.Result r = model.minimise();
        return r.getState().isOptimal() ? r.getValue() : Double.POSITIVE_INFINITY;
    }

    private static boolean below(int[] parent, int u, int k) {
        for (int w = u; w >= 0; w = parent[w]) {
            if (w == k) {
                return true;
            }
        }
        return false;
    }
}
