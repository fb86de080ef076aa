package org.dltexplorer.core.analysis;

import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;

/**
 * What the solvers answered at one point of a sweep or map.
 *
 * @param status the answer's status; {@link Status#INFEASIBLE} also when the point could not be solved (the reason says why)
 * @param makespan the schedule length; NaN when not solved
 * @param speedup the answer's speedup; NaN when not solved
 * @param processorsUsed how many processors got load; 0 when not solved
 * @param bound a proven lower bound when a search stopped early; NaN otherwise
 * @param gap {@code (makespan − bound)/makespan} with that bound; NaN otherwise
 * @param reason why the point was not solved or not proven, and what moved besides the parameters (a chain's
 *        originator); empty when there is nothing to say
 */
public record PointOutcome(Status status, double makespan, double speedup, long processorsUsed, double bound, double gap,
        String reason) {

    public PointOutcome {
        reason = reason == null ? "" : reason;
    }

    /** The answer {@code s}, with {@code note} (what moved) before its own reason. */
    static PointOutcome of(Schedule s, String note) {
        return new PointOutcome(s.status(), s.makespan(), s.metrics().speedup(), s.metrics().processorsUsed(), s.bound(),
                s.gap(), joined(note, s.reason()));
    }

    /** A point that could not be solved, and why. */
    static PointOutcome notSolved(String reason) {
        return new PointOutcome(Status.INFEASIBLE, Double.NaN, Double.NaN, 0, Double.NaN, Double.NaN, reason);
    }

    /** Speedup per processor used (Błażewicz & Drozdowski 1997, §2.1); NaN when not solved. */
    public double efficiency() {
        return processorsUsed > 0 ? speedup / processorsUsed : Double.NaN;
    }

    static String joined(String a, String b) {
        if (a == null || a.isEmpty()) {
            return b == null ? "" : b;
        }
        return b == null || b.isEmpty() ? a : a + "; " + b;
    }
}
