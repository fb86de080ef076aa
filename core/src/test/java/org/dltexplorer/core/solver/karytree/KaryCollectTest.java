package org.dltexplorer.core.solver.karytree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.stream.LongStream;
import org.dltexplorer.core.analysis.KaryComparison;
import org.dltexplorer.core.model.Collect;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The two readings of when a K-ary tree node may collect its children's reports ({@code strategy.collect}), in the
 * solver, the replay and the validator. The optimum of each reading comes from {@link SosLinearProgram}, written
 * from the timing rules alone.
 */
class KaryCollectTest {

    static final KaryTreeSolver SOLVER = new KaryTreeSolver();

    static Scenario reading(Scenario sc, Collect collect) {
        return sc.withStrategy(sc.strategy().withCollect(collect));
    }

    static Scenario paper(int levels, int arity, KaryPolicy policy, Collect collect) {
        return reading(KaryComparison.paperScenario(levels, arity, 1, 0.05, 1, 1, 0.2, policy), collect);
    }

    static LongStream seeds() {
        return LongStream.range(0, 20);
    }

    /** Whether some node collects a report while one of its sends is still under way. */
    static boolean collectsWhileSending(Schedule s) {
        for (Interval collect : s.timeline()) {
            if (collect.activity() != Activity.RETURN) {
                continue;
            }
            for (Interval send : s.timeline()) {
                if (send.activity() == Activity.SEND && send.processor() == collect.peer()
                        && send.start() < collect.end() - 1e-12 && collect.start() < send.end() - 1e-12) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void theValidatorRejectsCollectingWhileSendingUnderAfterSends() {
        // eq. (41)'s schedule at L = K = 4: the root collects its first child's report while still sending
        Scenario whileSending = paper(4, 4, KaryPolicy.SEQUENTIAL, Collect.WHILE_SENDING);
        Schedule s = SOLVER.solve(whileSending);

        assertThat(collectsWhileSending(s)).isTrue();
        assertThat(new ScheduleValidator().validate(whileSending, s).violations()).isEmpty();
        assertThat(new ScheduleValidator().validate(reading(whileSending, Collect.AFTER_SENDS), s).violations())
                .anyMatch(v -> v.contains("processor 0") && v.contains("before its last send ends"));
    }

    @Test
    void theValidatorRejectsACollectBetweenTwoSendsUnderAfterSends() {
        // no overlap, but the root collects from its first child before it sends to the last one
        Scenario sc = paper(1, 2, KaryPolicy.SEQUENTIAL, Collect.AFTER_SENDS);
        ScheduleBuilder b = new ScheduleBuilder(sc, "hand-made");
        b.share(0, 0.5).share(1, 0.25).share(2, 0.25);
        b.compute(0, 0, 0.5, 0.5);
        b.transfer(0, 1, 0, 0.0125, 0.25);
        b.compute(1, 0.0125, 0.2625, 0.25);
        b.returnResults(1, 0, 0.2625, 0.265, 0.25);
        b.transfer(0, 2, 0.265, 0.2775, 0.25);
        b.compute(2, 0.2775, 0.5275, 0.25);
        b.returnResults(2, 0, 0.5275, 0.53, 0.25);
        b.status(Status.FEASIBLE, "hand-made");
        Schedule s = b.build();

        assertThat(new ScheduleValidator().validate(reading(sc, Collect.WHILE_SENDING), s).violations()).isEmpty();
        assertThat(new ScheduleValidator().validate(sc, s).violations())
                .anyMatch(v -> v.contains("collects results from 1") && v.contains("before its last send ends"));
    }

    @Test
    void underAfterSendsNoScheduleOfAnyPolicyCollectsWhileSending() {
        for (KaryPolicy p : KaryPolicy.values()) {
            Schedule s = SOLVER.solve(paper(3, 3, p, Collect.AFTER_SENDS));
            assertThat(collectsWhileSending(s)).as("%s", p).isFalse();
        }
        Schedule sos = SOLVER.solve(paper(4, 4, KaryPolicy.SEQUENTIAL, Collect.AFTER_SENDS));
        assertThat(collectsWhileSending(sos)).isFalse();
    }

    @Test
    void everyPolicyIsValidUnderEitherReading() {
        ScheduleValidator validator = new ScheduleValidator();
        for (Collect c : Collect.values()) {
            for (KaryPolicy p : KaryPolicy.values()) {
                Scenario sc = paper(3, 3, p, c);
                Schedule s = SOLVER.solve(sc);
                assertThat(validator.validate(sc, s).violations()).as("%s %s", c, p).isEmpty();
            }
        }
    }

    @Test
    void whileSendingMosCollectsEarlierThanAfterSends() {
        Schedule after = SOLVER.solve(paper(3, 3, KaryPolicy.MULTI_INSTALLMENT, Collect.AFTER_SENDS));
        Schedule whileSending = SOLVER.solve(paper(3, 3, KaryPolicy.MULTI_INSTALLMENT, Collect.WHILE_SENDING));

        assertThat(whileSending.loads()).containsExactly(after.loads());
        assertThat(whileSending.makespan()).isLessThanOrEqualTo(after.makespan());
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void sosIsTheOptimumOfTheLinearProgramUnderEitherReading(long seed) {
        for (Collect c : Collect.values()) {
            // at most 15 processors, reports up to 0.6 per unit so that some parents are port-bound
            Scenario sc = reading(seed % 2 == 0 ? RandomKaryScenarios.of(seed, 2, 3, 0.6, KaryPolicy.SEQUENTIAL)
                    : RandomKaryScenarios.of(seed, 3, 2, 0.6, KaryPolicy.SEQUENTIAL), c);
            Schedule s = SOLVER.solve(sc);
            double lp = SosLinearProgram.minimalFinish(sc);

            assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
            assertThat(s.status()).isEqualTo(Status.OPTIMAL);
            assertThat(s.makespan()).as("%s seed %d", c, seed)
                    .isCloseTo(lp, within(KaryTreeSolverTest.LP.slack(s.makespan())));
        }
    }

    @Test
    void sosIsTheOptimumOnThePaperTreesUnderEitherReading() {
        for (Collect c : Collect.values()) {
            for (int l = 1; l <= 3; l++) {
                for (int k = 1; k <= 3; k++) {
                    Scenario sc = paper(l, k, KaryPolicy.SEQUENTIAL, c);
                    Schedule s = SOLVER.solve(sc);
                    assertThat(s.status()).isEqualTo(Status.OPTIMAL);
                    assertThat(s.makespan()).as("%s L=%d K=%d", c, l, k)
                            .isCloseTo(SosLinearProgram.minimalFinish(sc), within(KaryTreeSolverTest.LP.slack(1)));
                }
            }
        }
    }
}
