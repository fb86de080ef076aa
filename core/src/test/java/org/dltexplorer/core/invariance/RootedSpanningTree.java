package org.dltexplorer.core.invariance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.dltexplorer.core.model.Edge;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Tree;

/**
 * A spanning tree of a small graph, rooted at its originator; {@link #allOf} finds every one by trying every set of
 * {@code n − 1} links, the brute force the graph oracles run over. A repeated pair of nodes is one link, as the graph
 * solvers read it.
 *
 * @param parent each node's parent in the tree, -1 for the originator
 * @param link the id of the link joining each node to its parent
 */
record RootedSpanningTree(int[] parent, int[] link) {

    /** A network that is itself a tree (a star, a tree, a chain from its originator both ways), as its own. */
    static RootedSpanningTree of(Network net) {
        int n = (int) net.processorCount();
        int root = net.originator();
        int[] parent = new int[n];
        int[] link = new int[n];
        for (int i = 0; i < n; i++) {
            if (net instanceof Tree t) {
                parent[i] = t.parent()[i];
                link[i] = i;
            } else if (net instanceof Star) {
                parent[i] = i == 0 ? -1 : 0;
                link[i] = i;
            } else if (net instanceof Chain) {
                // link i joins i and i + 1
                parent[i] = i == root ? -1 : i > root ? i - 1 : i + 1;
                link[i] = i > root ? i - 1 : i;
            } else {
                throw new IllegalArgumentException(net.kind() + " is not a tree");
            }
        }
        return new RootedSpanningTree(parent, link);
    }

    static List<RootedSpanningTree> allOf(Graph g) {
        List<Edge> edges = g.edgeList().stream().filter(e -> g.linkBetween(e.u(), e.v()) == e.link()).toList();
        int n = g.nodes();
        List<RootedSpanningTree> out = new ArrayList<>();
        for (long mask = 0; mask < 1L << edges.size(); mask++) {
            if (Long.bitCount(mask) != n - 1) {
                continue;
            }
            int[] parent = new int[n];
            int[] link = new int[n];
            Arrays.fill(parent, -2);
            parent[g.originator()] = -1;
            // grow from the originator over the chosen links; a set that leaves a node out is no spanning tree
            for (boolean grew = true; grew;) {
                grew = false;
                for (int k = 0; k < edges.size(); k++) {
                    Edge e = edges.get(k);
                    if ((mask >> k & 1) == 0) {
                        continue;
                    }
                    if (parent[e.u()] != -2 && parent[e.v()] == -2) {
                        parent[e.v()] = e.u();
                        link[e.v()] = e.link();
                        grew = true;
                    } else if (parent[e.v()] != -2 && parent[e.u()] == -2) {
                        parent[e.u()] = e.v();
                        link[e.u()] = e.link();
                        grew = true;
                    }
                }
            }
            if (Arrays.stream(parent).noneMatch(p -> p == -2)) {
                out.add(new RootedSpanningTree(parent, link));
            }
        }
        return out;
    }
}
