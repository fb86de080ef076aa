package org.dltexplorer.core.invariance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Loop;
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
 * Issue 24: loops (Błażewicz & Drozdowski (1997), §2.3; all ports, store-and-forward) against a brute force written
 * here, at times ×10^-6 … ×10^12. The load leaves the originator both ways round the ring; either some link carries
 * nothing (the loop is opened: a chain with the originator inside, every sub-chain of used processors an LP), or
 * every link carries a message and the two paths meet at a processor {@code j} fed from both sides (eq. (5)'s
 * case: one LP per {@code j}, the meeting processor computing once both its messages have arrived). With results
 * returned the model has no meeting processor (docs/models.md: each processor has one path to the originator, which
 * its results go back up), so the openings alone: each processor returns its used subtree's results to its parent in
 * one message of {@code S + R·x} once it has finished computing and holds its children's results.
 */
class LoopOracleTest {

    private final OracleComparison comparison = new OracleComparison(Solvers.standard());

    @Test
    void loopsAgreeWithTheBruteForce() {
        run(20, 6, 2461);
    }

    @Test
    @Tag("slow")
    void loopsAgreeWithTheBruteForceUpToEightProcessors() {
        run(50, 8, 2462);
    }

    private void run(int cases, int maxProcessors, long seed) {
        Random r = new Random(seed);
        for (int i = 0; i < cases; i++) {
            Scenario sc = RandomScenarios.of(new Loop(3 + r.nextInt(maxProcessors - 2)), r, 0.5,
                    Strategy.DEFAULT.withPorts(Ports.ALL).withOriginatorComputes(r.nextInt(3) > 0));
            if (r.nextInt(3) == 0) {
                sc = RandomScenarios.withReturns(sc, r, 0.05, 0.8);
            }
            comparison.check("loop" + (sc.returnsResults() ? " with results returned" : ""), sc, best(sc));
        }
        comparison.findings().forEach(System.out::println);
        assertThat(comparison.findings()).as("answers that differ from the brute force").isEmpty();
        assertThat(comparison.checked()).isEqualTo(cases * OracleComparison.TIME_SCALES.length);
    }

    /** The best opening's best sub-chain, and without returns the best meeting processor. */
    static double best(Scenario sc) {
        int n = ((Loop) sc.network()).processors();
        double best = Double.POSITIVE_INFINITY;
        for (int e = 0; e < n; e++) {
            best = Math.min(best, bestOpened(sc, e));
        }
        if (!sc.returnsResults()) {
            for (int j = 1; j < n; j++) {
                best = Math.min(best, meeting(sc, j));
            }
        }
        return best;
    }

    /**
     * The ring without link {@code e} (joining {@code e} and {@code e + 1}): processors {@code 1..e} hang clockwise
     * from the originator, {@code e + 1..N − 1} counter-clockwise; every set of used processors closed towards it.
     */
    private static double bestOpened(Scenario sc, int e) {
        int n = ((Loop) sc.network()).processors();
        int[] parent = new int[n];
        int[] link = new int[n];
        parent[0] = -1;
        for (int k = 1; k < n; k++) {
            boolean clockwise = k <= e;
            parent[k] = clockwise ? k - 1 : (k + 1) % n;
            link[k] = clockwise ? k - 1 : k;
        }
        double best = Double.POSITIVE_INFINITY;
        for (int mask = 1; mask < 1 << n; mask += 2) {
            boolean[] used = new boolean[n];
            boolean closed = true;
            for (int k = 0; k < n; k++) {
                used[k] = (mask >> k & 1) != 0;
            }
            for (int k = 1; k < n; k++) {
                closed &= !used[k] || used[parent[k]];
            }
            if (closed) {
                best = Math.min(best, AllPortTreeLp.makespan(sc, parent, link, used));
            }
        }
        return best;
    }

    /**
     * Every link used, the paths meeting at {@code j}: clockwise {@code 0 → 1 → … → j} (link {@code k − 1} into
     * {@code k}), counter-clockwise {@code 0 → N − 1 → … → j} (link {@code k} into {@code k}); {@code j} receives
     * {@code α'_j} and {@code α''_j} over its two links and computes {@code α'_j + α''_j} once both have arrived;
     * every other processor receives what it and the processors beyond it on its path compute, and forwards the
     * rest once its own message has arrived.
     */
    static double meeting(Scenario sc, int j) {
        int n = ((Loop) sc.network()).processors();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Expression load = model.addExpression("load").level(sc.load());
        Variable[] alpha = new Variable[n];
        Variable[] arrival = new Variable[n];
        for (int k = 0; k < n; k++) {
            alpha[k] = model.addVariable("a" + k).lower(0);
            arrival[k] = model.addVariable("t" + k).lower(0);
            load.set(alpha[k], 1);
        }
        if (!sc.strategy().originatorComputes()) {
            alpha[0].level(0);
        }
        arrival[0].level(0);
        Variable fromLeft = model.addVariable("left").lower(0);
        Variable fromRight = model.addVariable("right").lower(0);
        model.addExpression("split").set(fromLeft, 1).set(fromRight, 1).set(alpha[j], -1).level(0);
        Variable leftArrival = model.addVariable("tl").lower(0);
        Variable rightArrival = model.addVariable("tr").lower(0);
        for (int k = 1; k <= j; k++) {
            // clockwise message into k over link k − 1: everything k, …, j − 1 compute, plus α'_j
            LinkParams l = sc.link(k - 1);
            Expression m = model.addExpression("cw" + k).set(k == j ? leftArrival : arrival[k], 1)
                    .set(arrival[k - 1], -1).set(fromLeft, -l.C());
            for (int u = k; u < j; u++) {
                m.set(alpha[u], -l.C());
            }
            m.lower(l.S());
        }
        for (int k = n - 1; k >= j; k--) {
            // counter-clockwise message into k over link k from k + 1 (the originator for k = N − 1)
            LinkParams l = sc.link(k);
            Expression m = model.addExpression("ccw" + k).set(k == j ? rightArrival : arrival[k], 1)
                    .set(arrival[(k + 1) % n], -1).set(fromRight, -l.C());
            for (int u = j + 1; u <= k; u++) {
                m.set(alpha[u], -l.C());
            }
            m.lower(l.S());
        }
        model.addExpression("bothLeft").set(arrival[j], 1).set(leftArrival, -1).lower(0);
        model.addExpression("bothRight").set(arrival[j], 1).set(rightArrival, -1).lower(0);
        for (int k = 0; k < n; k++) {
            model.addExpression("finish" + k).set(arrival[k], 1).set(alpha[k], sc.processor(k).A()).set(t, -1)
                    .upper(0);
        }
        Optimisation.Result r = model.minimise();
        return r.getState().isOptimal() ? r.getValue() : Double.POSITIVE_INFINITY;
    }
}
