package org.dltexplorer.core.invariance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.ReferenceLp;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.star.FifoReturnMilp;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every answer labelled {@code optimal} (one-port and all-port stars, one-port stars with FIFO returns, trees, chains,
 * buses, all-port graphs) against an oracle written here, at magnitudes from {@code 10^-6} to
 * {@code 10^12}: the oracle is solved once at ordinary magnitudes by brute force (every ordered subset of workers,
 * every subtree, each a whole-problem LP by ojAlgo, or the one-port star with FIFO returns as one exact MILP), and the
 * model's scaling laws give the expected makespan of the same scenario with every time {@code k} times as long
 * ({@code k} times the makespan) or the load given in other units (the same makespan). The solvers answer through
 * {@link Solvers#solve}, the path of the command line and the GUI.
 */
class OracleAtMagnitudesTest {

    /** (times ×, load ×) pairs: each time-like value from 1e-6 to 1e12 per load, loads from 1e-6 to 1e6. */
    private static final double[][] MAGNITUDES = {{1, 1}, {1e-6, 1}, {1e12, 1}, {1, 1e6}, {1e6, 1e-6}, {1e-3, 1e3}};

    private final OracleComparison comparison = new OracleComparison(Solvers.standard(), MAGNITUDES);

    @Test
    void oracleOptimaAtEveryMagnitude() {
        run(3, 2424);
    }

    @Test
    @Tag("slow")
    void oracleOptimaAtEveryMagnitudeManySeeds() {
        run(30, 2425);
    }

    private void run(int perFamily, long seed) {
        Random r = new Random(seed);
        for (int i = 0; i < perFamily; i++) {
            check("one-port star, optimal order", oneportStar(r), OracleAtMagnitudesTest::bestSequence);
            check("one-port star, FIFO returns", returnStar(r), sc -> FifoReturnMilp.solve(sc, 60_000).makespan());
            check("all-port star", allPortStar(r), OracleAtMagnitudesTest::bestSubtree);
            check("tree", tree(r), OracleAtMagnitudesTest::bestSubtree);
            check("chain", chain(r), OracleAtMagnitudesTest::bestSubtree);
            check("bus", bus(r), OracleAtMagnitudesTest::bestBusSequences);
            check("all-port graph", graph(r), OracleAtMagnitudesTest::bestSpanningTree);
        }
        comparison.findings().forEach(System.out::println);
        assertThat(comparison.findings()).as("answers that differ from the oracle").isEmpty();
        assertThat(comparison.checked()).isEqualTo(7 * perFamily * MAGNITUDES.length);
    }

    private static Scenario withIdleOriginatorNowAndThen(Scenario sc, Random r) {
        return r.nextInt(3) == 0 ? sc.withStrategy(sc.strategy().withOriginatorComputes(false)) : sc;
    }

    private static Scenario oneportStar(Random r) {
        Scenario sc = RandomScenarios.of(new Star(1 + r.nextInt(4)), r, 1.0,
                Strategy.DEFAULT.withPorts(Ports.ONE).withOrder(ActivationOrder.OPTIMAL));
        return withIdleOriginatorNowAndThen(sc, r);
    }

    private static Scenario returnStar(Random r) {
        Scenario sc = RandomScenarios.of(new Star(1 + r.nextInt(5)), r, 0.5, Strategy.DEFAULT.withPorts(Ports.ONE));
        return RandomScenarios.withReturns(withIdleOriginatorNowAndThen(sc, r), r, 0.05, 0.8);
    }

    private static Scenario allPortStar(Random r) {
        Scenario sc = RandomScenarios.of(new Star(1 + r.nextInt(5)), r, 1.0, Strategy.DEFAULT.withPorts(Ports.ALL));
        return withIdleOriginatorNowAndThen(sc, r);
    }

    private static Scenario tree(Random r) {
        int n = 1 + r.nextInt(7);
        return withIdleOriginatorNowAndThen(RandomScenarios.of(new Tree(RandomScenarios.randomTree(n, r)), r, 1.0,
                Strategy.DEFAULT), r);
    }

    private static Scenario chain(Random r) {
        int n = 1 + r.nextInt(7);
        return withIdleOriginatorNowAndThen(RandomScenarios.of(new Chain(n, r.nextInt(n)), r, 1.0, Strategy.DEFAULT), r);
    }

    private void check(String family, Scenario sc, java.util.function.ToDoubleFunction<Scenario> oracle) {
        comparison.check(family, sc, oracle.applyAsDouble(sc));
    }

    /** The originator's time per unit, +∞ when it does not compute. */
    private static double rootA(Scenario sc) {
        return sc.strategy().originatorComputes() ? sc.processor(sc.network().originator()).A() : Double.POSITIVE_INFINITY;
    }

    /** One-port star: the best LP over every sequence of distinct workers (and the originator alone). */
    private static double bestSequence(Scenario sc) {
        int m = ((Star) sc.network()).workers();
        double best = Double.isInfinite(rootA(sc)) ? Double.POSITIVE_INFINITY : sc.load() * rootA(sc);
        for (List<Integer> seq : Arrangements.orderedSubsets(IntStream.rangeClosed(1, m).boxed().toList())) {
            double[] a = new double[seq.size()];
            double[] s = new double[seq.size()];
            double[] c = new double[seq.size()];
            for (int k = 0; k < seq.size(); k++) {
                a[k] = sc.processor(seq.get(k)).A();
                s[k] = sc.link(seq.get(k)).S();
                c[k] = sc.link(seq.get(k)).C();
            }
            double t = ReferenceLp.sequences(rootA(sc), List.of(a), List.of(s), List.of(c), sc.load());
            if (!Double.isNaN(t)) {
                best = Math.min(best, t);
            }
        }
        return best;
    }

    /**
     * All ports, store-and-forward (a star, a tree, a chain from its originator both ways): the best LP over every
     * set of used processors closed towards the originator.
     */
    private static double bestSubtree(Scenario sc) {
        RootedSpanningTree t = RootedSpanningTree.of(sc.network());
        return bestSubtree(sc, t.parent(), t.link());
    }

    /** The best LP over every set of used processors of the tree {@code parent} closed towards its root. */
    private static double bestSubtree(Scenario sc, int[] parent, int[] link) {
        int n = parent.length;
        int root = sc.network().originator();
        double[] a = new double[n];
        double[] s = new double[n];
        double[] c = new double[n];
        for (int i = 0; i < n; i++) {
            a[i] = i == root ? rootA(sc) : sc.processor(i).A();
            if (i != root) {
                s[i] = sc.link(link[i]).S();
                c[i] = sc.link(link[i]).C();
            }
        }
        double best = Double.POSITIVE_INFINITY;
        for (int mask = 0; mask < 1 << n; mask++) {
            if ((mask >> root & 1) == 0) {
                continue;
            }
            boolean[] used = new boolean[n];
            boolean closed = true;
            for (int i = 0; i < n; i++) {
                used[i] = (mask >> i & 1) != 0;
            }
            for (int i = 0; i < n; i++) {
                closed &= !used[i] || parent[i] < 0 || used[parent[i]];
            }
            if (closed) {
                double t = ReferenceLp.tree(parent, used, a, s, c, sc.load());
                if (!Double.isNaN(t)) {
                    best = Math.min(best, t);
                }
            }
        }
        return best;
    }

    private static Scenario bus(Random r) {
        int m = 1 + r.nextInt(4);
        int buses = 1 + r.nextInt(Math.min(m, 2));
        List<List<Integer>> lists = new ArrayList<>();
        for (int b = 0; b < buses; b++) {
            lists.add(new ArrayList<>());
        }
        for (int w = 1; w <= m; w++) {
            lists.get(w <= buses ? w - 1 : r.nextInt(buses)).add(w);
        }
        return withIdleOriginatorNowAndThen(RandomScenarios.of(new Bus(lists), r, 1.0, Strategy.DEFAULT), r);
    }

    private static Scenario graph(Random r) {
        return withIdleOriginatorNowAndThen(RandomScenarios.of(RandomScenarios.randomGraph(2 + r.nextInt(4), r), r,
                1.0, Strategy.DEFAULT.withPorts(Ports.ALL)), r);
    }

    /** Buses: each bus a one-port sequence; the best LP over every sequence of distinct workers on every bus. */
    private static double bestBusSequences(Scenario sc) {
        Bus bus = (Bus) sc.network();
        List<List<List<Integer>>> perBus = new ArrayList<>();
        for (List<Integer> workers : bus.buses()) {
            perBus.add(Arrangements.orderedSubsets(workers));
        }
        double best = Double.POSITIVE_INFINITY;
        int[] pick = new int[perBus.size()];
        while (true) {
            List<double[]> as = new ArrayList<>();
            List<double[]> ss = new ArrayList<>();
            List<double[]> cs = new ArrayList<>();
            for (int b = 0; b < pick.length; b++) {
                List<Integer> seq = perBus.get(b).get(pick[b]);
                double[] a = new double[seq.size()];
                double[] s = new double[seq.size()];
                double[] c = new double[seq.size()];
                for (int i = 0; i < seq.size(); i++) {
                    a[i] = sc.processor(seq.get(i)).A();
                    s[i] = sc.link(b).S();
                    c[i] = sc.link(b).C();
                }
                as.add(a);
                ss.add(s);
                cs.add(c);
            }
            double t = ReferenceLp.sequences(rootA(sc), as, ss, cs, sc.load());
            if (!Double.isNaN(t)) {
                best = Math.min(best, t);
            }
            int b = 0;
            while (b < pick.length && pick[b] == perBus.get(b).size() - 1) {
                pick[b] = 0;
                b++;
            }
            if (b == pick.length) {
                return best;
            }
            pick[b]++;
        }
    }

    /** All-port graph: the best subtree of every spanning tree (every set of n − 1 links that connects the nodes). */
    private static double bestSpanningTree(Scenario sc) {
        double best = Double.POSITIVE_INFINITY;
        for (RootedSpanningTree t : RootedSpanningTree.allOf((Graph) sc.network())) {
            best = Math.min(best, bestSubtree(sc, t.parent(), t.link()));
        }
        return best;
    }
}
