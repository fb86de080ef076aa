package org.dltexplorer.core.solver.karytree;

import java.util.List;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.KaryLoads;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * L-level K-ary tree with solution reporting (Ko & Robertazzi 2003), policy from {@code strategy.schedule}, reading
 * of the port rules from {@code strategy.collect} ({@link org.dltexplorer.core.model.Collect}): a node collects its
 * children's reports only after its last send ({@code "after-sends"}, default; the reading of the paper's tables) or
 * may collect on one link while still sending on another ({@code "while-sending"}; the paper's text allows it).
 * <ul>
 *   <li>{@code equal} (EDS, §III): {@code V/N} each; status {@code FEASIBLE} (the naive policy is not optimal).
 *       Startup costs {@code S > 0} are accepted: the loads do not depend on them.</li>
 *   <li>{@code sequential} (SOS, §IV): loads by equivalent-processor collapse ({@link SequentialCollapse}), per
 *       node heterogeneous {@code w}, {@code z}. Collecting while sending, the equal-finish split of eqs. (42)–(54)
 *       everywhere, finishing at eq. (41). Collecting after sends, where that split would have a parent collect a
 *       report while still sending on another link, that subtree is split by a small LP ({@link PortBoundSplit}).
 *       {@code OPTIMAL} for the policy (single installment, children left to right, reports in the same order)
 *       under either reading, checked in the tests against an LP of the whole tree (trees of at most 40
 *       processors) and, on every cell of Tables 1 and 2, a per-level LP that is exact on uniform trees.</li>
 *   <li>{@code multi-installment} (MOS, §V): with {@code loads = "closed-form"} the loads of eqs. (57)–(88)
 *       ({@link MultiInstallmentLoads}), {@code INFEASIBLE} when they are negative, otherwise {@code FEASIBLE};
 *       the replayed finish time is reported, and eq. (89)'s value in a note: eq. (89) is no schedule's finish time,
 *       because its closed form never forwards the solutions of levels ≥ 2 to the root. With
 *       {@code loads = "optimised"} the loads are the optimum of an LP for the same message order under the
 *       explicit port rules ({@link MultiInstallmentLp}), {@code OPTIMAL} for that message order.</li>
 * </ul>
 * Timelines come from {@link TreeReplay}, whose Javadoc states the reporting model. Not supported: finite buffers;
 * {@code S > 0} for SOS and MOS (the collapse is linear in the load only without startup costs); a root that does
 * not compute under MOS (eq. (76) divides by {@code w_{0,0}}).
 *
 * <p>Published values (Tables 1 and 2, {@code w = 1}, {@code z = 0.05}, {@code Tcp = Tcm = 1}, {@code Tsol = 0.2}):
 * <ul>
 *   <li>Table 1: 15 cells are the improvement of the SOS schedule under either reading. At {@code L = K = 4},
 *       eq. (41) gives 31.6407%, the optimum collecting while sending: its schedule has the root collect its first
 *       child's report while still sending to the others. Collecting after sends, the optimum is
 *       {@code T = (C+R)/(A+C+R) = 3/53} (27.0342%, root split by LP), and the published 26.7681% is eq. (41)'s
 *       loads replayed with the root waiting until its last send: neither reading's optimum.</li>
 *   <li>Table 2: every cell is eq. (89); at {@code L = K = 4} it comes from negative loads. The replayed MOS
 *       schedules meet the formula for {@code K = 1} or {@code L = 1} and are below it elsewhere.</li>
 * </ul>
 * See {@code KaryTablesTest}.
 */
public final class KaryTreeSolver implements Solver {

    /**
     * Most hops of multi-installment messages (each processor's load crosses every link above it, and its results
     * come back the same way): 4·10^6 hops are about 10^7 intervals to build and check, seconds; a 4-ary tree of
     * 10 levels (1.4·10^6 processors) would be 5·10^7.
     */
    public static final long MAX_MULTI_INSTALLMENT_HOPS = 4_000_000;

    @Override
    public String name() {
        return "K-ary tree, EDS/SOS/MOS with solution reporting (Ko & Robertazzi 2003)";
    }

    /**
     * Equal division with any startups; the sequential and multi-installment policies need {@code S = 0} (Ko &amp;
     * Robertazzi's (2003) equivalent processors), and multi-installment a computing root.
     */
    @Override
    public List<Capability> capabilities() {
        return List.of(
                Capability.of(NetworkKind.KARY_TREE).handling(Feature.RESULTS_RETURNED, Feature.COLLECT_WHILE_SENDING)
                        .requiring(Feature.SCHEDULE_EQUAL),
                Capability.of(NetworkKind.KARY_TREE).without(Feature.COMMUNICATION_STARTUP)
                        .handling(Feature.RESULTS_RETURNED, Feature.COLLECT_WHILE_SENDING),
                Capability.of(NetworkKind.KARY_TREE).without(Feature.COMMUNICATION_STARTUP, Feature.ORIGINATOR_IDLE)
                        .handling(Feature.RESULTS_RETURNED, Feature.COLLECT_WHILE_SENDING, Feature.LOADS_OPTIMISED)
                        .requiring(Feature.SCHEDULE_MULTI_INSTALLMENT));
    }

    @Override
    public String whyNot(Scenario scenario) {
        if (!(scenario.network() instanceof KaryTree) || supports(scenario) || scenario.limitedMemory()) {
            return null;
        }
        if (!noStartup(scenario)) {
            return "schedule \"" + scenario.strategy().scheduleOrDefault().id() + "\" needs every startup S = 0 "
                    + "(Ko & Robertazzi’s (2003) equivalent processors); set S to 0 or use schedule \"equal\"";
        }
        return "schedule \"multi-installment\" needs the root to compute (originatorComputes: true)";
    }

    private static boolean noStartup(Scenario scenario) {
        return scenario.linkDefault().S() == 0
                && scenario.linkOverrides().values().stream().mapToDouble(LinkParams::S).allMatch(s -> s == 0);
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        KaryInstance in = KaryInstance.of(scenario);
        KaryPolicy policy = scenario.strategy().scheduleOrDefault();
        String name = name() + ", " + policy.id();
        if (in.size() == 1 && !in.rootComputes()) {
            return Schedule.infeasible(name, "a single processor that does not compute cannot process the load", 1);
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name);
        double finish;
        double[] alpha;
        switch (policy) {
            case EQUAL -> {
                TreeLoads loads = EqualDivision.loads(in);
                alpha = loads.alpha();
                finish = TreeReplay.singleInstallment(in, loads, b);
                b.status(Status.FEASIBLE, "equal division (Ko & Robertazzi 2003, §III) is a naive policy, not an optimal one");
            }
            case SEQUENTIAL -> {
                TreeLoads loads = SequentialCollapse.loads(in);
                alpha = loads.alpha();
                finish = TreeReplay.singleInstallment(in, loads, b);
                if (loads.uncertifiedSplits() > 0) {
                    b.status(Status.FEASIBLE, loads.uncertifiedSplits() + " subtree split LP(s) not certified optimal");
                } else if (SequentialCollapse.SAME_TIME.equal(finish, loads.predictedFinish())) {
                    b.status(Status.OPTIMAL, null);
                } else {
                    b.status(Status.FEASIBLE, "the replayed schedule finishes at " + finish + ", not at the collapsed "
                            + "w_eq Tcp = " + loads.predictedFinish());
                }
                if (loads.portBoundNodes() > 0) {
                    b.note(loads.portBoundNodes() + " subtree(s) split by LP: the equal-finish split of Ko & Robertazzi "
                            + "(2003), eqs. (42)-(44), would have the parent collect a report on one link while still "
                            + "sending on another, which collect \"after-sends\" forbids (with \"while-sending\" the "
                            + "finish time is eq. (41)'s, " + SequentialCollapse.equalFinishLoads(in).predictedFinish() + ")");
                }
                if (loads.fasterNodes() > 0) {
                    b.note(loads.fasterNodes() + " subtree(s) split by LP: with these report times a split that does not "
                            + "finish all children together is faster than the equal-finish split of Ko & Robertazzi "
                            + "(2003), eqs. (42)-(44)");
                }
            }
            case MULTI_INSTALLMENT -> {
                long hops = hops(in.tree());
                if (hops > MAX_MULTI_INSTALLMENT_HOPS) {
                    throw new ScenarioRefusedException("a " + in.tree().levels() + "-level " + in.arity() + "-ary tree of "
                            + in.size() + " processors has " + hops + " multi-installment message hops, beyond the "
                            + MAX_MULTI_INSTALLMENT_HOPS + " this program schedules; use fewer levels or schedule "
                            + "\"sequential\"");
                }
                // a send and a receive per hop (twice with returns) and a computation per processor: the columns are
                // made once at their size instead of grown (and copied) a dozen times
                b.expect(in.size(), (int) ((in.returns() ? 4 : 2) * hops + in.size()));
                MultiInstallmentLoads.Result paper = MultiInstallmentLoads.solve(in);
                String formula = "eq. (89), Ko & Robertazzi (2003): T = " + paper.predictedFinish()
                        + (in.tree().levels() >= 2 && in.arity() >= 2 ? ", no schedule's finish time: its closed form "
                                + "never forwards the solutions of levels >= 2 to the root" : "");
                if (scenario.strategy().loadsOrDefault() == KaryLoads.OPTIMISED) {
                    MultiInstallmentLp.Result lp = MultiInstallmentLp.solve(in, paper);
                    // an LP point that is not certified optimal is still a feasible one: only no point at all fails
                    if (Double.isNaN(lp.finish()) && paper.reason().isPresent()) {
                        return Schedule.infeasible(name, "the LP over the loads was not solved (" + lp.state() + ") and "
                                + paper.infeasibility(), in.size());
                    }
                    alpha = lp.alpha();
                    finish = TreeReplay.multiInstallment(in, alpha, lp.upOrder(), b);
                    if (lp.optimal() && SequentialCollapse.SAME_TIME.equal(finish, lp.finish())) {
                        b.status(Status.OPTIMAL, "optimal for the multi-installment message order of Ko & Robertazzi "
                                + "(2003), §V, " + lp.orderSource());
                    } else {
                        b.status(Status.FEASIBLE, "the LP over the loads was not proven optimal (" + lp.state()
                                + "); the replayed schedule of its loads is reported");
                    }
                } else {
                    if (paper.reason().isPresent()) {
                        return Schedule.infeasible(name, paper.infeasibility(), in.size());
                    }
                    alpha = paper.alpha();
                    finish = TreeReplay.multiInstallment(in, alpha, null, b);
                    b.status(Status.FEASIBLE, "the multi-installment loads of Ko & Robertazzi (2003), eqs. (57)-(88), "
                            + "replayed; \"loads\": \"optimised\" re-optimises them for the same message order");
                }
                b.note(formula + "; replayed schedule: T = " + finish);
            }
            default -> throw new IllegalStateException("unknown policy " + policy);
        }
        int[] parent = new int[in.size()];
        for (int i = 0; i < in.size(); i++) {
            b.share(i, alpha[i]);
            parent[i] = in.tree().parentOf(i);
        }
        return b.distributionTree(parent).build();
    }

    /** {@code Σ_j j·K^j}: the links all multi-installment messages cross on their way down. */
    static long hops(KaryTree tree) {
        long hops = 0;
        for (int j = 1; j <= tree.levels(); j++) {
            hops += j * tree.levelSize(j);
        }
        return hops;
    }
}
