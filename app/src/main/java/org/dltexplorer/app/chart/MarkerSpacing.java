package org.dltexplorer.app.chart;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;

/**
 * Which points of a curve chart carry a marker. A curve is drawn through all its points, but a marker on each of 31
 * points 2 pt apart (a chart 4 cm wide) merged into one black band, which says neither which curve it is nor where its
 * points are. Where the points lie closer than {@link #AIR} marker widths apart on the page (their median distance,
 * measured where the chart is laid out), only every {@code k}-th point of a curve carries a marker, {@code k} the least
 * stride that keeps them that far apart; the curves start their strides at different points, so that parallel curves
 * do not stack their markers at the same x. Curves that coincide ({@link Coincidence}) share their points in turns: the
 * earlier one every {@code 2k}-th point from the first, the other {@code k} points later (every other point at
 * {@code k = 1}, as before).
 */
final class MarkerSpacing {

    /** The least distance between two markers of a curve, in marker widths: half a marker of air between them. */
    static final double AIR = 1.5;

    private final Coincidence same;
    private final double markerWidth;
    private int stride = 1;
    private int curves = 1;

    /** For curves of {@code markerWidth} points wide markers that coincide as {@code same} says. */
    MarkerSpacing(Coincidence same, double markerWidth) {
        this.same = same;
        this.markerWidth = markerWidth;
    }

    /** Measures the points of {@code data} as {@code plot} places them on {@code dataArea}: called before each drawing. */
    void layOut(XYPlot plot, XYDataset data, Rectangle2D dataArea) {
        List<Double> gaps = new ArrayList<>();
        for (int s = 0; s < data.getSeriesCount(); s++) {
            for (int i = 1; i < data.getItemCount(s); i++) {
                double gap = distance(plot, data, dataArea, s, i - 1, i);
                if (Double.isFinite(gap)) {
                    gaps.add(gap);
                }
            }
        }
        curves = Math.max(1, data.getSeriesCount());
        if (gaps.isEmpty()) {
            stride = 1;
            return;
        }
        Collections.sort(gaps);
        double median = gaps.get(gaps.size() / 2);
        stride = median <= 0 ? Integer.MAX_VALUE / 4 : (int) Math.max(1, Math.ceil(AIR * markerWidth / median - 1e-9));
    }

    /** Every how many points a curve carries a marker, as of the last {@link #layOut}. */
    int stride() {
        return stride;
    }

    /** Whether point {@code item} of curve {@code series} carries a marker. */
    boolean marked(int series, int item) {
        if (same.coincides(series)) {
            return item % (2 * stride) == (same.onEarlier(series) ? stride : 0);
        }
        return item % stride == (int) ((long) series * stride / curves);
    }

    private static double distance(XYPlot plot, XYDataset data, Rectangle2D area, int s, int a, int b) {
        double x0 = plot.getDomainAxis().valueToJava2D(data.getXValue(s, a), area, plot.getDomainAxisEdge());
        double x1 = plot.getDomainAxis().valueToJava2D(data.getXValue(s, b), area, plot.getDomainAxisEdge());
        double y0 = plot.getRangeAxis().valueToJava2D(data.getYValue(s, a), area, plot.getRangeAxisEdge());
        double y1 = plot.getRangeAxis().valueToJava2D(data.getYValue(s, b), area, plot.getRangeAxisEdge());
        return Math.hypot(x1 - x0, y1 - y0);
    }
}
