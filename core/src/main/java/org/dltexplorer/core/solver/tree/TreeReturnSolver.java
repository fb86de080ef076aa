package org.dltexplorer.core.solver.tree;

import java.util.List;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * Trees, chains (any originator position) and all-port stars (a tree of depth one) whose results return along the
 * path to the originator ({@link ReturnTreeLp}: each node returns its subtree's results in one message once it has
 * them all; a star's workers return straight to the originator, which collects from all of them at once). The
 * nodes to use are chosen by {@link ReturnTree#best}: proven optimal for stars of any size and for trees and chains
 * with at most {@link ReturnTree#EXACT_SUBTREES} sub-trees containing the originator (status {@code OPTIMAL}), a
 * drop-and-resolve heuristic beyond (status {@code FEASIBLE}). Limited to {@link ReturnTree#MAX_NODES} nodes (one LP of {@code 4n} variables).
 */
public final class TreeReturnSolver implements Solver {

    @Override
    public String name() {
        return "tree, chain or all-port star with results returned (LP)";
    }

    /**
     * All-port trees, chains (originator anywhere) and stars returning results, up to the size of one LP; with all
     * ports an order has nothing to choose.
     */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.TREE, NetworkKind.CHAIN, NetworkKind.STAR)
                .handling(Feature.ALL_PORTS, Feature.ORIGINATOR_INSIDE).handling(Capability.ANY_ORDER)
                .requiring(Feature.RESULTS_RETURNED).upTo(ReturnTree.MAX_NODES));
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        Network net = scenario.network();
        int n = (int) net.processorCount();
        int[] parent = new int[n];
        int[] link = new int[n];
        if (net instanceof Tree t) {
            parent = t.parent();
            for (int i = 0; i < n; i++) {
                link[i] = i;
            }
        } else if (net instanceof Star) {
            for (int i = 0; i < n; i++) {
                parent[i] = i == 0 ? -1 : 0;
                link[i] = i;
            }
        } else {
            int j = net.originator();
            for (int i = 0; i < n; i++) {
                parent[i] = i < j ? i + 1 : i == j ? -1 : i - 1;
                link[i] = i < j ? i : i - 1;
            }
        }
        return solveOver(scenario, parent, link, name(), monitor);
    }

    /**
     * Schedules {@code scenario} over the tree of its processors given by {@code parent} (rooted at the originator)
     * and the links {@code linkInto}; shared by the solvers of networks that contain such a tree (graphs).
     */
    public static Schedule solveOver(Scenario scenario, int[] parent, int[] linkInto, String name, SolveMonitor monitor) {
        ReturnTree tree = new ReturnTree(scenario, parent, linkInto);
        TreePlan<ReturnTreeLp.Replay> plan = tree.best(scenario.load(), monitor);
        if (plan == null) {
            return Schedule.infeasible(name, "no set of processors can process and return the load", parent.length);
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name);
        tree.write(plan, b);
        b.note("nodes chosen: " + plan.method());
        if (!plan.optimal()) {
            b.status(Status.FEASIBLE, plan.method() + "; not proven optimal");
        }
        return b.build();
    }
}
