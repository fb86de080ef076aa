package org.dltexplorer.core.solver.tree;

import java.util.List;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * Any rooted tree ({@link Tree}) whose nodes send to one child at a time ({@code ports: "one"}), results not
 * returned, memory unlimited. Model ({@link OnePortTreeLp}): the load starts at the originator; every node, once it
 * holds its subtree's data, keeps its share {@code α_v} and sends each child {@code c} the whole data of
 * {@code c}'s subtree, {@code D_c = Σ_{u∈S(c)} α_u}, in one message of {@code S_c + C_c D_c}, one child after
 * another in the order of {@code order} ({@code given}: by id; a list: as listed, unlisted children after by id);
 * a node computes from the arrival of its data (the originator from 0) while it sends; the makespan is the last
 * compute end. Loads from an ojAlgo LP for a set of used nodes chosen by {@link OnePortTree#best}: proven optimal
 * (status {@code OPTIMAL}) when every startup is zero or the tree has at most {@link ReturnTree#EXACT_SUBTREES}
 * sub-trees containing the originator, a drop-and-resolve heuristic beyond ({@code FEASIBLE}). A chain is the
 * special case with one child per node. Orders {@code optimal} and {@code heuristic} search the sending orders
 * ({@link SendingOrderSearch}: every combination of the children's orders on small trees, else the star order search
 * over equivalent workers at each node); at most {@link #MAX_NODES} processors (one LP of {@code 4n} variables).
 */
public final class TreeOnePortSolver implements Solver {

    /** Largest tree solved. */
    public static final int MAX_NODES = 1000;

    @Override
    public String name() {
        return "tree, one port (LP)";
    }

    /** One-port trees, results not returned, every order rule, up to {@link #MAX_NODES} processors. */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.TREE).handling(Feature.ONE_PORT).handling(Capability.ANY_ORDER).upTo(MAX_NODES));
    }

    @Override
    public String whyNot(Scenario scenario) {
        if (!ofKind(scenario) || supports(scenario)) {
            return null;
        }
        if (scenario.limitedMemory()) {
            return "one-port trees need unlimited memory (B = +Infinity)";
        }
        if (scenario.returnsResults()) {
            return "one-port trees do not return results yet (set R to 0 or use ports \"all\")";
        }
        return "one-port trees are limited to " + MAX_NODES + " processors";
    }

    private static boolean ofKind(Scenario scenario) {
        return scenario.network() instanceof Tree
                && scenario.strategy().portsFor(scenario.network().kind()) == Ports.ONE;
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        int[] parent = ((Tree) scenario.network()).parent();
        int[] link = new int[parent.length];
        for (int i = 0; i < link.length; i++) {
            link[i] = i;
        }
        return solveOver(scenario, parent, link, name(), monitor);
    }

    /**
     * Schedules {@code scenario} over the tree of its processors given by {@code parent} (rooted at the originator)
     * and the links {@code linkInto}, one port per node, sending orders by the strategy's rule; shared with the
     * one-port graphs, which are solved over a spanning tree.
     */
    public static Schedule solveOver(Scenario scenario, int[] parent, int[] linkInto, String name, SolveMonitor monitor) {
        SendingOrderSearch.Outcome found = SendingOrderSearch.best(new OnePortTree(scenario, parent, linkInto),
                scenario.strategy().orderOrDefault().rule(), scenario.load(), monitor);
        OnePortTree tree = found.tree();
        TreePlan<OnePortTreeLp.Replay> plan = found.plan();
        if (plan == null) {
            return Schedule.infeasible(name, "no set of processors can process the load (the originator does not "
                    + "compute and no link can be used)", parent.length);
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name);
        tree.write(plan, b);
        b.note("nodes chosen: " + plan.method());
        b.note("sending order: " + found.method());
        if (!plan.optimal()) {
            b.status(Status.FEASIBLE, plan.method() + "; not proven optimal");
        } else if (!found.optimal()) {
            b.status(Status.FEASIBLE, found.method());
        }
        return b.build();
    }
}
