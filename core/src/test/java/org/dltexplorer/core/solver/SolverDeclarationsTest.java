package org.dltexplorer.core.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Edge;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.ScenarioFeatures;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.schedule.Schedule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Solver selection fails closed: what a solver supports derives from what it declares, and a scenario feature no
 * solver declares is refused in one line naming its key.
 */
class SolverDeclarationsTest {

    private static final ProcessorParams P = ProcessorParams.of(1);
    private static final LinkParams L = LinkParams.of(0, 0.2);
    /** The keys of issue 28 (Beyond the papers): solved on the star only, refused on every other kind. */
    private static final Set<Feature> RESERVED = EnumSet.of(Feature.RELEASE_TIMES, Feature.COMPUTATION_STARTUP,
            Feature.COST, Feature.BUDGET, Feature.DEADLINE, Feature.PAUSE_WHILE_RECEIVING);

    private final Solvers solvers = Solvers.standard();

    /** A small scenario of {@code kind} with the default strategy, which some solver answers. */
    static Scenario sample(NetworkKind kind) {
        return Scenario.uniform(switch (kind) {
            case CHAIN -> new Chain(3, 0);
            case LOOP -> new Loop(4);
            case STAR -> new Star(3);
            case BUS -> new Bus(List.of(List.of(1, 2), List.of(3)));
            case TREE -> new Tree(new int[] {-1, 0, 0, 1});
            case KARY_TREE -> new KaryTree(2, 2);
            case HYPERCUBE -> new Hypercube(2);
            case TORUS2D -> new Torus2d(1);
            case MESH -> new Mesh(2, 2, 2);
            case GRAPH -> new Graph(4, List.of(new Edge(0, 0, 1), new Edge(1, 1, 2), new Edge(2, 2, 3),
                    new Edge(3, 0, 3)), 0);
        }, 1, P, L);
    }

    @Test
    void noSolverOfTheProjectDecidesSupportItself() throws Exception {
        for (Solver s : solvers.all()) {
            assertThat(s.getClass().getMethod("supports", Scenario.class).getDeclaringClass())
                    .as(s.name()).isEqualTo(Solver.class);
            assertThat(s.getClass().getMethod("supports", Scenario.class, Set.class).getDeclaringClass())
                    .as(s.name()).isEqualTo(Solver.class);
            assertThat(s.capabilities()).as(s.name()).isNotEmpty();
        }
    }

    @ParameterizedTest
    @EnumSource(NetworkKind.class)
    void everyKindIsAnsweredWithTheDefaultStrategy(NetworkKind kind) {
        Scenario s = sample(kind);
        Schedule answer = solvers.solve(s);
        assertThat(answer.makespan()).as(kind.id()).isPositive();
    }

    @ParameterizedTest
    @EnumSource(NetworkKind.class)
    void aFeatureNoSolverDeclaresIsRefusedNamingItsKeyForEveryKind(NetworkKind kind) {
        if (kind == NetworkKind.STAR) {
            return; // the one-port star solves them (ExtendedStarOracleTest, BeyondThePapersKeysTest)
        }
        Scenario s = sample(kind);
        for (Feature reserved : RESERVED) {
            EnumSet<Feature> f = EnumSet.copyOf(ScenarioFeatures.of(s).isEmpty() ? EnumSet.of(reserved)
                    : ScenarioFeatures.of(s));
            f.add(reserved);
            assertThatThrownBy(() -> solvers.choose(s, f)).isInstanceOf(UnsupportedScenarioException.class)
                    .hasMessageStartingWith("no solver for a " + kind.id() + " network with " + reserved.phrase()
                            + " (" + reserved.key() + ")")
                    .hasMessageNotContaining("\n");
        }
    }

    @Test
    void aSolverThatDoesNotDeclareStartupsDoesNotTakeThem() {
        Solver plainChain = new Solver() {
            @Override
            public String name() {
                return "chain without startups (test)";
            }

            @Override
            public List<Capability> capabilities() {
                return List.of(Capability.of(NetworkKind.CHAIN).without(Feature.COMMUNICATION_STARTUP)
                        .handling(Feature.ALL_PORTS));
            }

            @Override
            public Schedule solve(Scenario scenario, SolveMonitor monitor) {
                throw new AssertionError("never chosen here");
            }
        };
        Scenario startups = Scenario.uniform(new Chain(3, 0), 1, P, LinkParams.of(0.1, 0.2));
        assertThat(plainChain.supports(startups.withLinkDefault(L))).isTrue();
        assertThat(plainChain.supports(startups)).isFalse();
        assertThatThrownBy(() -> new Solvers(List.of(plainChain)).choose(startups))
                .hasMessage("no solver for a chain network with communication startups (link S)");
    }

