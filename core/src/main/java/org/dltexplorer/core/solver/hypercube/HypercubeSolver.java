package org.dltexplorer.core.solver.hypercube;

import java.util.List;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Routing;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.scatter.LayerChain;
import org.dltexplorer.core.solver.scatter.LayeredSchedules;
import org.dltexplorer.core.solver.scatter.SequentialActivation;

/**
 * A homogeneous {@code d}-dimensional hypercube; layer {@code i} holds the {@code C(d,i)} processors {@code i} hops
 * from the originator.
 * <ul>
 *   <li>Store-and-forward (Drozdowski 2009, eqs. (7.30)–(7.31), Błażewicz & Drozdowski (1997), eq. (12)): layer {@code i} keeps {@code α_i} and
 *       relays the rest to layer {@code i+1} over its {@code d−i} ports in equal parts, a message of
 *       {@code Σ_{j>i} C(d,j) α_j / ((d−i) C(d,i))}: a {@link LayerChain} with {@code L_{i+1} = (d−i) C(d,i)}.</li>
 *   <li>Circuit-switched (eqs. (7.32)–(7.33)): the originator's {@code d} ports carry each layer's whole load in
 *       turn, {@code S + C C(d,i) α_i / d}, nearest layer first: a {@link SequentialActivation}.</li>
 * </ul>
 * In both the deepest layers are dropped when that shortens the schedule (Błażewicz & Drozdowski 1997: "dropping of further layers");
 * every depth is tried and the least makespan kept. Status OPTIMAL for the routing's scattering.
 *
 * <p>Results returned ({@code R > 0}, which the papers neglect) are modelled for store-and-forward only, as for the
 * mesh: they climb back layer by layer in steps mirroring the scattering, each layer sending its own and its
 * descendants' results once it holds them, so step {@code i} costs {@code 2S + (C + R)·message_i} in the recursion.
 */
public final class HypercubeSolver implements Solver {

    @Override
    public String name() {
        return "hypercube (Drozdowski 2009, eq. (7.30)-(7.33), Błażewicz & Drozdowski (1997), eq. (12))";
    }

    /**
     * Hypercubes (nearest layers first, the only order modelled): results returned under store-and-forward routing
     * only.
     */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.HYPERCUBE).handling(Feature.RESULTS_RETURNED),
                Capability.of(NetworkKind.HYPERCUBE).handling(Feature.CIRCUIT_SWITCHED));
    }

    @Override
    public String whyNot(Scenario scenario) {
        if (scenario.network() instanceof Hypercube && scenario.returnsResults()
                && scenario.strategy().routingOrDefault() == Routing.CIRCUIT_SWITCHED) {
            return "results returned (R > 0) are modelled for store-and-forward routing only; set routing to "
                    + "\"store-and-forward\" or R to 0";
        }
        return null;
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        int d = ((Hypercube) scenario.network()).dimension();
        double[] n = binomials(d);
        return scenario.strategy().routingOrDefault() == Routing.CIRCUIT_SWITCHED ? circuit(scenario, d, n)
                : storeAndForward(scenario, d, n);
    }

    /** {@code C(d,i)} as doubles (exact while below 2^53, i.e. for every {@code d ≤ 56}; rounded beyond). */
    static double[] binomials(int d) {
        double[] n = new double[d + 1];
        n[0] = 1;
        for (int i = 1; i <= d; i++) {
            n[i] = n[i - 1] * (d - i + 1) / i;
        }
        return n;
    }

    private Schedule storeAndForward(Scenario scenario, int d, double[] n) {
        double a = scenario.processorDefault().A();
        LinkParams link = scenario.linkDefault();
        double[] links = new double[d + 1];
        double[] s = new double[d + 1];
        double[] c = new double[d + 1];
        // with returns each step also carries the mirrored climb back: S + R·message more (see the class comment)
        double stepS = link.returnsResults() ? 2 * link.S() : link.S();
        for (int i = 1; i <= d; i++) {
            links[i] = (d - i + 1) * n[i - 1];
            s[i] = stepS;
            c[i] = link.C() + link.R();
        }
        LayerChain chain = new LayerChain(a, scenario.strategy().originatorComputes(), n, links, s, c);
        LayerChain.Solution sol = chain.best(scenario.load());
        if (sol == null) {
            return Schedule.infeasible(name(), "the originator does not compute and no layer can take load in time",
                    scenario.network().processorCount());
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name() + ", store-and-forward").layered(true);
        LayeredSchedules.chain(b, n, sol.depth(), sol.makespan(), sol.alpha(), sol.message(), null, a, link);
        note(b, sol.depth(), d);
        return b.build();
    }

    private Schedule circuit(Scenario scenario, int d, double[] n) {
        double a = scenario.processorDefault().A();
        LinkParams link = scenario.linkDefault();
        double[] s = new double[d];
        double[] c = new double[d];
        double[] work = new double[d];
        for (int i = 1; i <= d; i++) {
            s[i - 1] = link.S();
            c[i - 1] = link.C() / d;
            work[i - 1] = a / n[i];
        }
        boolean computes = scenario.strategy().originatorComputes();
        SequentialActivation seq = new SequentialActivation(computes ? 1 / a : 0, s, c, work);
        SequentialActivation.Solution sol = seq.bestPrefix(scenario.load());
        if (sol == null || !sol.feasible()) {
            return Schedule.infeasible(name(), "the originator does not compute and no layer can take load in time",
                    scenario.network().processorCount());
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name() + ", circuit-switched").layered(true);
        b.layerShare(0, 1, sol.originatorLoad());
        if (sol.originatorLoad() > 0) {
            b.compute(0, 0, a * sol.originatorLoad(), sol.originatorLoad());
        }
        int depth = 0;
        for (int i = 1; i <= d; i++) {
            boolean used = sol.used()[i - 1];
            double alpha = used ? sol.layerLoad()[i - 1] / n[i] : 0.0;
            b.layerShare(i, LayeredSchedules.count(n[i]), alpha);
            if (used) {
                depth = i;
                // one of the d equal messages leaving the originator, passing the earlier layers unstored
                double msg = sol.layerLoad()[i - 1] / d;
                b.transfer(0, i, sol.start()[i - 1], sol.start()[i - 1] + link.transferTime(msg), msg);
                double t = sol.arrival()[i - 1];
                b.compute(i, t, t + a * alpha, alpha);
            }
        }
        note(b, depth, d);
        return b.build();
    }

    private static void note(ScheduleBuilder b, int depth, int d) {
        if (depth < d) {
            b.note(depth + " of " + d + " layers used; farther layers would finish after the load is done");
        }
    }
}
