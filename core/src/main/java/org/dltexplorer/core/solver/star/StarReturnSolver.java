package org.dltexplorer.core.solver.star;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * A one-port star whose workers return their results ({@code R > 0}), FIFO: the originator sends to the served
 * workers one after another, then collects their results in the same order; its single port is shared by sending
 * and collecting, so every return comes after the last send. Worker {@code k}'s return of {@code S_k + R_k α_k}
 * starts once it has computed and the port is free; the makespan is the end of the last return (or of the
 * originator's own computation). Processors no longer finish together, so the loads come from an ojAlgo LP over
 * loads and start times for the fixed sequence (every served worker pays both startups); the times are then
 * replayed as soon as possible.
 *
 * <p>Which workers to serve: the order is given, listed, or (for {@code optimal} and {@code heuristic}) faster links
 * first; every subsequence of it is tried up to {@link #EXACT_LIMIT} workers (status {@code OPTIMAL} for given and
 * listed orders), every prefix beyond (status {@code FEASIBLE}). Up to {@link #MAX_WORKERS} workers.
 */
public final class StarReturnSolver implements Solver {

    static final int EXACT_LIMIT = 6;
    static final int MAX_WORKERS = 200;

    @Override
    public String name() {
        return "star, one port, results returned FIFO (LP)";
    }

    @Override
    public boolean supports(Scenario scenario) {
        return scenario.network() instanceof Star s && scenario.strategy().portsFor(scenario.network().kind()) == Ports.ONE
                && scenario.returnsResults() && !scenario.limitedMemory() && s.workers() <= MAX_WORKERS;
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
                        .sorted(Comparator.<Integer>comparingDouble(w -> scenario.link(w).C()).thenComparingInt(w -> w))
                        .mapToInt(Integer::intValue).toArray();
                provable = false;
        }
        double a0 = scenario.strategy().originatorComputes() ? scenario.processor(0).A() : Double.POSITIVE_INFINITY;
        List<int[]> candidates = new ArrayList<>();
        boolean exact = order.length <= EXACT_LIMIT;
        if (exact) {
            for (int mask = 0; mask < 1 << order.length; mask++) {
                int[] sub = new int[Integer.bitCount(mask)];
                int c = 0;
                for (int k = 0; k < order.length; k++) {
                    if ((mask >> k & 1) != 0) {
                        sub[c++] = order[k];
                    }
                }
                candidates.add(sub);
            }
        } else {
            for (int k = 0; k <= order.length; k++) {
                candidates.add(Arrays.copyOf(order, k));
            }
        }
        Plan best = null;
        for (int[] seq : candidates) {
            if (monitor.cancelled()) {
                exact = false;
                break;
            }
            if (seq.length == 0 && Double.isInfinite(a0)) {
                continue;
            }
            double[] alpha = lpLoads(scenario, a0, seq);
            if (alpha != null) {
                Plan p = replay(scenario, a0, seq, alpha);
                if (best == null || p.makespan < best.makespan) {
                    best = p;
                }
            }
        }
        if (best == null) {
            return Schedule.infeasible(name(), "the originator does not compute and no worker is served", m + 1);
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name());
        int[] parent = new int[m + 1];
        Arrays.fill(parent, -1);
        double[] share = new double[m + 1];
        share[0] = best.alpha0;
        if (best.alpha0 > 0) {
            b.compute(0, 0, best.alpha0 * a0, best.alpha0);
        }
        for (int k = 0; k < best.seq.length; k++) {
            int w = best.seq[k];
            double x = best.alpha[k];
            if (x <= 0) {
                continue;
            }
            share[w] = x;
            parent[w] = 0;
            LinkParams l = scenario.link(w);
            b.transfer(0, w, best.sendStart[k], best.sendStart[k] + l.transferTime(x), x);
            double start = best.sendStart[k] + l.transferTime(x);
            b.compute(w, start, start + x * scenario.processor(w).A(), x);
            b.returnResults(w, 0, best.returnStart[k], best.returnStart[k] + l.returnTime(x), x);
        }
        for (int i = 0; i <= m; i++) {
            b.share(i, share[i]);
        }
        b.distributionTree(parent);
        b.note("results collected FIFO after the last send, over the originator's single port");
        if (!(exact && provable)) {
            b.status(Status.FEASIBLE, exact ? "order chosen by a rule (faster links first), not proven optimal"
                    : "only prefixes of the order were tried");
        }
        return b.build();
    }

    private record Plan(int[] seq, double alpha0, double[] alpha, double[] sendStart, double[] returnStart,
            double makespan) {
    }

    /** The LP of the FIFO model for serving exactly {@code seq}: {@code [α_0, α_seq...]}, or null. */
    static double[] lpLoads(Scenario sc, double a0, int[] seq) {
        int k = seq.length;
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Expression sum = model.addExpression("sum").level(sc.load());
        Variable x0 = model.addVariable("a0").lower(0);
        sum.set(x0, 1);
        if (Double.isInfinite(a0)) {
            x0.level(0);
        } else {
            model.addExpression("own").set(x0, a0).set(t, -1).upper(0);
        }
        Variable[] alpha = new Variable[k];
        Variable[] sendEnd = new Variable[k];
        Variable[] retStart = new Variable[k];
        for (int q = 0; q < k; q++) {
            LinkParams l = sc.link(seq[q]);
            alpha[q] = model.addVariable("a" + (q + 1)).lower(0);
            sendEnd[q] = model.addVariable("s" + q).lower(0);
            retStart[q] = model.addVariable("r" + q).lower(0);
            sum.set(alpha[q], 1);
            Expression send = model.addExpression("send" + q).set(sendEnd[q], 1).set(alpha[q], -l.C());
            if (q > 0) {
                send.set(sendEnd[q - 1], -1);
            }
            send.lower(l.S());
            model.addExpression("comp" + q).set(retStart[q], 1).set(sendEnd[q], -1)
                    .set(alpha[q], -sc.processor(seq[q]).A()).lower(0);
            if (q > 0) {
                LinkParams prev = sc.link(seq[q - 1]);
                model.addExpression("fifo" + q).set(retStart[q], 1).set(retStart[q - 1], -1)
                        .set(alpha[q - 1], -prev.R()).lower(prev.S());
            }
        }
        if (k > 0) {
            model.addExpression("port").set(retStart[0], 1).set(sendEnd[k - 1], -1).lower(0);
            LinkParams last = sc.link(seq[k - 1]);
            model.addExpression("end").set(t, 1).set(retStart[k - 1], -1).set(alpha[k - 1], -last.R()).lower(last.S());
        }
        Optimisation.Result r = model.minimise();
        if (!r.getState().isOptimal()) {
            return null;
        }
        double[] out = new double[k + 1];
        out[0] = Math.max(0, x0.getValue().doubleValue());
        for (int q = 0; q < k; q++) {
            out[q + 1] = Math.max(0, alpha[q].getValue().doubleValue());
        }
        return out;
    }

    /** Times as early as possible for the LP's loads (round-off removed, loads rescaled to V). */
    private static Plan replay(Scenario sc, double a0, int[] seq, double[] lp) {
        double v = sc.load();
        double slack = Tolerance.NEGLIGIBLE_LOAD.slack(v) * 1e3;
        double sum = 0;
        double[] a = lp.clone();
        for (int i = 0; i < a.length; i++) {
            a[i] = a[i] <= slack ? 0.0 : a[i];
            sum += a[i];
        }
        for (int i = 0; i < a.length; i++) {
            a[i] *= v / sum;
        }
        int k = seq.length;
        double[] sendStart = new double[k];
        double[] ready = new double[k];
        double port = 0;
        for (int q = 0; q < k; q++) {
            if (a[q + 1] <= 0) {
                continue;
            }
            LinkParams l = sc.link(seq[q]);
            sendStart[q] = port;
            port += l.transferTime(a[q + 1]);
            ready[q] = port + a[q + 1] * sc.processor(seq[q]).A();
        }
        double[] returnStart = new double[k];
        double end = a[0] > 0 ? a[0] * a0 : 0.0;
        for (int q = 0; q < k; q++) {
            if (a[q + 1] <= 0) {
                continue;
            }
            returnStart[q] = Math.max(port, ready[q]);
            port = returnStart[q] + sc.link(seq[q]).returnTime(a[q + 1]);
            end = Math.max(end, port);
        }
        return new Plan(seq, a[0], Arrays.copyOfRange(a, 1, k + 1), sendStart, returnStart, end);
    }
}
