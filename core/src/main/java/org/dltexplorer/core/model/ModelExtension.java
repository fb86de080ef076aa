package org.dltexplorer.core.model;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * The terms a scenario may add to the papers' models (scenario format, <em>Beyond the papers</em>), each with the key
 * that sets it. A solver that does not declare a term it is given must not be chosen: the key would be silently
 * ignored.
 */
public enum ModelExtension {

    /** {@code release}: a processor computes nothing before its release time. */
    RELEASE_TIMES("release"),
    /** {@code F}: computing {@code x > 0} units takes {@code F + A·x}. */
    COMPUTATION_STARTUP("F"),
    /** {@code cost} and {@code fixedCost}: the money a processor charges. */
    COST("cost"),
    /** {@code budget}: the most money the computation may cost. */
    BUDGET("budget"),
    /** {@code deadline}: the most load finished by a time. */
    DEADLINE("deadline"),
    /** {@code computeWhileReceiving: false}: a worker pauses while it receives. */
    PAUSE_WHILE_RECEIVING("computeWhileReceiving");

    private final String key;

    ModelExtension(String key) {
        this.key = key;
    }

    /** The scenario key that sets this term (for {@link #COST}, {@code cost}; {@code fixedCost} sets it too). */
    public String key() {
        return key;
    }

    /** The terms {@code s} uses: those of its processors, then of its strategy. */
    public static Set<ModelExtension> used(Scenario s) {
        Set<ModelExtension> used = EnumSet.noneOf(ModelExtension.class);
        if (any(s, ProcessorParams::release)) {
            used.add(RELEASE_TIMES);
        }
        if (any(s, ProcessorParams::F)) {
            used.add(COMPUTATION_STARTUP);
        }
        if (any(s, ProcessorParams::cost) || any(s, ProcessorParams::fixedCost)) {
            used.add(COST);
        }
        Strategy st = s.strategy();
        if (st.budget() != null) {
            used.add(BUDGET);
        }
        if (st.deadline() != null) {
            used.add(DEADLINE);
        }
        if (!st.computeWhileReceivingOrDefault()) {
            used.add(PAUSE_WHILE_RECEIVING);
        }
        return used;
    }

    /**
     * Where {@code s} sets this term, as the file would name it: {@code processor.release},
     * {@code processors[id=3].F}, {@code strategy.budget}.
     */
    public String pathIn(Scenario s) {
        return switch (this) {
            case BUDGET, DEADLINE, PAUSE_WHILE_RECEIVING -> "strategy." + key;
            case RELEASE_TIMES -> processorPath(s, ProcessorParams::release, key);
            case COMPUTATION_STARTUP -> processorPath(s, ProcessorParams::F, key);
            case COST -> any(s, ProcessorParams::cost) ? processorPath(s, ProcessorParams::cost, "cost")
                    : processorPath(s, ProcessorParams::fixedCost, "fixedCost");
        };
    }

    private static boolean any(Scenario s, ToDoubleFunction<ProcessorParams> term) {
        if (term.applyAsDouble(s.processorDefault()) != 0) {
            return true;
        }
        for (ProcessorParams p : s.processorOverrides().values()) {
            if (term.applyAsDouble(p) != 0) {
                return true;
            }
        }
        return false;
    }

    private static String processorPath(Scenario s, ToDoubleFunction<ProcessorParams> term, String key) {
        if (term.applyAsDouble(s.processorDefault()) != 0) {
            return "processor." + key;
        }
        for (Map.Entry<Integer, ProcessorParams> e : new java.util.TreeMap<>(s.processorOverrides()).entrySet()) {
            if (term.applyAsDouble(e.getValue()) != 0) {
                return "processors[id=" + e.getKey() + "]." + key;
            }
        }
        return "processor." + key;
    }
}
