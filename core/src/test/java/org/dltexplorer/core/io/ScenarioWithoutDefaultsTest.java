package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Map;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.junit.jupiter.api.Test;

/** The default blocks {@code processor} and {@code link} may be left out when every id is given. */
class ScenarioWithoutDefaultsTest {

    private final ScenarioReader reader = new ScenarioReader();
    private final ScenarioWriter writer = new ScenarioWriter();

    /** A one-port star as the papers state their examples: every worker and every link by id. */
    private static final String STAR = """
            { "format": "dlt-scenario", "version": 1,
              "network": { "kind": "star", "workers": 3 },
              "processors": [ { "id": 0, "A": 1 }, { "id": 1, "A": 2 }, { "id": 2, "A": 3, "B": 0.5 }, { "id": 3, "A": 4 } ],
              "links": [ { "id": 1, "S": 0.1, "C": 1 }, { "id": 2, "C": 2 }, { "id": 3, "C": 3, "R": 0.5 } ] }
            """;

    private InvalidScenarioException error(String json) {
        InvalidScenarioException e = catchThrowableOfType(() -> reader.read(json), InvalidScenarioException.class);
        assertThat(e).as("expected an error for %s", json).isNotNull();
        return e;
    }

    @Test
    void everyProcessorAndLinkByIdNeedsNoDefaultBlock() {
        Scenario s = reader.read(STAR);

        assertThat(s.network()).isEqualTo(new Star(3));
        assertThat(s.processor(0)).isEqualTo(ProcessorParams.of(1));
        assertThat(s.processor(2)).isEqualTo(new ProcessorParams(3, 0.5));
        assertThat(s.processor(3)).isEqualTo(ProcessorParams.of(4));
        assertThat(s.link(1)).isEqualTo(LinkParams.of(0.1, 1));
        assertThat(s.link(2)).isEqualTo(LinkParams.of(0, 2));
        assertThat(s.link(3)).isEqualTo(new LinkParams(0, 3, 0.5));
        // the default new processors start from is that of the lowest id
        assertThat(s.processorDefault()).isEqualTo(ProcessorParams.of(1));
        assertThat(s.linkDefault()).isEqualTo(LinkParams.of(0.1, 1));
    }

    @Test
    void writingKeepsTheFileWithoutDefaultBlocks() {
        Scenario s = reader.read(STAR);

        String text = writer.write(s);

        assertThat(text).doesNotContain("\"processor\":").doesNotContain("\"link\":");
        assertThat(reader.read(text)).isEqualTo(s);
    }

    @Test
    void aProcessorNotListedIsNamedByItsIdAndField() {
        String json = STAR.replace("{ \"id\": 3, \"A\": 4 }", "{ \"id\": 1, \"A\": 5 }").replace(
                "{ \"id\": 1, \"A\": 2 }, ", "");

        assertThat(error(json)).hasMessage("processors[3].A: missing, and no default");
    }

    @Test
    void aListedProcessorWithoutItsRequiredKeyIsNamedAtItsPlace() {
        assertThat(error(STAR.replace("{ \"id\": 3, \"A\": 4 }", "{ \"id\": 3, \"B\": 4 }")))
                .hasMessage("processors[3].A: missing, and no default");
    }

    @Test
    void aLinkNotListedIsNamedByItsIdAndField() {
        assertThat(error(STAR.replace(", { \"id\": 2, \"C\": 2 }", ""))).hasMessage("links[2].C: missing, and no default");
    }

    @Test
    void theRequiredKeyOfTheNotationIsNamed() {
        String wzt = """
                { "format": "dlt-scenario", "version": 1, "notation": "w-z-T", "Tcp": 2, "Tcm": 1,
                  "network": { "kind": "chain", "processors": 2 },
                  "processors": [ { "id": 0, "w": 1 }, { "id": 1, "w": 2 } ],
                  "links": [ { "id": 0, "r": 0.1 } ] }
                """;
        String ats = """
                { "format": "dlt-scenario", "version": 1, "notation": "alpha-tau-sigma",
                  "network": { "kind": "chain", "processors": 2 },
                  "processors": [ { "id": 0, "sigma": 1 } ],
                  "link": { "tau": 1 } }
                """;

        assertThat(error(wzt)).hasMessage("links[0].z: missing, and no default");
        assertThat(error(ats)).hasMessage("processors[1].sigma: missing, and no default");
    }

    @Test
    void aDefaultBlockStillFillsInWhatAnOverrideLeavesOut() {
        Scenario s = reader.read(STAR.replace("\"links\":", "\"processor\": { \"A\": 9 }, \"links\":")
                .replace("{ \"id\": 3, \"A\": 4 }", "{ \"id\": 3, \"B\": 4 }"));

        assertThat(s.processor(3)).isEqualTo(new ProcessorParams(9, 4));
    }

    @Test
    void withoutDefaultAndWithoutListTheDefaultIsRequired() {
        assertThat(error(STAR.replaceAll("\"processors\": \\[.*\\],", ""))).hasMessage("processor: is required");
    }

    @Test
    void aSingleProcessorChainNeedsNoLinkBlock() {
        Scenario s = reader.read("""
                { "format": "dlt-scenario", "version": 1, "network": { "kind": "chain", "processors": 1 },
                  "processor": { "A": 2 } }
                """);

        assertThat(s.network()).isEqualTo(new Chain(1, 0));
        assertThat(reader.read(writer.write(s))).isEqualTo(s);
    }

    @Test
    void aScenarioBuiltInCodeWithEveryIdGivenReadsBackEqual() {
        Scenario s = Scenario.uniform(new Chain(3, 0), 1, ProcessorParams.of(7), LinkParams.of(0, 1))
                .withProcessorOverrides(Map.of(0, ProcessorParams.of(1), 1, ProcessorParams.of(2), 2, ProcessorParams.of(3)));

        // the default (7) is no processor's value, so it must be written to come back
        assertThat(writer.write(s)).contains("\"processor\":");
        assertThat(reader.read(writer.write(s))).isEqualTo(s);
    }
}
