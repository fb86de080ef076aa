package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.Collect;
import org.dltexplorer.core.model.KaryLoads;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
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

/** Valid files of every kind and notation read into the scenario the spec describes. */
class ScenarioReaderTest {

    private final ScenarioReader reader = new ScenarioReader();

    /** A file with the given network, in ACS, with A = 2 and C = 0.5 everywhere. */
    static String acs(String network, String extra) {
        return """
                { "format": "dlt-scenario", "version": 1, "network": %s,
                  "processor": { "A": 2 }, "link": { "C": 0.5 } %s }
                """.formatted(network, extra.isEmpty() ? "" : ", " + extra);
    }

    @Test
    void aOnePortGraphTakesAnOrder() {
        Scenario s = reader.read(acs("{ \"kind\": \"graph\", \"nodes\": 3, \"edges\": [[0, 1], [1, 2], [2, 0]] }",
                "\"strategy\": { \"ports\": \"one\", \"order\": \"optimal\" }"));
        assertThat(s.strategy().orderOrDefault().rule()).isEqualTo(org.dltexplorer.core.model.ActivationOrder.Rule.OPTIMAL);
    }

    @Test
    void readsTheSpecExampleWithPartialOverrides() {
        Scenario s = reader.read("""
                {
                  "format": "dlt-scenario",
                  "version": 1,
                  "title": "Chain, Example 1 of Błażewicz & Drozdowski (1997)",
                  "notation": "ACS",
                  "network": { "kind": "chain", "processors": 5, "originator": 0 },
                  "load": 1.0,
                  "processor":  { "A": 2.0 },
                  "processors": [ { "id": 3, "A": 1.0 }, { "id": 4, "B": 0.25 } ],
                  "link":  { "S": 0.2, "C": 1.0 },
                  "links": [ { "id": 2, "S": 0.1, "C": 0.5 }, { "id": 3, "R": 0.3 } ],
                  "strategy": { }
                }
                """);

        assertThat(s.title()).isEqualTo("Chain, Example 1 of Błażewicz & Drozdowski (1997)");
        assertThat(s.notation()).isEqualTo(Notation.ACS);
        assertThat(s.network()).isEqualTo(new Chain(5, 0));
        assertThat(s.load()).isEqualTo(1.0);
        assertThat(s.processorDefault()).isEqualTo(ProcessorParams.of(2.0));
        assertThat(s.processor(3)).isEqualTo(ProcessorParams.of(1.0));
        // a partial override keeps the default's other fields
        assertThat(s.processor(4)).isEqualTo(new ProcessorParams(2.0, 0.25));
        assertThat(s.link(0)).isEqualTo(LinkParams.of(0.2, 1.0));
        assertThat(s.link(2)).isEqualTo(LinkParams.of(0.1, 0.5));
        assertThat(s.link(3)).isEqualTo(new LinkParams(0.2, 1.0, 0.3));
        assertThat(s.strategy()).isEqualTo(Strategy.DEFAULT);
    }

    @Test
    void defaultsWhenOptionalKeysAreAbsent() {
        Scenario s = reader.read(acs("{ \"kind\": \"chain\", \"processors\": 3 }", ""));

        assertThat(s.notation()).isEqualTo(Notation.ACS);
        assertThat(s.title()).isEmpty();
        assertThat(s.load()).isEqualTo(1.0);
        assertThat(s.network()).isEqualTo(new Chain(3, 0));
        assertThat(s.processorDefault().limitedMemory()).isFalse();
        assertThat(s.linkDefault()).isEqualTo(new LinkParams(0, 0.5, 0));
        assertThat(s.processorOverrides()).isEmpty();
        assertThat(s.strategy()).isEqualTo(Strategy.DEFAULT);
    }

