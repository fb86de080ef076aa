package org.dltexplorer.core.solver.lp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;

/**
 * Certificates beyond the 150 rows of the dense polish: the one-port star LP with zero startups, written sparse (a
 * send-completion time per worker), at 500 workers (1002 rows) and more. Its oracle is the closed form of the
 * one-port star with a computing originator served by increasing {@code C} (Bharadwaj, Ghose, Mani &amp; Robertazzi
 * (1996), ch. 3: with zero startups and that order every worker is used and all finish together at {@code T}, so
 * {@code α_0 A_0 = T}, {@code α_1 (C_1 + A_1) = T}, {@code α_{i+1} (C_{i+1} + A_{i+1}) = A_i α_i}), computed here.
 */
class LargeCertificateTest {

    /** The star's rates: {@code a[0]} is the originator's, {@code c[0]} unused. */
    private record Star(double[] a, double[] c) {

        static Star random(int workers, long seed) {
            Random r = new Random(seed);
            double[] a = new double[workers + 1];
            double[] c = new double[workers + 1];
            for (int i = 0; i <= workers; i++) {
                a[i] = 0.5 + 2.5 * r.nextDouble();
                c[i] = 0.05 + 0.95 * r.nextDouble();
            }
            // served by increasing C: then every worker is used (in another fixed order the LP may leave some idle)
            java.util.Arrays.sort(c, 1, workers + 1);
            return new Star(a, c);
        }

        int workers() {
            return a.length - 1;
        }

        /**
         * The closed-form loads for load 1, worker {@code skipped} given none (−1: none skipped): each worker served
         * finishes at the same {@code T}, so {@code α_i (C_i + A_i) = T − s} with {@code s} the end of the sends so
         * far; {@code T} is 1 until the loads are scaled to sum to 1.
         */
        double[] closedForm(int skipped) {
            double[] alpha = new double[a.length];
            alpha[0] = 1 / a[0];
            double sent = 0;
            for (int i = 1; i < a.length; i++) {
                if (i != skipped) {
                    alpha[i] = (1 - sent) / (c[i] + a[i]);
                    sent += c[i] * alpha[i];
                }
            }
            double sum = 0;
            for (double x : alpha) {
                sum += x;
            }
            for (int i = 0; i < alpha.length; i++) {
                alpha[i] /= sum;
            }
            return alpha;
        }

        /** {@code T} of the closed form: the originator's compute time. */
        double makespan(double[] alpha) {
            return alpha[0] * a[0];
        }

        /**
         * The LP over {@code x = (T, α_0..α_m, s_1..s_m)}: {@code T − A_0 α_0 ≥ 0};
         * {@code s_i − s_{i−1} − C_i α_i ≥ 0}; {@code T − s_i − A_i α_i ≥ 0}; {@code Σ α = 1}; all ≥ 0.
         */
        LinearProgram program() {
            int m = workers();
            int n = 1 + (m + 1) + m;
            double[] cost = new double[n];
            cost[0] = 1;
            double[] lower = new double[n];
            double[] upper = new double[n];
            java.util.Arrays.fill(upper, Double.POSITIVE_INFINITY);
            List<int[]> idx = new ArrayList<>();
            List<double[]> val = new ArrayList<>();
            List<double[]> bounds = new ArrayList<>();
            idx.add(new int[] {0, 1});
            val.add(new double[] {1, -a[0]});
            bounds.add(new double[] {0, Double.POSITIVE_INFINITY});
            for (int i = 1; i <= m; i++) {
                int s = 1 + m + i;
                int al = 1 + i;
                if (i == 1) {
                    idx.add(new int[] {s, al});
                    val.add(new double[] {1, -c[i]});
                } else {
                    idx.add(new int[] {s, s - 1, al});
                    val.add(new double[] {1, -1, -c[i]});
                }
                bounds.add(new double[] {0, Double.POSITIVE_INFINITY});
                idx.add(new int[] {0, s, al});
                val.add(new double[] {1, -1, -a[i]});
                bounds.add(new double[] {0, Double.POSITIVE_INFINITY});
            }
            int[] all = new int[m + 1];
            double[] ones = new double[m + 1];
            for (int i = 0; i <= m; i++) {
                all[i] = 1 + i;
                ones[i] = 1;
            }
            idx.add(all);
            val.add(ones);
            bounds.add(new double[] {1, 1});
            double[] rl = new double[bounds.size()];
            double[] ru = new double[bounds.size()];
            for (int r = 0; r < rl.length; r++) {
                rl[r] = bounds.get(r)[0];
                ru[r] = bounds.get(r)[1];
            }
            return LinearProgram.of(cost, lower, upper, idx.toArray(new int[0][]), val.toArray(new double[0][]), rl, ru);
        }

