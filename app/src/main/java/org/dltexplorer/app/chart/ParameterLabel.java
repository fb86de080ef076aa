package org.dltexplorer.app.chart;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The axis label of a parameter a map varies, by its name ({@code dlt map --x NAME}): the quantity, its symbol and its
 * unit in brackets, as every other axis reads ({@code startup S [time units]}), with a short form for an axis too short
 * for it on one line ({@code S [time units]}). The times and buffers are those of the ACS notation every scenario is
 * held in (docs/scenario-format.md): {@code A}, {@code C}, {@code R} are times per unit of load (time/load unit), {@code S} a time,
 * {@code B} and {@code V} amounts of load. A name it does not know is its own label.
 */
public final class ParameterLabel {

    /** Time per unit of load, as the window writes s/unit: short enough that a label breaks before its bracket. */
    private static final String PER_UNIT = "time/load unit";

    /** Quantity and unit of each default-block name: {name: {quantity, unit}}. */
    private static final Map<String, String[]> FIELDS = Map.of(
            "A", new String[] {"compute time", PER_UNIT},
            "C", new String[] {"transfer rate", PER_UNIT},
            "R", new String[] {"result return", PER_UNIT},
            "S", new String[] {"startup", "time units"},
            "B", new String[] {"memory buffer", "load units"});
    /** Sizes and strategy numbers whose label says more than their name. */
    private static final Map<String, String> OTHERS = Map.of(
            "processors", CurveSweeps.PROCESSORS_LABEL,
            "workers", "workers m",
            "deadline", "deadline [time units]");
    /** An element's name: {@code A[3]}, {@code C[2]}. */
    private static final Pattern ELEMENT = Pattern.compile("([A-Z])\\[(\\d+)\\]");

    private ParameterLabel() {
    }

    /** The label of parameter {@code name}: {@code startup S [time units]}, {@code compute time A[3] [time/load unit]}. */
    public static String of(String name) {
        if (name.equals("V")) {
            return CurveSweeps.LOAD_LABEL;
        }
        String[] field = field(name);
        if (field != null) {
            return field[0] + " " + name + " [" + field[1] + "]";
        }
        return OTHERS.getOrDefault(name, name);
    }

    /** Its short form: the symbol and a short unit ({@code A [time/load unit]}); a name without a unit is its own. */
    public static String shortOf(String name) {
        if (name.equals("V")) {
            return "V [load units]";
        }
        String[] field = field(name);
        return field != null ? name + " [" + field[1] + "]" : OTHERS.getOrDefault(name, name);
    }

    private static String[] field(String name) {
        Matcher element = ELEMENT.matcher(name);
        return FIELDS.get(element.matches() ? element.group(1) : name);
    }
}
