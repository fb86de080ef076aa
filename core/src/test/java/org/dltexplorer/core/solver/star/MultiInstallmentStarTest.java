package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.LongStream;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.UnsupportedScenarioException;
import org.dltexplorer.core.solver.tree.LpTolerance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The multi-installment star: its LP against cases worked out by hand, its search against brute force over every
 * message sequence, its bounds against the optimum, every schedule against the validator, and {@code n = 1}
 * against the single-installment solver.
 */
class MultiInstallmentStarTest {

    static LongStream seeds() {
        return LongStream.range(1, 11);
    }

    /** Identical workers A = C = 1, startup S, V = 1, the originator idle. */
    private static Scenario unitStar(int m, double startup, Strategy strategy) {
        return new Scenario("hand", Notation.ACS, NotationUnits.STANDARD, new Star(m), 1.0, ProcessorParams.of(1),
                Map.of(), LinkParams.of(startup, 1), Map.of(), strategy.withOriginatorComputes(false));
    }

    private static Scenario randomStar(long seed, int m, int n, ActivationOrder order) {
        Random r = new Random(seed);
        Strategy st = Strategy.DEFAULT.withOrder(order).withInstallments(n).withOriginatorComputes(seed % 3 != 0);
        return RandomScenarios.of(new Star(m), r, 1.0, st);
    }

    /**
     * Sequence (1, 2, 1), A = C = 1, S = 0, V = 1, originator idle; loads x, y, z. Messages end at x, x + y and 1.
     * Worker 1 computes [x, 2x], then z from max(2x, 1); worker 2 computes y from x + y. With x ≤ 1/2:
     * T = max(1 + z, x + 2y) = max(2 − x − y, x + 2y); (2/3)(2 − x − y) + (1/3)(x + 2y) = 4/3 − x/3 ≥ 7/6, met at
     * x = 1/2, y = 1/3, z = 1/6 with both terms 7/6. With x > 1/2, T ≥ 2/3 + x > 7/6. So T = 7/6, against 4/3 for
     * one message each (x = 2/3: 2x = x + 2(1 − x)).
     */
    @Test
    void theSequenceOneTwoOneOfTwoUnitWorkersFinishesAtSevenSixths() {
        InstallmentStar star = InstallmentStar.of(unitStar(2, 0, Strategy.DEFAULT), 2);
        InstallmentStar.Loads l = new InstallmentLp(star).solve(new int[] {1, 2, 1});

        assertThat(l.makespan()).isCloseTo(7.0 / 6, within(1e-9));
        assertThat(l.x()).containsExactly(new double[] {0.5, 1.0 / 3, 1.0 / 6}, within(1e-9));
        assertThat(new StarOnePortSolver().solve(unitStar(2, 0, Strategy.DEFAULT)).makespan())
                .isCloseTo(4.0 / 3, within(1e-9));
    }

