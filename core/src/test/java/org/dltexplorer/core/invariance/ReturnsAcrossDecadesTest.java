package org.dltexplorer.core.invariance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Chains and trees with results returned whose rates lie decades apart ({@code C/A} and {@code R/A} from
 * {@code 10^-10} to {@code 10^2}): the same question with every time ×{@code 10^±3} and in {@code w-z-T} and back
 * must get the same answer (a {@code feasible} one of a tree searched beyond 32 sub-trees only the same kind: which
 * vertex of a tied LP its heuristic starts from may differ), and no makespan may exceed the best single processor's
 * own (its path there and back plus its computation). Where {@link SmallScenarios} keeps {@code C/A} within
 * {@code [0.02, 2]}, the tree LP's coefficients here span the decades at which fuzz seed 34 found a twelve-processor
 * chain answered 2.739·10^8 as written and 2.511·10^8 with times ×10^-3.
 */
class ReturnsAcrossDecadesTest {

    private static final double[] K = {1e-3, 1e3};

    private final Solvers solvers = Solvers.standard();
    private final List<String> findings = new ArrayList<>();

    @Test
    void theChainOfFuzzSeed34AnswersItsOptimumInEveryUnit() {
        // fuzz seed 34, case 166300: the tree LP's time variables (arrivals and return starts, about 10^-8 of its
        // makespan) left ojAlgo at vertices with the load on 11, 10 or 7 of the 12 processors, each called optimal:
        // 2.7393e8 as written, 2.5110e8 ×10^-3, 3.0132e8 ×10^3 and 4.3045e8 ×10^-6. With C and R 10^-7 of A, all
        // twelve computing nearly alike is the optimum: A·V/12 = 2.5110e8 is its bound from below (free
        // communication), and communication adds (C + R)/A ≈ 1.8·10^-7 a hop: within 10^-4 of it (the wrong vertices
        // were 9 % to 71 % above).
        Scenario chain = new ScenarioReader().read("""
                {"format":"dlt-scenario","version":1,"network":{"kind":"chain","processors":12},
                 "load":8.570942646202688,"processor":{"A":3.515562211302186E8},
                 "link":{"C":6.038653082900174,"S":0.0,"R":55.79124427504243},"strategy":{}}""");
        double bound = 3.515562211302186E8 * 8.570942646202688 / 12;
        for (double k : new double[] {1, 1e-6, 1e-3, 1e3, 1e6}) {
            Answer a = Answer.of(solvers, ScenarioTransforms.timesScaled(chain, k));
            assertThat(a.status()).as(a.text()).isEqualTo(Status.OPTIMAL);
            assertThat(a.makespan() / k).as("times ×" + k).isBetween(bound, bound * (1 + 1e-4));
        }
    }

    @Test
    void chainsAndTreesWithReturnsAcrossDecades() {
        run(24, 3401);
    }

    @Test
    @Tag("slow")
    void chainsAndTreesWithReturnsAcrossDecadesOnMoreCases() {
        run(150, 3402);
    }

    private void run(int cases, long seed) {
        Random r = new Random(seed);
        int compared = 0;
        for (int i = 0; i < cases; i++) {
            Scenario s = next(r);
            Answer base = Answer.of(solvers, s);
            if (!base.answered()) {
                findings.add("not answered: " + base.text() + "\n  " + file(s));
                continue;
            }
            if (base.makespan() > singleProcessorBound(s) * (1 + Answer.SAME_MAKESPAN)) {
                findings.add(base.text() + " above a single processor's "
                        + singleProcessorBound(s) + "\n  " + file(s));
            }
            double k = K[r.nextInt(K.length)];
            compared += same("times ×" + k, s, base, ScenarioTransforms.timesScaled(s, k), k);
            var wzt = ScenarioTransforms.notationRoundTrip(s);
            if (wzt.isPresent()) {
                compared += same("w-z-T and back", s, base, wzt.get(), 1);
            }
        }
        findings.forEach(System.out::println);
        assertThat(findings).as("findings").isEmpty();
        assertThat(compared).isGreaterThanOrEqualTo(cases);
    }

    private int same(String relation, Scenario s, Answer base, Scenario variant, double k) {
        Answer other = Answer.of(solvers, variant);
        base.disagreementUnderTimeLimit(other, k).ifPresent(d -> findings.add(relation + ": " + d + "\n  " + file(s)));
        return other.answered() ? 1 : 0;
    }

    /**
     * A chain of up to 12 (originator at an end or inside) or a tree of up to 7 nodes, every processor and link by id:
     * {@code A} in {@code [1, 10)·10^a}, each link's {@code C} and {@code R} that times {@code 10^-10 … 10^2} (one
     * {@code R/C} for all links, so that {@code w-z-T} can express it), {@code S} 0 or up to {@code A·V}.
     */
    private static Scenario next(Random r) {
        Network n;
        if (r.nextBoolean()) {
            int size = 2 + r.nextInt(11);
            n = new Chain(size, r.nextInt(3) == 0 ? r.nextInt(size) : 0);
        } else {
            n = new Tree(RandomScenarios.randomTree(2 + r.nextInt(6), r));
        }
        double a = Math.pow(10, -6 + 12 * r.nextDouble());
        double v = Math.pow(10, -3 + 6 * r.nextDouble());
        double c = a * Math.pow(10, -10 + 12 * r.nextDouble());
        double returnOverC = Math.pow(10, -2 + 4 * r.nextDouble());
        double maxS = r.nextBoolean() ? 0 : a * v * r.nextDouble();
        double spread = r.nextBoolean() ? 0 : 9;
        Map<Integer, ProcessorParams> po = new TreeMap<>();
        for (int id = 0; id < n.processorCount(); id++) {
            po.put(id, ProcessorParams.of(a * (1 + spread * r.nextDouble())));
        }
        Map<Integer, LinkParams> lo = new TreeMap<>();
        n.linkIds().forEach(id -> {
            double ci = c * (1 + spread * r.nextDouble());
            lo.put(id, new LinkParams(spread == 0 ? maxS : maxS * r.nextDouble(), ci, ci * returnOverC));
        });
        return new Scenario("", Notation.ACS, NotationUnits.STANDARD, n, v, po.get(0), po,
                new LinkParams(0, c, c * returnOverC), lo, Strategy.DEFAULT);
    }

    /**
     * The best time of one processor alone, the others only forwarding: its path's messages there and back
     * ({@code 2S + (C + R)·V} each link) plus {@code A·V}; an optimum over all sets of processors is never longer.
     */
    private static double singleProcessorBound(Scenario s) {
        Network n = s.network();
        int count = (int) n.processorCount();
        int[] parent = new int[count];
        int[] link = new int[count];
        if (n instanceof Tree t) {
            for (int i = 0; i < count; i++) {
                parent[i] = t.parent()[i];
                link[i] = i;
            }
        } else {
            Chain ch = (Chain) n;
            for (int i = 0; i < count; i++) {
                // chain link i joins processors i and i+1; the path leads to the originator
                parent[i] = i == ch.originator() ? -1 : i < ch.originator() ? i + 1 : i - 1;
                link[i] = i < ch.originator() ? i : i - 1;
            }
        }
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            double t = s.processor(i).A() * s.load();
            for (int v = i; parent[v] >= 0; v = parent[v]) {
                LinkParams l = s.link(link[v]);
                t += 2 * l.S() + (l.C() + l.R()) * s.load();
            }
            best = Math.min(best, t);
        }
        return best;
    }

    private static String file(Scenario s) {
        return new ScenarioWriter().write(s).replaceAll("\\s+", "");
    }
}
