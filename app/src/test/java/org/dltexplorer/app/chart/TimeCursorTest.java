package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Solvers;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.junit.jupiter.api.Test;

class TimeCursorTest {

    private static JFreeChart gantt() {
        Scenario s = ChartScenarios.chain(4, 1);
        Schedule schedule = Solvers.standard().solve(s);
        return GanttChartBuilder.build(GanttData.of("chain", schedule, 4), ChartStyle.SCREEN);
    }

    private static int domainMarkers(JFreeChart chart) {
        var m = ((XYPlot) chart.getPlot()).getDomainMarkers(Layer.FOREGROUND);
        return m == null ? 0 : m.size();
    }

    @Test
    void oneMarkerMovesOnTheTimeAxisAndNaNRemovesIt() {
        JFreeChart chart = gantt();
        assertThat(TimeCursor.markerOn(chart)).isNull();
        TimeCursor c = GanttChartBuilder.withTimeCursor(chart, 0.25);
        assertThat(TimeCursor.markerOn(chart).getValue()).isEqualTo(0.25);
        c.moveTo(0.5);
        assertThat(TimeCursor.markerOn(chart).getValue()).isEqualTo(0.5);
        assertThat(domainMarkers(chart)).as("moved, not added again").isEqualTo(1);
        c.moveTo(Double.NaN);
        assertThat(TimeCursor.markerOn(chart)).isNull();
        assertThat(c.time()).isNaN();
        c.moveTo(0.75);
        assertThat(TimeCursor.markerOn(chart).getValue()).isEqualTo(0.75);
    }

    @Test
    void attachingToARebuiltChartCarriesTheTimeOverAndLeavesTheOldOne() {
        JFreeChart first = gantt();
        TimeCursor c = GanttChartBuilder.withTimeCursor(first, 0.3);
        JFreeChart second = gantt();
        c.attach(second);
        assertThat(TimeCursor.markerOn(first)).isNull();
        assertThat(TimeCursor.markerOn(second).getValue()).isEqualTo(0.3);
        c.attach(null);
        assertThat(c.time()).isNaN();
        assertThat(TimeCursor.markerOn(second)).isNull();
    }
}
