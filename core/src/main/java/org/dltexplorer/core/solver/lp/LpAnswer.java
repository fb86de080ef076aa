package org.dltexplorer.core.solver.lp;

import org.ojalgo.optimisation.Optimisation;

/**
 * What {@link CertifiedLp} found: ojAlgo's state for the caller's model, the best primal point of all solves (in the
 * model's variable order; null when there is none) and its certificate against the best dual point.
 *
 * @param solverState ojAlgo's state of the first solve, the caller's model as it was configured
 * @param x the best feasible point found, null when no solve found one
 * @param certificate its check against the best multipliers, null without {@code x}
 * @param maximised whether the caller's model maximises (the certificate's LP always minimises)
 * @param solves how many primal and dual solves it took
 */
public record LpAnswer(Optimisation.State solverState, double[] x, LpCertificate certificate, boolean maximised,
        int solves) {

    /** Whether there is a point to use. */
    public boolean hasSolution() {
        return x != null;
    }

    /** Whether the point is proven optimal ({@link LpCertificate#proves}). */
    public boolean certified() {
        return certificate != null && certificate.proves();
    }

    /** The objective at {@code x} in the caller's sense. */
    public double objective() {
        return maximised ? -certificate.objective() : certificate.objective();
    }

    /**
     * The proven limit on the optimum in the caller's sense: a lower bound of a minimum, an upper bound of a
     * maximum ({@code ∓∞} when no multipliers gave one).
     */
    public double bound() {
        return maximised ? -certificate.bound() : certificate.bound();
    }

    /** The certificate's relative gap ({@code +∞} without a bound). */
    public double gap() {
        return certificate == null ? Double.POSITIVE_INFINITY : certificate.gap();
    }
}
