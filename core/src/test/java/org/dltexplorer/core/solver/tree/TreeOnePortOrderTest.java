package org.dltexplorer.core.solver.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Permutations;
import org.dltexplorer.core.solver.RandomScenarios;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Sending-order search of one-port trees ({@code order: "optimal"} and {@code "heuristic"}) against a brute force
 * written here: every combination of every node's child order, each given to the solver as a listed order, the
 * shortest kept. On trees of at most six nodes (at most 32 sub-trees containing the root, so each listed order's
 * node choice is exact) {@code optimal} equals that minimum and says {@code optimal}; {@code heuristic} is never
 * shorter; every schedule passes the validator.
 */
class TreeOnePortOrderTest {

    private static final Strategy ONE_PORT = Strategy.DEFAULT.withPorts(Ports.ONE);
    private final TreeOnePortSolver solver = new TreeOnePortSolver();
    private final ScheduleValidator validator = new ScheduleValidator();

    static Stream<Long> seeds() {
        return LongStream.range(0, 16).map(i -> 31 + 104_729 * i).boxed();
    }

    private static Scenario randomTree(long seed, double maxS, int maxNodes) {
        Random r = new Random(seed);
        int n = 3 + r.nextInt(maxNodes - 2);
        return RandomScenarios.of(new Tree(RandomScenarios.randomTree(n, r)), r, maxS, ONE_PORT);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void optimalOrderEqualsBruteForceOverEveryChildOrder(long seed) {
        Scenario sc = randomTree(seed, 2.0, 6);
        double brute = bruteForce(sc);
        Schedule optimal = solve(sc, ActivationOrder.OPTIMAL);
        assertThat(optimal.status()).as(optimal.reason()).isEqualTo(Status.OPTIMAL);
        assertThat(optimal.makespan()).isCloseTo(brute, org.assertj.core.api.Assertions.within(LpTolerance.LP.slack(brute)));
        Schedule heuristic = solve(sc, ActivationOrder.HEURISTIC);
        assertThat(heuristic.status()).isEqualTo(Status.FEASIBLE);
        assertThat(heuristic.makespan()).isGreaterThanOrEqualTo(brute - LpTolerance.LP.slack(brute));
    }

    /** Zero startups: a subtree's finish time is linear in its load, so the equivalent workers are exact. */
    @ParameterizedTest
    @MethodSource("seeds")
    void withoutStartupsTheEquivalentWorkersFindTheOptimum(long seed) {
        Scenario sc = randomTree(seed, 0.0, 7);
        double brute = bruteForce(sc);
        Schedule heuristic = solve(sc, ActivationOrder.HEURISTIC);
        assertThat(heuristic.makespan()).isCloseTo(brute, org.assertj.core.api.Assertions.within(LpTolerance.LP.slack(brute)));
    }

    static Stream<Long> fewSeeds() {
        return seeds().limit(4);
    }

    @ParameterizedTest
    @MethodSource("fewSeeds")
    void largeTreesAreOrderedBeyondTheExhaustiveLimitAndSaySo(long seed) {
        Random r = new Random(seed);
        Scenario sc = RandomScenarios.of(new Tree(RandomScenarios.randomTree(40, r)), r, 0.5, ONE_PORT);
        Schedule byId = solver.solve(sc);
        Schedule optimal = solve(sc, ActivationOrder.OPTIMAL);
        assertThat(optimal.status()).isEqualTo(Status.FEASIBLE);
        assertThat(optimal.reason()).contains("not proven");
        assertThat(optimal.makespan()).isLessThanOrEqualTo(byId.makespan() + LpTolerance.LP.slack(byId.makespan()));
    }

    private Schedule solve(Scenario sc, ActivationOrder order) {
        Scenario s = sc.withStrategy(ONE_PORT.withOrder(order));
        Schedule schedule = solver.solve(s);
        assertThat(validator.validate(s, schedule).violations()).isEmpty();
        return schedule;
    }

    /** The shortest schedule over every combination of child orders, each given as a listed order. */
    private double bruteForce(Scenario sc) {
        int[] parent = ((Tree) sc.network()).parent();
        List<List<Integer>> kids = new ArrayList<>();
        for (int v = 0; v < parent.length; v++) {
            kids.add(new ArrayList<>());
        }
        for (int v = 1; v < parent.length; v++) {
            kids.get(parent[v]).add(v);
        }
        List<List<List<Integer>>> perNode = new ArrayList<>();
        for (List<Integer> k : kids) {
            perNode.add(Permutations.of(k));
        }
        double[] best = {Double.POSITIVE_INFINITY};
        combine(perNode, 0, new ArrayList<>(), sc, best);
        return best[0];
    }

    private void combine(List<List<List<Integer>>> perNode, int v, List<Integer> listed, Scenario sc, double[] best) {
        if (v == perNode.size()) {
            Schedule s = solve(sc, ActivationOrder.explicit(listed));
            best[0] = Math.min(best[0], s.makespan());
            return;
        }
        for (List<Integer> p : perNode.get(v)) {
            List<Integer> next = new ArrayList<>(listed);
            next.addAll(p);
            combine(perNode, v + 1, next, sc, best);
        }
    }
}
