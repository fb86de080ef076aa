package org.dltexplorer.core.solver.linear;

import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.tree.ReturnTree;
import org.dltexplorer.core.solver.tree.ReturnTreeLp;

/**
 * A loop (seed 003 §2.3), all ports, results returned ({@code R > 0}). Model: the load leaves the originator in
 * both directions of the ring along two paths (each processor forwards what it does not compute to the next one
 * on its side), and the results come back along the same paths in reverse, each processor returning its
 * downstream results in one message once it has them all ({@link ReturnTreeLp}); the two paths never share a link.
 * Every such pair of paths is a sub-tree of an <em>opened</em> loop (the ring without the link {@code e} joining
 * {@code e} and {@code (e+1) mod N}: a chain with the originator inside or at an end), so the best over the
 * {@code N} openings, each solved as a chain with returns ({@link ReturnTree}), is optimal for this model whenever
 * every opening is solved optimally ({@code N ≤} {@link ReturnTree#EXACT_LIMIT}; status {@code FEASIBLE} beyond).
 * Unlike eq. (5) without returns, no processor is fed from both sides: its results could go back only one way.
 */
public final class LoopReturnSolver implements Solver {

    @Override
    public String name() {
        return "loop with results returned: best opened loop (LP)";
    }

    @Override
    public boolean supports(Scenario scenario) {
        return scenario.network() instanceof Loop loop && scenario.returnsResults() && !scenario.limitedMemory()
                && scenario.strategy().portsFor(scenario.network().kind()) == Ports.ALL
                && loop.processors() <= ReturnTree.MAX_NODES;
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        int n = ((Loop) scenario.network()).processors();
        ReturnTree bestTree = null;
        ReturnTree.Plan best = null;
        int bestOpening = -1;
        boolean optimal = true;
        for (int e = 0; e < n; e++) {
            if (monitor.cancelled()) {
                optimal = false;
                break;
            }
            ReturnTree tree = opened(scenario, e);
            ReturnTree.Plan plan = tree.best(scenario.load(), monitor);
            if (plan == null) {
                continue;
            }
            optimal &= plan.optimal();
            if (best == null || plan.makespan() < best.makespan()) {
                best = plan;
                bestTree = tree;
                bestOpening = e;
            }
        }
        if (best == null) {
            return Schedule.infeasible(name(), "no opening of the loop can process and return the load", n);
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name());
        bestTree.write(best, b);
        b.note("opened loop: link " + bestOpening + " (between " + bestOpening + " and " + (bestOpening + 1) % n
                + ") unused, the rest scheduled as a chain with results returned");
        b.note("nodes chosen: " + best.method());
        if (!optimal) {
            b.status(Status.FEASIBLE, "an opening was solved heuristically or the search stopped; not proven optimal");
        }
        return b.build();
    }

    /**
     * The loop without link {@code e}, as a tree of the loop's own processors and links rooted at the originator 0:
     * processors {@code 1..e} are fed forwards ({@code i−1 → i} over link {@code i−1}), processors
     * {@code e+1..N−1} backwards ({@code (i+1) mod N → i} over link {@code i}).
     */
    static ReturnTree opened(Scenario scenario, int e) {
        int n = ((Loop) scenario.network()).processors();
        int[] parent = new int[n];
        int[] link = new int[n];
        parent[0] = -1;
        link[0] = -1;
        for (int i = 1; i < n; i++) {
            if (i <= e) {
                parent[i] = i - 1;
                link[i] = i - 1;
            } else {
                parent[i] = (i + 1) % n;
                link[i] = i;
            }
        }
        return new ReturnTree(scenario, parent, link);
    }
}
