package org.dltexplorer.core.solver;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;

/** Heterogeneous random parameters for seeded property tests; startups large enough that some processors drop. */
public final class RandomScenarios {

    private RandomScenarios() {
    }

    /** Every processor and link gets its own parameters: A in [0.5, 3], S in [0, maxS], C in [0.05, 1]. */
    public static Scenario of(Network network, Random r, double maxS, Strategy strategy) {
        Map<Integer, ProcessorParams> procs = new HashMap<>();
        for (int i = 0; i < network.processorCount(); i++) {
            procs.put(i, ProcessorParams.of(0.5 + 2.5 * r.nextDouble()));
        }
        Map<Integer, LinkParams> links = new HashMap<>();
        for (var e : network.edges()) {
            links.computeIfAbsent(e.link(), k -> LinkParams.of(maxS * r.nextDouble(), 0.05 + 0.95 * r.nextDouble()));
        }
        double load = 1 + 9 * r.nextDouble();
        return new Scenario("random", Notation.ACS, NotationUnits.STANDARD, network, load, ProcessorParams.of(1),
                procs, LinkParams.of(0, 1), links, strategy);
    }

    /** Parents of a random recursive tree: {@code parent[i]} uniform in {@code 0..i-1}. */
    /** A random connected graph of {@code n} nodes: a random tree plus up to {@code n} extra edges, originator random. */
    public static Graph randomGraph(int n, Random r) {
        int[] parent = randomTree(n, r);
        List<int[]> pairs = new ArrayList<>();
        for (int i = 1; i < n; i++) {
            pairs.add(new int[] {parent[i], i});
        }
        for (int extra = r.nextInt(n + 1); extra > 0 && n > 2; extra--) {
            int u = r.nextInt(n);
            int v = r.nextInt(n);
            if (u != v) {
                pairs.add(new int[] {u, v});
            }
        }
        return Graph.of(n, pairs, r.nextInt(n));
    }

    /** A tree scenario as the graph of its edges: edge {@code i − 1} is tree link {@code i}, with its parameters. */
    public static Scenario asGraph(Scenario tree, int[] parent) {
        List<int[]> pairs = new ArrayList<>();
        Map<Integer, LinkParams> links = new HashMap<>();
        for (int i = 1; i < parent.length; i++) {
            pairs.add(new int[] {parent[i], i});
            links.put(i - 1, tree.link(i));
        }
        return tree.withNetwork(Graph.of(parent.length, pairs, 0)).withLinkOverrides(links);
    }

    public static int[] randomTree(int n, Random r) {
        int[] parent = new int[n];
        parent[0] = -1;
        for (int i = 1; i < n; i++) {
            parent[i] = r.nextInt(i);
        }
        return parent;
    }

    /**
     * The same scenario with results returned: every link gets its own {@code R} drawn in {@code [minR, maxR]}
     * (the default link too, so that {@code R > 0} everywhere).
     */
    public static Scenario withReturns(Scenario sc, Random r, double minR, double maxR) {
        Map<Integer, LinkParams> links = new HashMap<>();
        for (var e : sc.network().edges()) {
            links.computeIfAbsent(e.link(), k -> sc.link(k).withR(minR + (maxR - minR) * r.nextDouble()));
        }
        return sc.withLinkOverrides(links).withLinkDefault(sc.linkDefault().withR(maxR));
    }
}
