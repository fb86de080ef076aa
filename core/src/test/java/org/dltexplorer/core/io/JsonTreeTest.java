package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The streaming tree gives the nodes the data-binding mapper it replaced gave (the mapper is the oracle here). */
class JsonTreeTest {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"format\": \"dlt-scenario\", \"version\": 1, \"load\": 100, \"link\": {\"S\": 0.01, \"C\": 1e-1}}",
        "{\"a\": [1, 2147483648, 9223372036854775808, -0.0, 1e400, NaN, -Infinity, true, false, null, \"x\\n\"]}",
        "{\"nested\": {\"deeper\": [[], {}, [{\"k\": [3]}]]}, \"empty\": \"\"}",
        "[1, 2.5]",
        "42",
        "  \n "})
    void theSameTreeAsTheMapper(String text) throws Exception {
        JsonNode ours = JsonTree.parse(text);
        JsonNode theirs = MAPPER.readTree(text);
        assertThat(ours).isEqualTo(theirs);
        assertThat(ours.toString()).isEqualTo(theirs.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"a\": 1} {", "{\"a\": 1, \"a\": 2}", "{\"a\": 1", "{\"a\": 01}", "{} ]"})
    void refusedWhereTheMapperRefused(String text) {
        assertThatThrownBy(() -> MAPPER.readTree(text)).isInstanceOf(JsonProcessingException.class);
        assertThatThrownBy(() -> JsonTree.parse(text)).isInstanceOf(JsonProcessingException.class);
    }
}
