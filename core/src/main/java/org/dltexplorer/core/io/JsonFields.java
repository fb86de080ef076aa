package org.dltexplorer.core.io;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.NormalRange;

/**
 * One JSON object of a scenario file seen with its path ({@code links[3]}): typed, checked access to its fields.
 * Every problem becomes an {@link InvalidScenarioException} naming the full field path and the value as written.
 */
final class JsonFields {

    /** Sign constraints on numbers, with the wording of the error messages. */
    enum Sign {
        POSITIVE("> 0"),
        NON_NEGATIVE("≥ 0"),
        ANY("a number");

        private final String text;

        Sign(String text) {
            this.text = text;
        }

        boolean accepts(double x) {
            return this == ANY || (this == POSITIVE ? x > 0 : x >= 0);
        }
    }

    /** The problem of a missing required key, when nothing else fills it in. */
    static final String REQUIRED = "is required";

    private final JsonNode node;
    private final String path;
    private final String missing;

    private JsonFields(JsonNode node, String path, String missing) {
        this.node = node;
        this.path = path;
        this.missing = missing;
    }

    /** The object at {@code path}; an error when {@code node} is not a JSON object. */
    static JsonFields of(JsonNode node, String path) {
        if (node == null || !node.isObject()) {
            throw new InvalidScenarioException(path, "must be an object, got " + shown(node));
        }
        return new JsonFields(node, path, REQUIRED);
    }

    /** The same object, saying {@code problem} of a required key that is absent (e.g. "missing, and no default"). */
    JsonFields whenMissing(String problem) {
        return new JsonFields(node, path, problem);
    }

    String path() {
        return path;
    }

    /** Path of field {@code key} of this object. */
    String path(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    static String element(String arrayPath, int index) {
        return arrayPath + "[" + index + "]";
    }

    boolean has(String key) {
        return node.has(key);
    }

    JsonNode get(String key) {
        return node.get(key);
    }

    /** Rejects every key not in {@code allowed}; {@code where} completes "unknown key" (e.g. " in a chain network"). */
    void allowOnly(Collection<String> allowed, String where) {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String key = names.next();
            if (!allowed.contains(key)) {
                throw new InvalidScenarioException(path(key), "unknown key" + where + " (allowed here: "
                        + String.join(", ", allowed) + ")");
            }
        }
    }

    JsonNode require(String key) {
        JsonNode v = node.get(key);
        if (v == null) {
            throw new InvalidScenarioException(path(key), missing);
        }
        return v;
    }

    double number(String key, Sign sign) {
        return number(require(key), path(key), sign);
    }

    double number(String key, Sign sign, double absent) {
        return has(key) ? number(key, sign) : absent;
    }

    static double number(JsonNode v, String path, Sign sign) {
        if (v == null || !v.isNumber()) {
            throw new InvalidScenarioException(path, "must be a number, got " + shown(v));
        }
        double x = v.doubleValue();
        if (!Double.isFinite(x)) {
            throw new InvalidScenarioException(path, "must be a finite number, got " + shown(v));
        }
        if (!sign.accepts(x)) {
            throw new InvalidScenarioException(path, "must be " + sign.text + ", got " + shown(v));
        }
        // a parameter (signed numbers are only the editor's positions): 0 or a normal double
        if (sign != Sign.ANY && NormalRange.below(x)) {
            throw new InvalidScenarioException(path, NormalRange.problem(shown(v)));
        }
        return x;
    }

    int integer(String key) {
        return integer(require(key), path(key));
    }

    int integer(String key, int absent) {
        return has(key) ? integer(key) : absent;
    }

    static int integer(JsonNode v, String path) {
        if (v == null || !v.isIntegralNumber()) {
            throw new InvalidScenarioException(path, "must be an integer, got " + shown(v));
        }
        if (!v.canConvertToInt()) {
            throw new InvalidScenarioException(path, "is out of range, got " + shown(v));
        }
        return v.intValue();
    }

    String text(String key) {
        JsonNode v = require(key);
        if (!v.isTextual()) {
            throw new InvalidScenarioException(path(key), "must be a string, got " + shown(v));
        }
        return v.textValue();
    }

    String text(String key, String absent) {
        return has(key) ? text(key) : absent;
    }

    boolean bool(String key) {
        JsonNode v = require(key);
        if (!v.isBoolean()) {
            throw new InvalidScenarioException(path(key), "must be true or false, got " + shown(v));
        }
        return v.booleanValue();
    }

    JsonNode array(String key) {
        JsonNode v = require(key);
        return array(v, path(key));
    }

    static JsonNode array(JsonNode v, String path) {
        if (!v.isArray()) {
            throw new InvalidScenarioException(path, "must be a list, got " + shown(v));
        }
        return v;
    }

    JsonFields object(String key) {
        return of(require(key), path(key));
    }

    /** A list of integers, e.g. {@code parent} or one bus. */
    static List<Integer> integers(JsonNode v, String path) {
        array(v, path);
        List<Integer> list = new ArrayList<>(v.size());
        for (int i = 0; i < v.size(); i++) {
            list.add(integer(v.get(i), element(path, i)));
        }
        return list;
    }

    /** The value as written in the file, for messages; long values are cut. */
    static String shown(JsonNode v) {
        if (v == null || v.isMissingNode()) {
            return "nothing";
        }
        if (v.isNumber() && !Double.isFinite(v.doubleValue())) {
            return String.valueOf(v.doubleValue()); // Jackson would quote NaN and Infinity
        }
        String s = v.toString();
        return s.length() > 60 ? s.substring(0, 57) + "..." : s;
    }
}
