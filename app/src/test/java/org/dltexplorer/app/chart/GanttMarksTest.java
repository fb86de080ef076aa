package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;

import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Solvers;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.data.xy.XYIntervalSeriesCollection;
import org.junit.jupiter.api.Test;

/**
 * The Gantt diagram marks a processor's wait for its release time and the startup F of its first computation, on
 * screen, in exported figures (PGFPlots) and in the exported data. One worker, S = C = 0, A = 1, ten units, the
 * originator idle: it receives at once, so it computes from max(0, release) for F + 10 (the closed form).
 */
public class GanttMarksTest {

    private static final Solvers SOLVERS = Solvers.standard();

    public static Scenario worker(double release, double f) {
        return new Scenario("", org.dltexplorer.core.model.Notation.ACS, org.dltexplorer.core.model.NotationUnits.STANDARD,
                new Star(1), 10, ProcessorParams.of(1), Map.of(1, new ProcessorParams(1, ProcessorParams.UNLIMITED, release, f, 0, 0)),
                LinkParams.of(0, 0), Map.of(), Strategy.DEFAULT.withOriginatorComputes(false), "",
                org.dltexplorer.core.model.Layout.NONE);
    }

    public static GanttData gantt(Scenario s) {
        Schedule sc = SOLVERS.solve(s);
        return GanttData.of("t", sc, s);
    }

    @Test
    void aReleaseIsAWaitFromZeroToIt() {
        GanttData g = gantt(worker(7, 0));
        assertThat(g.makespan()).isCloseTo(17, within(1e-9));
        assertThat(g.marks()).singleElement().satisfies(m -> {
            assertThat(m.row()).isEqualTo(1);
            assertThat(m.kind()).isEqualTo(GanttData.MarkKind.WAIT);
            assertThat(m.start()).isZero();
            assertThat(m.end()).isCloseTo(7, within(1e-9));
        });
    }

    @Test
    void aStartupHeadsTheFirstComputation() {
        GanttData g = gantt(worker(2, 1));
        // computes from its release 2: startup [2, 3], then ten units to 13
        assertThat(g.makespan()).isCloseTo(13, within(1e-9));
        List<GanttData.Mark> startups = g.marks().stream().filter(m -> m.kind() == GanttData.MarkKind.STARTUP).toList();
        assertThat(startups).singleElement().satisfies(m -> {
            assertThat(m.row()).isEqualTo(1);
            assertThat(m.start()).isCloseTo(2, within(1e-9));
            assertThat(m.end()).isCloseTo(3, within(1e-9));
        });
        assertThat(g.marks()).anyMatch(m -> m.kind() == GanttData.MarkKind.WAIT && Math.abs(m.end() - 2) < 1e-9);
    }

    @Test
    void thePapersModelsHaveNoMarks() {
        assertThat(gantt(worker(0, 0)).marks()).isEmpty();
        Scenario s = worker(7, 5);
        assertThat(GanttData.of("t", SOLVERS.solve(s), s.network().processorCount()).marks()).as("no scenario given").isEmpty();
    }

    @Test
    void theChartDrawsThemAsSeriesOfTheirOwnWithTooltips() {
        GanttData g = gantt(worker(2, 1));
        JFreeChart chart = GanttChartBuilder.build(g, ChartStyle.SCREEN);
        XYIntervalSeriesCollection c = (XYIntervalSeriesCollection) chart.getXYPlot().getDataset();
        List<String> keys = new java.util.ArrayList<>();
        for (int i = 0; i < c.getSeriesCount(); i++) {
            keys.add(String.valueOf(c.getSeriesKey(i)));
        }
        assertThat(keys).contains("compute", "waiting for release", "startup F");
        int startup = keys.indexOf("startup F");
        XYBarRenderer r = (XYBarRenderer) chart.getXYPlot().getRenderer();
        assertThat(r.getSeriesPaint(startup)).isEqualTo(ChartStyle.SCREEN.markPaint(GanttData.MarkKind.STARTUP))
                .isNotEqualTo(r.getSeriesPaint(keys.indexOf("compute")));
        assertThat(r.getToolTipGenerator(startup, 0).generateToolTip(c, startup, 0)).isEqualTo("P1 startup F: [2.00000, 3.00000]");
        assertThat(chart.getXYPlot().getSeriesRenderingOrder()).as("the startup drawn over its computation")
                .isEqualTo(org.jfree.chart.plot.SeriesRenderingOrder.FORWARD);
        assertThat(startup).isGreaterThan(keys.indexOf("compute"));
        assertThat(c.getStartXValue(startup, 0)).isCloseTo(2, within(1e-9));
        assertThat(c.getEndXValue(startup, 0)).isCloseTo(3, within(1e-9));
    }

    @Test
    void exportedDataCarriesThem() {
        GanttData g = gantt(worker(2, 1));
        DataTable t = g.table();
        assertThat(t.rows()).anyMatch(r -> r.get(2).equals("release") && r.get(1).equals("1"))
                .anyMatch(r -> r.get(2).equals("startup") && r.get(1).equals("1"));
    }
}
