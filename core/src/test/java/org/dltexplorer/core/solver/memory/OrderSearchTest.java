package org.dltexplorer.core.solver.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.stream.LongStream;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The exact order search against a brute force that solves LP1 with ojAlgo for every sequence (every ordered
 * subset) of workers, on seeded random stars with startups and buffers; and the statuses of the order rules.
 */
class OrderSearchTest {

    /** Two exact methods for the same optimum: the LP code's rounding separates them. */
    static final double SAME_OPTIMUM = 1e-7;

    static Scenario randomStar(long seed, int m, ActivationOrder order) {
        return org.dltexplorer.core.solver.memory.RandomMemoryStars.of(seed, m, order);
    }

    static LongStream seeds() {
        return LongStream.range(1, 11);
    }

    /** The best LP1 over all sequences of workers, by ojAlgo (scaled units). */
    static double bruteForce(StarWorkers w) {
        return extend(w, new StarLp(w), new int[w.m], 0, new boolean[w.m]);
    }

    private static double extend(StarWorkers w, StarLp lp, int[] seq, int len, boolean[] used) {
        var d = lp.solve(seq, len);
        double best = d == null ? Double.POSITIVE_INFINITY : d.makespan();
        for (int k = 0; k < w.m; k++) {
            if (!used[k]) {
                used[k] = true;
                seq[len] = k;
                best = Math.min(best, extend(w, lp, seq, len + 1, used));
                used[k] = false;
            }
        }
        return best;
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void exactSearchEqualsBruteForce(long seed) {
        int m = 2 + (int) (seed % 3);
        checkAgainstBruteForce(seed, m);
    }

    /** Sequences of six workers: 1957 LPs per instance. */
    @ParameterizedTest
    @MethodSource("seeds")
    @Tag("slow")
    void exactSearchEqualsBruteForceForSixWorkers(long seed) {
        checkAgainstBruteForce(seed, 6);
    }

    /**
     * Six workers (1957 sequences), brute force by the specialised evaluator (checked against ojAlgo in
     * {@link SequenceEvaluatorTest}); the search may stop at the root when its bound meets the start.
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void exactSearchEqualsBruteForceByTheEvaluator(long seed) {
        Scenario sc = randomStar(seed, 6, ActivationOrder.OPTIMAL);
        StarWorkers w = StarWorkers.of(sc);
        Schedule s = Solvers.standard().solve(sc);
        double brute = evaluatorBruteForce(w) * w.timeUnit;
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(s.makespan()).isCloseTo(brute, within(SAME_OPTIMUM * brute));
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();

        checkAgainstEvaluatorBruteForce(SequenceEvaluatorTest.random(new Random(seed), 6));
    }

    /**
     * Issue 30's tight family (V = 0.7 ΣB, originator idle), where the children come in Jackson's order: six
     * workers, brute force over all 1957 sequences by the specialised evaluator, and the solver's schedule valid.
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void exactSearchEqualsBruteForceOnTheTightFamily(long seed) {
        Scenario sc = RandomMemoryStars.tight(seed, 6, ActivationOrder.OPTIMAL);
        StarWorkers w = StarWorkers.of(sc);
        Schedule s = Solvers.standard().solve(sc);
        double brute = evaluatorBruteForce(w) * w.timeUnit;
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(s.makespan()).isCloseTo(brute, within(SAME_OPTIMUM * brute));
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    /** Eight workers: 109 601 sequences per instance. */
    @ParameterizedTest
    @MethodSource("seeds")
    @Tag("slow")
    void exactSearchEqualsBruteForceForEightWorkers(long seed) {
        checkAgainstEvaluatorBruteForce(StarWorkers.of(randomStar(seed, 8, ActivationOrder.OPTIMAL)));
    }

    /** The best makespan over all sequences (scaled), each by the specialised evaluator. */
    private static double evaluatorBruteForce(StarWorkers w) {
        return SuffixBoundTest.subtrees(w, SuffixBoundTest.byEvaluator(w)).stream()
                .filter(s -> s.prefix().length == 0).mapToDouble(SuffixBoundTest.Subtree::optimum).findFirst().orElseThrow();
    }

    private static void checkAgainstEvaluatorBruteForce(StarWorkers w) {
        double brute = evaluatorBruteForce(w);
        OrderSearch.Result r = new OrderSearch(w, SolveMonitor.NONE).exact();

        assertThat(r.proven()).isTrue();
        assertThat(r.best().makespan()).isCloseTo(brute, within(SAME_OPTIMUM * brute));
    }

    private static void checkAgainstBruteForce(long seed, int m) {
        Scenario sc = randomStar(seed, m, ActivationOrder.OPTIMAL);
        Schedule s = Solvers.standard().solve(sc);
        StarWorkers w = StarWorkers.of(sc);
        double brute = bruteForce(w) * w.timeUnit;

        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(s.makespan()).isCloseTo(brute, within(SAME_OPTIMUM * brute));
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void heuristicIsFeasibleValidAndNoBetterThanTheOptimum(long seed) {
        int m = 3 + (int) (seed % 6);
        Scenario sc = randomStar(seed, m, ActivationOrder.HEURISTIC);
        Schedule h = Solvers.standard().solve(sc);
        Schedule opt = Solvers.standard().solve(sc.withStrategy(sc.strategy().withOrder(ActivationOrder.OPTIMAL)));
        Schedule given = Solvers.standard().solve(sc.withStrategy(sc.strategy().withOrder(ActivationOrder.GIVEN)));

        assertThat(h.status()).isEqualTo(Status.FEASIBLE);
        assertThat(h.makespan()).isGreaterThanOrEqualTo(opt.makespan() * (1 - SAME_OPTIMUM));
        assertThat(given.makespan()).isGreaterThanOrEqualTo(opt.makespan() * (1 - SAME_OPTIMUM));
        for (Schedule s : new Schedule[] {h, opt, given}) {
            assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
        }
    }

    /** Beyond {@link OrderSearch#LP_WORKERS} workers the heuristic answers with the IBS distribution itself. */
    @Test
    void manyWorkersGetTheIbsScheduleAsFeasible() {
        Scenario sc = randomStar(3, 200, ActivationOrder.HEURISTIC);
        Schedule s = Solvers.standard().solve(sc);

        assertThat(s.status()).isEqualTo(Status.FEASIBLE);
        assertThat(s.notes()).anyMatch(n -> n.startsWith("IBS"));
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    /** An instance whose root bound is below the optimum, so the proof needs a search (15 k nodes). */
    @Test
    void aStoppedSearchReturnsItsIncumbentAsFeasible() {
        Scenario sc = randomStar(1, 12, ActivationOrder.OPTIMAL);
        Schedule s = Solvers.standard().solve(sc, SolveMonitor.deadline(0));

        assertThat(s.status()).isEqualTo(Status.FEASIBLE);
        assertThat(s.reason()).contains("stopped");
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    /** The bound a stopped search reports never exceeds the optimum the completed search proves (brute force above). */
    @ParameterizedTest
    @MethodSource("seeds")
    void aStoppedSearchReportsABoundNotAboveTheOptimum(long seed) {
        Scenario sc = randomStar(seed, 9, ActivationOrder.OPTIMAL);
        Schedule stopped = Solvers.standard().solve(sc, SolveMonitor.deadline(0));
        Schedule proven = Solvers.standard().solve(sc);

        assertThat(proven.status()).isEqualTo(Status.OPTIMAL);
        assertThat(new ScheduleValidator().validate(sc, stopped).violations()).isEmpty();
        if (stopped.status() == Status.OPTIMAL) {
            assertThat(stopped.makespan()).isCloseTo(proven.makespan(), within(SAME_OPTIMUM * proven.makespan()));
            return;
        }
        assertThat(stopped.hasBound()).isTrue();
        assertThat(stopped.bound()).isPositive().isLessThanOrEqualTo(proven.makespan() * (1 + SAME_OPTIMUM));
        assertThat(stopped.gap()).isBetween(0.0, 1.0);
    }

    /** Cancels at its {@code n}-th look. */
    static SolveMonitor stopAtLook(int n) {
        int[] looks = {0};
        return new SolveMonitor() {
            @Override
            public boolean cancelled() {
                return ++looks[0] >= n;
            }

            @Override
            public void progress(double fraction, String message) {
            }
        };
    }

    /**
     * A search stopped part-way (at its 1st … 6th look at the monitor) reports a bound that takes the subtrees it
     * did not visit into account, never above the brute-force optimum, and at least the root bound.
     */
    @ParameterizedTest
    @MethodSource("seeds")
    @Tag("slow")
    void aSearchStoppedPartWayBoundsWhatItLeftUnexplored(long seed) {
        StarWorkers w = StarWorkers.of(randomStar(seed, 8, ActivationOrder.OPTIMAL));
        double brute = evaluatorBruteForce(w);
        double root = new OrderSearch(w, SolveMonitor.NONE).lowerBound();
        for (int look = 1; look <= 6; look++) {
            OrderSearch.Result r = new OrderSearch(w, stopAtLook(look)).exact();
            assertThat(r.bound()).isLessThanOrEqualTo(brute * (1 + SAME_OPTIMUM))
                    .isGreaterThanOrEqualTo(Math.min(root, r.best().makespan()) * (1 - SAME_OPTIMUM));
            assertThat(r.best().makespan()).isGreaterThanOrEqualTo(brute * (1 - SAME_OPTIMUM));
        }
    }

    @Test
    void memoryShortOfTheLoadIsInfeasibleWithAReason() {
        Scenario sc = Scenario.uniform(new Star(3), 100, new ProcessorParams(1, 20), LinkParams.of(0, 1));
        for (ActivationOrder o : new ActivationOrder[] {ActivationOrder.GIVEN, ActivationOrder.OPTIMAL, ActivationOrder.HEURISTIC}) {
            Schedule s = Solvers.standard().solve(sc.withStrategy(Strategy.DEFAULT.withOrder(o)));
            assertThat(s.status()).isEqualTo(Status.INFEASIBLE);
            assertThat(s.reason()).contains("80.0").contains("less than the load");
            assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
        }
    }

    /** Exactly enough memory: every buffer full, the schedule of the "sat" line. */
    @Test
    void saturatedMemoryFillsEveryBuffer() {
        Scenario sc = Scenario.uniform(new Star(3), 100, new ProcessorParams(1, 25), LinkParams.of(0.5, 1));
        Schedule s = Solvers.standard().solve(sc.withStrategy(Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL)));
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        for (int i = 0; i <= 3; i++) {
            assertThat(s.loadOf(i)).isCloseTo(25, within(1e-6));
        }
        assertThat(s.makespan()).isCloseTo(3 * 0.5 + 3 * 25 + 25, within(1e-6));
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    /**
     * The search tells its monitor each better answer with the proven bound: the answers never get worse, no bound
     * exceeds the answer it comes with, and the last one is the schedule returned (replayed by the validator).
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void theSearchReportsItsIncumbentsAndTheirBound(long seed) {
        Scenario s = RandomMemoryStars.tight(seed, 7, new ActivationOrder(ActivationOrder.Rule.OPTIMAL, java.util.List.of()));
        org.dltexplorer.core.solver.RecordingMonitor monitor = new org.dltexplorer.core.solver.RecordingMonitor();
        Schedule schedule = new StarMemorySolver().solve(s, monitor);
        assertThat(schedule.feasible()).isTrue();
        assertThat(new ScheduleValidator().validate(s, schedule).valid()).isTrue();
        monitor.assertHonest(schedule, 1, SAME_OPTIMUM);
    }

    /**
     * The exact search asks the heuristic with an unlimited budget ({@code Long.MAX_VALUE} nanoseconds): its local
     * search must run then too, and reach what a finite budget of a minute reaches (it once overflowed the deadline
     * and skipped the local search: 173.70 instead of the local optimum on this star).
     */
    @Test
    void anUnlimitedBudgetStillRunsTheLocalSearch() {
        StarWorkers w = StarWorkers.of(RandomMemoryStars.tight(1, 14, ActivationOrder.OPTIMAL));
        double unlimited = new OrderSearch(w, SolveMonitor.NONE).heuristic(Long.MAX_VALUE).best().makespan();
        double minute = new OrderSearch(w, SolveMonitor.NONE).heuristic(60_000_000_000L).best().makespan();
        double start = new OrderSearch(w, SolveMonitor.NONE).heuristic(0L).best().makespan();
        assertThat(minute).isLessThan(start * (1 - 1e-6));
        assertThat(unlimited).isCloseTo(minute, within(1e-12 * minute));
    }
}
