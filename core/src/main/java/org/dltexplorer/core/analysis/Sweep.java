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

    /**
     * {@code steps} values from {@code from} to {@code to}, evenly spaced, or geometrically when {@code log}. The end
     * points are exactly {@code from} and {@code to}; a linear point is one correctly rounded division of exact
     * products ({@code 0.1, 0.2, 0.3}, not {@code 0.30000000000000004}), and a log point whose exponent is a whole
     * number is that power of ten exactly ({@code 0.1, 1, 10, 100, 1000}).
     */
    public static double[] range(double from, double to, int steps, boolean log) {
        if (steps < 1) {
            throw new IllegalArgumentException("steps must be >= 1, got " + steps);
        }
        if (log && (from <= 0 || to <= 0)) {
            throw new IllegalArgumentException("a log range needs positive ends, got " + from + " and " + to);
        }
        double[] v = new double[steps];
        int n = steps - 1;
        double lo = Math.log10(from);
        double hi = Math.log10(to);
        for (int i = 0; i <= n; i++) {
            if (i == 0 || i == n) {
                v[i] = i == 0 ? from : to;
            } else if (log) {
                v[i] = powerOfTen((lo * (n - i) + hi * i) / n);
            } else {
                v[i] = (from * (n - i) + to * i) / n;
            }
        }
        return v;
    }

    /** How close an exponent must be to a whole number to be taken for one (log10 of a power of ten is exact to ~1e-16). */
    private static final double WHOLE_EXPONENT = 1e-12;

    /** 10^e, exactly the double nearest a power of ten when {@code e} is a whole number. */
    private static double powerOfTen(double e) {
        double k = Math.rint(e);
        return Math.abs(e - k) < WHOLE_EXPONENT ? Double.parseDouble("1e" + (long) k) : Math.pow(10, e);
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
