package org.dltexplorer.core.solver.bus;

import java.util.Random;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.solver.AbstractSolverContractTest;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solver;

/** The solver contract for searched bus assignments, exhaustive and heuristic, validated through the reported network. */
class BusAssignmentSolverContractTest extends AbstractSolverContractTest {

    @Override
    protected Solver solver() {
        return new BusAssignmentSolver();
    }

    @Override
    protected Scenario scenario(Random r) {
        ActivationOrder order = r.nextBoolean() ? ActivationOrder.OPTIMAL : ActivationOrder.HEURISTIC;
        int k = 1 + r.nextInt(3);
        return RandomScenarios.of(BusSolverContractTest.randomBus(k, k + r.nextInt(7), r), r, 1.0,
                Strategy.DEFAULT.withOrder(order));
    }
}
