package org.dltexplorer.app.chart;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;

/**
 * Draws an axis label typeset by {@link MathText} (italic symbols, real subscripts) where JFreeChart would draw the
 * plain label. JFreeChart's own attributed labels go through {@code TextLayout}, which SVG and PDF writers receive as
 * glyph outlines; here each run is a {@code drawString}, so the label stays text (searchable, selectable, the font
 * embedded once).
 */
final class MathLabel {

    /** Smallest size a label is shrunk to when it is longer than its axis, in points. */
    private static final float MIN_SIZE = 6.5f;

    private MathLabel() {
    }

    /** The label of {@code axis} on {@code edge}, moving the state's cursor past it as {@code Axis.drawLabel} does. */
    static AxisState draw(Axis axis, String label, Graphics2D g2, Rectangle2D dataArea, RectangleEdge edge, AxisState state) {
        if (label == null || label.isEmpty() || !axis.isVisible()) {
            return state;
        }
        RectangleInsets in = axis.getLabelInsets();
        Font font = axis.getLabelFont();
        List<MathText.Piece> pieces = MathText.layout(label, font, g2.getFontRenderContext());
        double w = MathText.width(pieces, g2.getFontRenderContext());
        double room = RectangleEdge.isLeftOrRight(edge) ? dataArea.getHeight() : dataArea.getWidth();
        if (w > room && room > 0) {
            // a label longer than its axis would run into the title: smaller, down to a size that still prints
            font = font.deriveFont((float) Math.max(MIN_SIZE, font.getSize2D() * room / w));
            pieces = MathText.layout(label, font, g2.getFontRenderContext());
            w = MathText.width(pieces, g2.getFontRenderContext());
        }
        FontMetrics fm = g2.getFontMetrics(font);
        double ascent = fm.getAscent();
        double descent = fm.getDescent();
        double h = ascent + descent;
        AffineTransform saved = g2.getTransform();
        g2.setPaint(axis.getLabelPaint());
        if (edge == RectangleEdge.BOTTOM) {
            paint(g2, pieces, dataArea.getCenterX() - w / 2, state.getCursor() + in.getTop() + ascent);
            state.cursorDown(in.getTop() + h + in.getBottom());
        } else if (edge == RectangleEdge.TOP) {
            paint(g2, pieces, dataArea.getCenterX() - w / 2, state.getCursor() - in.getBottom() - descent);
            state.cursorUp(in.getTop() + h + in.getBottom());
        } else if (edge == RectangleEdge.LEFT) {
            // read upwards: baseline vertical, the glyphs' feet towards the axis
            g2.translate(state.getCursor() - in.getRight() - descent, dataArea.getCenterY());
            g2.rotate(-Math.PI / 2);
            paint(g2, pieces, -w / 2, 0);
            state.cursorLeft(in.getLeft() + h + in.getRight());
        } else {
            g2.translate(state.getCursor() + in.getLeft() + descent, dataArea.getCenterY());
            g2.rotate(Math.PI / 2);
            paint(g2, pieces, -w / 2, 0);
            state.cursorRight(in.getLeft() + h + in.getRight());
        }
        g2.setTransform(saved);
        return state;
    }

    private static void paint(Graphics2D g2, List<MathText.Piece> pieces, double x, double y) {
        for (MathText.Piece p : pieces) {
            g2.setFont(p.font());
            g2.drawString(p.text(), (float) (x + p.x()), (float) (y + p.dy()));
        }
    }
}
