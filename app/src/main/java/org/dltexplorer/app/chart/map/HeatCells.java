package org.dltexplorer.app.chart.map;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.annotations.AbstractXYAnnotation;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.RectangleEdge;

/**
 * The cells of a heat map: each point's cell filled with its colour, runs of one colour along a row as one rectangle
 * (a 200 × 200 map is a few thousand shapes in a PDF, not 40 000), and the cells of points not solved white with
 * diagonal hatching that runs on across neighbouring cells. Points not answered yet are left to the background.
 */
final class HeatCells extends AbstractXYAnnotation {

    /** Hatching: line spacing and width in points, dark grey (reads on white, in grey and in colour). */
    static final double HATCH_SPACING = 3.0;
    static final float HATCH_WIDTH = 0.5f;
    static final Color HATCH = new Color(0x404040);
    /** Cells overlap their neighbours by this much (points): no hairline seams where anti-aliased edges meet. */
    private static final double OVERLAP = 0.3;
    private static final int HATCHED = -1;
    private static final int PENDING = -2;

    private final MapData data;
    private final MapMetric metric;
    private final MapScale scale;

    HeatCells(MapData data, MapMetric metric, MapScale scale) {
        this.data = data;
        this.metric = metric;
        this.scale = scale;
    }

    @Override
    public void draw(Graphics2D g2, XYPlot plot, Rectangle2D area, ValueAxis domainAxis, ValueAxis rangeAxis,
            int rendererIndex, PlotRenderingInfo info) {
        double[] xs = java2D(data.x().edges(), domainAxis, area, plot.getDomainAxisEdge());
        double[] ys = java2D(data.y().edges(), rangeAxis, area, plot.getRangeAxisEdge());
        int nx = data.x().size();
        Shape clip = g2.getClip();
        g2.clip(area);
        for (int iy = 0; iy < data.y().size(); iy++) {
            double top = Math.min(ys[iy], ys[iy + 1]);
            double height = Math.abs(ys[iy + 1] - ys[iy]);
            int ix = 0;
            while (ix < nx) {
                int kind = kind(ix, iy);
                int end = ix + 1;
                while (end < nx && kind(end, iy) == kind) {
                    end++;
                }
                double left = Math.min(xs[ix], xs[end]);
                Rectangle2D run = new Rectangle2D.Double(left - OVERLAP, top - OVERLAP,
                        Math.abs(xs[end] - xs[ix]) + 2 * OVERLAP, height + 2 * OVERLAP);
                if (kind >= 0) {
                    g2.setPaint(new Color(Viridis.rgb(kind)));
                    g2.fill(run);
                } else if (kind == HATCHED) {
                    hatch(g2, run);
                }
                ix = end;
            }
        }
        g2.setClip(clip);
    }

    /** The palette index of a point's colour, or {@link #HATCHED} or {@link #PENDING}. */
    private int kind(int ix, int iy) {
        if (!data.answered(ix, iy)) {
            return PENDING;
        }
        double v = data.value(metric, ix, iy);
        return Double.isNaN(v) ? HATCHED : Viridis.index(scale.fraction(v));
    }

    /** White, with lines x + y = k·spacing: one pattern over the whole plot, so hatched neighbours join up. */
    static void hatch(Graphics2D g2, Rectangle2D cell) {
        g2.setPaint(Color.WHITE);
        g2.fill(cell);
        Shape clip = g2.getClip();
        g2.clip(cell);
        g2.setPaint(HATCH);
        g2.setStroke(new BasicStroke(HATCH_WIDTH));
        double from = Math.floor((cell.getMinX() + cell.getMinY()) / HATCH_SPACING) * HATCH_SPACING;
        double to = cell.getMaxX() + cell.getMaxY();
        for (double k = from; k <= to; k += HATCH_SPACING) {
            g2.draw(new Line2D.Double(k - cell.getMaxY(), cell.getMaxY(), k - cell.getMinY(), cell.getMinY()));
        }
        g2.setClip(clip);
    }

    private static double[] java2D(double[] values, ValueAxis axis, Rectangle2D area, RectangleEdge edge) {
        double[] out = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = axis.valueToJava2D(values[i], area, edge);
        }
        return out;
    }
}
