package org.dltexplorer.core.solver.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Share;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.UnsupportedScenarioException;
import org.dltexplorer.core.solver.linear.ChainSolver;
import org.dltexplorer.core.solver.star.StarOnePortSolver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * One-port trees: the validator (which applies the one-port rule of the strategy) accepts every answer; a path is
 * the chain of eqs. (1)–(3) of Błażewicz & Drozdowski (1997); a tree of depth one with zero startups is the one-port star of eq. (10);
 * the listed order is the sending order; all ports never do worse; the exact node choice equals a brute force over
 * every subset of nodes with an LP written here in another form (arrival times as affine functions of the loads).
 */
class TreeOnePortSolverTest {

    /**
     * The solver against a closed form (chain, star): both end in a dense solve of the same loads; the LP basis is
     * solved to round-off, and the makespan is replayed from the loads, so 1e-9 relative holds.
     */
    private static final Tolerance SAME_MAKESPAN = new Tolerance(1e-9, 1e-12);

    private static final Strategy ONE_PORT = Strategy.DEFAULT.withPorts(Ports.ONE);

    private final TreeOnePortSolver solver = new TreeOnePortSolver();

    static Stream<Long> seeds() {
        return LongStream.range(0, 24).map(i -> 2000 + 7919 * i).boxed();
    }

