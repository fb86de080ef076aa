package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYSeriesCollection;
import org.junit.jupiter.api.Test;

class CurveSweepsTest {

    private final CurveSweeps sweeps = new CurveSweeps(Solvers.standard());
    private final Scenario chain = ChartScenarios.chain(8, 10.0);

    @Test
    void speedupCurvesMatchIndividualSolvesAtEverySize() {
        CurveSet set = sweeps.speedup(chain, SolveMonitor.NONE);

        assertThat(set.curves()).hasSize(CurveSweeps.SPEEDUP_LOAD_FACTORS.length);
        CurveSet.Curve middle = set.curves().get(1);
        assertThat(middle.name()).isEqualTo("V = 10");
        for (CurveSet.Point p : middle.points()) {
            // a second path to the same number: solve the resized chain directly
            Schedule direct = Solvers.standard().solve(ChartScenarios.chain((int) p.x(), 10.0));
            assertThat(p.status()).isEqualTo(direct.status());
            assertThat(p.y()).isCloseTo(direct.metrics().speedup(), within(1e-12));
        }
        assertThat(middle.points()).extracting(CurveSet.Point::x).contains(1.0, 8.0, 20.0);
        // one processor: speedup 1 by definition
        assertThat(middle.points().get(0).y()).isCloseTo(1.0, within(1e-12));
    }

    @Test
    void torusSpeedupCarriesTheRectangularLayerBaselineOfFig8() {
        // Błażewicz et al. (1999), Fig. 8's setting: no startup, fast links, a large load
        Scenario torus = Scenario.uniform(new org.dltexplorer.core.model.Torus2d(2), 1e8,
                org.dltexplorer.core.model.ProcessorParams.of(1e-6), org.dltexplorer.core.model.LinkParams.of(0, 1e-8));
        CurveSet set = sweeps.speedup(torus, SolveMonitor.NONE);

        assertThat(set.curves()).hasSize(CurveSweeps.SPEEDUP_LOAD_FACTORS.length + 1);
        CurveSet.Curve rings = set.curves().get(set.curves().size() - 1);
        CurveSet.Curve petersSyska = set.curves().get(1);
        assertThat(rings.name()).isEqualTo("rectangular layers, V = 10⁸");
        assertThat(rings.points()).isNotEmpty().allSatisfy(p -> assertThat(p.parameter()).isLessThanOrEqualTo(
                org.dltexplorer.core.analysis.RectangularLayers.MAX_TORUS_K));
        for (CurveSet.Point p : rings.points()) {
            // a second path: the ring analysis of the same (2r+1)² grid, r = (5^k − 1)/2
            int r = (int) ((Math.pow(5, p.parameter()) - 1) / 2);
            var direct = org.dltexplorer.core.analysis.RectangularLayers.solve(1e-6, 0, 1e-8, 1e8, r);
            assertThat(p.y()).isCloseTo(direct.speedup(), within(1e-9 * direct.speedup()));
            assertThat(p.x()).isEqualTo(direct.processors());
            CurveSet.Point same = petersSyska.points().stream().filter(q -> q.parameter() == p.parameter()).findFirst().orElseThrow();
            assertThat(same.y()).isGreaterThanOrEqualTo(p.y() * (1 - 1e-12));
        }
    }

    @Test
    void timeVsLoadIsLogLogWithOneCurvePerNetworkSize() {
        CurveSet set = sweeps.timeVsLoad(chain, SolveMonitor.NONE);
        JFreeChart chart = Figures.chart(set, ChartStyle.PUBLICATION);

        assertThat(set.logX()).isTrue();
        assertThat(set.logY()).isTrue();
        assertThat(set.curves()).extracting(CurveSet.Curve::name).containsExactly("m = 2", "m = 4", "m = 8", "m = 16");
        assertThat(((XYPlot) chart.getPlot()).getDomainAxis()).isInstanceOf(LogAxis.class);
        XYSeriesCollection ds = (XYSeriesCollection) ((XYPlot) chart.getPlot()).getDataset();
        assertThat(ds.getSeriesCount()).isEqualTo(4);
        CurveSet.Point p = set.curves().get(2).points().get(CurveSweeps.LOAD_STEPS / 2);
        assertThat(p.x()).isCloseTo(10.0, within(1e-9));
        assertThat(p.y()).isCloseTo(Solvers.standard().solve(chain).makespan(), within(1e-9));
    }

    @Test
    void tunnelKeepsPointsThatDoNotSolveAsDataButDrawsOnlySolvedOnes() {
        CurveSet set = sweeps.tunnel(chain, SolveMonitor.NONE);

        assertThat(set.curves()).hasSize(2);
        CurveSet.Curve inf = set.curves().get(0);
        assertThat(inf.drawn()).hasSize(CurveSweeps.LOAD_STEPS);
        CurveSet.Curve sat = set.curves().get(1);
        assertThat(sat.points()).hasSize(CurveSweeps.LOAD_STEPS);
        // until a memory solver exists the saturated points have no solver: infeasible with a reason, not drawn
        for (CurveSet.Point p : sat.points()) {
            if (p.status() == Status.INFEASIBLE) {
                assertThat(p.reason()).isNotBlank();
            }
        }
        XYSeriesCollection ds = CurveChartBuilder.dataset(set);
        assertThat(ds.getSeries(1).getItemCount()).isEqualTo(sat.drawn().size());
    }

    @Test
    void saturatedBuffersHoldExactlyTheLoad() {
        Scenario s = CurveSweeps.withBuffers(ChartScenarios.example1(), 0.2);

        assertThat(s.processor(0).B()).isEqualTo(0.2);
        assertThat(s.processor(3).B()).isEqualTo(0.2);
        assertThat(s.processor(3).A()).isEqualTo(1.0);
    }

    @Test
    void aSpentBudgetLeavesPointsCancelledNotDrawn() {
        CurveSet set = new CurveSweeps(Solvers.standard(), 0).speedup(chain, SolveMonitor.NONE);

        assertThat(set.curves()).allMatch(c -> c.drawn().isEmpty());
        assertThat(set.curves().get(0).points()).allMatch(p -> "cancelled".equals(p.reason()));
        assertThat(set.notes()).anyMatch(n -> n.contains("cancelled"));
    }

    @Test
    void saturatedBuffersNeverSumBelowTheLoad() {
        java.util.Random random = new java.util.Random(42);
        for (int i = 0; i < 10_000; i++) {
            double v = Math.exp(random.nextDouble() * 40 - 10);
            int m = 1 + random.nextInt(100_000);
            double b = CurveSweeps.saturatedBuffer(v, m);
            double total = 0;
            for (int k = 0; k < Math.min(m, 1000); k++) {
                total += b;
            }
            total += (m - Math.min(m, 1000)) * b;
            assertThat(total).as("V=%s m=%d", v, m).isGreaterThanOrEqualTo(v);
            assertThat(b).isCloseTo(v / m, within(1e-8 * v / m));
        }
    }

    @Test
    void formatWritesNumbersAsInAPaper() {
        assertThat(CurveSweeps.format(100.0)).isEqualTo("100");
        assertThat(CurveSweeps.format(0.01)).isEqualTo("0.01");
        assertThat(CurveSweeps.format(1e-5)).isEqualTo("10⁻⁵");
        assertThat(CurveSweeps.format(1e6)).isEqualTo("10⁶");
        assertThat(CurveSweeps.format(2.5e6)).isEqualTo("2.5 × 10⁶");
    }
}
