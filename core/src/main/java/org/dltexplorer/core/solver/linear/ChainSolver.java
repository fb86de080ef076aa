package org.dltexplorer.core.solver.linear;

import java.util.List;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * A chain with the originator at one end (Błażewicz & Drozdowski 1997, §2.1, eqs. (1)–(3)): every used processor keeps part of what it
 * receives and forwards the rest (store-and-forward), and all finish together. When not all processors can be
 * used (eq. (2)), the usable prefix is the one with the smallest makespan among all prefixes; it is found exactly
 * in {@code O(N)} by {@link org.dltexplorer.core.solver.tree.BranchEnvelope} over the prefix capacities of
 * {@link PathBranch} (replacing the paper's walk with inequality (3), which it agrees with). The loads then come
 * from the shared tree recursion {@link org.dltexplorer.core.solver.tree.EqualFinishTree} on the path.
 */
public final class ChainSolver implements Solver {

    @Override
    public String name() {
        return "chain, originator at an end (Błażewicz & Drozdowski 1997, eq. (1)-(3))";
    }

    /**
     * Chains with the originator at an end: every processor has one link onward, so one port and all ports coincide.
     */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.CHAIN).handling(Feature.ONE_PORT, Feature.ALL_PORTS));
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        return new ChainBranches(scenario).schedule(name());
    }
}
