package org.dltexplorer.core.solver.karytree;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.Tolerance;

/**
 * Sequential optimal scheduling (SOS, Ko & Robertazzi (2003), §IV) by equivalent-processor collapse, bottom up, one subtree at a
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
 * <p>Every subtree's split is checked against the small LP of {@link PortBoundSplit}, the best split of the policy
 * under the reading in force ({@link org.dltexplorer.core.model.Collect}). Its result replaces the equal-finish
 * split where that split would have the parent collect a report while still sending on another link and
 * {@code collect} is {@code "after-sends"} (e.g. the root of {@code L = K = 4} in Table 1), and where it is faster
 * (with slow reports on heterogeneous links, equal finish is not always best). Homogeneous levels repeat the same
 * LP, which is solved once.
 *
 * <p>A root that does not compute ({@code originatorComputes = false}) keeps nothing; its subtree time is then the
 * end of the last report. The collapse is linear in {@code θ} only without startup costs, hence {@code S = 0}.
 */
final class SequentialCollapse {

    private SequentialCollapse() {
    }

    /** The SOS loads: equal finish where it is a schedule of the reading in force and no split is faster, {@link PortBoundSplit} elsewhere. */
    static TreeLoads loads(KaryInstance in) {
        return collapse(in, true);
    }

    /**
     * The loads of the closed form as printed (eqs. (42)–(54)) everywhere, even where its first report would overlap
     * the parent's sends; its {@code predictedFinish} is eq. (41), a schedule's finish time only collecting while
     * sending.
     */
    static TreeLoads equalFinishLoads(KaryInstance in) {
        return collapse(in, false);
    }

    /**
     * Two times per unit of load that are the same up to round-off. Relative only: the times are those of the
     * scenario's units, so an absolute part (as in {@link Tolerance#VALIDATION}) would call times of {@code 10^-15}
     * all equal and decide "split by LP" or "equal finish" differently with all times ×10^-6.
     */
    static final Tolerance SAME_TIME = new Tolerance(Tolerance.VALIDATION.relative(), 0.0);

    /**
     * Most distinct subtrees split by an LP (each a small ojAlgo LP of milliseconds); equal subtrees share one, so a
     * homogeneous tree needs one per level, but a path of 10^6 levels with {@code C = 0} asked for 10^6.
     */
    static final int MAX_LP_SPLITS = 2000;

    /**
     * Most children a node's LP split has: ojAlgo's simplex is dense, so the LP's 3K variables cost about K^2 memory
     * and more than K^2 time (300 children: about 2 s; 1000: 25 s of CPU; 10^4 exhausted 6 GB). Beyond, a node
     * whose children return nothing ({@code R = 0}) keeps the equal-finish split, which is then the LP's optimum:
     * reports take no time, so it is a schedule of either reading, and without startups a fixed send order is
     * best when every participant finishes at once (Ko & Robertazzi (2003), §IV, eqs. (42)–(48)); with reports the
     * tree is refused in one line.
     */
    static final int MAX_LP_CHILDREN = 300;

