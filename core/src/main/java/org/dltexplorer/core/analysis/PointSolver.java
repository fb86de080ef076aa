package org.dltexplorer.core.analysis;

import java.util.List;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;

/**
 * Solves a scenario at one point of a parameter space: every parameter applied through {@link ScenarioParameter}, in
 * order, then the solvers. Nothing thrown: a value the scenario cannot take, or a refusal, is a point not solved.
 */
final class PointSolver {

    private final Solvers solvers;

    PointSolver(Solvers solvers) {
        this.solvers = solvers;
    }

    PointOutcome solve(Scenario base, List<ScenarioParameter> parameters, double[] values, SolveMonitor monitor) {
        if (monitor.cancelled()) {
            return PointOutcome.notSolved("cancelled");
        }
        ParameterChange change = ParameterChange.of(base);
        try {
            for (int i = 0; i < values.length; i++) {
                change = change.then(parameters.get(i).apply(change.scenario(), values[i]));
            }
            return PointOutcome.of(solvers.solve(change.scenario(), monitor), change.note());
        } catch (IllegalArgumentException e) {
            return PointOutcome.notSolved(PointOutcome.joined(change.note(), e.getMessage()));
        }
    }
}
