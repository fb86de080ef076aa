package org.dltexplorer.app.feature.comparison;

import java.util.function.Function;
import java.util.function.UnaryOperator;

import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;

/**
 * One side of a comparison: the scenario on screen with one choice changed, or solved by a method that is not a
 * strategy of the format (a baseline such as rectangular layers).
 *
 * @param name what the table and the chart call it
 * @param change turns the scenario on screen into this variant's scenario
 * @param method solves the variant's scenario itself; null to use the solver registry
 */
public record Variant(String name, UnaryOperator<Scenario> change, Function<Scenario, Schedule> method) {

    /** A variant the registry solves. */
    public Variant(String name, UnaryOperator<Scenario> change) {
        this(name, change, null);
    }

    public Scenario apply(Scenario s) {
        return change.apply(s);
    }

    /** The variant of {@code s}, solved by its own method or else by {@code solvers}. */
    public Schedule solve(Scenario s, Solvers solvers, SolveMonitor monitor) {
        Scenario variant = apply(s);
        return method != null ? method.apply(variant) : solvers.solve(Comparisons.solvable(variant, solvers), monitor);
    }
}
