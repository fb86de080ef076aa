package org.dltexplorer.core.solver.linear;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.solver.AbstractSolverContractTest;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.tree.LpTolerance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;

/**
 * Loops (eq. (5)): the contract; never worse than any opened loop solved independently by the chain solvers; when
 * the answer meets at {@code j}, an LP of the loop with that meeting processor agrees.
 */
class LoopSolverContractTest extends AbstractSolverContractTest {

    @Override
    protected Solver solver() {
        return new LoopSolver();
    }

    @Override
    protected Scenario scenario(Random r) {
        return RandomScenarios.of(new Loop(3 + r.nextInt(9)), r, r.nextBoolean() ? 0.05 : 0.6, Strategy.DEFAULT);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void neverWorseThanAnOpenedLoop(long seed) {
        Scenario sc = instance(seed);
        int n = ((Loop) sc.network()).processors();
        Schedule s = solver().solve(sc);
        for (int e = 0; e < n; e++) {
            Scenario chain = LoopSolver.opened(sc, e);
            Schedule c = new ChainInsideSolver().supports(chain) ? new ChainInsideSolver().solve(chain)
                    : new ChainSolver().solve(chain);
            assertThat(SAME_SCHEDULE.lessOrEqual(s.makespan(), c.makespan())).isTrue();
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theAnswerIsTheBetterOfItsTwoHalves(long seed) {
        Scenario sc = instance(seed);
        LoopSolver loop = new LoopSolver();
        Schedule both = loop.solve(sc);
        Schedule meeting = loop.solveMeeting(sc, org.dltexplorer.core.solver.SolveMonitor.NONE);
        Schedule opened = loop.solveOpened(sc, org.dltexplorer.core.solver.SolveMonitor.NONE);
        assertThat(opened.feasible() || meeting.feasible()).isEqualTo(both.feasible());
        double best = Math.min(meeting.feasible() ? meeting.makespan() : Double.POSITIVE_INFINITY,
                opened.feasible() ? opened.makespan() : Double.POSITIVE_INFINITY);
        if (both.feasible()) {
            assertThat(SAME_SCHEDULE.equal(both.makespan(), best)).as("%s vs %s", both.makespan(), best).isTrue();
        }
        if (meeting.feasible()) {
            // eq. (5) uses every processor and both neighbours of the originator
            assertThat(meeting.metrics().processorsUsed()).isGreaterThanOrEqualTo(((Loop) sc.network()).processors() - 1);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("lpSeeds")
    void meetingAgreesWithAnLp(long seed) {
        Scenario sc = instance(seed).withLinkDefault(LinkParams.of(0, 1));
        Scenario fast = cheapLinks(sc);
        Schedule s = solver().solve(fast);
        int j = meeting(s);
        if (j < 0) {
            return; // an opened loop won; covered by neverWorseThanAnOpenedLoop
        }
        double lp = loopLp(fast, j);
        assertThat(LpTolerance.LP.equal(s.makespan(), lp)).as("%s vs LP %s", s.makespan(), lp).isTrue();
    }

    /** Cheap links so that every processor is usable and a loop meeting usually wins. */
    private static Scenario cheapLinks(Scenario sc) {
        Map<Integer, LinkParams> links = new java.util.HashMap<>();
        int n = ((Loop) sc.network()).processors();
        for (int i = 0; i < n; i++) {
            LinkParams l = sc.link(i);
            links.put(i, LinkParams.of(l.S() * 0.05, l.C() * 0.2));
        }
        return sc.withLinkOverrides(links);
    }

    /** The processor receiving from both neighbours, or -1. */
    private static int meeting(Schedule s) {
        int[] receives = new int[s.shares().size()];
        for (var i : s.timeline()) {
            if (i.activity() == org.dltexplorer.core.schedule.Activity.RECEIVE) {
                receives[i.processor()]++;
            }
        }
        for (int k = 0; k < receives.length; k++) {
            if (receives[k] == 2) {
                return k;
            }
        }
        return -1;
    }

    /** Min T of the loop where 0..j clockwise and 0, N-1..j counter-clockwise, every processor used. */
    private static double loopLp(Scenario sc, int j) {
        int n = ((Loop) sc.network()).processors();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Variable[] alpha = new Variable[n];
        Variable[] has = new Variable[n]; // when the processor has all its data
        for (int k = 0; k < n; k++) {
            alpha[k] = model.addVariable("a" + k).lower(0);
            has[k] = model.addVariable("h" + k).lower(0);
            model.addExpression("fin" + k).set(has[k], 1).set(alpha[k], sc.processor(k).A()).set(t, -1).upper(0);
        }
        has[0].level(0);
        Expression sum = model.addExpression("sum").level(sc.load());
        for (int k = 0; k < n; k++) {
            sum.set(alpha[k], 1);
        }
        Variable xl = model.addVariable("xl").lower(0);
        Variable xr = model.addVariable("xr").lower(0);
        model.addExpression("split").set(xl, 1).set(xr, 1).set(alpha[j], -1).level(0);
        // clockwise message into k (1..j) from k-1 carries α_k + ... + α_{j-1} + x'
        for (int k = 1; k <= j; k++) {
            LinkParams l = sc.link(k - 1);
            Expression e = model.addExpression("cw" + k).set(has[k], 1).set(has[k - 1], -1).set(xl, -l.C());
            for (int q = k; q < j; q++) {
                e.set(alpha[q], -l.C());
            }
            e.lower(l.S());
        }
        for (int k = n - 1; k >= j; k--) {
            int from = (k + 1) % n;
            LinkParams l = sc.link(k);
            Expression e = model.addExpression("ccw" + k).set(has[k], 1).set(has[from], -1).set(xr, -l.C());
            for (int q = j + 1; q <= k; q++) {
                e.set(alpha[q], -l.C());
            }
            e.lower(l.S());
        }
        var r = model.minimise();
        return r.getValue();
    }

    @Test
    void evenHomogeneousLoopMeetsOppositeTheOriginator() {
        Scenario sc = Scenario.uniform(new Loop(8), 1.0, ProcessorParams.of(1), LinkParams.of(0.001, 0.05));
        Schedule s = solver().solve(sc);
        assertThat(meeting(s)).isEqualTo(4);
        assertThat(s.metrics().processorsUsed()).isEqualTo(8);
        // by symmetry both halves carry the same load
        assertThat(s.loadOf(1)).isCloseTo(s.loadOf(7), org.assertj.core.api.Assertions.within(1e-12));
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    @Test
    void oddHomogeneousLoopIsBestOpenedOppositeTheOriginator() {
        // with 7 processors the longer half would have to send a negative α''_j: (5) is not solvable, and the loop
        // opened between 3 and 4 wins
        Scenario sc = Scenario.uniform(new Loop(7), 1.0, ProcessorParams.of(1), LinkParams.of(0.001, 0.05));
        Schedule s = solver().solve(sc);
        assertThat(meeting(s)).isEqualTo(-1);
        assertThat(s.notes().get(0)).contains("link 3 unused");
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }
}
