package org.dltexplorer.app.chart.map;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.jfree.chart.annotations.AbstractXYAnnotation;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;

/**
 * The iso-lines of a heat map at its scale's levels ({@link MapScale#levels()}), traced on the metric (its logarithm
 * on a log scale) by {@link IsoLines}. A line is black where its colour is light and white where it is dark, so it
 * shows on the cells around it; no label: its value is a labelled tick of the colour bar.
 */
final class IsoLineLayer extends AbstractXYAnnotation {

    static final float WIDTH = 0.6f;
    /** Above this CIE L* a line is drawn black, below it white. */
    private static final double LIGHT = 60;

    private final MapData data;
    private final double[] field;
    private final MapScale scale;

    IsoLineLayer(MapData data, MapMetric metric, MapScale scale) {
        this.data = data;
        this.scale = scale;
        double[] v = data.values(metric);
        if (scale.log()) {
            for (int i = 0; i < v.length; i++) {
                v[i] = v[i] > 0 ? Math.log10(v[i]) : Double.NaN;
            }
        }
        this.field = v;
    }

    /** The segments of every level, in fractional grid indices, for the PGFPlots export. */
    List<IsoLines.Segment> segments(double level) {
        return IsoLines.segments(data.x().size(), data.y().size(), field, scale.log() ? Math.log10(level) : level);
    }

    @Override
    public void draw(Graphics2D g2, XYPlot plot, Rectangle2D area, ValueAxis domainAxis, ValueAxis rangeAxis,
            int rendererIndex, PlotRenderingInfo info) {
        Shape clip = g2.getClip();
        g2.clip(area);
        g2.setStroke(new BasicStroke(WIDTH, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (double level : scale.levels()) {
            Path2D.Double path = new Path2D.Double();
            for (IsoLines.Segment s : segments(level)) {
                path.moveTo(domainAxis.valueToJava2D(data.x().at(s.x1()), area, plot.getDomainAxisEdge()),
                        rangeAxis.valueToJava2D(data.y().at(s.y1()), area, plot.getRangeAxisEdge()));
                path.lineTo(domainAxis.valueToJava2D(data.x().at(s.x2()), area, plot.getDomainAxisEdge()),
                        rangeAxis.valueToJava2D(data.y().at(s.y2()), area, plot.getRangeAxisEdge()));
            }
            g2.setPaint(color(level));
            g2.draw(path);
        }
        g2.setClip(clip);
    }

    /** Black on light cells, white on dark ones. */
    Color color(double level) {
        return Viridis.lightness(Viridis.index(scale.fraction(level))) > LIGHT ? Color.BLACK : Color.WHITE;
    }
}
