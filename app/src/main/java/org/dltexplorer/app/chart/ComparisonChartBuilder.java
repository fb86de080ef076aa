package org.dltexplorer.app.chart;

import java.util.LinkedHashSet;
import java.util.Set;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.TextAnchor;

/**
 * The variants' Gantt diagrams stacked on one shared time axis, so makespans compare by eye. Each panel is the plot
 * {@link GanttChartBuilder} draws for that variant (same lanes, colours and style), named with its makespan in its
 * top right corner (an axis label would not fit a short panel); panels are as tall as they have rows.
 */
public final class ComparisonChartBuilder {

    private ComparisonChartBuilder() {
    }

    public static JFreeChart build(ComparisonGantts data, ChartStyle style) {
        NumberAxis time = Axes.linear("time [time units]", false, false);
        time.setAutoRangeIncludesZero(true);
        CombinedDomainXYPlot plot = new SharedLegendPlot(time);
        plot.setGap(8);
        double span = data.timeSpan();
        for (ComparisonGantts.Panel p : data.panels()) {
            XYPlot sub = GanttChartBuilder.build(p.gantt(), style).getXYPlot();
            // the time axis ends at the longest makespan; the rows' axis starts at -0.5 (inverted: the top)
            XYTextAnnotation name = new XYTextAnnotation(p.name() + " — makespan " + CurveSweeps.format(p.gantt().makespan()),
                    span, -0.5);
            name.setTextAnchor(TextAnchor.TOP_RIGHT);
            name.setFont(sub.getRangeAxis().getLabelFont().deriveFont(java.awt.Font.BOLD));
            name.setBackgroundPaint(new java.awt.Color(255, 255, 255, 220));
            sub.addAnnotation(name);
            plot.add(sub, Math.max(2, p.gantt().rows()));
        }
        if (span > 0) {
            time.setRange(0.0, span);
        }
        JFreeChart chart = new JFreeChart(data.title(), JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        style.apply(chart);
        return chart;
    }

    /** The name drawn on each panel of a chart from {@link #build}, top to bottom (for tests). */
    public static java.util.List<String> panelNames(JFreeChart chart) {
        java.util.List<String> out = new java.util.ArrayList<>();
        if (chart.getPlot() instanceof CombinedDomainXYPlot c) {
            for (XYPlot sub : c.getSubplots()) {
                sub.getAnnotations().stream().filter(a -> a instanceof XYTextAnnotation)
                        .forEach(a -> out.add(((XYTextAnnotation) a).getText()));
            }
        }
        return out;
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
