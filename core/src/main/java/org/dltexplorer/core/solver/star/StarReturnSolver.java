package org.dltexplorer.core.solver.star;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * A one-port star whose workers return their results ({@code R > 0}), FIFO: the originator sends to the served
 * workers one after another, then collects their results in the same order; its single port is shared by sending
 * and collecting, so every return comes after the last send. Worker {@code k}'s return of {@code S_k + R_k α_k}
 * starts once it has computed and the port is free; the makespan is the end of the last return (or of the
 * originator's own computation). Processors no longer finish together, so the loads come from an LP for the fixed
 * sequence (every served worker pays both startups; {@link FifoReturnSequence#loads}, the search's own row-normalised
 * LP at its least deadline); the times are then replayed as soon as possible.
 *
 * <p>Which workers to serve, and in which order, is searched by {@link FifoReturnSearch} (a branch-and-bound with
 * a relaxation that spreads each candidate's startups over its load):
 * <ul>
 *   <li>given or listed order: the best subsequence (which workers to serve);</li>
 *   <li>{@code optimal}: the best sequence over all orders and subsets;</li>
 *   <li>{@code heuristic}: the best subsequence of the faster-links-first order ({@code FEASIBLE}, with the bound of
 *       the search over every order's root).</li>
 * </ul>
 * A search completes ({@code OPTIMAL}) unless the time limit or a cancel stops it, or, beyond {@link #SUBSET_LIMIT}
 * workers for an order and {@link #ORDER_LIMIT} for {@code optimal}, it has explored {@link #NODE_BUDGET} nodes;
 * then the answer is its best sequence so far, {@code FEASIBLE}, with a proven lower bound. On seeded stars with
 * startups up to 0.1 (docs/benchmarks.md; a shared 2-core machine under load) the given order is proven at 60
 * workers in 1–3 s, {@code optimal} at 20 workers in 0.3–12 s and at 30 in 1–17 s (one of three stopped at the node
 * budget, gap 3.3 %).
 */
public final class StarReturnSolver implements Solver {

    /** Largest order whose subsequences are searched without a node budget. */
    static final int SUBSET_LIMIT = 60;
    /** Largest star whose orders and subsets are searched without a node budget. */
    static final int ORDER_LIMIT = 24;
    /** Nodes a search beyond those sizes explores before it answers with its best and a bound. */
    static final long NODE_BUDGET = 1_000_000;
    static final int MAX_WORKERS = 200;

    @Override
    public String name() {
        return "star, one port, results returned FIFO (LP)";
    }

    /** One-port stars returning results, one installment, every order rule, up to {@link #MAX_WORKERS} workers. */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.STAR).handling(Feature.ONE_PORT).handling(Capability.ANY_ORDER)
                .requiring(Feature.RESULTS_RETURNED).upTo(MAX_WORKERS + 1));
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        int m = ((Star) scenario.network()).workers();
        ActivationOrder rule = scenario.strategy().orderOrDefault();
        int[] order;
        boolean provable;
        switch (rule.rule()) {
            case EXPLICIT:
                order = rule.ids().stream().mapToInt(Integer::intValue).toArray();
                boolean[] seen = new boolean[m + 1];
                for (int k = 0; k < order.length; k++) {
                    if (order[k] < 1 || order[k] > m || seen[order[k]]) {
                        throw new InvalidScenarioException("order[" + k + "]",
                                "must be a worker id in 1.." + m + " listed once, got " + order[k]);
                    }
                    seen[order[k]] = true;
                }
                provable = true;
                break;
            case GIVEN:
                order = java.util.stream.IntStream.rangeClosed(1, m).toArray();
                provable = true;
                break;
            default:
                order = java.util.stream.IntStream.rangeClosed(1, m).boxed()
                        .sorted(Comparator.<Integer>comparingDouble(w -> scenario.link(w).C())
                                // identical workers side by side: the search explores one order among them
                                .thenComparingDouble(w -> scenario.processor(w).A())
                                .thenComparingDouble(w -> scenario.link(w).R())
                                .thenComparingDouble(w -> scenario.link(w).S()).thenComparingInt(w -> w))
                        .mapToInt(Integer::intValue).toArray();
                provable = false;
        }
        double a0 = scenario.strategy().originatorComputes() ? scenario.processor(0).A() : Double.POSITIVE_INFINITY;
        boolean anyOrder = rule.rule() == ActivationOrder.Rule.OPTIMAL;
        boolean budget = order.length > (anyOrder ? ORDER_LIMIT : SUBSET_LIMIT);
        FifoReturnSearch searched = search(scenario, order, a0, !anyOrder, monitor);
        FifoReturnSearch.Found found = searched.search(budget ? NODE_BUDGET : Long.MAX_VALUE);
        // a rule's order: the bound must hold over every order, not only over that order's subsequences
        double bound = provable || anyOrder ? found.bound()
                : search(scenario, order, a0, false, SolveMonitor.NONE).lowerBound();
        Plan best = found.served() == null ? null
                : plan(scenario, a0, Arrays.stream(found.served()).map(k -> order[k]).toArray());
        if (best == null) {
            return Schedule.infeasible(name(), "the originator does not compute and no worker is served", m + 1);
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name());
        int[] parent = new int[m + 1];
        Arrays.fill(parent, -1);
        double[] share = new double[m + 1];
        share[0] = best.alpha0();
        if (best.alpha0() > 0) {
            b.compute(0, 0, best.alpha0() * a0, best.alpha0());
        }
        for (int k = 0; k < best.seq().length; k++) {
            if (best.alpha()[k] > 0) {
                share[best.seq()[k]] = best.alpha()[k];
                parent[best.seq()[k]] = 0;
            }
        }
        best.sequence().write(b, 0, best.seq(), best.alpha(), best.timing());
        for (int i = 0; i <= m; i++) {
            b.share(i, share[i]);
        }
        b.distributionTree(parent);
        b.note("results collected FIFO after the last send, over the originator's single port");
        b.note("which workers to serve" + (anyOrder ? " and in which order" : "") + ": " + how(found, anyOrder));
        boolean optimal = found.proven() && (provable || anyOrder);
        if (!optimal) {
            String why = found.proven() ? "order chosen by a rule (faster links first), not proven optimal"
                    : found.complete()
                    ? found.uncertified() + " sequence(s) whose linear program left open whether they are better"
                            + " (the solver's point short of its proven bound); best sequence found"
                    : found.nodes() >= NODE_BUDGET && budget
                    ? "the search stopped after " + NODE_BUDGET + " nodes (more than "
                            + (anyOrder ? ORDER_LIMIT : SUBSET_LIMIT) + " workers); best sequence found so far"
                    : "the search was stopped; best sequence found so far";
            b.status(Status.FEASIBLE, why);
            b.bound(Math.min(bound, best.makespan()));
        }
        return b.build();
    }

    private static String how(FifoReturnSearch.Found f, boolean anyOrder) {
        return "branch-and-bound over " + (anyOrder ? "sequences" : "subsequences of the order") + ", " + f.nodes()
                + " nodes" + (f.complete() ? ", complete" : ", stopped before the proof");
    }

    /** The search over the workers {@code order} (ids), in that order when {@code ordered}. */
    private static FifoReturnSearch search(Scenario sc, int[] order, double a0, boolean ordered, SolveMonitor monitor) {
        FifoReturnSequence w = FifoReturnSequence.ofWorkers(sc, order);
        return new FifoReturnSearch(w.A(), w.S(), w.C(), w.R(), a0, sc.load(), ordered, monitor);
    }

    private record Plan(int[] seq, FifoReturnSequence sequence, double alpha0, double[] alpha,
            FifoReturnSequence.Timing timing, double makespan) {
    }

    /** The best schedule serving exactly {@code seq} (its LP, then timed as early as possible), or null. */
    private static Plan plan(Scenario sc, double a0, int[] seq) {
        FifoReturnSequence sequence = FifoReturnSequence.ofWorkers(sc, seq);
        double[][] loads = FifoReturnSequence.loads(a0, sc.load(), List.of(sequence));
        if (loads == null) {
            return null;
        }
        FifoReturnSequence.Timing timing = sequence.replay(loads[1]);
        double alpha0 = loads[0][0];
        double end = Math.max(alpha0 > 0 ? alpha0 * a0 : 0.0, timing.end());
        return new Plan(seq, sequence, alpha0, loads[1], timing, end);
    }
}
