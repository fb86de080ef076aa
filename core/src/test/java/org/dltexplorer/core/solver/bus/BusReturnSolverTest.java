package org.dltexplorer.core.solver.bus;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.AbstractSolverContractTest;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.star.StarReturnSolver;
import org.dltexplorer.core.solver.tree.LpTolerance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * Buses returning results, FIFO per bus: the contract (every result reaches the originator, the validator counts
 * returns on the bus); one bus is the one-port star with returns; two buses against an LP written here over every
 * subset of served workers.
 */
class BusReturnSolverTest extends AbstractSolverContractTest {

    @Override
    protected Solver solver() {
        return new BusReturnSolver();
    }

    @Override
    protected int instances() {
        return 10;
    }

    @Override
    protected Scenario scenario(Random r) {
        int k = 1 + r.nextInt(3);
        return withReturns(RandomScenarios.of(BusSolverContractTest.randomBus(k, k + r.nextInt(5 - k), r), r, 0.5,
                Strategy.DEFAULT), r);
    }

    static Scenario withReturns(Scenario sc, Random r) {
        Map<Integer, LinkParams> links = new HashMap<>();
        for (int b = 0; b < ((Bus) sc.network()).buses().size(); b++) {
            links.put(b, sc.link(b).withR(0.05 + 0.5 * r.nextDouble()));
        }
        return sc.withLinkOverrides(links);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void oneBusIsTheOnePortStarWithReturns(long seed) {
        Random r = new Random(seed);
        int m = 1 + r.nextInt(5);
        Scenario bus = withReturns(RandomScenarios.of(BusSolverContractTest.randomBus(1, m, r), r, 0.5,
                Strategy.DEFAULT.withOriginatorComputes(r.nextInt(4) != 0)), r);
        // the star: the same processors, every link the bus's, served in the bus's order (faster first)
        Map<Integer, LinkParams> links = new HashMap<>();
        for (int w = 1; w <= m; w++) {
            links.put(w, bus.link(0));
        }
        List<Integer> fasterFirst = new ArrayList<>(((Bus) bus.network()).buses().get(0));
        fasterFirst.sort(Comparator.<Integer>comparingDouble(w -> bus.processor(w).A()).thenComparingInt(w -> w));
        Scenario star = bus.withNetwork(new Star(m)).withLinkOverrides(links)
                .withStrategy(bus.strategy().withOrder(ActivationOrder.explicit(fasterFirst)));
        Schedule b = solver().solve(bus);
        Schedule s = new StarReturnSolver().solve(star);
        assertThat(b.status()).isEqualTo(Status.OPTIMAL);
        assertThat(Tolerance.DEFAULT.equal(b.makespan(), s.makespan())).as("bus %s vs star %s", b.makespan(), s.makespan())
                .isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void twoBusesMatchAnLpOverEverySubset(long seed) {
        Random r = new Random(seed);
        Scenario sc = withReturns(RandomScenarios.of(BusSolverContractTest.randomBus(2, 2 + r.nextInt(4), r), r, 0.5,
                Strategy.DEFAULT.withOriginatorComputes(r.nextInt(4) != 0)), r);
        Schedule s = solver().solve(sc);
        double expected = bestOverSubsets(sc);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(LpTolerance.LP.equal(s.makespan(), expected)).as("%s vs LP %s", s.makespan(), expected).isTrue();
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    @Test
    void manyWorkersDropIdleOnesAndAnswerFeasible() {
        Random r = new Random(11);
        Scenario sc = withReturns(RandomScenarios.of(BusSolverContractTest.randomBus(3, 12, r), r, 1.0, Strategy.DEFAULT), r);
        Schedule s = solver().solve(sc);
        assertThat(s.status()).isEqualTo(Status.FEASIBLE);
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
        assertThat(s.makespan()).isLessThanOrEqualTo(sc.load() * sc.processor(0).A());
    }

    /** The least makespan over every subset of served workers (faster first on each bus) of the LP below. */
    static double bestOverSubsets(Scenario sc) {
        Bus bus = (Bus) sc.network();
        int m = bus.workers();
        double best = Double.POSITIVE_INFINITY;
        for (int mask = 0; mask < 1 << m; mask++) {
            List<List<Integer>> served = new ArrayList<>();
            for (List<Integer> workers : bus.buses()) {
                List<Integer> l = new ArrayList<>();
                for (int w : workers) {
                    if ((mask >> (w - 1) & 1) != 0) {
                        l.add(w);
                    }
                }
                l.sort(Comparator.<Integer>comparingDouble(w -> sc.processor(w).A()).thenComparingInt(w -> w));
                served.add(l);
            }
            best = Math.min(best, fifoLp(sc, served));
        }
        return best;
    }

    /**
     * Start times σ (send) and ρ (return) per served worker: messages back to back from 0 on each bus, returns after
     * the last message, after computing and after the previous return; {@code T} after the last return and the
     * originator's part.
     */
    static double fifoLp(Scenario sc, List<List<Integer>> served) {
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Expression sum = model.addExpression("V").level(sc.load());
        boolean any = false;
        if (sc.strategy().originatorComputes()) {
            Variable x0 = model.addVariable("x0").lower(0);
            sum.set(x0, 1);
            model.addExpression("T0").set(t, 1).set(x0, -sc.processor(0).A()).lower(0);
            any = true;
        }
        for (int b = 0; b < served.size(); b++) {
            LinkParams l = sc.link(b);
            List<Integer> ws = served.get(b);
            int n = ws.size();
            Variable[] x = new Variable[n];
            Variable[] sigma = new Variable[n];
            Variable[] rho = new Variable[n];
            for (int q = 0; q < n; q++) {
                x[q] = model.addVariable("x" + b + "_" + q).lower(0);
                sigma[q] = model.addVariable("sigma" + b + "_" + q).lower(0);
                rho[q] = model.addVariable("rho" + b + "_" + q).lower(0);
                sum.set(x[q], 1);
                any = true;
                // computing after the message: ρ_q ≥ σ_q + S + (C + A) x_q
                model.addExpression("c" + b + "_" + q).set(rho[q], 1).set(sigma[q], -1)
                        .set(x[q], -(l.C() + sc.processor(ws.get(q)).A())).lower(l.S());
                if (q > 0) {
                    model.addExpression("m" + b + "_" + q).set(sigma[q], 1).set(sigma[q - 1], -1).set(x[q - 1], -l.C())
                            .lower(l.S());
                    model.addExpression("r" + b + "_" + q).set(rho[q], 1).set(rho[q - 1], -1).set(x[q - 1], -l.R())
                            .lower(l.S());
                }
            }
            if (n > 0) {
                model.addExpression("p" + b).set(rho[0], 1).set(sigma[n - 1], -1).set(x[n - 1], -l.C()).lower(l.S());
                model.addExpression("e" + b).set(t, 1).set(rho[n - 1], -1).set(x[n - 1], -l.R()).lower(l.S());
            }
        }
        if (!any) {
            return Double.POSITIVE_INFINITY;
        }
        Optimisation.Result r = model.minimise();
        return r.getState().isOptimal() ? r.getValue() : Double.POSITIVE_INFINITY;
    }
}
