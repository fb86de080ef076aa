package org.dltexplorer.app.feature.network;

import java.util.function.BiFunction;
import java.util.function.ToDoubleFunction;

import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.ProcessorParams;

/**
 * The processor keys beyond the papers' models that the per-node editor offers (scenario format, <em>Beyond the
 * papers</em>): each with the {@linkplain Feature feature} a solver must declare before the editor shows it, the
 * sentence of its tooltip, and how it is read from and put into a processor's parameters. Every term is a number ≥ 0.
 */
public enum ProcessorTerm {
    RELEASE("release", Feature.RELEASE_TIMES,
            "Release time: the processor computes nothing before this time; it may receive its load earlier, which then"
                    + " waits (Bharadwaj, Li & Radhakrishnan (1996)). 0 = free at once.",
            ProcessorParams::release, ProcessorParams::withRelease),
    F("F", Feature.COMPUTATION_STARTUP,
            "Computation startup: computing x > 0 units takes F + A·x; a processor given no load pays no F"
                    + " (Veeravalli, Li & Ko (2000)).",
            ProcessorParams::F, ProcessorParams::withF),
    COST("cost", Feature.COST,
            "Money per load unit this processor computes (the originator's own share included); a budget in the strategy"
                    + " limits the total (Sohn, Robertazzi & Luryi (1998)).",
            ProcessorParams::cost, ProcessorParams::withCost),
    FIXED_COST("fixedCost", Feature.COST,
            "Money charged once if this processor computes any load, however little.",
            ProcessorParams::fixedCost, ProcessorParams::withFixedCost);

    private final String key;
    private final Feature feature;
    private final String help;
    private final ToDoubleFunction<ProcessorParams> get;
    private final BiFunction<ProcessorParams, Double, ProcessorParams> with;

    ProcessorTerm(String key, Feature feature, String help, ToDoubleFunction<ProcessorParams> get,
            BiFunction<ProcessorParams, Double, ProcessorParams> with) {
        this.key = key;
        this.feature = feature;
        this.help = help;
        this.get = get;
        this.with = with;
    }

    /** The key as files and the editor name it. */
    public String key() {
        return key;
    }

    /** What a solver must declare for the editor to offer the term. */
    public Feature feature() {
        return feature;
    }

    /** The tooltip: the key in a sentence. */
    public String help() {
        return help;
    }

    public double of(ProcessorParams p) {
        return get.applyAsDouble(p);
    }

    public ProcessorParams in(ProcessorParams p, double value) {
        return with.apply(p, value);
    }
}
