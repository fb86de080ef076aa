package org.dltexplorer.core.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each feature is found from the key that gives it, and only for the kinds its strategy key applies to. */
class ScenarioFeaturesTest {

    private static final ProcessorParams P = ProcessorParams.of(1);
    private static final LinkParams L = LinkParams.of(0, 0.2);

    @Test
    void aPlainEndChainHasNoFeatureButItsPorts() {
        Scenario s = Scenario.uniform(new Chain(4, 0), 1, P, L);
        assertThat(ScenarioFeatures.of(s)).containsExactly(Feature.ALL_PORTS);
    }

    @Test
    void parametersGiveMemoryReturnsStartupsAndHeterogeneity() {
        Scenario s = Scenario.uniform(new Chain(4, 3), 1, P, L)
                .withProcessorOverrides(Map.of(2, new ProcessorParams(2, 5)))
                .withLinkOverrides(Map.of(1, new LinkParams(0.1, 0.2, 0.05)));
        assertThat(ScenarioFeatures.of(s)).containsExactlyInAnyOrder(Feature.ALL_PORTS, Feature.LIMITED_MEMORY,
                Feature.RESULTS_RETURNED, Feature.COMMUNICATION_STARTUP, Feature.HETEROGENEOUS_PROCESSORS,
                Feature.HETEROGENEOUS_LINKS);
    }

    @Test
    void overridesEqualToTheDefaultAreNotHeterogeneous() {
        Scenario s = Scenario.uniform(new Chain(3, 0), 1, P, L).withProcessorOverrides(Map.of(1, P))
                .withLinkOverrides(Map.of(1, L));
        assertThat(ScenarioFeatures.of(s)).doesNotContain(Feature.HETEROGENEOUS_PROCESSORS, Feature.HETEROGENEOUS_LINKS);
    }

    @Test
    void theOriginatorInsideAChainIsAFeatureAtNeitherEnd() {
        assertThat(ScenarioFeatures.of(Scenario.uniform(new Chain(5, 2), 1, P, L))).contains(Feature.ORIGINATOR_INSIDE);
        assertThat(ScenarioFeatures.of(Scenario.uniform(new Chain(5, 4), 1, P, L))).doesNotContain(Feature.ORIGINATOR_INSIDE);
    }

    @Test
    void aStarHasOnePortGivenOrderByDefaultAndEachChoiceItsOwnFeature() {
        Scenario star = Scenario.uniform(new Star(3), 1, P, L);
        assertThat(ScenarioFeatures.of(star)).containsExactlyInAnyOrder(Feature.ONE_PORT, Feature.ORDER_GIVEN);
        Strategy s = Strategy.DEFAULT.withPorts(Ports.ALL).withOrder(ActivationOrder.explicit(List.of(2, 1)))
                .withInstallments(3).withOriginatorComputes(false);
        assertThat(ScenarioFeatures.of(star.withStrategy(s))).containsExactlyInAnyOrder(Feature.ALL_PORTS,
                Feature.ORDER_LISTED, Feature.MULTI_INSTALLMENT, Feature.ORIGINATOR_IDLE);
        assertThat(ScenarioFeatures.of(star.withStrategy(Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL))))
                .contains(Feature.ORDER_OPTIMAL);
        assertThat(ScenarioFeatures.of(star.withStrategy(Strategy.DEFAULT.withOrder(ActivationOrder.HEURISTIC))))
                .contains(Feature.ORDER_HEURISTIC);
    }

    @Test
    void aChoiceCountsOnlyWhereItsKeyApplies() {
        // a strategy built in code may carry choices of other kinds: they are no feature of a chain
        Strategy foreign = Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL).withInstallments(4)
                .withLayers(LayerOrder.LLF).withRouting(Routing.CIRCUIT_SWITCHED).withSchedule(KaryPolicy.EQUAL);
        assertThat(ScenarioFeatures.of(Scenario.uniform(new Chain(3, 0), 1, P, L).withStrategy(foreign)))
                .containsExactly(Feature.ALL_PORTS);
    }

    @Test
    void layeredAndKaryChoicesAreFeatures() {
        assertThat(ScenarioFeatures.of(Scenario.uniform(new Hypercube(2), 1, P, L)
                .withStrategy(Strategy.DEFAULT.withLayers(LayerOrder.LLF).withRouting(Routing.CIRCUIT_SWITCHED))))
                .containsExactlyInAnyOrder(Feature.LAYERS_LLF, Feature.CIRCUIT_SWITCHED);
        Strategy mos = Strategy.DEFAULT.withSchedule(KaryPolicy.MULTI_INSTALLMENT).withCollect(Collect.WHILE_SENDING)
                .withLoads(KaryLoads.OPTIMISED);
        assertThat(ScenarioFeatures.of(Scenario.uniform(new KaryTree(2, 2), 1, P, L).withStrategy(mos)))
                .containsExactlyInAnyOrder(Feature.SCHEDULE_MULTI_INSTALLMENT, Feature.COLLECT_WHILE_SENDING,
                        Feature.LOADS_OPTIMISED);
        assertThat(ScenarioFeatures.of(Scenario.uniform(new KaryTree(2, 2), 1, P, L)
                .withStrategy(Strategy.DEFAULT.withSchedule(KaryPolicy.EQUAL)))).containsExactly(Feature.SCHEDULE_EQUAL);
    }
}
