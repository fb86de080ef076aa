package org.dltexplorer.app.chart;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.font.FontRenderContext;
import java.awt.font.LineMetrics;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.ui.TextAnchor;

/**
 * A decade's tick label, {@code 10⁻³}, drawn with its exponent in ordinary digits at {@link #SCALE} of the label's
 * size, raised by {@link #RAISE} of it, as a typesetter sets a superscript. The labels are written with the font's
 * superscript characters ({@link MathText#superscript}), whose glyphs are about half the size of a digit: in print
 * (8 pt at 300 DPI) they read, in the window (11 px) they were 4 px tall. The window's log axes draw their labels
 * so ({@code Axes}); exported figures keep the characters, which stay searchable text in PDF and SVG.
 */
final class RaisedExponent {

    /** The exponent's size as a share of the label's: near TeX's script size, larger than the font's superscripts. */
    static final float SCALE = 0.8f;
    /** How far the exponent's baseline is raised, as a share of the label's size. */
    static final float RAISE = 0.4f;

    private static final String SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹⁻";
    private static final String DIGITS = "0123456789−";

    /** A label split into its base ({@code 10}) and its exponent in ordinary digits ({@code −3}). */
    record Parts(String base, String exponent) {
    }

    private RaisedExponent() {
    }

    /** {@code label} split where its superscript characters start; null when it has none (or nothing before them). */
    static Parts parts(String label) {
        if (label == null) {
            return null;
        }
        int at = 0;
        while (at < label.length() && SUPERSCRIPTS.indexOf(label.charAt(at)) < 0) {
            at++;
        }
        if (at == 0 || at == label.length()) {
            return null;
        }
        StringBuilder exponent = new StringBuilder();
        for (int i = at; i < label.length(); i++) {
            int k = SUPERSCRIPTS.indexOf(label.charAt(i));
            if (k < 0) {
                return null; // text after the exponent: not a power of ten
            }
            exponent.append(DIGITS.charAt(k));
        }
        return new Parts(label.substring(0, at), exponent.toString());
    }

    /** The label's box with its baseline's start at (0, 0), y down: from the exponent's top to the base's descent. */
    static Rectangle2D box(Graphics2D g2, Font font, Parts parts) {
        FontRenderContext frc = g2.getFontRenderContext();
        Font small = small(font);
        LineMetrics base = font.getLineMetrics(parts.base(), frc);
        LineMetrics exp = small.getLineMetrics(parts.exponent(), frc);
        double top = Math.max(base.getAscent(), RAISE * font.getSize2D() + exp.getAscent());
        double width = font.getStringBounds(parts.base(), frc).getWidth() + small.getStringBounds(parts.exponent(), frc)
                .getWidth();
        return new Rectangle2D.Double(0, -top, width, top + base.getDescent());
    }

    /** Draws the label in {@code font}, placed on ({@code x}, {@code y}) as {@code anchor} says, as JFreeChart places text. */
    static void draw(Graphics2D g2, Font font, Parts parts, float x, float y, TextAnchor anchor) {
        Rectangle2D box = box(g2, font, parts);
        double left = anchor.isLeft() ? x : anchor.isRight() ? x - box.getWidth() : x - box.getWidth() / 2;
        double baseline = anchor.isTop() ? y - box.getMinY()
                : anchor.isBottom() ? y - box.getMaxY()
                : anchor.isBaseline() ? y
                : y - box.getCenterY();
        Font saved = g2.getFont();
        try {
            g2.setFont(font);
            g2.drawString(parts.base(), (float) left, (float) baseline);
            float after = (float) (left + font.getStringBounds(parts.base(), g2.getFontRenderContext()).getWidth());
            g2.setFont(small(font));
            g2.drawString(parts.exponent(), after, (float) (baseline - RAISE * font.getSize2D()));
        } finally {
            g2.setFont(saved);
        }
    }

    private static Font small(Font font) {
        return font.deriveFont(SCALE * font.getSize2D());
    }
}
