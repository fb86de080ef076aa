package org.dltexplorer.core.invariance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * Issue 24: one-port stars with memory buffers (Drozdowski & Wolniewicz (2003), §2) against a brute force written
 * here: every sequence of distinct workers (for a given or listed order, every subsequence of it), each solved by
 * its own whole-problem LP (LP1, eqs. (1)–(4), with free message start times), at times ×10^-6 … ×10^12.
 * An {@code optimal} answer (the exact order search, or LP1 of the given sequence) must equal the best of them; the
 * heuristic's {@code feasible} answer must not beat it; a star whose buffers cannot hold the load must be
 * {@code infeasible}.
 */
class MemoryStarOracleTest {

    private final OracleComparison comparison = new OracleComparison(Solvers.standard());

    @Test
    void memoryStarsAgreeWithTheBruteForce() {
        run(20, 4, 2431);
    }

    @Test
    @Tag("slow")
    void memoryStarsAgreeWithTheBruteForceUpToFiveWorkers() {
        run(50, 5, 2432);
    }

    @Test
    void aGivenOrderLeavesOutAWorkerWhoseStartupCostsMoreThanItsWork() {
        // found by this test: LP1 of the whole sequence 1, 2, 3 gives every worker load (6.5674), but serving only a
        // subsequence of it is shorter (6.4134); the solver answered the former as optimal for the order
        Scenario sc = new ScenarioReader().read("""
                {"format":"dlt-scenario","version":1,"network":{"kind":"star","workers":3},"load":4.246516541374972,
                 "processors":[{"id":0,"A":1.4594829090563866,"B":1.4775948901196057},
                   {"id":1,"A":2.9300936121818015,"B":1.6752298624849864},
                   {"id":2,"A":1.2535208452445583,"B":1.3503973951762034},
                   {"id":3,"A":1.1329542905773613,"B":1.41037254519582}],
                 "links":[{"id":1,"S":1.6906271191310256,"C":0.5149866988300343},
                   {"id":2,"S":1.2195782456722895,"C":0.8463748215122125},
                   {"id":3,"S":1.7804739626071406,"C":0.46666807428954854}],
                 "strategy":{"order":"given"}}""");
        double whole = lp1(sc, List.of(1, 2, 3));
        double best = bestSequence(sc);
        assertThat(best).isLessThan(whole * 0.99);
        Schedule s = Solvers.standard().solve(sc);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(s.makespan()).isCloseTo(best, within(OracleComparison.TOLERANCE * best));
    }

    private void run(int cases, int maxWorkers, long seed) {
        Random r = new Random(seed);
        for (int i = 0; i < cases; i++) {
            Scenario sc = memoryStar(r, 1 + r.nextInt(maxWorkers));
            comparison.check("memory star, order " + sc.strategy().orderOrDefault(), sc, bestSequence(sc));
        }
        comparison.findings().forEach(System.out::println);
        assertThat(comparison.findings()).as("answers that differ from the brute force").isEmpty();
        assertThat(comparison.checked()).isEqualTo(cases * OracleComparison.TIME_SCALES.length);
    }

    /**
     * A star of {@code m} workers whose buffers bind: each worker holds 10–60 % of the load, the originator 5–40 %,
     * so that sometimes even all of them together cannot (then the answer must be infeasible); startups up to 2.
     */
    private static Scenario memoryStar(Random r, int m) {
        ActivationOrder order = switch (r.nextInt(4)) {
            case 0 -> ActivationOrder.GIVEN;
            case 1 -> ActivationOrder.HEURISTIC;
            case 2 -> listed(r, m);
            default -> ActivationOrder.OPTIMAL;
        };
        Scenario sc = RandomScenarios.of(new Star(m), r, 2.0,
                Strategy.DEFAULT.withOrder(order).withOriginatorComputes(r.nextInt(3) > 0));
        Map<Integer, ProcessorParams> procs = new HashMap<>();
        for (int id = 0; id <= m; id++) {
            double share = id == 0 ? 0.05 + 0.35 * r.nextDouble() : 0.1 + 0.5 * r.nextDouble();
            procs.put(id, sc.processor(id).withB(share * sc.load()));
        }
        return sc.withProcessorOverrides(procs);
    }

