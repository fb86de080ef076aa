package org.dltexplorer.app.feature.comparison;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.UnaryOperator;

import org.dltexplorer.core.analysis.RectangularLayers;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Collect;
import org.dltexplorer.core.model.KaryLoads;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Routing;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.linear.LoopSolver;

/**
 * Which comparisons make sense for a scenario's network kind, and how each variant changes the scenario: every kind
 * with its natural alternatives. Pure: no solving here. A variant that cannot apply to the scenario on screen says
 * why ({@link Variant#whyNotFor}), and its row shows the reason instead of a schedule.
 */
public final class Comparisons {

    public static final String CHAIN_ORIGINATOR = "Chain: originator at an end vs inside";
    public static final String LOOP_OPENED = "Loop: both ways (eq. (5)) vs opened loop";
    public static final String STAR_PORTS = "Star: simultaneous (all ports) vs one port";
    public static final String STAR_ORDER = "Star order: given vs heuristic vs optimal";
    public static final String STAR_INSTALLMENTS = "Star: single vs multi-installment (1, 2, 3, 4 messages per worker)";

    /** The most installments per worker the comparison offers. */
    static final int MOST_INSTALLMENTS = 4;
    public static final String BUS_ASSIGNMENT = "Bus: given vs optimal assignment";
    public static final String TREE_PORTS = "Tree: all ports vs one port";
    public static final String KARY_POLICIES = "K-ary tree policies: EDS, SOS, MOS";
    public static final String KARY_READINGS = "K-ary tree, paper vs ours: collecting after / while sending, paper's / optimised MOS loads";
    public static final String LAYERS = "Layers: NLF vs LLF vs rectangular layers";
    public static final String ROUTING = "Hypercube routing: store-and-forward vs circuit-switched";
    public static final String MEMORY = "Memory: unlimited vs saturated";

    /**
     * Largest K-ary tree whose optimised MOS loads are offered in a comparison: their LP takes seconds at 85
     * processors (L = 3, K = 4), about a minute at 121 (L = 4, K = 3) and longer beyond.
     */
    static final int KARY_OPTIMISED_MAX_PROCESSORS = 85;

    private Comparisons() {
    }

