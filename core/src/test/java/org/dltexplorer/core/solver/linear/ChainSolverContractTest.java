package org.dltexplorer.core.solver.linear;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.AbstractSolverContractTest;
import org.dltexplorer.core.solver.ReferenceLp;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.tree.LpTolerance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Chains with the originator at an end: the contract, and the usable prefix against an LP over every prefix. */
class ChainSolverContractTest extends AbstractSolverContractTest {

    @Override
    protected Solver solver() {
        return new ChainSolver();
    }

    @Override
    protected Scenario scenario(Random r) {
        int n = 2 + r.nextInt(11);
        return RandomChains.chain(n, r.nextBoolean() ? 0 : n - 1, r);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("lpSeeds")
    void makespanIsTheBestPrefixOfAnLp(long seed) {
        Scenario sc = instance(seed);
        Schedule s = solver().solve(sc);
        double best = RandomChains.bestConfigurationByLp(sc);
        assertThat(LpTolerance.LP.equal(s.makespan(), best)).as("%s vs LP %s", s.makespan(), best).isTrue();
    }

    @org.junit.jupiter.api.Test
    void longChainsStayFinite() {
        Scenario sc = RandomChains.chain(200_000, 0, new Random(5));
        Schedule s = solver().solve(sc);
        assertThat(s.makespan()).isFinite().isPositive();
        assertThat(s.metrics().processorsUsed()).isBetween(2L, 200_000L);
    }

    /** Shared with the other chain tests. */
    static final class RandomChains {

        private RandomChains() {
        }

        static Scenario chain(int n, int originator, Random r) {
            return org.dltexplorer.core.solver.RandomScenarios.of(new Chain(n, originator), r, 0.6, Strategy.DEFAULT);
        }

        /** min over all (left, right) configurations of the tree LP with exactly those processors used. */
        static double bestConfigurationByLp(Scenario sc) {
            Chain chain = (Chain) sc.network();
            int n = chain.processors();
            int j = chain.originator();
            int[] parent = new int[n];
            double[] a = new double[n];
            double[] s = new double[n];
            double[] c = new double[n];
            for (int i = 0; i < n; i++) {
                parent[i] = i < j ? i + 1 : i == j ? -1 : i - 1;
                a[i] = sc.processor(i).A();
                if (i != j) {
                    var l = sc.link(i < j ? i : i - 1);
                    s[i] = l.S();
                    c[i] = l.C();
                }
            }
            if (!sc.strategy().originatorComputes()) {
                a[j] = Double.POSITIVE_INFINITY;
            }
            double best = Double.POSITIVE_INFINITY;
            for (int left = 0; left <= j; left++) {
                for (int right = 0; right <= n - 1 - j; right++) {
                    boolean[] used = new boolean[n];
                    for (int i = j - left; i <= j + right; i++) {
                        used[i] = true;
                    }
                    double t = ReferenceLp.tree(parent, used, a, s, c, sc.load());
                    if (!Double.isNaN(t)) {
                        best = Math.min(best, t);
                    }
                }
            }
            return best;
        }
    }
}
