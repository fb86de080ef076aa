package org.dltexplorer.core.io;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A JSON syntax error in our words: where it is (line, column and the field path of the value being read) and what
 * was expected there, without the parser's class or feature names.
 */
final class JsonSyntaxError {

    private static final Pattern UNEXPECTED = Pattern.compile("Unexpected character \\('(.+?)' \\(code \\d+\\)\\)");
    private static final Pattern UNRECOGNIZED = Pattern.compile("Unrecognized token '(.*?)'");
    private static final Pattern DUPLICATE = Pattern.compile("Duplicate field '(.*)'");
    private static final Pattern CLOSE_MARKER = Pattern.compile("Unexpected close marker '(.)': expected '(.)'");
    private static final String A_VALUE = "a value (a number, a string in double quotes, true, false, null, a list [ ] or an object { })";

    private JsonSyntaxError() {
    }

    /** The parser's error as a {@link ScenarioFormatException} with our wording, path and position. */
    static ScenarioFormatException of(JsonProcessingException e) {
        String original = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        JsonLocation at = e.getLocation();
        int line = at == null ? 0 : at.getLineNr();
        int column = at == null ? 0 : at.getColumnNr();
        // at the end of the text the parser's context is only the last key it read, not a place to look at
        String path = e.getProcessor() instanceof JsonParser p && !original.startsWith("Unexpected end-of-input")
                ? path(p.getParsingContext()) : "";
        // for a bad word and a repeated key the parser points just after it; point at its start
        Matcher word = UNRECOGNIZED.matcher(original);
        Matcher dup = DUPLICATE.matcher(original);
        if (word.find() && column > word.group(1).length()) {
            column -= word.group(1).length();
        } else if (dup.find() && column > dup.group(1).length() + 2) {
            column -= dup.group(1).length() + 2;
        }
        return new ScenarioFormatException(path, problem(original), Math.max(line, 0), Math.max(column, 0));
    }

    private static String problem(String m) {
        Matcher dup = DUPLICATE.matcher(m);
        if (dup.find()) {
            return "the key \"" + dup.group(1) + "\" appears twice in this object; keep one";
        }
        if (m.startsWith("Trailing token")) {
            return "expected the end of the file after the scenario's closing }, got more text";
        }
        Matcher close = CLOSE_MARKER.matcher(m);
        if (close.find()) {
            return "expected " + close.group(2) + " to close the " + (close.group(2).equals("}") ? "object" : "list")
                    + ", got " + close.group(1);
        }
        if (m.startsWith("Unexpected end-of-input")) {
            if (m.contains("close marker for Object")) {
                return "the file ends before the object is closed with }";
            }
            if (m.contains("close marker for Array")) {
                return "the file ends before the list is closed with ]";
            }
            return "the file ends in the middle of a value";
        }
        String got = got(m);
        if (m.contains("was expecting comma to separate Object entries")) {
            return "expected , or } after a value" + got;
        }
        if (m.contains("was expecting comma to separate Array entries")) {
            return "expected , or ] after a list element" + got;
        }
        if (m.contains("was expecting double-quote to start field name")) {
            return "expected a key in double quotes (or } after the last value, without a comma)" + got;
        }
        if (m.contains("was expecting a colon to separate field name and value")) {
            return "expected : after the key" + got;
        }
        if (m.contains("comment")) {
            return "comments are not allowed in a scenario file" + got;
        }
        if (m.contains("Illegal unquoted character")) {
            return "a line break or tab inside a string must be written as \\n or \\t";
        }
        if (m.contains("Leading zeroes")) {
            return "a number must not start with 0 (write 7, not 07)";
        }
        if (m.contains("Unrecognized character escape")) {
            return "unknown escape in a string (use \\\\, \\\", \\n, \\t or \\uXXXX)";
        }
        if (m.contains("Invalid numeric value") || m.contains("Unexpected character ('-'")) {
            return "expected a number";
        }
        if (m.contains("expected a valid value") || m.contains("was expecting (JSON String")) {
            return "expected " + A_VALUE + got;
        }
        return "this is not valid JSON" + got;
    }

    /** {@code , got X} with the character or token the parser found, when it says. */
    private static String got(String m) {
        Matcher u = UNEXPECTED.matcher(m);
        if (u.find()) {
            return ", got " + u.group(1);
        }
        Matcher t = UNRECOGNIZED.matcher(m);
        return t.find() ? ", got " + t.group(1) : "";
    }

    /** Our path ({@code links[3].C}) of the place the parser was reading. */
    static String path(JsonStreamContext context) {
        Deque<String> parts = new ArrayDeque<>();
        for (JsonStreamContext c = context; c != null && !c.inRoot(); c = c.getParent()) {
            if (c.inArray()) {
                parts.push("[" + Math.max(c.getCurrentIndex(), 0) + "]");
            } else if (c.getCurrentName() != null) {
                parts.push("." + c.getCurrentName());
            }
        }
        String p = String.join("", parts);
        return p.startsWith(".") ? p.substring(1) : p;
    }
}
