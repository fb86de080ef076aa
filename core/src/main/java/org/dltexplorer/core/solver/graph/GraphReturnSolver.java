package org.dltexplorer.core.solver.graph;

import java.util.List;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.tree.ReturnTree;
import org.dltexplorer.core.solver.tree.ReturnTreeLp;
import org.dltexplorer.core.solver.tree.TreeReturnSolver;

/**
 * Any connected graph, all ports, results returned ({@code R > 0}). The load travels over a spanning tree chosen
 * as without returns ({@link SpanningTreeSearch}: every tree when there are few, else edge exchanges from the
 * shortest-path tree), and the results come back along that tree, each processor returning its subtree's results
 * to its parent in one message once it has them all ({@link ReturnTreeLp}); the nodes to use and their loads are
 * chosen by {@link ReturnTree}. The tree is reported in {@link Schedule#distributionTree()} and the first note; the
 * status is {@code FEASIBLE} unless every spanning tree was evaluated. Up to {@link ReturnTree#MAX_NODES}
 * processors.
 */
public final class GraphReturnSolver implements Solver {

    @Override
    public String name() {
        return "graph with results returned, over its best spanning tree (LP)";
    }

    /** All-port graphs returning results, up to the size of one LP. */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.GRAPH).handling(Feature.ALL_PORTS).handling(Capability.ANY_ORDER)
                .requiring(Feature.RESULTS_RETURNED).upTo(ReturnTree.MAX_NODES));
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        // a tree's own search reports that tree's makespans, not the graph's best
        SolveMonitor perTree = monitor.withoutIncumbents();
        SpanningTreeSearch.Outcome best = new SpanningTreeSearch(scenario, spanning -> TreeReturnSolver.solveOver(scenario,
                spanning.parent(), spanning.linkInto(), name(), perTree), monitor, SpanningTreeSearch.LP_EXHAUSTIVE_LIMIT,
                SpanningTreeSearch.LP_MOVE_LIMIT).run();
        return best.tree().report(best.schedule(), best.exhaustive());
    }
}
