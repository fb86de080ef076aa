package org.dltexplorer.core.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Share;
import org.dltexplorer.core.schedule.Status;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The contract every solver of this family honours, checked on seeded random instances (after Hipparchus'
 * {@code AbstractLeastSquaresOptimizerAbstractTest}): the validator accepts the answer, the load is conserved,
 * no load is negative, all used processors finish together when results are not returned, the originator computes
 * nothing when told so, and the registry picks the solver under test. Subclasses say which solver and how to draw
 * an instance.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class AbstractSolverContractTest {

    /** Loads and times of one solve compared with each other; looser than DEFAULT for rounding over long paths. */
    protected static final Tolerance SAME_SCHEDULE = new Tolerance(1e-9, 1e-12);

    protected abstract Solver solver();

    /** A random instance the solver supports. */
    protected abstract Scenario scenario(Random random);

    /** How many seeded instances to draw. */
    protected int instances() {
        return 40;
    }

    protected Stream<Long> seeds() {
        return LongStream.range(0, instances()).map(i -> 1000 + 7919 * i).boxed();
    }

    /** Fewer seeds for the cross-checks that solve many LPs per instance. */
    protected Stream<Long> lpSeeds() {
        return seeds().limit(Math.min(8, instances()));
    }

    protected Scenario instance(long seed) {
        return scenario(new Random(seed));
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void solverSupportsAndAnswers(long seed) {
        Scenario sc = instance(seed);
        assertThat(solver().supports(sc)).isTrue();
        Schedule s = solver().solve(sc);
        assertThat(s.status()).isNotEqualTo(Status.INFEASIBLE);
        assertThat(Solvers.standard().choose(sc).getClass()).isEqualTo(solver().getClass());
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void validatorAccepts(long seed) {
        Scenario sc = instance(seed);
        Schedule s = solver().solve(sc);
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void loadIsConservedAndNonNegative(long seed) {
        Scenario sc = instance(seed);
        Schedule s = solver().solve(sc);
        double total = 0;
        for (Share sh : s.shares()) {
            assertThat(sh.load()).isGreaterThanOrEqualTo(0.0);
            total += sh.total();
        }
        assertThat(SAME_SCHEDULE.equal(total, sc.load())).as("sum %s vs V %s", total, sc.load()).isTrue();
        assertThat(s.shares()).hasSize((int) sc.network().processorCount());
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void usedProcessorsFinishTogether(long seed) {
        Scenario sc = instance(seed);
        org.junit.jupiter.api.Assumptions.assumeFalse(sc.returnsResults(), "with returns processors finish apart");
        Schedule s = solver().solve(sc);
        long used = 0;
        for (Share sh : s.shares()) {
            if (sh.load() > 0) {
                used++;
                double end = s.timeline().stream()
                        .filter(i -> i.processor() == sh.index() && i.activity() == Activity.COMPUTE)
                        .mapToDouble(Interval::end).max().orElse(Double.NaN);
                assertThat(Tolerance.VALIDATION.equal(end, s.makespan()))
                        .as("processor %d ends at %s, makespan %s", sh.index(), end, s.makespan()).isTrue();
            }
        }
        assertThat(s.metrics().processorsUsed()).isEqualTo(used);
        assertThat(s.metrics().utilization()).isCloseTo(s.metrics().speedup() / used,
                org.assertj.core.api.Assertions.within(1e-12));
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void everyResultReachesTheOriginatorWhenReturned(long seed) {
        Scenario sc = instance(seed);
        org.junit.jupiter.api.Assumptions.assumeTrue(sc.returnsResults());
        Schedule s = solver().solve(sc);
        int origin = sc.network().originator();
        double back = s.loadOf(origin) + s.timeline().stream()
                .filter(i -> i.activity() == Activity.RETURN && i.peer() == origin).mapToDouble(Interval::load).sum();
        assertThat(SAME_SCHEDULE.equal(back, sc.load())).as("%s returned of %s", back, sc.load()).isTrue();
        double lastReturn = s.timeline().stream().filter(i -> i.activity() == Activity.RETURN)
                .mapToDouble(Interval::end).max().orElse(0);
        assertThat(Tolerance.VALIDATION.lessOrEqual(lastReturn, s.makespan())).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void originatorComputesNothingWhenTold(long seed) {
        Scenario sc = instance(seed);
        Scenario idle = sc.withStrategy(sc.strategy().withOriginatorComputes(false));
        Schedule s = solver().solve(idle);
        if (s.feasible()) {
            assertThat(s.loadOf(sc.network().originator())).isZero();
            assertThat(new ScheduleValidator().validate(idle, s).violations()).isEmpty();
            // taking a processor away cannot help
            assertThat(Tolerance.VALIDATION.lessOrEqual(solver().solve(sc).makespan(), s.makespan())).isTrue();
        }
    }
}
