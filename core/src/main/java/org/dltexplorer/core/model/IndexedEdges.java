package org.dltexplorer.core.model;

import java.util.AbstractList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;

/**
 * A graph's immutable edge list that also answers "which link joins {@code u} and {@code v}" in constant time: the
 * solvers and the validator ask it for every edge and every message, which a scan of the list made quadratic
 * (a 10^5-node path took minutes). With parallel links the first listed wins, as before.
 */
final class IndexedEdges extends AbstractList<Edge> implements RandomAccess {

    private final Edge[] edges;
    private final Map<Long, Integer> firstLink;

    private IndexedEdges(List<Edge> edges) {
        this.edges = edges.toArray(new Edge[0]);
        this.firstLink = new HashMap<>(this.edges.length * 2);
        for (Edge e : this.edges) {
            firstLink.putIfAbsent(key(e.u(), e.v()), e.link());
        }
    }

    static IndexedEdges of(List<Edge> edges) {
        return edges instanceof IndexedEdges ie ? ie : new IndexedEdges(edges);
    }

    private static long key(int u, int v) {
        return (long) Math.min(u, v) << 32 | (Math.max(u, v) & 0xFFFFFFFFL);
    }

    /** The first listed link joining {@code u} and {@code v}, or -1. */
    int linkBetween(int u, int v) {
        Integer id = firstLink.get(key(u, v));
        return id == null ? -1 : id;
    }

    @Override
    public Edge get(int index) {
        return edges[index];
    }

    @Override
    public int size() {
        return edges.length;
    }
}
