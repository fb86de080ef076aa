package org.dltexplorer.core.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds where a field path ({@code links[3].C}) is in a JSON text, so an error found in the parsed tree can point at
 * the line and column. A path that is not in the text (a missing key) is placed at the nearest enclosing value
 * that is.
 */
final class JsonLocator {

    private static final JsonFactory FACTORY = JsonFactory.builder().enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();

    private JsonLocator() {
    }

    /** Line and column (1-based) of the value at {@code path} or its nearest enclosing one; null when none. */
    static int[] find(String text, String path) {
        List<String> wanted = enclosing(path);
        Map<String, JsonLocation> found = new HashMap<>();
        try (JsonParser p = FACTORY.createParser(text)) {
            if (p.nextToken() != null) {
                walk(p, "", wanted, found);
            }
        } catch (IOException e) {
            // the text was parsed once already; a failure here only means no position
        }
        for (String w : wanted) {
            JsonLocation at = found.get(w);
            if (at != null) {
                return new int[] {at.getLineNr(), at.getColumnNr()};
            }
        }
        return null;
    }

    /** {@code a.b[3].c}, {@code a.b[3]}, {@code a.b}, {@code a}, {@code ""}: the path and its ancestors. */
    static List<String> enclosing(String path) {
        List<String> list = new ArrayList<>();
        String p = path;
        while (!p.isEmpty()) {
            list.add(p);
            int cut = Math.max(p.lastIndexOf('.'), p.lastIndexOf('['));
            p = cut < 0 ? "" : p.substring(0, cut);
        }
        list.add("");
        return list;
    }

    /** Visits the value at the current token, recording the positions of the wanted paths. */
    private static void walk(JsonParser p, String path, List<String> wanted, Map<String, JsonLocation> found)
            throws IOException {
        if (wanted.contains(path)) {
            found.put(path, p.currentTokenLocation());
        }
        JsonToken t = p.currentToken();
        if (t == JsonToken.START_OBJECT) {
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String child = path.isEmpty() ? p.currentName() : path + "." + p.currentName();
                p.nextToken();
                if (wanted.stream().anyMatch(w -> w.equals(child) || w.startsWith(child + ".") || w.startsWith(child + "["))) {
                    walk(p, child, wanted, found);
                } else {
                    p.skipChildren();
                }
            }
        } else if (t == JsonToken.START_ARRAY) {
            int i = 0;
            while (p.nextToken() != JsonToken.END_ARRAY) {
                String child = path + "[" + i++ + "]";
                if (wanted.stream().anyMatch(w -> w.equals(child) || w.startsWith(child + ".") || w.startsWith(child + "["))) {
                    walk(p, child, wanted, found);
                } else {
                    p.skipChildren();
                }
            }
        }
    }
}
