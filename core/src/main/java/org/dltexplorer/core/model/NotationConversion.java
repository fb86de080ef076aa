package org.dltexplorer.core.model;

import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * The same scenario in another {@link Notation}: what {@code dlt convert} writes. Solving the result gives the same
 * makespan (up to rounding in the last bits).
 *
 * <p>{@code ACS} and {@code alpha-tau-sigma} share the canonical values, so converting between them changes only
 * the notation. {@code w-z-T} normalises the load to 1 (Błażewicz & Drozdowski (1997), §2.1: fractions are shares
 * of the whole), so a load {@code V ≠ 1} is expressed by scaling every per-unit time by {@code V} and every buffer
 * by {@code 1/V}: {@code A' = A·V}, {@code C' = C·V}, {@code R' = R·V}, {@code B' = B/V}, {@code S' = S},
 * {@code V' = 1}. Every message and every computation then lasts exactly as long as before (a share {@code α = x/V}
 * of the whole takes {@code S + C'·α = S + C·x}), so the schedule is the same with loads divided by {@code V}. The
 * standard processor and link of the task constants are the defaults: {@code Tcp = A·V} and {@code Tcm = C·V} of the
 * default processor and link (so their {@code w} and {@code z} are 1; {@code Tcm = V} when {@code C = 0}), and
 * {@code Tsol = R·V} of the default link.
 *
 * <p>Whether the target notation can express the scenario (results returned have no counterpart in
 * {@code alpha-tau-sigma}; in {@code w-z-T} every link's {@code R} must be {@code z·Tsol}) is checked when the
 * scenario is written, with the field named.
 */
public final class NotationConversion {

    /** The terms beyond the papers' models that only ACS writes (scenario format, <em>Beyond the papers</em>). */
    private static final java.util.Set<Feature> ACS_ONLY = java.util.EnumSet.of(Feature.RELEASE_TIMES,
            Feature.COMPUTATION_STARTUP, Feature.COST, Feature.BUDGET, Feature.DEADLINE);

    private NotationConversion() {
    }

    /** {@code s} in notation {@code target}; {@code s} itself when it is already in it. */
    public static Scenario convert(Scenario s, Notation target) {
        if (s.notation() == target) {
            return s;
        }
        if (target != Notation.ACS) {
            refuseExtensions(s, target);
        }
        if (target != Notation.W_Z_T) {
            return s.withNotation(target, NotationUnits.STANDARD);
        }
        Scenario unit = normalised(s);
        LinkParams link = unit.linkDefault();
        double tcm = link.C() > 0 ? link.C() : 1.0;
        double tsol = link.C() > 0 ? link.R() : 0.0;
        return unit.withNotation(Notation.W_Z_T, new NotationUnits(unit.processorDefault().A(), tcm, tsol));
    }

    /**
     * Release times, startups, costs, a budget and a deadline are written in ACS only (scenario format, <em>Beyond the
     * papers</em>): converting them elsewhere is refused, naming the first key, rather than dropping it.
     */
    private static void refuseExtensions(Scenario s, Notation target) {
        for (Feature f : ScenarioFeatures.of(s)) {
            if (ACS_ONLY.contains(f)) {
                throw new InvalidScenarioException(f.key(), "has no counterpart in the " + target.id()
                        + " notation; keep the file in ACS");
            }
        }
    }

    /** The scenario with load 1 and the same schedule (loads divided by V); itself when V = 1. */
    static Scenario normalised(Scenario s) {
        double v = s.load();
        if (v == 1.0) {
            return s;
        }
        UnaryOperator<ProcessorParams> p = x -> x.withA(x.A() * v).withB(x.limitedMemory() ? x.B() / v : x.B());
        UnaryOperator<LinkParams> l = x -> new LinkParams(x.S(), x.C() * v, x.R() * v);
        return s.withLoad(1.0).withProcessorDefault(p.apply(s.processorDefault()))
                .withProcessorOverrides(mapValues(s.processorOverrides(), p))
                .withLinkDefault(l.apply(s.linkDefault()))
                .withLinkOverrides(mapValues(s.linkOverrides(), l));
    }

    private static <T> Map<Integer, T> mapValues(Map<Integer, T> m, UnaryOperator<T> f) {
        Map<Integer, T> out = new TreeMap<>();
        m.forEach((id, x) -> out.put(id, f.apply(x)));
        return out;
    }
}
