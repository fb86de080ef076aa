package org.dltexplorer.app.chart;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.labels.StandardXYToolTipGenerator;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYIntervalSeries;
import org.jfree.data.xy.XYIntervalSeriesCollection;

/** A {@link LoadHistogram} as bars over load (a log axis for log bins), height = processors in the bin. */
public final class LoadHistogramChartBuilder {

    private LoadHistogramChartBuilder() {
    }

    public static JFreeChart build(LoadHistogram data, ChartStyle style) {
        XYIntervalSeries series = new XYIntervalSeries("processors");
        for (LoadHistogram.Bin b : data.bins()) {
            double mid = data.logBins() ? Math.sqrt(b.low() * b.high()) : (b.low() + b.high()) / 2;
            series.add(mid, b.low(), b.high(), b.count(), 0, b.count());
        }
        XYIntervalSeriesCollection ds = new XYIntervalSeriesCollection();
        ds.addSeries(series);
        String xLabel = "load per processor [load units]" + (data.logBins() ? ", log bins" : "");
        ValueAxis x = data.logBins() ? Axes.log(xLabel) : Axes.linear(xLabel, false, false);
        org.jfree.chart.axis.NumberAxis y = Axes.linear("processors with this load", true, false);
        y.setAutoRangeIncludesZero(true); // bar heights are counts: an axis from 15 made a bin of 20 look 5 times one of 16
        XYBarRenderer r = new XYBarRenderer();
        r.setBarPainter(new StandardXYBarPainter());
        r.setShadowVisible(false);
        r.setSeriesPaint(0, style.barPaint());
        r.setDrawBarOutline(true);
        r.setSeriesOutlinePaint(0, style.outlinePaint());
        r.setDefaultToolTipGenerator(new StandardXYToolTipGenerator("load ≈ {1}: {2} processors",
                java.text.NumberFormat.getInstance(), java.text.NumberFormat.getIntegerInstance()));
        XYPlot plot = new XYPlot(ds, x, y, r);
        JFreeChart chart = new JFreeChart(data.title(), JFreeChart.DEFAULT_TITLE_FONT, plot, false);
        chart.addSubtitle(new TextTitle(data.usedWords() + "; too many to draw one bar each, so their loads are counted in "
                + data.bins().size() + (data.logBins() ? " logarithmic" : "") + " bins; idle processors not counted"));
        style.apply(chart);
        return chart;
    }
}
