package org.dltexplorer.app.chart;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.labels.StandardXYToolTipGenerator;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYItemRendererState;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/** Line charts of a {@link CurveSet}: one line with markers per curve, log axes where the set asks for them. */
public final class CurveChartBuilder {

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
        MarkerSpacing markers = new MarkerSpacing(same, style.seriesShape(0).getBounds2D().getWidth());
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true) {
            @Override
            public XYItemRendererState initialise(Graphics2D g2, Rectangle2D dataArea, XYPlot plot, XYDataset data,
                    PlotRenderingInfo info) {
                markers.layOut(plot, data, dataArea); // how close the points lie depends on the size drawn at
                return super.initialise(g2, dataArea, plot, data, info);
            }

            /** Whether {@link #getLegendItem} is asking: JFreeChart shows an entry's marker if the first point has one. */
            private boolean legend;

            @Override
            public LegendItem getLegendItem(int datasetIndex, int series) {
                legend = true;
                try {
                    return super.getLegendItem(datasetIndex, series);
                } finally {
                    legend = false;
                }
            }

            @Override
            public boolean getItemShapeVisible(int series, int item) {
                // points closer than a marker and a half: every k-th; coinciding curves in turns, so both show. Every
                // legend entry shows its curve's marker, wherever the curve's markers start
                return legend || markers.marked(series, item);
            }
        };
        r.setLegendItemLabelGenerator((dataset, series) -> same.legend(series));
        for (int i = 0; i < ds.getSeriesCount(); i++) {
            r.setSeriesPaint(i, style.seriesPaint(i));
            r.setSeriesStroke(i, style.seriesStroke(i));
            r.setSeriesShape(i, style.seriesShape(i));
            r.setSeriesShapesFilled(i, style.filledMarkers());
            // a curve with no point drawn has no legend entry: an entry for nothing misleads (its points are in the notes)
            r.setSeriesVisibleInLegend(i, ds.getItemCount(i) > 0);
        }
        r.setUseFillPaint(!style.filledMarkers());
        r.setDefaultFillPaint(java.awt.Color.WHITE);
        r.setDefaultToolTipGenerator(new StandardXYToolTipGenerator());
        ValueAxis y = axis(set.yLabel(), logAxis(set, false));
        if (set.yRange() != null) {
            y.setRange(set.yRange().from(), set.yRange().to()); // the user's range; points beyond it are clipped
        }
        XYPlot plot = new XYPlot(ds, axis(set.xLabel(), logAxis(set, true)), y, r);
        JFreeChart chart = new JFreeChart(set.title(), JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        // notes (points not solved) stay out of the figure: they are warnings and caption text (CurveSet#notes)
        style.apply(chart);
        return chart;
    }

    private static ValueAxis axis(String label, boolean log) {
        return log ? Axes.log(label) : Axes.linear(label, wholeNumbers(label), true);
    }

    /** Whether an axis of {@code label} counts (processors, layers): its ticks are whole numbers. */
    public static boolean wholeNumbers(String label) {
        return label.startsWith("processor") || label.startsWith(CurveOverlay.LAYER_LABEL);
    }

    /**
     * Whether the x (or y) axis of {@code set} is drawn logarithmic, in every format (PDF, SVG, PNG and PGFPlots alike):
     * when the set asks for it and the drawn points span at least {@link #LOG_FROM}; under three decades a log axis has
     * too few decades to label, and round linear ticks read better. A y range the user chose decides by its own
     * ends (a range from 0 is linear).
     */
    public static boolean logAxis(CurveSet set, boolean x) {
        if (!(x ? set.logX() : set.logY())) {
            return false;
        }
        if (!x && set.yRange() != null) {
            return set.yRange().from() > 0 && !(set.yRange().to() / set.yRange().from() < LOG_FROM);
        }
        XYSeriesCollection ds = dataset(set);
        double lo = x ? ds.getDomainLowerBound(false) : ds.getRangeLowerBound(false);
        double hi = x ? ds.getDomainUpperBound(false) : ds.getRangeUpperBound(false);
        return !(hi / lo < LOG_FROM); // no points (NaN): as the set asks
    }
}
