package org.dltexplorer.core.solver.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.dltexplorer.core.model.Edge;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.ScenarioRefusedException;

/**
 * The spanning tree a graph is scheduled over (Błażewicz & Drozdowski 1997, §3 suggests scheduling over a spanning tree, the general
 * problem being NP-hard): the <em>shortest-path tree</em> from the originator (Dijkstra) with edge weight
 * {@code S + C·V/n}, the time to send an equal share {@code V/n} over the link, which favours short, fast routes to
 * every processor. Of several links joining the same two processors only the first listed is used
 * ({@link Graph#linkBetween}, as the validator does). One place for every graph solver, so that with and without
 * returned results the same tree is chosen and reported the same way.
 *
 * @param parent parent processor of each processor, {@code -1} for the originator
 * @param linkInto the graph link (edge id) joining each processor to its parent, {@code -1} for the originator
 * @param chosenBy how the tree was chosen, for the note
 */
public record SpanningTree(int[] parent, int[] linkInto, String chosenBy) {

    private static final String SHORTEST_PATHS = "shortest paths from the originator, edge weight S + C·V/n";

    /** A tree chosen as the shortest-path tree is. */
    public SpanningTree(int[] parent, int[] linkInto) {
        this(parent, linkInto, SHORTEST_PATHS);
    }

    /** The same tree, its choice described as {@code how}. */
    public SpanningTree describedAs(String how) {
        return new SpanningTree(parent, linkInto, how);
    }

    /** Whether {@code o} joins the same processors by the same links. */
    public boolean sameTree(SpanningTree o) {
        return Arrays.equals(parent, o.parent) && Arrays.equals(linkInto, o.linkInto);
    }

    /** The shortest-path spanning tree of {@code scenario}'s graph ({@link ShortestPathTree}). */
    public static SpanningTree shortestPaths(Scenario scenario) {
        Graph graph = (Graph) scenario.network();
        int n = graph.nodes();
        double share = scenario.load() / n;
        List<Edge> usable = new ArrayList<>();
        for (Edge e : graph.edgeList()) {
            if (graph.linkBetween(e.u(), e.v()) == e.link()) {
                usable.add(e); // of parallel links, processors joined twice talk over the first listed
            }
        }
        int m = usable.size();
        int[] u = new int[m];
        int[] v = new int[m];
        double[] weight = new double[m];
        for (int k = 0; k < m; k++) {
            Edge e = usable.get(k);
            LinkParams l = scenario.link(e.link());
            u[k] = e.u();
            v[k] = e.v();
            weight[k] = l.S() + l.C() * share;
            if (!Double.isFinite(weight[k])) {
                throw new ScenarioRefusedException("link " + e.link() + ": its time for an even share of the load, S + C·V/n = "
                        + weight[k] + ", is beyond double precision");
            }
        }
        int[] via = ShortestPathTree.from(n, u, v, weight, graph.originator());
        int[] parent = new int[n];
        int[] link = new int[n];
        Arrays.fill(parent, -1);
        Arrays.fill(link, -1);
        for (int i = 0; i < n; i++) {
            if (via[i] >= 0) {
                Edge last = usable.get(via[i]);
                parent[i] = last.other(i);
                link[i] = last.link();
            }
        }
        return new SpanningTree(parent, link);
    }

    @Override
    public int[] parent() {
        return parent.clone();
    }

    @Override
    public int[] linkInto() {
        return linkInto.clone();
    }

    /** The note naming the tree: how it was chosen and the links it uses. */
    public String note() {
        StringBuilder tr = new StringBuilder("spanning tree: " + chosenBy + "; links used:");
        for (int i = 0; i < parent.length; i++) {
            if (parent[i] >= 0) {
                tr.append(' ').append(linkInto[i]);
            }
        }
        return tr.toString();
    }

    /**
     * The schedule solved over this tree, reported as a graph schedule: the tree's note first, and at best
     * {@code FEASIBLE}, since another spanning tree may be better.
     */
    public Schedule report(Schedule s) {
        return report(s, false);
    }

    /**
     * The schedule solved over this tree, reported as a graph schedule; when {@code bestTree} (every spanning tree
     * was evaluated) the tree solver's status stands: optimal among the schedules over a spanning tree.
     */
    public Schedule report(Schedule s, boolean bestTree) {
        if (!s.feasible()) {
            return s;
        }
        if (bestTree) {
            List<String> notes = new ArrayList<>(s.notes());
            notes.add(0, note());
            return new Schedule(s.status(), s.status() == Status.OPTIMAL
                    ? "optimal among the schedules over a spanning tree (every spanning tree evaluated)" : s.reason(),
                    s.solver(), false, s.shares(), s.timeline(), s.makespan(), s.metrics(), notes, s.distributionTree(),
                    null, s.bound());
        }
        List<String> notes = new ArrayList<>(s.notes());
        notes.add(0, note());
        String reason = s.status() == Status.OPTIMAL
                ? "optimal on the chosen spanning tree; another spanning tree may be better"
                : s.reason();
        return new Schedule(Status.FEASIBLE, reason, s.solver(), false, s.shares(), s.timeline(), s.makespan(),
                s.metrics(), notes, s.distributionTree());
    }
}
