package org.dltexplorer.core.solver.tree;

import java.util.List;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * Any rooted tree ({@link Tree}, including K-ary shapes given as parent arrays), every node sending to all its
 * children at once, all used processors finishing together (Błażewicz & Drozdowski 1997, §3, eq. (6)). When the whole tree gives some
 * processor a negative load, a usable sub-tree (connected, containing the originator) is chosen by
 * {@link UsableSubtree}: exactly for small trees (status {@code OPTIMAL}), by iterative pruning beyond
 * ({@code FEASIBLE}).
 */
public final class TreeSolver implements Solver {

    private final UsableSubtree search;

    public TreeSolver() {
        this(new UsableSubtree(UsableSubtree.DEFAULT_EXACT_LIMIT));
    }

    public TreeSolver(UsableSubtree search) {
        this.search = search;
    }

    /** A copy that searches exactly up to {@code nodes} nodes. */
    public TreeSolver withExactLimit(int nodes) {
        return new TreeSolver(new UsableSubtree(nodes));
    }

    @Override
    public String name() {
        return "tree, all ports (Błażewicz & Drozdowski 1997, eq. (6))";
    }

    /** All-port trees, results not returned; with all ports an order has nothing to choose. */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.TREE).handling(Feature.ALL_PORTS).handling(Capability.ANY_ORDER));
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        Tree tree = (Tree) scenario.network();
        int[] parent = tree.parent();
        int[] links = new int[parent.length];
        for (int i = 1; i < parent.length; i++) {
            links[i] = i; // link i joins parent(i) and i
        }
        return solveOver(scenario, EqualFinishTree.of(scenario, parent, links), name(), search, monitor);
    }

    /** Solves over a given tree of the scenario's processors; shared with the graph solver. */
    public static Schedule solveOver(Scenario scenario, EqualFinishTree tree, String name, UsableSubtree search,
            SolveMonitor monitor) {
        UsableSubtree.Choice choice = search.choose(tree, scenario.load(), monitor);
        if (choice == null) {
            return Schedule.infeasible(name, "no sub-tree containing the originator can process the load "
                    + "(the originator does not compute and no link can be used)", scenario.network().processorCount());
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name);
        int used = TreeScheduleWriter.write(scenario, tree, choice.solution(), b);
        if (!choice.optimal()) {
            b.status(Status.FEASIBLE, choice.method());
        }
        if (used < tree.size()) {
            b.note((tree.size() - used) + " processor(s) left idle: with them eq. (6) gives negative loads ("
                    + choice.method() + ")");
        }
        return b.build();
    }

    static double slack(double load) {
        return Tolerance.NEGLIGIBLE_LOAD.slack(load);
    }
}
