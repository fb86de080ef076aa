package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Routing;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.StrategyKey;
import org.junit.jupiter.api.Test;

/**
 * The one table of strategy keys ({@link StrategyKey}) is the one the reader enforces, the writer follows and
 * {@code docs/scenario-format.md} (section Strategy) prints.
 */
class StrategyKeyTableTest {

    @Test
    void theKindsAndDefaultsAreThoseOfTheFormat() {
        // the published contract (scenario-format, "Strategy keys"), typed here rather than read from the table
        assertThat(StrategyKey.PORTS.kinds()).isEqualTo(EnumSet.of(NetworkKind.CHAIN, NetworkKind.LOOP, NetworkKind.STAR,
                NetworkKind.BUS, NetworkKind.TREE, NetworkKind.GRAPH));
        assertThat(StrategyKey.PORTS.defaultFor(NetworkKind.STAR)).isEqualTo("one");
        assertThat(StrategyKey.PORTS.defaultFor(NetworkKind.BUS)).isEqualTo("one");
        assertThat(StrategyKey.PORTS.defaultFor(NetworkKind.TREE)).isEqualTo("all");
        assertThat(StrategyKey.LAYERS.kinds()).isEqualTo(EnumSet.of(NetworkKind.HYPERCUBE, NetworkKind.TORUS2D,
                NetworkKind.MESH));
        assertThat(StrategyKey.LAYERS.defaultFor(NetworkKind.MESH)).isEqualTo("nlf");
        assertThat(StrategyKey.SCHEDULE.defaultFor(NetworkKind.KARY_TREE)).isEqualTo("sequential");
        assertThat(StrategyKey.INSTALLMENTS.defaultFor(NetworkKind.STAR)).isEqualTo("1");
        assertThat(StrategyKey.ORIGINATOR_COMPUTES.kinds()).isEqualTo(EnumSet.allOf(NetworkKind.class));
    }

    @Test
    void theDocsTableListsEveryKeyWithItsKindsAndDefault() throws IOException {
        Map<String, String[]> rows = docsRows();
        assertThat(rows.keySet()).containsExactlyElementsOf(
                Arrays.stream(StrategyKey.values()).map(StrategyKey::id).toList());
        for (StrategyKey key : StrategyKey.values()) {
            String[] cells = rows.get(key.id());
            assertThat(kindsIn(cells[2])).as(key.id()).isEqualTo(key.kinds());
            if (key == StrategyKey.PORTS) {
                // "`"one"` for star and bus, `"all"` otherwise"
                Set<NetworkKind> one = key.kinds().stream().filter(k -> key.defaultFor(k).equals("one"))
                        .collect(Collectors.toCollection(() -> EnumSet.noneOf(NetworkKind.class)));
                assertThat(cells[3]).startsWith("`\"one\"` for " + one.stream().map(NetworkKind::id)
                        .collect(Collectors.joining(" and ")) + ", `\"all\"` otherwise");
            } else {
                String d = key.defaultFor(key.kinds().iterator().next());
                String shown = d.equals("none") ? d : "`" + (d.matches("\\d+|true|false") ? d : "\"" + d + "\"") + "`";
                assertThat(cells[3]).as(key.id()).startsWith(shown);
            }
        }
    }

    @Test
    void theReaderRefusesAKeyOfAnotherKindNamingTheKindsOfTheTable() {
        String json = "{\"format\":\"dlt-scenario\",\"version\":1,\"network\":{\"kind\":\"chain\",\"processors\":3},"
                + "\"load\":1,\"processor\":{\"A\":1},\"link\":{\"C\":0.2},\"strategy\":{\"routing\":\"circuit-switched\"}}";
        assertThatThrownBy(() -> new ScenarioReader().read(json))
                .hasMessageContaining("strategy.routing: does not apply to a chain network (it applies to: hypercube)");
    }

    @Test
    void theWriterWritesOnlyTheKeysOfTheKind() {
        // a strategy built in code may carry another kind's choices: a file with them could not be read back
        Strategy mixed = Strategy.DEFAULT.withPorts(Ports.ONE).withOrder(ActivationOrder.OPTIMAL)
                .withLayers(LayerOrder.LLF).withRouting(Routing.CIRCUIT_SWITCHED).withSchedule(KaryPolicy.EQUAL)
                .withInstallments(2).withOriginatorComputes(false);
        Scenario chain = Scenario.uniform(new Chain(3, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.2))
                .withStrategy(mixed);
        String written = new ScenarioWriter().write(chain);
        assertThat(written).contains("\"ports\"").contains("\"originatorComputes\"").doesNotContain("\"order\"")
                .doesNotContain("\"layers\"").doesNotContain("\"routing\"").doesNotContain("\"schedule\"")
                .doesNotContain("\"installments\"");
        Scenario back = new ScenarioReader().read(written);
        assertThat(back.strategy().ports()).isEqualTo(Ports.ONE);
        assertThat(back.strategy().originatorComputes()).isFalse();
    }

    /** The rows of the strategy table: key → cells (key, values, applies to, default). */
    private static Map<String, String[]> docsRows() throws IOException {
        List<String> lines = Files.readAllLines(DocumentationExamplesTest.DOC);
        int start = lines.indexOf("## Strategy");
        Map<String, String[]> rows = new LinkedHashMap<>();
        boolean inTable = false;
        for (String line : lines.subList(start + 1, lines.size())) {
            if (line.startsWith("| key |")) {
                inTable = true;
            } else if (inTable && line.startsWith("| `")) {
                String[] cells = Arrays.stream(line.substring(1).split(" \\| ")).map(String::strip).toArray(String[]::new);
                rows.put(cells[0].replace("`", ""), cells);
            } else if (inTable && !line.startsWith("|")) {
                break;
            }
        }
        return rows;
    }

    /** The kinds a cell names before any remark: "star, bus (…)", "every kind". */
    private static Set<NetworkKind> kindsIn(String cell) {
        if (cell.startsWith("every kind")) {
            return EnumSet.allOf(NetworkKind.class);
        }
        String list = cell.split(" \\(| with ")[0];
        return Arrays.stream(list.split(", ")).map(id -> NetworkKind.fromId(id.strip()).orElseThrow(
                () -> new AssertionError("not a kind: " + id))).collect(Collectors.toCollection(
                        () -> EnumSet.noneOf(NetworkKind.class)));
    }
}
