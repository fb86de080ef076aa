package org.dltexplorer.core.invariance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * Issue 24: one-port trees and graphs ({@code "ports": "one"}) against a brute force written here: every spanning
 * tree of the graph (a tree is its own), every set of used nodes closed towards the originator, and, for the
 * {@code optimal} and {@code heuristic} rules, every combination of each node's sending order (for a given or listed
 * order, the order the rule fixes), each a whole-problem LP of its own, at times ×10^-6 … ×10^12.
 */
class OnePortTreeOracleTest {

    private final OracleComparison comparison = new OracleComparison(Solvers.standard());

    @Test
    void onePortTreesAndGraphsAgreeWithTheBruteForce() {
        run(20, 5, 4, 2451);
    }

    @Test
    @Tag("slow")
    void onePortTreesAndGraphsAgreeWithTheBruteForceOnMoreCases() {
        run(50, 6, 4, 2452);
    }

    private void run(int cases, int maxTreeNodes, int maxGraphNodes, long seed) {
        Random r = new Random(seed);
        for (int i = 0; i < cases; i++) {
            boolean graph = r.nextBoolean();
            Scenario sc = graph ? graph(r, 2 + r.nextInt(maxGraphNodes - 1)) : tree(r, 1 + r.nextInt(maxTreeNodes));
            comparison.check((graph ? "one-port graph" : "one-port tree") + ", order "
                    + sc.strategy().orderOrDefault().rule(), sc, best(sc));
        }
        comparison.findings().forEach(System.out::println);
        assertThat(comparison.findings()).as("answers that differ from the brute force").isEmpty();
        assertThat(comparison.checked()).isEqualTo(cases * OracleComparison.TIME_SCALES.length);
    }

    private static Scenario tree(Random r, int n) {
        return withStrategy(RandomScenarios.of(new Tree(RandomScenarios.randomTree(n, r)), r, 0.8, Strategy.DEFAULT), r);
    }

    private static Scenario graph(Random r, int n) {
        return withStrategy(RandomScenarios.of(RandomScenarios.randomGraph(n, r), r, 0.8, Strategy.DEFAULT), r);
    }

    private static Scenario withStrategy(Scenario sc, Random r) {
        ActivationOrder order = switch (r.nextInt(4)) {
            case 0 -> ActivationOrder.GIVEN;
            case 1 -> ActivationOrder.HEURISTIC;
            case 2 -> ActivationOrder.OPTIMAL;
            default -> listed(r, (int) sc.network().processorCount(), sc.network().originator());
        };
        return sc.withStrategy(Strategy.DEFAULT.withPorts(Ports.ONE).withOrder(order)
                .withOriginatorComputes(r.nextInt(3) > 0));
    }

    /** Some processors other than the originator in a random order. */
    private static ActivationOrder listed(Random r, int n, int originator) {
        if (n == 1) {
            return ActivationOrder.GIVEN;
        }
        List<Integer> ids = new ArrayList<>(IntStream.range(0, n).filter(i -> i != originator).boxed().toList());
        java.util.Collections.shuffle(ids, r);
        return ActivationOrder.explicit(ids.subList(0, 1 + r.nextInt(n - 1)));
    }

    /** The least LP makespan over every spanning tree, set of used nodes and allowed sending orders. */
    static double best(Scenario sc) {
        List<RootedSpanningTree> trees = sc.network() instanceof Graph g ? RootedSpanningTree.allOf(g)
                : List.of(treeOf((Tree) sc.network()));
        double best = Double.POSITIVE_INFINITY;
        for (RootedSpanningTree t : trees) {
            int n = t.parent().length;
            int root = sc.network().originator();
            for (int mask = 0; mask < 1 << n; mask++) {
                boolean[] used = new boolean[n];
                boolean closed = (mask >> root & 1) != 0;
                for (int i = 0; i < n; i++) {
                    used[i] = (mask >> i & 1) != 0;
                }
                for (int i = 0; i < n; i++) {
                    closed &= !used[i] || t.parent()[i] < 0 || used[t.parent()[i]];
                }
                if (closed) {
                    for (int[][] children : sendingOrders(sc, t.parent(), used)) {
                        best = Math.min(best, lp(sc, t, used, children));
                    }
                }
            }
        }
        return best;
    }

    private static RootedSpanningTree treeOf(Tree tree) {
        return new RootedSpanningTree(tree.parent(), IntStream.range(0, tree.size()).toArray());
    }

