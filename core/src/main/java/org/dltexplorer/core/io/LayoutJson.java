package org.dltexplorer.core.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.dltexplorer.core.io.JsonFields.Sign;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Layout;
import org.dltexplorer.core.model.Network;

/** The {@code layout} object: {@code { "positions": [ { "id": 0, "x": 120.0, "y": 80.0 }, … ] }}, read and written. */
final class LayoutJson {

    static final String PATH = "layout";
    static final String POSITIONS = "positions";
    private static final List<String> POSITION_KEYS = List.of("id", "x", "y");

    private LayoutJson() {
    }

    /** The layout at {@code node}: finite coordinates, each id a processor of {@code network}, at most once. */
    static Layout read(JsonNode node, Network network) {
        JsonFields layout = JsonFields.of(node, PATH);
        layout.allowOnly(List.of(POSITIONS), "");
        if (!layout.has(POSITIONS)) {
            return Layout.NONE;
        }
        JsonNode list = layout.array(POSITIONS);
        String listPath = layout.path(POSITIONS);
        Map<Integer, Layout.Position> positions = new TreeMap<>();
        Map<Integer, Integer> firstAt = new HashMap<>();
        for (int i = 0; i < list.size(); i++) {
            JsonFields p = JsonFields.of(list.get(i), JsonFields.element(listPath, i));
            p.allowOnly(POSITION_KEYS, "");
            int id = p.integer("id");
            if (id < 0 || id >= network.processorCount()) {
                throw new InvalidScenarioException(p.path("id"), "no processor with id " + id + " in this "
                        + network.kind().id() + " network, got " + id);
            }
            Integer previous = firstAt.putIfAbsent(id, i);
            if (previous != null) {
                throw new InvalidScenarioException(p.path("id"), "processor " + id + " already has a position at "
                        + JsonFields.element(listPath, previous));
            }
            positions.put(id, new Layout.Position(p.number("x", Sign.ANY), p.number("y", Sign.ANY)));
        }
        return new Layout(positions);
    }

    /** The layout as written in files, by increasing id; {@code null} for {@link Layout#NONE}. */
    static ObjectNode write(Layout layout) {
        if (layout.isEmpty()) {
            return null;
        }
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        ArrayNode list = out.putArray(POSITIONS);
        layout.positions().forEach((id, p) -> list.addObject().put("id", id).put("x", p.x()).put("y", p.y()));
        return out;
    }
}
