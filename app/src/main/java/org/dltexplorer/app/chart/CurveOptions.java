package org.dltexplorer.app.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.dltexplorer.core.analysis.Sweep;

/**
 * The curves a speedup or time-vs-load chart draws, as the user chose them: the series (the loads of the speedup
 * curves, the network sizes of the time-vs-load curves) and the axes (the swept x values, the y range drawn). An
 * absent choice keeps the chart's own default, so {@link #DEFAULT} draws today's curves. {@code dlt figure} and the
 * window's curve controls both parse their texts with {@link #parse}, so the same texts give the same curves.
 *
 * @param sizes the size parameter's values ({@code processors}, {@code workers}, {@code k}, …) of the time-vs-load
 *        series, or empty for the sizes around the scenario's
 * @param loads the loads V of the speedup series, or empty for the scenario's V and two decades around it
 * @param x the swept x values (network size on a speedup chart, load on a time-vs-load chart and the memory
 *        tunnel), or null for the chart's own
 * @param y the y range drawn, or null to fit the points
 */
public record CurveOptions(List<Integer> sizes, List<Double> loads, Grid x, Bounds y) {

    /** Today's curves. */
    public static final CurveOptions DEFAULT = new CurveOptions(List.of(), List.of(), null, null);
    /** Most points one x grid may ask for: a curve of more is no clearer, and every point is a solve. */
    public static final int MAX_STEPS = 1000;
    /** Most series one chart may ask for: beyond a dozen no legend stays readable. */
    public static final int MAX_SERIES = 12;
    /** The points of an x range given without {@code x-steps}: as many as the default load sweep has. */
    public static final int DEFAULT_STEPS = CurveSweeps.LOAD_STEPS;

    public CurveOptions {
        sizes = List.copyOf(sizes);
        loads = List.copyOf(loads);
    }

    /**
     * The swept x values: {@code steps} values from {@code from} to {@code to}, spaced geometrically when {@code log}
     * (and the axis drawn logarithmic), as {@code dlt sweep} spaces its grid.
     */
    public record Grid(double from, double to, int steps, boolean log) {

        /** The values, both ends included. */
        public double[] values() {
            return Sweep.range(from, to, steps, log);
        }

        /** The values rounded to whole numbers, each once, in order (a network size). */
        public double[] wholeValues() {
            TreeSet<Long> whole = new TreeSet<>();
            for (double v : values()) {
                whole.add(Math.round(v));
            }
            return whole.stream().mapToDouble(Long::doubleValue).toArray();
        }
    }

    /** The y range drawn, {@code from < to}. */
    public record Bounds(double from, double to) {
    }

    /** Whether every choice is the chart's own. */
    public boolean isDefault() {
        return equals(DEFAULT);
    }

    /**
     * Why these options do not apply to {@code kind}, naming the first option that does not, or null when they do:
     * an option a chart would not use is refused, never ignored.
     */
    public String refusalFor(ChartKind kind) {
        boolean sweepsLoad = kind == ChartKind.TIME_VS_LOAD || kind == ChartKind.TUNNEL;
        if (!sizes.isEmpty() && kind != ChartKind.TIME_VS_LOAD) {
            return "sizes: chooses the series of a time-vs-load chart, not of " + kind.id();
        }
        if (!loads.isEmpty() && kind != ChartKind.SPEEDUP) {
            return "loads: chooses the series of a speedup chart, not of " + kind.id();
        }
        if (x != null && kind != ChartKind.SPEEDUP && !sweepsLoad) {
            return "x-from: chooses the x values of a speedup, time-vs-load or tunnel chart, not of " + kind.id();
        }
        if (y != null && kind != ChartKind.SPEEDUP && !sweepsLoad) {
            return "y-from: chooses the y range of a speedup, time-vs-load or tunnel chart, not of " + kind.id();
        }
        if (x != null && kind == ChartKind.SPEEDUP && x.from() < 0) {
            return "x-from: a network size is 0 or more, got " + MathText.number(x.from());
        }
        if (x != null && sweepsLoad && x.from() <= 0) {
            return "x-from: a load is above 0, got " + MathText.number(x.from());
        }
        return null;
    }

