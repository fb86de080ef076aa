package org.dltexplorer.core.solver;

import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;

/**
 * A scheduling algorithm for some network kinds and strategies. Solvers are immutable values; an infeasible
 * instance is answered with {@link org.dltexplorer.core.schedule.Status#INFEASIBLE}, never an exception.
 * Exceptions are only for scenarios the solver does not {@link #supports support}.
 */
public interface Solver {

    /** Short name shown to users, e.g. {@code "chain (eq. (1)-(3), seed 003)"}. */
    String name();

    /** Whether this solver handles the scenario's network kind, strategy and parameters. */
    boolean supports(Scenario scenario);

    /** Solves, reporting progress to and honouring cancellation by {@code monitor}. */
    Schedule solve(Scenario scenario, SolveMonitor monitor);

    default Schedule solve(Scenario scenario) {
        return solve(scenario, SolveMonitor.NONE);
    }
}