    /** A random tree of 1..9 nodes with startups up to {@code maxS}, sometimes with a (partial) listed order. */
    private static Scenario randomTree(Random r, double maxS) {
        int n = 1 + r.nextInt(9);
        Strategy strategy = ONE_PORT;
        if (n > 2 && r.nextBoolean()) {
            List<Integer> ids = new ArrayList<>();
            for (int i = 1; i < n; i++) {
                ids.add(i);
            }
            Collections.shuffle(ids, r);
            strategy = strategy.withOrder(ActivationOrder.explicit(ids.subList(0, 1 + r.nextInt(n - 1))));
        }
        return RandomScenarios.of(new Tree(RandomScenarios.randomTree(n, r)), r, maxS, strategy);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void everyAnswerIsValidAndConservesTheLoad(long seed) {
        Scenario sc = randomTree(new Random(seed), 0.4);
        assertThat(solver.supports(sc)).isTrue();
        Schedule s = solver.solve(sc);
        assertThat(s.status()).isNotEqualTo(Status.INFEASIBLE);
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
        double total = 0;
        for (Share sh : s.shares()) {
            assertThat(sh.load()).isGreaterThanOrEqualTo(0.0);
            total += sh.total();
        }
        assertThat(SAME_MAKESPAN.equal(total, sc.load())).as("sum %s vs V %s", total, sc.load()).isTrue();
        assertThat(Solvers.standard().choose(sc)).isInstanceOf(TreeOnePortSolver.class);
        // as in the project's other solvers without returns, the used processors finish together at the optimum
        for (Interval i : s.timeline()) {
            if (i.activity() == Activity.COMPUTE) {
                assertThat(Tolerance.VALIDATION.equal(i.end(), s.makespan()))
                        .as("processor %d ends at %s, makespan %s", i.processor(), i.end(), s.makespan()).isTrue();
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void originatorThatDoesNotComputeGetsNothing(long seed) {
        Scenario sc = randomTree(new Random(seed), 0.4);
        Scenario idle = sc.withStrategy(sc.strategy().withOriginatorComputes(false));
        Schedule s = solver.solve(idle);
        if (sc.network().processorCount() == 1) {
            assertThat(s.status()).isEqualTo(Status.INFEASIBLE);
            return;
        }
        assertThat(s.loadOf(0)).isZero();
        assertThat(new ScheduleValidator().validate(idle, s).violations()).isEmpty();
        assertThat(Tolerance.VALIDATION.lessOrEqual(solver.solve(sc).makespan(), s.makespan())).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void pathIsTheChain(long seed) {
        Random r = new Random(seed);
        int n = 1 + r.nextInt(10);
        double[] a = new double[n];
        double[] s = new double[n];
        double[] c = new double[n];
        for (int i = 0; i < n; i++) {
            a[i] = 0.5 + 2.5 * r.nextDouble();
            s[i] = 0.3 * r.nextDouble(); // s[i], c[i]: link into node i (i ≥ 1)
            c[i] = 0.05 + 0.95 * r.nextDouble();
        }
        double load = 1 + 9 * r.nextDouble();
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i - 1;
        }
        // chain link i joins i and i+1: it is the tree's link i+1
        Scenario chain = scenario(new Chain(n, 0), a, s, c, 1, load, Strategy.DEFAULT);
        Scenario path = scenario(new Tree(parent), a, s, c, 0, load, ONE_PORT);
        Schedule expected = new ChainSolver().solve(chain);
        Schedule actual = solver.solve(path);
        assertThat(new ScheduleValidator().validate(path, actual).violations()).isEmpty();
        assertThat(SAME_MAKESPAN.equal(actual.makespan(), expected.makespan()))
                .as("one-port path %s vs chain %s", actual.makespan(), expected.makespan()).isTrue();
        if (n <= ReturnTree.EXACT_SUBTREES) {
            assertThat(actual.status()).isEqualTo(Status.OPTIMAL);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void depthOneWithoutStartupsIsTheOnePortStar(long seed) {
        Random r = new Random(seed);
        int m = 1 + r.nextInt(8);
        double[] a = new double[m + 1];
        double[] s = new double[m + 1];
        double[] c = new double[m + 1];
        for (int i = 0; i <= m; i++) {
            a[i] = 0.5 + 2.5 * r.nextDouble();
            c[i] = 0.05 + 0.95 * r.nextDouble();
        }
        List<Integer> ids = new ArrayList<>();
        for (int i = 1; i <= m; i++) {
            ids.add(i);
        }
        Collections.shuffle(ids, r);
        Strategy strategy = ONE_PORT.withOrder(r.nextBoolean() ? ActivationOrder.GIVEN : ActivationOrder.explicit(ids));
        int[] parent = new int[m + 1];
        parent[0] = -1;
        double load = 1 + 9 * r.nextDouble();
        Scenario star = scenario(new Star(m), a, s, c, 0, load, strategy);
        Scenario tree = scenario(new Tree(parent), a, s, c, 0, load, strategy);
        Schedule expected = new StarOnePortSolver().solve(star);
        Schedule actual = solver.solve(tree);
        assertThat(new ScheduleValidator().validate(tree, actual).violations()).isEmpty();
        assertThat(actual.status()).isEqualTo(Status.OPTIMAL);
        assertThat(SAME_MAKESPAN.equal(actual.makespan(), expected.makespan()))
                .as("one-port tree %s vs star %s", actual.makespan(), expected.makespan()).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void allPortsNeverDoWorse(long seed) {
        Scenario sc = randomTree(new Random(seed), 0.4);
        Schedule one = solver.solve(sc);
        Schedule all = new TreeSolver().solve(sc.withStrategy(sc.strategy().withPorts(Ports.ALL)));
        assertThat(Tolerance.VALIDATION.lessOrEqual(all.makespan(), one.makespan()))
                .as("all ports %s, one port %s", all.makespan(), one.makespan()).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void exactChoiceEqualsBruteForce(long seed) {
        Random r = new Random(seed);
        int n = 2 + r.nextInt(5); // at most 6 nodes: at most 32 sub-trees containing the root
        Scenario sc = RandomScenarios.of(new Tree(RandomScenarios.randomTree(n, r)), r, 1.5, ONE_PORT);
        if (r.nextBoolean()) {
            sc = sc.withStrategy(sc.strategy().withOriginatorComputes(false));
        }
        Schedule s = solver.solve(sc);
        double brute = bruteForce(sc);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
        assertThat(LpTolerance.LP.equal(s.makespan(), brute)).as("solver %s, brute force %s", s.makespan(), brute)
                .isTrue();
    }

    @Test
    void listedOrderIsTheSendingOrder() {
        // root 0 with children 1, 2, 3; node 1 with children 4, 5
        int[] parent = {-1, 0, 0, 0, 1, 1};
        Scenario given = RandomScenarios.of(new Tree(parent), new Random(5), 0.2, ONE_PORT);
        assertThat(sendOrder(solver.solve(given), 0)).containsExactly(1, 2, 3);
        assertThat(sendOrder(solver.solve(given), 1)).containsExactly(4, 5);
        // 2 is not listed: after the listed children of 0, by id
        Scenario listed = given.withStrategy(ONE_PORT.withOrder(ActivationOrder.explicit(List.of(3, 5, 1))));
        Schedule s = solver.solve(listed);
        assertThat(new ScheduleValidator().validate(listed, s).violations()).isEmpty();
        assertThat(sendOrder(s, 0)).containsExactly(3, 1, 2);
        assertThat(sendOrder(s, 1)).containsExactly(5, 4);
    }

    @Test
    void registryPicksOnePortTreesAndKeepsAllPortTrees() {
        Scenario sc = RandomScenarios.of(new Tree(new int[] {-1, 0, 0, 1}), new Random(1), 0.2, ONE_PORT);
        assertThat(Solvers.standard().choose(sc)).isInstanceOf(TreeOnePortSolver.class);
        assertThat(Solvers.standard().choose(sc.withStrategy(Strategy.DEFAULT))).isInstanceOf(TreeSolver.class);
        Scenario optimal = sc.withStrategy(ONE_PORT.withOrder(ActivationOrder.OPTIMAL));
        assertThat(Solvers.standard().choose(optimal)).isInstanceOf(TreeOnePortSolver.class);
    }

    @Test
    void unknownListedIdIsRejected() {
        Scenario sc = RandomScenarios.of(new Tree(new int[] {-1, 0, 0}), new Random(1), 0.2,
                ONE_PORT.withOrder(ActivationOrder.explicit(List.of(2, 7))));
        assertThatThrownBy(() -> solver.solve(sc)).hasMessageContaining("order[1]");
    }

    @Test
    void largeTreeWithStartupsIsFeasibleHeuristically() {
        Random r = new Random(9);
        Scenario sc = RandomScenarios.of(new Tree(RandomScenarios.randomTree(60, r)), r, 0.2, ONE_PORT);
        Schedule s = solver.solve(sc);
        assertThat(s.status()).isEqualTo(Status.FEASIBLE);
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
        // one-port sends cannot beat all ports
        Schedule all = new TreeSolver().solve(sc.withStrategy(Strategy.DEFAULT));
        assertThat(Tolerance.VALIDATION.lessOrEqual(all.makespan(), s.makespan())).isTrue();
    }

    private static List<Integer> sendOrder(Schedule s, int sender) {
        return s.timeline().stream().filter(i -> i.processor() == sender && i.activity() == Activity.SEND)
                .sorted((x, y) -> Double.compare(x.start(), y.start())).map(Interval::peer).toList();
    }

    /**
     * A scenario over {@code network} whose processor {@code i} has {@code A = a[i]} and whose link {@code j} has
     * the parameters of node {@code j + shift} ({@code s, c} are indexed by the node the link leads to).
     */
    private static Scenario scenario(Network network, double[] a, double[] s, double[] c, int shift, double load,
            Strategy strategy) {
        Map<Integer, ProcessorParams> procs = new HashMap<>();
        for (int i = 0; i < a.length; i++) {
            procs.put(i, ProcessorParams.of(a[i]));
        }
        Map<Integer, LinkParams> links = new HashMap<>();
        for (var e : network.edges()) {
            int node = e.link() + shift;
            links.put(e.link(), LinkParams.of(s[node], c[node]));
        }
        return new Scenario("one-port", Notation.ACS, NotationUnits.STANDARD, network, load, ProcessorParams.of(1),
                procs, LinkParams.of(0, 1), links, strategy);
    }

    /**
     * The best makespan over every subset of nodes closed under parents (all bit masks), each solved by an LP over
     * the loads alone: with the sending order fixed, the arrival at node {@code v} is the sum, along its path from
     * the root, of the messages to {@code v}'s ancestors-or-self and to their earlier used siblings, each
     * {@code S + C·Σ_{subtree} α}, an affine function of {@code α}.
     */
    private static double bruteForce(Scenario sc) {
        int[] parent = ((Tree) sc.network()).parent();
        int n = parent.length;
        List<Integer> listed = sc.strategy().orderOrDefault().ids();
        double best = Double.POSITIVE_INFINITY;
        for (int mask = 1; mask < 1 << n; mask += 2) {
            boolean closed = true;
            for (int v = 1; v < n; v++) {
                closed &= (mask >> v & 1) == 0 || (mask >> parent[v] & 1) == 1;
            }
            if (!closed) {
                continue;
            }
            ExpressionsBasedModel model = new ExpressionsBasedModel();
            Variable t = model.addVariable("T").weight(1);
            Variable[] alpha = new Variable[n];
            Expression sum = model.addExpression("V").level(sc.load());
            for (int v = 0; v < n; v++) {
                alpha[v] = model.addVariable("a" + v).lower(0).upper((mask >> v & 1) == 0 ? 0 : sc.load());
                sum.set(alpha[v], 1);
            }
            if (!sc.strategy().originatorComputes()) {
                alpha[0].level(0);
            }
            for (int v = 0; v < n; v++) {
                if ((mask >> v & 1) == 0) {
                    continue;
                }
                // T − A_v α_v − Σ_{messages before v's data arrives} C·D ≥ Σ S
                double[] coef = new double[n];
                double startups = 0;
                for (int w = v; w != 0; w = parent[w]) {
                    for (int sib = 1; sib < n; sib++) {
                        if (parent[sib] == parent[w] && (mask >> sib & 1) == 1 && sendsNoLater(sib, w, listed)) {
                            startups += sc.link(sib).S();
                            for (int u = 0; u < n; u++) {
                                if (inSubtree(u, sib, parent)) {
                                    coef[u] += sc.link(sib).C();
                                }
                            }
                        }
                    }
                }
                coef[v] += sc.processor(v).A();
                Expression e = model.addExpression("t" + v).set(t, 1).lower(startups);
                for (int u = 0; u < n; u++) {
                    e.set(alpha[u], -coef[u]);
                }
            }
            Optimisation.Result res = model.minimise();
            if (res.getState().isOptimal()) {
                best = Math.min(best, t.getValue().doubleValue());
            }
        }
        return best;
    }

    /** Whether sibling {@code x} is sent to no later than {@code y}: listed ones first in list order, then by id. */
    private static boolean sendsNoLater(int x, int y, List<Integer> listed) {
        int ix = listed.indexOf(x);
        int iy = listed.indexOf(y);
        if (ix >= 0 && iy >= 0) {
            return ix <= iy;
        }
        if (ix >= 0 || iy >= 0) {
            return ix >= 0;
        }
        return x <= y;
    }

    private static boolean inSubtree(int u, int root, int[] parent) {
        for (int w = u; w >= 0; w = parent[w]) {
            if (w == root) {
                return true;
            }
        }
        return false;
    }
}
