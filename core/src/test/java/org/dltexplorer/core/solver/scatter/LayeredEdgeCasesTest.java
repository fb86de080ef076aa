package org.dltexplorer.core.solver.scatter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Routing;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.CommunicationModel;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.hypercube.HypercubeSolver;
import org.junit.jupiter.api.Test;

class LayeredEdgeCasesTest {

    static final ProcessorParams CPU = ProcessorParams.of(2);
    static final LinkParams LINK = LinkParams.of(0.1, 0.5);

    @Test
    void aSingleProcessorComputesEverything() {
        for (LayerOrder order : LayerOrder.values()) {
            Scenario sc = Scenario.uniform(new Mesh(2, 0, 2), 3, CPU, LINK).withStrategy(Strategy.DEFAULT.withLayers(order));
            Schedule s = new MeshSolver().solve(sc);
            assertThat(s.makespan()).isCloseTo(6, within(1e-12));
        }
        for (Routing r : Routing.values()) {
            Scenario sc = Scenario.uniform(new Hypercube(0), 3, CPU, LINK).withStrategy(Strategy.DEFAULT.withRouting(r));
            assertThat(new HypercubeSolver().solve(sc).makespan()).isCloseTo(6, within(1e-12));
        }
    }

    @Test
    void aLoneIdleOriginatorIsInfeasibleWithAReason() {
        Scenario sc = Scenario.uniform(new Mesh(2, 0, 2), 3, CPU, LINK)
                .withStrategy(Strategy.DEFAULT.withOriginatorComputes(false));

        Schedule s = new MeshSolver().solve(sc);

        assertThat(s.status()).isEqualTo(Status.INFEASIBLE);
        assertThat(s.reason()).isNotBlank();
    }

    @Test
    void meshNlfWithReturnedResultsIsValidAndAnIdleOriginatorOnlySends() {
        Scenario sc = Scenario.uniform(new Mesh(2, 4, 3), 50, CPU, new LinkParams(0.05, 0.1, 0.05))
                .withStrategy(Strategy.DEFAULT.withOriginatorComputes(false));

        Schedule s = new MeshSolver().solve(sc);

        assertThat(s.loadOf(0)).isZero();
        assertThat(new ScheduleValidator().validate(sc, s, CommunicationModel.layered(sc, 2)).violations()).isEmpty();
    }
}
