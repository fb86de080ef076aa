package org.dltexplorer.core.solver.tree;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.memory.StarOrderSearch;

/**
 * The sending orders of a one-port tree's children ({@link OnePortTree}): every combination of the children's
 * permutations at every node, or one order per node chosen by the star order search ({@link StarOrderSearch}) on
 * equivalent workers.
 *
 * <p>Equivalent workers: a child's subtree, once it holds its data, is a one-port star rooted at the child whose
 * workers are its own children's subtrees; bottom-up, each subtree is replaced by one processor with the speed it
 * achieves on its share, {@code A_eq = T(D)/D} (the equivalent-processor reduction of Błażewicz & Drozdowski (1997),
 * §3, and Drozdowski (2009)). Exact when no startup lies inside the subtree (its finish time is then linear in
 * {@code D}); with startups {@code T(D)/D} depends on {@code D}, so it is taken at the subtree's share of an even
 * split of the load, and the orders are a heuristic.
 */
final class ChildOrders {

    /** Combinations of child orders tried one by one; beyond, the equivalent-worker orders. */
    static final int EXHAUSTIVE_LIMIT = 720;
    /** Time for the star order search at one node when the tree's order is {@code optimal}. */
    private static final long NODE_SEARCH_MILLIS = 2_000;

    private ChildOrders() {
    }

    /** Number of combinations of the children's orders, or {@code limit + 1} when there are more than {@code limit}. */
    static long combinations(int[][] children, long limit) {
        long count = 1;
        for (int[] kids : children) {
            for (int k = 2; k <= kids.length; k++) {
                count *= k;
                if (count > limit) {
                    return limit + 1;
                }
            }
        }
        return count;
    }

    /**
     * Calls {@code visit} with every combination of the children's orders (a fresh array each time).
     *
     * @return false when the monitor stopped it before the last combination
     */
    static boolean forEach(int[][] children, SolveMonitor monitor, Consumer<int[][]> visit) {
        int[][] current = new int[children.length][];
        for (int v = 0; v < children.length; v++) {
            current[v] = children[v].clone();
        }
        return permute(current, 0, 0, monitor, visit);
    }

    /** Permutes {@code current[v]} from position {@code i} on, then the next nodes'. */
    private static boolean permute(int[][] current, int v, int i, SolveMonitor monitor, Consumer<int[][]> visit) {
        if (v == current.length) {
            if (monitor.cancelled()) {
                return false;
            }
            int[][] copy = new int[current.length][];
            for (int u = 0; u < current.length; u++) {
                copy[u] = current[u].clone();
            }
            visit.accept(copy);
            return true;
        }
        int[] kids = current[v];
        if (i >= kids.length - 1) {
            return permute(current, v + 1, 0, monitor, visit);
        }
        for (int j = i; j < kids.length; j++) {
            swap(kids, i, j);
            boolean go = permute(current, v, i + 1, monitor, visit);
            swap(kids, i, j);
            if (!go) {
                return false;
            }
        }
        return true;
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /**
     * One order per node, bottom-up: the node's children, each an equivalent worker, ordered by the star order
     * search (its exact branch-and-bound, at most {@value #NODE_SEARCH_MILLIS} ms per node, when {@code exact};
     * else its heuristic start). Children the search leaves out go last, in their previous order: the tree LP
     * decides whether to use them.
     */
    static int[][] equivalentWorkers(EqualFinishTree tree, int[][] children, double load, boolean exact,
            SolveMonitor monitor) {
        int n = tree.size();
        int[] size = new int[n];
        int[] topDown = tree.topDown();
        for (int k = n - 1; k >= 0; k--) {
            int v = topDown[k];
            size[v] += 1;
            if (tree.parentOf(v) >= 0) {
                size[tree.parentOf(v)] += size[v];
            }
        }
        double[] aEq = new double[n];
        int[][] out = new int[n][];
        for (int k = n - 1; k >= 0; k--) {
            int v = topDown[k];
            int[] kids = children[v];
            double share = load * size[v] / n;
            if (kids.length == 0 || monitor.cancelled()) {
                out[v] = kids.clone();
                aEq[v] = tree.invA(v) > 0 ? 1.0 / tree.invA(v) : Double.POSITIVE_INFINITY;
                continue;
            }
            if (!(share >= Double.MIN_NORMAL && share < Double.POSITIVE_INFINITY)) {
                throw new ScenarioRefusedException("the sending-order search cannot rank the children of processor " + v
                        + ": its share of the load, " + share + ", is beyond double precision");
            }
            for (int c : kids) {
                if (!(aEq[c] >= Double.MIN_NORMAL)) {
                    throw new ScenarioRefusedException("the sending-order search cannot rank the children of processor "
                            + v + ": the equivalent time of processor " + c + "'s subtree, " + aEq[c]
                            + ", is beyond double precision");
                }
            }
            Scenario star = star(tree, v, kids, aEq, share);
            SolveMonitor budget = exact ? SolveMonitor.deadline(NODE_SEARCH_MILLIS) : SolveMonitor.deadline(0);
            StarOrderSearch.Found found = StarOrderSearch.optimal(star, either(budget, monitor));
            if (found == null) {
                out[v] = kids.clone();
                aEq[v] = Double.POSITIVE_INFINITY;
                continue;
            }
            out[v] = servedFirst(kids, found.served());
            aEq[v] = found.makespan() / share;
        }
        return out;
    }

    /** Cancelled when either is. */
    private static SolveMonitor either(SolveMonitor a, SolveMonitor b) {
        return new SolveMonitor() {
            @Override
            public boolean cancelled() {
                return a.cancelled() || b.cancelled();
            }

            @Override
            public void progress(double fraction, String message) {
                b.progress(fraction, message);
            }
        };
    }

    /** Node {@code v} as a one-port star carrying {@code share}: its children are workers with their subtrees' speeds. */
    private static Scenario star(EqualFinishTree tree, int v, int[] kids, double[] aEq, double share) {
        Map<Integer, ProcessorParams> procs = new HashMap<>();
        Map<Integer, LinkParams> links = new HashMap<>();
        for (int i = 0; i < kids.length; i++) {
            int c = kids[i];
            // a subtree that cannot compute still gets a finite, very slow speed: the search then leaves it out
            double a = Double.isFinite(aEq[c]) ? aEq[c] : Double.MAX_VALUE / 4;
            procs.put(i + 1, ProcessorParams.of(a));
            links.put(i + 1, LinkParams.of(tree.S(c), tree.C(c)));
        }
        boolean computes = tree.invA(v) > 0;
        ProcessorParams own = ProcessorParams.of(computes ? 1.0 / tree.invA(v) : 1.0);
        return Scenario.uniform(new Star(kids.length), share, own, LinkParams.of(0, 1)).withProcessorOverrides(procs)
                .withLinkOverrides(links)
                .withStrategy(Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL).withOriginatorComputes(computes));
    }

    /** The children in the star search's service order ({@code served}: worker ids 1..k), the rest after. */
    private static int[] servedFirst(int[] kids, int[] served) {
        int[] order = new int[kids.length];
        boolean[] placed = new boolean[kids.length];
        int p = 0;
        for (int id : served) {
            order[p++] = kids[id - 1];
            placed[id - 1] = true;
        }
        for (int i = 0; i < kids.length; i++) {
            if (!placed[i]) {
                order[p++] = kids[i];
            }
        }
        return order;
    }
}
