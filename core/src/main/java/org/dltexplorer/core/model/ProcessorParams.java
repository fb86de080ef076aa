package org.dltexplorer.core.model;

/**
 * Canonical parameters of one processor.
 *
 * <p>The four terms beyond the papers' models ({@code release}, {@code F}, {@code cost}, {@code fixedCost}) live
 * here rather than in a record of their own because they follow exactly the rules of {@code A} and {@code B}: a
 * default block plus per-id overrides, an override that leaves a key out keeping the default's value. A separate
 * record would need a second override map in {@link Scenario} and a second merge in the reader and every editor;
 * the two-argument constructor keeps every existing call site meaning what it meant (all four terms 0).
 *
 * @param A time to compute one unit of load
 * @param B memory buffer in load units; {@link Double#POSITIVE_INFINITY} means unlimited
 * @param release the processor computes nothing before this time (it may receive earlier); 0 when free at once
 * @param F computation startup: computing {@code x > 0} units takes {@code F + A·x}; a processor given no load pays
 *        none
 * @param cost money per load unit the processor computes
 * @param fixedCost money charged once when the processor computes any load
 */
public record ProcessorParams(double A, double B, double release, double F, double cost, double fixedCost) {

    public static final double UNLIMITED = Double.POSITIVE_INFINITY;

    /** A processor of the papers' models: no release time, no startup, no cost. */
    public ProcessorParams(double A, double B) {
        this(A, B, 0, 0, 0, 0);
    }

    public static ProcessorParams of(double A) {
        return new ProcessorParams(A, UNLIMITED);
    }

    public boolean limitedMemory() {
        return B != UNLIMITED;
    }

    /** Whether any of the terms beyond the papers' models is set (non-zero). */
    public boolean hasExtensions() {
        return release != 0 || F != 0 || cost != 0 || fixedCost != 0;
    }

    /** Money charged for computing {@code x} units: {@code fixedCost·[x > 0] + cost·x}. */
    public double costOf(double x) {
        return x > 0 ? fixedCost + cost * x : 0.0;
    }

    public ProcessorParams withA(double a) {
        return new ProcessorParams(a, B, release, F, cost, fixedCost);
    }

    public ProcessorParams withB(double b) {
        return new ProcessorParams(A, b, release, F, cost, fixedCost);
    }

    public ProcessorParams withRelease(double r) {
        return new ProcessorParams(A, B, r, F, cost, fixedCost);
    }

    public ProcessorParams withF(double f) {
        return new ProcessorParams(A, B, release, f, cost, fixedCost);
    }

    public ProcessorParams withCost(double c) {
        return new ProcessorParams(A, B, release, F, c, fixedCost);
    }

    public ProcessorParams withFixedCost(double c) {
        return new ProcessorParams(A, B, release, F, cost, c);
    }
}
