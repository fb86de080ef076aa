package org.dltexplorer.core.solver.star;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.ScheduleCost;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * A one-port star, single installment, results not returned and memory unlimited, with the terms beyond the papers'
 * models (scenario format, <em>Beyond the papers</em>): processor release times (a processor computes nothing
 * before {@code r_i} but may receive earlier; Bharadwaj, Li &amp; Radhakrishnan (1996) on bus networks), computation
 * startups ({@code F_i + A_i x}, the computation overhead of Veeravalli, Li &amp; Ko (2000)), money per unit and per
 * used processor within a {@code budget} (the processing charge of Sohn, Robertazzi &amp; Luryi (1998), who also
 * minimise the time under a cost bound), and the dual problem of a {@code deadline}: the most load finished by
 * then. Each service sequence is an LP ({@link ExtendedStarLp}); the sequences are searched by
 * {@link ExtendedStarSearch}.
 */
public final class ExtendedStarSolver implements Solver {

    /** The terms this solver is for: a scenario with none of them is the papers' star ({@link StarOnePortSolver}). */
    private static final List<Feature> TERMS = List.of(Feature.RELEASE_TIMES, Feature.COMPUTATION_STARTUP, Feature.COST,
            Feature.BUDGET, Feature.DEADLINE);

    @Override
    public String name() {
        return "star, one port, release times, startups, costs (LP per sequence)";
    }

    /** One-port stars, one installment, results not returned, unlimited memory, any order rule, with some term. */
    @Override
    public List<Capability> capabilities() {
        return TERMS.stream().map(t -> Capability.of(NetworkKind.STAR).handling(Feature.ONE_PORT)
                .handling(Capability.ANY_ORDER).handling(TERMS).requiring(t)).toList();
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        int m = ((Star) scenario.network()).workers();
        ExtendedStar star = ExtendedStar.of(scenario);
        ActivationOrder rule = scenario.strategy().orderOrDefault();
        int[] pool = rule.rule() == ActivationOrder.Rule.EXPLICIT ? listed(rule.ids(), m) : IntStream.rangeClosed(1, m).toArray();
        ExtendedStarSearch.Plan plan = new ExtendedStarSearch(star).plan(rule, pool, monitor);
        ExtendedStarSearch.Candidate best = plan.best();
        if (best == null) {
            return Schedule.infeasible(name(), infeasibility(scenario, star), m + 1);
        }
        Scenario solved = star.byDeadline() ? scenario.withLoad(best.load()) : scenario;
        ScheduleBuilder b = new ScheduleBuilder(solved, name());
        write(b, star, best, m);
        b.note("service order: " + (best.served().length == 0 ? "no worker"
                : Arrays.stream(best.served()).mapToObj(Integer::toString).collect(Collectors.joining(", ")))
                + (best.x0() > 0 ? ", the originator computes too" : "") + " (" + plan.method() + ")");
        if (star.budgeted()) {
            b.note("cost " + star.costOf(best.served(), best.x0(), best.x()) + " of the budget " + star.budget());
        }
        if (star.byDeadline()) {
            b.note("load " + best.load() + " finished by the deadline " + star.deadline());
        }
        if (!plan.optimal()) {
            b.status(Status.FEASIBLE, plan.method());
            b.bound(plan.bound());
        }
        return b.build();
    }

    private static String infeasibility(Scenario scenario, ExtendedStar star) {
        if (star.byDeadline()) {
            return "nothing can be finished by the deadline " + star.deadline() + ": every processor's release, startup"
                    + " and first message take longer";
        }
        double cheapest = ScheduleCost.cheapest(scenario);
        if (star.budgeted() && Double.isFinite(cheapest)) {
            return "the cheapest schedule costs " + cheapest + ", more than the budget " + star.budget();
        }
        return "the originator does not compute and no worker is listed";
    }

    private static void write(ScheduleBuilder b, ExtendedStar star, ExtendedStarSearch.Candidate c, int m) {
        int[] seq = c.served();
        ExtendedStar.Timing t = star.times(seq, c.x0(), c.x());
        double[] share = new double[m + 1];
        int[] parent = new int[m + 1];
        Arrays.fill(parent, -1);
        share[0] = c.x0();
        if (c.x0() > 0) {
            b.compute(0, star.release()[0], t.originatorEnd(), c.x0());
        }
        for (int k = 0; k < seq.length; k++) {
            int w = seq[k];
            b.transfer(0, w, t.sendStart()[k], t.sendEnd()[k], c.x()[k]);
            b.compute(w, t.computeStart()[k], t.computeEnd()[k], c.x()[k]);
            share[w] = c.x()[k];
            parent[w] = 0;
        }
        for (int i = 0; i <= m; i++) {
            b.share(i, share[i]);
        }
        b.distributionTree(parent);
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
}
