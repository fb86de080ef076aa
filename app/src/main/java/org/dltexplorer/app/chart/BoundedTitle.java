package org.dltexplorer.app.chart;

import java.awt.Font;
import java.awt.Graphics2D;
import org.jfree.chart.block.RectangleConstraint;
import org.jfree.chart.text.G2TextMeasurer;
import org.jfree.chart.text.TextUtils;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.Size2D;

/**
 * A figure's title that takes at most {@link #SHARE} of the figure's height and fits there whole where it can: a
 * scenario's 70-character title at 4 × 3 cm took three lines and left the cells 10 points, and JFreeChart's own line
 * limit then ended it in "...", which an editor sends back. It has as many lines of the style's title size as fit in
 * the share; its size steps down by half a point to its smallest ({@link #setSmallest}) until it fits that height
 * (more words to a line, so the cells keep their height); a title that does not fit even
 * then is cut after its last whole word that fits and ends in "…", and {@link #cut} says so for the caller to warn.
 * The figure's height and width are those JFreeChart offers the title when it lays the chart out.
 */
final class BoundedTitle extends TextTitle {

    /**
     * The most of a figure's height a title's lines may take: a third, which leaves a column's (6 cm) five lines, more
     * than {@link FigureTitle#MAX_LENGTH} characters take, and a thumbnail's (3 cm) two to three.
     */
    static final double SHARE = 1.0 / 3;
    /** The step the size goes down by, in points. */
    private static final float STEP = 0.5f;

    /** Whether {@link #arrange} is setting the lines: no change event then (the window would draw the chart again). */
    private boolean arranging;
    /** The text and font set from outside, before fitting. */
    private String whole;
    private Font base;
    /** The smallest size the title may take, in points; the style's size when not set. */
    private float smallest = Float.NaN;
    /** As of the last layout: how many characters of {@link #whole} are shown before "…", or -1 when all are. */
    private int shownChars = -1;
    /**
     * The most lines of its style's size the title's share may count, whatever the height: unbounded unless an export
     * holds the title down so that its legend leaves the plot room ({@link #holdTo}).
     */
    private int heldTo = Integer.MAX_VALUE;
    /** As of the last layout: how many lines of its style's size the title's share counted. */
    private int allowed;
    /** As of the last layout: whether {@link #holdTo} kept the title under a third of the height. */
    private boolean held;

    BoundedTitle(String text) {
        super(text);
        whole = text;
    }

    /**
     * Holds the title's share to at most {@code lines} lines of its style's size ({@link Integer#MAX_VALUE}: a third of
     * the height, as always). Fewer lines set the text smaller, or cut it, by the same steps as a short figure does.
     */
    void holdTo(int lines) {
        heldTo = Math.max(1, lines);
    }

    /** How many lines of its style's size the title's share counted at the last layout (0 before any). */
    int allowedLines() {
        return allowed;
    }

    /** The smallest size, in points, this title may shrink to before it is cut. */
    void setSmallest(float points) {
        smallest = points;
    }

    @Override
    public void setText(String text) {
        if (!arranging) {
            whole = text;
        }
        super.setText(text);
    }

    @Override
    public void setFont(Font font) {
        if (!arranging) {
            base = font;
        }
        super.setFont(font);
    }

    /**
     * Null when the last layout drew the title whole; else a sentence saying where it was cut and at what size (for a
     * caller's warning).
     */
    String cut() {
        if (shownChars < 0) {
            return null;
        }
        return "the title does not fit its lines (" + (held ? allowed + (allowed == 1 ? " line" : " lines")
                + ", all the legend leaves it" : "a third of the figure's height") + ") even at "
                + fmt(getFont().getSize2D()) + " pt: it shows its first " + shownChars + " of " + whole.length()
                + " characters and \"…\"";
    }

    @Override
    public Size2D arrange(Graphics2D g2, RectangleConstraint c) {
        double height = c.getHeightRange() != null ? c.getHeightRange().getUpperBound() : c.getHeight();
        double width = c.getWidthRange() != null ? c.getWidthRange().getUpperBound() : c.getWidth();
        if (g2 != null && whole != null && base != null && height > 0 && Double.isFinite(height) && width > 0
                && Double.isFinite(width)) {
            arranging = true;
            try {
                fit(g2, (float) trimToContentWidth(width), height);
            } finally {
                arranging = false;
            }
        }
        return super.arrange(g2, c);
    }

    /** Sets the font, text and line limit that fit {@code width} and a share of {@code height}. */
    private void fit(Graphics2D g2, float width, double height) {
        float low = Float.isNaN(smallest) ? base.getSize2D() : Math.min(smallest, base.getSize2D());
        // the title's height: whole lines of its style's size in its share; a smaller size fits more words per line
        // there (and a line more only where one fits), so the cells keep the height they had
        int third = (int) Math.max(1, Math.floor(SHARE * height / lineHeight(g2, base)));
        allowed = Math.min(heldTo, third);
        held = heldTo < third;
        double room = lineHeight(g2, base) * allowed;
        for (float size = base.getSize2D(); size >= low - 1e-3; size -= STEP) {
            Font font = base.deriveFont(size);
            int lines = budget(g2, font, room);
            if (lines(g2, font, whole, width) <= lines) {
                show(font, whole, lines, -1);
                return;
            }
        }
        Font font = base.deriveFont(low);
        int lines = budget(g2, font, room);
        // the longest beginning that ends at a word and fits with "…" (never fewer than one word)
        int end = whole.length();
        while (true) {
            int space = whole.lastIndexOf(' ', end - 1);
            if (space <= 0) {
                break;
            }
            end = space;
            if (lines(g2, font, whole.substring(0, end).stripTrailing() + "…", width) <= lines) {
                break;
            }
        }
        String shown = whole.substring(0, end).stripTrailing();
        show(font, shown + "…", lines, shown.length());
    }

    private void show(Font font, String text, int lines, int chars) {
        super.setFont(font);
        super.setText(text);
        setMaximumLinesToDisplay(lines);
        shownChars = chars;
    }

    /** How many lines of {@code font} {@code room} points hold: at least one. */
    private int budget(Graphics2D g2, Font font, double room) {
        return Math.max(1, (int) Math.floor(room / lineHeight(g2, font) + 1e-9));
    }

    private double lineHeight(Graphics2D g2, Font font) {
        return font.getLineMetrics(whole, g2.getFontRenderContext()).getHeight();
    }

    /** How many lines JFreeChart breaks {@code text} into at {@code width}, as {@link TextTitle} breaks it. */
    private int lines(Graphics2D g2, Font font, String text, float width) {
        // G2TextMeasurer measures in the graphics' current font, as TextTitle sets it before breaking its lines
        Font saved = g2.getFont();
        g2.setFont(font);
        try {
            return TextUtils.createTextBlock(text, font, getPaint(), width, Integer.MAX_VALUE, new G2TextMeasurer(g2))
                    .getLines().size();
        } finally {
            g2.setFont(saved);
        }
    }

    private static String fmt(float points) {
        return points == Math.rint(points) ? Integer.toString((int) points) : Float.toString(points);
    }

    @Override
    protected void notifyListeners(org.jfree.chart.event.TitleChangeEvent event) {
        if (!arranging) {
            super.notifyListeners(event);
        }
    }
}
