package org.dltexplorer.core.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;

/**
 * The JSON tree of a scenario text, built from the streaming parser: the nodes {@code ObjectMapper.readTree} makes
 * (an int, long or big integer node by size, a double node for every other number, NaN and ±Infinity included so the
 * field check can name them), without the data-binding machinery. Making an {@code ObjectMapper} cost every command
 * about 0.2 s of CPU before its first line of work ({@code dlt --version} included, since each command holds a
 * reader), most of a {@code dlt solve} of a closed-form scenario.
 *
 * <p>Syntax errors are the parser's own exceptions, located where it stopped, as {@link JsonSyntaxError} words them;
 * text after the first value is refused as the mapper's {@code FAIL_ON_TRAILING_TOKENS} refused it, at that token.
 */
final class JsonTree {

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonTree() {
    }

    /** The tree of {@code text}; a {@link MissingNode} when the text holds no value (empty or only blanks). */
    static JsonNode parse(String text) throws JsonProcessingException {
        try (JsonParser p = FACTORY.createParser(text)) {
            JsonToken first = p.nextToken();
            if (first == null) {
                return MissingNode.getInstance();
            }
            JsonNode root = value(p, first);
            JsonToken after = p.nextToken();
            if (after != null) {
                throw new JsonParseException(p, "Trailing token (of type " + after + ") found after value",
                        p.currentTokenLocation());
            }
            return root;
        } catch (JsonProcessingException e) {
            throw e;
        } catch (IOException e) {
            // a String source never fails to read
            throw new IllegalStateException(e);
        }
    }

    /** The value starting at {@code t}, the parser's current token; the parser ends on its last token. */
    private static JsonNode value(JsonParser p, JsonToken t) throws IOException {
        switch (t) {
            case START_OBJECT:
                ObjectNode o = NODES.objectNode();
                for (JsonToken k = p.nextToken(); k != JsonToken.END_OBJECT; k = p.nextToken()) {
                    String name = p.currentName();
                    o.set(name, value(p, p.nextToken()));
                }
                return o;
            case START_ARRAY:
                ArrayNode a = NODES.arrayNode();
                for (JsonToken e = p.nextToken(); e != JsonToken.END_ARRAY; e = p.nextToken()) {
                    a.add(value(p, e));
                }
                return a;
            case VALUE_STRING:
                return NODES.textNode(p.getText());
            case VALUE_NUMBER_INT:
                return switch (p.getNumberType()) {
                    case INT -> NODES.numberNode(p.getIntValue());
                    case LONG -> NODES.numberNode(p.getLongValue());
                    default -> NODES.numberNode(p.getBigIntegerValue());
                };
            case VALUE_NUMBER_FLOAT:
                return NODES.numberNode(p.getDoubleValue());
            case VALUE_TRUE:
                return NODES.booleanNode(true);
            case VALUE_FALSE:
                return NODES.booleanNode(false);
            case VALUE_NULL:
                return NODES.nullNode();
            default:
                // a streaming text parser gives no other value token
                throw new JsonParseException(p, "Unexpected token " + t, p.currentTokenLocation());
        }
    }
}
