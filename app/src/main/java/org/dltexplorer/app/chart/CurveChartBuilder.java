package org.dltexplorer.app.chart;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.labels.StandardXYToolTipGenerator;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/** Line charts of a {@link CurveSet}: one line with markers per curve, log axes where the set asks for them. */
public final class CurveChartBuilder {

    /** At most this many notes are shown under the title; all of them stay in the data. */
    static final int MAX_NOTES = 3;
    /** A log axis needs at least this ratio of its ends: three decades, four labelled powers of ten. */
    static final double LOG_FROM = 1000.0;

    private CurveChartBuilder() {
    }

    /** The drawn points: solved ones with finite coordinates (and positive ones on a log axis). */
    public static XYSeriesCollection dataset(CurveSet set) {
        XYSeriesCollection c = new XYSeriesCollection();
        for (CurveSet.Curve curve : set.curves()) {
            XYSeries s = new XYSeries(curve.name(), false, true);
            for (CurveSet.Point p : curve.drawn()) {
                if ((!set.logX() || p.x() > 0) && (!set.logY() || p.y() > 0)) {
                    s.add(p.x(), p.y());
                }
            }
            c.addSeries(s);
        }
        return c;
    }

    public static JFreeChart build(CurveSet set, ChartStyle style) {
        XYSeriesCollection ds = dataset(set);
        Coincidence same = Coincidence.of(set);
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true) {
            @Override
            public boolean getItemShapeVisible(int series, int item) {
                // coinciding curves: markers at alternate points, so both show
                return !same.coincides(series) || item % 2 == (same.onEarlier(series) ? 1 : 0);
            }
        };
        r.setLegendItemLabelGenerator((dataset, series) -> same.legend(series));
        for (int i = 0; i < ds.getSeriesCount(); i++) {
            r.setSeriesPaint(i, style.seriesPaint(i));
            r.setSeriesStroke(i, style.seriesStroke(i));
            r.setSeriesShape(i, style.seriesShape(i));
            r.setSeriesShapesFilled(i, style.filledMarkers());
        }
        r.setUseFillPaint(!style.filledMarkers());
        r.setDefaultFillPaint(java.awt.Color.WHITE);
        r.setDefaultToolTipGenerator(new StandardXYToolTipGenerator());
        XYPlot plot = new XYPlot(ds, axis(set.xLabel(), set.logX(), ds, true), axis(set.yLabel(), set.logY(), ds, false), r);
        JFreeChart chart = new JFreeChart(set.title(), JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        set.notes().stream().limit(MAX_NOTES).forEach(n -> chart.addSubtitle(new TextTitle(n)));
        style.apply(chart);
        return chart;
    }

    private static ValueAxis axis(String label, boolean log, XYSeriesCollection ds, boolean x) {
        if (log) {
            double lo = x ? ds.getDomainLowerBound(false) : ds.getRangeLowerBound(false);
            double hi = x ? ds.getDomainUpperBound(false) : ds.getRangeUpperBound(false);
            if (hi / lo >= LOG_FROM) {
                return Axes.log(label);
            }
            // under three decades a log axis has too few decades to label: round linear ticks read better
        }
        return Axes.linear(label, x && label.equals(CurveSweeps.PROCESSORS_LABEL), true);
    }
}
