package org.dltexplorer.app.chart.map;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Paint;
import java.awt.geom.Path2D;
import org.dltexplorer.app.chart.Axes;
import org.dltexplorer.app.chart.Figures;
import org.dltexplorer.app.chart.MathText;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.PaintScale;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.PaintScaleLegend;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.data.Range;

/**
 * A heat map of a {@link MapData} as a chart, for {@code dlt map} and the Map view alike: one cell per point in the
 * viridis palette ({@link Viridis}) on the metric's colour scale ({@link MapScale}), iso-lines at the colour bar's
 * labelled values, a colour bar on the right with the metric's name, points not solved hatched with one legend entry
 * ("not solved") below the plot. No other text in the plot: why points were not solved goes to
 * {@link MapData#notes}.
 */
public final class HeatMapChartBuilder {

    /** The legend entry of hatched cells. */
    public static final String NOT_SOLVED = "not solved";

    private HeatMapChartBuilder() {
    }

    /** The chart of {@code data} as {@code options} say (metric, iso-lines, style, title). */
    public static JFreeChart build(MapData data, MapFigureOptions options) {
        MapMetric metric = options.metric();
        MapScale scale = scale(data, metric);
        XYPlot plot = new XYPlot();
        plot.setDomainAxis(axis(data.x()));
        plot.setRangeAxis(axis(data.y()));
        plot.setDomainGridlinesVisible(false);
        plot.setRangeGridlinesVisible(false);
        plot.setAxisOffset(RectangleInsets.ZERO_INSETS);
        plot.addAnnotation(new HeatCells(data, metric, scale), false);
        if (options.isoLines()) {
            plot.addAnnotation(new IsoLineLayer(data, metric, scale), false);
        }
        JFreeChart chart = new JFreeChart(data.title(), JFreeChart.DEFAULT_TITLE_FONT, plot, false);
        if (hasHatched(data, metric)) {
            LegendTitle legend = new LegendTitle(() -> {
                LegendItemCollection items = new LegendItemCollection();
                items.add(notSolvedItem());
                return items;
            });
            legend.setPosition(RectangleEdge.BOTTOM);
            chart.addSubtitle(legend);
        }
        Figures.titled(chart, options.title(), options.style());
        chart.addSubtitle(colourBar(scale, metric, plot));
        compact(plot);
        return chart;
    }

    /**
     * Less air around the axes' texts than JFreeChart's defaults: a map shares its width with a colour bar, and at 4 cm
     * the defaults would leave the cells no room.
     */
    private static void compact(XYPlot plot) {
        plot.setInsets(new RectangleInsets(4, 2, 4, 4));
        for (ValueAxis a : new ValueAxis[] {plot.getDomainAxis(), plot.getRangeAxis()}) {
            a.setTickLabelInsets(TICK_LABEL_INSETS);
            a.setLabelInsets(LABEL_INSETS);
        }
    }

    private static final RectangleInsets TICK_LABEL_INSETS = new RectangleInsets(2, 2, 2, 2);
    private static final RectangleInsets LABEL_INSETS = new RectangleInsets(3, 2, 2, 2);

    /** The colour scale {@code data} is drawn on in {@code metric}: the same for the chart and the PGFPlots file. */
    public static MapScale scale(MapData data, MapMetric metric) {
        return MapScale.of(data.values(metric), metric.integer());
    }

