package org.dltexplorer.core.model;

/**
 * What a scenario asks of a solver beyond its network kind: one value per model choice the papers' solvers differ
 * on. A scenario's features are found once ({@link ScenarioFeatures#of}); each solver declares the features it
 * handles, and a scenario with a feature no solver of its kind declares is refused naming the feature's
 * {@linkplain #key() key}, never solved as if the key were absent.
 *
 * <p>Choices with two or more values each have a feature per value that some solver cannot handle (both port
 * models, every order rule), so that declaring "one port" does not silently accept "all ports".
 */
public enum Feature {

    /** A finite buffer {@code B} somewhere (Drozdowski &amp; Wolniewicz (2003)). */
    LIMITED_MEMORY("processor B", "limited memory"),
    /** {@code R > 0} on some link: results travel back to the originator. */
    RESULTS_RETURNED("link R", "results returned"),
    /** {@code S > 0} on some link: every message pays a startup. */
    COMMUNICATION_STARTUP("link S", "communication startups"),
    /** Processors with different {@code A}. */
    HETEROGENEOUS_PROCESSORS("processors", "processors of different speeds"),
    /** Links with different {@code S}, {@code C} or {@code R}. */
    HETEROGENEOUS_LINKS("links", "links of different speeds"),
    /** {@code originatorComputes: false}. */
    ORIGINATOR_IDLE("strategy.originatorComputes", "an originator that does not compute"),
    /** A chain whose originator has neighbours on both sides (Błażewicz &amp; Drozdowski (1997), §3). */
    ORIGINATOR_INSIDE("network.originator", "the originator inside the chain"),
    /** {@code ports: "one"} in effect. */
    ONE_PORT("strategy.ports", "one port"),
    /** {@code ports: "all"} in effect. */
    ALL_PORTS("strategy.ports", "all ports"),
    /** A star with {@code installments > 1}. */
    MULTI_INSTALLMENT("strategy.installments", "more than one installment"),
    /** {@code order: "given"} in effect. */
    ORDER_GIVEN("strategy.order", "order \"given\""),
    /** {@code order} as a list of ids. */
    ORDER_LISTED("strategy.order", "a listed order"),
    /** {@code order: "optimal"}. */
    ORDER_OPTIMAL("strategy.order", "order \"optimal\""),
    /** {@code order: "heuristic"}. */
    ORDER_HEURISTIC("strategy.order", "order \"heuristic\""),
    /** {@code layers: "llf"} (Drozdowski (2009), §7.2.3). */
    LAYERS_LLF("strategy.layers", "layers \"llf\""),
    /** {@code routing: "circuit-switched"} (Drozdowski (2009), eq. (7.32)). */
    CIRCUIT_SWITCHED("strategy.routing", "circuit-switched routing"),
    /** {@code schedule: "equal"} (Ko &amp; Robertazzi (2003), EDS). */
    SCHEDULE_EQUAL("strategy.schedule", "schedule \"equal\""),
    /** {@code schedule: "multi-installment"} (Ko &amp; Robertazzi (2003), MOS). */
    SCHEDULE_MULTI_INSTALLMENT("strategy.schedule", "schedule \"multi-installment\""),
    /** {@code collect: "while-sending"}. */
    COLLECT_WHILE_SENDING("strategy.collect", "collect \"while-sending\""),
    /** {@code loads: "optimised"}. */
    LOADS_OPTIMISED("strategy.loads", "loads \"optimised\""),

    // The keys of issue 28 (docs/scenario-format.md, "Beyond the papers"); ScenarioFeatures detects each once the
    // scenario carries its key, and until a solver declares it a scenario using it is refused.

    /** A processor with {@code release > 0}. */
    RELEASE_TIMES("processor release", "release times"),
    /** A processor with a computation startup {@code F > 0}. */
    COMPUTATION_STARTUP("processor F", "computation startups"),
    /** A processor with {@code cost > 0} or {@code fixedCost > 0}. */
    COST("processor cost", "processing costs"),
    /** {@code budget} in the strategy. */
    BUDGET("strategy.budget", "a budget"),
    /** {@code deadline} in the strategy. */
    DEADLINE("strategy.deadline", "a deadline"),
    /** {@code computeWhileReceiving: false}. */
    PAUSE_WHILE_RECEIVING("strategy.computeWhileReceiving", "workers that pause while receiving");

    private final String key;
    private final String phrase;

    Feature(String key, String phrase) {
        this.key = key;
        this.phrase = phrase;
    }

    /** The scenario key that gives the feature, as a user finds it in a file (e.g. {@code "processor B"}). */
    public String key() {
        return key;
    }

    /** The feature in words, to follow "a star with" (e.g. {@code "limited memory"}). */
    public String phrase() {
        return phrase;
    }

    /** Phrase and key, e.g. {@code limited memory (processor B)}. */
    public String named() {
        return phrase + " (" + key + ")";
    }
}
