package org.dltexplorer.core.solver.star;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.ParameterArrays;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * A one-port star whose workers may each receive up to {@code n} messages ({@code "installments": n}, results not
 * returned, unlimited memory): computing starts with a worker's first, smaller chunk while the originator already
 * sends the next, at the price of one more startup per message. The loads of a message sequence come from an LP
 * ({@link InstallmentLp}); the sequence is
 * <ul>
 *   <li>{@code given} / a list: the workers in that order, served in 1 to {@code n} rounds (the best); status
 *       {@code FEASIBLE} with the no-startup bound, since other sequences may do better;</li>
 *   <li>{@code heuristic}: rounds in the single-installment order, then local search ({@link InstallmentSearch});</li>
 *   <li>{@code optimal}: up to {@link #EXACT_LIMIT} workers the branch-and-bound over all sequences; {@code OPTIMAL}
 *       when it finishes within the time limit (it runs until then; without a limit, within
 *       {@link InstallmentSearch#UNLIMITED_BUDGET} sequences), else {@code FEASIBLE} with its proven bound;
 *       beyond, the heuristic with the port-demand bound ({@link InstallmentDemandBound}, fewer points as the star
 *       grows).</li>
 * </ul>
 * A message the LP gives nothing is not sent; so the solver may use fewer installments than allowed.
 */
public final class MultiInstallmentStarSolver implements Solver {

    /**
     * Workers up to which {@code optimal} runs the branch-and-bound (and the single-installment order that seeds it is
     * searched exactly); beyond, the heuristic answers with the time-indexed bound: a few thousand sequences there
     * prove nothing and take seconds.
     */
    static final int EXACT_LIMIT = 12;

    @Override
    public String name() {
        return "star, one port, multi-installment (LP over message sequences)";
    }

    /** One-port stars whose workers may receive more than one message (and may pause then), results not returned. */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.STAR).handling(Feature.ONE_PORT).handling(Capability.ANY_ORDER)
                .handling(Feature.PAUSE_WHILE_RECEIVING).requiring(Feature.MULTI_INSTALLMENT));
    }

    @Override
    public String whyNot(Scenario scenario) {
        if (!(scenario.network() instanceof Star) || !scenario.strategy().multiInstallment() || supports(scenario)) {
            return null;
        }
        String n = "installments " + scenario.strategy().installmentsOrDefault();
        if (scenario.strategy().portsFor(scenario.network().kind()) != Ports.ONE) {
            return n + " needs ports \"one\" (each message pays its startup on the originator's single port)";
        }
        if (scenario.limitedMemory()) {
            return n + " is not modelled with memory limits; set B to unlimited or installments to 1";
        }
        return n + " is not modelled with results returned; set R to 0 or installments to 1";
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        int m = ((Star) scenario.network()).workers();
        int n = scenario.strategy().installmentsOrDefault();
        InstallmentStar star = InstallmentStar.of(scenario, n);
        InstallmentSearch search = new InstallmentSearch(star);
        ActivationOrder rule = scenario.strategy().orderOrDefault();
        InstallmentStar.Loads loads;
        boolean proven = false;
        double bound;
        String method;
        switch (rule.rule()) {
            case GIVEN -> {
                loads = search.roundRobin(IntStream.rangeClosed(1, m).toArray());
                bound = search.rootBound();
                method = "workers in id order, in 1 to " + n + " rounds (the best)";
            }
            case EXPLICIT -> {
                loads = search.roundRobin(listed(rule.ids(), m));
                bound = search.rootBound();
                method = "workers in the listed order, in 1 to " + n + " rounds (the best)";
            }
            case HEURISTIC -> {
                loads = search.heuristic(singleOrder(scenario, m, false, monitor), monitor);
                bound = search.rootBound();
                method = "rounds in the single-installment order, then local search";
            }
            default -> {
                InstallmentStar.Loads seed = search.heuristic(singleOrder(scenario, m, m <= EXACT_LIMIT, monitor),
                        monitor);
                InstallmentSearch.Found f = m <= EXACT_LIMIT
                        ? search.optimal(seed, monitor,
                        monitor.timeLimited() ? Long.MAX_VALUE : InstallmentSearch.UNLIMITED_BUDGET) : null;
                loads = f == null ? seed : f.loads();
                proven = f != null && f.proven();
                bound = f != null ? f.bound() : seed == null ? search.rootBound()
                        : search.bound(search.rootBound(), seed.makespan(), monitor);
                method = f == null ? "more than " + EXACT_LIMIT + " workers: rounds in the single-installment order, then "
                        + "local search" : "branch-and-bound over message sequences: " + f.nodes() + " nodes"
                        + (proven ? ", optimum proven" : search.uncertifiedLps() > 0 ? ", " + search.uncertifiedLps()
                        + " sequence LPs not certified optimal" : ", stopped before the proof");
            }
        }
        if (loads == null) {
            return Schedule.infeasible(name(), "the originator does not compute and no worker is listed", m + 1);
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name());
        write(b, star, loads, m);
        b.note("message sequence: " + Arrays.stream(loads.sequence()).mapToObj(Integer::toString)
                .collect(Collectors.joining(", ")) + " (" + loads.sequence().length + " messages; " + method + ")");
        int most = mostMessages(loads.sequence(), m);
        if (most < n) {
            b.note("at most " + most + " installment(s) per worker used of " + n + " allowed: more messages would cost "
                    + "more in startups than they gain");
        }
        if (!proven) {
            b.status(Status.FEASIBLE, method);
            b.bound(bound);
        }
        return b.build();
    }

    private static void write(ScheduleBuilder b, InstallmentStar star, InstallmentStar.Loads loads, int m) {
        int[] seq = loads.sequence();
        double[] x = loads.x();
        InstallmentStar.Timing t = star.times(seq, loads.x0(), x);
        double[] share = new double[m + 1];
        int[] parent = new int[m + 1];
        Arrays.fill(parent, -1);
        share[0] = loads.x0();
        if (loads.x0() > 0) {
            b.compute(0, 0, star.a0() * loads.x0(), loads.x0());
        }
        for (int j = 0; j < seq.length; j++) {
            int w = seq[j];
            b.transfer(0, w, j == 0 ? 0.0 : t.sent()[j - 1], t.sent()[j], x[j]);
            double[] pieces = t.pieces()[j];
            for (int k = 0; k < pieces.length; k += 2) {
                // a chunk interrupted by receptions is computed in pieces, each its share of the load
                double part = pieces.length == 2 ? x[j] : (pieces[k + 1] - pieces[k]) / star.a()[w];
                b.compute(w, pieces[k], pieces[k + 1], part);
            }
            share[w] += x[j];
            parent[w] = 0;
        }
        for (int i = 0; i <= m; i++) {
            b.share(i, share[i]);
        }
        b.distributionTree(parent);
    }

    private static int mostMessages(int[] seq, int m) {
        int[] count = new int[m + 1];
        int most = 0;
        for (int w : seq) {
            most = Math.max(most, ++count[w]);
        }
        return most;
    }

    private static int[] listed(List<Integer> ids, int m) {
        int[] o = ids.stream().mapToInt(Integer::intValue).toArray();
        boolean[] seen = new boolean[m + 1];
        for (int k = 0; k < o.length; k++) {
            if (o[k] < 1 || o[k] > m || seen[o[k]]) {
                throw new InvalidScenarioException("strategy.order[" + k + "]",
                        "must be a worker id in 1.." + m + " listed once, got " + o[k]);
            }
            seen[o[k]] = true;
        }
        return o;
    }

    /** The workers the single-installment star serves, in its order (all workers by A + C when it serves none). */
    private static int[] singleOrder(Scenario scenario, int m, boolean exact, SolveMonitor monitor) {
        double[] a = ParameterArrays.processorA(scenario, m + 1);
        ParameterArrays.Links links = ParameterArrays.links(scenario, m + 1);
        double rate0 = scenario.strategy().originatorComputes() ? 1 / a[0] : 0.0;
        a[0] = 0;
        links.S()[0] = 0;
        links.C()[0] = 0;
        StarOrder orders = new StarOrder(rate0, a, links.S(), links.C(), scenario.load(), scenario);
        // its bound holds for one installment only: not a bound of the multi-installment answer
        int[] served = orders.plan(exact ? ActivationOrder.OPTIMAL : ActivationOrder.HEURISTIC,
                monitor.withoutIncumbents()).served();
        if (served.length > 0) {
            return served;
        }
        double[] s = links.S();
        double[] c = links.C();
        return KeyOrder.ascending(1, m, i -> a[i] + c[i] + s[i]);
    }
}
