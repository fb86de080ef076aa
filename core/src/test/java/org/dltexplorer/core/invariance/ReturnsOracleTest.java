package org.dltexplorer.core.invariance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 24: all-port stars, chains, trees and graphs with results returned ({@code R > 0}, docs/models.md: each
 * processor returns its subtree's results to its parent in one message once it has finished and holds its children's
 * results) against a brute force written here: every spanning tree (a tree is its own) and every set of used
 * processors closed towards the originator, each an {@link AllPortTreeLp}, at times ×10^-6 … ×10^12.
 */
class ReturnsOracleTest {

    private final OracleComparison comparison = new OracleComparison(Solvers.standard());

    @Test
    void allPortNetworksReturningResultsAgreeWithTheBruteForce() {
        run(20, 2481);
    }

    @Test
    @Tag("slow")
    void allPortNetworksReturningResultsAgreeWithTheBruteForceOnMoreCases() {
        run(50, 2482);
    }

    private void run(int cases, long seed) {
        Random r = new Random(seed);
        Strategy allPorts = Strategy.DEFAULT.withPorts(Ports.ALL);
        for (int i = 0; i < cases; i++) {
            int n = 1 + r.nextInt(5);
            Scenario sc = switch (i % 4) {
                case 0 -> RandomScenarios.of(new Star(n), r, 0.5, allPorts);
                case 1 -> RandomScenarios.of(new Chain(n + 1, r.nextInt(n + 1)), r, 0.5, allPorts);
                case 2 -> RandomScenarios.of(new Tree(RandomScenarios.randomTree(n + 1, r)), r, 0.5, allPorts);
                default -> RandomScenarios.of(RandomScenarios.randomGraph(2 + r.nextInt(3), r), r, 0.5, allPorts);
            };
            sc = RandomScenarios.withReturns(sc.withStrategy(allPorts.withOriginatorComputes(r.nextInt(3) > 0)), r,
                    0.05, 0.8);
            comparison.check(sc.network().kind() + " with results returned", sc, best(sc));
        }
        comparison.findings().forEach(System.out::println);
        assertThat(comparison.findings()).as("answers that differ from the brute force").isEmpty();
        assertThat(comparison.checked()).isEqualTo(cases * OracleComparison.TIME_SCALES.length);
    }

    static double best(Scenario sc) {
        List<RootedSpanningTree> trees = sc.network() instanceof Graph g ? RootedSpanningTree.allOf(g)
                : List.of(RootedSpanningTree.of(sc.network()));
        double best = Double.POSITIVE_INFINITY;
        int root = sc.network().originator();
        for (RootedSpanningTree t : trees) {
            int n = t.parent().length;
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
                    best = Math.min(best, AllPortTreeLp.makespan(sc, t.parent(), t.link(), used));
                }
            }
        }
        return best;
    }
}
