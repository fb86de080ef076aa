package org.dltexplorer.core.invariance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Edge;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.solver.SolveOptions;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 24: an {@code optimal} answer is never worse than any other answer our solvers give the same scenario (a
 * given or heuristic order, an originator that does not compute, one installment instead of two), and improving the
 * platform (adding a worker, lowering a {@code C}, raising a buffer) never lengthens an {@code optimal} makespan.
 * Each pair is a restriction and its relaxation, so the relation holds by the model's definition, whatever the solver.
 */
class DominanceTest {

    private static final List<String> KINDS = List.of("star", "tree", "graph", "bus", "chain", "loop");

    /**
     * Searches stop after 2 s (a memory star's order search could run for minutes on a loaded machine): a stopped
     * search answers its best schedule with a proven bound, and the relations then hold for the bound.
     */
    private final Solvers solvers = Solvers.standard()
            .withOptions(SolveOptions.DEFAULT.withTimeLimit(java.time.Duration.ofSeconds(2)));
    private final List<String> findings = new ArrayList<>();
    private int compared;

    @Test
    void optimalIsNeverWorseAndBetterPlatformsNeverLonger() {
        run(5, new int[] {0}, 2404);
    }

    @Test
    @Tag("slow")
    void optimalIsNeverWorseManySeedsAndMagnitudes() {
        run(12, new int[] {-6, 0, 6, 12}, 2405);
    }

    private void run(int perKind, int[] timeExponents, long seed) {
        Random r = new Random(seed);
        SmallScenarios gen = new SmallScenarios(r);
        for (String kind : KINDS) {
            for (int i = 0; i < perKind; i++) {
                for (int te : timeExponents) {
                    Scenario s = gen.next(kind, te, 0);
                    if (List.of("star", "bus", "tree").contains(kind)) {
                        s = s.withStrategy(s.strategy().withOrder(ActivationOrder.OPTIMAL));
                    }
                    relations(s, r);
                    if (kind.equals("star")) {
                        relations(withBuffers(s, r), r);
                    }
                }
            }
        }
        findings.forEach(System.out::println);
        assertThat(findings).as("dominance findings").isEmpty();
        assertThat(compared).as("pairs compared").isGreaterThan(perKind * 10);
    }

    private void relations(Scenario s, Random r) {
        Answer best = Answer.of(solvers, s);
        if (!best.answered()) {
            return;
        }
        // restrictions of s: never better than its optimum
        if (s.strategy().order() != null) {
            for (ActivationOrder o : List.of(ActivationOrder.GIVEN, ActivationOrder.HEURISTIC)) {
                notWorse("order " + o.rule() + " vs optimal", s, best, Answer.of(solvers, s.withStrategy(s.strategy().withOrder(o))));
            }
        }
        if (s.strategy().originatorComputes()) {
            notWorse("idle originator vs computing", s, best,
                    Answer.of(solvers, s.withStrategy(s.strategy().withOriginatorComputes(false))));
        }
        if (s.network() instanceof Star && !s.returnsResults() && !s.limitedMemory()) {
            Scenario two = s.withStrategy(s.strategy().withInstallments(2));
            notWorse("one installment vs two", two, Answer.of(solvers, two), best);
        }
        // relaxations of s: their optimum never longer
        Scenario fasterLink = lowerC(s, r);
        notWorse("a C halved", fasterLink, Answer.of(solvers, fasterLink), best);
        addedWorker(s, r).ifPresent(w -> notWorse("a worker added", w, Answer.of(solvers, w), best));
        if (s.limitedMemory()) {
            Scenario more = s.withProcessorOverrides(mapped(s.processorOverrides(), p -> p.withB(p.B() * 2)));
            notWorse("buffers doubled", more, Answer.of(solvers, more), best);
        }
    }

    /**
     * {@code relaxed}'s optimum (or a feasible search's lower bound) must not exceed any answer to the restriction.
     */
    private void notWorse(String relation, Scenario s, Answer relaxed, Answer restricted) {
        if (!relaxed.answered() || !restricted.answered()) {
            return;
        }
        double lower = relaxed.optimal() ? relaxed.makespan() : relaxed.bound();
        if (Double.isNaN(lower)) {
            return;
        }
        compared++;
        if (lower > restricted.makespan() * (1 + Answer.SAME_MAKESPAN)) {
            findings.add(relation + ": " + relaxed.text() + " is longer than " + restricted.text() + "\n  "
                    + new ScenarioWriter().write(s).replaceAll("\\s+", ""));
        }
    }

    private static Scenario lowerC(Scenario s, Random r) {
        if (s.linkOverrides().isEmpty()) {
            return s.withLinkDefault(s.linkDefault().withC(s.linkDefault().C() / 2));
        }
        List<Integer> ids = new ArrayList<>(s.linkOverrides().keySet());
        int id = ids.get(r.nextInt(ids.size()));
        Map<Integer, LinkParams> lo = new TreeMap<>(s.linkOverrides());
        lo.put(id, s.link(id).withC(s.link(id).C() / 2));
        return s.withLinkOverrides(lo);
    }

    /** A star with a new worker, a tree with a new leaf, a graph with a new node: only when its order is free. */
    private static java.util.Optional<Scenario> addedWorker(Scenario s, Random r) {
        if (!ScenarioTransforms.orderFree(s)) {
            return java.util.Optional.empty();
        }
        int n = (int) s.network().processorCount();
        Scenario bigger;
        int link;
        if (s.network() instanceof Star star) {
            bigger = s.withNetwork(new Star(star.workers() + 1));
            link = n;
        } else if (s.network() instanceof Tree t) {
            int[] parent = java.util.Arrays.copyOf(t.parent(), n + 1);
            parent[n] = r.nextInt(n);
            bigger = s.withNetwork(new Tree(parent));
            link = n;
        } else if (s.network() instanceof Graph g) {
            List<Edge> edges = new ArrayList<>(g.edgeList());
            link = edges.size();
            edges.add(new Edge(link, r.nextInt(n), n));
            bigger = s.withNetwork(new Graph(n + 1, edges, g.originator()));
        } else {
            return java.util.Optional.empty();
        }
        Map<Integer, ProcessorParams> po = new TreeMap<>(s.processorOverrides());
        po.put(n, s.processor(r.nextInt(n)));
        Map<Integer, LinkParams> lo = new TreeMap<>(s.linkOverrides());
        lo.put(link, s.linkOverrides().isEmpty() ? s.linkDefault() : s.link(lo.keySet().iterator().next()));
        return java.util.Optional.of(bigger.withProcessorOverrides(po).withLinkOverrides(lo));
    }

    /** Each worker's buffer a share of the load: the memory solvers then decide. */
    private static Scenario withBuffers(Scenario s, Random r) {
        double v = s.load();
        Map<Integer, ProcessorParams> po = new TreeMap<>();
        s.processorOverrides().forEach((id, p) -> po.put(id, id == 0 ? p : p.withB(v * (0.2 + 0.5 * r.nextDouble()))));
        return s.withProcessorOverrides(po).withLinkOverrides(mapped(s.linkOverrides(), l -> l.withR(0)))
                .withLinkDefault(s.linkDefault().withR(0));
    }

    private static <T> Map<Integer, T> mapped(Map<Integer, T> m, java.util.function.UnaryOperator<T> f) {
        Map<Integer, T> out = new TreeMap<>();
        m.forEach((id, v) -> out.put(id, f.apply(v)));
        return out;
    }
}
