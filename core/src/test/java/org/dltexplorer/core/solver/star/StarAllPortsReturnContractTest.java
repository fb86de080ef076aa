package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.AbstractSolverContractTest;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.tree.TreeReturnSolver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * All-port stars returning results (a tree of depth one for {@link TreeReturnSolver}): the contract; the makespan
 * equals the best over every set of workers of an ojAlgo LP written here from the model; large stars stay proven
 * optimal; with negligible returns and no startups the makespan approaches eq. (7).
 */
class StarAllPortsReturnContractTest extends AbstractSolverContractTest {

    /** Two LP optima (ojAlgo's simplex stops at ~1e-9 feasibility): agree to 1e-6 relative, as the brief asks. */
    private static final Tolerance LP_AGREEMENT = new Tolerance(1e-6, 1e-9);

    private static final Strategy ALL_PORTS = Strategy.DEFAULT.withPorts(Ports.ALL);

    @Override
    protected Solver solver() {
        return new TreeReturnSolver();
    }

    @Override
    protected int instances() {
        return 24;
    }

    @Override
    protected Scenario scenario(Random r) {
        // startups up to 1.5 against loads of 1..10: some workers are not worth their two startups
        Scenario sc = RandomScenarios.of(new Star(1 + r.nextInt(7)), r, 1.5, ALL_PORTS);
        return RandomScenarios.withReturns(sc, r, 0.05, 0.6);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void equalsTheBestReferenceLpOverEverySetOfWorkers(long seed) {
        Scenario sc = instance(seed);
        Schedule s = solver().solve(sc);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        double reference = bestOverSubsets(sc);
        assertThat(LP_AGREEMENT.equal(s.makespan(), reference)).as("%s vs reference %s", s.makespan(), reference).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void originatorNotComputingAgreesWithTheReference(long seed) {
        Scenario plain = instance(seed);
        Scenario sc = plain.withStrategy(plain.strategy().withOriginatorComputes(false));
        Schedule s = solver().solve(sc);
        double reference = bestOverSubsets(sc);
        assertThat(LP_AGREEMENT.equal(s.makespan(), reference)).as("%s vs reference %s", s.makespan(), reference).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void everyWorkerServedReturnsOverItsOwnLink(long seed) {
        Scenario sc = instance(seed);
        Schedule s = solver().solve(sc);
        for (Interval i : s.timeline()) {
            if (i.activity() == Activity.RETURN) {
                assertThat(i.peer()).isZero();
                assertThat(sc.network().linkBetween(i.processor(), i.peer())).isEqualTo(i.processor());
                assertThat(s.loadOf(i.processor())).isPositive();
            }
        }
        long returning = s.timeline().stream().filter(i -> i.activity() == Activity.RETURN).count();
        assertThat(returning).isEqualTo(s.shares().stream().filter(sh -> sh.index() > 0 && sh.load() > 0).count());
    }

    @Test
    void largeStarsAreSolvedExactlyAndValidate() {
        for (int m : new int[] {40, 300}) {
            Random r = new Random(m);
            Scenario sc = RandomScenarios.withReturns(RandomScenarios.of(new Star(m), r, 1.5, ALL_PORTS), r, 0.05, 0.6);
            Schedule s = solver().solve(sc);
            assertThat(s.status()).isEqualTo(Status.OPTIMAL);
            assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
            // the used workers are exactly those whose two startups fit before the makespan (the capacity argument)
            int idle = 0;
            for (int i = 1; i <= m; i++) {
                double twoStartups = 2 * sc.link(i).S();
                if (s.loadOf(i) > 0) {
                    assertThat(twoStartups).isLessThan(s.makespan());
                } else {
                    idle++;
                    assertThat(Tolerance.VALIDATION.lessOrEqual(s.makespan(), twoStartups)).as("worker %d idle", i).isTrue();
                }
            }
            assertThat(idle).as("some workers are not worth their startups").isBetween(1, m - 1);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void negligibleReturnsWithoutStartupsApproachEquationSeven(long seed) {
        Random r = new Random(seed);
        Scenario plain = RandomScenarios.of(new Star(1 + r.nextInt(12)), r, 0.0, ALL_PORTS);
        Scenario returning = RandomScenarios.withReturns(plain, r, 1e-12, 1e-12);
        double t7 = new StarAllPortsSolver().solve(plain).makespan();
        double t = solver().solve(returning).makespan();
        // R = 1e-12 per unit over one hop adds ~1e-11: far below the 1e-6 relative continuity bound
        assertThat(LP_AGREEMENT.equal(t, t7)).as("%s vs eq. (7) %s", t, t7).isTrue();
    }

    /** The smallest makespan of {@link #referenceLp} over every set of served workers (2^m LPs). */
    private static double bestOverSubsets(Scenario sc) {
        int m = ((Star) sc.network()).workers();
        double best = Double.POSITIVE_INFINITY;
        for (int mask = 0; mask < 1 << m; mask++) {
            boolean[] served = new boolean[m + 1];
            for (int i = 1; i <= m; i++) {
                served[i] = (mask >> (i - 1) & 1) != 0;
            }
            double t = referenceLp(sc, served);
            if (!Double.isNaN(t)) {
                best = Math.min(best, t);
            }
        }
        return best;
    }

    /**
     * The all-port star with results returned, written from the model for a fixed set of served workers: every
     * send starts at 0 and lasts {@code S_i + C_i α_i}; the worker computes after it for {@code A_i α_i}; its return
     * starts after that and lasts {@code S_i + R_i α_i}; the originator computes {@code A_0 α_0} from 0; every end
     * is at most {@code T}; the loads sum to V.
     *
     * @return the minimal T, NaN when the LP has no optimum
     */
    private static double referenceLp(Scenario sc, boolean[] served) {
        Network net = sc.network();
        int n = (int) net.processorCount();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Variable a0 = model.addVariable("alpha0").lower(0);
        if (!sc.strategy().originatorComputes()) {
            a0.level(0);
        }
        Expression sum = model.addExpression("V").level(sc.load()).set(a0, 1);
        model.addExpression("originator").set(t, 1).set(a0, -sc.processor(0).A()).lower(0);
        for (int i = 1; i < n; i++) {
            if (!served[i]) {
                continue;
            }
            double s = sc.link(i).S();
            Variable alpha = model.addVariable("alpha" + i).lower(0);
            Variable sendEnd = model.addVariable("sendEnd" + i).lower(0);
            Variable computeStart = model.addVariable("computeStart" + i).lower(0);
            Variable computeEnd = model.addVariable("computeEnd" + i).lower(0);
            Variable returnStart = model.addVariable("returnStart" + i).lower(0);
            Variable returnEnd = model.addVariable("returnEnd" + i).lower(0);
            sum.set(alpha, 1);
            model.addExpression("send" + i).set(sendEnd, 1).set(alpha, -sc.link(i).C()).level(s);
            model.addExpression("receivedFirst" + i).set(computeStart, 1).set(sendEnd, -1).lower(0);
            model.addExpression("compute" + i).set(computeEnd, 1).set(computeStart, -1).set(alpha, -sc.processor(i).A()).level(0);
            model.addExpression("computedFirst" + i).set(returnStart, 1).set(computeEnd, -1).lower(0);
            model.addExpression("return" + i).set(returnEnd, 1).set(returnStart, -1).set(alpha, -sc.link(i).R()).level(s);
            model.addExpression("byT" + i).set(t, 1).set(returnEnd, -1).lower(0);
        }
        Optimisation.Result r = model.minimise();
        return r.getState().isOptimal() ? r.getValue() : Double.NaN;
    }
}
