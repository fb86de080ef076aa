package org.dltexplorer.app.chart;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The note of a curve some of whose points did not solve, for warnings and captions (never drawn in the figure):
 * {@code m = 2: 19 of 31 points not solved: the buffers hold 25 load units in total, less than the load}. The reason
 * is the first point's, said for the whole series: the swept load ({@code V = 39.810717055349734}) is left out, since
 * it differs from point to point, and numbers are written as in the figure ({@link MathText#number}).
 */
public final class UnsolvedPoints {

    /** The load of the one point the solver's reason was given for: {@code " V = 39.81"}, with a comma or a space before. */
    private static final Pattern POINT_LOAD = Pattern.compile(",?\\s*\\(?\\bV = [-+0-9.eE]+\\)?");
    /** A number standing alone (not the digit of a name such as P3). */
    private static final Pattern NUMBER = Pattern.compile(
            "(?<![\\p{L}\\p{N}.])-?\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?(?![\\p{L}\\p{N}])");

    private UnsolvedPoints() {
    }

    /** The note of {@code curve}, or empty when every point was drawn. */
    public static Optional<String> note(CurveSet.Curve curve) {
        List<CurveSet.Point> missing = curve.points().stream().filter(p -> !p.drawable()).toList();
        if (missing.isEmpty()) {
            return Optional.empty();
        }
        String why = missing.stream().map(CurveSet.Point::reason).filter(Objects::nonNull).findFirst()
                .map(UnsolvedPoints::general).orElse("no answer");
        return Optional.of(curve.name() + ": " + missing.size() + " of " + curve.points().size() + " points not solved: " + why);
    }

    /** {@code reason} said of a whole series: without the one point's load, numbers as a figure writes them. */
    static String general(String reason) {
        String s = POINT_LOAD.matcher(reason).replaceAll("").strip();
        Matcher m = NUMBER.matcher(s);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(b, Matcher.quoteReplacement(MathText.number(Double.parseDouble(m.group()))));
        }
        m.appendTail(b);
        return b.toString();
    }
}
