package org.dltexplorer.app.chart;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.font.FontRenderContext;
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
 * glyph outlines; here each run is a {@code drawString}, so the label stays text. A label longer than its axis is
 * set on two lines (space for them is reserved with the axis), and shrunk only if that is still too long.
 */
final class MathLabel {

    /** Smallest size a label is shrunk to when even two lines are longer than its axis, in points. */
    private static final float MIN_SIZE = MathText.MIN_TEXT;
    /** Share of the plot's side a one-line label may take before it is split. */
    private static final double ONE_LINE = 0.85;

    /** How much longer than its axis a label may be and still go on two lines rather than take its short form. */
    private static final double SHORT_FROM = 1.5;
    /**
     * Below this width of the plot (points, about 5 cm) a vertical axis's label takes its short form on one line rather
     * than two lines: each line is taken from the width of the cells (a 4 cm map kept 6 points of them).
     */
    private static final double CRAMPED = 150;

    private final Axis axis;
    private int lines = 1;
    /** Shorter labels for a short axis, longest first; {@link #shortened} is the one replacing the axis's own, or null. */
    private java.util.List<String> shortLabels = java.util.List.of();
    private String shortened;

    MathLabel(Axis axis) {
        this.axis = axis;
    }

    /**
     * Shorter forms of the label, longest first ({@code speedup} for {@code speedup over the originator alone}), the
     * first that fits on one line set in place of the label when that would need two (a narrow figure's colour bar).
     */
    void shortForm(String... labels) {
        this.shortLabels = java.util.List.of(labels);
    }

    /**
     * The short forms given, else those of the label's symbol ({@link MathText#symbolForms}): a curve chart's
     * {@code makespan C_max [time units]} on a thumbnail's y axis stood on two lines taller than the axis, up into the
     * title.
     */
    private List<String> shortLabels() {
        return shortLabels.isEmpty() ? MathText.symbolForms(axis.getLabel()) : shortLabels;
    }

    /** Decides, while the axis reserves its space in {@code plotArea}, whether the label needs two lines. */
    void plan(Graphics2D g2, Rectangle2D plotArea, RectangleEdge edge) {
        String label = axis.getLabel();
        shortened = null;
        if (label == null || label.isEmpty() || g2 == null) {
            lines = 1;
            return;
        }
        FontRenderContext frc = g2.getFontRenderContext();
        double w = MathText.width(MathText.layout(label, axis.getLabelFont(), frc), frc);
        double side = RectangleEdge.isLeftOrRight(edge) ? plotArea.getHeight() : plotArea.getWidth();
        lines = w > ONE_LINE * side && label.contains(" ") ? 2 : 1;
        // a plot's axis only: a colour bar's axis is handed the bar's own narrow strip as its area
        boolean cramped = axis.getPlot() != null && RectangleEdge.isLeftOrRight(edge) && plotArea.getWidth() < CRAMPED;
        if (lines == 2 && (w > SHORT_FROM * side || cramped)) {
            // the first short form that fits on one line, shrunk to the smallest size if need be, rather than the long
            // one on two lines that are each still longer than the axis ("S [time units]", then "S" on a thumbnail)
            for (String shortLabel : shortLabels()) {
                double shortest = MathText.width(MathText.layout(shortLabel, axis.getLabelFont(), frc), frc)
                        * Math.min(1, MIN_SIZE / axis.getLabelFont().getSize2D());
                if (shortest <= side) {
                    shortened = shortLabel;
                    lines = 1;
                    break;
                }
            }
        }
    }

    /** The label drawn: the axis's own, or its short form when {@link #plan} chose it. */
    String text(String label) {
        return shortened != null ? shortened : label;
    }

    /**
     * How far JFreeChart's tick labels lie beyond the cursor it hands the label: it draws them past the tick marks
     * but moves the cursor by their width only, so a label set at the cursor would touch them (a colour bar's label
     * ran into its "300").
     */
    private double tickMarks() {
        return axis.isTickMarksVisible() && axis.isTickLabelsVisible() ? axis.getTickMarkOutsideLength() : 0;
    }

    /** The one-line enclosure JFreeChart computed, made thick enough for the planned lines and the tick marks. */
    Rectangle2D enclosure(Rectangle2D oneLine, RectangleEdge edge) {
        if (oneLine.isEmpty()) {
            return oneLine;
        }
        double extra = tickMarks() + (lines == 1 ? 0 : axis.getLabelFont().getSize2D() * 1.15);
        return RectangleEdge.isLeftOrRight(edge)
                ? new Rectangle2D.Double(oneLine.getX(), oneLine.getY(), oneLine.getWidth() + extra, oneLine.getHeight())
                : new Rectangle2D.Double(oneLine.getX(), oneLine.getY(), oneLine.getWidth(), oneLine.getHeight() + extra);
    }

    /**
     * The lines drawn: {@code label} on the lines {@link #plan} chose when they fit the data area's side at the smallest
     * size, else the first shorter form after it that does, on one line (else the shortest). {@link #plan} measured the
     * plot's side, which the other axis and a legend then shorten: a 4 cm map's "V [load units]" stood up into its
     * title, and so did a thumbnail's "makespan C_max" over "[time units]" beside a data area shorter than either.
     */
    private String[] fitting(String label, Font font, FontRenderContext frc, double room) {
        String[] planned = lines == 2 ? split(label) : new String[] {label};
        if (!(room > 0)) {
            return planned;
        }
        double shrink = Math.min(1, MIN_SIZE / font.getSize2D());
        if (longest(planned, font, frc) * shrink <= room) {
            return planned;
        }
        List<String> shorter = shortLabels();
        List<String> candidates = shorter.subList(shorter.indexOf(label) + 1, shorter.size());
        for (String c : candidates) {
            if (MathText.width(MathText.layout(c, font, frc), frc) * shrink <= room) {
                return new String[] {c};
            }
        }
        return candidates.isEmpty() ? planned : new String[] {candidates.get(candidates.size() - 1)};
    }

