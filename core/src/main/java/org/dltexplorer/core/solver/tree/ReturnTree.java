package org.dltexplorer.core.solver.tree;

import java.util.Arrays;
import java.util.Comparator;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * A tree of a scenario's processors whose results return along the path to the originator ({@link ReturnTreeLp}),
 * and the choice of the nodes to use: every used node pays the startups of its link twice (data in, results out),
 * so using all nodes is not always best. Three searches, picked by the shape:
 * <ul>
 *   <li><b>depth one</b> (an all-port star, any size): worker {@code i} can process and return
 *       {@code max(0, (T − 2S_i)/(A_i + C_i + R_i))} by time {@code T}, independently of the others (all ports:
 *       the originator sends to and collects from everyone at once), so, as in eq. (7) of Błażewicz & Drozdowski (1997) with
 *       {@code 2S_i} for {@code S_i} and {@code A_i + C_i + R_i} for {@code A_i + C_i}, the workers used are those
 *       with the {@code k} smallest startups for the {@code k} minimising
 *       {@code T_k = (V + Σ 2S_i/(A_i+C_i+R_i)) / (1/A_0 + Σ 1/(A_i+C_i+R_i))}, each with the load
 *       {@code (T_k − 2S_i)/(A_i+C_i+R_i)} it returns exactly at {@code T_k} (and the originator {@code T_k/A_0});
 *       proven optimal, with no LP (the dense simplex had been the only source of these loads beyond 32 workers);</li>
 *   <li><b>at most {@link #EXACT_SUBTREES} sub-trees containing the root</b> (every tree of up to 6 nodes, a chain
 *       of up to 32 with the originator at an end, of {@code l + 1 + r} with {@code (l+1)(r+1) ≤ 32} with the
 *       originator inside): each is solved; proven optimal;</li>
 *   <li><b>beyond</b>: the whole tree's LP, then the nodes it leaves without load are dropped and the LP solved
 *       again; not proven optimal.</li>
 * </ul>
 * Beyond the star, the loads of the chosen nodes come from the LP of {@link ReturnTreeLp}, an answer proven
 * optimal only when its certificate holds ({@link org.dltexplorer.core.solver.lp.CertifiedLp}).
 */
public final class ReturnTree {

    /** Trees (not stars) with at most this many sub-trees containing the root are searched exhaustively. */
    public static final int EXACT_SUBTREES = 32;
    /** Largest tree solved (one LP of {@code 4n} variables). */
    public static final int MAX_NODES = 1000;

    private final EqualFinishTree tree;
    private final double[] r;

    /**
     * @param parent parent processor of each processor, {@code -1} for the originator
     * @param linkInto link id joining each non-root processor to its parent (ignored for the root)
     */
    public ReturnTree(Scenario scenario, int[] parent, int[] linkInto) {
        this.tree = EqualFinishTree.of(scenario, parent, linkInto);
        int n = parent.length;
        this.r = new double[n];
        for (int i = 0; i < n; i++) {
            if (parent[i] >= 0) {
                r[i] = scenario.link(linkInto[i]).R();
            }
        }
    }

    /** The nodes' rates and forward links. */
    public EqualFinishTree tree() {
        return tree;
    }

    /** The best plan found for load {@code v}, or null when no set of nodes can process and return it. */
    public TreePlan<ReturnTreeLp.Replay> best(double v, SolveMonitor monitor) {
        if (depthOne()) {
            return star(v);
        }
        return rootedSubtrees() <= EXACT_SUBTREES ? NodeChoice.exhaustive(tree, this::over, v, monitor)
                : NodeChoice.dropAndResolve(tree, this::over, v);
    }

    /** How many sub-trees contain the root, capped past the limit. */
    long rootedSubtrees() {
        return RootedSubtrees.count(tree, EXACT_SUBTREES);
    }

    /** The plan of the LP over exactly the {@code used} nodes (closed under ancestors), or null. */
    public TreePlan<ReturnTreeLp.Replay> over(boolean[] used, double v, boolean optimal, String method) {
        TreeLoadLp.Loads lp = ReturnTreeLp.loads(tree, r, used, v);
        double[] a = lp == null ? null : clean(lp.alpha(), v);
        return a == null ? null : TreePlan.of(lp, a, ReturnTreeLp.replay(tree, r, a), optimal, method);
    }

    private boolean depthOne() {
        int root = tree.root();
        for (int i = 0; i < tree.size(); i++) {
            if (i != root && tree.parentOf(i) != root) {
                return false;
            }
        }
        return true;
    }