    @Test
    void readsEveryNetworkKind() {
        assertThat(reader.read(acs("{ \"kind\": \"chain\", \"processors\": 4, \"originator\": 2 }", "")).network())
                .isEqualTo(new Chain(4, 2));
        assertThat(reader.read(acs("{ \"kind\": \"loop\", \"processors\": 6 }", "")).network()).isEqualTo(new Loop(6));
        assertThat(reader.read(acs("{ \"kind\": \"star\", \"workers\": 3 }", "")).network()).isEqualTo(new Star(3));
        assertThat(reader.read(acs("{ \"kind\": \"bus\", \"buses\": [[1, 3], [2]] }", "")).network())
                .isEqualTo(new Bus(List.of(List.of(1, 3), List.of(2))));
        assertThat(reader.read(acs("{ \"kind\": \"tree\", \"parent\": [-1, 0, 0, 1] }", "")).network())
                .isEqualTo(new Tree(new int[] {-1, 0, 0, 1}));
        assertThat(reader.read(acs("{ \"kind\": \"kary-tree\", \"levels\": 3, \"arity\": 2 }", "")).network())
                .isEqualTo(new KaryTree(3, 2));
        assertThat(reader.read(acs("{ \"kind\": \"hypercube\", \"dimension\": 4 }", "")).network())
                .isEqualTo(new Hypercube(4));
        assertThat(reader.read(acs("{ \"kind\": \"torus2d\", \"k\": 2 }", "")).network()).isEqualTo(new Torus2d(2));
        assertThat(reader.read(acs("{ \"kind\": \"mesh\", \"ports\": 4, \"layers\": 3, \"dimensions\": 2 }", "")).network())
                .isEqualTo(new Mesh(4, 3, 2));
        assertThat(reader.read(acs("{ \"kind\": \"graph\", \"nodes\": 3, \"edges\": [[0, 1], [1, 2], [2, 0]], \"originator\": 1 }",
                "")).network()).isEqualTo(Graph.of(3, List.of(new int[] {0, 1}, new int[] {1, 2}, new int[] {2, 0}), 1));
    }

    @Test
    void linkIdsFollowTheKind() {
        Scenario star = reader.read(acs("{ \"kind\": \"star\", \"workers\": 3 }", "\"links\": [ { \"id\": 3, \"C\": 7 } ]"));
        Scenario bus = reader.read(acs("{ \"kind\": \"bus\", \"buses\": [[1], [2]] }", "\"links\": [ { \"id\": 1, \"S\": 1 } ]"));
        Scenario tree = reader.read(acs("{ \"kind\": \"tree\", \"parent\": [-1, 0, 1] }", "\"links\": [ { \"id\": 2, \"C\": 3 } ]"));

        assertThat(star.link(3).C()).isEqualTo(7.0);
        assertThat(star.link(1).C()).isEqualTo(0.5);
        assertThat(bus.link(1)).isEqualTo(LinkParams.of(1.0, 0.5));
        assertThat(tree.link(2).C()).isEqualTo(3.0);
    }

    @Test
    void convertsAlphaTauSigma() {
        Scenario s = reader.read("""
                { "format": "dlt-scenario", "version": 1, "notation": "alpha-tau-sigma",
                  "network": { "kind": "torus2d", "k": 1 }, "load": 100,
                  "processor": { "sigma": 4, "B": 50 }, "link": { "alpha": 0.01, "tau": 0.2 } }
                """);

        assertThat(s.notation()).isEqualTo(Notation.ALPHA_TAU_SIGMA);
        assertThat(s.units()).isEqualTo(NotationUnits.STANDARD);
        assertThat(s.load()).isEqualTo(100.0);
        assertThat(s.processorDefault()).isEqualTo(new ProcessorParams(0.25, 50));
        assertThat(s.linkDefault()).isEqualTo(new LinkParams(0.01, 0.2, 0));
    }

    @Test
    void convertsWzT() {
        Scenario s = reader.read("""
                { "format": "dlt-scenario", "version": 1, "notation": "w-z-T", "Tcp": 2, "Tcm": 3, "Tsol": 0.5,
                  "network": { "kind": "chain", "processors": 3 },
                  "processor": { "w": 1.5 }, "processors": [ { "id": 2, "w": 0.5 } ],
                  "link": { "z": 2, "r": 0.1 }, "links": [ { "id": 1, "r": 0.3 } ] }
                """);

        assertThat(s.notation()).isEqualTo(Notation.W_Z_T);
        assertThat(s.units()).isEqualTo(new NotationUnits(2, 3, 0.5));
        assertThat(s.load()).isEqualTo(1.0);
        assertThat(s.processorDefault().A()).isEqualTo(3.0);   // w·Tcp = 1.5·2
        assertThat(s.processor(2).A()).isEqualTo(1.0);         // 0.5·2
        assertThat(s.linkDefault()).isEqualTo(new LinkParams(0.1, 6.0, 1.0)); // S = r, C = z·Tcm, R = z·Tsol
        assertThat(s.link(1)).isEqualTo(new LinkParams(0.3, 6.0, 1.0));
    }