    /**
     * The sending orders the rule allows for the used nodes: {@code optimal} and {@code heuristic} every combination of
     * every node's children's orders; {@code given} by id; a list its listed children first, the rest by id.
     */
    private static List<int[][]> sendingOrders(Scenario sc, int[] parent, boolean[] used) {
        int n = parent.length;
        ActivationOrder order = sc.strategy().orderOrDefault();
        List<List<Integer>> fixed = new ArrayList<>();
        for (int u = 0; u < n; u++) {
            int node = u;
            List<Integer> kids = new ArrayList<>(IntStream.range(0, n).filter(c -> used[c] && parent[c] == node).boxed()
                    .toList());
            if (order.rule() == ActivationOrder.Rule.EXPLICIT) {
                List<Integer> listed = order.ids();
                kids.sort(Comparator.comparingInt((Integer c) -> listed.contains(c) ? listed.indexOf(c) : listed.size())
                        .thenComparingInt(c -> c));
            }
            fixed.add(kids);
        }
        List<int[][]> out = new ArrayList<>();
        boolean searched = order.rule() == ActivationOrder.Rule.OPTIMAL || order.rule() == ActivationOrder.Rule.HEURISTIC;
        combine(fixed, searched, 0, new int[n][], out);
        return out;
    }

    private static void combine(List<List<Integer>> kids, boolean permute, int u, int[][] chosen, List<int[][]> out) {
        if (u == kids.size()) {
            out.add(chosen.clone());
            return;
        }
        List<List<Integer>> options = permute ? Arrangements.permutations(kids.get(u)) : List.of(kids.get(u));
        for (List<Integer> o : options) {
            chosen[u] = o.stream().mapToInt(Integer::intValue).toArray();
            combine(kids, permute, u + 1, chosen, out);
        }
    }

    /**
     * The one-port tree model as an LP, for fixed used nodes and sending orders: node {@code v} computes
     * {@code α_v} from the arrival {@code t_v} of its data ({@code t_root = 0}) while it sends; it sends each used
     * child {@code c}, in order, everything {@code c}'s used subtree computes, {@code D_c}, in one message from
     * {@code s_c} to {@code t_c = s_c + S_c + C_c D_c}; the first message starts after {@code t_v}, each next one
     * after the previous has ended; every used child pays its startup; {@code t_v + A_v α_v ≤ T}.
     */
    static double lp(Scenario sc, RootedSpanningTree tree, boolean[] used, int[][] children) {
        int n = used.length;
        int root = sc.network().originator();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Expression load = model.addExpression("load").level(sc.load());
        Variable[] alpha = new Variable[n];
        Variable[] arrival = new Variable[n];
        Variable[] start = new Variable[n];
        for (int v = 0; v < n; v++) {
            if (used[v]) {
                alpha[v] = model.addVariable("a" + v).lower(0);
                arrival[v] = model.addVariable("t" + v).lower(0);
                start[v] = model.addVariable("s" + v).lower(0);
                load.set(alpha[v], 1);
            }
        }
        if (!sc.strategy().originatorComputes()) {
            alpha[root].level(0);
        }
        arrival[root].level(0);
        for (int v = 0; v < n; v++) {
            if (!used[v]) {
                continue;
            }
            model.addExpression("finish" + v).set(arrival[v], 1).set(alpha[v], sc.processor(v).A()).set(t, -1)
                    .upper(0);
            if (v != root) {
                // t_v = s_v + S_v + C_v Σ_{u in v's used subtree} α_u
                var link = sc.link(tree.link()[v]);
                Expression message = model.addExpression("message" + v).set(arrival[v], 1).set(start[v], -1);
                for (int u = 0; u < n; u++) {
                    if (used[u] && inSubtree(tree.parent(), u, v)) {
                        message.set(alpha[u], -link.C());
                    }
                }
                message.level(link.S());
            }
            int previous = -1;
            for (int c : children[v]) {
                // the first message after the data arrived, each next one after the previous has ended
                Expression after = model.addExpression("after" + c).set(start[c], 1);
                after.set(previous < 0 ? arrival[v] : arrival[previous], -1).lower(0);
                previous = c;
            }
        }
        Optimisation.Result r = model.minimise();
        return r.getState().isOptimal() ? r.getValue() : Double.POSITIVE_INFINITY;
    }

    private static boolean inSubtree(int[] parent, int u, int v) {
        for (int w = u; w >= 0; w = parent[w]) {
            if (w == v) {
                return true;
            }
        }
        return false;
    }
}
