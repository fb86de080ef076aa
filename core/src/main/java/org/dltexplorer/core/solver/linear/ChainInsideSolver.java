package org.dltexplorer.core.solver.linear;

import java.util.List;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * A chain with the originator inside (Błażewicz & Drozdowski 1997, §2.2, eq. (4)): the originator sends to both neighbours at once,
 * each branch works as the chain of eq. (1), and every used processor finishes with the originator.
 *
 * <p>When (4) is not solvable for the whole chain, the paper walks the line separating usable configurations
 * (numbers of processors used in the left and right branch) from unusable ones (Fig. 8). This solver returns the
 * best configuration instead, found exactly: each branch's capacity is the upper envelope of its prefix
 * capacities, and {@link org.dltexplorer.core.solver.tree.BranchEnvelope} finds the optimum over all
 * {@code (left, right)} pairs in {@code O(N)} per Newton step. The whole map of configurations is
 * {@link org.dltexplorer.core.analysis.ChainConfigurationMap}.
 */
public final class ChainInsideSolver implements Solver {

    @Override
    public String name() {
        return "chain, originator inside (Błażewicz & Drozdowski 1997, eq. (4))";
    }

    /** Chains with the originator inside, which sends to both neighbours at once (all ports). */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.CHAIN).handling(Feature.ALL_PORTS).requiring(Feature.ORIGINATOR_INSIDE));
    }

    @Override
    public String whyNot(Scenario scenario) {
        if (scenario.network() instanceof Chain c && c.originator() > 0 && c.originator() < c.processors() - 1
                && scenario.strategy().portsFor(c.kind()) == Ports.ONE) {
            return "the originator inside a chain sends to both neighbours at once (Błażewicz & Drozdowski 1997, "
                    + "eq. (4)); set ports to \"all\" or move the originator to an end";
        }
        return null;
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        return new ChainBranches(scenario).schedule(name());
    }

    /** Eq. (4) for {@code left} and {@code right} processors used; loads may be negative (unusable). */
    public static ChainConfiguration configuration(Scenario scenario, int left, int right) {
        ChainBranches cb = new ChainBranches(scenario);
        var s = cb.solve(left, right);
        return new ChainConfiguration(left, right, s.nonNegative(
                org.dltexplorer.core.Tolerance.NEGLIGIBLE_LOAD.slack(scenario.load())), s.makespan());
    }

    /**
     * Eq. (4) for every configuration: entry {@code [l][r]} uses {@code l} processors left and {@code r} right of
     * the originator. {@code O(N^3)}: meant for plotting chains of a few hundred processors.
     */
    public static ChainConfiguration[][] configurations(Scenario scenario) {
        ChainBranches cb = new ChainBranches(scenario);
        double slack = org.dltexplorer.core.Tolerance.NEGLIGIBLE_LOAD.slack(scenario.load());
        ChainConfiguration[][] grid = new ChainConfiguration[cb.leftSize() + 1][cb.rightSize() + 1];
        for (int l = 0; l <= cb.leftSize(); l++) {
            for (int r = 0; r <= cb.rightSize(); r++) {
                var s = cb.solve(l, r);
                grid[l][r] = new ChainConfiguration(l, r, s.nonNegative(slack), s.makespan());
            }
        }
        return grid;
    }

    /** The best configuration {@code [left, right]} (see the class comment), or null when nothing computes. */
    public static int[] bestConfiguration(Scenario scenario) {
        return new ChainBranches(scenario).best();
    }

    /**
     * One configuration of eq. (4).
     *
     * @param left processors used left of the originator
     * @param right processors used right of it
     * @param solvable whether (4) has a solution with non-negative loads
     * @param makespan the common finish of (4), meaningful when solvable
     */
    public record ChainConfiguration(int left, int right, boolean solvable, double makespan) {
    }
}
