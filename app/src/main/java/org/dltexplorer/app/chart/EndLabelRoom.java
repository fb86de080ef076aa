package org.dltexplorer.app.chart;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.jfree.chart.axis.AxisSpace;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.axis.ValueTick;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.ui.RectangleEdge;

/**
 * Room for the label at the right end of a horizontal axis. JFreeChart centres it on its tick and reserves room for
 * the axis's height only, so a long last label ({@code 6 × 10¹⁶} at the end of an overlay's size axis) ran beyond the
 * plot's inset and off the figure. Its overhang beyond the plot's area and right inset is reserved on the right, which
 * narrows the data area by as much; the overhang is half the label's width, whatever the area's width.
 */
final class EndLabelRoom {

    private EndLabelRoom() {
    }

    /**
     * Adds to {@code space} the room the right end label of {@code axis} on {@code edge} needs beyond {@code plotArea}
     * (the area JFreeChart offers the axis: the plot's, less its insets and the vertical axes' room).
     */
    static void reserve(ValueAxis axis, CornerLabels.Ticked ticked, Graphics2D g2, Plot plot, Rectangle2D plotArea,
            RectangleEdge edge, AxisSpace space) {
        if (g2 == null || plot == null || !RectangleEdge.isTopOrBottom(edge) || !axis.isTickLabelsVisible()) {
            return;
        }
        List<ValueTick> ticks = ticked.plainTicks(g2, plotArea, edge);
        double right = Double.NEGATIVE_INFINITY;
        for (ValueTick t : ticks) {
            if (!t.getText().isEmpty()) {
                // only the horizontal extent matters: the cursor is the area's bottom or top
                double cursor = edge == RectangleEdge.BOTTOM ? plotArea.getMaxY() : plotArea.getMinY();
                right = Math.max(right, TickLabelBox.of(axis, ticked, t, g2, cursor, plotArea, edge).getMaxX());
            }
        }
        double need = right - plotArea.getMaxX() - plot.getInsets().getRight();
        if (need > 0) {
            space.ensureAtLeast(need, RectangleEdge.RIGHT);
        }
    }
}
