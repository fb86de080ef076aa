package org.dltexplorer.app.chart;

/**
 * Where labelled ticks go: between {@value #MIN} and {@value #MAX} of them, at multiples of 1, 2 or 5 × 10^k (integers
 * only on integer axes). Pure arithmetic, shared by the chart axes and the PGFPlots export so both label the same
 * numbers.
 */
public final class NiceTicks {

    public static final int MIN = 4;
    public static final int MAX = 8;
    private static final double[] MANTISSAS = {1, 2, 5};
    /** Slack when a tick falls on a range end up to rounding. */
    private static final double EDGE = 1e-9;

    private NiceTicks() {
    }

    /**
     * The step for the range {@code [lo, hi]}: the smallest 1-2-5 step that gives at most {@value #MAX} ticks (at least
     * 1 when {@code integer}). A range starting at a multiple of the step then has at least {@value #MIN}.
     */
    public static double step(double lo, double hi, boolean integer) {
        double span = hi - lo;
        if (!(span > 0) || !Double.isFinite(span)) {
            return integer ? 1 : Math.max(Math.abs(hi), 1) / 10;
        }
        double step = Math.pow(10, Math.floor(Math.log10(span / MAX)) - 1);
        while (true) {
            for (double m : MANTISSAS) {
                double s = m * step;
                if ((!integer || s >= 1) && count(lo, hi, s) <= MAX) {
                    return s;
                }
            }
            step *= 10;
        }
    }

    /** How many multiples of {@code step} lie in {@code [lo, hi]}. */
    public static int count(double lo, double hi, double step) {
        long first = (long) Math.ceil(lo / step - EDGE);
        long last = (long) Math.floor(hi / step + EDGE);
        return (int) Math.max(0, last - first + 1);
    }

    /** The ticks themselves: the multiples of {@link #step} in {@code [lo, hi]}. */
    public static double[] ticks(double lo, double hi, boolean integer) {
        double s = step(lo, hi, integer);
        long first = (long) Math.ceil(lo / s - EDGE);
        double[] t = new double[count(lo, hi, s)];
        for (int i = 0; i < t.length; i++) {
            // multiply, not add: no drift, 0.30000000000000004 never appears
            t[i] = (first + i) * s;
        }
        return t;
    }

    /** {@code [lo, hi]} widened to multiples of its step, so that an automatic range has at least {@value #MIN} ticks. */
    public static double[] widened(double lo, double hi, boolean integer) {
        double s = step(lo, hi, integer);
        return new double[] {Math.floor(lo / s + EDGE) * s, Math.ceil(hi / s - EDGE) * s};
    }

    /** Decimals that show a step exactly: 0.25 → 2, 5 → 0. */
    public static int decimals(double step) {
        int d = 0;
        while (d < 12 && Math.abs(step * Math.pow(10, d) - Math.rint(step * Math.pow(10, d))) > 1e-6 * step * Math.pow(10, d)) {
            d++;
        }
        return d;
    }

    /** The smallest of 1, 2, 5, 10, 20, ... that is at least {@code x}. */
    public static int atLeast(double x) {
        int step = 1;
        while (true) {
            for (int m : new int[] {1, 2, 5}) {
                if (m * step >= x) {
                    return m * step;
                }
            }
            step *= 10;
        }
    }

    /** Every how many categories (or rows) a label goes, so that at most {@value #MAX} are labelled: 1, 2, 5, 10, ... */
    public static int every(int categories) {
        if (categories <= MAX) {
            return 1;
        }
        return (int) Math.round(step(0, categories - 1, true));
    }
}
