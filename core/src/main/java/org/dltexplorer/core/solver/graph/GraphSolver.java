package org.dltexplorer.core.solver.graph;

import java.util.Arrays;
import org.dltexplorer.core.model.Edge;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.tree.EqualFinishTree;
import org.dltexplorer.core.solver.tree.TreeSolver;
import org.dltexplorer.core.solver.tree.UsableSubtree;
import org.jgrapht.alg.shortestpath.DijkstraShortestPath;
import org.jgrapht.graph.WeightedPseudograph;

/**
 * Any connected graph, all ports sending at once (seed 003 §3). Choosing the processors and links optimally is
 * NP-hard, so, as the paper suggests, the load travels over a spanning tree: the <em>shortest-path tree</em> from
 * the originator (JGraphT's Dijkstra) with edge weight {@code S + C·V/n}, the time to send an equal share
 * {@code V/n} over the link, which favours short, fast routes to every processor. Eq. (6) is then solved on that
 * tree by {@link TreeSolver} (including the choice of its usable sub-tree). The tree is reported in
 * {@link Schedule#distributionTree()} and the notes; the status is at best {@code FEASIBLE}, since another
 * spanning tree may be better. Of several links joining the same two processors only the first listed is used
 * ({@link Graph#linkBetween}).
 */
public final class GraphSolver implements Solver {

    private final UsableSubtree search = new UsableSubtree(UsableSubtree.DEFAULT_EXACT_LIMIT);

    @Override
    public String name() {
        return "graph over a shortest-path spanning tree (seed 003 eq. (6))";
    }

    @Override
    public boolean supports(Scenario scenario) {
        return scenario.network() instanceof Graph && scenario.strategy().portsFor(scenario.network().kind()) == Ports.ALL
                && !scenario.limitedMemory() && !scenario.returnsResults();
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        Graph graph = (Graph) scenario.network();
        int n = graph.nodes();
        double share = scenario.load() / n;
        WeightedPseudograph<Integer, Edge> g = new WeightedPseudograph<>(Edge.class);
        for (int i = 0; i < n; i++) {
            g.addVertex(i);
        }
        for (Edge e : graph.edgeList()) {
            if (graph.linkBetween(e.u(), e.v()) != e.link()) {
                continue; // a parallel link: processors joined twice talk over the first listed (as the validator does)
            }
            LinkParams l = scenario.link(e.link());
            g.addEdge(e.u(), e.v(), e);
            g.setEdgeWeight(e, l.S() + l.C() * share);
        }
        var paths = new DijkstraShortestPath<>(g).getPaths(graph.originator());
        int[] parent = new int[n];
        int[] link = new int[n];
        Arrays.fill(parent, -1);
        for (int i = 0; i < n; i++) {
            if (i == graph.originator()) {
                continue;
            }
            var edges = paths.getPath(i).getEdgeList();
            Edge last = edges.get(edges.size() - 1);
            parent[i] = last.other(i);
            link[i] = last.link();
        }
        EqualFinishTree tree = EqualFinishTree.of(scenario, parent, link);
        Schedule s = TreeSolver.solveOver(scenario, tree, name(), search, monitor);
        if (!s.feasible()) {
            return s;
        }
        StringBuilder tr = new StringBuilder("spanning tree: shortest paths from the originator, edge weight S + C·V/n;"
                + " links used:");
        for (int i = 0; i < n; i++) {
            if (parent[i] >= 0) {
                tr.append(' ').append(link[i]);
            }
        }
        java.util.List<String> notes = new java.util.ArrayList<>(s.notes());
        notes.add(0, tr.toString());
        String reason = s.status() == Status.OPTIMAL
                ? "optimal on the chosen spanning tree; another spanning tree may be better"
                : s.reason();
        return new Schedule(Status.FEASIBLE, reason, s.solver(), false, s.shares(), s.timeline(), s.makespan(),
                s.metrics(), notes, s.distributionTree());
    }
}
