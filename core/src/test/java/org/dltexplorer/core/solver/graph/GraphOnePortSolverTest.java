package org.dltexplorer.core.solver.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Edge;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Permutations;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.tree.LpTolerance;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One-port graphs ({@code ports: "one"}) against a brute force over every spanning tree and every sending order:
 * each set of {@code n − 1} links that connects the graph is solved as a graph of those links alone, once per
 * permutation of the non-originator processors given as a listed order (every combination of child orders is
 * some permutation). With {@code order: "optimal"} the solver equals that minimum and says {@code optimal} when
 * the graph has few spanning trees; every schedule passes the validator.
 */
class GraphOnePortSolverTest {

    private static final Strategy ONE_PORT = Strategy.DEFAULT.withPorts(Ports.ONE);
    private final ScheduleValidator validator = new ScheduleValidator();

    static LongStream seeds() {
        return LongStream.range(1, 9);
    }

    /** {@code n} nodes with up to n extra links, originator anywhere. */
    static Scenario tinyGraph(long seed, int n) {
        Random r = new Random(seed);
        return RandomScenarios.of(RandomScenarios.randomGraph(n, r), r, 0.8, ONE_PORT);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void optimalOrderOverTheBestSpanningTreeEqualsBruteForce(long seed) {
        checkOptimal(tinyGraph(seed, 4));
    }

    /** Five nodes: up to 125 spanning trees × 24 listed orders in the brute force, about 5 s a graph. */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    @Tag("slow")
    void optimalOrderOnFiveNodesEqualsBruteForce(long seed) {
        checkOptimal(tinyGraph(seed, 5));
    }

    private void checkOptimal(Scenario tiny) {
        Scenario sc = tiny.withStrategy(ONE_PORT.withOrder(ActivationOrder.OPTIMAL));
        Schedule s = Solvers.standard().solve(sc);
        assertThat(validator.validate(sc, s).violations()).isEmpty();
        double[] brute = bruteForce(sc);
        assertThat(s.makespan()).isCloseTo(brute[0], within(LpTolerance.LP.slack(brute[0])));
        if (brute[1] <= GraphOnePortSolver.EXHAUSTIVE_TREES) {
            assertThat(s.status()).as(s.reason()).isEqualTo(Status.OPTIMAL);
        } else {
            assertThat(s.status()).isEqualTo(Status.FEASIBLE);
        }
        assertThat(s.distributionTree()).isNotNull();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void givenOrderIsNeverBetterThanTheOptimalOne(long seed) {
        Scenario sc = tinyGraph(seed, 4);
        Schedule given = Solvers.standard().solve(sc);
        assertThat(validator.validate(sc, given).violations()).isEmpty();
        assertThat(given.makespan()).isGreaterThanOrEqualTo(bruteForce(sc)[0] - LpTolerance.LP.slack(given.makespan()));
    }

    /** The complete graph on {@code n} nodes ({@code n^(n−2)} spanning trees), random speeds, startups up to maxS. */
    static Scenario complete(long seed, int n, double maxS) {
        List<Edge> edges = new ArrayList<>();
        for (int u = 0; u < n; u++) {
            for (int v = u + 1; v < n; v++) {
                edges.add(new Edge(edges.size(), u, v));
            }
        }
        return RandomScenarios.of(new Graph(n, edges, 0), new Random(seed), maxS, ONE_PORT);
    }

    /**
     * Issue 24: beyond 64 spanning trees the one-port graph used to be searched locally ({@code feasible}); up to
     * 2000 every tree is tried. K5 has 125: with the given order the answer is the best of the 125 trees, each
     * solved alone (the brute force), and {@code optimal}.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("fewSeeds")
    void everySpanningTreeOfK5IsTriedWithTheGivenOrder(long seed) {
        Scenario sc = complete(seed, 5, 0.05);
        Schedule s = Solvers.standard().solve(sc);
        assertThat(validator.validate(sc, s).violations()).isEmpty();
        double[] best = {Double.POSITIVE_INFINITY};
        int trees = SpanningTrees.forEach(sc, tree -> best[0] = Math.min(best[0], new GraphOnePortSolver().solve(tree).makespan()));
        assertThat(trees).isEqualTo(125);
        assertThat(s.makespan()).isCloseTo(best[0], within(LpTolerance.LP.slack(best[0])));
        assertThat(s.status()).as(s.reason()).isEqualTo(Status.OPTIMAL);
    }

    /** K5 without startups, order optimal: every tree × every sending order, against the brute force over both. */
    @org.junit.jupiter.api.Test
    void everySpanningTreeAndOrderOfK5IsTriedForTheOptimalOrder() {
        checkOptimal(complete(1, 5, 0));
    }

    static LongStream fewSeeds() {
        return LongStream.range(1, 3);
    }

    /** K7 has 16807 spanning trees: beyond the exhaustive search, a local search, not proven. */
    @org.junit.jupiter.api.Test
    void beyond2000SpanningTreesTheAnswerIsFeasible() {
        Scenario sc = complete(1, 7, 0.05);
        Schedule s = Solvers.standard().solve(sc);
        assertThat(validator.validate(sc, s).violations()).isEmpty();
        assertThat(s.status()).isEqualTo(Status.FEASIBLE);
    }

    /** {best makespan, number of spanning trees}. */
    private static double[] bruteForce(Scenario sc) {
        Graph g = (Graph) sc.network();
        List<Integer> others = new ArrayList<>();
        for (int v = 0; v < g.nodes(); v++) {
            if (v != g.originator()) {
                others.add(v);
            }
        }
        List<List<Integer>> orders = Permutations.of(others);
        double[] best = {Double.POSITIVE_INFINITY};
        int trees = SpanningTrees.forEach(sc, tree -> {
            for (List<Integer> order : orders) {
                Scenario one = tree.withStrategy(ONE_PORT.withOrder(ActivationOrder.explicit(order)));
                best[0] = Math.min(best[0], new GraphOnePortSolver().solve(one).makespan());
            }
        });
        return new double[] {best[0], trees};
    }
}
