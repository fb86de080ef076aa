package org.dltexplorer.core.solver;

import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;

/**
 * A scheduling algorithm for some network kinds and strategies. Solvers are immutable values; an infeasible
 * instance is answered with {@link org.dltexplorer.core.schedule.Status#INFEASIBLE}, never an exception.
 * Exceptions are only for scenarios the solver does not {@link #supports support}.
 */
public interface Solver {

    /** Short name shown to users, e.g. {@code "chain (eq. (1)-(3), Błażewicz & Drozdowski (1997))"}. */
    String name();

    /**
     * The terms beyond the papers' models this solver handles; the registry never picks a solver for a scenario that
     * uses a term it does not declare (the term would be silently ignored). None by default.
     */
    default java.util.Set<org.dltexplorer.core.model.ModelExtension> extensions() {
        return java.util.Set.of();
    }

    /** Whether this solver handles the scenario's network kind, strategy and parameters. */
    boolean supports(Scenario scenario);

    /**
     * Why this solver declines a scenario of its network kind, in words a user can act on (which key or parameter
     * to change); null when it has nothing to say (other kind, or it supports the scenario).
     */
    default String whyNot(Scenario scenario) {
        return null;
    }

    /** Solves, reporting progress to and honouring cancellation by {@code monitor}. */
    Schedule solve(Scenario scenario, SolveMonitor monitor);

    default Schedule solve(Scenario scenario) {
        return solve(scenario, SolveMonitor.NONE);
    }
}
