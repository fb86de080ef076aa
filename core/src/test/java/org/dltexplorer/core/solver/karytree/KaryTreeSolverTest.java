package org.dltexplorer.core.solver.karytree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.Map;
import java.util.stream.LongStream;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.analysis.KaryComparison;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class KaryTreeSolverTest {

    /** LP optimum vs the replayed schedule: both are sums of a few hundred terms; the LP solver's own accuracy. */
    static final Tolerance LP = new Tolerance(1e-7, 1e-9);

    static final KaryTreeSolver SOLVER = new KaryTreeSolver();

    static LongStream seeds() {
        return LongStream.range(0, 30);
    }

    static Scenario paper(int levels, int arity, KaryPolicy policy) {
        return KaryComparison.paperScenario(levels, arity, 1, 0.05, 1, 1, 0.2, policy);
    }

    static void assertValid(Scenario sc, Schedule s) {
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
        if (s.feasible()) {
            assertThat(Arrays.stream(s.loads()).min().orElse(0)).isGreaterThanOrEqualTo(0.0);
            assertThat(Arrays.stream(s.loads()).sum()).isCloseTo(sc.load(), within(Tolerance.DEFAULT.slack(sc.load())));
        }
    }

    @Test
    void singleLevelChainMatchesTheHandSolution() {
        // L = 1, K = 1: α_0 w Tcp = θ_1(zTcm + wTcp + zTsol) (eq. (44)) gives α_0 = 1.06/2.06
        Schedule s = SOLVER.solve(paper(1, 1, KaryPolicy.SEQUENTIAL));

        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(s.loadOf(0)).isCloseTo(1.06 / 2.06, within(Tolerance.DEFAULT.slack(1)));
        assertThat(s.loadOf(1)).isCloseTo(1.0 / 2.06, within(Tolerance.DEFAULT.slack(1)));
        assertThat(s.makespan()).isCloseTo(1.06 / 2.06, within(Tolerance.DEFAULT.slack(1)));
        assertThat(s.metrics().speedup()).isCloseTo(2.06 / 1.06, within(Tolerance.DEFAULT.slack(2)));
    }

    @Test
    void edsGivesEveryProcessorTheSameLoad() {
        Scenario sc = paper(2, 3, KaryPolicy.EQUAL);
        Schedule s = SOLVER.solve(sc);

        assertThat(s.status()).isEqualTo(Status.FEASIBLE);
        assertThat(s.loads()).hasSize(13).containsOnly(1.0 / 13);
        assertValid(sc, s);
    }

    @Test
    void resultsOfAllTheLoadReachTheRootThroughReturns() {
        for (KaryPolicy p : KaryPolicy.values()) {
            Scenario sc = paper(3, 2, p);
            Schedule s = SOLVER.solve(sc);
            double atRoot = s.timeline().stream().filter(i -> i.activity() == Activity.RETURN && i.peer() == 0)
                    .mapToDouble(Interval::load).sum();

            assertThat(atRoot + s.loadOf(0)).as("%s", p).isCloseTo(1.0, within(Tolerance.VALIDATION.slack(1)));
        }
    }

    @Test
    void withoutReportingSosEndsEveryComputationTogether() {
        Scenario sc = paper(3, 3, KaryPolicy.SEQUENTIAL).withLinkDefault(new LinkParams(0, 0.05, 0));
        Schedule s = SOLVER.solve(sc);

        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(s.timeline()).noneMatch(i -> i.activity() == Activity.RETURN);
        assertThat(s.timeline().stream().filter(i -> i.activity() == Activity.COMPUTE))
                .allSatisfy(i -> assertThat(Tolerance.VALIDATION.equal(i.end(), s.makespan())).isTrue());
        assertValid(sc, s);
    }

    @Test
    void mosWithNegativeLoadsIsInfeasibleWithItsReason() {
        Schedule s = SOLVER.solve(paper(4, 4, KaryPolicy.MULTI_INSTALLMENT));

        assertThat(s.status()).isEqualTo(Status.INFEASIBLE);
        assertThat(s.reason()).contains("negative loads").contains("level 4");
    }

    @Test
    void receiveOrderIsTheDigitReversalOfTheText() {
        // §V: "the receiving order at the second level is p0, p3, p6, then p1, p4, p7, then p2, p5, p8"
        assertThat(ReceiveOrder.level(new KaryTree(2, 3), 2)).containsExactly(4, 7, 10, 5, 8, 11, 6, 9, 12);
        for (int m = 0; m < 16; m++) {
            assertThat(ReceiveOrder.position(4, 2, m)).as("eq. (56), m=%d", m).isEqualTo(4L * (m % 4) + m / 4);
        }
        // three digits: the root's child varies fastest, the grandchild slowest
        assertThat(ReceiveOrder.level(new KaryTree(3, 2), 3)).containsExactly(7, 11, 9, 13, 8, 12, 10, 14);
    }

    @Test
    void geometricSumTakesTheLimitAtArityOne() {
        assertThat(KaryClosedForms.geometric(1, 5)).isEqualTo(5.0);
        assertThat(KaryClosedForms.geometric(3, 4)).isEqualTo(1 + 3 + 9 + 27.0);
    }

    @Test
    void trivialTreeComputesEverythingAtTheRoot() {
        for (KaryPolicy p : KaryPolicy.values()) {
            Scenario sc = paper(0, 3, p);
            Schedule s = SOLVER.solve(sc);

            assertThat(s.loadOf(0)).isEqualTo(1.0);
            assertThat(s.makespan()).isEqualTo(1.0);
            assertValid(sc, s);
        }
    }

    @Test
    void supportsStartupsOnlyForEqualDivision() {
        Scenario withStartup = paper(2, 2, KaryPolicy.EQUAL).withLinkDefault(new LinkParams(0.01, 0.05, 0.01));

        assertThat(SOLVER.supports(withStartup)).isTrue();
        assertValid(withStartup, SOLVER.solve(withStartup));
        assertThat(SOLVER.supports(withStartup.withStrategy(Strategy.DEFAULT.withSchedule(KaryPolicy.SEQUENTIAL)))).isFalse();
        assertThat(SOLVER.supports(withStartup.withStrategy(Strategy.DEFAULT.withSchedule(KaryPolicy.MULTI_INSTALLMENT))))
                .isFalse();
        assertThat(SOLVER.supports(paper(2, 2, KaryPolicy.EQUAL).withProcessorDefault(new ProcessorParams(1, 5)))).isFalse();
    }

    @Test
    void rootThatDoesNotComputeUnderEdsAndSos() {
        for (KaryPolicy p : new KaryPolicy[] {KaryPolicy.EQUAL, KaryPolicy.SEQUENTIAL}) {
            Scenario sc = paper(2, 3, p).withStrategy(Strategy.DEFAULT.withSchedule(p).withOriginatorComputes(false));
            Schedule s = SOLVER.solve(sc);

            assertThat(s.loadOf(0)).isZero();
            assertValid(sc, s);
        }
        Scenario mos = paper(2, 3, KaryPolicy.MULTI_INSTALLMENT)
                .withStrategy(Strategy.DEFAULT.withSchedule(KaryPolicy.MULTI_INSTALLMENT).withOriginatorComputes(false));
        assertThat(SOLVER.supports(mos)).isFalse();
    }

    @Test
    void registryChoosesThisSolverForKaryTrees() {
        assertThat(Solvers.standard().choose(paper(2, 2, KaryPolicy.SEQUENTIAL))).isInstanceOf(KaryTreeSolver.class);
    }

    @Test
    void sosMatchesTheLinearProgramOnThePaperTrees() {
        for (int l = 1; l <= 3; l++) {
            for (int k = 1; k <= 3; k++) {
                Scenario sc = paper(l, k, KaryPolicy.SEQUENTIAL);
                Schedule s = SOLVER.solve(sc);

                assertThat(s.status()).isEqualTo(Status.OPTIMAL);
                assertThat(LP.equal(s.makespan(), SosLinearProgram.minimalFinish(sc))).as("L=%d K=%d", l, k).isTrue();
            }
        }
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void sosOnHeterogeneousTreesIsTheOptimumOfTheLinearProgram(long seed) {
        // at most 15 processors: the LP is the slow part
        Scenario sc = seed % 2 == 0 ? RandomKaryScenarios.of(seed, 2, 3, 0.3, KaryPolicy.SEQUENTIAL)
                : RandomKaryScenarios.of(seed, 3, 2, 0.3, KaryPolicy.SEQUENTIAL);
        Schedule s = SOLVER.solve(sc);
        double lp = SosLinearProgram.minimalFinish(sc);

        assertValid(sc, s);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(LP.equal(lp, s.makespan())).as("LP %s vs schedule %s", lp, s.makespan()).isTrue();
    }

    @Test
    void slowReportsMakeSomeSubtreesPortBound() {
        // C = 0.2, R = 0.3: the root's first child would report before the root has sent to the third
        Scenario sc = paper(2, 3, KaryPolicy.SEQUENTIAL).withLinkDefault(new LinkParams(0, 0.2, 0.3));
        Schedule s = SOLVER.solve(sc);

        assertThat(s.notes()).anyMatch(n -> n.contains("split by LP"));
        assertThat(LP.equal(SosLinearProgram.minimalFinish(sc), s.makespan())).isTrue();
        assertValid(sc, s);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void everyPolicyOnHeterogeneousTreesIsValid(long seed) {
        for (KaryPolicy p : KaryPolicy.values()) {
            Scenario sc = RandomKaryScenarios.of(seed, 4, 4, 0.3, p);
            Schedule s = SOLVER.solve(sc);

            assertValid(sc, s);
            if (p == KaryPolicy.MULTI_INSTALLMENT && !s.feasible()) {
                assertThat(s.reason()).contains("negative");
            } else {
                assertThat(s.feasible()).as("%s seed %d", p, seed).isTrue();
            }
        }
    }

    @Test
    void heterogeneousSosAllFinishTogetherWithoutReporting() {
        Scenario sc = RandomKaryScenarios.of(7, 3, 3, 0.0, KaryPolicy.SEQUENTIAL)
                .withLinkOverrides(Map.of());
        Schedule s = SOLVER.solve(sc.withLinkDefault(new LinkParams(0, 0.05, 0)));

        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(s.timeline().stream().filter(i -> i.activity() == Activity.COMPUTE))
                .allSatisfy(i -> assertThat(Tolerance.VALIDATION.equal(i.end(), s.makespan())).isTrue());
    }
}
