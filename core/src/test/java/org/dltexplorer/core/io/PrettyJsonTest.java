package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The generator-written text is the text the data-binding writer it replaced gave, to the byte (that writer, with the
 * same pretty printer, is the oracle): scenario files, their digests and {@code --format json} must not change.
 */
class PrettyJsonTest {

    private static final ObjectWriter MAPPER_WRITER = JsonMapper.builder().build().writer(new DefaultPrettyPrinter()
            .withSeparators(Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER))
            .withObjectIndenter(new DefaultIndenter("  ", "\n"))
            .withArrayIndenter(new DefaultIndenter("  ", "\n")));

    private static String oracle(JsonNode node) throws Exception {
        return MAPPER_WRITER.writeValueAsString(node) + "\n";
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"format\": \"dlt-scenario\", \"version\": 1, \"load\": 100, \"link\": {\"S\": 0.01, \"C\": 1e-1}}",
        "{\"a\": [1, 2147483648, 9223372036854775808, -0.0, 1e400, NaN, -Infinity, true, false, null, \"x\\n\\t\\u0001\"]}",
        "{\"nested\": {\"deeper\": [[], {}, [{\"k\": [3]}]]}, \"empty\": \"\", \"é ≥ \\\"q\\\"\": \"Błażewicz\"}",
        "[1, 2.5, 0.30000000000000004, 1.0E-300, 4.9E-324, 1.7976931348623157E308]",
        "42",
        "\"text\""})
    void theSameTextAsTheMapperOnParsedTrees(String text) throws Exception {
        JsonNode tree = JsonTree.parse(text);
        assertThat(PrettyJson.write(tree)).isEqualTo(oracle(tree));
    }

    @Test
    void theSameTextOnNodesTheParserNeverMakes() throws Exception {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("float", 0.1f).put("big decimal", new BigDecimal("1E+3")).put("long", Long.MIN_VALUE)
                .put("big integer", new BigInteger("123456789012345678901234567890")).put("short", (short) 7)
                .putNull("null");
        o.putArray("empty");
        o.putObject("object").putArray("list").add(1).addObject();
        assertThat(PrettyJson.write(o)).isEqualTo(oracle(o));
    }

    @Test
    void theSameTextOnAScenarioAndAResult() throws Exception {
        JsonNode scenario = new ScenarioWriter().toTree(ResultWriterTest.SCENARIO);
        JsonNode result = new JsonResultWriter().toTree(ResultWriterTest.SCENARIO, ResultWriterTest.perProcessor());
        JsonNode layered = new JsonResultWriter().toTree(ResultWriterTest.layered());
        assertThat(PrettyJson.write(scenario)).isEqualTo(oracle(scenario));
        assertThat(PrettyJson.write(result)).isEqualTo(oracle(result));
        assertThat(PrettyJson.write(layered)).isEqualTo(oracle(layered));
    }
}
