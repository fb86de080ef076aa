package org.dltexplorer.core.solver.bus;

import java.util.Arrays;
import java.util.List;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.star.OnePortSequence;

/**
 * Buses in the basic organisation of Błażewicz & Drozdowski (1997), §4 (eq. (11)), for the assignment of workers to buses the
 * network lists: the originator transmits on all buses at once; on bus {@code b} (link {@code b}: {@code S_b},
 * {@code C_b}) its workers receive one after another, the faster first (eqs. (8)–(9) with identical links), so
 * {@code α_0 A_0 = k S_b + C_b Σ_{i≤k} α_{bi} + α_{bk} A_{bk}}. Each bus is a one-port sequence
 * ({@link OnePortSequence}) whose best prefix is chosen jointly with the other buses' by
 * {@link org.dltexplorer.core.solver.tree.BranchEnvelope} (exact: the buses are independent branches of the
 * originator). Finding the best assignment is NP-hard (Błażewicz & Drozdowski 1997 Theorem 1); {@link BusAssignmentSolver} searches
 * it when the strategy asks for an {@code optimal} or {@code heuristic} order.
 */
public final class BusSolver implements Solver {

    @Override
    public String name() {
        return "bus, given assignment (Błażewicz & Drozdowski 1997, eq. (11))";
    }

    /**
     * Buses without returns for the listed assignment ({@code order} given; a listed order has no meaning for a bus
     * yet).
     */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.BUS).handling(Feature.ONE_PORT, Feature.ALL_PORTS, Feature.ORDER_GIVEN));
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        Bus bus = (Bus) scenario.network();
        BusInstance instance = new BusInstance(scenario);
        BusInstance.Evaluation e = instance.evaluate(instance.assignmentOf(bus));
        if (!e.choice().feasible()) {
            return Schedule.infeasible(name(), NOTHING_COMPUTES, bus.processorCount());
        }
        return write(scenario, instance, e, name()).build();
    }

    static final String NOTHING_COMPUTES = "the originator does not compute and no bus has a worker";

    /** The schedule of a feasible evaluation: loads at the optimal makespan, each bus's messages back to back. */
    static ScheduleBuilder write(Scenario scenario, BusInstance instance, BusInstance.Evaluation e, String solver) {
        int n = instance.workers() + 1;
        int k = instance.buses();
        double rate0 = instance.rootRate();
        double v = scenario.load();
        double slack = Tolerance.NEGLIGIBLE_LOAD.slack(v);
        double[] share = new double[n];
        int[] parent = new int[n];
        Arrays.fill(parent, -1);
        double[][] alphas = new double[k][];
        double rest = v;
        int used = 0;
        for (int b = 0; b < k; b++) {
            int count = e.choice().chosen()[b] + 1;
            alphas[b] = e.sequences()[b].loads(count, e.makespan());
            for (int i = 0; i < count; i++) {
                double x = alphas[b][i] <= slack ? 0.0 : alphas[b][i];
                alphas[b][i] = x;
                rest -= x;
                if (x > 0) {
                    int w = e.order()[b][i];
                    share[w] = x;
                    parent[w] = 0;
                    used++;
                }
            }
        }
        ScheduleBuilder sb = new ScheduleBuilder(scenario, solver);
        // the originator takes its own part, rate0·T; what is left (loads too small to send, rounding) goes to the
        // processor with load whose finish it delays least, as in the one-port star (StarOnePortSolver): an
        // originator with A = 5.6e14 given the rounding of a one-worker bus answered 699.45 to 703.92 as the units
        // changed (fuzz seed 27, case 2828). A worker's unit also crosses its bus: C + A, not A alone (with C/A = 9e10
        // a worker given 10^-16 of V took 1.5e-5 of the makespan longer than the originator alone, seed 28 case 274)
        // When every share rounded away (S/A·V = 3.6e15: T − S lost V·A whole, fuzz seed 39 case 95701) and the
        // originator does not compute, the load still goes to a worker of the chosen configurations
        boolean anyLoaded = used > 0;
        int fb = -1;
        int fi = -1;
        for (int b = 0; b < k; b++) {
            for (int i = 0; i < alphas[b].length; i++) {
                if ((alphas[b][i] > 0 || !anyLoaded && rate0 == 0)
                        && (fb < 0 || e.sequences()[b].perUnit(i) < e.sequences()[fb].perUnit(fi))) {
                    fb = b;
                    fi = i;
                }
            }
        }
        double own = rate0 > 0 ? Math.min(rest, rate0 * e.makespan()) : 0.0;
        if (rate0 > 0 && (fb < 0 || 1 / rate0 <= e.sequences()[fb].perUnit(fi))) {
            own = rest;
        } else if (fb >= 0) {
            alphas[fb][fi] += rest - own;
            int w = e.order()[fb][fi];
            share[w] += rest - own;
            if (parent[w] < 0) {
                parent[w] = 0;
                used++;
            }
        }
        if (own > 0) {
            share[0] = own;
            sb.compute(0, 0, own / rate0, own);
        }
        for (int i = 0; i < n; i++) {
            sb.share(i, share[i]);
        }
        for (int b = 0; b < k; b++) {
            OnePortSequence seq = e.sequences()[b];
            OnePortSequence.write(sb, 0, e.order()[b], alphas[b], seq.S(), seq.C(), seq.A());
        }
        sb.distributionTree(parent);
        if (used < n - 1) {
            sb.note((n - 1 - used) + " worker(s) left idle: serving them would delay the others on their bus");
        }
        return sb;
    }
}
