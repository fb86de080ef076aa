package org.dltexplorer.core.solver.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

/**
 * Graphs beyond the spanning-tree enumeration: counting the trees took a dense Laplacian of (n-1)^2 doubles
 * (3.2 GB for this path, 80 GB for 10^5 nodes) and enumerating them one union-find copy per link.
 */
class LargeGraphSpanningTreeTest {

    @Test
    void aPathOfTwentyThousandNodesIsItsOnlySpanningTree() {
        int n = 20_000;
        List<int[]> edges = new ArrayList<>();
        for (int i = 1; i < n; i++) {
            edges.add(new int[] {i - 1, i});
        }
        Scenario sc = Scenario.uniform(Graph.of(n, edges, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1e-3));
        Schedule s = new GraphSolver().solve(sc);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(s.notes().get(0)).contains("the only spanning tree");
    }

    @Test
    void aLongCycleIsSearchedLocallyWithoutCountingItsTrees() {
        int n = 5_000;
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            edges.add(new int[] {i, (i + 1) % n});
        }
        Scenario sc = Scenario.uniform(Graph.of(n, edges, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1e-3));
        Schedule s = new GraphSolver().solve(sc);
        assertThat(s.feasible()).isTrue();
        assertThat(s.notes().get(0)).contains("edge exchanges").doesNotContain("every one evaluated");
    }

    /**
     * The random sparse graph of 10^5 nodes (a random tree and as many extra links): the local search
     * evaluated 400 trees of O(n) each (25 s); now it stops at its work limit and says so.
     */
    @Test
    void aRandomSparseGraphOfATenthOfAMillionNodesStopsAtTheWorkLimitAndSaysSo() {
        Scenario sc = Scenario.uniform(RandomScenarios.randomGraph(100_000, new Random(1)), 1, ProcessorParams.of(1),
                LinkParams.of(1e-6, 1e-3));
        Schedule s = Solvers.standard().solve(sc);
        assertThat(s.status()).isEqualTo(Status.FEASIBLE);
        assertThat(s.notes().get(0))
                .contains("edge exchanges from the shortest-path tree, 20 trees evaluated")
                .contains("stopped at the work limit (20 trees for 100000 nodes) before a local optimum");
    }

    @Test
    void aSearchWithinItsLimitsEndsAtALocalOptimumAndSaysSo() {
        // beyond the enumeration's 2000 nodes, but only one cycle of three links: two exchanges to try
        int n = 3000;
        List<int[]> edges = new ArrayList<>();
        for (int i = 1; i < n; i++) {
            edges.add(new int[] {i - 1, i});
        }
        edges.add(new int[] {0, 2});
        Scenario sc = Scenario.uniform(Graph.of(n, edges, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1e-3));
        Schedule s = new GraphSolver().solve(sc);
        assertThat(s.notes().get(0)).contains("a local optimum").doesNotContain("stopped");
        assertThat(s.notes().get(0)).containsPattern("evaluated, a local optimum");
    }
}