    /**
     * The options the texts of both front ends say; a blank text keeps the chart's own choice. Lists are separated by
     * commas or spaces ({@code "2, 4, 8"}); {@code xFrom} and {@code xTo} come together, {@code xSteps} and
     * {@code xLog} only with them, and {@code yFrom} and {@code yTo} together.
     *
     * @throws IllegalArgumentException naming the field and the value ({@code x-steps: must be a whole number from 2
     *         to 1000, got '1'}) when one is not valid
     */
    public static CurveOptions parse(String sizes, String loads, String xFrom, String xTo, String xSteps, boolean xLog,
            String yFrom, String yTo) {
        List<Integer> s = new ArrayList<>();
        for (String item : items(sizes)) {
            long v = whole("sizes", item, sizes);
            if (v < 0 || v > Integer.MAX_VALUE) {
                throw new IllegalArgumentException("sizes: a size is a whole number 0 or more, got '" + item + "'");
            }
            if (!s.contains((int) v)) {
                s.add((int) v);
            }
        }
        List<Double> l = new ArrayList<>();
        for (String item : items(loads)) {
            double v = number("loads", item);
            if (!(v > 0)) {
                throw new IllegalArgumentException("loads: a load is above 0, got '" + item + "'");
            }
            if (!l.contains(v)) {
                l.add(v);
            }
        }
        if (s.size() > MAX_SERIES || l.size() > MAX_SERIES) {
            String field = s.size() > MAX_SERIES ? "sizes" : "loads";
            throw new IllegalArgumentException(field + ": at most " + MAX_SERIES + " series, got "
                    + (s.size() > MAX_SERIES ? s.size() : l.size()) + " in '" + (s.size() > MAX_SERIES ? sizes : loads) + "'");
        }
        return new CurveOptions(s, l, grid(xFrom, xTo, xSteps, xLog), bounds(yFrom, yTo));
    }

    private static Grid grid(String fromText, String toText, String stepsText, boolean log) {
        if (blank(fromText) && blank(toText)) {
            if (!blank(stepsText)) {
                throw new IllegalArgumentException("x-steps: needs x-from and x-to, got only x-steps '" + stepsText.strip() + "'");
            }
            if (log) {
                throw new IllegalArgumentException("x-log: needs x-from and x-to, got neither");
            }
            return null;
        }
        double from = required("x-from", fromText, "x-to");
        double to = required("x-to", toText, "x-from");
        if (!(from < to)) {
            throw new IllegalArgumentException("x-to: must be above x-from (" + fromText.strip() + "), got '" + toText.strip() + "'");
        }
        int steps = DEFAULT_STEPS;
        if (!blank(stepsText)) {
            long n = whole("x-steps", stepsText.strip(), stepsText);
            if (n < 2 || n > MAX_STEPS) {
                throw new IllegalArgumentException("x-steps: must be a whole number from 2 to " + MAX_STEPS + ", got '"
                        + stepsText.strip() + "'");
            }
            steps = (int) n;
        }
        if (log && !(from > 0)) {
            throw new IllegalArgumentException("x-log: needs x-from above 0, got '" + fromText.strip() + "'");
        }
        return new Grid(from, to, steps, log);
    }

    private static Bounds bounds(String fromText, String toText) {
        if (blank(fromText) && blank(toText)) {
            return null;
        }
        double from = required("y-from", fromText, "y-to");
        double to = required("y-to", toText, "y-from");
        if (!(from < to)) {
            throw new IllegalArgumentException("y-to: must be above y-from (" + fromText.strip() + "), got '" + toText.strip() + "'");
        }
        return new Bounds(from, to);
    }

    /** The number of {@code field}, which must be given since {@code other} is. */
    private static double required(String field, String text, String other) {
        if (blank(text)) {
            throw new IllegalArgumentException(field + ": must be given with " + other + ", got nothing");
        }
        return number(field, text.strip());
    }

    private static List<String> items(String text) {
        if (blank(text)) {
            return List.of();
        }
        return List.of(text.strip().split("[,\\s]+"));
    }

    private static double number(String field, String item) {
        double v;
        try {
            v = Double.parseDouble(item);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(field + ": not a number, got '" + item + "'");
        }
        if (!Double.isFinite(v) || item.matches("(?i).*[a-z].*") && !item.matches("(?i)[-+0-9.]+e[-+]?[0-9]+")) {
            // Double.parseDouble reads "NaN", "Infinity" and "1d": none is a value on an axis
            throw new IllegalArgumentException(field + ": not a number, got '" + item + "'");
        }
        return v;
    }

    private static long whole(String field, String item, String whole) {
        try {
            return Long.parseLong(item);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(field + ": not a whole number, got '" + item + "'"
                    + (item.equals(whole == null ? null : whole.strip()) ? "" : " in '" + whole.strip() + "'"));
        }
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }
}
