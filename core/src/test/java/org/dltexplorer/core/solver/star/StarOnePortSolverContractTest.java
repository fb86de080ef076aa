package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.AbstractSolverContractTest;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.ReferenceLp;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.tree.LpTolerance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One-port stars (eq. (10)): the contract with the given order; the usable prefix against an LP over every prefix;
 * the optimal order against an LP over every sequence of every subset; the paper's ordering rules; explicit and
 * heuristic orders.
 */
class StarOnePortSolverContractTest extends AbstractSolverContractTest {

    @Override
    protected Solver solver() {
        return new StarOnePortSolver();
    }

    @Override
    protected Scenario scenario(Random r) {
        return RandomScenarios.of(new Star(1 + r.nextInt(12)), r, 1.0, Strategy.DEFAULT);
    }

    /** The LP makespan of serving exactly {@code order}. */
    static double lp(Scenario sc, List<Integer> order) {
        double[] a = new double[order.size()];
        double[] s = new double[order.size()];
        double[] c = new double[order.size()];
        for (int k = 0; k < order.size(); k++) {
            a[k] = sc.processor(order.get(k)).A();
            s[k] = sc.link(order.get(k)).S();
            c[k] = sc.link(order.get(k)).C();
        }
        double a0 = sc.strategy().originatorComputes() ? sc.processor(0).A() : Double.POSITIVE_INFINITY;
        return ReferenceLp.sequences(a0, List.of(a), List.of(s), List.of(c), sc.load());
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("lpSeeds")
    void givenOrderServesTheBestSubsequenceOfAnLp(long seed) {
        Random r = new Random(seed);
        int m = 1 + r.nextInt(6);
        Scenario sc = RandomScenarios.of(new Star(m), r, 1.0, Strategy.DEFAULT);
        double bestPrefix = sc.load() * sc.processor(0).A();
        double best = bestPrefix;
        for (int mask = 1; mask < 1 << m; mask++) {
            List<Integer> sub = new ArrayList<>();
            for (int w = 1; w <= m; w++) {
                if ((mask >> (w - 1) & 1) != 0) {
                    sub.add(w);
                }
            }
            double t = lp(sc, sub);
            best = Math.min(best, t);
            if (mask == (1 << sub.size()) - 1) {
                bestPrefix = Math.min(bestPrefix, t);
            }
        }
        Schedule s = solver().solve(sc);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(LpTolerance.LP.equal(s.makespan(), best)).as("%s vs LP %s", s.makespan(), best).isTrue();
        assertThat(LpTolerance.LP.lessOrEqual(s.makespan(), bestPrefix)).isTrue();
        // served in the given order
        int last = 0;
        for (var i : s.timeline()) {
            if (i.activity() == org.dltexplorer.core.schedule.Activity.SEND) {
                assertThat(i.peer()).isGreaterThan(last);
                last = i.peer();
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("lpSeeds")
    void optimalOrderIsTheBestSequenceOfAnLp(long seed) {
        Random r = new Random(seed);
        Scenario sc = RandomScenarios.of(new Star(1 + r.nextInt(4)), r, 1.0,
                Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL));
        int m = ((Star) sc.network()).workers();
        double best = sc.load() * sc.processor(0).A();
        for (List<Integer> seq : sequences(m)) {
            best = Math.min(best, lp(sc, seq));
        }
        Schedule s = solver().solve(sc);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(LpTolerance.LP.equal(s.makespan(), best)).as("%s vs LP %s", s.makespan(), best).isTrue();
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    /** Every non-empty sequence of distinct workers 1..m. */
    static List<List<Integer>> sequences(int m) {
        List<List<Integer>> out = new ArrayList<>();
        extend(new ArrayList<>(), m, out);
        return out;
    }

    private static void extend(List<Integer> cur, int m, List<List<Integer>> out) {
        for (int w = 1; w <= m; w++) {
            if (!cur.contains(w)) {
                cur.add(w);
                out.add(new ArrayList<>(cur));
                extend(cur, m, out);
                cur.remove(cur.size() - 1);
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void exhaustiveSearchIsNoWorseThanAnyOrderRule(long seed) {
        Random r = new Random(seed);
        Scenario sc = RandomScenarios.of(new Star(2 + r.nextInt(7)), r, 1.0, Strategy.DEFAULT);
        Schedule opt = solver().solve(sc.withStrategy(sc.strategy().withOrder(ActivationOrder.OPTIMAL)));
        Schedule given = solver().solve(sc);
        Schedule heuristic = solver().solve(sc.withStrategy(sc.strategy().withOrder(ActivationOrder.HEURISTIC)));
        assertThat(SAME_SCHEDULE.lessOrEqual(opt.makespan(), given.makespan())).isTrue();
        assertThat(SAME_SCHEDULE.lessOrEqual(opt.makespan(), heuristic.makespan())).isTrue();
        assertThat(heuristic.status()).isEqualTo(Status.FEASIBLE);
        assertThat(new ScheduleValidator().validate(sc, heuristic).violations()).isEmpty();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("lpSeeds")
    void identicalLinksServeFasterProcessorsFirst(long seed) {
        Random r = new Random(seed);
        int m = 2 + r.nextInt(3);
        Scenario base = RandomScenarios.of(new Star(m), r, 1.0, Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL));
        Map<Integer, LinkParams> same = new HashMap<>();
        LinkParams l = LinkParams.of(0.3 * r.nextDouble(), 0.1 + r.nextDouble());
        for (int i = 1; i <= m; i++) {
            same.put(i, l);
        }
        Scenario sc = base.withLinkOverrides(same);
        Schedule s = solver().solve(sc);
        double best = sc.load() * sc.processor(0).A();
        for (List<Integer> seq : sequences(m)) {
            best = Math.min(best, lp(sc, seq));
        }
        assertThat(s.notes().get(0)).contains("faster processors first");
        assertThat(LpTolerance.LP.equal(s.makespan(), best)).as("%s vs LP %s", s.makespan(), best).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("lpSeeds")
    void zeroStartupsServeFasterLinksFirst(long seed) {
        Random r = new Random(seed);
        int m = 2 + r.nextInt(3);
        Scenario base = RandomScenarios.of(new Star(m), r, 0.0, Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL));
        Schedule s = solver().solve(base);
        double best = base.load() * base.processor(0).A();
        for (List<Integer> seq : sequences(m)) {
            best = Math.min(best, lp(base, seq));
        }
        assertThat(s.notes().get(0)).contains("faster links first");
        assertThat(s.metrics().processorsUsed()).isEqualTo(m + 1);
        assertThat(LpTolerance.LP.equal(s.makespan(), best)).as("%s vs LP %s", s.makespan(), best).isTrue();
    }

    @Test
    void explicitOrderServesOnlyTheListedWorkersInThatOrder() {
        Scenario sc = RandomScenarios.of(new Star(4), new Random(3), 0.0,
                Strategy.DEFAULT.withOrder(ActivationOrder.explicit(List.of(3, 1))));
        Schedule s = solver().solve(sc);
        assertThat(s.loadOf(2)).isZero();
        assertThat(s.loadOf(4)).isZero();
        double start3 = s.timeline().stream().filter(i -> i.processor() == 3).mapToDouble(i -> i.start()).min().orElseThrow();
        double start1 = s.timeline().stream().filter(i -> i.processor() == 1).mapToDouble(i -> i.start()).min().orElseThrow();
        assertThat(start3).isLessThan(start1);
        assertThat(LpTolerance.LP.equal(s.makespan(), lp(sc, List.of(3, 1)))).isTrue();
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    @Test
    void largeStarWithOptimalOrderFallsBackToTheHeuristic() {
        Scenario sc = RandomScenarios.of(new Star(40), new Random(8), 1.0,
                Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL));
        Schedule s = solver().solve(sc);
        assertThat(s.status()).isEqualTo(Status.FEASIBLE);
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }
}
