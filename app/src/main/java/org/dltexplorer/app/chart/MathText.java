package org.dltexplorer.app.chart;

import java.awt.Font;
import java.awt.font.TextAttribute;
import java.text.AttributedString;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Quantities typeset as in a paper. Labels are written plainly in the data ({@code "makespan C_max [time units]"},
 * which is also the CSV header) and set here: a letter standing alone is a symbol, in italics ({@code m}, {@code V},
 * {@code α}), {@code _x} after it is its subscript (upright when it is a word, {@code max}; italic when it is a
 * letter, σ<sub>i</sub>). Numbers in legends read {@code 10⁶}, {@code 2.5 × 10⁻³}; one convention everywhere: a space
 * on each side of {@code =} and {@code ×}, the unit in square brackets after the quantity.
 */
public final class MathText {

    /** A symbol: a lone Latin or Greek letter, with an optional subscript word or letter. */
    private static final Pattern SYMBOL = Pattern.compile(
            "(?<![\\p{L}\\p{N}_])(\\p{L})(?:_\\{?([\\p{L}\\p{N}]+)\\}?)?(?![\\p{L}\\p{N}])");
    private static final String SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

    /** One piece of text in one typographic role. */
    public record Run(String text, boolean italic, boolean subscript) {
    }

    private MathText() {
    }

    /** The pieces of {@code label}: plain text, italic symbols, their subscripts. */
    public static List<Run> runs(String label) {
        List<Run> runs = new ArrayList<>();
        Matcher m = SYMBOL.matcher(label);
        int at = 0;
        while (m.find()) {
            if (m.start() > at) {
                runs.add(new Run(label.substring(at, m.start()), false, false));
            }
            runs.add(new Run(m.group(1), true, false));
            if (m.group(2) != null) {
                runs.add(new Run(m.group(2), m.group(2).length() == 1, true));
            }
            at = m.end();
        }
        if (at < label.length()) {
            runs.add(new Run(label.substring(at), false, false));
        }
        return runs;
    }

    /** {@code label} for drawing in {@code font}: symbols in italics, subscripts lowered and smaller. */
    public static AttributedString attributed(String label, Font font) {
        List<Run> runs = runs(label);
        StringBuilder text = new StringBuilder();
        runs.forEach(r -> text.append(r.text()));
        AttributedString s = new AttributedString(text.toString());
        if (text.length() == 0) {
            return s;
        }
        s.addAttribute(TextAttribute.FAMILY, font.getFamily());
        s.addAttribute(TextAttribute.SIZE, font.getSize2D());
        s.addAttribute(TextAttribute.WEIGHT, font.isBold() ? TextAttribute.WEIGHT_BOLD : TextAttribute.WEIGHT_REGULAR);
        int at = 0;
        for (Run r : runs) {
            int end = at + r.text().length();
            s.addAttribute(TextAttribute.POSTURE, r.italic() ? TextAttribute.POSTURE_OBLIQUE : TextAttribute.POSTURE_REGULAR,
                    at, end);
            if (r.subscript()) {
                s.addAttribute(TextAttribute.SUPERSCRIPT, TextAttribute.SUPERSCRIPT_SUB, at, end);
            }
            at = end;
        }
        return s;
    }

    /** The plain text of {@code label} (subscript marks removed), for tooltips and titles. */
    public static String plain(String label) {
        StringBuilder b = new StringBuilder();
        runs(label).forEach(r -> b.append(r.text()));
        return b.toString();
    }

    /**
     * A number as people write it in a figure: up to four significant digits, {@code 0.01}, {@code 250}; powers of
     * ten outside {@code [10⁻³, 10⁵)} as {@code 10⁶} or {@code 2.5 × 10⁻⁴}.
     */
    public static String number(double v) {
        if (v == 0 || !Double.isFinite(v)) {
            return v == 0 ? "0" : Double.toString(v);
        }
        double a = Math.abs(v);
        if (a >= 1e-3 && a < 1e5) {
            return trim(String.format(Locale.ROOT, "%.4g", v));
        }
        int exp = (int) Math.floor(Math.log10(a));
        double mantissa = v / Math.pow(10, exp);
        if (Math.abs(mantissa) >= 9.9995) {
            exp++;
            mantissa /= 10;
        }
        String m = trim(String.format(Locale.ROOT, "%.4g", mantissa));
        String power = "10" + superscript(exp);
        if (m.equals("1")) {
            return power;
        }
        return (m.equals("-1") ? "−" : m + " × ") + power;
    }

    /** {@code -3} as {@code ⁻³}. */
    public static String superscript(int n) {
        StringBuilder b = new StringBuilder(n < 0 ? "⁻" : "");
        for (char c : Integer.toString(Math.abs(n)).toCharArray()) {
            b.append(SUPERSCRIPT_DIGITS.charAt(c - '0'));
        }
        return b.toString();
    }

    private static String trim(String s) {
        if (!s.contains(".") || s.contains("e")) {
            return s;
        }
        return s.replaceFirst("\\.?0+$", "");
    }
}
