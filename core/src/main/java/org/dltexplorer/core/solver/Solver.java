package org.dltexplorer.core.solver;

import java.util.List;
import java.util.Set;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.ScenarioFeatures;
import org.dltexplorer.core.schedule.Schedule;

/**
 * A scheduling algorithm for some network kinds and strategies. Solvers are immutable values; an infeasible
 * instance is answered with {@link org.dltexplorer.core.schedule.Status#INFEASIBLE}, never an exception.
 * Exceptions are only for scenarios the solver does not {@link #supports support}.
 *
 * <p>What a solver supports is what it declares ({@link #capabilities()}): a scenario feature it does not declare is
 * not supported, so a key added to the format is refused by every solver until one declares it (fail closed, as
 * ojAlgo's {@code Optimisation.Integration.isCapable}). Solvers of the project do not override {@link #supports}.
 */
public interface Solver {

    /** Short name shown to users, e.g. {@code "chain (eq. (1)-(3), Błażewicz & Drozdowski (1997))"}. */
    String name();

    /** The cases this solver handles (network kinds, scenario features, size); usually one. */
    List<Capability> capabilities();

    /** Whether this solver handles the scenario's network kind, strategy and parameters: a case covers it. */
    default boolean supports(Scenario scenario) {
        return supports(scenario, ScenarioFeatures.of(scenario));
    }

    /** {@link #supports(Scenario)} for a scenario whose {@linkplain ScenarioFeatures features} are known. */
    default boolean supports(Scenario scenario, Set<Feature> features) {
        return Capability.anyCovers(capabilities(), scenario, features);
    }

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
