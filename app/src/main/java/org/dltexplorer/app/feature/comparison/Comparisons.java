package org.dltexplorer.app.feature.comparison;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

import org.dltexplorer.core.analysis.RectangularLayers;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Routing;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.solver.Solvers;

/**
 * Which comparisons make sense for a scenario's network kind, and how each variant changes the scenario. Pure: no
 * solving here.
 */
public final class Comparisons {

    public static final String KARY_POLICIES = "K-ary tree policies: EDS, SOS, MOS";
    public static final String LAYER_ORDER = "Layer order: NLF vs LLF";
    public static final String ROUTING = "Hypercube routing: store-and-forward vs circuit-switched";
    public static final String STAR_ORDER = "Star order: given vs optimal";
    public static final String MEMORY = "Memory: unlimited vs saturated";
    public static final String SCATTERING = "Torus scattering: rectangular layers vs Peters–Syska";

    private Comparisons() {
    }

    /** The comparisons for {@code s}'s kind, most specific first; empty when there is none for that kind. */
    public static List<Comparison> applicableTo(Scenario s) {
        NetworkKind kind = s.network().kind();
        List<Comparison> out = new ArrayList<>();
        if (kind == NetworkKind.KARY_TREE) {
            // Ko & Robertazzi (2003), §VI compares the three policies; EDS is the baseline of eqs. (91)-(92)
            out.add(new Comparison(KARY_POLICIES, List.of(
                    policy("EDS (equal division)", KaryPolicy.EQUAL),
                    policy("SOS (sequential optimal)", KaryPolicy.SEQUENTIAL),
                    policy("MOS (multi-installment)", KaryPolicy.MULTI_INSTALLMENT))));
        }
        // only the mesh solver schedules LLF; the torus and hypercube solvers answer NLF whatever the strategy says,
        // so offering the choice there would show two equal rows
        if (kind == NetworkKind.MESH) {
            out.add(new Comparison(LAYER_ORDER, List.of(
                    new Variant("NLF (nearest layers first)", sc -> sc.withStrategy(sc.strategy().withLayers(LayerOrder.NLF))),
                    new Variant("LLF (largest layers first)", sc -> sc.withStrategy(sc.strategy().withLayers(LayerOrder.LLF))))));
        }
        if (kind == NetworkKind.HYPERCUBE) {
            // Drozdowski (2009), eqs. (7.30)-(7.31) against (7.32)-(7.33)
            out.add(new Comparison(ROUTING, List.of(
                    new Variant("store-and-forward", sc -> sc.withStrategy(sc.strategy().withRouting(Routing.STORE_AND_FORWARD))),
                    new Variant("circuit-switched", sc -> sc.withStrategy(sc.strategy().withRouting(Routing.CIRCUIT_SWITCHED))))));
        }
        if (kind == NetworkKind.STAR) {
            out.add(new Comparison(STAR_ORDER, List.of(
                    new Variant("given order", sc -> sc.withStrategy(sc.strategy().withOrder(ActivationOrder.GIVEN))),
                    new Variant("optimal order", sc -> sc.withStrategy(sc.strategy().withOrder(ActivationOrder.OPTIMAL))))));
        }
        if (kind == NetworkKind.TORUS2D && !s.limitedMemory()
                && ((Torus2d) s.network()).k() <= RectangularLayers.MAX_TORUS_K) {
            // Błażewicz et al. (1999), Fig. 8: the older nearest-first rings are the baseline Peters–Syska is measured against
            out.add(new Comparison(SCATTERING, List.of(
                    new Variant("rectangular layers (rings)", UnaryOperator.identity(), RectangularLayers::schedule),
                    new Variant("Peters–Syska scattering", UnaryOperator.identity()))));
        }
        if (kind == NetworkKind.STAR || kind == NetworkKind.MESH || kind == NetworkKind.TORUS2D) {
            // the "inf" and "sat" lines of Drozdowski & Wolniewicz (2003), as MemoryTunnel draws them
            out.add(new Comparison(MEMORY, List.of(
                    new Variant("unlimited memory (B = V)", sc -> withBuffer(sc, sc.load())),
                    new Variant("saturated memory (B = V/n)", sc -> withBuffer(sc, sc.load() / computing(sc))))));
        }
        return out;
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
        Map<Integer, ProcessorParams> overrides = new LinkedHashMap<>();
        s.processorOverrides().forEach((id, p) -> overrides.put(id, p.withB(b)));
        return s.withProcessorDefault(s.processorDefault().withB(b)).withProcessorOverrides(overrides);
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
