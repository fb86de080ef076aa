package org.dltexplorer.core.analysis;

import java.util.List;
import java.util.stream.IntStream;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;

/**
 * Runs a scenario over a range of one parameter, points in parallel, results in order. A point that cannot be
 * solved (infeasible, or the parameter makes the scenario invalid) is reported, never thrown.
 */
public final class Sweep {

    private final Solvers solvers;

    public Sweep(Solvers solvers) {
        this.solvers = solvers;
    }

    /** {@code steps} values from {@code from} to {@code to}, evenly spaced, or geometrically when {@code log}. */
    public static double[] range(double from, double to, int steps, boolean log) {
        if (steps < 1) {
            throw new IllegalArgumentException("steps must be >= 1, got " + steps);
        }
        if (log && (from <= 0 || to <= 0)) {
            throw new IllegalArgumentException("a log range needs positive ends, got " + from + " and " + to);
        }
        double[] v = new double[steps];
        for (int i = 0; i < steps; i++) {
            double f = steps == 1 ? 0 : (double) i / (steps - 1);
            v[i] = log ? Math.exp(Math.log(from) + f * (Math.log(to) - Math.log(from))) : from + f * (to - from);
        }
        return v;
    }

    public List<SweepPoint> run(Scenario base, SweepParameter parameter, double[] values) {
        return run(base, parameter, values, SolveMonitor.NONE);
    }

    public List<SweepPoint> run(Scenario base, SweepParameter parameter, double[] values, SolveMonitor monitor) {
        return IntStream.range(0, values.length).parallel()
                .mapToObj(i -> point(base, parameter, parameter.integer() ? Math.rint(values[i]) : values[i], monitor))
                .toList();
    }

    private SweepPoint point(Scenario base, SweepParameter parameter, double value, SolveMonitor monitor) {
        if (monitor.cancelled()) {
            return new SweepPoint(value, org.dltexplorer.core.schedule.Status.INFEASIBLE, Double.NaN, Double.NaN, 0, "cancelled");
        }
        try {
            Schedule s = solvers.solve(parameter.apply(base, value), monitor);
            return new SweepPoint(value, s.status(), s.makespan(), s.metrics().speedup(), s.metrics().processorsUsed(), s.reason());
        } catch (IllegalArgumentException e) {
            return new SweepPoint(value, org.dltexplorer.core.schedule.Status.INFEASIBLE, Double.NaN, Double.NaN, 0, e.getMessage());
        }
    }
}
