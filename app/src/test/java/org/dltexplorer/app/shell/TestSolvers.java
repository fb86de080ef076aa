package org.dltexplorer.app.shell;

import java.util.List;

import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.linear.ChainSolver;

/**
 * A fixed registry for GUI tests, so they do not change meaning when new solvers land: the chain solver, and a
 * stand-in that answers every loop as infeasible (to exercise the banner). Other kinds have no solver.
 */
public final class TestSolvers {

    public static final String INFEASIBLE_REASON = "total memory 3 is below the load 10";

    private TestSolvers() {
    }

    public static Solvers chainAndInfeasibleLoop() {
        return new Solvers(List.of(new ChainSolver(), new Solver() {
            @Override
            public String name() {
                return "always infeasible (test)";
            }

            @Override
            public List<Capability> capabilities() {
                return List.of(Capability.of(NetworkKind.LOOP).handling(Feature.values()));
            }

            @Override
            public Schedule solve(Scenario s, SolveMonitor monitor) {
                return Schedule.infeasible(name(), INFEASIBLE_REASON, s.network().processorCount());
            }
        }));
    }
}
