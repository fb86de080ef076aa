package org.dltexplorer.core.solver.star;

/**
 * A plan of one worker of a multi-installment star in the port-occupancy relaxation (decision 0022): message
 * {@code j} occupies the port over {@code [starts[j], ends[j]]}, the messages in sending order and apart
 * ({@code ends[j] ≤ starts[j+1]}, {@code 0 ≤ starts[0]}), carrying {@code x_j = (ends[j] − starts[j] − S_w)/C_w}; it
 * meets a deadline {@code D} when every message is followed by the computing of its own and the later chunks,
 * {@code ends[j] + A_w Σ_{i ≥ j} x_i ≤ D} (Drozdowski (2009): a worker computes its chunks in order, each after it
 * arrives). Absolute units (load of {@code V}, time). No messages: the empty plan.
 *
 * @param worker the worker's id
 * @param starts when each message starts
 * @param ends when each message ends
 */
record OccupancyPlan(int worker, double[] starts, double[] ends) {

    static OccupancyPlan none(int worker) {
        return new OccupancyPlan(worker, new double[0], new double[0]);
    }

    int messages() {
        return starts.length;
    }

    /** Load of message {@code j}. */
    double load(InstallmentStar star, int j) {
        return (ends[j] - starts[j] - star.s()[worker]) / star.c()[worker];
    }

    /** The plan's load, {@code Σ_j x_j}. */
    double load(InstallmentStar star) {
        double sum = 0;
        for (int j = 0; j < starts.length; j++) {
            sum += load(star, j);
        }
        return sum;
    }

    /**
     * How far the plan misses being one of its worker's plans meeting {@code deadline}: the largest violation of its
     * constraints (0 for a plan).
     */
    double violation(InstallmentStar star, double deadline) {
        double worst = 0;
        double tail = 0;
        for (int j = starts.length - 1; j >= 0; j--) {
            tail += star.a()[worker] * load(star, j);
            worst = Math.max(worst, -load(star, j));
            worst = Math.max(worst, ends[j] + tail - deadline);
            worst = Math.max(worst, j == 0 ? -starts[0] : ends[j - 1] - starts[j]);
        }
        return worst;
    }

    /** The port time the plan takes in each cell {@code (cellEnds[q−1], cellEnds[q]]} ({@code cellEnds[−1] = 0}). */
    double[] occupancy(double[] cellEnds) {
        double[] occ = new double[cellEnds.length];
        for (int j = 0; j < starts.length; j++) {
            double lo = 0;
            for (int q = 0; q < cellEnds.length; q++) {
                double hi = cellEnds[q];
                double overlap = Math.min(hi, ends[j]) - Math.max(lo, starts[j]);
                if (overlap > 0) {
                    occ[q] += overlap;
                }
                lo = hi;
            }
        }
        return occ;
    }

    /** {@code load − ∫ μ occ}: what the plan is worth at prices {@code mu} on the cells. */
    double value(InstallmentStar star, double[] cellEnds, double[] mu) {
        double[] occ = occupancy(cellEnds);
        double v = load(star);
        for (int q = 0; q < occ.length; q++) {
            v -= mu[q] * occ[q];
        }
        return v;
    }
}
