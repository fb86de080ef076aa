package org.dltexplorer.core.solver.graph;

import java.util.List;
import org.dltexplorer.core.model.Edge;

/**
 * A spanning tree rooted at the originator, held so that an edge exchange costs the length of the cycle it
 * touches, not a search of the whole graph: the cycle a link outside the tree closes is read by walking up from its
 * two ends to their common ancestor, and the exchanged tree is the old one with one branch re-hung (the nodes
 * between the added link and the dropped one change parent, nothing else). The local search of
 * {@link SpanningTreeSearch} made each candidate by two breadth-first searches over boxed adjacency lists, which
 * was most of its time on a 10^5-node graph.
 */
final class ExchangeableTree {

    private final SpanningTree tree;
    private final List<Edge> edges;
    private final int[] parent;
    /** Index into {@link #edges} of the link to the parent, -1 at the root. */
    private final int[] up;
    private final int[] depth;

    /**
     * @param tree a spanning tree over {@code edges}
     * @param edges the usable links, indexed as in the search
     * @param edgeOfLink for each link id, its index into {@code edges} (-1 for a parallel link never used)
     */
    ExchangeableTree(SpanningTree tree, List<Edge> edges, int[] edgeOfLink) {
        this.tree = tree;
        this.edges = edges;
        this.parent = tree.parent();
        int[] link = tree.linkInto();
        int n = parent.length;
        this.up = new int[n];
        for (int i = 0; i < n; i++) {
            up[i] = parent[i] < 0 ? -1 : edgeOfLink[link[i]];
        }
        this.depth = depths(parent);
    }

    SpanningTree tree() {
        return tree;
    }

    /** Whether link {@code k} (index into the usable links) is in the tree. */
    boolean contains(int k) {
        Edge e = edges.get(k);
        return up[e.u()] == k && parent[e.u()] == e.v() || up[e.v()] == k && parent[e.v()] == e.u();
    }

    /**
     * The tree links on the tree path between the ends {@code u}, {@code v} of link {@code add}, in order from
     * {@code v} to {@code u}.
     */
    int[] cycle(int add) {
        int a = edges.get(add).u();
        int b = edges.get(add).v();
        int[] fromU = new int[depth[a] + 1];
        int[] fromV = new int[depth[b] + 1];
        int nu = 0;
        int nv = 0;
        while (depth[a] > depth[b]) {
            fromU[nu++] = up[a];
            a = parent[a];
        }
        while (depth[b] > depth[a]) {
            fromV[nv++] = up[b];
            b = parent[b];
        }
        while (a != b) {
            fromU[nu++] = up[a];
            a = parent[a];
            fromV[nv++] = up[b];
            b = parent[b];
        }
        int[] path = new int[nu + nv];
        System.arraycopy(fromV, 0, path, 0, nv);
        for (int i = 0; i < nu; i++) {
            path[nv + i] = fromU[nu - 1 - i];
        }
        return path;
    }

    /** The tree with link {@code add} in and tree link {@code drop} (on {@link #cycle}{@code (add)}) out. */
    SpanningTree exchanged(int add, int drop) {
        Edge d = edges.get(drop);
        int cut = parent[d.u()] == d.v() && up[d.u()] == drop ? d.u() : d.v(); // the branch below the dropped link
        Edge e = edges.get(add);
        int inner = ancestorAt(e.u(), depth[cut]) == cut ? e.u() : e.v();
        int outer = e.other(inner);
        int[] newParent = tree.parent();
        int[] newLink = tree.linkInto();
        int prev = outer;
        int prevLink = e.link();
        for (int x = inner; ; ) {
            int next = parent[x];
            int nextLink = up[x] < 0 ? -1 : edges.get(up[x]).link();
            newParent[x] = prev;
            newLink[x] = prevLink;
            if (x == cut) {
                break;
            }
            prev = x;
            prevLink = nextLink;
            x = next;
        }
        return new SpanningTree(newParent, newLink);
    }

    private int ancestorAt(int x, int level) {
        while (depth[x] > level) {
            x = parent[x];
        }
        return x;
    }

    /** Depth of every node from its parents, each node's chain walked once. */
    private static int[] depths(int[] parent) {
        int n = parent.length;
        int[] depth = new int[n];
        java.util.Arrays.fill(depth, -1);
        int[] stack = new int[n];
        for (int i = 0; i < n; i++) {
            int top = 0;
            int x = i;
            while (x >= 0 && depth[x] < 0) {
                stack[top++] = x;
                x = parent[x];
            }
            int d = x < 0 ? -1 : depth[x];
            while (top > 0) {
                depth[stack[--top]] = ++d;
            }
        }
        return depth;
    }
}
