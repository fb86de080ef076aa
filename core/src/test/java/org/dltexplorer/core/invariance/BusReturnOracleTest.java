package org.dltexplorer.core.invariance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * Issue 24: buses whose workers return their results (docs/models.md: each bus a one-port FIFO star with returns,
 * sending and collecting sharing the bus, the buses sharing only the originator) against a brute force written here:
 * on every bus every sequence of distinct workers of that bus (which are served, and in which order; the results
 * come back in the same order), all buses together one whole-problem LP, at times ×10^-6 … ×10^12. The product fixes
 * the order (faster first) and searches only which workers are served; the oracle tries every order too, so an
 * {@code optimal} answer must be the best over all FIFO orders, not only over faster-first ones.
 */
class BusReturnOracleTest {

    private final OracleComparison comparison = new OracleComparison(Solvers.standard());

    @Test
    void busesWithResultsReturnedAgreeWithTheBruteForce() {
        run(20, 4, 2491);
    }

    @Test
    @Tag("slow")
    void busesWithResultsReturnedAgreeWithTheBruteForceUpToSixWorkers() {
        run(40, 6, 2492);
    }

    private void run(int cases, int maxWorkers, long seed) {
        Random r = new Random(seed);
        for (int i = 0; i < cases; i++) {
            Scenario sc = returningBus(r, 1 + r.nextInt(maxWorkers));
            comparison.check("bus with results returned, " + ((Bus) sc.network()).buses().size() + " bus(es), order "
                    + sc.strategy().orderOrDefault().rule(), sc, bestOrders(sc));
        }
        comparison.findings().forEach(System.out::println);
        assertThat(comparison.findings()).as("answers that differ from the brute force").isEmpty();
        assertThat(comparison.checked()).isEqualTo(cases * OracleComparison.TIME_SCALES.length);
    }

    /**
     * {@code m} workers on one to three buses, every bus with a worker; startups up to 0.5, so that serving fewer
     * workers pays; {@code R} from 0.05 to 0.8; the order rule given (the exact subset search) or now and then
     * optimal or heuristic (the assignment is not searched with returns: feasible).
     */
    private static Scenario returningBus(Random r, int m) {
        int buses = 1 + r.nextInt(Math.min(m, 3));
        List<List<Integer>> lists = new ArrayList<>();
        for (int b = 0; b < buses; b++) {
            lists.add(new ArrayList<>());
        }
        for (int w = 1; w <= m; w++) {
            lists.get(w <= buses ? w - 1 : r.nextInt(buses)).add(w);
        }
        ActivationOrder order = switch (r.nextInt(5)) {
            case 0 -> ActivationOrder.OPTIMAL;
            case 1 -> ActivationOrder.HEURISTIC;
            default -> ActivationOrder.GIVEN;
        };
        Strategy strategy = Strategy.DEFAULT.withOrder(order).withOriginatorComputes(r.nextInt(3) > 0)
                .withPorts(r.nextBoolean() ? Ports.ALL : null);
        return RandomScenarios.withReturns(RandomScenarios.of(new Bus(lists), r, 0.5, strategy), r, 0.05, 0.8);
    }

    /** The least makespan over every choice of one sequence per bus; +∞ when nothing can compute. */
    static double bestOrders(Scenario sc) {
        Bus bus = (Bus) sc.network();
        List<List<List<Integer>>> perBus = new ArrayList<>();
        for (List<Integer> workers : bus.buses()) {
            perBus.add(Arrangements.orderedSubsets(workers));
        }
        double best = Double.POSITIVE_INFINITY;
        int[] pick = new int[perBus.size()];
        while (true) {
            List<List<Integer>> chosen = new ArrayList<>();
            for (int b = 0; b < pick.length; b++) {
                chosen.add(perBus.get(b).get(pick[b]));
            }
            best = Math.min(best, lp(sc, chosen));
            int b = 0;
            while (b < pick.length && pick[b] == perBus.get(b).size() - 1) {
                pick[b] = 0;
                b++;
            }
            if (b == pick.length) {
                return best;
            }
            pick[b]++;
        }
    }

    /**
     * The whole-problem LP for the sequence {@code seqs.get(b)} on each bus {@code b} (link {@code b}: {@code S, C, R}):
     * message {@code j} starts at {@code s_j ≥ s_{j−1} + S + C x_{j−1}} and arrives at {@code e_j = s_j + S + C x_j};
     * the worker computes {@code A x_j} from then; its return starts at {@code ρ_j}, once it has computed, once the
     * bus's last message has arrived and once the previous return ({@code S + R x_{j−1}}) has ended; the last return
     * ends by {@code T}. Every listed worker pays both startups. The originator computes {@code x_0} from 0 by
     * {@code T}. +∞ when the LP has no solution.
     */
    static double lp(Scenario sc, List<List<Integer>> seqs) {
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Expression load = model.addExpression("load").level(sc.load());
        Variable x0 = model.addVariable("x0").lower(0);
        if (!sc.strategy().originatorComputes()) {
            x0.level(0);
        }
        load.set(x0, 1);
        model.addExpression("finish0").set(x0, sc.processor(0).A()).set(t, -1).upper(0);
        for (int b = 0; b < seqs.size(); b++) {
            List<Integer> seq = seqs.get(b);
            LinkParams l = sc.link(b);
            int k = seq.size();
            Variable[] x = new Variable[k];
            Variable[] send = new Variable[k];
            Variable[] back = new Variable[k];
            for (int j = 0; j < k; j++) {
                x[j] = model.addVariable("x" + b + "_" + j).lower(0);
                send[j] = model.addVariable("s" + b + "_" + j).lower(0);
                back[j] = model.addVariable("r" + b + "_" + j).lower(0);
                load.set(x[j], 1);
            }
            for (int j = 0; j < k; j++) {
                double a = sc.processor(seq.get(j)).A();
                if (j > 0) {
                    model.addExpression("port" + b + "_" + j).set(send[j], 1).set(send[j - 1], -1)
                            .set(x[j - 1], -l.C()).lower(l.S());
                    model.addExpression("fifo" + b + "_" + j).set(back[j], 1).set(back[j - 1], -1)
                            .set(x[j - 1], -l.R()).lower(l.S());
                }
                // ρ_j ≥ e_j + A x_j
                model.addExpression("computed" + b + "_" + j).set(back[j], 1).set(send[j], -1)
                        .set(x[j], -(l.C() + a)).lower(l.S());
                // ρ_j ≥ e_k: results are collected once the bus's last message has arrived
                model.addExpression("afterSends" + b + "_" + j).set(back[j], 1).set(send[k - 1], -1)
                        .set(x[k - 1], -l.C()).lower(l.S());
            }
            if (k > 0) {
                model.addExpression("end" + b).set(t, 1).set(back[k - 1], -1).set(x[k - 1], -l.R()).lower(l.S());
            }
        }
        Optimisation.Result r = model.minimise();
        return r.getState().isOptimal() ? r.getValue() : Double.POSITIVE_INFINITY;
    }
}