    private TreePlan<ReturnTreeLp.Replay> star(double v) {
        int n = tree.size();
        int root = tree.root();
        Integer[] workers = new Integer[n - 1];
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (i != root) {
                workers[k++] = i;
            }
        }
        Arrays.sort(workers, Comparator.comparingDouble(tree::S));
        // T_k is about 2S when the startups are most of it, and T_k − 2S_i, from which the loads come, then keeps few
        // of V's digits (S = 8.2e15 beside A·V = 90: 2S as written, no set of workers after w-z-T and back, fuzz
        // seed 52): so the slack τ = T_k − s0 is computed instead, s0 = 2S of the smallest startup, as
        // τ_k = (V + Σ (2S_i − s0)/p_i − s0/A_0)/(1/A_0 + Σ 1/p_i) with every term of the sum ≥ 0
        double s0 = workers.length == 0 ? 0.0 : 2 * tree.S(workers[0]);
        double rate = tree.invA(root);
        double offset = 0;
        double bestSlack = rate > 0 ? v / rate - s0 : Double.POSITIVE_INFINITY;
        int count = 0;
        for (k = 0; k < workers.length; k++) {
            int w = workers[k];
            double perUnit = 1 / tree.invA(w) + tree.C(w) + r[w];
            rate += 1 / perUnit;
            offset += (2 * tree.S(w) - s0) / perUnit;
            double slack = (v + offset - s0 * tree.invA(root)) / rate;
            if (slack < bestSlack) {
                bestSlack = slack;
                count = k + 1;
            }
        }
        if (!Double.isFinite(bestSlack)) {
            return null;
        }
        double bestT = s0 + bestSlack;
        // the loads of that optimum in closed form: every used worker returns exactly at T (no LP, nothing to certify)
        double[] alpha = new double[n];
        alpha[root] = bestT * tree.invA(root);
        for (k = 0; k < count; k++) {
            int w = workers[k];
            alpha[w] = Math.max(0.0, bestSlack - (2 * tree.S(w) - s0)) / (1 / tree.invA(w) + tree.C(w) + r[w]);
        }
        double[] a = clean(alpha, v);
        if (a == null) {
            return null;
        }
        return new TreePlan<>(a, ReturnTreeLp.replay(tree, r, a), true, "workers with the " + count
                + " smallest startups, each returning at T (capacity argument, eq. (7) with 2S)", bestT);
    }

    /** Drops LP round-off: negligible loads become 0 and the rest is scaled back to V (null if nothing is left). */
    static double[] clean(double[] alpha, double v) {
        double slack = Tolerance.NEGLIGIBLE_LOAD.slack(v) * 1e3;
        double[] a = alpha.clone();
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            a[i] = a[i] <= slack ? 0.0 : a[i];
            sum += a[i];
        }
        if (sum <= 0) {
            return null;
        }
        for (int i = 0; i < a.length; i++) {
            a[i] *= v / sum;
        }
        return a;
    }

    /**
     * Writes the plan: shares, computations, the forward transfers along the tree (a parent sends to all its used
     * children at once when it has its data), the RETURN intervals towards the root and the distribution tree.
     *
     * @return the number of processors that compute
     */
    public int write(TreePlan<ReturnTreeLp.Replay> plan, ScheduleBuilder b) {
        int n = tree.size();
        ReturnTreeLp.Replay rp = plan.replay();
        double[] alpha = plan.loads();
        int[] distribution = new int[n];
        int used = 0;
        for (int i = 0; i < n; i++) {
            b.share(i, alpha[i]);
            distribution[i] = -1;
            if (alpha[i] > 0) {
                used++;
                b.compute(i, rp.arrival()[i], rp.arrival()[i] + alpha[i] / tree.invA(i), alpha[i]);
            }
            int p = tree.parentOf(i);
            if (p >= 0 && rp.subtree()[i] > 0) {
                distribution[i] = p;
                double x = rp.subtree()[i];
                b.transfer(p, i, rp.arrival()[p], rp.arrival()[i], x);
                double s = rp.returnStart()[i];
                b.returnResults(i, p, s, s + tree.S(i) + r[i] * x, x);
            }
        }
        b.distributionTree(distribution);
        b.note("results return towards the originator: each processor sends its subtree's results in one message "
                + "once it has them all");
        if (used < n) {
            b.note((n - used) + " processor(s) compute nothing");
        }
        return used;
    }
}
