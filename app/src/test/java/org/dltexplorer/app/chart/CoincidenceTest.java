package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.schedule.Status;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.junit.jupiter.api.Test;

class CoincidenceTest {

    private static CurveSet.Curve curve(String name, double scale, double noise) {
        List<CurveSet.Point> points = new ArrayList<>();
        for (int x = 1; x <= 6; x++) {
            double y = scale * Math.sqrt(x) * (1 + (x % 2 == 0 ? noise : -noise));
            points.add(new CurveSet.Point(x, x, y, Status.OPTIMAL, null));
        }
        return new CurveSet.Curve(name, points);
    }

    /** V = 10² and V = 10³ agree to 1e-12 relative (inside the tolerance); V = 1 lies 1e-6 apart (outside it). */
    private final CurveSet set = new CurveSet("t", "processors m", "speedup S", false, false, List.of(
            curve("V = 1", 1.0, 1e-6), curve("V = 10²", 1.0, 0), curve("V = 10³", 1.0, 1e-12)), List.of());

    @Test
    void theLegendSaysWhichCurvesCoincideAndBothKeepMarkers() {
        Coincidence same = Coincidence.of(set);
        assertThat(same.coincides(0)).isFalse();
        assertThat(same.legend(2)).isEqualTo("V = 10³ (coincides with V = 10²)");

        JFreeChart chart = Figures.chart(set, ChartStyle.PUBLICATION);
        LegendItemCollection legend = chart.getPlot().getLegendItems();
        assertThat(legend.get(0).getLabel()).isEqualTo("V = 1");
        assertThat(legend.get(1).getLabel()).isEqualTo("V = 10²");
        assertThat(legend.get(2).getLabel()).isEqualTo("V = 10³ (coincides with V = 10²)");
        XYLineAndShapeRenderer r = (XYLineAndShapeRenderer) ((XYPlot) chart.getPlot()).getRenderer();
        for (int item = 0; item < 6; item++) {
            assertThat(r.getItemShapeVisible(0, item)).isTrue();
            // alternate points: where one curve has no marker, the other has one
            assertThat(r.getItemShapeVisible(1, item)).isNotEqualTo(r.getItemShapeVisible(2, item));
        }
    }
}
