package org.dltexplorer.app.chart;

import java.util.function.DoubleFunction;
import java.util.function.IntFunction;
import java.util.function.ToDoubleFunction;

/**
 * Which ticks of an axis get a label, for the axis's length in the figure: its 1-2-5 ticks ({@link NiceTicks}) or its
 * decades, thinned until no two neighbouring labels, measured in the font they are drawn in, come closer than a gap,
 * but never below two labelled ticks. A 4 cm axis from 0.5 to 2 then reads "0.5 1.0 1.5 2.0" or "1 2", never
 * "0.51.01.52.0"; a log axis over 19 decades labels every third (10⁻⁹, 10⁻⁶, …). Pure arithmetic over a measure of
 * a label's extent along the axis, so the drawn chart (measured with its {@code Graphics2D}'s font metrics) and the
 * PGFPlots export (with its estimate of LaTeX's fonts) thin the same way.
 */
public final class TickFit {

    /** Air between neighbouring labels, as a share of the tick font's size: about a space. */
    public static final double GAP = 0.3;
    /** Strides of a thinned log axis, in decades: every, every other, every third decade, … */
    private static final int[] DECADE_STRIDES = {1, 2, 3, 5, 10, 20, 30, 50, 100};
    private static final double EDGE = 1e-9;

    private TickFit() {
    }

    /**
     * The labelled step of a linear axis over {@code [lo, hi]}: {@link NiceTicks#step} when its labels fit, else the
     * next 1-2-5 step that fits; the largest step that still labels two ticks when none does.
     *
     * @param length the axis's length in the figure's units (points)
     * @param label the label of a tick for a step: {@code (step) -> (value) -> text}
     * @param extent a label's extent along the axis, in the figure's units (its width on a horizontal axis, its height
     *        on a vertical one)
     * @param gap the least air between two labels, in the figure's units
     */
    public static double linearStep(double lo, double hi, boolean integer, double length,
            DoubleFunction<DoubleFunction<String>> label, ToDoubleFunction<String> extent, double gap) {
        double step = NiceTicks.step(lo, hi, integer);
        if (!(hi > lo) || !(length > 0)) {
            return step;
        }
        double perUnit = length / (hi - lo);
        while (true) {
            if (fits(lo, hi, step, step * perUnit, label.apply(step), extent, gap)) {
                return step;
            }
            double next = next(step);
            if (NiceTicks.count(lo, hi, next) < 2) {
                return step;
            }
            step = next;
        }
    }

    /** Whether the labels at the multiples of {@code step} in {@code [lo, hi]}, {@code apart} units apart, fit. */
    private static boolean fits(double lo, double hi, double step, double apart, DoubleFunction<String> label,
            ToDoubleFunction<String> extent, double gap) {
        long first = (long) Math.ceil(lo / step - EDGE);
        int n = NiceTicks.count(lo, hi, step);
        double before = Double.NaN;
        for (int i = 0; i < n; i++) {
            double e = extent.applyAsDouble(label.apply((first + i) * step));
            if (i > 0 && (before + e) / 2 + gap > apart) {
                return false;
            }
            before = e;
        }
        return true;
    }

    /** The 1-2-5 step after {@code step}: 0.2 → 0.5 → 1 → 2. */
    static double next(double step) {
        double decade = Math.pow(10, Math.floor(Math.log10(step) + EDGE));
        double m = Math.round(step / decade);
        return m < 2 ? 2 * decade : m < 5 ? 5 * decade : 10 * decade;
    }

    /**
     * Every how many decades a log axis whose decades {@code 10^first … 10^last} are {@code decade} units long labels
     * one: 1, 2, 3, 5, 10, … (a decade is labelled when its exponent is a multiple), the smallest that labels at most
     * {@link NiceTicks#MAX} decades whose labels fit; the largest that still labels two decades when none does.
     *
     * @param label the label of decade {@code e} ({@code 10⁻⁹})
     * @param extent a label's extent along the axis, in the figure's units
     */
    public static int decadeStride(int first, int last, double decade, IntFunction<String> label,
            ToDoubleFunction<String> extent, double gap) {
        int chosen = 1;
        for (int stride : DECADE_STRIDES) {
            if (labelled(first, last, stride) < 2) {
                break;
            }
            chosen = stride;
            if (labelled(first, last, stride) <= NiceTicks.MAX && decadesFit(first, last, stride, decade, label, extent, gap)) {
                break;
            }
        }
        return chosen;
    }

    /** How many exponents in {@code [first, last]} are multiples of {@code stride}. */
    public static int labelled(int first, int last, int stride) {
        return Math.max(0, Math.floorDiv(last, stride) - Math.floorDiv(first - 1, stride));
    }

    private static boolean decadesFit(int first, int last, int stride, double decade, IntFunction<String> label,
            ToDoubleFunction<String> extent, double gap) {
        double before = Double.NaN;
        boolean any = false;
        for (int e = first; e <= last; e++) {
            if (Math.floorMod(e, stride) != 0) {
                continue;
            }
            double w = extent.applyAsDouble(label.apply(e));
            if (any && (before + w) / 2 + gap > stride * decade) {
                return false;
            }
            before = w;
            any = true;
        }
        return true;
    }
}
