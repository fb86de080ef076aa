package org.dltexplorer.core.solver.scatter;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.hypercube.HypercubeSolver;
import org.junit.jupiter.api.Test;

class LayeredRegistryTest {

    static final ProcessorParams CPU = ProcessorParams.of(1);
    static final LinkParams LINK = LinkParams.of(0.01, 0.1);

    @Test
    void standardRegistryPicksTheLayeredSolvers() {
        Solvers solvers = Solvers.standard();

        assertThat(solvers.choose(Scenario.uniform(new Torus2d(2), 1, CPU, LINK))).isInstanceOf(TorusSolver.class);
        assertThat(solvers.choose(Scenario.uniform(new Mesh(2, 4, 3), 1, CPU, LINK))).isInstanceOf(MeshSolver.class);
        assertThat(solvers.choose(Scenario.uniform(new Hypercube(4), 1, CPU, LINK))).isInstanceOf(HypercubeSolver.class);
    }

    @Test
    void limitedMemoryIsLeftToTheMemorySolvers() {
        ProcessorParams small = new ProcessorParams(1, 0.5);

        assertThat(new TorusSolver().supports(Scenario.uniform(new Torus2d(2), 1, small, LINK))).isFalse();
        assertThat(new MeshSolver().supports(Scenario.uniform(new Mesh(2, 4, 2), 1, small, LINK))).isFalse();
        assertThat(new HypercubeSolver().supports(Scenario.uniform(new Hypercube(3), 1, small, LINK))).isFalse();
    }
}