    @Test
    void limitedMemoryOnAChainNamesTheBufferAndTheWayOut() {
        Scenario s = Scenario.uniform(new Chain(3, 0), 1, new ProcessorParams(1, 0.5), L);
        assertThatThrownBy(() -> solvers.choose(s)).isInstanceOf(UnsupportedScenarioException.class)
                .hasMessageStartingWith("no solver for a chain network with limited memory (processor B): ")
                .hasMessageContaining("tick \"unlimited memory\"");
    }

    @Test
    void layersLlfOnAHypercubeAreRefusedNotIgnored() {
        // the hypercube solver models nearest layers first only; "llf" used to be ignored
        Scenario s = sample(NetworkKind.HYPERCUBE).withStrategy(Strategy.DEFAULT.withLayers(LayerOrder.LLF));
        assertThatThrownBy(() -> solvers.choose(s))
                .hasMessage("no solver for a hypercube network with layers \"llf\" (strategy.layers)");
        Scenario torus = sample(NetworkKind.TORUS2D).withStrategy(Strategy.DEFAULT.withLayers(LayerOrder.LLF));
        assertThatThrownBy(() -> solvers.choose(torus))
                .hasMessage("no solver for a torus2d network with layers \"llf\" (strategy.layers)");
    }

    @Test
    void aOnePortChainWithTheOriginatorInsideIsRefusedNotSolvedWithAllPorts() {
        Scenario s = Scenario.uniform(new Chain(5, 2), 1, P, L).withStrategy(Strategy.DEFAULT.withPorts(Ports.ONE));
        assertThatThrownBy(() -> solvers.choose(s)).hasMessageStartingWith("no solver for a chain network with ")
                .hasMessageContaining("one port (strategy.ports)").hasMessageContaining("set ports to \"all\"");
        assertThat(solvers.choose(s.withStrategy(Strategy.DEFAULT))).isNotNull();
    }

    @Test
    void aListedOrderOnABusIsRefusedNotIgnored() {
        Scenario s = sample(NetworkKind.BUS).withStrategy(Strategy.DEFAULT.withOrder(ActivationOrder.explicit(List.of(3, 1))));
        assertThatThrownBy(() -> solvers.choose(s)).hasMessage("no solver for a bus network with a listed order (strategy.order)");
    }

    @Test
    void twoFeaturesHandledOnlyApartAreNamedTogether() {
        // one-port graphs and graphs with returns are each solved, the two together are not
        Scenario s = sample(NetworkKind.GRAPH).withLinkDefault(new LinkParams(0, 0.2, 0.1))
                .withStrategy(Strategy.DEFAULT.withPorts(Ports.ONE));
        assertThatThrownBy(() -> solvers.choose(s))
                .hasMessageStartingWith("no solver for a graph network with results returned (link R) and one port "
                        + "(strategy.ports): one-port graphs do not return results yet");
    }

    @Test
    void aNetworkBeyondTheLargestDeclaredSizeSaysSo() {
        Scenario s = Scenario.uniform(new Star(250), 1, P, new LinkParams(0, 0.2, 0.1));
        assertThatThrownBy(() -> solvers.choose(s))
                .hasMessageStartingWith("no solver for a star network of 251 processors with these features (at most 201)");
    }

    @Test
    void aCaseMadeForAFeatureTakesOnlyScenariosWithIt() {
        Capability memory = Capability.of(NetworkKind.STAR).handling(Feature.ONE_PORT).requiring(Feature.LIMITED_MEMORY);
        assertThat(memory.covers(NetworkKind.STAR, 4, EnumSet.of(Feature.ONE_PORT, Feature.LIMITED_MEMORY))).isTrue();
        assertThat(memory.covers(NetworkKind.STAR, 4, EnumSet.of(Feature.ONE_PORT))).isFalse();
        assertThat(memory.covers(NetworkKind.CHAIN, 4, EnumSet.of(Feature.LIMITED_MEMORY))).isFalse();
        assertThat(memory.upTo(3).covers(NetworkKind.STAR, 4, EnumSet.of(Feature.LIMITED_MEMORY))).isFalse();
        assertThat(memory.unhandled(EnumSet.of(Feature.LIMITED_MEMORY, Feature.RESULTS_RETURNED)))
                .containsExactly(Feature.RESULTS_RETURNED);
    }

    @Test
    void theRegistryComputesTheFeaturesOnceAndKeepsItsOrder() {
        // the memory star is listed first and is made for buffers: a star without them goes to the one-port solver
        Scenario star = sample(NetworkKind.STAR);
        assertThat(solvers.choose(star).getClass().getSimpleName()).isEqualTo("StarOnePortSolver");
        assertThat(solvers.choose(star.withProcessorOverrides(Map.of(1, new ProcessorParams(1, 0.3))))
                .getClass().getSimpleName()).isEqualTo("StarMemorySolver");
    }
}
