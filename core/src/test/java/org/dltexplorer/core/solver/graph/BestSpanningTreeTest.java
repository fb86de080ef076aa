package org.dltexplorer.core.solver.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.tree.LpTolerance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The graph's spanning tree search against a brute force over every set of {@code n − 1} links that connects the
 * graph (each solved as a graph that is that tree), on seeded random graphs small enough to enumerate; the local
 * search on larger graphs never loses to the shortest-path tree.
 */
class BestSpanningTreeTest {

    static LongStream seeds() {
        return LongStream.range(1, 13);
    }

    /** 4–7 nodes with up to n extra links: at most a few hundred spanning trees. */
    static Scenario smallGraph(long seed) {
        Random r = new Random(seed);
        return RandomScenarios.of(RandomScenarios.randomGraph(4 + r.nextInt(4), r), r, 0.8, Strategy.DEFAULT);
    }

    /** The best makespan over every spanning tree, each solved as the graph of its links alone. */
    static double bruteForce(Scenario sc) {
        double[] best = {Double.POSITIVE_INFINITY};
        SpanningTrees.forEach(sc, tree -> best[0] = Math.min(best[0], new GraphSolver().solve(tree).makespan()));
        return best[0];
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theBestTreeOfASmallGraphEqualsTheBruteForce(long seed) {
        Scenario sc = smallGraph(seed);
        Schedule s = new GraphSolver().solve(sc);
        double brute = bruteForce(sc);

        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(s.notes().get(0)).contains("every one evaluated");
        assertThat(LpTolerance.LP.equal(s.makespan(), brute)).as("%s vs brute force %s", s.makespan(), brute).isTrue();
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void edgeExchangesOnALargeGraphNeverLoseToTheShortestPathTree(long seed) {
        Random r = new Random(seed);
        Scenario sc = RandomScenarios.of(denseGraph(30, r), r, 0.8, Strategy.DEFAULT);
        SpanningTree spt = SpanningTree.shortestPaths(sc);
        GraphSolver solver = new GraphSolver();
        Schedule s = solver.solve(sc);

        assertThat(s.status()).isEqualTo(Status.FEASIBLE);
        assertThat(s.notes().get(0)).contains("edge exchanges");
        assertThat(s.makespan()).isLessThanOrEqualTo(solverOver(sc, spt).makespan() * (1 + 1e-12));
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    /** A random tree plus {@code n} random extra links: far more than a thousand spanning trees. */
    static Graph denseGraph(int n, Random r) {
        int[] parent = RandomScenarios.randomTree(n, r);
        List<int[]> pairs = new ArrayList<>();
        for (int i = 1; i < n; i++) {
            pairs.add(new int[] {parent[i], i});
        }
        while (pairs.size() < 2 * n - 1) {
            int u = r.nextInt(n);
            int v = r.nextInt(n);
            if (u != v) {
                pairs.add(new int[] {u, v});
            }
        }
        return Graph.of(n, pairs, 0);
    }

    private static Schedule solverOver(Scenario sc, SpanningTree t) {
        return org.dltexplorer.core.solver.tree.TreeSolver.solveOver(sc,
                org.dltexplorer.core.solver.tree.EqualFinishTree.of(sc, t.parent(), t.linkInto()), "test",
                new org.dltexplorer.core.solver.tree.UsableSubtree(org.dltexplorer.core.solver.tree.UsableSubtree.DEFAULT_EXACT_LIMIT),
                SolveMonitor.NONE);
    }
}
