package org.dltexplorer.core.solver.star;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntToDoubleFunction;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.memory.StarOrderSearch;
import org.dltexplorer.core.solver.tree.BranchEnvelope;

/**
 * The sequence in which a one-port star serves its workers, and how many of it are used (Błażewicz & Drozdowski 1997, §3,
 * eqs. (8)–(10)). For a fixed sequence the best prefix is exact: the capacity of the star is the upper envelope
 * of its prefixes' affine capacities, so the makespan is the smallest {@code T_k} over prefixes
 * ({@link BranchEnvelope}); the prefix attaining it gives every worker a non-negative load.
 *
 * <p>Choosing the sequence ({@code order: "optimal"}):
 * <ul>
 *   <li>identical links ({@code S_i = S}, {@code C_i = C}): faster processors first (eqs. (8)–(9) with
 *       {@code r_i = r_j}, {@code z_i = z_j}: exchanging a slower worker served before a faster one shortens the
 *       schedule, and a used slower worker is worse than an idle faster one); proven optimal;</li>
 *   <li>zero startups: faster links first (eqs. (8)–(9) with {@code r = 0}); proven optimal, all workers used;</li>
 *   <li>otherwise, up to {@link #EXACT_LIMIT} workers: the branch-and-bound over worker sequences shared with the
 *       star with buffers ({@link StarOrderSearch}: this star is MNP1 of Drozdowski & Wolniewicz (2003) with
 *       infinite buffers); proven optimal unless stopped, then feasible with the search's lower bound;</li>
 *   <li>beyond: a heuristic (the best of several sort keys, then adjacent exchanges while they help), feasible,
 *       with the same lower bound.</li>
 * </ul>
 */
final class StarOrder {

    /** Largest number of workers whose order is searched exactly (20 workers are proven in seconds, see docs/benchmarks.md). */
    static final int EXACT_LIMIT = 24;

    /** Sequences longer than this keep the paper's best prefix (the subsequence envelope is too slow there). */
    static final int SUBSEQUENCE_LIMIT = 2000;

    /** Workers beyond which the heuristic skips the exchange pass. */
    static final int EXCHANGE_LIMIT = 60;

    private final double rate0;
    private final double[] a;
    private final double[] s;
    private final double[] c;
    private final double load;
    private final Scenario scenario;

    /**
     * @param rate0 {@code 1/A_0}, 0 when the originator does not compute
     * @param a {@code A} by worker id ({@code [0]} unused)
     * @param s {@code S} of each worker's link by worker id
     * @param c {@code C} of each worker's link by worker id
     * @param scenario the star, for the order search
     */
    StarOrder(double rate0, double[] a, double[] s, double[] c, double load, Scenario scenario) {
        this.scenario = scenario;
        this.rate0 = rate0;
        this.a = a;
        this.s = s;
        this.c = c;
        this.load = load;
    }

    /**
     * The workers served and the makespan.
     *
     * @param served worker ids in service order (a subsequence of the order considered)
     * @param makespan the makespan
     * @param optimal whether proven optimal for the order rule
     * @param method how it was chosen
     * @param bound a proven lower bound on the makespan of every order, NaN when none was computed
     */
    record Plan(int[] served, double makespan, boolean optimal, String method, double bound) {

        Plan(int[] served, double makespan, boolean optimal, String method) {
            this(served, makespan, optimal, method, Double.NaN);
        }

        Plan withBound(double b) {
            return new Plan(served, makespan, optimal, method, b);
        }
    }

    OnePortSequence sequence(int[] order) {
        double[] sa = new double[order.length];
        double[] ss = new double[order.length];
        double[] sc = new double[order.length];
        for (int k = 0; k < order.length; k++) {
            sa[k] = a[order[k]];
            ss[k] = s[order[k]];
            sc[k] = c[order[k]];
        }
        return new OnePortSequence(sa, ss, sc);
    }

    /**
     * The best subsequence of {@code order}: the best prefix first (exact among prefixes, {@link BranchEnvelope}),
     * then the best subsequence ({@link SubsequenceEnvelope}) with the prefix's makespan as horizon.
     */
    Plan evaluate(int[] order, boolean optimal, String method) {
        OnePortSequence seq = sequence(order);
        BranchEnvelope.Choice choice = BranchEnvelope.solve(rate0, List.of(seq.prefixes()), load);
        int[] prefix = Arrays.copyOf(order, choice.chosen()[0] + 1);
        if (!choice.feasible()) {
            return new Plan(prefix, choice.makespan(), optimal, method);
        }
        if (order.length > SUBSEQUENCE_LIMIT) {
            return new Plan(prefix, choice.makespan(), false,
                    method + "; best prefix only (subsequence search skipped beyond " + SUBSEQUENCE_LIMIT + " workers)");
        }
        SubsequenceEnvelope.Result sub = SubsequenceEnvelope.best(seq, rate0, load, choice.makespan());
        if (sub == null) {
            return new Plan(prefix, choice.makespan(), false, method + "; best prefix only (subsequence search too large)");
        }
        if (sub.makespan() < choice.makespan()) {
            int[] served = new int[sub.positions().length];
            for (int k = 0; k < served.length; k++) {
                served[k] = order[sub.positions()[k]];
            }
            return new Plan(served, sub.makespan(), optimal, method);
        }
        return new Plan(prefix, choice.makespan(), optimal, method);
    }

