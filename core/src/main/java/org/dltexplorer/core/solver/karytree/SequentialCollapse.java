package org.dltexplorer.core.solver.karytree;

/**
 * Sequential optimal scheduling (SOS, seed 004 §IV) by equivalent-processor collapse, bottom up, one subtree at a
 * time, with per-node {@code w}, {@code z} (the paper's homogeneous case is one instance).
 *
 * <p>A subtree rooted at {@code p_{i,j}} that receives {@code θ_{i,j}} at time {@code t} returns the results of its
 * whole subtree to {@code p_{i,j}} by {@code t + θ_{i,j}·w^eq_{i,j}Tcp}. For its children {@code c_0..c_{K-1}},
 * served left to right, the equal-finish conditions are eq. (42) (consecutive reports back to back on the parent's
 * one port) and eq. (44) (the parent computes until the last report has arrived):
 * <pre>
 *   θ_{c_m}(w^eq_{c_m}Tcp + z_{c_m}Tsol) = θ_{c_{m+1}}(w^eq_{c_{m+1}}Tcp + z_{c_{m+1}}Tcm)
 *   α_i w_i Tcp = Σ_n θ_{c_n} z_{c_n} Tcm + θ_{c_{K-1}}(w^eq_{c_{K-1}}Tcp + z_{c_{K-1}}Tsol)
 * </pre>
 * and {@code w^eq_i = (α_i/θ_i)·w_i} (eq. (51)). The printed solution (46) has an index error: the product must run
 * over {@code m = n..K-2} ({@code K-1-n} factors, so the last child's factor is 1), not {@code m = n..K-1}; the
 * recursion below uses ratios to the last child and never forms that product.
 *
 * <p>A root that does not compute ({@code originatorComputes = false}) keeps nothing; its subtree time is then the
 * end of the last report. The collapse is linear in {@code θ} only without startup costs, hence {@code S = 0}.
 */
final class SequentialCollapse {

    private SequentialCollapse() {
    }

    static TreeLoads loads(KaryInstance in) {
        int n = in.size();
        int k = in.arity();
        double[] aEq = new double[n];
        double[] keep = new double[n];
        double[] part = new double[n]; // θ_c / θ_parent
        double[] t = new double[k];
        for (int id = n - 1; id >= 0; id--) {
            if (in.leaf(id)) {
                aEq[id] = in.a()[id];
                keep[id] = 1.0;
                continue;
            }
            int last = in.child(id, k - 1);
            t[k - 1] = 1.0;
            for (int m = k - 2; m >= 0; m--) {
                int cm = in.child(id, m);
                int next = in.child(id, m + 1);
                t[m] = t[m + 1] * (aEq[next] + in.c()[next]) / (aEq[cm] + in.r()[cm]); // eq. (43)
            }
            double sending = 0;
            double children = 0;
            for (int m = 0; m < k; m++) {
                sending += t[m] * in.c()[in.child(id, m)];
                children += t[m];
            }
            double busy = sending + t[k - 1] * (aEq[last] + in.r()[last]); // right-hand side of eq. (44)
            double own = in.a()[id] > 0 ? busy / in.a()[id] : 0.0;
            double total = own + children; // eq. (48)
            keep[id] = own / total;
            for (int m = 0; m < k; m++) {
                part[in.child(id, m)] = t[m] / total;
            }
            aEq[id] = busy / total; // eq. (51): θ_i·w^eq_i Tcp is the subtree's busy time
        }
        double[] alpha = new double[n];
        double[] theta = new double[n];
        theta[0] = in.load();
        for (int id = 0; id < n; id++) {
            if (id > 0) {
                theta[id] = part[id] * theta[in.tree().parentOf(id)];
            }
            alpha[id] = keep[id] * theta[id];
        }
        return new TreeLoads(alpha, theta, aEq[0] * in.load());
    }
}
