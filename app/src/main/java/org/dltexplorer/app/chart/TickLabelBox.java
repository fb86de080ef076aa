package org.dltexplorer.app.chart;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.axis.ValueTick;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.text.TextUtils;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;

/** Where a tick's label is drawn, measured as JFreeChart draws it: its anchor, the axis's tick font, its text anchor. */
final class TickLabelBox {

    private TickLabelBox() {
    }

    /** The box of {@code tick}'s label on {@code axis} (one of {@link Axes}, {@code ticked}) whose line is at {@code cursor}. */
    static Rectangle2D of(ValueAxis axis, CornerLabels.Ticked ticked, ValueTick tick, Graphics2D g2, double cursor,
            Rectangle2D dataArea, RectangleEdge edge) {
        float[] anchor = ticked.labelAnchor(tick, cursor, dataArea, edge);
        Font saved = g2.getFont();
        g2.setFont(axis.getTickLabelFont());
        try {
            return TextUtils.calculateRotatedStringBounds(tick.getText(), g2, anchor[0], anchor[1], tick.getTextAnchor(),
                    tick.getAngle(), tick.getRotationAnchor()).getBounds2D();
        } finally {
            g2.setFont(saved);
        }
    }

    /** Where {@code plot} draws the line of an axis on {@code edge}: the data area's side, moved out by its axis offset. */
    static double cursor(XYPlot plot, Rectangle2D dataArea, RectangleEdge edge) {
        RectangleInsets o = plot.getAxisOffset();
        // RectangleEdge is a class of constants, not an enum
        if (edge == RectangleEdge.LEFT) {
            return dataArea.getMinX() - o.calculateLeftOutset(dataArea.getWidth());
        }
        if (edge == RectangleEdge.RIGHT) {
            return dataArea.getMaxX() + o.calculateRightOutset(dataArea.getWidth());
        }
        return edge == RectangleEdge.TOP ? dataArea.getMinY() - o.calculateTopOutset(dataArea.getHeight())
                : dataArea.getMaxY() + o.calculateBottomOutset(dataArea.getHeight());
    }
}