    Plan plan(ActivationOrder rule, SolveMonitor monitor) {
        int m = a.length - 1;
        switch (rule.rule()) {
            case GIVEN:
                return evaluate(identity(m), true, "workers in id order");
            case EXPLICIT:
                return evaluate(explicit(rule.ids(), m), true, "workers in the listed order");
            case HEURISTIC:
                return withRootBound(heuristic(m));
            case OPTIMAL:
            default:
                return optimal(m, monitor);
        }
    }

    private static int[] identity(int m) {
        int[] o = new int[m];
        for (int i = 0; i < m; i++) {
            o[i] = i + 1;
        }
        return o;
    }

    private static int[] explicit(List<Integer> ids, int m) {
        boolean[] seen = new boolean[m + 1];
        int[] o = new int[ids.size()];
        for (int k = 0; k < o.length; k++) {
            int w = ids.get(k);
            if (w < 1 || w > m || seen[w]) {
                throw new InvalidScenarioException("order[" + k + "]",
                        "must be a worker id in 1.." + m + " listed once, got " + w);
            }
            seen[w] = true;
            o[k] = w;
        }
        return o;
    }

    private Plan optimal(int m, SolveMonitor monitor) {
        boolean identicalLinks = true;
        boolean zeroStartups = true;
        for (int i = 1; i <= m; i++) {
            identicalLinks &= s[i] == s[1] && c[i] == c[1];
            zeroStartups &= s[i] == 0;
        }
        if (identicalLinks) {
            return evaluate(sorted(m, i -> a[i]), true,
                    "identical links: faster processors first (Błażewicz & Drozdowski 1997, eqs. (8)-(9))");
        }
        if (zeroStartups) {
            return evaluate(sorted(m, i -> c[i]), true,
                    "zero startups: faster links first (Błażewicz & Drozdowski 1997, eqs. (8)-(9))");
        }
        if (m <= EXACT_LIMIT) {
            return searched(m, monitor);
        }
        return withRootBound(heuristic(m));
    }

    /** The heuristic's plan with the order search's lower bound (its root relaxation). */
    private Plan withRootBound(Plan p) {
        double b = StarOrderSearch.lowerBound(scenario);
        return Double.isNaN(b) ? p : p.withBound(Math.min(b, p.makespan()));
    }

    /**
     * The shared branch-and-bound; its sequence is re-evaluated with the envelope so the loads follow from the same
     * arithmetic as other orders (the search leaves out the workers it would give nothing).
     */
    private Plan searched(int m, SolveMonitor monitor) {
        StarOrderSearch.Found f = StarOrderSearch.optimal(scenario, monitor);
        if (f == null) {
            return heuristic(m);
        }
        String how = "branch-and-bound over worker sequences (Drozdowski & Wolniewicz (2003), MNP1 without buffers): "
                + f.nodes() + " nodes";
        Plan p = evaluate(f.served(), f.proven(), f.proven() ? how + ", optimum proven" : how + ", stopped before the proof");
        return p.withBound(Math.min(f.bound(), p.makespan()));
    }

    /** Workers {@code 1..m} by ascending key, equal keys by id. */
    private static int[] sorted(int m, IntToDoubleFunction key) {
        return KeyOrder.ascending(1, m, key);
    }

    private Plan heuristic(int m) {
        List<int[]> candidates = new ArrayList<>();
        candidates.add(sorted(m, i -> c[i]));
        candidates.add(sorted(m, i -> a[i]));
        candidates.add(sorted(m, i -> a[i] + c[i]));
        candidates.add(sorted(m, i -> s[i]));
        double share = load / m;
        candidates.add(sorted(m, i -> s[i] + (a[i] + c[i]) * share));
        Plan best = null;
        int[] bestOrder = null;
        for (int[] o : candidates) {
            Plan p = evaluate(o, false, "");
            if (best == null || p.makespan() < best.makespan()) {
                best = p;
                bestOrder = o.clone();
            }
        }
        if (m <= EXCHANGE_LIMIT) {
            int[] order = bestOrder;
            boolean improved = true;
            for (int pass = 0; improved && pass < 10; pass++) {
                improved = false;
                for (int k = 0; k + 1 < m; k++) {
                    swap(order, k);
                    Plan p = evaluate(order.clone(), false, "");
                    if (p.makespan() < best.makespan()) {
                        best = p;
                        improved = true;
                    } else {
                        swap(order, k);
                    }
                }
            }
        }
        return new Plan(best.served(), best.makespan(), false,
                "heuristic order: best of sort keys (C, A, A+C, S, S+(A+C)V/m), then adjacent exchanges");
    }

    private static void swap(int[] o, int k) {
        int t = o[k];
        o[k] = o[k + 1];
        o[k + 1] = t;
    }
}
