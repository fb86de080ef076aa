package org.dltexplorer.core.solver.scatter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.dltexplorer.core.Tolerance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NomialTreeRecursionTest {

    /** LP solvers stop at about 1e-9 relative; the dense LU agrees to rounding, so 1e-9 relative for both. */
    static final Tolerance CROSS_CHECK = new Tolerance(1e-8, 1e-10);

    static final int[] PORTS = {1, 2, 3, 4};

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void capacityFormEqualsTheDenseSolveOfSeed001Eq725(int seed) {
        Random rnd = new Random(seed);
        int p = PORTS[rnd.nextInt(PORTS.length)];
        int h = 1 + rnd.nextInt(6);
        double a = 0.5 + rnd.nextDouble();
        double s = rnd.nextDouble() * 0.01;
        double c = 0.05 + rnd.nextDouble() * 0.5;
        double v = 10 + 100 * rnd.nextDouble();

        double[] rec = NomialTreeRecursion.uniform(p, a, true, s, c, h).solve(v, h).alpha();
        double[] dense = LayeredReference.nlfDense(p, a, s, c, v, h);

        for (int i = 0; i <= h; i++) {
            assertThat(CROSS_CHECK.equal(rec[i], dense[i])).as("layer %d: %s vs %s", i, rec[i], dense[i]).isTrue();
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {11, 12, 13, 14, 15, 16, 17, 18})
    void linearTimePaperFormOfSeed000Eq2And3EqualsTheCapacityForm(int seed) {
        Random rnd = new Random(seed);
        int p = PORTS[rnd.nextInt(PORTS.length)];
        int h = 1 + rnd.nextInt(7);
        double a = 0.5 + rnd.nextDouble();
        double s = rnd.nextDouble() * 0.01;
        double c = 0.05 + rnd.nextDouble() * 0.5;
        NomialTreeRecursion rec = NomialTreeRecursion.uniform(p, a, true, s, c, h);

        double[] paper = rec.paperForm(50, h);
        double[] capacity = rec.solve(50, h).alpha();

        for (int i = 0; i <= h; i++) {
            assertThat(CROSS_CHECK.equal(paper[i], capacity[i])).as("layer %d", i).isTrue();
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32})
    void bestDepthEqualsTheLpMinimumOverDepths(int seed) {
        Random rnd = new Random(seed);
        int p = PORTS[rnd.nextInt(PORTS.length)];
        int h = 1 + rnd.nextInt(6);
        double a = 0.5 + rnd.nextDouble();
        double s = rnd.nextDouble() * (rnd.nextBoolean() ? 0.5 : 0.01);
        double c = 0.01 + rnd.nextDouble() * 0.3;
        double v = 1 + 20 * rnd.nextDouble();
        boolean computes = rnd.nextInt(4) > 0;

        NomialTreeRecursion.Solution best = NomialTreeRecursion.uniform(p, a, computes, s, c, h).best(v);
        double lp = Double.POSITIVE_INFINITY;
        for (int depth = 0; depth <= h; depth++) {
            lp = Math.min(lp, LayeredReference.nlfLp(p, a, s, c, v, depth, computes));
        }

        assertThat(best.feasible()).isTrue();
        assertThat(CROSS_CHECK.equal(best.makespan(), lp)).as("%s vs LP %s", best.makespan(), lp).isTrue();
    }

    @ParameterizedTest
    @ValueSource(ints = {41, 42, 43, 44, 45})
    void perStepPassEqualsTheUniformOneWhenStepsAreEqual(int seed) {
        Random rnd = new Random(seed);
        int p = PORTS[rnd.nextInt(PORTS.length)];
        int h = 2 + rnd.nextInt(10);
        double a = 0.5 + rnd.nextDouble();
        double s = rnd.nextDouble() * 0.2;
        double c = 0.01 + rnd.nextDouble() * 0.3;
        double[] ss = new double[h + 1];
        double[] cc = new double[h + 1];
        java.util.Arrays.fill(ss, 1, h + 1, s);
        java.util.Arrays.fill(cc, 1, h + 1, c);

        var uniform = NomialTreeRecursion.uniform(p, a, true, s, c, h).best(100);
        var perStep = NomialTreeRecursion.perStep(p, a, true, ss, cc).best(100);

        assertThat(perStep.depth()).isEqualTo(uniform.depth());
        assertThat(CROSS_CHECK.equal(perStep.makespan(), uniform.makespan())).isTrue();
    }

    @Test
    void thePrintedFormOverflowsWhereTheCapacityFormDoesNot() {
        NomialTreeRecursion rec = NomialTreeRecursion.uniform(1, 1, true, 0, 1000, 300);

        double[] paper = rec.paperForm(1e9, 300);
        NomialTreeRecursion.Solution sol = rec.solve(1e9, 300);
        double total = 0;
        for (int i = 0; i <= 300; i++) {
            total += rec.layerCount(i) * sol.alpha()[i];
        }

        assertThat(paper[0]).isNaN();
        assertThat(total).isCloseTo(1e9, within(1e9 * 1e-12));
        // each layer gets about A/C = 1/1000 of the one above, so layers past 3 change T by ~1e-9 relative: the LP of
        // depth 3 (in units of V, where it is well scaled) must agree to 1e-6
        double lp = 1e9 * LayeredReference.nlfLp(1, 1, 0, 1000, 1, 3, true);
        assertThat(sol.makespan()).isCloseTo(lp, within(lp * 1e-6));
    }

    @Test
    void staysAccurateForTwoHundredLayers() {
        // the printed k/l form loses every digit here; the capacity form must still conserve the load
        NomialTreeRecursion rec = NomialTreeRecursion.uniform(4, 1e-6, true, 0, 1e-9, 200);
        NomialTreeRecursion.Solution sol = rec.solve(1e9, 200);

        double total = 0;
        for (int i = 0; i <= 200; i++) {
            total += rec.layerCount(i) * sol.alpha()[i];
        }
        assertThat(sol.feasible()).isTrue();
        assertThat(total).isCloseTo(1e9, within(1e9 * 1e-9));
        assertThat(Double.isFinite(sol.makespan())).isTrue();
    }
}
