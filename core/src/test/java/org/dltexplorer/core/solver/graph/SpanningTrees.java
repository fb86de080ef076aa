package org.dltexplorer.core.solver.graph;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.dltexplorer.core.model.Edge;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Scenario;

/**
 * Every spanning tree of a small graph, by trying every set of n − 1 links: the brute force the spanning-tree searches
 * are checked against. Each tree comes as the scenario on the graph of its links alone, with their parameters.
 */
final class SpanningTrees {

    private SpanningTrees() {
    }

    /** Calls {@code visit} with {@code sc} over each spanning tree of its graph; returns how many there are. */
    static int forEach(Scenario sc, Consumer<Scenario> visit) {
        Graph g = (Graph) sc.network();
        List<Edge> usable = new ArrayList<>();
        for (Edge e : g.edgeList()) {
            if (g.linkBetween(e.u(), e.v()) == e.link()) {
                usable.add(e);
            }
        }
        int n = g.nodes();
        int trees = 0;
        for (long mask = 0; mask < 1L << usable.size(); mask++) {
            if (Long.bitCount(mask) != n - 1) {
                continue;
            }
            List<int[]> pairs = new ArrayList<>();
            Map<Integer, LinkParams> links = new HashMap<>();
            for (int k = 0; k < usable.size(); k++) {
                if ((mask >> k & 1) != 0) {
                    links.put(pairs.size(), sc.link(usable.get(k).link()));
                    pairs.add(new int[] {usable.get(k).u(), usable.get(k).v()});
                }
            }
            Graph tree;
            try {
                tree = Graph.of(n, pairs, g.originator());
            } catch (InvalidScenarioException notConnected) {
                continue;
            }
            trees++;
            visit.accept(sc.withNetwork(tree).withLinkOverrides(links));
        }
        return trees;
    }
}
