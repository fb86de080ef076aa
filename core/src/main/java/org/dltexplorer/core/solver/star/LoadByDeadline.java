package org.dltexplorer.core.solver.star;

/**
 * The most load (a fraction of {@code V}) a fixed set of served workers processes by a deadline {@code t}: the
 * optimum of a packing LP whose right-hand sides grow with {@code t}, so it is concave, piecewise linear and
 * nondecreasing in {@code t}; its slope is the sum of the rows' dual prices. The least makespan is the least
 * {@code t} at which it reaches the whole load ({@link #leastDeadline}). Used for one FIFO sequence (the one-port
 * star with returns, {@link FifoReturnSearch}) and for several sharing one makespan (a bus with returns,
 * {@link FifoReturnSequence#loads}).
 */
@FunctionalInterface
interface LoadByDeadline {

    /** A Newton step below {@code T}'s resolution ends the iteration when the load is this close to all of it. */
    double NEAR_ROOT = 1e-9;

    /**
     * The most load by {@code t}, {@code -∞} when the startups alone exceed {@code t}.
     *
     * @param slope receives at index 0 the slope at {@code t} (its right derivative, from the dual prices)
     */
    double at(double t, double[] slope);

    /**
     * The least {@code t ≥ start} at which the whole load fits: Newton's method from the left (the tangent of a
     * concave function lies above it, so no step overshoots). A step below {@code T}'s resolution ends the iteration
     * only near the root: far from it the tangent is that of a kink so steep that the next {@code t} would round back
     * to this one (at {@code T = 2ΣS} with {@code R ≈ 10^-84} the port row prices the load at {@code 1/R}), and a
     * bisection takes over; ending there answered {@code 2ΣS} for every prefix, and the search kept two of eight
     * workers (makespan 4.18 where six give 2.50, fuzz seed 14, case 32). {@code +∞} when no deadline fits it.
     *
     * @param start a deadline no answer is below (the served workers' startups)
     */
    default double leastDeadline(double start) {
        double t = start;
        double[] slope = new double[1];
        for (int it = 0; it < 200; it++) {
            double x = at(t, slope);
            if (x >= 1) {
                return t;
            }
            if (!(slope[0] > 0) || !(x > Double.NEGATIVE_INFINITY)) {
                break;
            }
            double step = (1 - x) / slope[0];
            if (step <= 1e-14 * t) {
                if (1 - x <= NEAR_ROOT) {
                    return t + step;
                }
                break;
            }
            t += step;
        }
        return bisection(Math.max(t, 1.0));
    }

    /** The lower end of the final bisection bracket of the least deadline that fits the load, from {@code hi} up. */
    default double bisection(double hi) {
        double[] slope = new double[1];
        while (at(hi, slope) < 1) {
            hi *= 2;
            if (!Double.isFinite(hi)) {
                return hi;
            }
        }
        double lo = 0;
        for (int it = 0; it < 200 && hi - lo > 1e-12 * hi; it++) {
            double mid = 0.5 * (lo + hi);
            if (at(mid, slope) >= 1) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return lo;
    }
}
