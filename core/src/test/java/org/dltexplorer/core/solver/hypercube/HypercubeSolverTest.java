package org.dltexplorer.core.solver.hypercube;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Routing;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.CommunicationModel;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.scatter.LayeredReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class HypercubeSolverTest {

    /** LP optima and LU solutions agree to about 1e-9 relative. */
    static final Tolerance CROSS_CHECK = new Tolerance(1e-8, 1e-10);

    static Scenario cube(int d, double a, double s, double c, double v, Routing routing, boolean computes) {
        return Scenario.uniform(new Hypercube(d), v, ProcessorParams.of(a), LinkParams.of(s, c))
                .withStrategy(Strategy.DEFAULT.withRouting(routing).withOriginatorComputes(computes));
    }

    static void assertValid(Scenario sc, Schedule s) {
        int d = ((Hypercube) sc.network()).dimension();
        assertThat(new ScheduleValidator().validate(sc, s, CommunicationModel.layered(sc, Math.max(1, d))).violations())
                .isEmpty();
    }

    static double binomial(int d, int i) {
        double b = 1;
        for (int j = 1; j <= i; j++) {
            b = b * (d - i + j) / j;
        }
        return b;
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void storeAndForwardSolvesSeed001Eq730(int seed) {
        Random rnd = new Random(seed);
        int d = 1 + rnd.nextInt(7);
        double a = 1 + rnd.nextDouble();
        double s = 1e-3 * rnd.nextDouble();
        double c = 0.1 * rnd.nextDouble();
        double v = 100;
        Scenario sc = cube(d, a, s, c, v, Routing.STORE_AND_FORWARD, true);
        Schedule sol = new HypercubeSolver().solve(sc);

        double[][] m = new double[d + 1][d + 1];
        double[] rhs = new double[d + 1];
        for (int i = 0; i < d; i++) {
            m[i][i] += a;
            m[i][i + 1] -= a;
            for (int j = i + 1; j <= d; j++) {
                m[i][j] -= c * binomial(d, j) / ((d - i) * binomial(d, i));
            }
            rhs[i] = s;
        }
        for (int i = 0; i <= d; i++) {
            m[d][i] = binomial(d, i);
        }
        rhs[d] = v;
        double[] dense = LayeredReference.dense(m, rhs);

        assertThat(sol.status()).isEqualTo(Status.OPTIMAL);
        assertValid(sc, sol);
        for (int i = 0; i <= d; i++) {
            assertThat(CROSS_CHECK.equal(sol.loadOf(i), dense[i])).as("layer %d", i).isTrue();
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {11, 12, 13, 14, 15, 16})
    void circuitSwitchedSolvesSeed001Eq732(int seed) {
        Random rnd = new Random(seed);
        int d = 1 + rnd.nextInt(7);
        double a = 1 + rnd.nextDouble();
        double s = 1e-3 * rnd.nextDouble();
        double c = 0.1 * rnd.nextDouble();
        double v = 100;
        Scenario sc = cube(d, a, s, c, v, Routing.CIRCUIT_SWITCHED, true);
        Schedule sol = new HypercubeSolver().solve(sc);

        double[][] m = new double[d + 1][d + 1];
        double[] rhs = new double[d + 1];
        for (int i = 0; i < d; i++) {
            m[i][i] = a;
            m[i][i + 1] = -(c / d * binomial(d, i + 1) + a);
            rhs[i] = s;
        }
        for (int i = 0; i <= d; i++) {
            m[d][i] = binomial(d, i);
        }
        rhs[d] = v;
        double[] dense = LayeredReference.dense(m, rhs);

        assertValid(sc, sol);
        for (int i = 0; i <= d; i++) {
            assertThat(CROSS_CHECK.equal(sol.loadOf(i), dense[i])).as("layer %d", i).isTrue();
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {21, 22, 23, 24, 25, 26, 27, 28})
    void layerDroppingFindsTheLpMinimumOverDepths(int seed) {
        Random rnd = new Random(seed);
        int d = 1 + rnd.nextInt(6);
        double a = 1 + rnd.nextDouble();
        double s = rnd.nextDouble() * (rnd.nextBoolean() ? 1 : 0.01);
        double c = 0.01 + 0.5 * rnd.nextDouble();
        double v = 1 + 10 * rnd.nextDouble();
        boolean computes = rnd.nextInt(4) > 0;
        for (Routing r : Routing.values()) {
            Scenario sc = cube(d, a, s, c, v, r, computes);
            Schedule sol = new HypercubeSolver().solve(sc);
            double lp = Double.POSITIVE_INFINITY;
            for (int h = 0; h <= d; h++) {
                lp = Math.min(lp, r == Routing.STORE_AND_FORWARD ? LayeredReference.hypercubeSfLp(d, a, s, c, v, h, computes)
                        : LayeredReference.hypercubeCsLp(d, a, s, c, v, h, computes));
            }
            assertValid(sc, sol);
            assertThat(CROSS_CHECK.equal(sol.makespan(), lp)).as("%s: %s vs %s", r, sol.makespan(), lp).isTrue();
        }
    }

    @Test
    void largeStartupDropsFarLayers() {
        Scenario sc = cube(10, 1, 5, 0.01, 20, Routing.STORE_AND_FORWARD, true);
        Schedule s = new HypercubeSolver().solve(sc);

        assertThat(s.metrics().processorsUsed()).isLessThan(1024);
        assertThat(s.notes()).anyMatch(n -> n.contains("layers used"));
        assertValid(sc, s);
    }

    @Test
    void oneDimensionalCubeWithReturnsSolvesItsEquationByHand() {
        // α_0 A = S + C α_1 + A α_1 + S + R α_1 and α_0 + α_1 = V, solved by substitution
        double a = 2;
        double s = 0.1;
        double c = 0.5;
        double r = 0.25;
        double v = 10;
        Scenario sc = Scenario.uniform(new Hypercube(1), v, ProcessorParams.of(a), new LinkParams(s, c, r));
        Schedule sol = new HypercubeSolver().solve(sc);
        double alpha1 = (a * v - 2 * s) / (2 * a + c + r);

        assertThat(sol.loadOf(1)).isCloseTo(alpha1, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(sol.makespan()).isCloseTo(a * (v - alpha1), org.assertj.core.api.Assertions.within(1e-12));
        assertThat(sol.timeline()).anyMatch(i -> i.activity() == org.dltexplorer.core.schedule.Activity.RETURN);
        assertValid(sc, sol);
    }

    @ParameterizedTest
    @ValueSource(ints = {11, 12, 13, 14, 15, 16, 17, 18})
    void storeAndForwardWithReturnsReplaysAndCostsMoreThanWithout(int seed) {
        Random rnd = new Random(seed);
        int d = 1 + rnd.nextInt(7);
        double a = 1 + rnd.nextDouble();
        double s = 1e-3 * rnd.nextDouble();
        double c = 0.1 * rnd.nextDouble();
        double r = 0.1 * rnd.nextDouble();
        Scenario sc = Scenario.uniform(new Hypercube(d), 100, ProcessorParams.of(a), new LinkParams(s, c, r));
        Schedule with = new HypercubeSolver().solve(sc);
        Schedule without = new HypercubeSolver().solve(cube(d, a, s, c, 100, Routing.STORE_AND_FORWARD, true));

        assertValid(sc, with);
        double total = with.shares().stream().mapToDouble(x -> x.count() * x.load()).sum();
        assertThat(total).isCloseTo(100, org.assertj.core.api.Assertions.within(1e-9 * 100));
        assertThat(with.makespan()).isGreaterThanOrEqualTo(without.makespan());
        // vanishing returns and startups: the schedule tends to the one without returns
        Scenario tiny = Scenario.uniform(new Hypercube(d), 100, ProcessorParams.of(a), new LinkParams(0, c, 1e-12));
        assertThat(new HypercubeSolver().solve(tiny).makespan()).isCloseTo(
                new HypercubeSolver().solve(cube(d, a, 0, c, 100, Routing.STORE_AND_FORWARD, true)).makespan(),
                org.assertj.core.api.Assertions.within(1e-6));
    }

    @Test
    void circuitSwitchedCubesDeclineReturns() {
        Scenario sc = Scenario.uniform(new Hypercube(3), 1, ProcessorParams.of(1), new LinkParams(0, 0.1, 0.1))
                .withStrategy(Strategy.DEFAULT.withRouting(Routing.CIRCUIT_SWITCHED));
        assertThat(new HypercubeSolver().supports(sc)).isFalse();
        assertThat(new HypercubeSolver().supports(sc.withStrategy(Strategy.DEFAULT))).isTrue();
    }
}