    private static TreeLoads collapse(KaryInstance in, boolean checked) {
        boolean afterSends = !in.collectsWhileSending();
        int n = in.size();
        int k = in.arity();
        double[] aEq = new double[n];
        double[] keep = new double[n];
        double[] part = new double[n]; // θ_c / θ_parent
        Map<List<Double>, PortBoundSplit.Split> splits = new HashMap<>();
        int portBoundNodes = 0;
        int fasterNodes = 0;
        int uncertifiedSplits = 0;
        // a tree of one level has no children, whatever its arity (up to 2^31 − 1)
        int children = in.tree().levels() == 0 ? 0 : k;
        double[] childAEq = new double[children];
        double[] childC = new double[children];
        double[] childR = new double[children];
        for (int id = n - 1; id >= 0; id--) {
            if (in.leaf(id)) {
                aEq[id] = in.a()[id];
                keep[id] = 1.0;
                continue;
            }
            for (int m = 0; m < k; m++) {
                int cm = in.child(id, m);
                childAEq[m] = aEq[cm];
                childC[m] = in.c()[cm];
                childR[m] = in.r()[cm];
            }
            PortBoundSplit.Split split = equalFinish(in.a()[id], childAEq, childC, childR, checked && afterSends);
            if (checked && k > MAX_LP_CHILDREN) {
                if (split == null || !withoutReports(childR)) {
                    throw new ScenarioRefusedException("a K-ary tree node with " + k + " children whose results come "
                            + "back needs an LP split of " + 3 * k + " variables; up to " + MAX_LP_CHILDREN
                            + " children are solved (the LP's time grows faster than K^2): use a smaller arity");
                }
            } else if (checked) {
                List<Double> key = new ArrayList<>();
                key.add(in.a()[id]);
                for (int m = 0; m < k; m++) {
                    key.add(childAEq[m]);
                    key.add(childC[m]);
                    key.add(childR[m]);
                }
                double parentA = in.a()[id];
                if (splits.size() >= MAX_LP_SPLITS && !splits.containsKey(key)) {
                    throw new ScenarioRefusedException("more than " + MAX_LP_SPLITS + " different subtrees of this K-ary "
                            + "tree need an LP split (collect \"after-sends\"; a homogeneous tree needs one per level): "
                            + "beyond what this program solves in seconds; use collect \"while-sending\" or fewer levels");
                }
                PortBoundSplit.Split best = splits.computeIfAbsent(key,
                        x -> PortBoundSplit.solve(parentA, childAEq, childC, childR, afterSends));
                // the LP decides between the splits: unproven, neither is known optimal
                uncertifiedSplits += best.certified() ? 0 : 1;
                if (split == null) {
                    portBoundNodes++;
                    split = best;
                } else if (!SAME_TIME.lessOrEqual(split.time(), best.time())) {
                    fasterNodes++;
                    split = best;
                }
            }
            keep[id] = split.own();
            for (int m = 0; m < k; m++) {
                part[in.child(id, m)] = split.children()[m];
            }
            aEq[id] = split.time(); // eq. (51): θ_i·w^eq_i Tcp is the subtree's busy time
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
        return new TreeLoads(alpha, theta, aEq[0] * in.load(), portBoundNodes, fasterNodes, uncertifiedSplits);
    }

    private static boolean withoutReports(double[] r) {
        for (double x : r) {
            if (x != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The equal-finish split of one unit (eqs. (42)–(48)); null when {@code afterSends} and it is no schedule
     * collecting after sends, because the first child would report before the parent has sent to the last one.
     */
    static PortBoundSplit.Split equalFinish(double a, double[] aEq, double[] c, double[] r, boolean afterSends) {
        int k = aEq.length;
        double[] t = new double[k];
        t[k - 1] = 1.0;
        for (int m = k - 2; m >= 0; m--) {
            t[m] = t[m + 1] * (aEq[m + 1] + c[m + 1]) / (aEq[m] + r[m]); // eq. (43)
        }
        double sending = 0;
        double children = 0;
        for (int m = 0; m < k; m++) {
            sending += t[m] * c[m];
            children += t[m];
        }
        double busy = sending + t[k - 1] * (aEq[k - 1] + r[k - 1]); // right-hand side of eq. (44)
        double firstReport = t[0] * (c[0] + aEq[0]);
        if (afterSends && !SAME_TIME.lessOrEqual(sending, firstReport)) {
            return null;
        }
        double own = a > 0 ? busy / a : 0.0;
        double total = own + children; // eq. (48)
        double[] x = new double[k];
        for (int m = 0; m < k; m++) {
            x[m] = t[m] / total;
        }
        return new PortBoundSplit.Split(own / total, x, busy / total, true);
    }
}
