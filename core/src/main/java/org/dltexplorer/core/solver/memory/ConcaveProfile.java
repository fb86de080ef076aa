package org.dltexplorer.core.solver.memory;

import java.util.Arrays;
import org.dltexplorer.core.Tolerance;

/**
 * A continuous piecewise-linear function on {@code [x_0, x_n]} given by its breakpoints; in {@link SequenceEvaluator}
 * it is the most load the remaining workers can process as a function of the time their port becomes free, which
 * is concave because it is the value of a linear program whose right-hand side moves linearly with that time.
 */
final class ConcaveProfile {

    final double[] x;
    final double[] y;
    final int n;

    ConcaveProfile(double[] x, double[] y, int n) {
        this.x = x;
        this.y = y;
        this.n = n;
    }

    /** The zero function on {@code [0, end]}. */
    static ConcaveProfile zero(double end) {
        return new ConcaveProfile(new double[] {0, end}, new double[] {0, 0}, 2);
    }

    double start() {
        return x[0];
    }

    double end() {
        return x[n - 1];
    }

    /** The value at {@code t}, clamped into the domain (callers stay inside up to rounding). */
    double at(double t) {
        if (t <= x[0]) {
            return y[0];
        }
        if (t >= x[n - 1]) {
            return y[n - 1];
        }
        int i = Arrays.binarySearch(x, 0, n, t);
        if (i >= 0) {
            return y[i];
        }
        int hi = -i - 1;
        int lo = hi - 1;
        double w = (t - x[lo]) / (x[hi] - x[lo]);
        return y[lo] + w * (y[hi] - y[lo]);
    }

    /**
     * The first breakpoint after which the slope falls below {@code -1/c}: where {@code y/c + f(y)} is largest
     * (the right end when no slope is that steep).
     */
    double argmaxWithSlope(double c) {
        double limit = -1.0 / c;
        for (int i = 0; i + 1 < n; i++) {
            double dx = x[i + 1] - x[i];
            if (dx > 0 && (y[i + 1] - y[i]) < limit * dx) {
                return x[i];
            }
        }
        return x[n - 1];
    }

    /** The first breakpoint after which the slope falls below {@code limit} (the right end when none does). */
    double firstSlopeBelow(double limit) {
        for (int i = 0; i + 1 < n; i++) {
            double dx = x[i + 1] - x[i];
            if (dx > 0 && (y[i + 1] - y[i]) < limit * dx) {
                return x[i];
            }
        }
        return x[n - 1];
    }

    /** The largest value of this plus {@code other} on this profile's domain (exact: both are piecewise linear). */
    double maxSum(ConcaveProfile other) {
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            best = Math.max(best, y[i] + other.at(x[i]));
        }
        for (int i = 0; i < other.n; i++) {
            if (other.x[i] > x[0] && other.x[i] < x[n - 1]) {
                best = Math.max(best, at(other.x[i]) + other.y[i]);
            }
        }
        return best;
    }

    /** Whether this is at most {@code other} everywhere on this domain, which {@code other}'s must contain. */
    boolean below(ConcaveProfile other, Tolerance tol) {
        if (other.x[0] > x[0] || other.x[other.n - 1] < x[n - 1]) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (!tol.lessOrEqual(y[i], other.at(x[i]))) {
                return false;
            }
        }
        for (int i = 0; i < other.n; i++) {
            if (other.x[i] > x[0] && other.x[i] < x[n - 1] && !tol.lessOrEqual(at(other.x[i]), other.y[i])) {
                return false;
            }
        }
        return true;
    }
}
