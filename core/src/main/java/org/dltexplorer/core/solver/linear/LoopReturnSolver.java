package org.dltexplorer.core.solver.linear;

import java.util.List;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.tree.ReturnTree;
import org.dltexplorer.core.solver.tree.ReturnTreeLp;
import org.dltexplorer.core.solver.tree.TreePlan;

/**
 * A loop (Błażewicz & Drozdowski 1997, §2.3), all ports, results returned ({@code R > 0}). Model: the load leaves the originator in
 * both directions of the ring along two paths (each processor forwards what it does not compute to the next one
 * on its side), and the results come back along the same paths in reverse, each processor returning its
 * downstream results in one message once it has them all ({@link ReturnTreeLp}); the two paths never share a link.
 * Every such pair of paths is a sub-tree of an <em>opened</em> loop (the ring without the link {@code e} joining
 * {@code e} and {@code (e+1) mod N}: a chain with the originator inside or at an end), so the best over the
 * {@code N} openings, each solved optimally as a chain with returns, is optimal for this model. The sub-trees of all
 * openings together are the <em>arcs</em> around the originator ({@code a} processors forwards, {@code b}
 * backwards, {@code a + b < N}), each solved once by the LP of {@link ReturnTreeLp}: {@code N(N+1)/2} LPs, status
 * {@code OPTIMAL}, up to {@link #EXACT_PROCESSORS} processors. Beyond, each opening is solved by
 * {@link ReturnTree#best} (a heuristic for long chains), status {@code FEASIBLE}.
 * Unlike eq. (5) without returns, no processor is fed from both sides: in this model each processor has one path
 * to the originator, which its data come down and its results go back up.
 */
public final class LoopReturnSolver implements Solver {

    /** Loops up to this size are solved exactly: {@code N(N+1)/2} LPs, one per arc around the originator. */
    static final int EXACT_PROCESSORS = 24;

    @Override
    public String name() {
        return "loop with results returned: best opened loop (LP)";
    }

    /** All-port loops returning results, up to the size of one LP. */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.LOOP).handling(Feature.ALL_PORTS).requiring(Feature.RESULTS_RETURNED)
                .upTo(ReturnTree.MAX_NODES));
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        int n = ((Loop) scenario.network()).processors();
        double v = scenario.load();
        ReturnTree[] trees = new ReturnTree[n];
        TreePlan<ReturnTreeLp.Replay> best = null;
        int bestOpening = -1;
        boolean optimal = n <= EXACT_PROCESSORS;
        // the time limit (or Cancel) ends the search only once it holds a plan: stopped before one, it called a loop
        // that has a schedule infeasible (fuzz seed 55, a 6-processor loop under the fuzz's 5 s limit at load 13-17;
        // a 1 ms limit gives the same answer)
        if (optimal) {
            // the arc of a forward and b backward processors is a sub-tree of every opening e with a <= e <= n-1-b
            for (int a = 0; a < n && optimal; a++) {
                trees[a] = opened(scenario, a);
                for (int b = 0; a + b < n; b++) {
                    if (best != null && monitor.cancelled()) {
                        optimal = false;
                        break;
                    }
                    TreePlan<ReturnTreeLp.Replay> plan = trees[a].over(arc(n, a, b), v, true,
                            "every arc of the loop around the originator");
                    if (plan != null && (best == null || plan.makespan() < best.makespan())) {
                        best = plan;
                        bestOpening = a;
                    }
                }
            }
        } else {
            for (int e = 0; e < n && (best == null || !monitor.cancelled()); e++) {
                trees[e] = opened(scenario, e);
                TreePlan<ReturnTreeLp.Replay> plan = trees[e].best(v, best == null ? SolveMonitor.NONE : monitor);
                if (plan != null && (best == null || plan.makespan() < best.makespan())) {
                    best = plan;
                    bestOpening = e;
                }
            }
        }
        if (best == null) {
            return Schedule.infeasible(name(), "no opening of the loop can process and return the load", n);
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name());
        trees[bestOpening].write(best, b);
        b.note("opened loop: links unused:" + unusedLinks(n, bestOpening, best)
                + "; the rest scheduled as a chain with results returned");
        b.note("nodes chosen: " + best.method());
        if (!optimal) {
            b.status(Status.FEASIBLE, n <= EXACT_PROCESSORS ? "search stopped early; not proven optimal"
                    : "each opening solved heuristically (more than " + EXACT_PROCESSORS + " processors); not proven optimal");
        }
        return b.build();
    }

    /** Processors of the arc: the originator, {@code 1..a} forwards and {@code n-b..n-1} backwards. */
    private static boolean[] arc(int n, int a, int b) {
        boolean[] used = new boolean[n];
        used[0] = true;
        for (int i = 1; i <= a; i++) {
            used[i] = true;
        }
        for (int i = n - b; i < n; i++) {
            used[i] = true;
        }
        return used;
    }

    /** Links carrying nothing in a plan over the tree of opening {@code e} (see {@link #opened}). */
    private static String unusedLinks(int n, int e, TreePlan<ReturnTreeLp.Replay> plan) {
        boolean[] carries = new boolean[n];
        for (int i = 1; i < n; i++) {
            if (plan.replay().subtree()[i] > 0) {
                carries[i <= e ? i - 1 : i] = true;
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int link = 0; link < n; link++) {
            if (!carries[link]) {
                sb.append(' ').append(link);
            }
        }
        return sb.toString();
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
