package org.dltexplorer.core.solver.karytree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.invariance.OracleComparison;
import org.dltexplorer.core.model.Collect;
import org.dltexplorer.core.model.KaryLoads;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 24: K-ary trees with solution reporting (Ko & Robertazzi (2003)) through {@link Solvers#solve}, at times
 * ×10^-6 … ×10^12 and loads in other units, and with wide parameter spans (per processor {@code A} and per link
 * {@code C} each spread over six decades, 10^-3 … 10^3 times the ordinary values; four decades for
 * multi-installment, {@link #MOS_DECADES}), against LPs written in the
 * tests from the timing rules: the sequential policy against {@link SosLinearProgram} (the whole tree, loads free),
 * whose optimum the {@code optimal} SOS answer must equal and the {@code feasible} equal division must not beat;
 * multi-installment against {@link MosLinearProgram} with the loads free for the paper's message order (§V), which
 * the {@code "optimised"} loads ({@code optimal} for that order) must equal and the paper's closed-form loads
 * (eqs. (57)–(88), {@code feasible}) must not beat. The oracles run once at ordinary magnitudes.
 */
class KaryOracleAtMagnitudesTest {

    /** (times ×, load ×) pairs, as in the invariance tests. */
    private static final double[][] MAGNITUDES = {{1, 1}, {1e-6, 1}, {1e6, 1}, {1e12, 1}, {1, 1e6}, {1e-3, 1e3}};

    /**
     * Decades over which a multi-installment tree's {@code A} and {@code C} spread: over six, ojAlgo finds no optimum
     * of the message LP whose loads, held, give its value (L = 2, K = 2, A from 0.003 to 1340), so the oracle itself
     * has no answer there; four it solves.
     */
    private static final int MOS_DECADES = 4;

    private final OracleComparison comparison = new OracleComparison(Solvers.standard(), MAGNITUDES);

    @Test
    void karyTreesAgreeWithTheirLinearProgramsAtEveryMagnitude() {
        run(12, 2, 3, 2, 2511);
    }

    @Test
    @Tag("slow")
    void karyTreesAgreeWithTheirLinearProgramsAtEveryMagnitudeOnLargerTrees() {
        run(30, 3, 3, 3, 2512);
    }

    private void run(int cases, int maxLevels, int maxArity, int maxMosLevels, long seed) {
        Random r = new Random(seed);
        for (int i = 0; i < cases; i++) {
            boolean wide = r.nextBoolean();
            String span = wide ? ", A and C over six decades" : "";
            // now and then links as slow as the processors: then a parent's last send can come after its first
            // child's report, which collecting after sends forbids
            double slowLinks = r.nextBoolean() ? 10 : 1;
            Scenario sos = tree(r, maxLevels, maxArity, wide ? 6 : 0, slowLinks,
                    r.nextBoolean() ? KaryPolicy.SEQUENTIAL : KaryPolicy.EQUAL);
            if (r.nextInt(4) == 0) {
                sos = sos.withStrategy(sos.strategy().withOriginatorComputes(false));
            }
            comparison.check(describe(sos) + span + (slowLinks > 1 ? ", links ×10" : ""), sos, SosLinearProgram.minimalFinish(sos));
            Scenario mos = tree(r, maxMosLevels, 2, wide ? MOS_DECADES : 0, 1, KaryPolicy.MULTI_INSTALLMENT);
            MultiInstallmentLoads.Result paper = MultiInstallmentLoads.solve(KaryInstance.of(mos));
            if (paper.reason().isPresent() || r.nextBoolean()) {
                // the paper's loads, where negative, are answered infeasible by design: then only the optimised ones
                mos = mos.withStrategy(mos.strategy().withLoads(KaryLoads.OPTIMISED));
            }
            double best;
            try {
                best = bestForPaperOrder(mos, paper);
            } catch (IllegalStateException e) {
                throw new IllegalStateException(e.getMessage() + " on " + describe(mos) + ": "
                        + new org.dltexplorer.core.io.ScenarioWriter().write(mos).replaceAll("\\s+", ""), e);
            }
            comparison.check(describe(mos) + (wide ? ", A and C over " + MOS_DECADES + " decades" : ""), mos, best);
        }
        comparison.findings().forEach(System.out::println);
        assertThat(comparison.findings()).as("answers that differ from the LPs").isEmpty();
        assertThat(comparison.checked()).isEqualTo(2 * cases * MAGNITUDES.length);
    }

    private static String describe(Scenario sc) {
        KaryTree t = (KaryTree) sc.network();
        Strategy st = sc.strategy();
        return "kary-tree L = " + t.levels() + ", K = " + t.arity() + ", " + st.scheduleOrDefault().id()
                + (st.scheduleOrDefault() == KaryPolicy.MULTI_INSTALLMENT ? " (loads " + st.loadsOrDefault().id() + ")" : "")
                + ", collect " + st.collectOrDefault() + (st.originatorComputes() ? "" : ", idle root");
    }

    /**
     * The best finish time of the multi-installment message order (results first come, first served as the replay
     * of the paper's loads sends them, or in receive order where those loads are negative), loads free.
     */
    private static double bestForPaperOrder(Scenario sc, MultiInstallmentLoads.Result paper) {
        KaryInstance in = KaryInstance.of(sc);
        List<TreeReplay.UpStep> order = new ArrayList<>();
        if (paper.reason().isEmpty()) {
            TreeReplay.multiInstallment(in, paper.alpha(), null, null, order);
        } else {
            order = TreeReplay.receiveOrderReports(in);
        }
        return MosLinearProgram.minimalFinish(sc, order, null);
    }

    /**
     * A tree of 1..{@code maxLevels} levels and arity 1..{@code maxArity}, no startups (the sequential and
     * multi-installment policies need {@code S = 0}): per processor {@code A ∈ [0.5, 2]}, per link
     * {@code C ∈ [0.005, 0.2]} times {@code linkFactor} and {@code R ∈ [0, C]}, each spread over {@code decades}
     * ({@link #spread}); either reading of {@code collect}.
     */
    private static Scenario tree(Random r, int maxLevels, int maxArity, int decades, double linkFactor,
            KaryPolicy policy) {
        KaryTree tree = new KaryTree(1 + r.nextInt(maxLevels), 1 + r.nextInt(maxArity));
        Map<Integer, ProcessorParams> processors = new HashMap<>();
        Map<Integer, LinkParams> links = new HashMap<>();
        for (int i = 0; i < tree.size(); i++) {
            processors.put(i, ProcessorParams.of((0.5 + 1.5 * r.nextDouble()) * spread(r, decades)));
            if (i > 0) {
                double c = (0.005 + 0.195 * r.nextDouble()) * linkFactor * spread(r, decades);
                links.put(i, new LinkParams(0.0, c, c * r.nextDouble()));
            }
        }
        return Scenario.uniform(tree, 0.5 + 4.5 * r.nextDouble(), ProcessorParams.of(1.0), new LinkParams(0, 0.05, 0.01))
                .withProcessorOverrides(processors).withLinkOverrides(links)
                .withStrategy(Strategy.DEFAULT.withSchedule(policy)
                        .withCollect(r.nextBoolean() ? Collect.WHILE_SENDING : Collect.AFTER_SENDS));
    }

    /** A factor spread evenly in decades around 1: {@code 10^u}, {@code u} uniform in {@code [-decades/2, decades/2]}. */
    private static double spread(Random r, int decades) {
        return Math.pow(10, decades * (r.nextDouble() - 0.5));
    }
}
