package org.dltexplorer.core.solver.bus;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.star.FifoReturnSequence;

/**
 * Buses whose workers return their results ({@code R > 0}), for the assignment the network lists. Błażewicz & Drozdowski (1997), §4 does
 * not treat returns; the model here extends its basic organisation with the FIFO model of the one-port star with
 * returns ({@link org.dltexplorer.core.solver.star.StarReturnSolver}): bus {@code b} (link {@code b}: {@code S_b},
 * {@code C_b}, {@code R_b}) carries one message at a time, load or results; the originator sends to the bus's
 * served workers one after another, faster first as in eq. (11), and once the last is sent collects their results
 * in the same order, each return of {@code S_b + R_b α} starting when its worker has computed and the bus is free.
 * The buses are independent one-port stars sharing only the originator, which transmits and collects on all buses
 * at once and computes its own part; the makespan is the last return's end (or the originator's computation).
 *
 * <p>The loads come from one LP over all buses (one makespan {@code T}, a {@link FifoReturnSequence} per bus, each
 * bus's rows normalised on their own: {@link FifoReturnSequence#loads}).
 * A served worker pays both startups even with no load, so the workers served are chosen outside the LP: every
 * subset of the workers (each bus's subset in its faster-first order) when there are at most {@link #EXACT_LIMIT}
 * workers — status {@code OPTIMAL} for this model and assignment; beyond, all workers and then again without those
 * the LP gave no load, until none is dropped — status {@code FEASIBLE}. An {@code optimal} or {@code heuristic}
 * order does not search the assignment here (status {@code FEASIBLE}, the given assignment is used).
 */
public final class BusReturnSolver implements Solver {

    /** Workers up to which every subset is tried ({@code 2^m} LPs). */
    static final int EXACT_LIMIT = 8;

    /** LP size bound, as for the one-port star with returns. */
    static final int MAX_WORKERS = 200;

    @Override
    public String name() {
        return "bus, given assignment, results returned FIFO per bus (LP)";
    }