    /**
     * One worker, A = C = 1, startup S, V = 1, two installments x1 + x2 = 1: messages end at S + x1 and 2S + 1;
     * T = max(S + 2 x1, 2S + 1) + 1 − x1, least at S + 2 x1 = 2S + 1, x1 = (S + 1)/2: T = 1.5 + 1.5 S. One
     * message takes S + 2. So two messages win while S < 1 and the startup eats the gain beyond.
     */
    @Test
    void oneWorkerGainsFromTwoInstallmentsOnlyWhileTheStartupIsBelowOne() {
        for (double s : new double[] {0.0, 0.2, 0.6, 1.5, 3.0}) {
            Scenario sc = unitStar(1, s, Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL).withInstallments(2));
            Schedule sch = Solvers.standard().solve(sc);
            long messages = sch.timeline().stream().filter(i -> i.activity() == Activity.RECEIVE).count();

            assertThat(sch.status()).isEqualTo(Status.OPTIMAL);
            assertThat(sch.makespan()).as("S = %s", s).isCloseTo(Math.min(1.5 + 1.5 * s, 2 + s), within(1e-9));
            assertThat(messages).as("S = %s", s).isEqualTo(s < 1 ? 2 : 1);
        }
    }

    /** S = 0.2 in the case above: x1 = 0.6, x2 = 0.4; messages end at 0.8 and 1.4, chunks [0.8, 1.4] and [1.4, 1.8]. */
    @Test
    void jsonAndCsvListEveryMessageAndChunk() {
        Scenario sc = unitStar(1, 0.2, Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL).withInstallments(2));
        Schedule s = Solvers.standard().solve(sc);
        String json = org.dltexplorer.core.io.ResultFormat.JSON.writer().write(sc, s);
        String csv = org.dltexplorer.core.io.ResultFormat.CSV.writer().write(sc, s);

        assertThat(json.split("\"activity\" ?: ?\"receive\"", -1)).hasSize(3);
        assertThat(json.split("\"activity\" ?: ?\"compute\"", -1)).hasSize(3);
        assertThat(csv.lines().filter(l -> l.startsWith("interval,,,1,,receive,"))).hasSize(2);
        assertThat(csv).contains("interval,,,1,,compute,1.4", ",1.8");
    }

    /** Every sequence in which each worker 1..m appears at most n times (the empty one included). */
    static List<int[]> sequences(int m, int n) {
        List<int[]> out = new ArrayList<>();
        extend(new int[0], new int[m + 1], m, n, out);
        return out;
    }

    private static void extend(int[] prefix, int[] count, int m, int n, List<int[]> out) {
        out.add(prefix);
        for (int w = 1; w <= m; w++) {
            if (count[w] < n) {
                int[] next = java.util.Arrays.copyOf(prefix, prefix.length + 1);
                next[prefix.length] = w;
                count[w]++;
                extend(next, count, m, n, out);
                count[w]--;
            }
        }
    }

    private static double bruteForce(Scenario sc, int m, int n) {
        InstallmentLp lp = new InstallmentLp(InstallmentStar.of(sc, n));
        double best = Double.POSITIVE_INFINITY;
        for (int[] seq : sequences(m, n)) {
            InstallmentStar.Loads l = lp.solve(seq);
            if (l != null) {
                best = Math.min(best, l.makespan());
            }
        }
        return best;
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theSearchEqualsTheBestOfAllSequencesAndItsBoundsStayBelow(long seed) {
        int m = seed % 2 == 0 ? 3 : 2;
        int n = seed % 2 == 0 ? 2 : 3;
        Scenario sc = randomStar(seed, m, n, ActivationOrder.OPTIMAL);
        double best = bruteForce(sc, m, n);
        Schedule s = Solvers.standard().solve(sc);
        InstallmentSearch search = new InstallmentSearch(InstallmentStar.of(sc, n));
        InstallmentSearch.Found stopped = search.optimal(search.roundRobin(java.util.stream.IntStream.rangeClosed(1, m)
                .toArray()), SolveMonitor.NONE, 3);

        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(LpTolerance.LP.equal(s.makespan(), best)).as("%s vs brute force %s", s.makespan(), best).isTrue();
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
        assertThat(search.rootBound()).isLessThanOrEqualTo(best * (1 + 1e-9));
        assertThat(stopped.proven()).isFalse();
        assertThat(stopped.bound()).isPositive().isLessThanOrEqualTo(best * (1 + 1e-9));
    }

    /**
     * A star of one or two workers is proven by the sequence LPs' own bounds in a few dozen sequences: a solve without
     * a time limit (a curve sweep's point) then never computes the port-demand bound, which took seconds each; with a
     * time limit the search computes it first, as the benchmarks measure it.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aSmallStarIsProvenWithoutThePortDemandBoundUnlessTimeLimited(long seed) {
        int m = seed % 2 == 0 ? 2 : 1;
        Scenario sc = randomStar(seed, m, 3, ActivationOrder.OPTIMAL);
        double best = bruteForce(sc, m, 3);
        InstallmentStar star = InstallmentStar.of(sc, 3);
        InstallmentSearch untimed = new InstallmentSearch(star);
        InstallmentStar.Loads roundRobin = untimed.roundRobin(java.util.stream.IntStream.rangeClosed(1, m).toArray());
        InstallmentSearch.Found f = untimed.optimal(roundRobin, SolveMonitor.NONE, InstallmentSearch.UNLIMITED_BUDGET);
        InstallmentSearch timed = new InstallmentSearch(star);
        InstallmentSearch.Found g = timed.optimal(roundRobin, new org.dltexplorer.core.solver.SolveOptions(
                java.time.Duration.ofMinutes(5)).monitor(SolveMonitor.NONE), Long.MAX_VALUE);
        // the search asks the port-demand bound only below the best it starts from (round robin, or the originator alone)
        InstallmentStar.Loads alone = new InstallmentLp(star).solve(new int[0]);
        double start = alone == null ? roundRobin.makespan() : Math.min(alone.makespan(), roundRobin.makespan());
        int asked = timed.rootBound() < start ? 1 : 0;

        assertThat(f.proven()).isTrue();
        assertThat(LpTolerance.LP.equal(f.loads().makespan(), best)).as("%s vs brute force %s", f.loads().makespan(), best)
                .isTrue();
        assertThat(untimed.demandBounds()).isZero();
        assertThat(g.proven()).isTrue();
        assertThat(LpTolerance.LP.equal(g.loads().makespan(), best)).isTrue();
        assertThat(timed.demandBounds()).isEqualTo(asked);
    }

    /**
     * The search tells its monitor each better sequence or bound: makespans fall, bounds rise, the last is the answer's,
     * and no reported bound exceeds the optimum of the brute force in {@code MultiInstallmentOracleTest}.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("fewSeeds")
    void theSearchReportsFallingIncumbentsWithBoundsBelowTheOptimum(long seed) {
        Scenario sc = RandomInstallmentStars.of(seed, 3, 2, ActivationOrder.OPTIMAL);
        double optimum = org.dltexplorer.core.invariance.MultiInstallmentOracleTest.bestSequence(sc);
        org.dltexplorer.core.solver.RecordingMonitor monitor = new org.dltexplorer.core.solver.RecordingMonitor();
        Schedule s = new MultiInstallmentStarSolver().solve(sc, monitor);

        monitor.assertHonest(s, 1, 1e-9);
        List<org.dltexplorer.core.solver.RecordingMonitor.Report> reported = monitor.reports();
        for (int i = 0; i < reported.size(); i++) {
            assertThat(reported.get(i).bound()).as("bound %d", i).isPositive().isLessThanOrEqualTo(optimum * (1 + 1e-7));
            if (i > 0) {
                // a report is an improvement of either: a better makespan, or a better bound beside the same one
                assertThat(reported.get(i).bound()).isGreaterThanOrEqualTo(reported.get(i - 1).bound());
                assertThat(reported.get(i)).isNotEqualTo(reported.get(i - 1));
            }
        }
    }

    /**
     * The prefix bound ({@link InstallmentLp#bound}) against brute force: for every prefix, with the incumbent a hair
     * above the best completion of that prefix (the tightest incumbent under which the bound must still hold, since
     * that completion is shorter), the bound is at most the best completion. Workers' caps and startup charges
     * that were too large (a cap below what a worker computes in a completion shorter than the incumbent) fail it.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void thePrefixBoundIsAtMostTheBestCompletionOfEveryPrefix(long seed) {
        int m = 3;
        int n = 2;
        Scenario sc = randomStar(seed, m, n, ActivationOrder.OPTIMAL);
        InstallmentStar star = InstallmentStar.of(sc, n);
        InstallmentLp lp = new InstallmentLp(star);
        List<int[]> all = sequences(m, n);
        java.util.Map<String, Double> makespan = new java.util.HashMap<>();
        for (int[] seq : all) {
            InstallmentStar.Loads l = lp.solve(seq);
            makespan.put(java.util.Arrays.toString(seq), l == null ? Double.POSITIVE_INFINITY : l.makespan());
        }
        int checked = 0;
        for (int[] prefix : all) {
            double best = Double.POSITIVE_INFINITY;
            for (int[] seq : all) {
                if (seq.length >= prefix.length
                        && java.util.Arrays.equals(java.util.Arrays.copyOf(seq, prefix.length), prefix)) {
                    best = Math.min(best, makespan.get(java.util.Arrays.toString(seq)));
                }
            }
            if (best == Double.POSITIVE_INFINITY) {
                continue;
            }
            int[] room = new int[m + 1];
            for (int w = 1; w <= m; w++) {
                room[w] = n;
            }
            for (int w : prefix) {
                room[w]--;
            }
            double bound = lp.bound(prefix, room, best * (1 + 1e-6));
            assertThat(bound).as("prefix %s", java.util.Arrays.toString(prefix)).isLessThanOrEqualTo(best * (1 + 1e-7));
            checked++;
        }
        assertThat(checked).isGreaterThan(20);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void oneInstallmentEqualsTheSingleInstallmentStar(long seed) {
        Scenario sc = randomStar(seed, 5, 1, ActivationOrder.OPTIMAL);
        InstallmentSearch.Found f = new InstallmentSearch(InstallmentStar.of(sc, 1)).optimal(null, SolveMonitor.NONE,
                Long.MAX_VALUE);
        Schedule single = new StarOnePortSolver().solve(sc);

        assertThat(single.status()).isEqualTo(Status.OPTIMAL);
        assertThat(f.proven()).isTrue();
        assertThat(LpTolerance.LP.equal(f.loads().makespan(), single.makespan()))
                .as("%s vs single-installment %s", f.loads().makespan(), single.makespan()).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void everyOrderRuleGivesAValidScheduleNoBetterThanTheOptimumAndNoWorseThanItsBound(long seed) {
        int m = 4;
        int n = 2;
        Scenario opt = randomStar(seed, m, n, ActivationOrder.OPTIMAL);
        Schedule best = Solvers.standard().solve(opt);
        for (ActivationOrder rule : List.of(ActivationOrder.GIVEN, ActivationOrder.HEURISTIC,
                ActivationOrder.explicit(List.of(4, 2, 3)))) {
            Scenario sc = randomStar(seed, m, n, rule);
            Schedule s = Solvers.standard().solve(sc);

            assertThat(new ScheduleValidator().validate(sc, s).violations()).as(rule.rule().id()).isEmpty();
            assertThat(s.status()).isEqualTo(Status.FEASIBLE);
            assertThat(s.makespan()).isGreaterThanOrEqualTo(best.makespan() * (1 - 1e-7));
            assertThat(s.bound()).isLessThanOrEqualTo(best.makespan() * (1 + 1e-9));
        }
        assertThat(new ScheduleValidator().validate(opt, best).violations()).isEmpty();
    }

    static LongStream fewSeeds() {
        return LongStream.range(1, 4);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("fewSeeds")
    void beyondTheExactLimitTheHeuristicIsNeverWorseThanOneInstallment(long seed) {
        Scenario sc = randomStar(seed, MultiInstallmentStarSolver.EXACT_LIMIT + 8, 2, ActivationOrder.OPTIMAL);
        Schedule multi = Solvers.standard().solve(sc);
        Schedule single = Solvers.standard().solve(sc.withStrategy(sc.strategy().withInstallments(null)));

        assertThat(multi.status()).isEqualTo(Status.FEASIBLE);
        assertThat(multi.makespan()).isLessThanOrEqualTo(single.makespan() * (1 + 1e-9));
        assertThat(multi.bound()).isPositive().isLessThanOrEqualTo(multi.makespan());
        assertThat(new ScheduleValidator().validate(sc, multi).violations()).isEmpty();
    }

    @Test
    void aTimeLimitOfZeroStillAnswersWithABound() {
        Scenario sc = randomStar(7, 6, 3, ActivationOrder.OPTIMAL);
        Schedule s = Solvers.standard().solve(sc, SolveMonitor.deadline(0));

        assertThat(s.status()).isEqualTo(Status.FEASIBLE);
        assertThat(s.bound()).isPositive().isLessThanOrEqualTo(s.makespan());
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    @Test
    void memoryLimitsReturnsAndAllPortsAreRefusedInOneLine() {
        Strategy three = Strategy.DEFAULT.withInstallments(3);
        Scenario base = unitStar(2, 0.1, three);
        Scenario memory = new Scenario("m", Notation.ACS, NotationUnits.STANDARD, new Star(2), 1.0,
                new ProcessorParams(1, 0.8), Map.of(), LinkParams.of(0.1, 1), Map.of(), three);
        Scenario returns = new Scenario("r", Notation.ACS, NotationUnits.STANDARD, new Star(2), 1.0,
                ProcessorParams.of(1), Map.of(), new LinkParams(0.1, 1, 0.5), Map.of(), three);
        Scenario allPorts = unitStar(2, 0.1, three.withPorts(Ports.ALL));

        assertThat(Solvers.standard().solve(base).feasible()).isTrue();
        assertThatThrownBy(() -> Solvers.standard().solve(memory)).isInstanceOf(UnsupportedScenarioException.class)
                .hasMessageContaining("installments 3").hasMessageContaining("memory").hasMessageNotContaining("\n");
        assertThatThrownBy(() -> Solvers.standard().solve(returns)).isInstanceOf(UnsupportedScenarioException.class)
                .hasMessageContaining("installments 3").hasMessageContaining("results returned");
        assertThatThrownBy(() -> Solvers.standard().solve(allPorts)).isInstanceOf(UnsupportedScenarioException.class)
                .hasMessageContaining("ports \"one\"");
    }
}
