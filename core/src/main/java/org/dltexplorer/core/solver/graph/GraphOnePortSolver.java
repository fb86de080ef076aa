package org.dltexplorer.core.solver.graph;

import java.util.List;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.tree.TreeOnePortSolver;

/**
 * Any connected graph whose processors send to one neighbour at a time ({@code ports: "one"}), results not returned,
 * memory unlimited: the load travels over a spanning tree chosen by {@link SpanningTreeSearch} (every spanning tree
 * when there are at most {@link #EXHAUSTIVE_TREES}, each an LP — small trees, milliseconds each; else edge exchanges
 * from the shortest-path tree), and each tree is scheduled by the one-port tree model of {@link TreeOnePortSolver} with the
 * strategy's sending order (a listed order, or the order search for {@code optimal} and {@code heuristic}). The
 * status is {@code OPTIMAL} only when every spanning tree was evaluated and the tree model proved its answer; the
 * tree is reported in {@link Schedule#distributionTree()} and the first note.
 */
public final class GraphOnePortSolver implements Solver {

    /**
     * Spanning trees evaluated one by one at most, as for the all-port graphs: a graph with this few spanning trees
     * has few nodes, so each tree's LP (and, for {@code optimal}, its exact order search) is small.
     */
    static final long EXHAUSTIVE_TREES = SpanningTreeSearch.EXHAUSTIVE_LIMIT;

    @Override
    public String name() {
        return "graph, one port, over its best spanning tree (LP)";
    }

    /** One-port graphs, results not returned, every order rule, up to the one-port tree's size. */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.GRAPH).handling(Feature.ONE_PORT).handling(Capability.ANY_ORDER)
                .upTo(TreeOnePortSolver.MAX_NODES));
    }

    @Override
    public String whyNot(Scenario scenario) {
        if (!(scenario.network() instanceof Graph) || scenario.strategy().portsFor(scenario.network().kind()) != Ports.ONE
                || supports(scenario)) {
            return null;
        }
        if (scenario.limitedMemory()) {
            return "one-port graphs need unlimited memory (B = +Infinity)";
        }
        if (scenario.returnsResults()) {
            return "one-port graphs do not return results yet (set R to 0 or use ports \"all\")";
        }
        return "one-port graphs are limited to " + TreeOnePortSolver.MAX_NODES + " processors";
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        // a tree's own search reports that tree's makespans, not the graph's best
        SolveMonitor perTree = monitor.withoutIncumbents();
        SpanningTreeSearch.Outcome best = new SpanningTreeSearch(scenario, spanning -> TreeOnePortSolver.solveOver(scenario,
                spanning.parent(), spanning.linkInto(), name(), perTree), monitor, EXHAUSTIVE_TREES,
                SpanningTreeSearch.LP_MOVE_LIMIT).run();
        return best.tree().report(best.schedule(), best.exhaustive());
    }
}
