package org.dltexplorer.core.solver.scatter;

import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * Meshes scattered by a {@code (p+1)}-nomial tree with circuit switching (seed 001 §7.2.3, Figs. 7.4b–7.6):
 * {@code (p+1)^h} processors in layers {@code n_0 = 1}, {@code n_i = p(p+1)^(i−1)}; the dimension (2 or 3) changes
 * only the geometry ({@link org.dltexplorer.core.analysis.ActivationPatterns}), not the loads.
 * <ul>
 *   <li>NLF (eqs. (7.25)–(7.26)): every layer computes on arrival; {@link NomialTreeRecursion} with the depth of
 *       least makespan. Returned results are handled by mirrored return steps (seed 000 §5, Fig. 9).</li>
 *   <li>LLF (eqs. (7.27)–(7.29)): layers activated largest first, activating layer {@code i} takes {@code i} steps,
 *       {@code S i + C (p+1)^(i−1) α_i}, i.e. a worker with startup {@code S i}, {@code C/p} per unit of the layer
 *       total and {@code A/n_i} to compute it. The set of computing layers is chosen exactly by
 *       {@link SequentialActivation#bestSubset} (non-computing layers still relay).</li>
 * </ul>
 * Status OPTIMAL: optimal for the scattering and layer order of the strategy.
 */
public final class MeshSolver implements Solver {

    @Override
    public String name() {
        return "mesh, (p+1)-nomial scattering (seed 001 eq. (7.25)-(7.29))";
    }

    @Override
    public boolean supports(Scenario scenario) {
        return scenario.network() instanceof Mesh && !scenario.limitedMemory()
                && !(scenario.strategy().layersOrDefault() == LayerOrder.LLF && scenario.returnsResults());
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        Mesh mesh = (Mesh) scenario.network();
        return scenario.strategy().layersOrDefault() == LayerOrder.LLF ? llf(scenario, mesh) : nlf(scenario, mesh);
    }

    private Schedule nlf(Scenario scenario, Mesh mesh) {
        return NlfSchedules.solve(scenario, name(), mesh.ports(), mesh.layers(), null);
    }

    private Schedule llf(Scenario scenario, Mesh mesh) {
        int p = mesh.ports();
        int h = mesh.layers();
        double a = scenario.processorDefault().A();
        LinkParams link = scenario.linkDefault();
        double[] counts = new double[h + 1];
        counts[0] = 1;
        // activation order: layer h first, layer 1 last
        double[] s = new double[h];
        double[] c = new double[h];
        double[] work = new double[h];
        for (int i = 1; i <= h; i++) {
            counts[i] = p * Math.pow(p + 1.0, i - 1);
            int k = h - i;
            s[k] = link.S() * i;
            c[k] = link.C() / p;
            work[k] = a / counts[i];
        }
        boolean computes = scenario.strategy().originatorComputes();
        SequentialActivation seq = new SequentialActivation(computes ? 1 / a : 0, s, c, work);
        SequentialActivation.Solution sol = seq.bestSubset(scenario.load());
        if (sol == null || !sol.feasible()) {
            return Schedule.infeasible(name(), "no layer can compute: the originator does not compute and activating "
                    + "any layer costs more than it saves", mesh.processorCount());
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name()).layered(true);
        b.layerShare(0, 1, sol.originatorLoad());
        if (sol.originatorLoad() > 0) {
            b.compute(0, 0, a * sol.originatorLoad(), sol.originatorLoad());
        }
        StringBuilder usedLayers = new StringBuilder();
        for (int i = 1; i <= h; i++) {
            int k = h - i;
            double alpha = sol.used()[k] ? sol.layerLoad()[k] / counts[i] : 0.0;
            b.layerShare(i, LayeredSchedules.count(counts[i]), alpha);
            if (!sol.used()[k]) {
                continue;
            }
            usedLayers.append(usedLayers.length() == 0 ? "" : ", ").append(i);
            double t = sol.start()[k];
            for (int j = 1; j <= i; j++) {
                // a layer-j node relays the share of its p(p+1)^(i-j-1) descendants in layer i
                double msg = j < i ? p * Math.pow(p + 1.0, i - j - 1) * alpha : alpha;
                double end = t + link.transferTime(msg);
                b.transfer(j - 1, j, t, end, msg);
                t = end;
            }
            b.compute(i, t, t + a * alpha, alpha);
        }
        b.note("LLF: computing layers " + (usedLayers.length() == 0 ? "none" : usedLayers) + " of 1.." + h
                + ", activated largest first; the others only relay");
        return b.build();
    }
}
