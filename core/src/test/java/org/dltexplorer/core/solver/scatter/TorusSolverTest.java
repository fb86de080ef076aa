package org.dltexplorer.core.solver.scatter;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.dltexplorer.core.Tolerance;
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
import org.junit.jupiter.params.provider.ValueSource;

class TorusSolverTest {

    static final Tolerance LP = new Tolerance(1e-8, 1e-10);

    /** Błażewicz et al. (1999), §4: σ = 10^6 operations per second, so A = 1/σ = 10^-6 s per unit. */
    static final double A = 1e-6;

    static Scenario torus(int k, double alpha, double tau, double v) {
        return Scenario.uniform(new Torus2d(k), v, ProcessorParams.of(A), LinkParams.of(alpha, tau));
    }

    static void assertValid(Scenario sc, Schedule s) {
        assertThat(new ScheduleValidator().validate(sc, s, CommunicationModel.layered(sc, 4)).violations()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void isValidAndEqualsTheLpOverPhaseCounts(int seed) {
        Random rnd = new Random(seed);
        int k = 1 + rnd.nextInt(2);
        double s = rnd.nextDouble() * 1e-4;
        double c = 1e-9 + rnd.nextDouble() * 1e-7;
        double v = Math.pow(10, 2 + 4 * rnd.nextDouble());
        Scenario sc = torus(k, s, c, v);

        Schedule sol = new Solvers(java.util.List.of(new TorusSolver())).solve(sc);
        double lp = Double.POSITIVE_INFINITY;
        for (int n = 0; n <= 2 * k; n++) {
            // the LP in units of A·V (V = 1 as Błażewicz et al. (1999) writes it, A = 1): coefficients near 1 keep the LP accurate
            lp = Math.min(lp, A * v * LayeredReference.nlfLp(4, 1, s / (A * v), c / A, 1, n, true));
        }

        assertThat(sol.status()).isEqualTo(Status.OPTIMAL);
        assertValid(sc, sol);
        assertThat(LP.equal(sol.makespan(), lp)).as("%s vs %s", sol.makespan(), lp).isTrue();
    }

    @Test
    void oddNumbersOfPhasesAreChosenWhenBest() {
        // CRAY T3D parameters of Błażewicz et al. (1999), Fig. 6; small tasks stop after a knight phase
        Schedule s125 = new TorusSolver().solve(torus(2, 4.85e-6, 3.3e-9, 300));
        Schedule s3125 = new TorusSolver().solve(torus(3, 4.85e-6, 3.3e-9, 5000));

        assertThat(s125.metrics().processorsUsed()).isEqualTo(125);
        assertThat(s3125.metrics().processorsUsed()).isEqualTo(3125);
        assertValid(torus(2, 4.85e-6, 3.3e-9, 300), s125);
        assertValid(torus(3, 4.85e-6, 3.3e-9, 5000), s3125);
    }

    @Test
    void sharesTheRecursionWithTheFourPortMesh() {
        Scenario t = torus(3, 1e-5, 1e-8, 1e6);
        Scenario m = t.withNetwork(new Mesh(4, 6, 2)).withStrategy(Strategy.DEFAULT.withLayers(LayerOrder.NLF));

        assertThat(new TorusSolver().solve(t).shares()).isEqualTo(new MeshSolver().solve(m).shares());
    }

    @Test
    void kTenSolvesAndValidates() {
        Scenario sc = torus(10, 0, 1e-9, 1e12);
        Schedule s = new TorusSolver().solve(sc);

        assertThat(s.feasible()).isTrue();
        assertValid(sc, s);
    }

    @Test
    void hugeToriSolveWithoutOverflow() {
        Schedule s = new TorusSolver().solve(torus(30, 1e-6, 1e-9, 1e9));

        assertThat(s.feasible()).isTrue();
        assertThat(Double.isFinite(s.makespan())).isTrue();
        assertThat(s.shares()).hasSize(61);
        assertThat(s.shares().get(60).count()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void returnedResultsAreValidAndCostTime() {
        Scenario sc = torus(2, 1e-5, 1e-8, 1e5);
        Scenario back = sc.withLinkDefault(new LinkParams(1e-5, 1e-8, 1e-8));

        Schedule without = new TorusSolver().solve(sc);
        Schedule with = new TorusSolver().solve(back);

        assertValid(back, with);
        assertThat(with.makespan()).isGreaterThan(without.makespan());
        assertThat(with.timeline()).anyMatch(i -> i.activity() == org.dltexplorer.core.schedule.Activity.RETURN);
    }

    @Test
    void storeAndForwardPaysTheHopsAndValidatesWithHopCounts() {
        int k = 2;
        Scenario sc = torus(k, 1e-6, 1e-8, 1e6);
        Schedule cs = new TorusSolver().solve(sc);
        Schedule sf = new TorusSolver().storeAndForward().solve(sc);
        double[] hops = TorusSolver.hops(k);

        assertThat(hops).containsExactly(0, 15, 5, 3, 1);
        assertThat(sf.makespan()).isGreaterThan(cs.makespan());
        assertThat(new ScheduleValidator().validate(sc, sf,
                CommunicationModel.layered(sc, 4, (u, v) -> hops[Math.max(u, v)])).violations()).isEmpty();
        // the plain model must reject it: the messages last longer than S + C x
        assertThat(new ScheduleValidator().validate(sc, sf, CommunicationModel.layered(sc, 4)).valid()).isFalse();
    }
}
