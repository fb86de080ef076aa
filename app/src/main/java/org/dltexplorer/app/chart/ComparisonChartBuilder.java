package org.dltexplorer.app.chart;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.labels.StandardCategoryToolTipGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.category.DefaultCategoryDataset;

/** Makespan per strategy variant as bars; a variant without a schedule has no bar (its value is left out). */
public final class ComparisonChartBuilder {

    static final String SERIES = "makespan";

    private ComparisonChartBuilder() {
    }

    /** One row ({@link #SERIES}), one column per variant; variants without a finite makespan are absent values. */
    public static DefaultCategoryDataset dataset(ComparisonBars data) {
        DefaultCategoryDataset ds = new DefaultCategoryDataset();
        for (ComparisonBars.Bar b : data.bars()) {
            ds.addValue(Double.isFinite(b.makespan()) ? b.makespan() : null, SERIES, b.name());
        }
        return ds;
    }

    private static NumberAxis zeroBased(String label) {
        NumberAxis a = Axes.linear(label, false, false);
        a.setAutoRangeIncludesZero(true);
        return a;
    }

    public static JFreeChart build(ComparisonBars data, ChartStyle style) {
        BarRenderer r = new BarRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setSeriesPaint(0, style.barPaint());
        r.setDrawBarOutline(style.publication());
        r.setSeriesOutlinePaint(0, style.outlinePaint());
        r.setMaximumBarWidth(0.2);
        r.setDefaultToolTipGenerator(new StandardCategoryToolTipGenerator("{1}: makespan {2}", java.text.NumberFormat.getInstance()));
        CategoryPlot plot = new CategoryPlot(dataset(data), Axes.categories("strategy"), zeroBased("makespan C_max [time units]"), r);
        plot.setOrientation(PlotOrientation.VERTICAL);
        JFreeChart chart = new JFreeChart(data.title(), JFreeChart.DEFAULT_TITLE_FONT, plot, false);
        style.apply(chart);
        return chart;
    }
}
