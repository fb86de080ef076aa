package org.dltexplorer.app.chart;

import java.awt.Graphics2D;
import org.jfree.chart.block.RectangleConstraint;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.Size2D;

/**
 * A figure's title that takes at most {@link #SHARE} of the figure's height, its last line ending in "…" where it is
 * cut: a scenario's 70-character title at 4 × 3 cm took three lines and left the cells 10 points, their two y labels
 * drawn over each other. The figure's height is the height JFreeChart offers the title when it lays the chart out.
 */
final class BoundedTitle extends TextTitle {

    /**
     * The most of a figure's height a title's lines may take: a third, which leaves a column's (6 cm) five lines, more
     * than {@link FigureTitle#MAX_LENGTH} characters take, and a thumbnail's (3 cm) two.
     */
    static final double SHARE = 1.0 / 3;

    /** Whether {@link #arrange} is setting the lines: no change event then (the window would draw the chart again). */
    private boolean arranging;

    BoundedTitle(String text) {
        super(text);
    }

    @Override
    public Size2D arrange(Graphics2D g2, RectangleConstraint c) {
        double height = c.getHeightRange() != null ? c.getHeightRange().getUpperBound() : c.getHeight();
        if (g2 != null && height > 0 && Double.isFinite(height)) {
            double line = getFont().getLineMetrics(getText(), g2.getFontRenderContext()).getHeight();
            int lines = Math.max(1, (int) Math.floor(SHARE * height / line));
            arranging = true;
            try {
                setMaximumLinesToDisplay(lines);
            } finally {
                arranging = false;
            }
        }
        return super.arrange(g2, c);
    }

    @Override
    protected void notifyListeners(org.jfree.chart.event.TitleChangeEvent event) {
        if (!arranging) {
            super.notifyListeners(event);
        }
    }
}
