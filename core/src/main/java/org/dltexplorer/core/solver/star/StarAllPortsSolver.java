package org.dltexplorer.core.solver.star;

import java.util.List;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.tree.EqualFinishTree;
import org.dltexplorer.core.solver.tree.TreeScheduleWriter;

/**
 * A star whose originator sends to all workers at once (Błażewicz & Drozdowski 1997, §3, eq. (7)). Worker {@code i} can process
 * {@code max(0, (T − S_i)/(A_i + C_i))} by time {@code T}, so the star's capacity
 * {@code T/A_0 + Σ_i max(0, (T − S_i)/(A_i + C_i))} is piecewise linear with kinks at the startups. After sorting
 * the startups ({@code O(m log m)}), the workers used are those with the {@code k} smallest startups, and the
 * makespan {@code T_k = (V + Σ S_i/(A_i+C_i))/(1/A_0 + Σ 1/(A_i+C_i))} of the right {@code k} (the one with
 * {@code S_(k) < T_k ≤ S_(k+1)}) is the smallest of all {@code T_k}, found in one scan. The schedule is written by
 * the tree recursion (a star is a tree of depth one).
 */
public final class StarAllPortsSolver implements Solver {

    @Override
    public String name() {
        return "star, simultaneous sends (Błażewicz & Drozdowski 1997, eq. (7))";
    }

    /** All-port stars, results not returned, one installment; with all ports an order has nothing to choose. */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.STAR).handling(Feature.ALL_PORTS).handling(Capability.ANY_ORDER));
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        int m = ((Star) scenario.network()).workers();
        int[] parent = new int[m + 1];
        int[] link = new int[m + 1];
        parent[0] = -1;
        for (int i = 1; i <= m; i++) {
            link[i] = i;
        }
        EqualFinishTree tree = EqualFinishTree.of(scenario, parent, link);
        int[] byStartup = KeyOrder.ascending(1, m, tree::S);
        double v = scenario.load();
        double rate = tree.invA(0);
        // T_k − s0 rather than T_k, s0 the smallest startup: when the startups are nearly all of T, the T_k differ
        // below an ulp of T and the first of several equal ones won (3 of 5 identical workers, fuzz seed 49)
        double s0 = m > 0 ? tree.S(byStartup[0]) : 0.0;
        double offset = -s0 * rate;
        double best = rate > 0 ? v / rate - s0 : Double.POSITIVE_INFINITY;
        int used = 0;
        for (int k = 0; k < m; k++) {
            int w = byStartup[k];
            double r = 1 / (1 / tree.invA(w) + tree.C(w));
            rate += r;
            offset += r * (tree.S(w) - s0);
            double t = (v + offset) / rate;
            if (t < best) {
                best = t;
                used = k + 1;
            }
        }
        if (!Double.isFinite(best)) {
            return Schedule.infeasible(name(), "the originator does not compute and has no worker", m + 1);
        }
        boolean[] active = new boolean[m + 1];
        active[0] = true;
        for (int k = 0; k < used; k++) {
            active[byStartup[k]] = true;
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name());
        TreeScheduleWriter.write(scenario, tree, tree.solve(active, v), b);
        if (used < m) {
            b.note((m - used) + " worker(s) left idle: their startup S_i is not shorter than the makespan");
        }
        return b.build();
    }
}