    /**
     * Buses returning results, for the listed assignment (an optimal or heuristic order keeps it, status feasible), up
     * to {@link #MAX_WORKERS} workers.
     */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.BUS).handling(Feature.ONE_PORT, Feature.ALL_PORTS, Feature.ORDER_GIVEN,
                Feature.ORDER_OPTIMAL, Feature.ORDER_HEURISTIC).requiring(Feature.RESULTS_RETURNED).upTo(MAX_WORKERS + 1));
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        Bus bus = (Bus) scenario.network();
        int m = bus.workers();
        int k = bus.buses().size();
        double a0 = scenario.strategy().originatorComputes() ? scenario.processor(0).A() : Double.POSITIVE_INFINITY;
        int[][] order = new int[k][];
        for (int b = 0; b < k; b++) {
            order[b] = bus.buses().get(b).stream()
                    .sorted(Comparator.<Integer>comparingDouble(w -> scenario.processor(w).A()).thenComparingInt(w -> w))
                    .mapToInt(Integer::intValue).toArray();
        }
        boolean exact = m <= EXACT_LIMIT;
        Plan best = null;
        if (exact) {
            int[] all = Arrays.stream(order).flatMapToInt(Arrays::stream).toArray();
            for (int mask = 0; mask < 1 << m; mask++) {
                if (best != null && monitor.cancelled()) { // stopped with no plan it would answer "infeasible"
                    exact = false;
                    break;
                }
                boolean[] served = new boolean[m + 1];
                for (int i = 0; i < m; i++) {
                    served[all[i]] = (mask >> i & 1) != 0;
                }
                best = better(best, plan(scenario, a0, order, served));
            }
        } else {
            boolean[] served = new boolean[m + 1];
            Arrays.fill(served, true);
            for (Plan p = plan(scenario, a0, order, served); p != null; p = plan(scenario, a0, order, served)) {
                best = better(best, p);
                if (!p.dropIdle(served) || monitor.cancelled()) {
                    break;
                }
            }
        }
        if (best == null) {
            return Schedule.infeasible(name(), "the originator does not compute and no worker is served", m + 1L);
        }
        ScheduleBuilder sb = new ScheduleBuilder(scenario, name());
        double[] share = new double[m + 1];
        int[] parent = new int[m + 1];
        Arrays.fill(parent, -1);
        share[0] = best.alpha0;
        if (best.alpha0 > 0) {
            sb.compute(0, 0, best.alpha0 * a0, best.alpha0);
        }
        for (int b = 0; b < k; b++) {
            for (int q = 0; q < best.ids[b].length; q++) {
                if (best.alpha[b][q] > 0) {
                    share[best.ids[b][q]] = best.alpha[b][q];
                    parent[best.ids[b][q]] = 0;
                }
            }
            best.sequences.get(b).write(sb, 0, best.ids[b], best.alpha[b], best.timing[b]);
        }
        for (int i = 0; i <= m; i++) {
            sb.share(i, share[i]);
        }
        sb.distributionTree(parent);
        sb.note("on each bus, results collected FIFO after the last send, faster workers first");
        ActivationOrder.Rule rule = scenario.strategy().orderOrDefault().rule();
        if (rule == ActivationOrder.Rule.OPTIMAL || rule == ActivationOrder.Rule.HEURISTIC) {
            sb.status(Status.FEASIBLE, "with returned results the assignment to buses is not searched: the given one is used");
        } else if (!exact) {
            sb.status(Status.FEASIBLE, "more than " + EXACT_LIMIT + " workers: served workers chosen by dropping "
                    + "those the LP gives no load, not by trying every subset");
        }
        return sb.build();
    }

    private static Plan better(Plan best, Plan p) {
        return p != null && (best == null || p.makespan < best.makespan) ? p : best;
    }

    /** The LP's schedule serving the workers marked {@code served}, or null (nothing can compute, or no optimum). */
    private static Plan plan(Scenario sc, double a0, int[][] order, boolean[] served) {
        int k = order.length;
        int[][] ids = new int[k][];
        List<FifoReturnSequence> sequences = new ArrayList<>(k);
        boolean any = false;
        for (int b = 0; b < k; b++) {
            ids[b] = Arrays.stream(order[b]).filter(w -> served[w]).toArray();
            LinkParams l = sc.link(b);
            int n = ids[b].length;
            double[] a = new double[n];
            for (int q = 0; q < n; q++) {
                a[q] = sc.processor(ids[b][q]).A();
            }
            double[] s = new double[n];
            double[] c = new double[n];
            double[] r = new double[n];
            Arrays.fill(s, l.S());
            Arrays.fill(c, l.C());
            Arrays.fill(r, l.R());
            sequences.add(new FifoReturnSequence(a, s, c, r));
            any |= n > 0;
        }
        if (!any && Double.isInfinite(a0)) {
            return null;
        }
        double[][] loads = FifoReturnSequence.loads(a0, sc.load(), sequences);
        if (loads == null) {
            return null;
        }
        double alpha0 = loads[0][0];
        double end = alpha0 > 0 ? alpha0 * a0 : 0.0;
        FifoReturnSequence.Timing[] timing = new FifoReturnSequence.Timing[k];
        double[][] alpha = new double[k][];
        for (int b = 0; b < k; b++) {
            alpha[b] = loads[b + 1];
            timing[b] = sequences.get(b).replay(alpha[b]);
            end = Math.max(end, timing[b].end());
        }
        return new Plan(ids, sequences, alpha0, alpha, timing, end);
    }

    private record Plan(int[][] ids, List<FifoReturnSequence> sequences, double alpha0, double[][] alpha,
            FifoReturnSequence.Timing[] timing, double makespan) {

        /** Unmarks the served workers given no load; whether there were any. */
        boolean dropIdle(boolean[] served) {
            boolean dropped = false;
            for (int b = 0; b < ids.length; b++) {
                for (int q = 0; q < ids[b].length; q++) {
                    if (alpha[b][q] <= 0) {
                        served[ids[b][q]] = false;
                        dropped = true;
                    }
                }
            }
            return dropped;
        }
    }
}
