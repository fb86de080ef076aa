package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.LongStream;
import org.dltexplorer.core.invariance.ScenarioTransforms;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleCost;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * The one-port star with release times, startups, costs, budgets and deadlines against cases worked out by hand and
 * against an oracle written here: brute force over every order of every subset (or every subsequence of the given
 * order), each solved by an LP with explicit message and computation start times (not the solver's formulation,
 * which has none).
 */
class ExtendedStarOracleTest {

    private static final double RELATIVE = 1e-6;

    private final Solvers solvers = Solvers.standard();

    private static Scenario read(String body) {
        return new ScenarioReader().read("{\"format\": \"dlt-scenario\", \"version\": 1, " + body + "}");
    }

    @Test
    void aWorkerReleasedAt7FinishesTenUnitsAt17() {
        Scenario s = read("\"network\": {\"kind\": \"star\", \"workers\": 1}, \"load\": 10, \"processor\": {\"A\": 1},"
                + " \"processors\": [{\"id\": 1, \"release\": 7}], \"link\": {\"S\": 0, \"C\": 0},"
                + " \"strategy\": {\"originatorComputes\": false}");
        Schedule r = solvers.solve(s);
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.makespan()).isCloseTo(17.0, within(1e-9));
        Interval compute = r.timeline().stream().filter(i -> i.activity() == Activity.COMPUTE).findFirst().orElseThrow();
        assertThat(compute.start()).isCloseTo(7.0, within(1e-9));
    }

    @Test
    void aStartupOf5FinishesTenUnitsAt15() {
        Scenario s = read("\"network\": {\"kind\": \"star\", \"workers\": 1}, \"load\": 10, \"processor\": {\"A\": 1},"
                + " \"processors\": [{\"id\": 1, \"F\": 5}], \"link\": {\"S\": 0, \"C\": 0},"
                + " \"strategy\": {\"originatorComputes\": false}");
        assertThat(solvers.solve(s).makespan()).isCloseTo(15.0, within(1e-9));
    }

    @Test
    void aWorkerThatPausesWhileReceivingTwoInstallmentsFinishesAt20() {
        String body = "\"network\": {\"kind\": \"star\", \"workers\": 1}, \"load\": 10, \"processor\": {\"A\": 1},"
                + " \"link\": {\"S\": 0, \"C\": 1}, \"strategy\": {\"originatorComputes\": false, \"installments\": 2";
        assertThat(solvers.solve(read(body + ", \"computeWhileReceiving\": false}")).makespan())
                .isCloseTo(20.0, within(1e-9));
        // computing while receiving, the two halves overlap: 5 + 5 + 5
        assertThat(solvers.solve(read(body + "}")).makespan()).isCloseTo(15.0, within(1e-9));
    }

    @Test
    void aPausingWorkerGainsNothingFromMoreMessages() {
        // S = C = A = 1, V = 10: every further message adds its startup, so one message is best: 1 + 10 + 10
        Scenario s = read("\"network\": {\"kind\": \"star\", \"workers\": 1}, \"load\": 10, \"processor\": {\"A\": 1},"
                + " \"link\": {\"S\": 1, \"C\": 1}, \"strategy\": {\"originatorComputes\": false, \"installments\": 3,"
                + " \"computeWhileReceiving\": false}");
        assertThat(solvers.solve(s).makespan()).isCloseTo(21.0, within(1e-9));
    }

    @Test
    void pausingWorkersLieBetweenOneInstallmentAndComputingWhileReceiving() {
        // identical workers S = 0, C = A = 1, V = 3, originator idle: one installment each gives x1 = 2, x2 = 1
        // (2 x1 = x1 + 2 x2), T = 4, a schedule in which nobody computes while receiving; workers that compute while
        // receiving can only do better than workers that pause
        String body = "\"network\": {\"kind\": \"star\", \"workers\": 2}, \"load\": 3, \"processor\": {\"A\": 1},"
                + " \"link\": {\"S\": 0, \"C\": 1}, \"strategy\": {\"originatorComputes\": false, \"installments\": 2,"
                + " \"order\": \"optimal\"";
        Scenario pausing = read(body + ", \"computeWhileReceiving\": false}");
        Schedule paused = solvers.solve(pausing);
        Schedule free = solvers.solve(read(body + "}"));
        assertThat(new ScheduleValidator().validate(pausing, paused).valid()).isTrue();
        assertThat(paused.makespan()).isLessThanOrEqualTo(4.0 + 1e-9).isGreaterThanOrEqualTo(free.makespan() - 1e-9);
        assertThat(solvers.solve(read(body.replace("\"installments\": 2", "\"installments\": 1") + "}")).makespan())
                .isCloseTo(4.0, within(1e-9));
    }

    @Test
    void theBudgetRulesOutTheFastWorkerAndReportsTheCheapestWhenTooSmall() {
        String body = "\"network\": {\"kind\": \"star\", \"workers\": 2}, \"load\": 10, \"processor\": {\"A\": 1},"
                + " \"processors\": [{\"id\": 1, \"A\": 0.1, \"cost\": 5}, {\"id\": 2, \"A\": 1, \"cost\": 1}],"
                + " \"link\": {\"S\": 0, \"C\": 0}, \"strategy\": {\"originatorComputes\": false, \"budget\": ";
        // budget 10: everything on worker 2 (cost 1 per unit) — 10 units at A = 1
        Schedule tight = solvers.solve(read(body + "10}"));
        assertThat(tight.makespan()).isCloseTo(10.0, within(1e-6));
        // budget 30: x1 + x2 = 10, 5 x1 + x2 ≤ 30 → x1 ≤ 5; 0.1 x1 = x2 would give x1 = 9.09 (too dear), so x1 = 5, T = 5
        Schedule loose = solvers.solve(read(body + "30}"));
        assertThat(loose.makespan()).isCloseTo(5.0, within(1e-6));
        assertThat(ScheduleCost.of(read(body + "30}"), loose)).isLessThanOrEqualTo(30 * (1 + 1e-9));
        Schedule none = solvers.solve(read(body + "9}"));
        assertThat(none.status()).isEqualTo(Status.INFEASIBLE);
        assertThat(none.reason()).contains("10.0").contains("budget 9.0");
    }

    @Test
    void aDeadlineGivesTheMostLoadAndNothingWhenTooEarly() {
        String body = "\"network\": {\"kind\": \"star\", \"workers\": 1}, \"processor\": {\"A\": 1},"
                + " \"processors\": [{\"id\": 1, \"release\": 2, \"F\": 1}], \"link\": {\"S\": 0, \"C\": 0},"
                + " \"strategy\": {\"deadline\": ";
        // the originator computes 10 by t = 10, the worker from 2 + 1 on: 7; 17 in all
        Schedule r = solvers.solve(read(body + "10}"));
        assertThat(ScheduleCost.loadOf(r)).isCloseTo(17.0, within(1e-6));
        assertThat(r.makespan()).isLessThanOrEqualTo(10.0 + 1e-9);
        String idle = "\"network\": {\"kind\": \"star\", \"workers\": 1}, \"processor\": {\"A\": 1, \"release\": 5},"
                + " \"link\": {\"S\": 0, \"C\": 0}, \"strategy\": {\"deadline\": 4}";
        assertThat(solvers.solve(read(idle)).status()).isEqualTo(Status.INFEASIBLE);
    }

    // ---- brute force against an LP with explicit start times ----

    static LongStream seeds() {
        return LongStream.range(1, 31);
    }

    private record Instance(Scenario scenario, double[] a, double[] s, double[] c, double[] r, double[] f,
            double[] cost, double[] fixed) {
    }

    private static Instance random(long seed, int m, Strategy strategy, boolean withLoad) {
        Random rnd = new Random(seed);
        double[] a = new double[m + 1];
        double[] s = new double[m + 1];
        double[] c = new double[m + 1];
        double[] r = new double[m + 1];
        double[] f = new double[m + 1];
        double[] cost = new double[m + 1];
        double[] fixed = new double[m + 1];
        Map<Integer, ProcessorParams> po = new TreeMap<>();
        Map<Integer, LinkParams> lo = new TreeMap<>();
        for (int i = 0; i <= m; i++) {
            a[i] = 0.5 + 2 * rnd.nextDouble();
            r[i] = rnd.nextBoolean() ? 3 * rnd.nextDouble() : 0;
            f[i] = rnd.nextBoolean() ? rnd.nextDouble() : 0;
            cost[i] = rnd.nextDouble() * 2;
            fixed[i] = rnd.nextBoolean() ? rnd.nextDouble() : 0;
            po.put(i, new ProcessorParams(a[i], ProcessorParams.UNLIMITED, r[i], f[i], cost[i], fixed[i]));
            if (i > 0) {
                s[i] = 0.3 * rnd.nextDouble();
                c[i] = 0.1 + 0.5 * rnd.nextDouble();
                lo.put(i, LinkParams.of(s[i], c[i]));
            }
        }
        double v = withLoad ? 2 + 8 * rnd.nextDouble() : 1.0;
        Scenario sc = new Scenario("random " + seed, Notation.ACS, NotationUnits.STANDARD, new Star(m), v,
                po.get(0), po, LinkParams.of(0, 1), lo, strategy);
        return new Instance(sc, a, s, c, r, f, cost, fixed);
    }

    /**
     * The oracle's LP for one sequence: variables for when each message starts and each computation starts, the port
     * and the processors' rules written out; the makespan (or, by a deadline, minus the load), NaN when infeasible.
     */
    private static double oracleLp(Instance in, boolean originator, int[] seq, double load, double budget,
            double deadline) {
        boolean byDeadline = !Double.isNaN(deadline);
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(byDeadline ? 0 : 1);
        if (byDeadline) {
            t.level(deadline);
        }
        Expression total = model.addExpression("total");
        if (!byDeadline) {
            total.level(load);
        }
        Expression money = model.addExpression("money").upper(Double.isNaN(budget) ? 1e300 : budget);
        double fixed = 0;
        if (originator) {
            Variable x0 = model.addVariable("x0").lower(0).weight(byDeadline ? -1 : 0);
            total.set(x0, 1);
            money.set(x0, in.cost()[0]);
            fixed += in.fixed()[0];
            model.addExpression("o").set(x0, in.a()[0]).set(t, -1).upper(-in.r()[0] - in.f()[0]);
        }
        Variable previousEnd = null;
        for (int k = 0; k < seq.length; k++) {
            int w = seq[k];
            Variable x = model.addVariable("x" + k).lower(0).weight(byDeadline ? -1 : 0);
            Variable sendStart = model.addVariable("b" + k).lower(0);
            Variable sendEnd = model.addVariable("e" + k).lower(0);
            Variable computeStart = model.addVariable("u" + k).lower(in.r()[w]);
            total.set(x, 1);
            money.set(x, in.cost()[w]);
            fixed += in.fixed()[w];
            model.addExpression("msg" + k).set(sendEnd, 1).set(sendStart, -1).set(x, -in.c()[w]).level(in.s()[w]);
            if (previousEnd != null) {
                model.addExpression("port" + k).set(sendStart, 1).set(previousEnd, -1).lower(0);
            }
            model.addExpression("arrived" + k).set(computeStart, 1).set(sendEnd, -1).lower(0);
            model.addExpression("fin" + k).set(computeStart, 1).set(x, in.a()[w]).set(t, -1).upper(-in.f()[w]);
            previousEnd = sendEnd;
        }
        money.upper((Double.isNaN(budget) ? 1e300 : budget) - fixed);
        Optimisation.Result res = model.minimise();
        if (!res.getState().isOptimal()) {
            return Double.NaN;
        }
        return res.getValue();
    }

    /** The oracle: the best LP over every sequence the order rule allows (with and without the originator). */
    private static double oracle(Instance in, int m, boolean ordered, double load, double budget, double deadline) {
        List<int[]> sequences = new ArrayList<>();
        collect(m, ordered, new int[0], 1, sequences);
        return oracle(in, sequences, load, budget, deadline);
    }

    /**
     * The best LP over {@code sequences}, each with and without the originator's own share (without only, when it
     * does not compute); NaN when none is feasible.
     */
    private static double oracle(Instance in, List<int[]> sequences, double load, double budget, double deadline) {
        boolean[] originatorChoices = in.scenario().strategy().originatorComputes() ? new boolean[] {true, false}
                : new boolean[] {false};
        double best = Double.NaN;
        for (int[] seq : sequences) {
            for (boolean originator : originatorChoices) {
                double v = oracleLp(in, originator, seq, load, budget, deadline);
                if (!Double.isNaN(v) && (Double.isNaN(best) || v < best)) {
                    best = v;
                }
            }
        }
        return best;
    }

    private static void collect(int m, boolean ordered, int[] prefix, int from, List<int[]> out) {
        out.add(prefix);
        for (int w = ordered ? 1 : from; w <= m; w++) {
            final int wf = w;
            if (java.util.Arrays.stream(prefix).anyMatch(p -> p == wf)) {
                continue;
            }
            int[] next = java.util.Arrays.copyOf(prefix, prefix.length + 1);
            next[prefix.length] = w;
            collect(m, ordered, next, w + 1, out);
        }
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void theMakespanUnderABudgetIsTheOraclesForEveryOrderAndSubset(long seed) {
        int m = 3;
        Instance probe = random(seed, m, Strategy.DEFAULT, true);
        // a budget between the cheapest single processor and a little more than the unbudgeted optimum costs
        double budget = 1 + new Random(seed * 7).nextDouble() * 2 * probe.scenario().load();
        for (ActivationOrder order : List.of(ActivationOrder.OPTIMAL, ActivationOrder.GIVEN)) {
            Strategy st = Strategy.DEFAULT.withOrder(order).withBudget(budget);
            Instance in = random(seed, m, st, true);
            double expected = oracle(in, m, order == ActivationOrder.OPTIMAL, in.scenario().load(), budget, Double.NaN);
            Schedule r = solvers.solve(in.scenario());
            if (Double.isNaN(expected)) {
                assertThat(r.status()).as("seed %d %s", seed, order).isEqualTo(Status.INFEASIBLE);
                continue;
            }
            assertThat(r.status()).as("seed %d %s: %s", seed, order, r.reason()).isEqualTo(Status.OPTIMAL);
            assertThat(r.makespan()).as("seed %d %s", seed, order).isCloseTo(expected, within(RELATIVE * expected));
            assertThat(ScheduleCost.of(in.scenario(), r)).isLessThanOrEqualTo(budget * (1 + 1e-9));
        }
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void theMostLoadByADeadlineIsTheOraclesForEveryOrderAndSubset(long seed) {
        int m = 3;
        double deadline = 1 + 6 * new Random(seed * 11).nextDouble();
        for (ActivationOrder order : List.of(ActivationOrder.OPTIMAL, ActivationOrder.GIVEN)) {
            Strategy st = Strategy.DEFAULT.withOrder(order).withDeadline(deadline);
            Instance in = random(seed, m, st, false);
            double expected = -oracle(in, m, order == ActivationOrder.OPTIMAL, Double.NaN, Double.NaN, deadline);
            Schedule r = solvers.solve(in.scenario());
            if (Double.isNaN(expected) || expected <= 1e-12) {
                assertThat(r.status()).as("seed %d %s", seed, order).isEqualTo(Status.INFEASIBLE);
                continue;
            }
            assertThat(r.status()).as("seed %d %s: %s", seed, order, r.reason()).isEqualTo(Status.OPTIMAL);
            assertThat(ScheduleCost.loadOf(r)).as("seed %d %s", seed, order).isCloseTo(expected,
                    within(RELATIVE * expected));
            assertThat(r.makespan()).isLessThanOrEqualTo(deadline * (1 + 1e-9));
        }
    }

    // ---- issue 24: the same oracle at magnitudes from 10^-6 to 10^12, every order rule, up to four workers ----

    /** (times ×, load ×): every time (A, C, S, F, release, deadline) and the load in other units, as in the invariance tests. */
    private static final double[][] MAGNITUDES = {{1, 1}, {1e-6, 1}, {1e6, 1}, {1e12, 1}, {1, 1e6}, {1e-3, 1e3}};

    /** Both an LP optimum and the oracle's, each within about 1e-9 of its own scale. */
    private static final double AT_MAGNITUDE = 1e-7;

    @Test
    void everyOrderRuleAgreesWithTheOracleAtEveryMagnitude() {
        List<String> findings = atMagnitudes(24, 4, 2481);
        findings.forEach(System.out::println);
        assertThat(findings).as("answers that differ from the brute force").isEmpty();
    }

    @Test
    @Tag("slow")
    void everyOrderRuleAgreesWithTheOracleAtEveryMagnitudeOnMoreCases() {
        List<String> findings = atMagnitudes(90, 4, 2482);
        findings.forEach(System.out::println);
        assertThat(findings).as("answers that differ from the brute force").isEmpty();
    }

    /**
     * {@code cases} random stars of 1..{@code maxWorkers} workers, each asked once with release times and startups
     * only, under a budget and by a deadline (one of the three per case), with an order rule drawn from optimal,
     * given, a list of some workers and heuristic, and now and then an idle originator. The oracle runs once at
     * ordinary magnitudes; every scaled scenario must give the scaled answer: {@code optimal} within
     * {@link #AT_MAGNITUDE}, {@code feasible} never better than the oracle and its bound never beyond it,
     * {@code infeasible} exactly when no sequence has a solution.
     */
    private List<String> atMagnitudes(int cases, int maxWorkers, long seed) {
        Random rnd = new Random(seed);
        List<String> findings = new ArrayList<>();
        for (int i = 0; i < cases; i++) {
            int m = 1 + rnd.nextInt(maxWorkers);
            ActivationOrder order = switch (rnd.nextInt(4)) {
                case 0 -> ActivationOrder.GIVEN;
                case 1 -> ActivationOrder.HEURISTIC;
                case 2 -> listed(rnd, m);
                default -> ActivationOrder.OPTIMAL;
            };
            int mode = rnd.nextInt(3);
            Strategy st = Strategy.DEFAULT.withOrder(order).withOriginatorComputes(rnd.nextInt(4) > 0);
            Instance probe = random(rnd.nextLong(), m, st, mode != 2);
            double budget = mode == 1 ? 1 + rnd.nextDouble() * 2 * probe.scenario().load() : Double.NaN;
            double deadline = mode == 2 ? 1 + 6 * rnd.nextDouble() : Double.NaN;
            Scenario sc = probe.scenario().withStrategy(st.withBudget(mode == 1 ? budget : null)
                    .withDeadline(mode == 2 ? deadline : null));
            Instance in = new Instance(sc, probe.a(), probe.s(), probe.c(), probe.r(), probe.f(), probe.cost(),
                    probe.fixed());
            double best = oracle(in, sequences(order, m), mode == 2 ? Double.NaN : sc.load(), budget, deadline);
            String family = "star, order " + order + (mode == 1 ? ", budget" : mode == 2 ? ", deadline" : "")
                    + (st.originatorComputes() ? "" : ", idle originator");
            for (double[] k : MAGNITUDES) {
                Scenario scaled = ScenarioTransforms.loadScaled(ScenarioTransforms.timesScaled(sc, k[0]), k[1]);
                Schedule r = solvers.solve(scaled);
                // by a deadline the answer is the load (oracle: minus it); else the makespan
                double want = Double.isNaN(best) ? Double.NaN : mode == 2 ? -best * k[1] : best * k[0];
                String why = disagreement(r, want, mode == 2);
                if (why != null) {
                    findings.add(family + " (times ×" + k[0] + ", load ×" + k[1] + "): " + why + "\n  "
                            + new ScenarioWriter().write(scaled).replaceAll("\\s+", ""));
                }
            }
        }
        return findings;
    }

    /** Why {@code r} is not the oracle's {@code want} (NaN: no schedule); null when it agrees. */
    private static String disagreement(Schedule r, double want, boolean byDeadline) {
        String got = r.status() + " " + (byDeadline ? "load " + ScheduleCost.loadOf(r) : r.makespan())
                + (r.hasBound() ? " (bound " + r.bound() + ")" : "") + ", oracle " + want;
        if (Double.isNaN(want) || byDeadline && want <= 0) {
            return r.feasible() ? got : null;
        }
        if (!r.feasible()) {
            return got + ": " + r.reason();
        }
        double value = byDeadline ? ScheduleCost.loadOf(r) : r.makespan();
        // a deadline's load is maximised: the roles of "better" and "worse" swap
        double better = byDeadline ? value - want : want - value;
        if (r.status() == Status.OPTIMAL) {
            return Math.abs(value - want) <= AT_MAGNITUDE * want ? null : got;
        }
        boolean boundBeyond = !byDeadline && r.hasBound() && r.bound() > want * (1 + AT_MAGNITUDE);
        return better > AT_MAGNITUDE * want || boundBeyond ? got : null;
    }

    /** Some of the workers in a random order. */
    private static ActivationOrder listed(Random rnd, int m) {
        List<Integer> ids = new ArrayList<>();
        for (int w = 1; w <= m; w++) {
            ids.add(w);
        }
        java.util.Collections.shuffle(ids, rnd);
        return ActivationOrder.explicit(ids.subList(0, 1 + rnd.nextInt(m)));
    }

    /** The sequences {@code order} allows: every order of every subset, or the subsequences of the given or listed order. */
    private static List<int[]> sequences(ActivationOrder order, int m) {
        List<int[]> out = new ArrayList<>();
        switch (order.rule()) {
            case GIVEN -> collect(m, false, new int[0], 1, out);
            case EXPLICIT -> {
                int[] ids = order.ids().stream().mapToInt(Integer::intValue).toArray();
                for (int mask = 0; mask < 1 << ids.length; mask++) {
                    final int mk = mask;
                    out.add(java.util.stream.IntStream.range(0, ids.length).filter(j -> (mk >> j & 1) != 0)
                            .map(j -> ids[j]).toArray());
                }
            }
            default -> collect(m, true, new int[0], 1, out);
        }
        return out;
    }

    @Test
    void beyondTheExhaustiveLimitTheLocalSearchIsFeasibleWithABoundBelowIt() {
        Instance in = random(99, 9, Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL), true);
        Schedule r = solvers.solve(in.scenario());
        assertThat(r.status()).isEqualTo(Status.FEASIBLE);
        assertThat(r.bound()).isGreaterThan(0).isLessThanOrEqualTo(r.makespan());
        assertThat(new ScheduleValidator().validate(in.scenario(), r).valid()).isTrue();
    }
}