    private static double longest(String[] text, Font font, FontRenderContext frc) {
        double longest = 0;
        for (String t : text) {
            longest = Math.max(longest, MathText.width(MathText.layout(t, font, frc), frc));
        }
        return longest;
    }

    /** The label on {@code edge}, moving the state's cursor past it as {@code Axis.drawLabel} does. */
    AxisState draw(String label, Graphics2D g2, Rectangle2D dataArea, RectangleEdge edge, AxisState state) {
        if (label == null || label.isEmpty() || !axis.isVisible()) {
            return state;
        }
        FontRenderContext frc = g2.getFontRenderContext();
        Font font = axis.getLabelFont();
        double room = RectangleEdge.isLeftOrRight(edge) ? dataArea.getHeight() : dataArea.getWidth();
        String[] text = fitting(label, font, frc, room);
        double longest = longest(text, font, frc);
        if (longest > room && room > 0) {
            font = font.deriveFont((float) Math.max(MIN_SIZE, font.getSize2D() * room / longest));
        }
        RectangleInsets l = axis.getLabelInsets();
        double t = tickMarks();
        // the inset on the axis's side grows by the tick marks the cursor does not count
        RectangleInsets in = new RectangleInsets(l.getTop() + (edge == RectangleEdge.BOTTOM ? t : 0),
                l.getLeft() + (edge == RectangleEdge.RIGHT ? t : 0), l.getBottom() + (edge == RectangleEdge.TOP ? t : 0),
                l.getRight() + (edge == RectangleEdge.LEFT ? t : 0));
        FontMetrics fm = g2.getFontMetrics(font);
        double ascent = fm.getAscent();
        double descent = fm.getDescent();
        double line = font.getSize2D() * 1.15;
        double h = ascent + descent + (text.length - 1) * line;
        AffineTransform saved = g2.getTransform();
        g2.setPaint(axis.getLabelPaint());
        for (int i = 0; i < text.length; i++) {
            List<MathText.Piece> pieces = MathText.layout(text[i], font, frc);
            double w = MathText.width(pieces, frc);
            double below = i * line; // how far this line's baseline lies below the first one's
            g2.setTransform(saved);
            if (edge == RectangleEdge.BOTTOM) {
                paint(g2, pieces, dataArea.getCenterX() - w / 2, state.getCursor() + in.getTop() + ascent + below);
            } else if (edge == RectangleEdge.TOP) {
                paint(g2, pieces, dataArea.getCenterX() - w / 2, state.getCursor() - in.getBottom() - h + ascent + below);
            } else if (edge == RectangleEdge.LEFT) {
                // read upwards: the first line outermost, the feet of the glyphs towards the axis
                g2.translate(state.getCursor() - in.getRight() - h + ascent + below, dataArea.getCenterY());
                g2.rotate(-Math.PI / 2);
                paint(g2, pieces, -w / 2, 0);
            } else {
                g2.translate(state.getCursor() + in.getLeft() + h - ascent - below, dataArea.getCenterY());
                g2.rotate(Math.PI / 2);
                paint(g2, pieces, -w / 2, 0);
            }
        }
        g2.setTransform(saved);
        double thickness = in.getTop() + h + in.getBottom();
        if (edge == RectangleEdge.BOTTOM) {
            state.cursorDown(thickness);
        } else if (edge == RectangleEdge.TOP) {
            state.cursorUp(thickness);
        } else if (edge == RectangleEdge.LEFT) {
            state.cursorLeft(in.getLeft() + h + in.getRight());
        } else {
            state.cursorRight(in.getLeft() + h + in.getRight());
        }
        return state;
    }

    /**
     * Two lines, broken at the space nearest the middle that is outside the unit's brackets: "compute time A" over
     * "[time/load unit]", never "[time" over "units]". A label whose only spaces are inside brackets breaks there.
     */
    static String[] split(String label) {
        int mid = label.length() / 2;
        int best = -1;
        boolean bestOutside = false;
        int depth = 0;
        for (int i = 0; i < label.length(); i++) {
            char c = label.charAt(i);
            depth += c == '[' ? 1 : c == ']' ? -1 : 0;
            if (c != ' ') {
                continue;
            }
            boolean outside = depth <= 0;
            boolean nearer = best < 0 || Math.abs(i - mid) < Math.abs(best - mid);
            if ((outside && !bestOutside) || (outside == bestOutside && nearer)) {
                best = i;
                bestOutside = outside;
            }
        }
        return best < 0 ? new String[] {label} : new String[] {label.substring(0, best), label.substring(best + 1)};
    }

    private static void paint(Graphics2D g2, List<MathText.Piece> pieces, double x, double y) {
        for (MathText.Piece p : pieces) {
            g2.setFont(p.font());
            g2.drawString(p.text(), (float) (x + p.x()), (float) (y + p.dy()));
        }
    }
}
