package org.dltexplorer.core.solver.karytree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.invariance.OracleComparison;
import org.dltexplorer.core.invariance.ScenarioTransforms;
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

    /**
     * Fuzz seeds 43–44 (issue 24): links far slower than the processors and reports slower than the sends, where
     * the sequential answers moved by up to 9 % with the units. Per processor {@code A ∈ [0.5, 2]}, the root's down
     * to 10^-9 times that (fuzz case 12145: {@code A/R = 7.7·10^-10}); per link {@code C} 1 to 10^3 times the
     * processors' and {@code R} 1 to 10^4 times {@code C} on trees of one level, both up to 10^2 on trees of two
     * (below the root the oracle's whole-tree LP is not certified beyond). The children's shares are then down to
     * 10^-9 of the load, so the oracle is asked capacity first and held to its duality certificate
     * ({@link SosLinearProgram#certifiedMinimalFinish}).
     */
    @Test
    void sequentialKaryTreesWithSlowReportsAgreeWithTheirLinearProgramAtEveryMagnitude() {
        Random r = new Random(2514);
        for (int i = 0; i < 12; i++) {
            KaryTree tree = new KaryTree(1 + r.nextInt(2), 1 + r.nextInt(3));
            boolean oneLevel = tree.levels() == 1;
            Map<Integer, ProcessorParams> processors = new HashMap<>();
            Map<Integer, LinkParams> links = new HashMap<>();
            for (int id = 0; id < tree.size(); id++) {
                double a = 0.5 + 1.5 * r.nextDouble();
                processors.put(id, ProcessorParams.of(id == 0 ? a * Math.pow(10, -9 * r.nextDouble()) : a));
                if (id > 0) {
                    double c = Math.pow(10, (oneLevel ? 3 : 2) * r.nextDouble());
                    links.put(id, new LinkParams(0.0, c, c * Math.pow(10, (oneLevel ? 4 : 2) * r.nextDouble())));
                }
            }
            Scenario sos = Scenario.uniform(tree, 0.5 + 4.5 * r.nextDouble(), ProcessorParams.of(1.0),
                    new LinkParams(0, 0.05, 0.01)).withProcessorOverrides(processors).withLinkOverrides(links)
                    .withStrategy(Strategy.DEFAULT.withSchedule(KaryPolicy.SEQUENTIAL)
                            .withCollect(r.nextBoolean() ? Collect.WHILE_SENDING : Collect.AFTER_SENDS));
            comparison.check(describe(sos) + ", slow reports", sos, SosLinearProgram.certifiedMinimalFinish(sos));
        }
        comparison.findings().forEach(System.out::println);
        assertThat(comparison.findings()).as("answers that differ from the LP").isEmpty();
        assertThat(comparison.checked()).isEqualTo(12 * MAGNITUDES.length);
    }

    /**
     * The multi-installment closed form itself, written here for uniform trees of at most three levels (every
     * {@code w Tcp = A}, {@code z Tcm = C}, {@code z Tsol = R}): within a level {@code α'_{n,l} = X^{-n} α'_{0,l}}
     * with {@code X = (A + C)/(A + R)} (eqs. (60), (64)); between levels {@code α'_{0,j} = Y_j α'_{0,j+1}} with
     * {@code Y_0} of eq. (80) and {@code Y_j} of eqs. (74)–(75); normalised by (87)–(88). The product's
     * {@code "closed-form"} loads must be these at every magnitude, each processor's within {@code 1e-9·V}, and
     * {@code infeasible} exactly where some are negative (a denominator (75) not positive).
     */
    @Test
    void multiInstallmentLoadsAreTheClosedFormOfEquations74To88AtEveryMagnitude() {
        Random r = new Random(2513);
        List<String> findings = new ArrayList<>();
        int negative = 0;
        for (int i = 0; i < 24; i++) {
            KaryTree tree = new KaryTree(1 + r.nextInt(3), 1 + r.nextInt(3));
            double a = 0.5 + 1.5 * r.nextDouble();
            // now and then links slower than the processors: then the first processor of a level has no time left
            // once the rest has received (denominator (75) negative)
            double c = (0.005 + 0.5 * r.nextDouble()) * (r.nextBoolean() ? 1 : 10);
            Scenario sc = Scenario.uniform(tree, 0.5 + 4.5 * r.nextDouble(), ProcessorParams.of(a),
                    new LinkParams(0, c, c * (0.5 + 0.5 * r.nextDouble()))).withStrategy(Strategy.DEFAULT
                    .withSchedule(KaryPolicy.MULTI_INSTALLMENT)
                    .withCollect(r.nextBoolean() ? Collect.WHILE_SENDING : Collect.AFTER_SENDS));
            double[] want = closedFormLoads(sc);
            negative += want == null ? 1 : 0;
            for (double[] k : MAGNITUDES) {
                Scenario scaled = ScenarioTransforms.loadScaled(ScenarioTransforms.timesScaled(sc, k[0]), k[1]);
                org.dltexplorer.core.schedule.Schedule got = Solvers.standard().solve(scaled);
                String at = describe(sc) + " (times ×" + k[0] + ", load ×" + k[1] + "): ";
                if (want == null) {
                    if (got.feasible()) {
                        findings.add(at + "negative closed-form loads, but " + got.status() + " " + got.makespan());
                    }
                    continue;
                }
                for (int id = 0; id < want.length; id++) {
                    double expected = want[id] * k[1];
                    if (!got.feasible() || Math.abs(got.loadOf(id) - expected) > 1e-9 * scaled.load()) {
                        findings.add(at + "processor " + id + " has " + (got.feasible() ? got.loadOf(id) : got.reason())
                                + ", eqs. (74)-(88) give " + expected);
                        break;
                    }
                }
            }
        }
        findings.forEach(System.out::println);
        assertThat(findings).as("loads that differ from the closed form").isEmpty();
        assertThat(negative).as("cases whose closed form has negative loads").isBetween(1, 23);
    }

    /** The loads by processor id, or null when some are negative. */
    private static double[] closedFormLoads(Scenario sc) {
        KaryTree tree = (KaryTree) sc.network();
        int levels = tree.levels();
        int k = tree.arity();
        double a = sc.processorDefault().A();
        double c = sc.linkDefault().C();
        double rr = sc.linkDefault().R();
        double x = (a + c) / (a + rr);
        // Σ_{n=from}^{count-1} X^{-n}
        java.util.function.BiFunction<Integer, Long, Double> geometric = (from, count) -> {
            double sum = 0;
            for (long n = from; n < count; n++) {
                sum += Math.pow(x, -n);
            }
            return sum;
        };
        double[] y = new double[Math.max(levels, 1)];
        // eq. (80)
        y[0] = (geometric.apply(0, (long) k) * c + Math.pow(x, -(k - 1)) * (a + rr)) / a;
        for (int j = 1; j < levels; j++) {
            long here = (long) Math.pow(k, j);
            long below = here * k;
            double numerator = c + geometric.apply(0, below) * c + Math.pow(x, -(below - 1)) * (a + rr + rr);
            double denominator = a - geometric.apply(1, here) * c;
            y[j] = numerator / denominator;
        }
        // α'_{n,l} / α'_{0,0} = X^{-n} Π_{j<l} Y_j^{-1}
        double[] share = new double[tree.size()];
        share[0] = 1;
        double total = 1;
        double levelFactor = 1;
        for (int l = 1; l <= levels; l++) {
            levelFactor /= y[l - 1];
            int[] ids = ReceiveOrder.level(tree, l);
            for (int n = 0; n < ids.length; n++) {
                share[ids[n]] = Math.pow(x, -n) * levelFactor;
                total += share[ids[n]];
            }
        }
        double[] alpha = new double[share.length];
        for (int i = 0; i < share.length; i++) {
            alpha[i] = share[i] / total * sc.load();
            if (!(alpha[i] >= 0)) {
                return null;
            }
        }
        return alpha;
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
