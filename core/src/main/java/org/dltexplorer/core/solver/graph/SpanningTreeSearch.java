package org.dltexplorer.core.solver.graph;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import org.dltexplorer.core.model.Edge;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Incumbent;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * The best spanning tree to schedule a graph over (Błażewicz & Drozdowski 1997, §3: the load travels along a
 * spanning tree; choosing it is the NP-hard part). The model is a function from a tree to its schedule (a tree
 * solver's exact answer on that tree); the search is the same for every model:
 * <ul>
 *   <li>a graph of at most {@value #ENUMERATION_NODES} nodes with at most {@value #EXHAUSTIVE_LIMIT} spanning trees ({@value #LP_EXHAUSTIVE_LIMIT} when each
 *       tree is an LP) (counted by Kirchhoff's matrix-tree
 *       theorem): every spanning tree is evaluated, so the best is optimal among spanning-tree schedules;</li>
 *   <li>a graph that is itself a tree: its only spanning tree;</li>
 *   <li>beyond: a first-improvement local search by edge exchanges (add a link outside the tree, drop one link of
 *       the cycle it closes) from the shortest-path tree, at most {@value #MOVE_LIMIT} trees evaluated ({@value #LP_MOVE_LIMIT}),
 *       fewer beyond 5000 nodes ({@value #MOVE_WORK} nodes over all trees: 20 trees at 10^5 nodes); a local
 *       optimum at best, not proven, and the note says when the search stopped before one.</li>
 * </ul>
 * Of several links joining the same two processors only the first listed is used, as everywhere for graphs.
 */
final class SpanningTreeSearch {

    /** Largest number of spanning trees evaluated one by one when a tree costs microseconds (eq. (6)). */
    static final long EXHAUSTIVE_LIMIT = 2000;
    /** Trees the local search evaluates at most, same model. */
    static final int MOVE_LIMIT = 400;
    /**
     * Nodes the local search may process over all the trees it evaluates (each tree costs {@code O(n)}): 400 trees
     * up to 5000 nodes, 20 at 10^5. A bound on work, not on time, so that the answer does not depend on the
     * machine.
     */
    static final long MOVE_WORK = 2_000_000;
    /** The same two limits when each tree is an LP (milliseconds each). */
    static final long LP_EXHAUSTIVE_LIMIT = 64;
    static final int LP_MOVE_LIMIT = 32;
    /** Largest graph whose spanning trees are counted and enumerated (32 MB for the Laplacian). */
    static final int ENUMERATION_NODES = 2000;
    /** A tree must beat the incumbent by this fraction: far above the tree solvers' rounding. */
    private static final double IMPROVEMENT = 1e-9;

    private final Scenario scenario;
    private final Graph graph;
    private final List<Edge> edges;
    private final Function<SpanningTree, Schedule> model;
    /** The best tree's makespan as the monitor hears it; no bound: the search proves none below its trees. */
    private final Incumbent incumbent;
    private final long exhaustiveLimit;
    private final int moveLimit;
    /** Trees the local search evaluates at most on this graph: {@link #moveLimit} within {@link #MOVE_WORK}. */
    private final long moveCap;

    /**
     * What the search found.
     *
     * @param tree the best tree
     * @param schedule its schedule
     * @param exhaustive whether every spanning tree was evaluated (the tree is the best one)
     * @param evaluated trees evaluated
     */
    record Outcome(SpanningTree tree, Schedule schedule, boolean exhaustive, long evaluated) {
    }

    SpanningTreeSearch(Scenario scenario, Function<SpanningTree, Schedule> model, SolveMonitor monitor) {
        this(scenario, model, monitor, EXHAUSTIVE_LIMIT, MOVE_LIMIT);
    }

    /** A search with its own limits: trees enumerated at most, trees the local search evaluates at most. */
    SpanningTreeSearch(Scenario scenario, Function<SpanningTree, Schedule> model, SolveMonitor monitor,
            long exhaustiveLimit, int moveLimit) {
        this.exhaustiveLimit = exhaustiveLimit;
        this.moveLimit = moveLimit;
        this.moveCap = Math.min(moveLimit, Math.max(1, MOVE_WORK / Math.max(1, scenario.network().processorCount())));
        this.scenario = scenario;
        this.graph = (Graph) scenario.network();
        this.model = model;
        this.incumbent = new Incumbent(monitor, 1.0);
        List<Edge> usable = new ArrayList<>();
        for (Edge e : graph.edgeList()) {
            if (graph.linkBetween(e.u(), e.v()) == e.link()) {
                usable.add(e);
            }
        }
        this.edges = usable;
    }

    private Best best;
    private long evaluated;
    private boolean capped;
    private boolean stopped;

    private record Best(SpanningTree tree, Schedule schedule) {
    }

    /**
     * The search. The model must solve each tree with {@link SolveMonitor#withoutIncumbents()}: a tree's own search
     * reports that tree's makespans, not the graph's best.
     */
    Outcome run() {
        Outcome o = search();
        incumbent.flush();
        return o;
    }

    private Outcome search() {
        SpanningTree start = SpanningTree.shortestPaths(scenario);
        consider(start);
        int n = graph.nodes();
        if (edges.size() == n - 1) {
            // the start tree spans the graph with all its links: nothing to enumerate (a path of 10^5 nodes)
            return new Outcome(best.tree().describedAs("the only spanning tree (every one evaluated)"),
                    best.schedule(), true, evaluated);
        }
        // counting builds a dense (n-1)^2 Laplacian and the enumeration keeps one union-find copy per link on its
        // stack: both quadratic in memory (80 GB and 40 GB at 10^5 nodes), so beyond this size only the local search
        if (n <= ENUMERATION_NODES && spanningTreeCount() <= exhaustiveLimit) {
            enumerate(0, new boolean[edges.size()], 0, identity(graph.nodes()));
            if (!stopped) {
                return new Outcome(best.tree().describedAs("best of all " + evaluated + " spanning trees"
                        + " (every one evaluated)"), best.schedule(), true, evaluated);
            }
        } else {
            localSearch();
        }
        String how = stopped ? "stopped"
                : !capped ? "a local optimum"
                : moveCap < moveLimit
                ? "stopped at the work limit (" + moveCap + " trees for " + n + " nodes) before a local optimum"
                : "stopped at the limit of " + moveCap + " trees before a local optimum";
        return new Outcome(best.tree().describedAs("edge exchanges from the shortest-path tree, " + evaluated
                + " trees evaluated, " + how), best.schedule(), false, evaluated);
    }

    /** Evaluates a tree; keeps it when it beats the incumbent. */
    private boolean consider(SpanningTree t) {
        if (++evaluated % 16 == 0 && incumbent.cancelled()) {
            stopped = true;
        }
        Schedule s = model.apply(t);
        if (best == null) {
            best = new Best(t, s); // even infeasible: the answer when no tree does better
            if (s.feasible()) {
                incumbent.offer(s.makespan());
            }
            return s.feasible();
        }
        if (!s.feasible()) {
            return false;
        }
        if (!best.schedule().feasible() || s.makespan() < best.schedule().makespan() * (1 - IMPROVEMENT)) {
            best = new Best(t, s);
            incumbent.offer(s.makespan());
            return true;
        }
        return false;
    }

    /** Every spanning tree: each usable link in or out, kept acyclic by a union-find copied on each inclusion. */
    private void enumerate(int i, boolean[] in, int chosen, int[] uf) {
        int need = graph.nodes() - 1;
        if (stopped) {
            return;
        }
        if (chosen == need) {
            SpanningTree t = treeOf(in);
            if (!t.sameTree(best.tree())) {
                consider(t);
            }
            return;
        }
        if (edges.size() - i < need - chosen) {
            return;
        }
        Edge e = edges.get(i);
        int ru = find(uf, e.u());
        int rv = find(uf, e.v());
        if (ru != rv) {
            int[] joined = uf.clone();
            joined[ru] = rv;
            in[i] = true;
            enumerate(i + 1, in, chosen + 1, joined);
            in[i] = false;
        }
        enumerate(i + 1, in, chosen, uf);
    }

    /**
     * First-improvement edge exchanges from the incumbent until none improves or {@link #moveCap} trees have been
     * evaluated; whether it stopped at the cap is kept for the note.
     */
    private void localSearch() {
        int[] edgeOfLink = edgeOfLink();
        boolean improved = true;
        while (improved && !stopped) {
            improved = false;
            ExchangeableTree current = new ExchangeableTree(best.tree(), edges, edgeOfLink);
            outer:
            for (int add = 0; add < edges.size(); add++) {
                if (current.contains(add)) {
                    continue;
                }
                for (int drop : current.cycle(add)) {
                    if (stopped) {
                        return;
                    }
                    if (evaluated >= moveCap) {
                        capped = true;
                        return;
                    }
                    if (consider(current.exchanged(add, drop))) {
                        improved = true;
                        break outer;
                    }
                }
            }
        }
    }

    /** For each link id, its index into {@link #edges}; -1 for a parallel link. */
    private int[] edgeOfLink() {
        int bound = 0;
        for (Edge e : edges) {
            bound = Math.max(bound, e.link() + 1);
        }
        int[] index = new int[bound];
        Arrays.fill(index, -1);
        for (int k = 0; k < edges.size(); k++) {
            index[edges.get(k).link()] = k;
        }
        return index;
    }

    /** For every node reached from {@code root} over the chosen links, the link (index into {@link #edges}) it was reached by; -1 elsewhere. */
    private int[] breadthFirst(List<List<Integer>> adj, int root) {
        int[] via = new int[graph.nodes()];
        Arrays.fill(via, -1);
        boolean[] seen = new boolean[graph.nodes()];
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(root));
        seen[root] = true;
        while (!queue.isEmpty()) {
            int x = queue.poll();
            for (int k : adj.get(x)) {
                int y = edges.get(k).other(x);
                if (!seen[y]) {
                    seen[y] = true;
                    via[y] = k;
                    queue.add(y);
                }
            }
        }
        return via;
    }

    private List<List<Integer>> adjacency(boolean[] in) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < graph.nodes(); i++) {
            adj.add(new ArrayList<>());
        }
        for (int k = 0; k < edges.size(); k++) {
            if (in[k]) {
                adj.get(edges.get(k).u()).add(k);
                adj.get(edges.get(k).v()).add(k);
            }
        }
        return adj;
    }

    /** The tree of the chosen links, rooted at the originator. */
    private SpanningTree treeOf(boolean[] in) {
        int n = graph.nodes();
        int[] via = breadthFirst(adjacency(in), graph.originator());
        int[] parent = new int[n];
        int[] link = new int[n];
        Arrays.fill(parent, -1);
        Arrays.fill(link, -1);
        for (int y = 0; y < n; y++) {
            if (via[y] >= 0) {
                parent[y] = edges.get(via[y]).other(y);
                link[y] = edges.get(via[y]).link();
            }
        }
        return new SpanningTree(parent, link);
    }

    /**
     * The number of spanning trees (Kirchhoff: any cofactor of the Laplacian), by Gaussian elimination in doubles;
     * only compared with {@link #EXHAUSTIVE_LIMIT}, so rounding does not matter.
     */
    double spanningTreeCount() {
        int n = graph.nodes();
        if (n <= 1) {
            return 1;
        }
        double[][] lap = new double[n - 1][n - 1];
        for (Edge e : edges) {
            int u = e.u() - 1;
            int v = e.v() - 1;
            if (u >= 0) {
                lap[u][u]++;
            }
            if (v >= 0) {
                lap[v][v]++;
            }
            if (u >= 0 && v >= 0) {
                lap[u][v]--;
                lap[v][u]--;
            }
        }
        double det = 1;
        for (int c = 0; c < n - 1; c++) {
            int p = c;
            for (int r = c + 1; r < n - 1; r++) {
                if (Math.abs(lap[r][c]) > Math.abs(lap[p][c])) {
                    p = r;
                }
            }
            if (lap[p][c] == 0) {
                return 0;
            }
            double[] tmp = lap[p];
            lap[p] = lap[c];
            lap[c] = tmp;
            det *= lap[c][c];
            for (int r = c + 1; r < n - 1; r++) {
                double f = lap[r][c] / lap[c][c];
                for (int k = c; k < n - 1; k++) {
                    lap[r][k] -= f * lap[c][k];
                }
            }
        }
        return Math.abs(det);
    }

    private static int[] identity(int n) {
        int[] uf = new int[n];
        for (int i = 0; i < n; i++) {
            uf[i] = i;
        }
        return uf;
    }

    private static int find(int[] uf, int x) {
        while (uf[x] != x) {
            x = uf[x];
        }
        return x;
    }
}
