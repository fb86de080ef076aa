package org.dltexplorer.app.chart;

import java.util.LinkedHashSet;
import java.util.Set;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;

/**
 * The variants' Gantt diagrams stacked on one shared time axis, so makespans compare by eye. Each panel is the plot
 * {@link GanttChartBuilder} draws for that variant (same lanes, colours and style), its row axis named after the
 * variant; panels are as tall as they have rows.
 */
public final class ComparisonChartBuilder {

    private ComparisonChartBuilder() {
    }

    public static JFreeChart build(ComparisonGantts data, ChartStyle style) {
        NumberAxis time = Axes.linear("time [time units]", false, false);
        time.setAutoRangeIncludesZero(true);
        CombinedDomainXYPlot plot = new SharedLegendPlot(time);
        plot.setGap(8);
        for (ComparisonGantts.Panel p : data.panels()) {
            XYPlot sub = GanttChartBuilder.build(p.gantt(), style).getXYPlot();
            sub.getRangeAxis().setLabel(p.name() + " — " + CurveSweeps.format(p.gantt().makespan()));
            plot.add(sub, Math.max(2, p.gantt().rows()));
        }
        double span = data.timeSpan();
        if (span > 0) {
            time.setRange(0.0, span);
        }
        JFreeChart chart = new JFreeChart(data.title(), JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        style.apply(chart);
        return chart;
    }

    /** The number of stacked panels of a chart from {@link #build} (for tests). */
    public static int panels(JFreeChart chart) {
        return chart.getPlot() instanceof CombinedDomainXYPlot c ? c.getSubplots().size() : 0;
    }

    /** Every panel draws the same activities: the legend names each once. */
    private static final class SharedLegendPlot extends CombinedDomainXYPlot {

        private static final long serialVersionUID = 1L;

        SharedLegendPlot(NumberAxis time) {
            super(time);
        }

        @Override
        public LegendItemCollection getLegendItems() {
            LegendItemCollection all = super.getLegendItems();
            LegendItemCollection once = new LegendItemCollection();
            Set<String> seen = new LinkedHashSet<>();
            for (int i = 0; i < all.getItemCount(); i++) {
                LegendItem item = all.get(i);
                if (seen.add(item.getLabel())) {
                    once.add(item);
                }
            }
            return once;
        }
    }
}
