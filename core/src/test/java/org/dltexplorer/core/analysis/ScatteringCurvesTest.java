package org.dltexplorer.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.schedule.CommunicationModel;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Share;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.scatter.TorusSolver;
import org.junit.jupiter.api.Test;

/**
 * The claims of Błażewicz et al. (1999), §4 about Figs. 3–8, for 25, 125, 625 and 3125 processors ({@code N = 2..5} phases) and
 * σ = 10^6 (A = 10^-6 s). Where the OCR lost an exponent (Figs. 5, 7, 8) the parameters are illustrative values of
 * the stated kind, and only the qualitative claim is asserted.
 */
class ScatteringCurvesTest {

    static final double A = 1e-6;
    static final double[] LOADS = Sweep.range(1e3, 1e9, 13, true);
    static final int[] PHASES = {2, 3, 4, 5};

    @Test
    void fig3BigTransferRateMakesTheFourCurvesNearlyCoincide() {
        for (int i = 0; i < LOADS.length; i++) {
            double min = Double.POSITIVE_INFINITY;
            double max = 0;
            for (int n : PHASES) {
                double t = ScatteringCurves.timeVsLoad(4, A, 0, 2e-6, n, LOADS).get(i).makespan();
                min = Math.min(min, t);
                max = Math.max(max, t);
            }
            // the communication network is the bottleneck: 25 and 3125 processors differ by under 5 %
            assertThat(max / min).isLessThan(1.05);
        }
    }

    @Test
    void fig4NegligibleTransferRateLetsAllProcessorsTakePart() {
        for (int n : PHASES) {
            for (ScatteringCurves.Point p : ScatteringCurves.timeVsLoad(4, A, 0, 1e-12, n, LOADS)) {
                assertThat(p.phasesUsed()).isEqualTo(n);
                assertThat(p.processorsUsed()).isEqualTo(p.processors());
                assertThat(p.speedup()).isGreaterThan(0.99 * p.processors());
            }
        }
    }

    @Test
    void fig5StartupLimitsTheProcessorsUsedForSmallTasks() {
        List<ScatteringCurves.Point> curve = ScatteringCurves.timeVsLoad(4, A, 5e-5, 1e-8, 5, LOADS);

        assertThat(curve.get(0).processorsUsed()).isLessThan(3125);
        assertThat(curve.get(curve.size() - 1).processorsUsed()).isEqualTo(3125);
        for (int i = 1; i < curve.size(); i++) {
            assertThat(curve.get(i).processorsUsed()).isGreaterThanOrEqualTo(curve.get(i - 1).processorsUsed());
        }
    }

    @Test
    void fig6CrayT3dSpeedupLevelsOff() {
        // α = 4.85·10^-6 s, τ = 3.3·10^-9 s: each five-fold growth of the network buys a smaller speedup factor
        double previousGain = Double.POSITIVE_INFINITY;
        double previous = 0;
        for (int n : PHASES) {
            double speedup = ScatteringCurves.timeVsLoad(4, A, 4.85e-6, 3.3e-9, n, new double[] {1e9}).get(0).speedup();
            if (previous > 0) {
                double gain = speedup / previous;
                assertThat(gain).isLessThan(previousGain).isLessThan(5);
                previousGain = gain;
            }
            previous = speedup;
        }
    }

    @Test
    void fig7BiggerTasksReachGreaterSpeedup() {
        int[] phases = {0, 2, 4, 6, 8, 10};
        double[] sizes = {1e3, 1e5, 1e7, 1e9};
        double[][] speedup = new double[sizes.length][];
        for (int i = 0; i < sizes.length; i++) {
            speedup[i] = ScatteringCurves.speedupVsProcessors(4, A, 1e-4, 1e-7, sizes[i], phases).stream()
                    .mapToDouble(ScatteringCurves.Point::speedup).toArray();
        }
        for (int j = 0; j < phases.length; j++) {
            for (int i = 1; i < sizes.length; i++) {
                assertThat(speedup[i][j]).isGreaterThanOrEqualTo(speedup[i - 1][j] * (1 - 1e-12));
            }
        }
        // one processor: speedup 1 whatever the size
        assertThat(speedup[3][0]).isCloseTo(1.0, within(1e-12));
        assertThat(speedup[3][5]).isGreaterThan(speedup[0][5]);
    }

