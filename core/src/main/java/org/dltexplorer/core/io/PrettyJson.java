package org.dltexplorer.core.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Map;

/**
 * The one JSON layout of the files and results we write: two-space indent, {@code "key": value}, LF.
 *
 * <p>The tree is walked onto a streaming generator, each node written as it writes itself under a data-binding
 * {@code ObjectWriter} (every field, nulls and empty lists included: the mapper's defaults), without making an
 * {@code ObjectMapper}: that cost every {@code dlt solve --format json} (and every scenario digest) about 0.1 s of
 * CPU in class loading and set-up. The nodes cannot write themselves here: since Jackson 2.17 they ask the
 * mapper's serializer provider for its features.
 */
final class PrettyJson {

    private static final JsonFactory FACTORY = new JsonFactory();

    private static final DefaultPrettyPrinter LAYOUT = new DefaultPrettyPrinter()
            .withSeparators(Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER))
            .withObjectIndenter(new DefaultIndenter("  ", "\n"))
            .withArrayIndenter(new DefaultIndenter("  ", "\n"));

    private PrettyJson() {
    }

    /** The tree as text ending with a newline. */
    static String write(JsonNode node) {
        StringWriter text = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(text)) {
            // a fresh printer per document: it keeps the nesting depth
            g.setPrettyPrinter(LAYOUT.createInstance());
            value(g, node);
        } catch (IOException e) {
            throw new UncheckedIOException("writing a JSON tree to a string cannot fail", e);
        }
        return text.append('\n').toString();
    }

    private static void value(JsonGenerator g, JsonNode node) throws IOException {
        switch (node.getNodeType()) {
            case OBJECT -> {
                g.writeStartObject();
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
                    Map.Entry<String, JsonNode> field = it.next();
                    g.writeFieldName(field.getKey());
                    value(g, field.getValue());
                }
                g.writeEndObject();
            }
            case ARRAY -> {
                g.writeStartArray();
                for (JsonNode element : node) {
                    value(g, element);
                }
                g.writeEndArray();
            }
            case STRING -> g.writeString(node.textValue());
            case BOOLEAN -> g.writeBoolean(node.booleanValue());
            case NULL -> g.writeNull();
            case NUMBER -> number(g, node);
            default -> throw new IllegalArgumentException("no " + node.getNodeType() + " node is written to a file");
        }
    }

    /** A number as its node writes it: by its own type, so an int stays {@code 1} and a double {@code 1.0}. */
    private static void number(JsonGenerator g, JsonNode node) throws IOException {
        switch (node.numberType()) {
            case INT -> g.writeNumber(node.intValue());
            case LONG -> g.writeNumber(node.longValue());
            case BIG_INTEGER -> g.writeNumber(node.bigIntegerValue());
            case FLOAT -> g.writeNumber(node.floatValue());
            case DOUBLE -> g.writeNumber(node.doubleValue());
            case BIG_DECIMAL -> g.writeNumber(node.decimalValue());
            default -> throw new IllegalArgumentException("unknown number type " + node.numberType());
        }
    }
}
