package org.dltexplorer.core.solver.karytree;

import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * L-level K-ary tree with solution reporting (Ko & Robertazzi 2003), policy from {@code strategy.schedule}:
 * <ul>
 *   <li>{@code equal} (EDS, §III): {@code V/N} each; status {@code FEASIBLE} (the naive policy is not optimal).
 *       Startup costs {@code S > 0} are accepted: the loads do not depend on them.</li>
 *   <li>{@code sequential} (SOS, §IV): loads by equivalent-processor collapse ({@link SequentialCollapse}), per
 *       node heterogeneous {@code w}, {@code z}; where the equal-finish split would have a parent collect a report
 *       while still sending, that subtree is split by a small LP ({@link PortBoundSplit}). {@code OPTIMAL} for the
 *       policy (single installment, children left to right, reports in the same order, one port), checked against
 *       an LP of the whole tree in the tests.</li>
 *   <li>{@code multi-installment} (MOS, §V): loads of eqs. (57)–(88) ({@link MultiInstallmentLoads}),
 *       {@code INFEASIBLE} when they are negative; otherwise {@code FEASIBLE}: the closed form (89) is not the finish
 *       time of a one-port store-and-forward schedule (it assumes the last hops of a level back to back and the
 *       root collecting reports while it still sends installments), so the replayed finish time is reported and the
 *       formula's value is given in a note.</li>
 * </ul>
 * Timelines come from {@link TreeReplay}, whose Javadoc states the reporting model. Not supported: finite buffers;
 * {@code S > 0} for SOS and MOS (the collapse is linear in the load only without startup costs); a root that does
 * not compute under MOS (eq. (76) divides by {@code w_{0,0}}).
 *
 * <p>Published values (Tables 1 and 2, {@code w = 1}, {@code z = 0.05}, {@code Tcp = Tcm = 1}, {@code Tsol = 0.2}):
 * <ul>
 *   <li>Table 1: 15 cells are the improvement of the SOS schedule. At {@code L = K = 4} the closed form (41) gives
 *       31.6407%, but its equal-finish loads have the root's first child report while the root is still sending to
 *       the others, which a one-port root cannot do. Replaying those loads with the root waiting for its port gives
 *       exactly the published 26.7681%; the best sequential schedule (LP split at the root) is port-bound at
 *       {@code T = (C+R)/(A+C+R) = 3/53} and improves on EDS by 27.0342%, the value this solver reports.</li>
 *   <li>Table 2: every cell is the closed form (89); at {@code L = K = 4} it comes from negative loads and is
 *       answered {@code INFEASIBLE} here. The replayed MOS schedules meet the formula for {@code K = 1} or
 *       {@code L = 1} and are up to 0.39 percentage points below it elsewhere (the formula takes the last hops of
 *       a level to be back to back and the level-1 reports to end the schedule).</li>
 * </ul>
 * See {@code KaryTablesTest}.
 */
public final class KaryTreeSolver implements Solver {

    @Override
    public String name() {
        return "K-ary tree, EDS/SOS/MOS with solution reporting (Ko & Robertazzi 2003)";
    }

    @Override
    public boolean supports(Scenario scenario) {
        if (!(scenario.network() instanceof KaryTree) || scenario.limitedMemory()) {
            return false;
        }
        KaryPolicy policy = scenario.strategy().scheduleOrDefault();
        if (policy == KaryPolicy.EQUAL) {
            return true;
        }
        if (!noStartup(scenario)) {
            return false;
        }
        return policy == KaryPolicy.SEQUENTIAL || scenario.strategy().originatorComputes();
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
                if (Tolerance.VALIDATION.equal(finish, loads.predictedFinish())) {
                    b.status(Status.OPTIMAL, null);
                } else {
                    b.status(Status.FEASIBLE, "the replayed schedule finishes at " + finish + ", not at the collapsed "
                            + "w_eq Tcp = " + loads.predictedFinish());
                }
                if (loads.portBoundNodes() > 0) {
                    b.note(loads.portBoundNodes() + " subtree(s) split by LP: the equal-finish split of eq. (42)-(44), "
                            + "Ko & Robertazzi (2003), would have the parent collect a report while still sending");
                }
            }
            case MULTI_INSTALLMENT -> {
                MultiInstallmentLoads.Result res = MultiInstallmentLoads.solve(in);
                if (res.reason().isPresent()) {
                    return Schedule.infeasible(name, res.infeasibility(), in.size());
                }
                alpha = res.alpha();
                finish = TreeReplay.multiInstallment(in, alpha, b);
                b.status(Status.FEASIBLE, "multi-installment loads of Ko & Robertazzi (2003), §V are not proven optimal");
                b.note("closed form eq. (89), Ko & Robertazzi (2003): T = " + res.predictedFinish() + "; replayed one-port "
                        + "store-and-forward schedule: T = " + finish);
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
}
