package org.dltexplorer.app.chart.export;

import java.awt.Font;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jfree.svg.SVGGraphics2D;

/**
 * Font sizes in an SVG as the figure set them, 7.5 pt as 7.5 and not 8. JFreeSVG (5.0.5) writes a text's
 * {@code font-size} from {@link Font#getSize()}, the size rounded to a whole number, and has no setting for it; its only
 * hook into a text's style is the function that names the font family. So {@link #family} names the family and, for a
 * size that is not whole, appends the exact {@code font-size} declaration, which JFreeSVG follows with its rounded one;
 * {@link #exact} then drops the rounded one where the two agree (the exact size rounds to it). Where they disagree
 * (the family function read another graphics' font) the rounded size is kept: never a wrong size, at worst the old one.
 * The SVG's user unit is a point ({@link ChartExporter#svg}), so the sizes are written in {@code px}, as JFreeSVG does.
 */
final class SvgFontSizes {

    /** An exact size followed by JFreeSVG's rounded one, as {@link #family} and JFreeSVG write them. */
    private static final Pattern PAIR = Pattern.compile("font-size: ([0-9]+\\.[0-9]+)px; font-size: ([0-9]+)px;");

    private SvgFontSizes() {
    }

    /**
     * The family function for {@code g}: {@code family}'s text, followed by the exact size of {@code g}'s current font
     * when it is not whole (JFreeSVG calls the function while writing a text, with that font set).
     */
    static Function<String, String> family(SVGGraphics2D g, Function<String, String> family) {
        return name -> {
            float size = g.getFont().getSize2D();
            return size == Math.rint(size) ? family.apply(name) : family.apply(name) + "; font-size: " + size + "px";
        };
    }

    /** {@code svg} with every pair of sizes {@link #family} left reduced to the exact size. */
    static String exact(String svg) {
        Matcher m = PAIR.matcher(svg);
        StringBuilder out = new StringBuilder(svg.length());
        while (m.find()) {
            float exact = Float.parseFloat(m.group(1));
            // as Font rounds a size to its whole getSize()
            boolean same = (int) (exact + 0.5f) == Integer.parseInt(m.group(2));
            m.appendReplacement(out, "font-size: " + (same ? m.group(1) : m.group(2)) + "px;");
        }
        m.appendTail(out);
        return out.toString();
    }
}
