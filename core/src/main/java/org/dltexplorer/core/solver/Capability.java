package org.dltexplorer.core.solver;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;

/**
 * One case a solver handles: network kinds, the {@linkplain Feature features} it handles, those it needs, and the
 * largest network. A scenario is covered when its kind is listed, it has every required feature, every feature it
 * has is handled, and it is small enough. A solver declares its cases ({@link Solver#capabilities()}); several cases
 * when a feature is handled only without another (results returned with store-and-forward routing only).
 *
 * <p>Capabilities are values: {@code Capability.of(STAR).handling(ONE_PORT).requiring(LIMITED_MEMORY)}.
 *
 * @param kinds the network kinds
 * @param handled every feature a covered scenario may have (the required ones included)
 * @param required the features a covered scenario must have (the solver is for them, and another for the rest)
 * @param maxProcessors the largest network, in processors
 */
public record Capability(Set<NetworkKind> kinds, Set<Feature> handled, Set<Feature> required, long maxProcessors) {

    /**
     * What every solver handles unless it says otherwise ({@link #without}): processors and links that differ, message
     * startups {@code S > 0}, an originator that does not compute.
     */
    public static final Set<Feature> COMMON = Collections.unmodifiableSet(EnumSet.of(Feature.HETEROGENEOUS_PROCESSORS,
            Feature.HETEROGENEOUS_LINKS, Feature.COMMUNICATION_STARTUP, Feature.ORIGINATOR_IDLE));

    /** Every activation order rule. */
    public static final Set<Feature> ANY_ORDER = Collections.unmodifiableSet(EnumSet.of(Feature.ORDER_GIVEN,
            Feature.ORDER_LISTED, Feature.ORDER_OPTIMAL, Feature.ORDER_HEURISTIC));

    public Capability {
        kinds = Collections.unmodifiableSet(copy(kinds, NetworkKind.class));
        EnumSet<Feature> h = copy(handled, Feature.class);
        h.addAll(required);
        handled = Collections.unmodifiableSet(h);
        required = Collections.unmodifiableSet(copy(required, Feature.class));
        if (kinds.isEmpty() || maxProcessors < 1) {
            throw new IllegalArgumentException("a capability names a kind and allows at least one processor");
        }
    }

    /** Scenarios of {@code kind} (and {@code more}) with the {@link #COMMON} features, any size. */
    public static Capability of(NetworkKind kind, NetworkKind... more) {
        return new Capability(EnumSet.of(kind, more), COMMON, Set.of(), Long.MAX_VALUE);
    }

    /** This case, also handling {@code f}. */
    public Capability handling(Feature... f) {
        return handling(List.of(f));
    }

    /** This case, also handling every feature of {@code f}. */
    public Capability handling(Iterable<Feature> f) {
        EnumSet<Feature> h = EnumSet.copyOf(handled);
        f.forEach(h::add);
        return new Capability(kinds, h, required, maxProcessors);
    }

    /** This case, no longer handling {@code f}. */
    public Capability without(Feature... f) {
        EnumSet<Feature> h = EnumSet.copyOf(handled);
        List.of(f).forEach(h::remove);
        return new Capability(kinds, h, required, maxProcessors);
    }

    /** This case, only for scenarios that have {@code f}. */
    public Capability requiring(Feature... f) {
        EnumSet<Feature> r = copy(required, Feature.class);
        r.addAll(List.of(f));
        return new Capability(kinds, handled, r, maxProcessors);
    }

    /** This case, for networks of at most {@code n} processors. */
    public Capability upTo(long n) {
        return new Capability(kinds, handled, required, n);
    }

    /** Whether a scenario of {@code kind} with {@code processors} processors and {@code features} is covered. */
    public boolean covers(NetworkKind kind, long processors, Set<Feature> features) {
        return kinds.contains(kind) && processors <= maxProcessors && features.containsAll(required)
                && handled.containsAll(features);
    }

    /** Whether one of {@code cases} covers {@code scenario}, whose features are {@code features}. */
    public static boolean anyCovers(List<Capability> cases, Scenario scenario, Set<Feature> features) {
        NetworkKind kind = scenario.network().kind();
        long processors = scenario.network().processorCount();
        for (Capability c : cases) {
            if (c.covers(kind, processors, features)) {
                return true;
            }
        }
        return false;
    }

    /** The features of {@code features} this case does not handle. */
    public Set<Feature> unhandled(Set<Feature> features) {
        EnumSet<Feature> u = copy(features, Feature.class);
        u.removeAll(handled);
        return u;
    }

    private static <E extends Enum<E>> EnumSet<E> copy(Set<E> s, Class<E> type) {
        return s.isEmpty() ? EnumSet.noneOf(type) : EnumSet.copyOf(s);
    }
}