    /** Some of the workers in a random order. */
    private static ActivationOrder listed(Random r, int m) {
        List<Integer> ids = new ArrayList<>(IntStream.rangeClosed(1, m).boxed().toList());
        java.util.Collections.shuffle(ids, r);
        return ActivationOrder.explicit(ids.subList(0, 1 + r.nextInt(m)));
    }

    /** The sequences the order rule allows: a given or listed order's subsequences, else every sequence. */
    private static List<List<Integer>> candidates(Scenario sc) {
        int m = ((Star) sc.network()).workers();
        ActivationOrder order = sc.strategy().orderOrDefault();
        List<Integer> all = IntStream.rangeClosed(1, m).boxed().toList();
        return switch (order.rule()) {
            case GIVEN -> subsequences(all);
            case EXPLICIT -> subsequences(order.ids());
            default -> Arrangements.orderedSubsets(all);
        };
    }

    private static List<List<Integer>> subsequences(List<Integer> order) {
        List<List<Integer>> out = new ArrayList<>();
        for (int mask = 0; mask < 1 << order.size(); mask++) {
            List<Integer> seq = new ArrayList<>();
            for (int k = 0; k < order.size(); k++) {
                if ((mask >> k & 1) != 0) {
                    seq.add(order.get(k));
                }
            }
            out.add(seq);
        }
        return out;
    }

    /** The least LP1 makespan over the candidate sequences; +∞ when none can hold the load. */
    static double bestSequence(Scenario sc) {
        double best = Double.POSITIVE_INFINITY;
        for (List<Integer> seq : candidates(sc)) {
            best = Math.min(best, lp1(sc, seq));
        }
        return best;
    }

    /**
     * LP1 of Drozdowski & Wolniewicz (2003), eqs. (1)–(4), for the workers {@code seq} in that order, written from the
     * model: the originator computes {@code α_0 ≤ B_0} from time 0; message {@code k} starts once message
     * {@code k − 1} has ended and lasts {@code S_k + C_k α_k}; worker {@code k} computes its {@code α_k ≤ B_k} after its
     * message has arrived; every worker of the sequence pays its startup. +∞ when the LP has no solution.
     */
    static double lp1(Scenario sc, List<Integer> seq) {
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Expression load = model.addExpression("load").level(sc.load());
        ProcessorParams p0 = sc.processor(0);
        Variable a0 = model.addVariable("a0").lower(0).upper(sc.strategy().originatorComputes() ? p0.B() : 0);
        load.set(a0, 1);
        model.addExpression("finish0").set(a0, p0.A()).set(t, -1).upper(0);
        Variable previousStart = null;
        Variable previousLoad = null;
        int previous = -1;
        for (int id : seq) {
            Variable alpha = model.addVariable("a" + id).lower(0).upper(sc.processor(id).B());
            Variable start = model.addVariable("s" + id).lower(0);
            load.set(alpha, 1);
            if (previousStart != null) {
                // s_k ≥ s_{k−1} + S_{k−1} + C_{k−1} α_{k−1}
                model.addExpression("port" + id).set(start, 1).set(previousStart, -1)
                        .set(previousLoad, -sc.link(previous).C()).lower(sc.link(previous).S());
            }
            // s_k + S_k + (C_k + A_k) α_k ≤ T
            model.addExpression("finish" + id).set(start, 1).set(alpha, sc.link(id).C() + sc.processor(id).A())
                    .set(t, -1).upper(-sc.link(id).S());
            previousStart = start;
            previousLoad = alpha;
            previous = id;
        }
        Optimisation.Result r = model.minimise();
        return r.getState().isOptimal() ? r.getValue() : Double.POSITIVE_INFINITY;
    }
}
