package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.dltexplorer.core.model.InvalidScenarioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every kind of bad input becomes one {@link InvalidScenarioException} naming the field path and the bad value. */
class ScenarioReaderErrorTest {

    private final ScenarioReader reader = new ScenarioReader();

    private static final String CHAIN = """
            { "format": "dlt-scenario", "version": 1,
              "network": { "kind": "chain", "processors": 5 },
              "processor": { "A": 2 },
              "processors": [ { "id": 3, "A": 1 } ],
              "link": { "S": 0.2, "C": 1 },
              "links": [ { "id": 0, "C": 1 }, { "id": 1, "C": 1 }, { "id": 2, "C": 1 }, { "id": 3, "C": 0.5 } ] }
            """;

    private InvalidScenarioException error(String json) {
        InvalidScenarioException e = catchThrowableOfType(() -> reader.read(json), InvalidScenarioException.class);
        assertThat(e).as("expected an error for %s", json).isNotNull();
        return e;
    }

    @Test
    void theUnchangedFixtureIsValid() {
        assertThat(reader.read(CHAIN).linkOverrides()).hasSize(4);
    }

    @Test
    void negativeTransferTimeNamesTheArrayIndexAndValue() {
        InvalidScenarioException e = error(CHAIN.replace("{ \"id\": 3, \"C\": 0.5 }", "{ \"id\": 3, \"C\": -1 }"));

        assertThat(e).hasMessage("links[3].C: must be ≥ 0, got -1");
        assertThat(e.path()).isEqualTo("links[3].C");
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            "processor": { "A": 2 }                         | "processor": { "A": 0 }                       | processor.A: must be > 0, got 0
            "processor": { "A": 2 }                         | "processor": { "A": "2" }                     | processor.A: must be a number, got "2"
            "processor": { "A": 2 }                         | "processor": { "A": NaN }                     | processor.A: must be a finite number, got NaN
            "processor": { "A": 2 }                         | "processor": { "A": Infinity }                | processor.A: must be a finite number, got Infinity
            "processor": { "A": 2 }                         | "processor": { "A": 1e999 }                   | processor.A: must be a finite number, got Infinity
            "processor": { "A": 2 }                         | "processor": { "A": null }                    | processor.A: must be a number, got null
            "processor": { "A": 2 }                         | "processor": { "B": 2 }                       | processor.A: is required
            "processor": { "A": 2 }                         | "processor": { "A": 2, "B": -3 }              | processor.B: must be > 0, got -3
            "processor": { "A": 2 }                         | "processor": 2                                | processor: must be an object, got 2
            "link": { "S": 0.2, "C": 1 }                    | "link": { "S": 0.2 }                          | link.C: is required
            "link": { "S": 0.2, "C": 1 }                    | "link": { "S": -0.2, "C": 1 }                 | link.S: must be ≥ 0, got -0.2
            "link": { "S": 0.2, "C": 1 }                    | "link": { "S": 0.2, "C": 1, "R": -1e-9 }      | link.R: must be ≥ 0, got -1.0E-9
            "processors": [ { "id": 3, "A": 1 } ]           | "processors": [ { "id": 7, "A": 1 } ]         | processors[0].id: no processor with id 7 in this chain network, got 7
            "processors": [ { "id": 3, "A": 1 } ]           | "processors": [ { "A": 1 } ]                  | processors[0].id: is required
            "processors": [ { "id": 3, "A": 1 } ]           | "processors": [ { "id": 3 }, { "id": 3 } ]    | processors[1].id: processor 3 is already overridden at processors[0]
            "processors": [ { "id": 3, "A": 1 } ]           | "processors": [ { "id": 1.5 } ]               | processors[0].id: must be an integer, got 1.5
            "processors": [ { "id": 3, "A": 1 } ]           | "processors": { "id": 3 }                     | processors: must be a list, got {"id":3}
            "{ \\"id\\": 0, \\"C\\": 1 }"                   | { "id": 4, "C": 1 }                           | links[0].id: no link with id 4 in this chain network, got 4
            "\\"processors\\": 5 }"                         | "processors": 5, "size": 3 }                  | network.size: unknown key for a chain network (allowed here: kind, processors, originator)
            "\\"processors\\": 5 }"                         | "processors": 0 }                             | network.processors: must be >= 1, got 0
            "\\"processors\\": 5 }"                         | "processors": 5.0 }                           | network.processors: must be an integer, got 5.0
            "\\"processors\\": 5 }"                         | "processors": 5, "originator": 9 }            | network.originator: must be in 0..4, got 9
            "\\"kind\\": \\"chain\\","                      | "kind": "ring",                               | network.kind: unknown network kind "ring" (known: chain, loop, star, bus, tree, kary-tree, hypercube, torus2d, mesh, graph)
            "\\"kind\\": \\"chain\\","                      | "kind": 3,                                    | network.kind: must be a string, got 3
            "\\"version\\": 1,"                             | "version": 1, "colour": "red",                | colour: unknown key (allowed here: format, version, title, notes, notation, network, load, processor, processors, link, links, strategy, layout)
            "\\"version\\": 1,"                             | "version": 1, "load": -2,                     | load: must be > 0, got -2
            "\\"version\\": 1,"                             | "version": 1, "title": 5,                     | title: must be a string, got 5
            "\\"version\\": 1,"                             | "version": 1, "notation": "SI",               | notation: unknown notation "SI" (known: ACS, alpha-tau-sigma, w-z-T)
            "\\"version\\": 1,"                             | "version": 1, "strategy": { "routing": "circuit-switched" }, | strategy.routing: does not apply to a chain network (it applies to: hypercube)
            "\\"version\\": 1,"                             | "version": 1, "strategy": { "ports": "two" },  | strategy.ports: must be one of "all", "one", got "two"
            "\\"version\\": 1,"                             | "version": 1, "strategy": { "port": "one" },   | strategy.port: unknown key (allowed here: ports, order, layers, routing, schedule, collect, loads, installments, originatorComputes, budget, deadline, computeWhileReceiving)
            "\\"version\\": 1,"                             | "version": 1, "strategy": { "originatorComputes": "no" }, | strategy.originatorComputes: must be true or false, got "no"
            "\\"version\\": 1,"                             | "version": 2,                                 | version: 2 is newer than this program supports (1); open the file with a newer DLT Explorer
            "\\"version\\": 1,"                             | "version": "1",                               | version: must be an integer, got "1"
            "\\"version\\": 1,"                             | "version": 1.5,                               | version: must be an integer, got 1.5
            "\\"version\\": 1,"                             | "version": 0,                                 | version: must be 1 or more, got 0
            "\\"version\\": 1,"                             | ""                                            | version: is required (this program writes version 1)
            "\\"format\\": \\"dlt-scenario\\","             | "format": "scenario",                         | format: must be "dlt-scenario", got "scenario"
            "\\"format\\": \\"dlt-scenario\\","             | ""                                            | format: is required: a scenario file starts with "format": "dlt-scenario"
            """)
    void rejects(String original, String replacement, String message) {
        String json = CHAIN.replace(unquote(original), unquote(replacement));
        assertThat(json).as("fixture edit applies").isNotEqualTo(CHAIN);

        assertThat(error(json)).hasMessage(message);
    }

    /** The CSV source keeps quotes literal except around cells written as "..." with escaped inner quotes. */
    private static String unquote(String cell) {
        if (cell.startsWith("\"") && cell.endsWith("\"") && cell.contains("\\\"")) {
            return cell.substring(1, cell.length() - 1).replace("\\\"", "\"");
        }
        return cell.equals("\"\"") ? "" : cell;
    }

    @Test
    void unknownKeysAreCaughtAtEveryDepth() {
        assertThat(error(CHAIN.replace("\"processor\": { \"A\": 2 }", "\"processor\": { \"A\": 2, \"speed\": 1 }")))
                .hasMessage("processor.speed: unknown key in the ACS notation (allowed here: A, B, release, F, cost, fixedCost)");
        assertThat(error(CHAIN.replace("{ \"id\": 2, \"C\": 1 }", "{ \"id\": 2, \"C\": 1, \"c\": 2 }")))
                .hasMessage("links[2].c: unknown key in the ACS notation (allowed here: id, S, C, R)");
    }

    @Test
    void keysOfAnotherNotationAreUnknown() {
        InvalidScenarioException e = error("""
                { "format": "dlt-scenario", "version": 1, "notation": "alpha-tau-sigma",
                  "network": { "kind": "star", "workers": 2 }, "processor": { "A": 1 }, "link": { "tau": 1 } }
                """);

        assertThat(e).hasMessage("processor.A: unknown key in the alpha-tau-sigma notation (allowed here: sigma, B)");
    }

    @Test
    void wzTNeedsItsConstantsAndNormalisedLoad() {
        String wzt = """
                { "format": "dlt-scenario", "version": 1, "notation": "w-z-T", "Tcp": 2, "Tcm": 1,
                  "network": { "kind": "chain", "processors": 2 }, "processor": { "w": 1 }, "link": { "z": 1 } }
                """;
        assertThat(reader.read(wzt).processorDefault().A()).isEqualTo(2.0);

        assertThat(error(wzt.replace("\"Tcp\": 2, ", ""))).hasMessage("Tcp: is required");
        assertThat(error(wzt.replace("\"Tcm\": 1", "\"Tcm\": 0"))).hasMessage("Tcm: must be > 0, got 0");
        assertThat(error(wzt.replace("\"Tcm\": 1", "\"Tcm\": 1, \"load\": 3")))
                .hasMessage("load: the w-z-T notation normalises the load to 1; remove the key or write 1, got 3");
        assertThat(error(wzt.replace("{ \"w\": 1 }", "{ \"A\": 1 }")))
                .hasMessage("processor.A: unknown key in the w-z-T notation (allowed here: w, B)");
        assertThat(error(wzt.replace("{ \"z\": 1 }", "{ \"r\": 1 }"))).hasMessage("link.z: is required");
        // Tcp belongs to w-z-T only
        assertThat(error(CHAIN.replace("\"version\": 1,", "\"version\": 1, \"Tcp\": 2,"))).hasMessageStartingWith("Tcp: unknown key");
    }

    @Test
    void malformedJsonGivesLineAndColumn() {
        InvalidScenarioException e = error("{ \"format\": \"dlt-scenario\",\n  \"version\": 1,\n  \"network\": { \"kind\": \"chain\" 5 }\n}");
        InvalidScenarioException unclosed = error("{ \"format\": \"dlt-scenario\",\n  \"version\": 1\n");

        assertThat(e).isInstanceOf(ScenarioFormatException.class);
        assertThat(e.messageIn("f.json")).isEqualTo("f.json:3:32: network.kind: expected , or } after a value, got 5");
        assertThat(unclosed.messageIn("f.json")).isEqualTo("f.json:3:1: the file ends before the object is closed with }");
    }

    @Test
    void trailingGarbageDuplicateKeysAndEmptyFilesAreMalformed() {
        assertThat(error(CHAIN + " {}")).isInstanceOf(ScenarioFormatException.class).hasMessageStartingWith("expected the end of the file");
        assertThat(error(CHAIN.replace("\"A\": 2", "\"A\": 2, \"A\": 3")))
                .hasMessage("processor.A: the key \"A\" appears twice in this object; keep one");
        assertThat(error("  ")).isInstanceOf(ScenarioFormatException.class).hasMessageStartingWith("the file is empty");
        assertThat(error("[1, 2]")).hasMessage("a scenario is a JSON object, got [1,2]");
    }

    @Test
    void treeCycleIsReportedUnderNetwork() {
        InvalidScenarioException e = error("""
                { "format": "dlt-scenario", "version": 1, "network": { "kind": "tree", "parent": [-1, 2, 3, 1] },
                  "processor": { "A": 1 }, "link": { "C": 1 } }
                """);

        assertThat(e.path()).startsWith("network.parent[");
        assertThat(e.getMessage()).contains("cycle");
    }

    @Test
    void shapeErrorsFromTheModelArePathedUnderNetwork() {
        assertThat(error("""
                { "format": "dlt-scenario", "version": 1, "network": { "kind": "bus", "buses": [[1], [1]] },
                  "processor": { "A": 1 }, "link": { "C": 1 } }
                """)).hasMessage("network.buses[1][0]: worker 1 is on two buses")
                .satisfies(e -> assertThat(e.path()).isEqualTo("network.buses[1][0]"));
        assertThat(error("""
                { "format": "dlt-scenario", "version": 1, "network": { "kind": "graph", "nodes": 3, "edges": [[0, 1], [1]] },
                  "processor": { "A": 1 }, "link": { "C": 1 } }
                """)).hasMessage("network.edges[1]: an edge is a pair [u, v], got [1]");
        assertThat(error("""
                { "format": "dlt-scenario", "version": 1, "network": { "kind": "mesh", "ports": 4, "layers": 2 },
                  "processor": { "A": 1 }, "link": { "C": 1 } }
                """)).hasMessage("network.dimensions: is required");
    }

    @Test
    void homogeneousKindsRejectOverrides() {
        InvalidScenarioException e = error("""
                { "format": "dlt-scenario", "version": 1, "network": { "kind": "hypercube", "dimension": 3 },
                  "processor": { "A": 1 }, "processors": [ { "id": 1, "A": 2 } ], "link": { "C": 1 } }
                """);

        assertThat(e).hasMessage("processors: the hypercube network is homogeneous: give only the default processor, got 1 override(s)");
    }

    @Test
    void explicitOrderMustNameDistinctWorkers() {
        String star = """
                { "format": "dlt-scenario", "version": 1, "network": { "kind": "star", "workers": 3 },
                  "processor": { "A": 1 }, "link": { "C": 1 }, "strategy": { "order": ORDER } }
                """;
        assertThat(error(star.replace("ORDER", "[1, 0]")))
                .hasMessage("strategy.order[1]: must be a processor id in 0..3 other than the originator 0, got 0");
        assertThat(error(star.replace("ORDER", "[2, 2]"))).hasMessage("strategy.order[1]: processor 2 is listed twice");
        assertThat(error(star.replace("ORDER", "\"best\""))).hasMessage(
                "strategy.order: must be a list of processor ids or one of \"given\", \"optimal\", \"heuristic\", got \"best\"");
    }

    @Test
    void portsOnAKaryTreePointToCollect() {
        InvalidScenarioException e = error("""
                { "format": "dlt-scenario", "version": 1, "network": { "kind": "kary-tree", "levels": 2, "arity": 2 },
                  "processor": { "A": 1 }, "link": { "C": 1 }, "strategy": { "ports": "all" } }
                """);

        assertThat(e.getMessage()).startsWith("strategy.ports: does not apply to a kary-tree network")
                .contains("\"collect\": \"while-sending\"");
    }

    @Test
    void collectAndLoadsApplyWhereTheyMeanSomething() {
        String kary = """
                { "format": "dlt-scenario", "version": 1, "network": { "kind": "kary-tree", "levels": 2, "arity": 2 },
                  "processor": { "A": 1 }, "link": { "C": 1 }, "strategy": { STRATEGY } }
                """;
        assertThat(error(kary.replace("STRATEGY", "\"collect\": \"sometimes\""))).hasMessage(
                "strategy.collect: must be one of \"after-sends\", \"while-sending\", got \"sometimes\"");
        assertThat(error(kary.replace("STRATEGY", "\"loads\": \"optimised\""))).hasMessage(
                "strategy.loads: applies to schedule \"multi-installment\" only, got schedule \"sequential\"");
        assertThat(error("""
                { "format": "dlt-scenario", "version": 1, "network": { "kind": "star", "workers": 2 },
                  "processor": { "A": 1 }, "link": { "C": 1 }, "strategy": { "collect": "while-sending" } }
                """)).hasMessageStartingWith("strategy.collect: does not apply to a star network");
    }

    private static final String STAR = """
            { "format": "dlt-scenario", "version": 1, "network": { "kind": "star", "workers": 3 },
              "processor": { "A": 1 }, "link": { "S": 0.1, "C": 1 }, "strategy": { "installments": 2 } }
            """;

    @Test
    void installmentsAreReadForAStarAndWrittenBack() {
        var star = reader.read(STAR);

        assertThat(star.strategy().installmentsOrDefault()).isEqualTo(2);
        assertThat(new ScenarioWriter().write(star)).contains("\"installments\": 2");
        assertThat(reader.read(STAR.replace(", \"strategy\": { \"installments\": 2 }", "")).strategy()
                .installmentsOrDefault()).isEqualTo(1);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            "installments": 0     | strategy.installments: must be an integer ≥ 1, got 0
            "installments": 1.5   | strategy.installments: must be an integer, got 1.5
            "installments": "2"   | strategy.installments: must be an integer, got "2"
            """)
    void badInstallmentsNameTheFieldAndValue(String given, String message) {
        assertThat(error(STAR.replace("\"installments\": 2", given))).hasMessage(message);
    }

    @Test
    void installmentsOnAChainDoNotApply() {
        assertThat(error(CHAIN.replace("\"link\": {", "\"strategy\": { \"installments\": 2 }, \"link\": {")))
                .hasMessageStartingWith("strategy.installments: does not apply to a chain network (it applies to: star)");
    }
}
