package org.dltexplorer.core.solver.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import java.util.stream.LongStream;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.schedule.CommunicationModel;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** LP NLF and LP LLF of Drozdowski & Wolniewicz (2003), §3 on meshes and tori with buffers. */
class BinomialTreeMemoryTest {

    /** Two exact methods on the same LP: they differ by the LP code's rounding only. */
    static final double SAME_OPTIMUM = 1e-7;
    /** The paper prints the LLF example's makespans with two significant digits (≈ 0.0029, ≈ 0.0031). */
    static final double TWO_DIGITS = 5e-5;

    static Scenario mesh(int p, int h, double a, double b, double s, double c, double v, LayerOrder order) {
        return Scenario.uniform(new Mesh(p, h, 2), v, new ProcessorParams(a, b), LinkParams.of(s, c))
                .withStrategy(Strategy.DEFAULT.withLayers(order));
    }

    static void assertValid(Scenario sc, Schedule s, int p) {
        assertThat(new ScheduleValidator().validate(sc, s, CommunicationModel.layered(sc, p)).violations()).isEmpty();
    }

    /**
     * Drozdowski & Wolniewicz (2003), §3.2, the LLF example: h = 2, p = 4, A = 1e-3, C = 1e-6, S = 1e-3; "using LP LLF and only the last
     * layer" Cmax ≈ 0.0029 for V = 20 and ≈ 0.0031 for V = 24. The memory is large enough not to bind.
     */
    @Test
    void llfExampleOnTheLastLayer() {
        for (double[] row : new double[][] {{20, 0.0029}, {24, 0.0031}}) {
            BinomialTree t = new BinomialTree(4, 2, 1e-3, 1e9, 1e-3, 1e-6, row[0], true);
            NlfLp.Solution lastLayer = LlfLp.solve(t, new boolean[] {true, false, true});
            assertThat(lastLayer.makespan()).isCloseTo(row[1], within(TWO_DIGITS));

            Scenario sc = mesh(4, 2, 1e-3, 1e9, 1e-3, 1e-6, row[0], LayerOrder.LLF);
            Schedule s = Solvers.standard().solve(sc);
            assertThat(s.status()).isEqualTo(Status.OPTIMAL);
            assertThat(s.makespan()).isLessThanOrEqualTo(lastLayer.makespan() * (1 + SAME_OPTIMUM));
            assertValid(sc, s, 4);
        }
    }

    /** With B = V/(p+1)^h every processor is full: Cmax^sat = hS + VA/m + VC((p+1)^h − 1)/(mp) (proof of Lemma 3). */
    @Test
    void saturatedNlfMatchesTheClosedForm() {
        int p = 4;
        int h = 3;
        double m = Math.pow(p + 1, h);
        double v = 1e4;
        Scenario sc = mesh(p, h, 1e-3, v / m, 1e-3, 1e-6, v, LayerOrder.NLF);
        Schedule s = Solvers.standard().solve(sc);
        double closed = h * 1e-3 + v * 1e-3 / m + v * 1e-6 * (m - 1) / (m * p);
        assertThat(s.makespan()).isCloseTo(closed, within(SAME_OPTIMUM * closed));
        assertValid(sc, s, p);
    }

    @Test
    void tooLittleMemoryIsInfeasibleWithAReason() {
        Scenario sc = Scenario.uniform(new Torus2d(1), 100, new ProcessorParams(1, 3), LinkParams.of(0.1, 0.1));
        Schedule s = Solvers.standard().solve(sc);
        assertThat(s.status()).isEqualTo(Status.INFEASIBLE);
        assertThat(s.reason()).contains("less than the load");
    }

    static LongStream seeds() {
        return LongStream.range(1, 11);
    }

    /** The fixed-sequence algorithm on the LLF star of a random set of layers against ojAlgo's LP LLF. */
    @ParameterizedTest
    @MethodSource("seeds")
    void llfStarAgreesWithLpLlf(long seed) {
        Random rnd = new Random(seed);
        int p = 1 + rnd.nextInt(4);
        int h = 1 + rnd.nextInt(5);
        double v = 1000;
        double m = Math.pow(p + 1, h);
        BinomialTree t = new BinomialTree(p, h, 1e-3 * (0.1 + rnd.nextDouble()), v / m * (1 + 3 * rnd.nextDouble()),
                1e-3 * rnd.nextDouble(), 1e-5 * rnd.nextDouble(), v, true);
        boolean[] set = new boolean[h + 1];
        int[] seq = new int[h];
        int n = 0;
        for (int layer = h; layer >= 1; layer--) {
            set[layer] = rnd.nextInt(3) > 0;
            if (set[layer]) {
                seq[n++] = layer - 1;
            }
        }
        StarWorkers w = LlfLp.asStar(t, h);
        var fast = new SequenceEvaluator(w).shortest(seq, n);
        var lp = LlfLp.solve(t, set);
        if (lp == null) {
            assertThat(fast).isNull();
            return;
        }
        assertThat(fast.makespan() * w.timeUnit).isCloseTo(lp.makespan(), within(SAME_OPTIMUM * lp.makespan()));
    }

    /** NLF and LLF answers on random tori and meshes pass the layered validator and respect the buffers. */
    @ParameterizedTest
    @MethodSource("seeds")
    void randomInstancesAreValid(long seed) {
        Random rnd = new Random(seed);
        int p = 1 + rnd.nextInt(4);
        int h = 1 + rnd.nextInt(6);
        double v = Math.pow(10, 1 + 5 * rnd.nextDouble());
        double b = v / Math.pow(p + 1, h) * (1 + 10 * rnd.nextDouble());
        for (LayerOrder order : LayerOrder.values()) {
            Scenario sc = mesh(p, h, 1e-6 * (1 + 1000 * rnd.nextDouble()), b, 1e-3 * rnd.nextDouble(), 1e-6, v, order);
            Schedule s = Solvers.standard().solve(sc);
            assertThat(s.status()).isEqualTo(Status.OPTIMAL);
            assertValid(sc, s, p);
        }
    }
}
