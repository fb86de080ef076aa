package org.dltexplorer.app.chart.map;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.axis.AxisSpace;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.block.RectangleConstraint;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.PaintScale;
import org.jfree.chart.title.PaintScaleLegend;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.Size2D;

/**
 * A heat map's colour bar on the right whose strip spans the cells' height, no more: JFreeChart gives a subtitle on the
 * right the chart's whole height below the title, and the strip ran down beside the x axis's tick labels and label (its
 * 10⁰ level across from "load V"). When it is drawn, its top and bottom margins take the plot's insets and the room the
 * plot's x axis reserves, measured as the plot measures it. On a narrow figure (a thumbnail) the strip is thinner and
 * has less air, which leaves the cells room.
 */
final class ColourBar extends PaintScaleLegend {

    /** Width of the strip, in points. */
    static final double BAR_WIDTH = 10;
    /** Below this width (points, about 7 cm) a figure is narrow: its strip is {@link #NARROW_BAR_WIDTH} thin. */
    static final double NARROW = 200;
    static final double NARROW_BAR_WIDTH = 6;

    private final XYPlot plot;
    private final String shortLabel;

    /** The bar of {@code scale} on {@code axis}, whose label's shortest form is {@code shortLabel}, beside {@code plot}. */
    ColourBar(PaintScale scale, ValueAxis axis, String shortLabel, XYPlot plot) {
        super(scale, axis);
        this.plot = plot;
        this.shortLabel = shortLabel;
        setPosition(RectangleEdge.RIGHT);
        setStripWidth(BAR_WIDTH);
        setMargin(new RectangleInsets(4, 6, 4, 0));
    }

    @Override
    public Size2D arrange(Graphics2D g2, RectangleConstraint c) {
        // a subtitle on the right is offered a range of widths up to the chart's (its fixed width is 0)
        double width = c.getWidthRange() == null ? c.getWidth() : c.getWidthRange().getUpperBound();
        boolean narrow = width > 0 && width < NARROW;
        setStripWidth(narrow ? NARROW_BAR_WIDTH : BAR_WIDTH);
        setMargin(new RectangleInsets(getMargin().getTop(), narrow ? 3 : 6, getMargin().getBottom(), 0));
        return super.arrange(g2, c);
    }

    @Override
    public Object draw(Graphics2D g2, Rectangle2D area, Object params) {
        // the plot is laid out in what the chart leaves left of this bar, as tall as the bar's area
        Rectangle2D plotArea = new Rectangle2D.Double(0, area.getY(), Math.max(area.getMinX(), 1), area.getHeight());
        RectangleInsets insets = plot.getInsets();
        // as XYPlot lays out its axes: the y axis's room first, then the x axis's in what is left (its label's form
        // depends on that width)
        Rectangle2D inner = insets.createInsetRectangle(plotArea);
        AxisSpace y = plot.getRangeAxis().reserveSpace(g2, plot, inner, plot.getRangeAxisEdge(), new AxisSpace());
        AxisSpace x = plot.getDomainAxis().reserveSpace(g2, plot, y.shrink(inner, null), plot.getDomainAxisEdge(),
                new AxisSpace());
        RectangleInsets offset = plot.getAxisOffset();
        double top = insets.getTop() + x.getTop() + offset.getTop();
        double bottom = insets.getBottom() + x.getBottom() + offset.getBottom();
        // never shorter than its label in its short form and an end label's height: on tiny cells (a 4 × 3 cm map
        // under a title) the bar stays centred on them and runs past them equally, rather than its label past it
        java.awt.Font font = getAxis().getLabelFont();
        java.awt.font.FontRenderContext frc = g2.getFontRenderContext();
        double need = font.getStringBounds(shortLabel, frc).getWidth()
                + getAxis().getTickLabelFont().getLineMetrics("10", frc).getHeight();
        double lacking = need - (area.getHeight() - top - bottom);
        if (lacking > 0) {
            top = Math.max(0, top - lacking / 2);
            bottom = Math.max(0, bottom - lacking / 2);
        }
        setMargin(new RectangleInsets(top, getMargin().getLeft(), bottom, getMargin().getRight()));
        return super.draw(g2, area, params);
    }
}
