package org.dltexplorer.core.solver.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The specialised fixed-sequence algorithm against the ojAlgo solution of the same LP1 (a second, independent
 * method) on seeded random instances with startups and buffers, in rescaled units. Both are exact; they may differ
 * by the LP code's rounding, so makespans are compared with 1e-7 relative (the validator's tolerance).
 */
class SequenceEvaluatorTest {

    static final double SAME_OPTIMUM = 1e-7;

    static LongStream seeds() {
        return LongStream.range(1, 31);
    }

    /** A random star in rescaled units: V = 1, buffers from a tenth to a half of the load. */
    static StarWorkers random(Random rnd, int m) {
        double[] a = new double[m];
        double[] b = new double[m];
        double[] c = new double[m];
        double[] s = new double[m];
        for (int k = 0; k < m; k++) {
            a[k] = 0.5 + 4 * rnd.nextDouble();
            b[k] = rnd.nextInt(5) == 0 ? Double.POSITIVE_INFINITY : 0.1 + 0.4 * rnd.nextDouble();
            c[k] = rnd.nextInt(8) == 0 ? 0.0 : 0.05 + rnd.nextDouble();
            s[k] = rnd.nextInt(6) == 0 ? 0.0 : 0.01 + 0.1 * rnd.nextDouble();
        }
        double b0 = 0.05 + 0.3 * rnd.nextDouble();
        return new StarWorkers(0.5 + 4 * rnd.nextDouble(), b0, a, b, c, s, 1.0, 1.0);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void agreesWithTheLp(long seed) {
        Random rnd = new Random(seed);
        int m = 1 + rnd.nextInt(8);
        StarWorkers w = random(rnd, m);
        int[] seq = new int[m];
        for (int i = 0; i < m; i++) {
            seq[i] = i;
        }
        for (int i = m - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = seq[i];
            seq[i] = seq[j];
            seq[j] = t;
        }
        var lp = new StarLp(w).solve(seq, m);
        var fast = new SequenceEvaluator(w).shortest(seq, m);
        if (lp == null) {
            assertThat(fast).isNull();
            return;
        }
        assertThat(fast).isNotNull();
        assertThat(fast.makespan()).isCloseTo(lp.makespan(), within(SAME_OPTIMUM * lp.makespan()));
        double sum = fast.originatorLoad();
        for (int i = 0; i < m; i++) {
            sum += fast.loads()[i];
            assertThat(fast.loads()[i]).isLessThanOrEqualTo(w.b[seq[i]] * (1 + SAME_OPTIMUM));
        }
        assertThat(sum).isCloseTo(1.0, within(SAME_OPTIMUM));
    }
}
