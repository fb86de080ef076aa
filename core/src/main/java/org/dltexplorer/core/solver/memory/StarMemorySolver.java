package org.dltexplorer.core.solver.memory;

import java.util.List;
import java.util.StringJoiner;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * A one-port star whose processors have memory buffers (Drozdowski & Wolniewicz 2003, §2). The originator computes from time 0 while it
 * sends; worker {@code i} starts computing when its whole chunk has arrived and holds it until done, so its chunk
 * is at most {@code B_i}.
 * <ul>
 *   <li>{@code order: "given"} or a list: the best subsequence of that sequence (a worker left out pays no startup),
 *       each by LP1 (eqs. (1)–(4)) restricted to it, evaluated exactly by {@link SequenceEvaluator}: OPTIMAL for the
 *       order up to {@link #SUBSEQUENCE_SEARCH} listed workers. Longer sequences: LP1 for the whole sequence by
 *       ojAlgo, the workers it leaves idle dropped and LP1 solved again; FEASIBLE, since leaving out a worker that
 *       LP1 gives load may still save more startup time than its work is worth.</li>
 *   <li>{@code order: "optimal"}: the best subset and order (MNP1, eqs. (6)–(12)) by the exact search of
 *       {@link OrderSearch}; OPTIMAL when the search completes, FEASIBLE (its best so far, with a proven lower
 *       bound) when the monitor stops it.</li>
 *   <li>{@code order: "heuristic"}: IBS plus local search, FEASIBLE.</li>
 * </ul>
 * Memory short of the load ({@code Σ B_i < V}) is answered INFEASIBLE with the totals.
 */
public final class StarMemorySolver implements Solver {

    /**
     * Most workers answered: LP1 has a constraint per worker over all earlier ones ({@code m²/2} coefficients), its
     * profile solution and IBS take {@code O(m²)} steps, so 2000 workers take seconds (docs/limits.md) and
     * 10^6 would take days and run out of memory.
     */
    public static final int MAX_WORKERS = 2000;

    /**
     * Longest given sequence whose every subsequence is evaluated ({@code 2^12} exact profile evaluations, well under
     * a second); the issue-24 oracle found a 3-worker given order where dropping a worker with load beat LP1 of all.
     */
    static final int SUBSEQUENCE_SEARCH = 12;

    /** Local search time of the heuristic: the answer for a thousand workers is wanted within a second. */
    private static final long HEURISTIC_BUDGET_NANOS = 400_000_000L;

    @Override
    public String name() {
        return "star with memory buffers (LP1, Drozdowski & Wolniewicz (2003))";
    }

    /** One-port stars with memory buffers, results not returned, one installment; every order rule. */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.STAR).handling(Feature.ONE_PORT).handling(Capability.ANY_ORDER)
                .requiring(Feature.LIMITED_MEMORY));
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        Star star = (Star) scenario.network();
        int m = star.workers();
        if (m > MAX_WORKERS) {
            throw new ScenarioRefusedException("a star with memory buffers of " + m + " workers is beyond the "
                    + MAX_WORKERS + " this program solves: LP1 (Drozdowski & Wolniewicz (2003), eqs. (1)-(4)) grows "
                    + "with the square of the workers; drop B or use fewer workers");
        }
        long total = star.processorCount();
        double v = scenario.load();
        boolean computes = scenario.strategy().originatorComputes();
        double memory = computes ? scenario.processor(0).B() : 0.0;
        for (int i = 1; i <= m; i++) {
            memory += scenario.processor(i).B();
        }
        if (!Tolerance.DEFAULT.lessOrEqual(v, memory)) {
            return Schedule.infeasible(name(), "the buffers hold " + memory + " load units in total"
                    + (computes ? "" : " (the originator does not compute)") + ", less than the load V = " + v, total);
        }
        StarWorkers w = StarWorkers.of(scenario);
        ActivationOrder order = scenario.strategy().orderOrDefault();
        switch (order.rule()) {
            case OPTIMAL: {
                OrderSearch.Result r = new OrderSearch(w, monitor).exact();
                if (r.best() == null) {
                    return Schedule.infeasible(name(), "no sequence of workers can hold the load", total);
                }
                ScheduleBuilder b = build(scenario, w, checked(scenario, w, r.best()));
                b.note("exact search over worker sequences: " + r.nodes() + " nodes"
                        + (r.proven() ? ", optimum proven" : ", stopped before the proof"));
                noteIbs(b, w, r.ibsMakespan());
                if (!r.proven()) {
                    b.status(Status.FEASIBLE, "the order search was stopped; best sequence found so far")
                            .bound(r.bound() * w.timeUnit);
                }
                return b.build();
            }
            case HEURISTIC: {
                OrderSearch.Result r = new OrderSearch(w, monitor).heuristic(HEURISTIC_BUDGET_NANOS);
                if (r.best() == null) {
                    return Schedule.infeasible(name(), "the heuristic found no sequence that holds the load", total);
                }
                ScheduleBuilder b = build(scenario, w, checked(scenario, w, r.best()));
                noteIbs(b, w, r.ibsMakespan());
                return b.status(Status.FEASIBLE, "IBS and local search, optimality not proven").bound(r.bound() * w.timeUnit)
                        .build();
            }
            default: {
                int[] seq = sequence(order, m);
                boolean searched = seq.length <= SUBSEQUENCE_SEARCH;
                SequenceEvaluator.Distribution d = searched ? bestSubsequence(w, seq) : solveSequence(w, seq);
                if (d == null) {
                    return Schedule.infeasible(name(), "the workers of the sequence and the originator cannot hold the load",
                            total);
                }
                ScheduleBuilder b = build(scenario, w, searched ? checked(scenario, w, d) : d);
                if (!searched) {
                    b.status(Status.FEASIBLE, "LP1 for the whole sequence, idle workers dropped; its subsequences are "
                            + "searched up to " + SUBSEQUENCE_SEARCH + " workers");
                }
                return b.build();
            }
        }
    }

    /**
     * The search's distribution if the validator accepts its schedule; otherwise (rounding in an extreme instance)
     * LP1 of the same sequence by ojAlgo, when that one is accepted.
     */
    private SequenceEvaluator.Distribution checked(Scenario scenario, StarWorkers w, SequenceEvaluator.Distribution d) {
        if (new ScheduleValidator().validate(scenario, build(scenario, w, d).build()).valid()) {
            return d;
        }
        SequenceEvaluator.Distribution lp = solveSequence(w, d.sequence());
        return lp != null && new ScheduleValidator().validate(scenario, build(scenario, w, lp).build()).valid() ? lp : d;
    }

    private static void noteIbs(ScheduleBuilder b, StarWorkers w, double ibs) {
        if (Double.isFinite(ibs)) {
            b.note("IBS (Li, Bharadwaj, Ko) in the order of increasing C gives makespan " + ibs * w.timeUnit);
        }
    }

    /**
     * The shortest LP1 over every subsequence of {@code seq} (the originator alone included), or null when none can
     * hold the load.
     */
    static SequenceEvaluator.Distribution bestSubsequence(StarWorkers w, int[] seq) {
        SequenceEvaluator evaluator = new SequenceEvaluator(w);
        SequenceEvaluator.Distribution best = null;
        int[] sub = new int[seq.length];
        for (int mask = 0; mask < 1 << seq.length; mask++) {
            int len = 0;
            for (int k = 0; k < seq.length; k++) {
                if ((mask >> k & 1) != 0) {
                    sub[len++] = seq[k];
                }
            }
            SequenceEvaluator.Distribution d = evaluator.shortest(sub, len);
            if (d != null && (best == null || d.makespan() < best.makespan())) {
                best = d;
            }
        }
        return best;
    }

    /** LP1 by ojAlgo, then again without the workers it leaves idle. */
    static SequenceEvaluator.Distribution solveSequence(StarWorkers w, int[] seq) {
        StarLp lp = new StarLp(w);
        SequenceEvaluator.Distribution d = lp.solve(seq, seq.length);
        while (d != null) {
            int n = 0;
            int[] kept = new int[seq.length];
            for (int i = 0; i < d.sequence().length; i++) {
                if (!Tolerance.NEGLIGIBLE_LOAD.isZero(d.loads()[i], 1.0)) {
                    kept[n++] = d.sequence()[i];
                }
            }
            if (n == d.sequence().length) {
                return d;
            }
            SequenceEvaluator.Distribution e = lp.solve(kept, n);
            if (e == null || e.makespan() > d.makespan()) {
                return d;
            }
            d = e;
        }
        return null;
    }

    private static int[] sequence(ActivationOrder order, int m) {
        if (order.rule() != ActivationOrder.Rule.EXPLICIT) {
            int[] seq = new int[m];
            for (int i = 0; i < m; i++) {
                seq[i] = i;
            }
            return seq;
        }
        List<Integer> ids = order.ids();
        boolean[] seen = new boolean[m + 1];
        int[] seq = new int[ids.size()];
        for (int i = 0; i < ids.size(); i++) {
            int id = ids.get(i);
            if (id < 1 || id > m || seen[id]) {
                throw new InvalidScenarioException("strategy.order", "worker " + id + " is not a worker of the star or is listed twice");
            }
            seen[id] = true;
            seq[i] = id - 1;
        }
        return seq;
    }

    /** The timeline of a distribution, in the scenario's units; times are recomputed from the scenario's parameters. */
    private ScheduleBuilder build(Scenario scenario, StarWorkers w, SequenceEvaluator.Distribution d) {
        Star star = (Star) scenario.network();
        double v = w.loadUnit;
        ScheduleBuilder b = new ScheduleBuilder(scenario, name());
        int[] parent = new int[star.workers() + 1];
        java.util.Arrays.fill(parent, -1);
        double[] load = new double[star.workers() + 1];
        double alpha0 = d.originatorLoad() * v;
        load[0] = alpha0;
        if (alpha0 > 0) {
            b.compute(0, 0.0, scenario.processor(0).A() * alpha0, alpha0);
        }
        double port = 0;
        StringJoiner order = new StringJoiner(", ", "activation order: ", "");
        for (int i = 0; i < d.sequence().length; i++) {
            int id = StarWorkers.id(d.sequence()[i]);
            double x = d.loads()[i] * v;
            if (Tolerance.NEGLIGIBLE_LOAD.isZero(x, v)) {
                continue;
            }
            var link = scenario.link(id);
            double arrive = port + link.transferTime(x);
            b.transfer(0, id, port, arrive, x);
            b.compute(id, arrive, arrive + scenario.processor(id).A() * x, x);
            port = arrive;
            load[id] = x;
            parent[id] = 0;
            order.add("P" + id);
        }
        for (int id = 0; id <= star.workers(); id++) {
            b.share(id, load[id]);
        }
        return b.distributionTree(parent).note(order.toString());
    }
}