    @Test
    void wzTAcceptsALoadOfOne() {
        Scenario s = reader.read("""
                { "format": "dlt-scenario", "version": 1, "notation": "w-z-T", "Tcp": 1, "Tcm": 1, "load": 1,
                  "network": { "kind": "star", "workers": 2 }, "processor": { "w": 1 }, "link": { "z": 1 } }
                """);

        assertThat(s.load()).isEqualTo(1.0);
        assertThat(s.units().tsol()).isZero();
    }

    @Test
    void readsStrategyKeysForTheirKinds() {
        Scenario star = reader.read(acs("{ \"kind\": \"star\", \"workers\": 3 }",
                "\"strategy\": { \"ports\": \"one\", \"order\": [3, 1], \"originatorComputes\": false }"));
        Scenario tree = reader.read(acs("{ \"kind\": \"tree\", \"parent\": [-1, 0, 0] }",
                "\"strategy\": { \"order\": \"optimal\" }"));
        Scenario cube = reader.read(acs("{ \"kind\": \"hypercube\", \"dimension\": 3 }",
                "\"strategy\": { \"layers\": \"llf\", \"routing\": \"circuit-switched\" }"));
        Scenario kary = reader.read(acs("{ \"kind\": \"kary-tree\", \"levels\": 2, \"arity\": 3 }",
                "\"strategy\": { \"schedule\": \"multi-installment\" }"));

        assertThat(star.strategy()).isEqualTo(new Strategy(Ports.ONE, ActivationOrder.explicit(List.of(3, 1)), null, null,
                null, false));
        assertThat(tree.strategy().order()).isEqualTo(ActivationOrder.OPTIMAL);
        assertThat(cube.strategy().layers()).isEqualTo(LayerOrder.LLF);
        assertThat(cube.strategy().routing()).isEqualTo(Routing.CIRCUIT_SWITCHED);
        assertThat(kary.strategy().schedule()).isEqualTo(KaryPolicy.MULTI_INSTALLMENT);
        assertThat(kary.strategy().collectOrDefault()).isEqualTo(Collect.AFTER_SENDS);
        assertThat(kary.strategy().loadsOrDefault()).isEqualTo(KaryLoads.CLOSED_FORM);
    }

    @Test
    void readsTheKaryTreeCollectAndLoadsKeys() {
        Scenario kary = reader.read(acs("{ \"kind\": \"kary-tree\", \"levels\": 2, \"arity\": 3 }",
                "\"strategy\": { \"schedule\": \"multi-installment\", \"collect\": \"while-sending\", "
                        + "\"loads\": \"optimised\" }"));

        assertThat(kary.strategy().collect()).isEqualTo(Collect.WHILE_SENDING);
        assertThat(kary.strategy().loads()).isEqualTo(KaryLoads.OPTIMISED);
    }

    @Test
    void nullBufferInAnOverrideMeansUnlimited() {
        Scenario s = reader.read("""
                { "format": "dlt-scenario", "version": 1, "network": { "kind": "star", "workers": 2 },
                  "processor": { "A": 1, "B": 0.3 }, "processors": [ { "id": 2, "B": null } ], "link": { "C": 1 } }
                """);

        assertThat(s.processor(1).B()).isEqualTo(0.3);
        assertThat(s.processor(2).limitedMemory()).isFalse();
        assertThat(s.processorOverrides()).containsOnlyKeys(2);
        assertThat(s.processorOverrides()).isEqualTo(Map.of(2, ProcessorParams.of(1)));
    }
}
