package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYItemRenderer;
import org.jfree.data.category.CategoryDataset;
import org.junit.jupiter.api.Test;

class LayeredAndStyleTest {

    /** A hand-made layered schedule of a 2-cube: layer 0 (1 processor), 1 (2), 2 (1). */
    static Schedule layered() {
        Scenario cube = Scenario.uniform(new Hypercube(2), 1.0, ProcessorParams.of(1.0), LinkParams.of(0.0, 0.1));
        return new ScheduleBuilder(cube, "hand-made").layered(true)
                .layerShare(0, 1, 0.4).layerShare(1, 2, 0.25).layerShare(2, 1, 0.1)
                .compute(0, 0.0, 0.4, 0.4)
                .transfer(0, 1, 0.0, 0.06, 0.6)
                .compute(1, 0.06, 0.31, 0.25)
                .transfer(1, 2, 0.06, 0.07, 0.1)
                .compute(2, 0.07, 0.17, 0.1)
                .build();
    }

    @Test
    void layeredSchedulesHaveOneBarAndOneRowPerLayer() {
        Schedule s = layered();
        DistributionData d = DistributionData.of("cube", s, 4);
        GanttData g = GanttData.of("cube", s, 4);

        CategoryDataset ds = DistributionChartBuilder.dataset(d);
        assertThat(ds.getColumnKeys()).containsExactly("L0 (\u00d71)", "L1 (\u00d72)", "L2 (\u00d71)");
        assertThat(ds.getValue(0, 1).doubleValue()).isEqualTo(0.25);
        assertThat(d.total()).isEqualTo(0.4 + 2 * 0.25 + 0.1);
        assertThat(g.rows()).isEqualTo(3);
        JFreeChart chart = Figures.chart(g, ChartStyle.SCREEN);
        assertThat(((SymbolAxis) ((XYPlot) chart.getPlot()).getRangeAxis()).getSymbols()).containsExactly("L0", "L1", "L2");
        assertThat(((XYPlot) chart.getPlot()).getRangeAxis().getLabel()).isEqualTo("layer");
    }

    @Test
    void publicationStyleIsBlackAndWhiteSafeWithTheChosenFont() {
        CurveSet set = new CurveSweeps(Solvers.standard()).timeVsLoad(ChartScenarios.chain(8, 10.0), SolveMonitor.NONE);
        JFreeChart chart = Figures.chart(set, ChartStyle.PUBLICATION.withFont(ChartStyle.FontFamily.SANS));
        XYItemRenderer r = ((XYPlot) chart.getPlot()).getRenderer();

        assertThat(chart.getBackgroundPaint()).isEqualTo(Color.WHITE);
        for (int i = 0; i < 4; i++) {
            assertThat(r.getSeriesPaint(i)).isEqualTo(Color.BLACK);
        }
        // told apart without colour: each curve has its own dash pattern and marker
        assertThat(((BasicStroke) r.getSeriesStroke(0)).getDashArray()).isNull();
        assertThat(((BasicStroke) r.getSeriesStroke(1)).getDashArray()).isNotNull();
        assertThat(((BasicStroke) r.getSeriesStroke(2)).getDashArray())
                .isNotEqualTo(((BasicStroke) r.getSeriesStroke(1)).getDashArray());
        for (int i = 0; i < 4; i++) {
            for (int j = i + 1; j < 4; j++) {
                assertThat(org.jfree.chart.util.ShapeUtils.equal(r.getSeriesShape(i), r.getSeriesShape(j)))
                        .as("markers %d and %d", i, j).isFalse();
            }
        }
        assertThat(((XYPlot) chart.getPlot()).getDomainAxis().getLabelFont().getFamily()).isEqualTo("DejaVu Sans");
        assertThat(((XYPlot) chart.getPlot()).getDomainAxis().getLabel()).isEqualTo("load V [load units]");

        JFreeChart serif = Figures.chart(DistributionData.of("t", layered(), 4), ChartStyle.PUBLICATION);
        assertThat(((CategoryPlot) serif.getPlot()).getRangeAxis().getLabelFont().getFamily()).isEqualTo("DejaVu Serif");
        assertThat(((CategoryPlot) serif.getPlot()).getRangeAxis().getLabel()).contains("[load units]");
    }
}