        /** The LP's point for loads {@code alpha}: each send as early as the one-port order allows. */
        double[] point(double[] alpha) {
            int m = workers();
            double[] x = new double[1 + (m + 1) + m];
            x[0] = 0;
            double s = 0;
            for (int i = 0; i <= m; i++) {
                x[1 + i] = alpha[i];
            }
            x[0] = a[0] * alpha[0];
            for (int i = 1; i <= m; i++) {
                s += c[i] * alpha[i];
                x[1 + m + i] = s;
                x[0] = Math.max(x[0], s + a[i] * alpha[i]);
            }
            return x;
        }
    }

    @ParameterizedTest(name = "{0} workers")
    @ValueSource(ints = {500})
    void theClosedFormOptimumIsProvenAndAVertexWithoutTheFirstWorkerIsRefused(int workers) {
        closedFormProvenAndWrongVertexRefused(workers);
    }

    /** 3002 rows: the polish takes about 2 s here (fill-in through the makespan's column). */
    @Tag("slow")
    @ParameterizedTest(name = "{0} workers")
    @ValueSource(ints = {1500})
    void theSameAtThreeThousandRows(int workers) {
        closedFormProvenAndWrongVertexRefused(workers);
    }

    private static void closedFormProvenAndWrongVertexRefused(int workers) {
        Star star = Star.random(workers, workers);
        LinearProgram lp = star.program();
        assertThat(lp.rows()).isGreaterThan(1000);
        double[] optimum = star.closedForm(-1);
        BasisPolish.Vertex v = BasisPolish.of(lp, star.point(optimum));
        assertThat(v).isNotNull();
        LpCertificate proof = LpCertificate.of(lp, v.x(), v.y());
        assertThat(proof.proves()).as("%s", proof).isTrue();
        assertThat(proof.objective()).isCloseTo(star.makespan(optimum), within(1e-12 * star.makespan(optimum)));
        // a vertex of the same LP, feasible, every worker but the first (the fastest link) finishing together
        double[] wrong = star.closedForm(1);
        BasisPolish.Vertex w = BasisPolish.of(lp, star.point(wrong));
        assertThat(w).isNotNull();
        LpCertificate refused = LpCertificate.of(lp, w.x(), w.y());
        assertThat(refused.primalFeasible()).isTrue();
        assertThat(refused.proves()).as("%s", refused).isFalse();
        assertThat(refused.objective()).isGreaterThan(proof.objective());
        // nor do the right multipliers prove the wrong point: their bound is below its objective
        LpCertificate mixed = LpCertificate.of(lp, w.x(), v.y());
        assertThat(mixed.proves()).isFalse();
        assertThat(mixed.gap()).isGreaterThan(LpCertificate.TOLERANCE);
    }

    /** ojAlgo's simplex takes 4–7 s for this LP on the shared 2-core machine; the polish about 10 ms. */
    @Tag("slow")
    @Test
    void ojAlgosAnswerToAThousandRowStarIsCertifiedAndIsTheClosedForm() {
        Star star = Star.random(500, 11);
        int m = star.workers();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Variable[] alpha = new Variable[m + 1];
        Variable[] send = new Variable[m + 1];
        Expression sum = model.addExpression("sum").level(1);
        for (int i = 0; i <= m; i++) {
            alpha[i] = model.addVariable("a" + i).lower(0);
            sum.set(alpha[i], 1);
        }
        model.addExpression("f0").set(t, 1).set(alpha[0], -star.a()[0]).lower(0);
        for (int i = 1; i <= m; i++) {
            send[i] = model.addVariable("s" + i).lower(0);
            Expression e = model.addExpression("send" + i).set(send[i], 1).set(alpha[i], -star.c()[i]).lower(0);
            if (i > 1) {
                e.set(send[i - 1], -1);
            }
            model.addExpression("f" + i).set(t, 1).set(send[i], -1).set(alpha[i], -star.a()[i]).lower(0);
        }
        LpAnswer answer = CertifiedLp.minimise(model);
        double expected = star.makespan(star.closedForm(-1));
        assertThat(answer.certified()).as("gap %s", answer.gap()).isTrue();
        assertThat(answer.objective()).isCloseTo(expected, within(1e-9 * expected));
        assertThat(t.getValue().doubleValue()).isCloseTo(expected, within(1e-9 * expected));
    }
}