    /** The comparisons for {@code s}'s kind, most specific first; empty when there is none for that kind. */
    public static List<Comparison> applicableTo(Scenario s) {
        NetworkKind kind = s.network().kind();
        List<Comparison> out = new ArrayList<>();
        switch (kind) {
            case CHAIN -> out.add(chainOriginator((Chain) s.network()));
            case LOOP -> {
                // Błażewicz & Drozdowski (1997), §2.3: eq. (5) against every opening of the loop (eq. (4))
                LoopSolver loop = new LoopSolver();
                Function<Scenario, String> eq5 = sc -> sc.limitedMemory() || sc.returnsResults()
                        ? "eq. (5) has no memory limit or result return; the loop's solver with returns uses the best opening" : null;
                out.add(new Comparison(LOOP_OPENED, List.of(
                        new Variant("loop, both directions (eq. (5))", UnaryOperator.identity(), loop::solveMeeting, eq5),
                        new Variant("opened loop, best link left out (eq. (4))", UnaryOperator.identity(), loop::solveOpened, eq5))));
            }
            case STAR -> {
                // Błażewicz & Drozdowski (1997), §3: capacity function eq. (7) against the one-port eq. (10)
                Comparison ports = new Comparison(STAR_PORTS, List.of(
                        // both equations send each worker one message: a multi-installment scenario is compared single
                        new Variant("simultaneous, all ports (eq. (7))",
                                sc -> sc.withStrategy(sc.strategy().withPorts(Ports.ALL).withInstallments(null))),
                        new Variant("one port, in turn (eq. (10))",
                                sc -> sc.withStrategy(sc.strategy().withPorts(Ports.ONE).withInstallments(null)))));
                // one port: the order matters; with buffers these are LP1, IBS and MNP1 of Drozdowski & Wolniewicz (2003)
                Comparison orders = new Comparison(STAR_ORDER, List.of(
                        order("given order", ActivationOrder.GIVEN),
                        order("heuristic order", ActivationOrder.HEURISTIC),
                        order("optimal order", ActivationOrder.OPTIMAL)));
                // a memory star's question is its order (no all-port model with buffers)
                // and a multi-installment star's, how much its installments gain
                if (s.strategy().multiInstallment()) {
                    out.add(installments());
                }
                out.addAll(s.limitedMemory() ? List.of(orders, ports) : List.of(ports, orders));
                if (!s.strategy().multiInstallment()) {
                    out.add(installments());
                }
            }
            case BUS -> out.add(new Comparison(BUS_ASSIGNMENT, List.of(
                    // Błażewicz & Drozdowski (1997), §4; the search is decision 0006's
                    new Variant("given assignment", sc -> sc.withStrategy(sc.strategy().withOrder(ActivationOrder.GIVEN))),
                    new Variant("optimal assignment (searched)", sc -> sc.withStrategy(sc.strategy().withOrder(ActivationOrder.OPTIMAL))))));
            case TREE -> out.add(new Comparison(TREE_PORTS, List.of(
                    // Błażewicz & Drozdowski (1997), §3, eq. (6), against children served one after another
                    new Variant("all ports (eq. (6))", sc -> sc.withStrategy(sc.strategy().withPorts(Ports.ALL))),
                    new Variant("one port, children in turn", sc -> sc.withStrategy(sc.strategy().withPorts(Ports.ONE))))));
            case KARY_TREE -> {
                // Ko & Robertazzi (2003), §VI compares the three policies; EDS is the baseline of eqs. (91)-(92)
                out.add(new Comparison(KARY_POLICIES, List.of(
                        policy("EDS (equal division)", KaryPolicy.EQUAL),
                        policy("SOS (sequential optimal)", KaryPolicy.SEQUENTIAL),
                        policy("MOS (multi-installment)", KaryPolicy.MULTI_INSTALLMENT))));
                out.add(karyReadings(s));
            }
            case HYPERCUBE ->
                // Drozdowski (2009), eqs. (7.30)-(7.31) against (7.32)-(7.33)
                out.add(new Comparison(ROUTING, List.of(
                        new Variant("store-and-forward", sc -> sc.withStrategy(sc.strategy().withRouting(Routing.STORE_AND_FORWARD))),
                        new Variant("circuit-switched", sc -> sc.withStrategy(sc.strategy().withRouting(Routing.CIRCUIT_SWITCHED))))));
            case MESH, TORUS2D -> out.add(layers(kind == NetworkKind.TORUS2D));
            default -> {
            }
        }
        if (kind == NetworkKind.STAR || kind == NetworkKind.MESH || kind == NetworkKind.TORUS2D) {
            // the "inf" and "sat" lines of Drozdowski & Wolniewicz (2003), as MemoryTunnel draws them
            out.add(new Comparison(MEMORY, List.of(
                    new Variant("unlimited memory (B = V)", sc -> withBuffer(sc, sc.load())),
                    new Variant("saturated memory (B = V/n)", sc -> withBuffer(sc, sc.load() / computing(sc))))));
        }
        return out;
    }

    /**
     * Originator at an end (eqs. (1)–(3)) against inside (eq. (4)) of Błażewicz & Drozdowski (1997), §2.1–2.2: the
     * scenario's originator on its side, the middle processor standing in for the other.
     */
    private static Comparison chainOriginator(Chain c) {
        int n = c.processors();
        int o = c.originator();
        int end = o == n - 1 ? o : 0;
        int inside = o > 0 && o < n - 1 ? o : (n - 1) / 2;
        Variant atEnd = new Variant("originator at an end (P" + end + ")", sc -> sc.withNetwork(new Chain(n, end)));
        Variant in = new Variant("originator inside (P" + inside + ")", sc -> sc.withNetwork(new Chain(n, inside)))
                .unless(sc -> n < 3 ? "a chain of " + n + " has no processor inside" : null);
        return new Comparison(CHAIN_ORIGINATOR, List.of(atEnd, in));
    }

