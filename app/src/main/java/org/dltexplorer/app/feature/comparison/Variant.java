package org.dltexplorer.app.feature.comparison;

import java.util.function.Function;
import java.util.function.UnaryOperator;

import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;

/**
 * One side of a comparison: the scenario on screen with one choice changed, or solved by a method that is not a
 * strategy of the format (a baseline such as rectangular layers, or one half of the loop solver).
 *
 * @param name what the table and the chart call it
 * @param change turns the scenario on screen into this variant's scenario
 * @param method solves the variant's scenario itself; null to use the solver registry
 * @param whyNot why the variant does not apply to a scenario (shown in its row), or null when it does
 */
public record Variant(String name, UnaryOperator<Scenario> change, Method method, Function<Scenario, String> whyNot) {

    /** A solving method outside the registry. */
    @FunctionalInterface
    public interface Method {
        Schedule solve(Scenario s, SolveMonitor monitor);
    }

    public Variant {
        whyNot = whyNot == null ? s -> null : whyNot;
    }

    /** A variant the registry solves. */
    public Variant(String name, UnaryOperator<Scenario> change) {
        this(name, change, null, null);
    }

    public Scenario apply(Scenario s) {
        return change.apply(s);
    }

    /** Why this variant does not apply to {@code s} (the scenario on screen), or null. */
    public String whyNotFor(Scenario s) {
        return whyNot.apply(s);
    }

    /** The variant of {@code s}, solved by its own method or else by {@code solvers}. */
    public Schedule solve(Scenario s, Solvers solvers, SolveMonitor monitor) {
        Scenario variant = apply(s);
        return method != null ? method.solve(variant, monitor) : solvers.solve(Comparisons.solvable(variant, solvers), monitor);
    }

    /** The same variant, not applicable where {@code reason} says so. */
    public Variant unless(Function<Scenario, String> reason) {
        Function<Scenario, String> before = whyNot;
        return new Variant(name, change, method, s -> {
            String w = before.apply(s);
            return w != null ? w : reason.apply(s);
        });
    }
}
