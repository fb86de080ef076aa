package org.dltexplorer.core.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Routing;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.junit.jupiter.api.Test;

/** When no solver takes a scenario, the message says which key or parameter to change. */
class SolversTest {

    private final Solvers solvers = Solvers.standard();

    @Test
    void sequentialKaryTreesWithStartupsNameTheStartupAndTheWayOut() {
        Scenario sc = Scenario.uniform(new KaryTree(2, 2), 1, ProcessorParams.of(1), LinkParams.of(0.01, 0.2));
        assertThatThrownBy(() -> solvers.choose(sc)).isInstanceOf(UnsupportedScenarioException.class)
                .hasMessageContaining("kary-tree").hasMessageContaining("S = 0").hasMessageContaining("\"equal\"");
    }

    @Test
    void returnsOnLlfMeshesAndCircuitSwitchedCubesSayWhatIsModelled() {
        LinkParams withReturns = new LinkParams(0.01, 0.2, 0.1);
        Scenario llf = Scenario.uniform(new Mesh(2, 3, 2), 1, ProcessorParams.of(1), withReturns)
                .withStrategy(Strategy.DEFAULT.withLayers(LayerOrder.LLF));
        assertThatThrownBy(() -> solvers.choose(llf)).hasMessageContaining("NLF only");
        Scenario circuit = Scenario.uniform(new Hypercube(3), 1, ProcessorParams.of(1), withReturns)
                .withStrategy(Strategy.DEFAULT.withRouting(Routing.CIRCUIT_SWITCHED));
        assertThatThrownBy(() -> solvers.choose(circuit)).hasMessageContaining("store-and-forward routing only");
    }

    /** Release times are offered on a one-port star with one installment, not on a chain, a star with buffers or returns. */
    @Test
    void wouldHandleFollowsTheDeclarations() {
        Scenario star = Scenario.uniform(new Star(3), 1, ProcessorParams.of(1), LinkParams.of(0, 0.2));
        assertThat(solvers.wouldHandle(star, Feature.RELEASE_TIMES)).isTrue();
        assertThat(solvers.wouldHandle(star, Feature.COST)).isTrue();
        assertThat(solvers.wouldHandle(star.withProcessorDefault(new ProcessorParams(1, 2)), Feature.RELEASE_TIMES))
                .as("limited memory").isFalse();
        assertThat(solvers.wouldHandle(star.withLinkDefault(new LinkParams(0, 0.2, 0.1)), Feature.COMPUTATION_STARTUP))
                .as("results returned").isFalse();
        assertThat(solvers.wouldHandle(star.withStrategy(Strategy.DEFAULT.withInstallments(2)), Feature.RELEASE_TIMES))
                .as("installments").isFalse();
        Scenario chain = Scenario.uniform(new Chain(3, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.2));
        assertThat(solvers.wouldHandle(chain, Feature.RELEASE_TIMES)).isFalse();
    }
}
