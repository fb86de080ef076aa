package org.dltexplorer.app.chart;

import java.awt.Font;
import java.awt.font.FontRenderContext;
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

    /**
     * The shorter forms of a label written as quantity, symbol and unit, longest first: {@code C_max [time units]}, then
     * {@code C_max}, for {@code makespan C_max [time units]}; {@code m} for {@code processors m}. Empty when the word
     * before the unit is no symbol ({@code speedup over the originator alone}) or there is no quantity before it.
     */
    public static List<String> symbolForms(String label) {
        if (label == null) {
            return List.of();
        }
        String unit = "";
        String rest = label.strip();
        int bracket = rest.lastIndexOf(" [");
        if (rest.endsWith("]") && bracket > 0) {
            unit = rest.substring(bracket);
            rest = rest.substring(0, bracket).stripTrailing();
        }
        int space = rest.lastIndexOf(' ');
        String symbol = rest.substring(space + 1);
        if (space <= 0 || !SYMBOL.matcher(symbol).matches()) {
            return List.of();
        }
        return unit.isEmpty() ? List.of(symbol) : List.of(symbol + unit, symbol);
    }

    /** A run laid out: its text, its font, and where its baseline starts relative to the label's. */
    public record Piece(String text, Font font, double x, double dy) {
    }

    /** The smallest text journals accept in a figure at print size, in points. */
    public static final float MIN_TEXT = 7f;

    /** Subscripts: this much smaller, and their baseline this much (of the font size) lower. */
    private static final float SUBSCRIPT_SCALE = 0.7f;
    private static final double SUBSCRIPT_DROP = 0.22;

    /**
     * {@code label} laid out in {@code font}: symbols in the family's italic face, subscripts smaller and lowered. Drawn
     * piece by piece with {@code drawString}, so every output (PNG, SVG, PDF) keeps the label as text.
     */
    public static List<Piece> layout(String label, Font font, FontRenderContext frc) {
        List<Piece> pieces = new ArrayList<>();
        double x = 0;
        for (Run r : runs(label)) {
            Font f = r.italic() ? ChartFonts.italic(font) : font;
            if (r.subscript()) {
                // smaller, but never below the 7 pt journals ask of figure text (when the label itself is not)
                f = f.deriveFont(Math.max(font.getSize2D() * SUBSCRIPT_SCALE, Math.min(MIN_TEXT, font.getSize2D())));
            }
            double dy = r.subscript() ? SUBSCRIPT_DROP * font.getSize2D() : 0;
            pieces.add(new Piece(r.text(), f, x, dy));
            x += f.getStringBounds(r.text(), frc).getWidth();
        }
        return pieces;
    }

    /** The advance width of a layout. */
    public static double width(List<Piece> pieces, FontRenderContext frc) {
        if (pieces.isEmpty()) {
            return 0;
        }
        Piece last = pieces.get(pieces.size() - 1);
        return last.x() + last.font().getStringBounds(last.text(), frc).getWidth();
    }

    /** The plain text of {@code label} (subscript marks removed), for tooltips and titles. */
    public static String plain(String label) {
        StringBuilder b = new StringBuilder();
        runs(label).forEach(r -> b.append(r.text()));
        return b.toString();
    }

    /**
     * A number as people write it in a figure: up to four significant digits, {@code 0.01}, {@code 250}, {@code 9999};
     * outside {@code [10⁻³, 10⁴)} as a power of ten, {@code 10⁴} or {@code 2.5 × 10⁻⁴} (one style in every chart,
     * legend, note and export: never {@code 1.000e+04} next to {@code 10⁵}); a true minus sign (−), not a hyphen.
     */
    /** Numbers from here up are written as powers of ten (4 digits is what a reader takes in at a glance). */
    public static final double PLAIN_BELOW = 1e4;

    public static String number(double v) {
        if (v == 0 || !Double.isFinite(v)) {
            return v == 0 ? "0" : Double.toString(v);
        }
        double a = Math.abs(v);
        if (a >= 1e-3 && a < PLAIN_BELOW) {
            // rounding to four significant digits first: 9999.7 is 10⁴, not 10000
            String plain = new java.math.BigDecimal(v).round(new java.math.MathContext(4)).stripTrailingZeros().toPlainString();
            if (new java.math.BigDecimal(plain).abs().compareTo(java.math.BigDecimal.valueOf((long) PLAIN_BELOW)) < 0) {
                return plain.replace('-', '−');
            }
        }
        return power(v);
    }

    /**
     * {@code v} always as a power of ten, {@code 5 × 10³}: the tick labels of an axis that reaches {@code 10⁴} are all
     * written so, rather than {@code 5000} next to {@code 10⁴}.
     */
    public static String power(double v) {
        if (v == 0 || !Double.isFinite(v)) {
            return v == 0 ? "0" : Double.toString(v);
        }
        double a = Math.abs(v);
        int exp = (int) Math.floor(Math.log10(a));
        double mantissa = v / Math.pow(10, exp);
        if (Math.abs(mantissa) >= 9.9995) {
            exp++;
            mantissa /= 10;
        }
        String m = trim(String.format(Locale.ROOT, "%.4g", mantissa)).replace('-', '−');
        String power = "10" + superscript(exp);
        if (m.equals("1")) {
            return power;
        }
        return (m.equals("−1") ? "−" : m + " × ") + power;
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
