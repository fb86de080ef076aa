package org.dltexplorer.core.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Any connected graph: nodes {@code 0..n-1}, link {@code i} = edge {@code i}. Solvers schedule it over a spanning
 * tree they choose and report (Błażewicz & Drozdowski 1997, §3: the general problem is NP-hard).
 */
public record Graph(int nodes, List<Edge> edgeList, int originator) implements Network {

    public Graph {
        InvalidScenarioException.require(nodes >= 1, "nodes", "must be >= 1, got " + nodes);
        InvalidScenarioException.require(originator >= 0 && originator < nodes, "originator",
                "must be in 0.." + (nodes - 1) + ", got " + originator);
        // checked before the node arrays below are allocated: 10^9 declared nodes with a handful of edges is a typo,
        // not a reason to run out of memory
        InvalidScenarioException.require(edgeList.size() >= nodes - 1L, "edges",
                "a connected graph of " + nodes + " nodes needs at least " + (nodes - 1L) + " edges, got " + edgeList.size());
        edgeList = List.copyOf(edgeList);
        for (int i = 0; i < edgeList.size(); i++) {
            Edge e = edgeList.get(i);
            InvalidScenarioException.require(e.link() == i, "edges[" + i + "]", "edge ids must follow list order");
            InvalidScenarioException.require(e.u() >= 0 && e.u() < nodes && e.v() >= 0 && e.v() < nodes, "edges[" + i + "]",
                    "ends must be nodes 0.." + (nodes - 1) + ", got [" + e.u() + ", " + e.v() + "]");
            InvalidScenarioException.require(e.u() != e.v(), "edges[" + i + "]", "a link cannot join node " + e.u() + " to itself");
        }
        // connectivity from the originator: a processor that cannot be reached can never get load
        int[] uf = new int[nodes];
        for (int i = 0; i < nodes; i++) {
            uf[i] = i;
        }
        for (Edge e : edgeList) {
            uf[find(uf, e.u())] = find(uf, e.v());
        }
        for (int i = 0; i < nodes; i++) {
            InvalidScenarioException.require(find(uf, i) == find(uf, originator), "edges",
                    "node " + i + " is not connected to the originator " + originator);
        }
    }

    /** Builds a graph from {@code [u, v]} pairs, numbering links in order. */
    public static Graph of(int nodes, List<int[]> pairs, int originator) {
        List<Edge> edges = new ArrayList<>();
        for (int[] p : pairs) {
            edges.add(new Edge(edges.size(), p[0], p[1]));
        }
        return new Graph(nodes, edges, originator);
    }

    private static int find(int[] uf, int x) {
        while (uf[x] != x) {
            uf[x] = uf[uf[x]];
            x = uf[x];
        }
        return x;
    }

    @Override
    public NetworkKind kind() {
        return NetworkKind.GRAPH;
    }

    @Override
    public long processorCount() {
        return nodes;
    }

    @Override
    public boolean hasLink(int id) {
        return id >= 0 && id < edgeList.size();
    }

    @Override
    public List<Edge> edges() {
        return edgeList;
    }

    @Override
    public int linkBetween(int u, int v) {
        for (Edge e : edgeList) {
            if ((e.u() == u && e.v() == v) || (e.u() == v && e.v() == u)) {
                return e.link();
            }
        }
        return -1;
    }
}
