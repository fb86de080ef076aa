package org.dltexplorer.app.chart.map;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.annotations.AbstractXYAnnotation;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;

/**
 * The iso-lines of a heat map at its scale's levels ({@link MapScale#levels()}), traced by {@link MapField}: black on
 * light cells, white on dark ones; no label, since a line's value is a labelled tick of the colour bar.
 */
final class IsoLineLayer extends AbstractXYAnnotation {

    static final float WIDTH = 0.6f;

    private final MapData data;
    private final MapField field;
    private final MapScale scale;

    IsoLineLayer(MapData data, MapMetric metric, MapScale scale) {
        this.data = data;
        this.scale = scale;
        this.field = MapField.of(data, metric, scale);
    }

    @Override
    public void draw(Graphics2D g2, XYPlot plot, Rectangle2D area, ValueAxis domainAxis, ValueAxis rangeAxis,
            int rendererIndex, PlotRenderingInfo info) {
        Shape clip = g2.getClip();
        g2.clip(area);
        g2.setStroke(new BasicStroke(WIDTH, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (double level : scale.levels()) {
            Path2D.Double path = new Path2D.Double();
            for (IsoLines.Segment s : field.segments(level)) {
                path.moveTo(domainAxis.valueToJava2D(data.x().at(s.x1()), area, plot.getDomainAxisEdge()),
                        rangeAxis.valueToJava2D(data.y().at(s.y1()), area, plot.getRangeAxisEdge()));
                path.lineTo(domainAxis.valueToJava2D(data.x().at(s.x2()), area, plot.getDomainAxisEdge()),
                        rangeAxis.valueToJava2D(data.y().at(s.y2()), area, plot.getRangeAxisEdge()));
            }
            g2.setPaint(field.dark(level) ? Color.WHITE : Color.BLACK);
            g2.draw(path);
        }
        g2.setClip(clip);
    }
}
