package org.dltexplorer.core.analysis;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;

/**
 * Runs a scenario over a range of one {@link ScenarioParameter}, points in parallel, results in order. A point that
 * cannot be solved (infeasible, or the value makes the scenario invalid) is reported, never thrown; a point at the
 * scenario's own value answers exactly what solving the scenario answers.
 */
public final class Sweep {

    private final PointSolver point;

    public Sweep(Solvers solvers) {
        this.point = new PointSolver(solvers);
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

    public List<SweepPoint> run(Scenario base, ScenarioParameter parameter, double[] values) {
        return run(base, parameter, values, SolveMonitor.NONE);
    }

    public List<SweepPoint> run(Scenario base, ScenarioParameter parameter, double[] values, SolveMonitor monitor) {
        return run(base, parameter, values, Shard.ALL, monitor);
    }

    /**
     * The points of {@code shard} (all of them for {@link Shard#ALL}), in order, each solved through
     * {@link ScenarioParameter#apply}; a whole-number parameter's values are rounded first.
     */
    public List<SweepPoint> run(Scenario base, ScenarioParameter parameter, double[] values, Shard shard, SolveMonitor monitor) {
        List<SweepPoint> points = new ArrayList<>();
        List<ScenarioParameter> one = List.of(parameter);
        OrderedPoints.forEach(values.length, shard, i -> {
            double v = parameter.integer() ? Math.rint(values[(int) i]) : values[(int) i];
            return new SweepPoint(v, point.solve(base, one, new double[] {v}, monitor));
        }, points::add);
        return points;
    }
}
