package org.dltexplorer.core.model;

/**
 * Canonical parameters of one processor.
 *
 * @param A time to compute one unit of load
 * @param B memory buffer in load units; {@link Double#POSITIVE_INFINITY} means unlimited
 */
public record ProcessorParams(double A, double B) {

    public static final double UNLIMITED = Double.POSITIVE_INFINITY;

    public static ProcessorParams of(double A) {
        return new ProcessorParams(A, UNLIMITED);
    }

    public boolean limitedMemory() {
        return B != UNLIMITED;
    }

    public ProcessorParams withA(double a) {
        return new ProcessorParams(a, B);
    }

    public ProcessorParams withB(double b) {
        return new ProcessorParams(A, b);
    }
}