    @Test
    void fig8PetersSyskaBeatsRectangularLayers() {
        int[] phases = {2, 4, 6, 8};
        int[] rings = {2, 12, 62, 312}; // (2r+1)^2 = 25, 625, 15625, 390625
        double v = 1e6;
        List<ScatteringCurves.Point> ps = ScatteringCurves.speedupVsProcessors(4, A, 0, 1e-8, v, phases);
        List<RectangularLayers.Result> old = RectangularLayers.speedupVsProcessors(A, 0, 1e-8, v, rings);

        for (int i = 0; i < phases.length; i++) {
            assertThat(old.get(i).processors()).isEqualTo(ps.get(i).processors());
            assertThat(ps.get(i).speedup()).isGreaterThanOrEqualTo(old.get(i).speedup());
        }
        assertThat(ps.get(3).speedup()).isGreaterThan(1.5 * old.get(3).speedup());
    }

    @Test
    void oneRectangularRingSolvesItsTwoEquationsByHand() {
        // α_0 A = S + C·8α_1/4 + A α_1 and α_0 + 8α_1 = V, solved by substitution
        double a = 2;
        double s = 0.1;
        double c = 0.5;
        double v = 10;
        double alpha1 = (a * v - s) / (8 * a + 2 * c + a);
        RectangularLayers.Result r = RectangularLayers.solve(a, s, c, v, 1);

        assertThat(r.ringsUsed()).isEqualTo(1);
        assertThat(r.alpha()[1]).isCloseTo(alpha1, within(1e-12));
        assertThat(r.makespan()).isCloseTo(a * (v - 8 * alpha1), within(1e-12));
    }

    @Test
    void rectangularScheduleOnATorusGridIsTheRingAnalysisAndReplays() {
        // a 25 × 25 torus grid holds r = 12 rings; the schedule must be the ring analysis of that grid
        double a = 2;
        double s = 0.01;
        double c = 0.05;
        double v = 100;
        Scenario sc = Scenario.uniform(new Torus2d(2), v, ProcessorParams.of(a), LinkParams.of(s, c));
        Schedule rect = RectangularLayers.schedule(sc);
        RectangularLayers.Result analysis = RectangularLayers.solve(a, s, c, v, 12);

        assertThat(rect.status()).isEqualTo(Status.FEASIBLE);
        assertThat(rect.makespan()).isCloseTo(analysis.makespan(), within(1e-12 * analysis.makespan()));
        double total = 0;
        for (Share share : rect.shares()) {
            total += share.count() * share.load();
        }
        assertThat(total).isCloseTo(v, within(1e-9 * v));
        assertThat(new ScheduleValidator().validate(sc, rect, CommunicationModel.layered(sc, 1)).violations()).isEmpty();
        // Błażewicz et al. (1999), Fig. 8: Peters–Syska scattering on the same processors is at least as fast
        assertThat(new TorusSolver().solve(sc).makespan()).isLessThanOrEqualTo(rect.makespan());
    }

    @Test
    void rectangularScheduleRefusesOtherNetworksAndHugeTori() {
        Scenario chain = Scenario.uniform(new Chain(3, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1));
        assertThatThrownBy(() -> RectangularLayers.schedule(chain)).isInstanceOf(IllegalArgumentException.class);
        Scenario huge = Scenario.uniform(new Torus2d(RectangularLayers.MAX_TORUS_K + 1), 1, ProcessorParams.of(1),
                LinkParams.of(0, 1));
        assertThatThrownBy(() -> RectangularLayers.schedule(huge)).hasMessageContaining("k ≤");
    }
}
