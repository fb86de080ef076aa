package org.dltexplorer.app.chart.export;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A figure's width or height as authors give it: {@code 8.5cm}, {@code 3.35in}, {@code 240pt}, {@code 85mm} or
 * {@code 1600px}. Pixels have a physical size only through a resolution: {@code n px} at {@code d} DPI is
 * {@code n/d} inches, so a PNG asked for in pixels has exactly those pixels.
 *
 * @param value the number, positive
 * @param unit its unit
 */
public record Length(double value, Unit unit) {

    private static final Pattern TEXT = Pattern.compile("([0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\\s*([a-zA-Z]*)");

    /** Units of length, with their size in PostScript points (1/72 inch); pixels depend on the DPI. */
    public enum Unit {
        PX("px", Double.NaN), PT("pt", 1.0), MM("mm", 72 / 25.4), CM("cm", 72 / 2.54), IN("in", 72.0);

        private final String id;
        private final double points;

        Unit(String id, double points) {
            this.id = id;
            this.points = points;
        }

        public String id() {
            return id;
        }

        public static Optional<Unit> fromId(String id) {
            return Arrays.stream(values()).filter(u -> u.id.equalsIgnoreCase(id)).findFirst();
        }
    }

    public Length {
        if (unit == null || !(value > 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException("a length must be a positive number with a unit, got " + value + " " + unit);
        }
    }

    public static Length cm(double v) {
        return new Length(v, Unit.CM);
    }

    /** This length in points; pixels are taken at {@code dpi}. */
    public double points(int dpi) {
        return unit == Unit.PX ? value * 72.0 / dpi : value * unit.points;
    }

    /**
     * Reads {@code 8.5cm}, {@code 8.5 cm} or a bare number, which is in {@code bare}.
     *
     * @throws IllegalArgumentException with a message naming the text, when it is not a positive number with one of
     *     the units px, pt, mm, cm, in
     */
    public static Length parse(String text, Unit bare) {
        String t = text == null ? "" : text.strip();
        Matcher m = TEXT.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException("must be a positive number with an optional unit (px, pt, mm, cm, in), got '"
                    + t + "'");
        }
        Unit unit = m.group(2).isEmpty() ? bare : Unit.fromId(m.group(2)).orElseThrow(() -> new IllegalArgumentException(
                "unknown unit '" + m.group(2) + "' (px, pt, mm, cm or in), got '" + t + "'"));
        double v = Double.parseDouble(m.group(1));
        if (!(v > 0)) {
            throw new IllegalArgumentException("must be positive, got '" + t + "'");
        }
        return new Length(v, unit);
    }

    /** {@code 8.5 cm}: the number as short as it reads, then the unit. */
    @Override
    public String toString() {
        String n = value == Math.rint(value) ? Long.toString((long) value)
                : String.format(Locale.ROOT, "%.4f", value).replaceFirst("0+$", "");
        return n + " " + unit.id;
    }
}
