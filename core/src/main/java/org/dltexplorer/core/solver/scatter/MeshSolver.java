package org.dltexplorer.core.solver.scatter;

import java.util.List;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * Meshes scattered by a {@code (p+1)}-nomial tree with circuit switching (Drozdowski 2009, §7.2.3, Figs. 7.4b–7.6):
 * {@code (p+1)^h} processors in layers {@code n_0 = 1}, {@code n_i = p(p+1)^(i−1)}; the dimension (2 or 3) changes
 * only the geometry ({@link org.dltexplorer.core.analysis.ActivationPatterns}), not the loads.
 * <ul>
 *   <li>NLF (eqs. (7.25)–(7.26)): every layer computes on arrival; {@link NomialTreeRecursion} with the depth of
 *       least makespan. Returned results are handled by mirrored return steps (Błażewicz et al. 1999, §5, Fig. 9).</li>
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
        return "mesh, (p+1)-nomial scattering (Drozdowski 2009, eq. (7.25)-(7.29))";
    }

    /** Meshes: NLF with or without returns, LLF without. */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.MESH).handling(Feature.RESULTS_RETURNED),
                Capability.of(NetworkKind.MESH).handling(Feature.LAYERS_LLF));
    }

    @Override
    public String whyNot(Scenario scenario) {
        if (scenario.network() instanceof Mesh && scenario.returnsResults()
                && scenario.strategy().layersOrDefault() == LayerOrder.LLF) {
            return "results returned (R > 0) are modelled for NLF only; set layers to \"nlf\" or R to 0";
        }
        return null;
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        Mesh mesh = (Mesh) scenario.network();
        return scenario.strategy().layersOrDefault() == LayerOrder.LLF ? llf(scenario, mesh) : nlf(scenario, mesh);
    }

    private Schedule nlf(Scenario scenario, Mesh mesh) {
        return NlfSchedules.solve(scenario, name(), mesh.ports(), mesh.layers(), null);
    }

    /** Relay steps listed in an LLF timeline before only each activation's last step is shown. */
    static final int MAX_LISTED_STEPS = 100_000;

    /** Layers beyond this many processors are out of reach of doubles and never given load. */
    static final double MAX_LAYER_COUNT = 1e300;

    private Schedule llf(Scenario scenario, Mesh mesh) {
        int p = mesh.ports();
        int h = mesh.layers();
        double a = scenario.processorDefault().A();
        LinkParams link = scenario.linkDefault();
        boolean computes = scenario.strategy().originatorComputes();
        double[] counts = new double[h + 1];
        counts[0] = 1;
        for (int i = 1; i <= h; i++) {
            counts[i] = p * Math.pow(p + 1.0, i - 1);
        }
        // a layer whose activation startups alone exceed the originator's time for the whole load never gets load
        double bound = computes ? a * scenario.load() : Double.POSITIVE_INFINITY;
        int usable = h;
        while (usable > 0 && (link.S() * usable >= bound || !(counts[usable] < MAX_LAYER_COUNT))) {
            usable--;
        }
        // activation order: layer `usable` first, layer 1 last
        double[] s = new double[usable];
        double[] c = new double[usable];
        double[] work = new double[usable];
        for (int i = 1; i <= usable; i++) {
            int k = usable - i;
            s[k] = link.S() * i;
            c[k] = link.C() / p;
            work[k] = a / counts[i];
        }
        SequentialActivation seq = new SequentialActivation(computes ? 1 / a : 0, s, c, work);
        SequentialActivation.Solution sol = seq.bestSubset(scenario.load());
        if (sol == null || !sol.feasible()) {
            return Schedule.infeasible(name(), "no layer can compute: the originator does not compute and activating "
                    + "any layer costs more than it saves", mesh.processorCount());
        }
        long steps = 0;
        for (int i = 1; i <= usable; i++) {
            steps += sol.used()[usable - i] ? i : 0;
        }
        boolean listAll = steps <= MAX_LISTED_STEPS;
        ScheduleBuilder b = new ScheduleBuilder(scenario, name()).layered(true);
        b.layerShare(0, 1, sol.originatorLoad());
        if (sol.originatorLoad() > 0) {
            b.compute(0, 0, a * sol.originatorLoad(), sol.originatorLoad());
        }
        StringBuilder usedLayers = new StringBuilder();
        for (int i = 1; i <= h; i++) {
            int k = usable - i;
            boolean used = i <= usable && sol.used()[k];
            double alpha = used ? sol.layerLoad()[k] / counts[i] : 0.0;
            b.layerShare(i, LayeredSchedules.count(counts[i]), alpha);
            if (!used) {
                continue;
            }
            usedLayers.append(usedLayers.length() == 0 ? "" : ", ").append(i);
            double t = sol.start()[k];
            for (int j = 1; j <= i; j++) {
                // a layer-j node relays the share of its p(p+1)^(i-j-1) descendants in layer i
                double msg = j < i ? p * Math.pow(p + 1.0, i - j - 1) * alpha : alpha;
                double end = t + link.transferTime(msg);
                if (listAll || j == i) {
                    b.transfer(j - 1, j, t, end, msg);
                }
                t = end;
            }
            b.compute(i, t, t + a * alpha, alpha);
        }
        b.note("LLF: computing layers " + (usedLayers.length() == 0 ? "none" : usedLayers) + " of 1.." + h
                + ", activated largest first; the others only relay");
        if (usable < h) {
            b.note("layers beyond " + usable + " cannot take load: their activation startups exceed the originator's "
                    + "time for the whole load, or they are too large for doubles");
        }
        if (!listAll) {
            b.note("only the last relay step of each activation is listed (" + steps + " steps in all)");
        }
        return b.build();
    }
}
