package org.dltexplorer.app.chart.map;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.app.chart.Axes;
import org.dltexplorer.app.chart.NiceTicks;

/**
 * The colour scale of a heat map: the metric's range over the points drawn, linear or (when the values span at least
 * {@link #LOG_FROM} and are all positive) logarithmic, its labelled ticks, and the iso-lines' levels, which are those
 * ticks inside the range: a reader finds a line's value on the colour bar, and no text goes into the plot.
 *
 * @param lo the smallest value drawn (the colour bar's bottom)
 * @param hi the largest (its top); above {@code lo}
 * @param log whether colours are spread over the logarithm
 * @param integer whether the metric takes whole numbers (ticks at integers)
 */
public record MapScale(double lo, double hi, boolean log, boolean integer) {

    /** A log scale needs at least this ratio of its ends: two decades, three labelled powers of ten at least. */
    static final double LOG_FROM = 100.0;

    public MapScale {
        if (!(hi > lo) || !Double.isFinite(lo) || !Double.isFinite(hi) || (log && !(lo > 0))) {
            throw new IllegalArgumentException("a colour scale needs finite lo < hi (> 0 on a log scale), got " + lo + ", " + hi);
        }
    }

    /**
     * The scale of {@code values} (NaN left out); a field with one value gets a range around it, and so does one whose
     * values differ by less than its colour bar's labels show (efficiency 0.392432 to 0.392438: a bar of seven ticks
     * all reading 0.3924 tells nothing, one colour does); all 0 (a gap proven everywhere) or none at all, [0, 1].
     */
    public static MapScale of(double[] values, boolean integer) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            if (Double.isFinite(v)) {
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
        }
        if (lo > hi) {
            return new MapScale(0, 1, false, integer);
        }
        if (lo == hi || (!integer && labelsAlike(lo, hi))) {
            double mid = lo + (hi - lo) / 2;
            if (mid == 0 && !integer) {
                // every metric is ≥ 0: a gap of 0 at every point reads 0 at the bar's foot, not ±10⁻⁹ around it
                return new MapScale(0, 1, false, false);
            }
            double d = integer ? 1 : Math.max(Math.abs(mid) * 0.05, 1e-9);
            return new MapScale(mid - d, mid + d, false, integer);
        }
        return new MapScale(lo, hi, lo > 0 && hi / lo >= LOG_FROM, integer);
    }

    /** Whether two neighbouring ticks of a linear bar over {@code [lo, hi]} would read the same. */
    private static boolean labelsAlike(double lo, double hi) {
        if (lo > 0 && hi / lo >= LOG_FROM) {
            return false;
        }
        double step = NiceTicks.step(lo, hi, false);
        double largest = Math.max(Math.abs(lo), Math.abs(hi));
        double[] ticks = NiceTicks.ticks(lo, hi, false);
        for (int i = 1; i < ticks.length; i++) {
            if (Axes.tickLabel(ticks[i - 1], step, largest).equals(Axes.tickLabel(ticks[i], step, largest))) {
                return true;
            }
        }
        return false;
    }

    /** Where {@code v} lies on the scale, 0 at {@link #lo} to 1 at {@link #hi} (clamped); NaN stays NaN. */
    public double fraction(double v) {
        if (Double.isNaN(v)) {
            return Double.NaN;
        }
        double f = log ? (Math.log10(Math.max(v, lo)) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo)) : (v - lo) / (hi - lo);
        return Math.max(0, Math.min(1, f));
    }

    /**
     * The colour bar's ticks, 1-2-5 steps on a linear scale ({@link NiceTicks}), powers of ten on a log one, every
     * 1, 2, 5, … decades so that there are at most {@link NiceTicks#MAX} (the bar's axis is the exponent's, ticked so).
     * A short bar labels only some of them ({@link org.dltexplorer.app.chart.TickFit}) and marks the others.
     */
    public double[] ticks() {
        if (!log) {
            return NiceTicks.ticks(lo, hi, integer);
        }
        List<Double> t = new ArrayList<>();
        for (double e : NiceTicks.ticks(Math.log10(lo), Math.log10(hi), true)) {
            t.add(Math.pow(10, e));
        }
        return t.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** The iso-lines' levels: the ticks strictly inside the range (a line at an end would be a point or the border). */
    public double[] levels() {
        double span = log ? Math.log10(hi) - Math.log10(lo) : hi - lo;
        double edge = 1e-9 * span;
        return java.util.Arrays.stream(ticks()).filter(t -> {
            double d = log ? Math.log10(t) - Math.log10(lo) : t - lo;
            double u = log ? Math.log10(hi) - Math.log10(t) : hi - t;
            return d > edge && u > edge;
        }).toArray();
    }
}
