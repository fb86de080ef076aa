package org.dltexplorer.core.solver.linear;

import java.util.List;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.solver.tree.BranchEnvelope;
import org.dltexplorer.core.solver.tree.EqualFinishTree;
import org.dltexplorer.core.solver.tree.TreeScheduleWriter;

/**
 * A chain seen from its originator {@code j}: a left branch {@code j-1, …, 0} and a right branch
 * {@code j+1, …, N-1}, both fed at once (Błażewicz & Drozdowski 1997, eq. (4); eq. (1) when one branch is empty). Shared by the
 * chain solvers, the opened loops and the configuration map.
 */
final class ChainBranches {

    final Scenario scenario;
    final int n;
    final int originator;
    final EqualFinishTree tree;

    ChainBranches(Scenario scenario) {
        this.scenario = scenario;
        Chain chain = (Chain) scenario.network();
        this.n = chain.processors();
        this.originator = chain.originator();
        int[] parent = new int[n];
        int[] link = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i < originator ? i + 1 : i == originator ? -1 : i - 1;
            link[i] = i < originator ? i : i - 1; // link i joins i and i+1
        }
        this.tree = EqualFinishTree.of(scenario, parent, link);
    }

    int leftSize() {
        return originator;
    }

    int rightSize() {
        return n - 1 - originator;
    }

    /** Processor ids of the left (side 0) or right (side 1) branch, nearest the originator first. */
    int[] branch(int side) {
        int len = side == 0 ? leftSize() : rightSize();
        int[] ids = new int[len];
        for (int k = 0; k < len; k++) {
            ids[k] = side == 0 ? originator - 1 - k : originator + 1 + k;
        }
        return ids;
    }

    private BranchEnvelope.Branch prefixes(int side) {
        int[] ids = branch(side);
        double[] invA = new double[ids.length];
        double[] s = new double[ids.length];
        double[] c = new double[ids.length];
        for (int k = 0; k < ids.length; k++) {
            invA[k] = tree.invA(ids[k]);
            s[k] = tree.S(ids[k]);
            c[k] = tree.C(ids[k]);
        }
        return PathBranch.prefixes(invA, s, c);
    }

    /** The nodes used when {@code left} and {@code right} processors of each branch take part. */
    boolean[] configuration(int left, int right) {
        boolean[] active = new boolean[n];
        active[originator] = true;
        for (int k = 0; k < left; k++) {
            active[originator - 1 - k] = true;
        }
        for (int k = 0; k < right; k++) {
            active[originator + 1 + k] = true;
        }
        return active;
    }

    /** Eq. (4) for a configuration; loads may be negative. */
    EqualFinishTree.Solution solve(int left, int right) {
        return tree.solve(configuration(left, right), scenario.load());
    }

    /** The best configuration: {@code [left, right]}, or null when nothing can compute. */
    int[] best() {
        BranchEnvelope.Choice c = BranchEnvelope.solve(tree.invA(originator), List.of(prefixes(0), prefixes(1)),
                scenario.load());
        return c.feasible() ? new int[] {c.chosen()[0] + 1, c.chosen()[1] + 1} : null;
    }

    /** Per branch, how many of the configuration's nodes come before the first with a negative load or message. */
    private int[] usable(EqualFinishTree.Solution sol, int[] config, double slack) {
        int[] cut = config.clone();
        for (int side = 0; side < 2; side++) {
            for (int k = 0; k < config[side]; k++) {
                int id = side == 0 ? originator - 1 - k : originator + 1 + k;
                if (sol.loads()[id] < -slack || sol.received()[id] < -slack) {
                    cut[side] = k;
                    break;
                }
            }
        }
        return cut;
    }

    /** The schedule of the best configuration. */
    Schedule schedule(String name) {
        int[] best = best();
        if (best == null) {
            return Schedule.infeasible(name, "the originator does not compute and has no other processor", n);
        }
        EqualFinishTree.Solution sol = solve(best[0], best[1]);
        // Long chains with small startups: past a few dozen processors the makespans of the longer prefixes agree
        // to the last bit, so the envelope may pick one whose tail loads are negative (alternating in sign and
        // large enough in sum to break conservation). Cut each branch before its first negative node, as the
        // paper's walk with inequality (3) does, and solve again; the makespan changes only below rounding.
        double slack = Tolerance.NEGLIGIBLE_LOAD.slack(scenario.load());
        int[] cut = usable(sol, best, slack);
        while ((cut[0] != best[0] || cut[1] != best[1]) && (cut[0] + cut[1] > 0 || tree.invA(originator) > 0)) {
            best = cut;
            sol = solve(best[0], best[1]);
            cut = usable(sol, best, slack);
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name);
        TreeScheduleWriter.write(scenario, tree, sol, b);
        int idle = n - 1 - best[0] - best[1];
        if (idle > 0) {
            b.note(idle + " processor(s) cannot be used: the load would finish before the data reached them "
                    + "(usable configuration: " + best[0] + " left, " + best[1] + " right of the originator)");
        }
        return b.build();
    }
}
