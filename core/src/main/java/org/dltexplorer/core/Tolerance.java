package org.dltexplorer.core;

/**
 * The one tolerance type of the project: every comparison of computed loads and times goes through a
 * named instance, never a scattered literal.
 *
 * <p>Two values are equal under this tolerance when {@code |a - b| <= absolute + relative * max(|a|, |b|)}.
 *
 * @param relative relative part of the allowed difference
 * @param absolute absolute part of the allowed difference
 */
public record Tolerance(double relative, double absolute) {

    /** Comparisons of solver results: loads, finish times, makespans. */
    public static final Tolerance DEFAULT = new Tolerance(1e-9, 1e-12);

    /** Replaying schedules in the validator; looser because intervals accumulate rounding. */
    public static final Tolerance VALIDATION = new Tolerance(1e-7, 1e-9);

    /** A load this small (relative to the total load) counts as zero: the processor is dropped. */
    public static final Tolerance NEGLIGIBLE_LOAD = new Tolerance(1e-12, 0.0);

    public Tolerance {
        if (!(relative >= 0) || !(absolute >= 0)) {
            throw new IllegalArgumentException("tolerance parts must be >= 0");
        }
    }

    /** The allowed difference around values of magnitude {@code scale}. */
    public double slack(double scale) {
        return absolute + relative * Math.abs(scale);
    }

    public boolean equal(double a, double b) {
        if (a == b) {
            return true;
        }
        return Math.abs(a - b) <= slack(Math.max(Math.abs(a), Math.abs(b)));
    }

    /** {@code a <= b} up to this tolerance. */
    public boolean lessOrEqual(double a, double b) {
        return a <= b + slack(Math.max(Math.abs(a), Math.abs(b)));
    }

    /** Whether {@code value} is zero relative to {@code scale}. */
    public boolean isZero(double value, double scale) {
        return Math.abs(value) <= slack(scale);
    }
}
