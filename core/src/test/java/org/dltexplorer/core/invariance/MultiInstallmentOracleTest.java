package org.dltexplorer.core.invariance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
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
 * Issue 24: multi-installment one-port stars ({@code installments} n > 1, docs/scenario-format.md), with workers that
 * compute while they receive and with workers that pause ({@code computeWhileReceiving: false}), against a brute
 * force written here: every message sequence in which each worker receives at most n messages, each solved by a
 * whole-problem LP of its own, at times ×10^-6 … ×10^12. The LP is written differently from the product's: send
 * times are free (a message starts once the previous one has ended), and each worker's computing is a flow of
 * work from its chunks into the gaps between its own receptions (a chunk only into gaps after its arrival; a gap
 * is as long as the time until the worker's next message arrives, or, when it pauses, until that message starts).
 * An {@code optimal} answer must equal the best sequence; a {@code feasible} one (given order, heuristic, a search
 * under its limit) must not beat it, and its bound must not exceed it.
 */
public class MultiInstallmentOracleTest {

    private final OracleComparison comparison = new OracleComparison(Solvers.standard());

    @Test
    void multiInstallmentStarsAgreeWithTheBruteForce() {
        // three workers with three messages each are 5248 sequences (seconds each case): in the slow run only
        run(20, 3, 2, 2441);
    }

    @Test
    @Tag("slow")
    void multiInstallmentStarsAgreeWithTheBruteForceUpToThreeMessagesEach() {
        run(30, 3, 3, 2442);
    }

    private void run(int cases, int maxWorkers, int maxInstallments, long seed) {
        Random r = new Random(seed);
        for (int i = 0; i < cases; i++) {
            int m = 1 + r.nextInt(maxWorkers);
            int n = 2 + r.nextInt(maxInstallments - 1);
            Scenario sc = star(r, m, n);
            comparison.check("multi-installment star, n = " + n + ", order " + sc.strategy().orderOrDefault().rule()
                    + ", computeWhileReceiving " + sc.strategy().computeWhileReceivingOrDefault(), sc, bestSequence(sc));
        }
        comparison.findings().forEach(System.out::println);
        assertThat(comparison.findings()).as("answers that differ from the brute force").isEmpty();
        assertThat(comparison.checked()).isEqualTo(cases * OracleComparison.TIME_SCALES.length);
    }

    /** Startups up to 0.3 (small enough that a second message often pays), every order rule, now and then pausing. */
    private static Scenario star(Random r, int m, int n) {
        ActivationOrder order = switch (r.nextInt(4)) {
            case 0 -> ActivationOrder.GIVEN;
            case 1 -> ActivationOrder.HEURISTIC;
            default -> ActivationOrder.OPTIMAL;
        };
        Strategy strategy = Strategy.DEFAULT.withPorts(Ports.ONE).withOrder(order).withInstallments(n)
                .withOriginatorComputes(r.nextInt(3) > 0).withComputeWhileReceiving(r.nextInt(3) > 0 ? null : false);
        return RandomScenarios.of(new Star(m), r, 0.3, strategy);
    }

    /** The least makespan over every message sequence with at most n messages per worker (other bounds check against it). */
    public static double bestSequence(Scenario sc) {
        int m = ((Star) sc.network()).workers();
        int n = sc.strategy().installmentsOrDefault();
        List<int[]> sequences = new ArrayList<>();
        words(new int[m * n], 0, new int[m + 1], n, sequences);
        double best = Double.POSITIVE_INFINITY;
        for (int[] seq : sequences) {
            best = Math.min(best, lp(sc, seq));
        }
        return best;
    }

    /** Every word over the workers {@code 1..m} using worker {@code w} at most {@code n} times, into {@code out}. */
    private static void words(int[] word, int len, int[] used, int n, List<int[]> out) {
        out.add(java.util.Arrays.copyOf(word, len));
        for (int w = 1; w < used.length; w++) {
            if (used[w] < n) {
                used[w]++;
                word[len] = w;
                words(word, len + 1, used, n, out);
                used[w]--;
            }
        }
    }

    /**
     * The whole-problem LP of one message sequence: message {@code j} to worker {@code w_j} starts at {@code s_j} (after
     * message {@code j − 1} has ended) and ends at {@code e_j = s_j + S + C x_j}, paying its startup whatever it
     * carries; the originator computes {@code x_0} from 0. Worker {@code w}'s messages {@code q_1 < … < q_k} leave
     * gaps {@code g = 1..k} from {@code e_{q_g}} to the arrival of its next message ({@code e_{q_{g+1}}}, or its start
     * {@code s_{q_{g+1}}} when the worker pauses while receiving), the last one to {@code T}; chunk {@code p} puts
     * work {@code y_pg ≥ 0} into the gaps {@code g ≥ p}, {@code Σ_g y_pg = A x_{q_p}}, and each gap holds at most its
     * length. Processing arrived chunks first come, first served fills the gaps exactly so, in arrival order.
     * +∞ when the LP has no solution (nothing computes).
     */
    static double lp(Scenario sc, int[] seq) {
        boolean pause = !sc.strategy().computeWhileReceivingOrDefault();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Expression load = model.addExpression("load").level(sc.load());
        Variable x0 = model.addVariable("x0").lower(0);
        if (!sc.strategy().originatorComputes()) {
            x0.level(0);
        }
        load.set(x0, 1);
        model.addExpression("finish0").set(x0, sc.processor(0).A()).set(t, -1).upper(0);
        int len = seq.length;
        Variable[] x = new Variable[len];
        Variable[] s = new Variable[len];
        for (int j = 0; j < len; j++) {
            x[j] = model.addVariable("x" + j).lower(0);
            s[j] = model.addVariable("s" + j).lower(0);
            load.set(x[j], 1);
            if (j > 0) {
                // s_j ≥ e_{j−1} = s_{j−1} + S + C x_{j−1}
                model.addExpression("port" + j).set(s[j], 1).set(s[j - 1], -1)
                        .set(x[j - 1], -sc.link(seq[j - 1]).C()).lower(sc.link(seq[j - 1]).S());
            }
        }
        for (int w = 1; w <= ((Star) sc.network()).workers(); w++) {
            List<Integer> q = new ArrayList<>();
            for (int j = 0; j < len; j++) {
                if (seq[j] == w) {
                    q.add(j);
                }
            }
            double a = sc.processor(w).A();
            double sw = sc.link(w).S();
            double cw = sc.link(w).C();
            int k = q.size();
            Variable[][] y = new Variable[k][k];
            for (int p = 0; p < k; p++) {
                Expression chunk = model.addExpression("chunk" + w + "_" + p).set(x[q.get(p)], -a).level(0);
                for (int g = p; g < k; g++) {
                    y[p][g] = model.addVariable("y" + w + "_" + p + "_" + g).lower(0);
                    chunk.set(y[p][g], 1);
                }
            }
            for (int g = 0; g < k; g++) {
                // Σ_p y_pg ≤ end_g − e_{q_g}, with e = s + S + C x
                int from = q.get(g);
                Expression gap = model.addExpression("gap" + w + "_" + g);
                for (int p = 0; p <= g; p++) {
                    gap.set(y[p][g], 1);
                }
                gap.set(s[from], 1).set(x[from], cw);
                double constant = sw;
                if (g == k - 1) {
                    gap.set(t, -1);
                } else {
                    int next = q.get(g + 1);
                    gap.set(s[next], -1);
                    if (!pause) {
                        gap.set(x[next], -cw);
                        constant -= sw;
                    }
                }
                gap.upper(-constant);
            }
        }
        Optimisation.Result r = model.minimise();
        return r.getState().isOptimal() ? r.getValue() : Double.POSITIVE_INFINITY;
    }
}
