package org.dltexplorer.core.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Scenario;

/**
 * A parameter of a scenario, by the name the command line and the window use ({@code dlt sweep --param NAME},
 * {@code dlt map --x NAME}): the one way a sweep, a map, a curve chart or a slider changes a scenario.
 *
 * <p>Changing one parameter changes nothing else: a default ({@code A}, {@code C}, …) applies to every processor or link
 * without its own value and listed overrides keep theirs; a chain whose originator is inside keeps it at the same
 * relative position (rounded down, and the change's note says where it moved); overrides that still name an element
 * and the strategy stay. Applying a scenario's own value gives back an equal scenario, so a point at the scenario's own
 * value is exactly what {@code solve} answers.
 *
 * <p>Names: the default-block names {@code V A B S C R}; element names {@code A[3]}, {@code B[3]} (processor 3),
 * {@code S[2]}, {@code C[2]}, {@code R[2]} (link 2); the size names of {@link SizeParameter}; the strategy numbers of
 * {@link StrategyNumber}. Names are matched without regard to case and reported in their canonical spelling.
 *
 * <p>Errors are {@link InvalidScenarioException}s whose path is the parameter's name, so their message reads as one
 * line: {@code A[99]: no processor 99 in this star of 5 workers}.
 */
public sealed interface ScenarioParameter permits LoadParameter, DefaultValue, ElementValue, EveryElementValue, SizeParameter,
        StrategyNumber {

    /** The canonical name: {@code V}, {@code A[3]}, {@code processors}, {@code installments}. */
    String name();

    /** Whether the parameter takes whole numbers only (sizes, installments); callers round before {@link #apply}. */
    boolean integer();

    /**
     * Why this parameter cannot be changed in {@code s}, as an exception to throw; nothing when it can. The message
     * names the parameter and, where there is one, what to change instead.
     */
    void check(Scenario s);

    /** The value {@code s} has now ({@link #check} first: throws when the parameter does not apply). */
    double current(Scenario s);

    /**
     * {@code s} with this parameter set to {@code value}, and a note when something else had to move.
     *
     * @throws InvalidScenarioException when the parameter does not apply to {@code s} or {@code value} is not valid
     *         for it (the message names the parameter: {@code processors: must be >= 1, got 0})
     */
    ParameterChange apply(Scenario s, double value);

    /** Whether {@link #check} accepts {@code s}. */
    default boolean appliesTo(Scenario s) {
        try {
            check(s);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** {@code V}, the load. */
    ScenarioParameter LOAD = new LoadParameter();

    /**
     * The parameter that sets how many processors {@code network} has ({@code processors} of a chain, {@code levels}
     * of a K-ary tree, …); empty for kinds whose size is their list of processors (bus, tree, graph).
     */
    static java.util.Optional<ScenarioParameter> sizeOf(org.dltexplorer.core.model.Network network) {
        return SizeRule.ALL.stream().filter(r -> r.kind().isInstance(network)).findFirst()
                .map(r -> new SizeParameter(r.name()));
    }

    /**
     * {@code field} ({@code B}, …) set for every processor or link, its default and every override alike: not a
     * parameter of its own in the file, but what the memory tunnel's curves vary (every buffer {@code B = V/m}).
     *
     * @throws IllegalArgumentException for a name other than {@code A B S C R}
     */
    static ScenarioParameter everyElement(String field) {
        ElementField<?> f = ElementField.byName(field);
        if (f == null) {
            throw new IllegalArgumentException("unknown element field '" + field + "' (one of A, B, S, C, R)");
        }
        return new EveryElementValue<>(f);
    }

    /** The element names' pattern: a field letter and a processor or link id. */
    Pattern ELEMENT = Pattern.compile("([A-Za-z])\\[(\\d{1,9})]");

    /**
     * The parameter named {@code name}.
     *
     * @throws IllegalArgumentException for an unknown name, with a message listing the names
     */
    static ScenarioParameter parse(String name) {
        String n = name == null ? "" : name.strip();
        if (n.equalsIgnoreCase(LoadParameter.NAME)) {
            return LOAD;
        }
        Matcher m = ELEMENT.matcher(n);
        if (m.matches()) {
            ElementField<?> f = ElementField.byName(m.group(1).toUpperCase(Locale.ROOT));
            if (f != null) {
                return new ElementValue<>(f, Integer.parseInt(m.group(2)));
            }
        } else {
            ElementField<?> f = ElementField.byName(n.toUpperCase(Locale.ROOT));
            if (f != null) {
                return new DefaultValue<>(f);
            }
        }
        for (String size : SizeParameter.names()) {
            if (size.equalsIgnoreCase(n)) {
                return new SizeParameter(size);
            }
        }
        for (StrategyNumber s : StrategyNumber.ALL) {
            if (s.name().equalsIgnoreCase(n)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown parameter '" + name + "' (one of " + String.join(", ", names()) + ")");
    }

    /**
     * Every parameter that applies to {@code s}, in the order of {@link #names}: the load, the defaults that reach an
     * element, the network's size, the strategy numbers of its kind, then (for networks that list their processors)
     * each processor's and each link's own numbers, {@code A[0]}, {@code A[1]}, …, {@code C[1]}, ….
     */
    static List<ScenarioParameter> applicableTo(Scenario s) {
        List<ScenarioParameter> all = new ArrayList<>();
        all.add(LOAD);
        ElementField.ALL.forEach(f -> all.add(new DefaultValue<>(f)));
        SizeParameter.names().forEach(n -> all.add(new SizeParameter(n)));
        all.addAll(StrategyNumber.ALL);
        if (s.network().explicit()) {
            for (ElementField<?> f : ElementField.ALL) {
                f.elements().ids(s.network()).forEach(id -> all.add(new ElementValue<>(f, id)));
            }
        }
        return all.stream().filter(p -> p.appliesTo(s)).toList();
    }

    /** Every name {@link #parse} accepts, element names as {@code A[i]} (for help texts and error messages). */
    static List<String> names() {
        List<String> all = new ArrayList<>();
        all.add(LoadParameter.NAME);
        ElementField.ALL.forEach(f -> all.add(f.name()));
        ElementField.ALL.forEach(f -> all.add(f.name() + "[" + (f.elements() == Elements.PROCESSORS ? "i" : "j") + "]"));
        all.addAll(SizeParameter.names());
        StrategyNumber.ALL.forEach(s -> all.add(s.name()));
        return all;
    }
}
