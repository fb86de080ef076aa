package org.dltexplorer.core.model;

import java.util.Map;
import java.util.TreeMap;

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

    /**
     * The scenario with load 1 and the same schedule (loads divided by V); itself when V = 1. A product that leaves
     * the normal range is refused, naming the field: {@code R·V} rounded to 0 is no return at all (a loop with
     * {@code R = 4.9e-324} and {@code V = 0.0137} lost its returns in the round trip, fuzz seed 34), a buffer
     * {@code B/V} beyond 1.8e308 unlimited memory.
     */
    static Scenario normalised(Scenario s) {
        double v = s.load();
        if (v == 1.0) {
            return s;
        }
        Map<Integer, ProcessorParams> po = new TreeMap<>();
        s.processorOverrides().forEach((id, x) -> po.put(id, processor(x, v, "processors[id=" + id + "]")));
        Map<Integer, LinkParams> lo = new TreeMap<>();
        s.linkOverrides().forEach((id, x) -> lo.put(id, link(x, v, "links[id=" + id + "]")));
        return s.withLoad(1.0).withProcessorDefault(processor(s.processorDefault(), v, "processor"))
                .withProcessorOverrides(po)
                .withLinkDefault(link(s.linkDefault(), v, "link"))
                .withLinkOverrides(lo);
    }

    private static ProcessorParams processor(ProcessorParams x, double v, String path) {
        return x.withA(whole(x.A(), x.A() * v, path + ".A", "A·V"))
                .withB(x.limitedMemory() ? whole(x.B(), x.B() / v, path + ".B", "B/V") : x.B());
    }

    private static LinkParams link(LinkParams x, double v, String path) {
        return new LinkParams(x.S(), whole(x.C(), x.C() * v, path + ".C", "C·V"), whole(x.R(), x.R() * v, path + ".R",
                "R·V"));
    }

    /** {@code y}, the value {@code x} for the whole load, when it is still a normal, finite double (or both are 0). */
    private static double whole(double x, double y, String path, String symbol) {
        if (x != 0 && (y == 0 || NormalRange.below(y) || Double.isInfinite(y))) {
            throw new InvalidScenarioException(path, "is " + x + ", and " + symbol + " = " + y + " in w-z-T (load 1) is"
                    + " beyond the range of double precision (2.2e-308 to 1.8e308); keep the file in ACS");
        }
        return y;
    }
}
