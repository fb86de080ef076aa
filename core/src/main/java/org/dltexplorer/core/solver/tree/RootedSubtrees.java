package org.dltexplorer.core.solver.tree;

import java.util.Arrays;
import java.util.function.Consumer;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * The sub-trees of a tree that contain its root, as masks of used nodes closed under ancestors: the candidates of
 * the exact node choice when every used node costs a startup ({@link ReturnTree}, {@link OnePortTree}).
 */
final class RootedSubtrees {

    private RootedSubtrees() {
    }

    /** How many sub-trees contain the root, {@code Π (1 + count(child))} bottom-up, capped at {@code cap + 1}. */
    static long count(EqualFinishTree tree, long cap) {
        int[] order = tree.topDown();
        long[] count = new long[order.length];
        Arrays.fill(count, 1);
        for (int k = order.length - 1; k > 0; k--) {
            int v = order[k];
            int p = tree.parentOf(v);
            count[p] = Math.min(count[p] * (1 + count[v]), cap + 1);
        }
        return count[order[0]];
    }

    /**
     * Visits every sub-tree containing the root (a fresh mask each time): node {@code order[k]} may join only when
     * its parent has; depth-first, without the node before with it. Returns false when cancelled.
     */
    static boolean forEach(EqualFinishTree tree, SolveMonitor monitor, Consumer<boolean[]> visit) {
        int[] order = tree.topDown();
        boolean[] used = new boolean[order.length];
        used[order[0]] = true;
        return enumerate(tree, order, 1, used, monitor, visit);
    }

    private static boolean enumerate(EqualFinishTree tree, int[] order, int k, boolean[] used, SolveMonitor monitor,
            Consumer<boolean[]> visit) {
        if (k == order.length) {
            if (monitor.cancelled()) {
                return false;
            }
            visit.accept(used.clone());
            return true;
        }
        int node = order[k];
        used[node] = false;
        if (!enumerate(tree, order, k + 1, used, monitor, visit)) {
            return false;
        }
        if (used[tree.parentOf(node)]) {
            used[node] = true;
            boolean complete = enumerate(tree, order, k + 1, used, monitor, visit);
            used[node] = false;
            return complete;
        }
        return true;
    }
}
