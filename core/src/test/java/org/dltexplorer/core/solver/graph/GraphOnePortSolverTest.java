package org.dltexplorer.core.solver.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.LongStream;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Edge;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
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
        if (brute[1] <= SpanningTreeSearch.LP_EXHAUSTIVE_LIMIT) {
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

    /** {best makespan, number of spanning trees}. */
    private static double[] bruteForce(Scenario sc) {
        Graph g = (Graph) sc.network();
        List<Edge> usable = new ArrayList<>();
        for (Edge e : g.edgeList()) {
            if (g.linkBetween(e.u(), e.v()) == e.link()) {
                usable.add(e);
            }
        }
        List<Integer> others = new ArrayList<>();
        for (int v = 0; v < g.nodes(); v++) {
            if (v != g.originator()) {
                others.add(v);
            }
        }
        List<List<Integer>> orders = permutations(others);
        double best = Double.POSITIVE_INFINITY;
        int trees = 0;
        int n = g.nodes();
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
            for (List<Integer> order : orders) {
                Scenario one = sc.withNetwork(tree).withLinkOverrides(links)
                        .withStrategy(ONE_PORT.withOrder(ActivationOrder.explicit(order)));
                best = Math.min(best, new GraphOnePortSolver().solve(one).makespan());
            }
        }
        return new double[] {best, trees};
    }

    private static List<List<Integer>> permutations(List<Integer> items) {
        if (items.isEmpty()) {
            return List.of(List.of());
        }
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            List<Integer> rest = new ArrayList<>(items);
            Integer head = rest.remove(i);
            for (List<Integer> p : permutations(rest)) {
                List<Integer> q = new ArrayList<>();
                q.add(head);
                q.addAll(p);
                out.add(q);
            }
        }
        return out;
    }
}