    /**
     * NLF against LLF (Drozdowski 2009, §7.2.3; with buffers the LPs of Drozdowski & Wolniewicz 2003, §3) and, on a
     * torus, the rectangular layers Błażewicz et al. (1999), Fig. 8 measure Peters–Syska scattering against.
     */
    private static Comparison layers(boolean torus) {
        Variant nlf = new Variant(torus ? "NLF (Peters–Syska scattering)" : "NLF (nearest layers first)",
                sc -> sc.withStrategy(sc.strategy().withLayers(LayerOrder.NLF)));
        // the torus solver schedules NLF only; LLF there is the LP, with a buffer of V that never binds
        Variant llf = new Variant("LLF (largest layers first)", sc -> {
            Scenario l = sc.withStrategy(sc.strategy().withLayers(LayerOrder.LLF));
            return torus && !l.limitedMemory() ? withBuffer(l, l.load()) : l;
        });
        Variant rings = new Variant("rectangular layers (rings)", UnaryOperator.identity(), (sc, m) -> RectangularLayers.schedule(sc),
                sc -> !torus ? "rectangular layers are built for 5^k × 5^k tori (Błażewicz et al. 1999, Fig. 8), not meshes"
                        : ((Torus2d) sc.network()).k() > RectangularLayers.MAX_TORUS_K
                                ? "rectangular layers are computed up to k = " + RectangularLayers.MAX_TORUS_K
                        : sc.limitedMemory() ? "rectangular layers ignore memory buffers B" : null);
        return new Comparison(LAYERS, List.of(nlf, llf, rings));
    }

    /**
     * One message per worker against up to {@link #MOST_INSTALLMENTS}, each with the searched (optimal) order of
     * messages; a message pays its startup, so the gain shrinks as startups grow.
     */
    private static Comparison installments() {
        List<Variant> variants = new ArrayList<>();
        for (int n = 1; n <= MOST_INSTALLMENTS; n++) {
            Integer k = n == 1 ? null : n;
            Variant v = new Variant(n == 1 ? "single installment" : "up to " + n + " installments",
                    sc -> sc.withStrategy(sc.strategy().withPorts(Ports.ONE).withOrder(ActivationOrder.OPTIMAL)
                            .withInstallments(k)));
            variants.add(n == 1 ? v : v.unless(sc -> sc.limitedMemory()
                    ? "multi-installment is not modelled with memory limits (B)"
                    : sc.returnsResults() ? "multi-installment is not modelled with results returned (R > 0)" : null));
        }
        return new Comparison(STAR_INSTALLMENTS, variants);
    }

    private static Variant order(String name, ActivationOrder o) {
        return new Variant(name, sc -> sc.withStrategy(sc.strategy().withPorts(Ports.ONE).withOrder(o)));
    }

    /** The two readings of when a node may collect reports, and MOS with the paper's or re-optimised loads. */
    private static Comparison karyReadings(Scenario s) {
        List<Variant> readings = new ArrayList<>(List.of(
                reading("SOS, collect after sends (the tables' reading)", KaryPolicy.SEQUENTIAL, Collect.AFTER_SENDS, null),
                reading("SOS, collect while sending (eq. (41))", KaryPolicy.SEQUENTIAL, Collect.WHILE_SENDING, null),
                reading("MOS, the paper's loads (eqs. (57)-(88))", KaryPolicy.MULTI_INSTALLMENT, Collect.AFTER_SENDS,
                        KaryLoads.CLOSED_FORM)));
        if (s.network().processorCount() <= KARY_OPTIMISED_MAX_PROCESSORS) {
            readings.add(reading("MOS, optimised loads", KaryPolicy.MULTI_INSTALLMENT, Collect.AFTER_SENDS,
                    KaryLoads.OPTIMISED));
        }
        return new Comparison(KARY_READINGS, readings);
    }

    private static Variant reading(String name, KaryPolicy p, Collect c, KaryLoads loads) {
        return new Variant(name, sc -> sc.withStrategy(sc.strategy().withSchedule(p).withCollect(c).withLoads(loads)));
    }

    private static Variant policy(String name, KaryPolicy p) {
        return new Variant(name, sc -> sc.withStrategy(sc.strategy().withSchedule(p)));
    }

    /** Processors that compute: all, less the originator when it only distributes. */
    static double computing(Scenario s) {
        return s.network().processorCount() - (s.strategy().originatorComputes() ? 0 : 1);
    }

    /** Every processor's buffer set to {@code b}, overrides included (their A stays). */
    static Scenario withBuffer(Scenario s, double b) {
        return ScenarioParameter.everyElement("B").apply(s, b).scenario();
    }

    /**
     * The scenario actually solved for {@code variant}: its own, or, when no solver takes it and its memory is
     * unlimited, the same with {@code B = V} — a buffer holding the whole load never binds, and the star's only
     * solver is the limited-memory one.
     */
    public static Scenario solvable(Scenario variant, Solvers solvers) {
        if (solvers.find(variant).isEmpty() && !variant.limitedMemory()) {
            Scenario bounded = withBuffer(variant, variant.load());
            if (solvers.find(bounded).isPresent()) {
                return bounded;
            }
        }
        return variant;
    }
}
