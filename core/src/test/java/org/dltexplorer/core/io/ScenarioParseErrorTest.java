package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.dltexplorer.core.model.InvalidScenarioException;
import org.junit.jupiter.api.Test;

/**
 * Each class of unreadable file gives one line in our words: file, line:column, field path and what was expected,
 * without the parser's class or feature names.
 */
class ScenarioParseErrorTest {

    private final ScenarioReader reader = new ScenarioReader();

    private static final String CHAIN = """
            {
              "format": "dlt-scenario",
              "version": 1,
              "network": { "kind": "chain", "processors": 3 },
              "processor": { "A": 2 },
              "link": { "S": 0.2, "C": 1 }
            }
            """;

    private String message(String json) {
        InvalidScenarioException e = catchThrowableOfType(() -> reader.read(json), InvalidScenarioException.class);
        assertThat(e).as("expected an error for %s", json).isNotNull();
        String m = e.messageIn("broken.json");
        assertThat(m).doesNotContain("Exception", "Feature", "jackson", "\n", "code 34");
        return m;
    }

    @Test
    void theUnchangedFileIsValid() {
        assertThat(reader.read(CHAIN).processorDefault().A()).isEqualTo(2.0);
    }

    @Test
    void aMissingComma() {
        assertThat(message(CHAIN.replace("\"chain\", \"processors\"", "\"chain\" \"processors\"")))
                .isEqualTo("broken.json:4:32: network.kind: expected , or } after a value, got \"");
    }

    @Test
    void aCommaBeforeTheClosingBrace() {
        assertThat(message(CHAIN.replace("\"A\": 2 }", "\"A\": 2, }")))
                .isEqualTo("broken.json:5:26: processor.A: expected a key in double quotes (or } after the last value,"
                        + " without a comma), got }");
    }

    @Test
    void aWordThatIsNotAValue() {
        assertThat(message(CHAIN.replace("\"A\": 2", "\"A\": two")))
                .isEqualTo("broken.json:5:23: processor.A: expected a value (a number, a string in double quotes, true,"
                        + " false, null, a list [ ] or an object { }), got two");
    }

    @Test
    void theFileEndsEarly() {
        assertThat(message(CHAIN.substring(0, CHAIN.lastIndexOf('}'))))
                .isEqualTo("broken.json:7:1: the file ends before the object is closed with }");
    }

    @Test
    void aWrongType() {
        assertThat(message(CHAIN.replace("\"A\": 2", "\"A\": \"2\"")))
                .isEqualTo("broken.json:5:23: processor.A: must be a number, got \"2\"");
    }

    @Test
    void aTrailingToken() {
        assertThat(message(CHAIN + "{ }\n"))
                .isEqualTo("broken.json:8:1: expected the end of the file after the scenario's closing }, got more text");
    }

    @Test
    void aDuplicateKey() {
        assertThat(message(CHAIN.replace("\"S\": 0.2, \"C\": 1", "\"S\": 0.2, \"C\": 1, \"S\": 0")))
                .isEqualTo("broken.json:6:31: link.S: the key \"S\" appears twice in this object; keep one");
    }

    @Test
    void aComment() {
        assertThat(message(CHAIN.replace("\"version\": 1,", "\"version\": 1, // first version")))
                .isEqualTo("broken.json:3:17: version: comments are not allowed in a scenario file, got /");
    }

    @Test
    void aMissingKeyPointsAtItsObject() {
        assertThat(message(CHAIN.replace("\"S\": 0.2, \"C\": 1", "\"S\": 0.2")))
                .isEqualTo("broken.json:6:11: link.C: is required");
    }

    @Test
    void aProcessorNotListedPointsAtTheList() {
        String json = CHAIN.replace("\"processor\": { \"A\": 2 },", "\"processors\": [ { \"id\": 0, \"A\": 1 },\n"
                + "    { \"id\": 2, \"A\": 1 } ],");

        assertThat(message(json)).isEqualTo("broken.json:5:17: processors[1].A: missing, and no default");
    }
}
