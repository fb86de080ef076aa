package org.dltexplorer.core.solver.karytree;

import org.dltexplorer.core.model.Collect;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.Scenario;

/**
 * The per-node numbers of a K-ary tree scenario, indexed by processor id. Entry {@code i > 0} of the link arrays
 * describes link {@code i}, the one joining processor {@code i} to its parent; entry 0 is unused.
 *
 * @param tree the shape
 * @param a compute time per unit, {@code w_i·Tcp} (0 for a root that does not compute)
 * @param c transfer time per unit on the link above, {@code z_i·Tcm}
 * @param r result-return time per unit on the link above, {@code z_i·Tcm^sol}
 * @param s startup of the link above (0 in Ko & Robertazzi (2003))
 * @param load V
 * @param returns whether results travel back to the root (some {@code R > 0})
 * @param collect when a node may collect its children's reports (strategy key {@code collect})
 */
record KaryInstance(KaryTree tree, double[] a, double[] c, double[] r, double[] s, double load, boolean returns,
        Collect collect) {

    static KaryInstance of(Scenario scenario) {
        KaryTree tree = (KaryTree) scenario.network();
        int n = tree.size();
        double[] a = new double[n];
        double[] c = new double[n];
        double[] r = new double[n];
        double[] s = new double[n];
        for (int i = 0; i < n; i++) {
            a[i] = scenario.processor(i).A();
            if (i > 0) {
                var link = scenario.link(i);
                c[i] = link.C();
                r[i] = link.R();
                s[i] = link.S();
            }
        }
        if (!scenario.strategy().originatorComputes()) {
            a[0] = 0;
        }
        return new KaryInstance(tree, a, c, r, s, scenario.load(), scenario.returnsResults(),
                scenario.strategy().collectOrDefault());
    }

    int size() {
        return a.length;
    }

    int arity() {
        return tree.arity();
    }

    /** Id of the {@code m}-th child ({@code 0 <= m < K}) of {@code id}. */
    int child(int id, int m) {
        return tree.arity() * id + 1 + m;
    }

    boolean leaf(int id) {
        return (long) tree.arity() * id + 1 >= a.length;
    }

    /** Whether a node may collect a report on one link while still sending on another. */
    boolean collectsWhileSending() {
        return collect == Collect.WHILE_SENDING;
    }

    boolean rootComputes() {
        return a[0] > 0;
    }
}
