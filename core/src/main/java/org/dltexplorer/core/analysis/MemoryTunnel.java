package org.dltexplorer.core.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;

/**
 * Makespan against the load for several buffer sizes, between the "inf" and "sat" lines of Drozdowski & Wolniewicz (2003) (Figs. 2–3,
 * 7–9): "inf" is the system with unlimited memory (every buffer equal to the load, so it never binds), "sat" the
 * system whose buffers hold exactly the load ({@code B = V / computing processors}). Curves for fixed {@code B}
 * lie between them where they are feasible (NaN where the buffers cannot hold the load).
 *
 * @param loads the values of {@code V}
 * @param inf makespans with unlimited memory
 * @param sat makespans with saturated memory
 * @param curves one curve per buffer size
 */
public record MemoryTunnel(double[] loads, double[] inf, double[] sat, List<Curve> curves) {

    /**
     * Makespans for one buffer size.
     *
     * @param buffer B of every processor
     * @param makespans one per load; NaN where infeasible
     */
    public record Curve(double buffer, double[] makespans) {
    }

    public MemoryTunnel {
        loads = loads.clone();
        inf = inf.clone();
        sat = sat.clone();
        curves = List.copyOf(curves);
    }

    /** {@code C^inf / C^sat} per load: the width of the tunnel (1 = memory does not matter). */
    public double[] ratio() {
        double[] r = new double[loads.length];
        for (int i = 0; i < r.length; i++) {
            r[i] = inf[i] / sat[i];
        }
        return r;
    }

    /**
     * The tunnel of a homogeneous scenario (a star with equal processors, a mesh or a torus): every processor's
     * buffer is set to each of {@code buffers}, to {@code V} ("inf") and to {@code V/n} ("sat"), where {@code n} is
     * the number of processors that compute. Points run in parallel.
     */
    public static MemoryTunnel of(Scenario base, double[] loads, double[] buffers, Solvers solvers, SolveMonitor monitor) {
        double computing = base.network().processorCount() - (base.strategy().originatorComputes() ? 0 : 1);
        double[] inf = new double[loads.length];
        double[] sat = new double[loads.length];
        double[][] grid = new double[buffers.length][loads.length];
        IntStream.range(0, loads.length * (buffers.length + 2)).parallel().forEach(task -> {
            int i = task % loads.length;
            int which = task / loads.length;
            double v = loads[i];
            double b = which == 0 ? v : which == 1 ? v / computing : buffers[which - 2];
            double makespan = makespan(base, v, b, solvers, monitor);
            if (which == 0) {
                inf[i] = makespan;
            } else if (which == 1) {
                sat[i] = makespan;
            } else {
                grid[which - 2][i] = makespan;
            }
        });
        List<Curve> curves = new ArrayList<>();
        for (int j = 0; j < buffers.length; j++) {
            curves.add(new Curve(buffers[j], grid[j]));
        }
        return new MemoryTunnel(loads, inf, sat, curves);
    }

    private static final ScenarioParameter EVERY_BUFFER = ScenarioParameter.everyElement("B");

    private static double makespan(Scenario base, double v, double b, Solvers solvers, SolveMonitor monitor) {
        if (monitor.cancelled()) {
            return Double.NaN;
        }
        Scenario sc = EVERY_BUFFER.apply(ScenarioParameter.LOAD.apply(base, v).scenario(), b).scenario();
        Schedule s = solvers.solve(sc, monitor);
        return s.feasible() ? s.makespan() : Double.NaN;
    }
}
