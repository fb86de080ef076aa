package org.dltexplorer.core.solver.graph;

import java.util.List;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.tree.EqualFinishTree;
import org.dltexplorer.core.solver.tree.TreeSolver;
import org.dltexplorer.core.solver.tree.UsableSubtree;

/**
 * Any connected graph, all ports sending at once (Błażewicz & Drozdowski 1997, §3). Choosing the processors and links optimally is
 * NP-hard, so, as the paper suggests, the load travels over a spanning tree, chosen by {@link SpanningTreeSearch}:
 * every spanning tree when there are few (then the status is the tree solver's, {@code OPTIMAL} among schedules
 * over a spanning tree), else edge exchanges from the shortest-path tree ({@code FEASIBLE}). Eq. (6) is solved on
 * each tree by {@link TreeSolver} (including the choice of its usable sub-tree). The tree is reported in
 * {@link Schedule#distributionTree()} and the notes.
 */
public final class GraphSolver implements Solver {

    private final UsableSubtree search = new UsableSubtree(UsableSubtree.DEFAULT_EXACT_LIMIT);

    @Override
    public String name() {
        return "graph over its best spanning tree (Błażewicz & Drozdowski 1997, eq. (6))";
    }

    /** All-port graphs, results not returned; with all ports an order has nothing to choose. */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.GRAPH).handling(Feature.ALL_PORTS).handling(Capability.ANY_ORDER));
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        // a tree's own search reports that tree's makespans, not the graph's best
        SolveMonitor perTree = monitor.withoutIncumbents();
        SpanningTreeSearch.Outcome best = new SpanningTreeSearch(scenario, spanning -> TreeSolver.solveOver(scenario,
                EqualFinishTree.of(scenario, spanning.parent(), spanning.linkInto()), name(), search, perTree), monitor).run();
        return best.tree().report(best.schedule(), best.exhaustive());
    }
}
