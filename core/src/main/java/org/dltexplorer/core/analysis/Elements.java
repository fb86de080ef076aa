package org.dltexplorer.core.analysis;

import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;

/**
 * The processors or the links of a scenario seen the same way: a default block, overrides by id, and the ids the
 * network has. Lets {@link DefaultValue} and {@link ElementValue} treat {@code A} and {@code C} alike.
 *
 * @param <P> {@link ProcessorParams} or {@link LinkParams}
 */
final class Elements<P> {

    static final Elements<ProcessorParams> PROCESSORS = new Elements<>("processor", Scenario::processorDefault,
            Scenario::processorOverrides, Scenario::withProcessorDefault, Scenario::withProcessorOverrides,
            n -> IntStream.range(0, (int) Math.min(Integer.MAX_VALUE, n.processorCount())));

    static final Elements<LinkParams> LINKS = new Elements<>("link", Scenario::linkDefault, Scenario::linkOverrides,
            Scenario::withLinkDefault, Scenario::withLinkOverrides, Network::linkIds);

    private final String noun;
    private final Function<Scenario, P> defaults;
    private final Function<Scenario, Map<Integer, P>> overrides;
    private final BiFunction<Scenario, P, Scenario> withDefault;
    private final BiFunction<Scenario, Map<Integer, P>, Scenario> withOverrides;
    private final Function<Network, IntStream> ids;

    private Elements(String noun, Function<Scenario, P> defaults, Function<Scenario, Map<Integer, P>> overrides,
            BiFunction<Scenario, P, Scenario> withDefault, BiFunction<Scenario, Map<Integer, P>, Scenario> withOverrides,
            Function<Network, IntStream> ids) {
        this.noun = noun;
        this.defaults = defaults;
        this.overrides = overrides;
        this.withDefault = withDefault;
        this.withOverrides = withOverrides;
        this.ids = ids;
    }

    /** "processor" or "link". */
    String noun() {
        return noun;
    }

    P defaults(Scenario s) {
        return defaults.apply(s);
    }

    Map<Integer, P> overrides(Scenario s) {
        return overrides.apply(s);
    }

    Scenario withDefault(Scenario s, P p) {
        return withDefault.apply(s, p);
    }

    Scenario withOverrides(Scenario s, Map<Integer, P> o) {
        return withOverrides.apply(s, o);
    }

    /** The parameters of element {@code id}: its override, else the default. */
    P of(Scenario s, int id) {
        P p = overrides(s).get(id);
        return p == null ? defaults(s) : p;
    }

    /** The ids of the elements {@code n} has. */
    IntStream ids(Network n) {
        return ids.apply(n);
    }

    /** Whether element {@code id} exists in {@code n}. */
    boolean has(Network n, int id) {
        return this == PROCESSORS ? id >= 0 && id < n.processorCount() : n.hasLink(id);
    }

    /**
     * Whether every element of {@code s} has its own value, so that the default block reaches none. Overrides name only
     * existing elements (the scenario checks), so counting them is enough; the network's ids are counted only then.
     */
    boolean allOverridden(Scenario s) {
        int n = overrides(s).size();
        return n > 0 && n == ids.apply(s.network()).count();
    }

    /** The first and last id, as {@code first…last} after {@code field} ({@code A[0]…A[10]}). */
    String range(Network n, String field) {
        var stats = ids.apply(n).summaryStatistics();
        return field + "[" + stats.getMin() + "]…" + field + "[" + stats.getMax() + "]";
    }

    /** {@code this star of 5 workers}, {@code this chain of 11 processors}: the network in an error message. */
    static String describe(Network n) {
        return "this " + n.kind().id() + " of " + (n instanceof Star s ? plural(s.workers(), "worker") : plural(n.processorCount(), "processor"));
    }

    private static String plural(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
