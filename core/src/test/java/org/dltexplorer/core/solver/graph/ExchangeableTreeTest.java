package org.dltexplorer.core.solver.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.LongStream;
import org.dltexplorer.core.model.Edge;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.RandomScenarios;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every edge exchange on seeded random graphs gives a spanning tree rooted at the originator whose links are the
 * old tree's links with the added one in and the dropped one out; the cycle of an added link is a path of tree
 * links joining its ends.
 */
class ExchangeableTreeTest {

    static LongStream seeds() {
        return LongStream.range(1, 21);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void everyExchangeIsASpanningTreeWithOneLinkSwapped(long seed) {
        Random r = new Random(seed);
        Graph g = RandomScenarios.randomGraph(5 + r.nextInt(40), r);
        Scenario sc = Scenario.uniform(g, 1, ProcessorParams.of(1), LinkParams.of(0.01, 0.1));
        List<Edge> edges = usable(g);
        int[] edgeOfLink = new int[g.edgeList().size()];
        Arrays.fill(edgeOfLink, -1);
        for (int k = 0; k < edges.size(); k++) {
            edgeOfLink[edges.get(k).link()] = k;
        }
        SpanningTree start = SpanningTree.shortestPaths(sc);
        ExchangeableTree tree = new ExchangeableTree(start, edges, edgeOfLink);
        Set<Integer> before = linksOf(start);
        for (int add = 0; add < edges.size(); add++) {
            if (tree.contains(add)) {
                assertThat(before).contains(edges.get(add).link());
                continue;
            }
            int[] cycle = tree.cycle(add);
            assertThat(cycle).isNotEmpty();
            assertJoins(edges, cycle, edges.get(add).v(), edges.get(add).u());
            for (int drop : cycle) {
                SpanningTree t = tree.exchanged(add, drop);
                assertSpanningTreeRootedAt(g, t, g.originator());
                Set<Integer> expected = new HashSet<>(before);
                expected.remove(edges.get(drop).link());
                expected.add(edges.get(add).link());
                assertThat(linksOf(t)).isEqualTo(expected);
            }
        }
    }

    @Test
    void theCycleOfALinkClosingARingRunsRoundTheRing() {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            pairs.add(new int[] {i, (i + 1) % 6});
        }
        Graph g = Graph.of(6, pairs, 0);
        // the path 0-1-2-3-4-5 as the tree (link i joins i and i + 1); link 5 joins 5 and 0
        int[] parent = {-1, 0, 1, 2, 3, 4};
        int[] link = {-1, 0, 1, 2, 3, 4};
        List<Edge> edges = usable(g);
        ExchangeableTree tree = new ExchangeableTree(new SpanningTree(parent, link), edges, new int[] {0, 1, 2, 3, 4, 5});
        assertThat(tree.contains(5)).isFalse();
        assertThat(tree.cycle(5)).containsExactly(0, 1, 2, 3, 4);
        // dropping link 2 (between 2 and 3): 3, 4, 5 now hang from 0 over link 5, in reverse
        SpanningTree t = tree.exchanged(5, 2);
        assertThat(t.parent()).containsExactly(-1, 0, 1, 4, 5, 0);
        assertThat(t.linkInto()).containsExactly(-1, 0, 1, 3, 4, 5);
    }

    private static List<Edge> usable(Graph g) {
        List<Edge> edges = new ArrayList<>();
        for (Edge e : g.edgeList()) {
            if (g.linkBetween(e.u(), e.v()) == e.link()) {
                edges.add(e);
            }
        }
        return edges;
    }

    private static Set<Integer> linksOf(SpanningTree t) {
        Set<Integer> links = new HashSet<>();
        int[] parent = t.parent();
        int[] link = t.linkInto();
        for (int i = 0; i < parent.length; i++) {
            if (parent[i] >= 0) {
                links.add(link[i]);
            }
        }
        return links;
    }

    /** The links of {@code path}, in order, lead from {@code from} to {@code to}. */
    private static void assertJoins(List<Edge> edges, int[] path, int from, int to) {
        int at = from;
        for (int k : path) {
            Edge e = edges.get(k);
            assertThat(at).isIn(e.u(), e.v());
            at = e.other(at);
        }
        assertThat(at).isEqualTo(to);
    }

    private static void assertSpanningTreeRootedAt(Graph g, SpanningTree t, int root) {
        int[] parent = t.parent();
        int[] link = t.linkInto();
        int n = g.nodes();
        for (int i = 0; i < n; i++) {
            if (i == root) {
                assertThat(parent[i]).isEqualTo(-1);
                continue;
            }
            assertThat(g.linkBetween(i, parent[i])).as("link into %d", i).isEqualTo(link[i]);
            int x = i;
            int steps = 0;
            while (x != root) {
                x = parent[x];
                assertThat(x).as("node %d reaches the root", i).isNotNegative();
                assertThat(++steps).as("no cycle above %d", i).isLessThanOrEqualTo(n);
            }
        }
    }
}
