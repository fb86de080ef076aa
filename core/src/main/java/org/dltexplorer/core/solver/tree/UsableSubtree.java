package org.dltexplorer.core.solver.tree;

import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.solver.Incumbent;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * Chooses the processors of a tree to use when eq. (6) of Błażewicz & Drozdowski (1997) gives negative loads over the whole tree
 * (the data would reach them after the others finish).
 *
 * <p>Exact search (trees of at most {@link #exactLimit()} nodes): every sub-tree containing the root is solved
 * with {@link EqualFinishTree} and the usable one (all loads non-negative) with the smallest makespan wins;
 * {@code 2^(n-1)} candidates at most, so the answer is proven optimal.
 *
 * <p>Heuristic beyond: solve the whole tree, drop every node whose load is negative together with its subtree,
 * solve again, until all loads are non-negative. Dropping a node with a negative load never lowers what the rest
 * can process in the same time (its affine capacity {@code p D − q} is negative there), so each round is an
 * improvement, but a node dropped early could have become usable again; the answer is therefore only
 * {@code FEASIBLE}. At most {@code n} rounds of {@code O(n)}.
 */
public final class UsableSubtree {

    /** Trees up to this size are searched exhaustively by default. */
    public static final int DEFAULT_EXACT_LIMIT = 16;

    private final int exactLimit;

    public UsableSubtree(int exactLimit) {
        if (exactLimit < 0 || exactLimit > 24) {
            throw new IllegalArgumentException("exhaustive search is limited to 24 nodes, got " + exactLimit);
        }
        this.exactLimit = exactLimit;
    }

    public int exactLimit() {
        return exactLimit;
    }

    /**
     * The chosen solution.
     *
     * @param solution loads and times over the chosen nodes
     * @param optimal whether it is proven the best usable sub-tree
     * @param method how it was found (for notes)
     */
    public record Choice(EqualFinishTree.Solution solution, boolean optimal, String method) {
    }

    /** The best usable sub-tree found, or null when none can process the load. */
    public Choice choose(EqualFinishTree tree, double load, SolveMonitor monitor) {
        double slack = Tolerance.NEGLIGIBLE_LOAD.slack(load);
        EqualFinishTree.Solution whole = tree.solve(tree.all(), load);
        if (whole.nonNegative(slack)) {
            return new Choice(whole, true, "the whole tree is usable");
        }
        if (tree.size() <= exactLimit) {
            return exhaustive(tree, load, slack, monitor);
        }
        return pruned(tree, whole, load, slack);
    }

    private static Choice exhaustive(EqualFinishTree tree, double load, double slack, SolveMonitor monitor) {
        int n = tree.size();
        int root = tree.root();
        int[] others = new int[n - 1];
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (i != root) {
                others[k++] = i;
            }
        }
        EqualFinishTree.Solution best = null;
        Incumbent incumbent = new Incumbent(monitor, 1.0);
        boolean[] marked = new boolean[n];
        long total = 1L << (n - 1);
        boolean stopped = false;
        for (long mask = 0; mask < total; mask++) {
            if ((mask & 0xFFF) == 0 && incumbent.cancelled()) {
                stopped = true;
                break;
            }
            marked[root] = true;
            boolean closed = true;
            for (int b = 0; b < n - 1; b++) {
                marked[others[b]] = (mask >>> b & 1) != 0;
            }
            for (int b = 0; b < n - 1 && closed; b++) {
                int v = others[b];
                closed = !marked[v] || marked[tree.parentOf(v)];
            }
            if (!closed) {
                continue;
            }
            EqualFinishTree.Solution s = tree.solve(marked, load);
            if (s.nonNegative(slack) && (best == null || s.makespan() < best.makespan())) {
                best = s;
                incumbent.offer(s.makespan());
            }
        }
        incumbent.flush();
        return best == null ? null : new Choice(best, !stopped, stopped
                ? "exhaustive search over sub-trees stopped early" : "exhaustive search over the sub-trees");
    }

    private static Choice pruned(EqualFinishTree tree, EqualFinishTree.Solution whole, double load, double slack) {
        boolean[] active = tree.all();
        EqualFinishTree.Solution s = whole;
        int root = tree.root();
        while (!s.nonNegative(slack)) {
            if (!s.defined()) {
                return null;
            }
            boolean changed = false;
            for (int i = 0; i < active.length; i++) {
                if (active[i] && i != root && (s.loads()[i] < -slack || s.received()[i] < -slack)) {
                    active[i] = false;
                    changed = true;
                }
            }
            if (!changed) {
                return null;
            }
            active = tree.closure(active);
            s = tree.solve(active, load);
        }
        return new Choice(s, false, "heuristic: sub-trees with negative loads pruned iteratively");
    }
}
