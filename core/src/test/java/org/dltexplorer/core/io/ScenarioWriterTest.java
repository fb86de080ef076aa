package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Edge;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Collect;
import org.dltexplorer.core.model.KaryLoads;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Routing;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.model.Tree;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Writing then reading gives an equal scenario, for every kind and notation; the text carries no defaults. */
class ScenarioWriterTest {

    private final ScenarioReader reader = new ScenarioReader();
    private final ScenarioWriter writer = new ScenarioWriter();

    static List<Network> networks() {
        return List.of(new Chain(5, 2), new Loop(4), new Star(4), new Bus(List.of(List.of(2, 4), List.of(1), List.of(3))),
                new Tree(new int[] {-1, 0, 0, 1, 1, 2}), new KaryTree(2, 3), new Hypercube(3), new Torus2d(2),
                new Mesh(3, 4, 3), Graph.of(4, List.of(new int[] {0, 1}, new int[] {1, 2}, new int[] {2, 3}, new int[] {3, 0}), 2));
    }

    static Stream<Arguments> kindsAndNotations() {
        List<Arguments> cases = new ArrayList<>();
        long seed = 1;
        for (Network n : networks()) {
            for (Notation notation : Notation.values()) {
                cases.add(Arguments.of(n.kind().id(), notation, n, seed++));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} in {1}")
    @MethodSource("kindsAndNotations")
    void roundTripGivesAnEqualScenario(String kind, Notation notation, Network network, long seed) {
        Scenario s = randomScenario(network, notation, new Random(seed));

        String text = writer.write(s);
        Scenario back = reader.read(text);

        assertThat(back).isEqualTo(s);
        assertThat(writer.write(back)).as("writing is stable").isEqualTo(text);
    }

    /** Parameters drawn in the notation's own units, converted the way the reader converts them. */
    static Scenario randomScenario(Network network, Notation notation, Random rnd) {
        NotationUnits units = notation == Notation.W_Z_T
                ? new NotationUnits(0.5 + 3 * rnd.nextDouble(), 0.1 + rnd.nextDouble(), rnd.nextBoolean() ? 0 : 0.3 * rnd.nextDouble())
                : NotationUnits.STANDARD;
        double load = notation == Notation.W_Z_T ? 1.0 : 1 + 99 * rnd.nextDouble();
        ProcessorParams p = processor(notation, units, rnd, false);
        LinkParams l = link(notation, units, rnd);
        Map<Integer, ProcessorParams> po = new HashMap<>();
        Map<Integer, LinkParams> lo = new HashMap<>();
        if (network.explicit()) {
            po.put((int) (network.processorCount() - 1), processor(notation, units, rnd, true));
            po.put(1, p.withB(7.5)); // only the buffer differs: written as a partial override
            List<Edge> edges = network.edges();
            lo.put(edges.get(edges.size() - 1).link(), link(notation, units, rnd));
            lo.put(edges.get(0).link(), l.withS(l.S() + 1)); // only the startup differs
        }
        return new Scenario("random " + network.kind().id(), notation, units, network, load, p, po, l, lo,
                strategyFor(network.kind()));
    }

    private static ProcessorParams processor(Notation notation, NotationUnits u, Random rnd, boolean limited) {
        double x = 0.1 + 3 * rnd.nextDouble();
        double a = notation == Notation.ALPHA_TAU_SIGMA ? 1 / x : notation == Notation.W_Z_T ? x * u.tcp() : x;
        return new ProcessorParams(a, limited ? 0.05 + rnd.nextDouble() : ProcessorParams.UNLIMITED);
    }

    private static LinkParams link(Notation notation, NotationUnits u, Random rnd) {
        double x = rnd.nextDouble();
        double s = rnd.nextBoolean() ? 0 : 0.2 * rnd.nextDouble();
        switch (notation) {
            case W_Z_T:
                return new LinkParams(s, x * u.tcm(), x * u.tsol());
            case ALPHA_TAU_SIGMA:
                return new LinkParams(s, x, 0);
            default:
                return new LinkParams(s, x, rnd.nextBoolean() ? 0 : rnd.nextDouble());
        }
    }

    /** Every applicable key set away from its default, so each is written and read back. */
    static Strategy strategyFor(NetworkKind kind) {
        Strategy s = Strategy.DEFAULT.withOriginatorComputes(false);
        switch (kind) {
            case STAR:
                return s.withPorts(Ports.ALL).withOrder(ActivationOrder.explicit(List.of(3, 1, 2)));
            case BUS:
                return s.withOrder(ActivationOrder.HEURISTIC);
            case TREE:
                return s.withPorts(Ports.ONE).withOrder(ActivationOrder.OPTIMAL);
            case KARY_TREE:
                return s.withSchedule(KaryPolicy.MULTI_INSTALLMENT).withCollect(Collect.WHILE_SENDING)
                        .withLoads(KaryLoads.OPTIMISED);
            case HYPERCUBE:
                return s.withLayers(LayerOrder.LLF).withRouting(Routing.CIRCUIT_SWITCHED);
            case TORUS2D:
            case MESH:
                return s.withLayers(LayerOrder.LLF);
            default:
                return s.withPorts(Ports.ONE);
        }
    }

    @Test
    void writesOnlyWhatDiffersFromTheDefaultsInAStableOrder() {
        Scenario s = Scenario.uniform(new Chain(3, 0), 2.0, ProcessorParams.of(1.5), LinkParams.of(0, 0.25))
                .withProcessorOverrides(Map.of(2, new ProcessorParams(1.5, 0.5)));

        assertThat(writer.write(s)).isEqualTo("""
                {
                  "format": "dlt-scenario",
                  "version": 1,
                  "notation": "ACS",
                  "network": {
                    "kind": "chain",
                    "processors": 3
                  },
                  "load": 2.0,
                  "processor": {
                    "A": 1.5
                  },
                  "processors": [
                    {
                      "id": 2,
                      "B": 0.5
                    }
                  ],
                  "link": {
                    "C": 0.25
                  }
                }
                """);
    }

    @Test
    void wzTIsWrittenWithItsConstants() {
        String text = """
                { "format": "dlt-scenario", "version": 1, "notation": "w-z-T", "Tcp": 2, "Tcm": 1,
                  "network": { "kind": "chain", "processors": 5 },
                  "processor": { "w": 1 }, "processors": [ { "id": 3, "w": 0.5 }, { "id": 4, "w": 0.5 } ],
                  "link": { "z": 1, "r": 0.2 }, "links": [ { "id": 2, "z": 0.5, "r": 0.1 }, { "id": 3, "z": 0.5, "r": 0.1 } ] }
                """;

        String written = writer.write(reader.read(text));

        assertThat(written).contains("\"Tcp\": 2.0", "\"Tcm\": 1.0", "\"w\": 0.5", "\"z\": 0.5", "\"r\": 0.1")
                .doesNotContain("\"A\"", "\"C\"", "\"load\"", "Tsol");
        assertThat(reader.read(written)).isEqualTo(reader.read(text));
    }

    @Test
    void refusesWhatTheNotationCannotExpress() {
        Scenario ats = Scenario.uniform(new Star(2), 1, ProcessorParams.of(1), new LinkParams(0, 1, 0.5))
                .withNotation(Notation.ALPHA_TAU_SIGMA, NotationUnits.STANDARD);
        Scenario wzt = Scenario.uniform(new Star(2), 3, ProcessorParams.of(1), LinkParams.of(0, 1))
                .withNotation(Notation.W_Z_T, new NotationUnits(1, 1, 0));

        assertThatThrownBy(() -> writer.write(ats)).isInstanceOf(InvalidScenarioException.class)
                .hasMessageStartingWith("link.R: has no counterpart in the alpha-tau-sigma notation");
        assertThatThrownBy(() -> writer.write(wzt)).isInstanceOf(InvalidScenarioException.class)
                .hasMessage("load: the w-z-T notation normalises the load to 1, got 3.0");
    }
}