    /** Whether some answered point has no value of {@code metric}: then the legend has its one entry. */
    public static boolean hasHatched(MapData data, MapMetric metric) {
        for (int iy = 0; iy < data.y().size(); iy++) {
            for (int ix = 0; ix < data.x().size(); ix++) {
                if (data.hatched(metric, ix, iy)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * An axis over the cells' full extent, labelled with the parameter's quantity, symbol and unit. Logarithmic when the grid was spaced so and holds two powers of ten at least
     * (a log axis is labelled at powers of ten; with one it would have a single label, with none no label at all).
     */
    private static ValueAxis axis(MapData.Axis a) {
        double[] e = a.edges();
        double lo = Math.min(e[0], e[e.length - 1]);
        double hi = Math.max(e[0], e[e.length - 1]);
        ValueAxis axis = Axes.shortForms(logAxis(a) ? Axes.log(a.title()) : Axes.linear(a.title(), a.integer(), false),
                a.shortTitle(), a.label());
        axis.setAutoRange(false);
        axis.setRange(new Range(lo, hi), false, false);
        return axis;
    }

    /** Whether {@code a} is drawn logarithmic, in every format: spaced so, with two powers of ten inside its cells. */
    public static boolean logAxis(MapData.Axis a) {
        double[] e = a.edges();
        double lo = Math.log10(Math.min(e[0], e[e.length - 1]));
        double hi = Math.log10(Math.max(e[0], e[e.length - 1]));
        return a.log() && Math.floor(hi + 1e-9) - Math.ceil(lo - 1e-9) >= 1;
    }

    /** The colour bar: a strip of the palette on the right, its axis labelled with the metric. */
    private static PaintScaleLegend colourBar(MapScale scale, MapMetric metric, XYPlot plot) {
        ValueAxis like = plot.getDomainAxis();
        // a log bar is a linear axis of the exponent, labelled 10ᵏ: the strip is drawn in equal steps of its axis, and
        // equal steps of the value would paint the lowest decades in a few coarse bands
        NumberAxis axis = Axes.linear(metric.label(), metric.shortLabel(), metric.integer() || scale.log(), false);
        if (scale.log()) {
            axis.setNumberFormatOverride(new PowerOfTen());
        }
        axis.setAutoRange(false);
        axis.setRange(new Range(ViridisScale.coordinate(scale, scale.lo()), ViridisScale.coordinate(scale, scale.hi())), false,
                false);
        // the same fonts as the plot's axes, which the chart's style has set
        axis.setLabelFont(like.getLabelFont());
        axis.setTickLabelFont(like.getTickLabelFont());
        axis.setLabelPaint(Color.BLACK);
        axis.setTickLabelPaint(Color.BLACK);
        ColourBar bar = new ColourBar(new ViridisScale(scale), axis, metric.shortLabel(), plot);
        bar.setAxisLocation(AxisLocation.BOTTOM_OR_RIGHT);
        bar.setStripOutlineVisible(true);
        bar.setStripOutlinePaint(Color.BLACK);
        bar.setSubdivisionCount(Viridis.SIZE);
        bar.setAxisOffset(2);
        axis.setTickLabelInsets(TICK_LABEL_INSETS);
        axis.setLabelInsets(LABEL_INSETS);
        bar.setBackgroundPaint(null);
        // silent from now on: arrange() and draw() set its strip and margins while the chart is drawn, and a change event then would have the
        // window's canvas draw the chart again from inside the drawing, without end
        bar.setNotify(false);
        return bar;
    }

    /** The one legend entry: a hatched square, as the cells are drawn. */
    private static LegendItem notSolvedItem() {
        double h = 4;
        Path2D.Double shape = new Path2D.Double();
        shape.append(new java.awt.geom.Rectangle2D.Double(-h, -h, 2 * h, 2 * h), false);
        // the lines x + y = c inside the square, spaced as the cells' hatching
        for (double c = -2 * h + HeatCells.HATCH_SPACING / 2; c < 2 * h; c += HeatCells.HATCH_SPACING) {
            double x1 = Math.max(-h, c - h);
            double x2 = Math.min(h, c + h);
            shape.moveTo(x1, c - x1);
            shape.lineTo(x2, c - x2);
        }
        return new LegendItem(NOT_SOLVED, NOT_SOLVED, null, null, true, shape, false, Color.WHITE, true, HeatCells.HATCH,
                new BasicStroke(HeatCells.HATCH_WIDTH), false, shape, new BasicStroke(0f), Color.BLACK);
    }

    /** The palette along the colour bar's axis: the value, or its exponent on a log scale. */
    private record ViridisScale(MapScale scale) implements PaintScale {

        /** Where {@code v} lies on the bar's axis. */
        static double coordinate(MapScale scale, double v) {
            return scale.log() ? Math.log10(v) : v;
        }

        @Override
        public double getLowerBound() {
            return coordinate(scale, scale.lo());
        }

        @Override
        public double getUpperBound() {
            return coordinate(scale, scale.hi());
        }

        @Override
        public Paint getPaint(double value) {
            return Viridis.color(scale.fraction(scale.log() ? Math.pow(10, value) : value));
        }
    }

    /** Labels of an exponent axis: 2 → 10². */
    private static final class PowerOfTen extends java.text.NumberFormat {

        @Override
        public StringBuffer format(double v, StringBuffer to, java.text.FieldPosition pos) {
            return to.append("10").append(MathText.superscript((int) Math.round(v)));
        }

        @Override
        public StringBuffer format(long v, StringBuffer to, java.text.FieldPosition pos) {
            return format((double) v, to, pos);
        }

        @Override
        public Number parse(String source, java.text.ParsePosition pos) {
            throw new UnsupportedOperationException("tick labels are written, never read");
        }
    }
}
