package org.dltexplorer.core.solver.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.AbstractSolverContractTest;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.ReferenceLp;
import org.dltexplorer.core.solver.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ojalgo.matrix.decomposition.LU;
import org.ojalgo.matrix.store.R064Store;

/**
 * Trees (eq. (6)): the contract on random trees small enough for the exact search; the recursion against a dense
 * solve of (6); the chosen sub-tree against an LP over every sub-tree; the pruning heuristic against the exact
 * search.
 */
class TreeSolverContractTest extends AbstractSolverContractTest {

    @Override
    protected Solver solver() {
        return new TreeSolver();
    }

    @Override
    protected Scenario scenario(Random r) {
        int n = 1 + r.nextInt(14);
        return RandomScenarios.of(new Tree(RandomScenarios.randomTree(n, r)), r, 0.8, Strategy.DEFAULT);
    }

    private static EqualFinishTree treeOf(Scenario sc) {
        int[] parent = ((Tree) sc.network()).parent();
        int[] links = new int[parent.length];
        for (int i = 0; i < links.length; i++) {
            links[i] = i;
        }
        return EqualFinishTree.of(sc, parent, links);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void recursionSolvesEquationSixAsADenseSolveDoes(long seed) {
        Scenario sc = instance(seed);
        int[] parent = ((Tree) sc.network()).parent();
        int n = parent.length;
        EqualFinishTree.Solution sol = treeOf(sc).solve(treeOf(sc).all(), sc.load());
        // (6): α_i A_i = S_j + C_j Σ_{k∈S(j)} α_k + α_j A_j for every link (i, j), and Σ α = V
        R064Store m = R064Store.FACTORY.make(n, n);
        R064Store rhs = R064Store.FACTORY.make(n, 1);
        for (int j = 1; j < n; j++) {
            m.add(j - 1, parent[j], sc.processor(parent[j]).A());
            m.add(j - 1, j, -sc.processor(j).A());
            for (int k = 1; k < n; k++) {
                if (inSubtree(parent, k, j)) {
                    m.add(j - 1, k, -sc.link(j).C());
                }
            }
            rhs.set(j - 1, 0, sc.link(j).S());
        }
        for (int k = 0; k < n; k++) {
            m.set(n - 1, k, 1);
        }
        rhs.set(n - 1, 0, sc.load());
        var lu = LU.R064.make(m);
        lu.decompose(m);
        var alpha = lu.getSolution(rhs);
        for (int i = 0; i < n; i++) {
            assertThat(SAME_SCHEDULE.equal(sol.loads()[i], alpha.get(i, 0)) || Math.abs(sol.loads()[i] - alpha.get(i, 0)) < 1e-9 * sc.load())
                    .as("α_%d: %s vs dense %s", i, sol.loads()[i], alpha.get(i, 0)).isTrue();
        }
    }

    private static boolean inSubtree(int[] parent, int k, int j) {
        for (int v = k; v >= 0; v = parent[v]) {
            if (v == j) {
                return true;
            }
        }
        return false;
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("lpSeeds")
    void chosenSubtreeIsTheBestOfAnLpOverSubtrees(long seed) {
        Random r = new Random(seed);
        int n = 1 + r.nextInt(8);
        Scenario sc = RandomScenarios.of(new Tree(RandomScenarios.randomTree(n, r)), r, 1.5, Strategy.DEFAULT);
        int[] parent = ((Tree) sc.network()).parent();
        double[] a = new double[n];
        double[] s = new double[n];
        double[] c = new double[n];
        for (int i = 0; i < n; i++) {
            a[i] = sc.processor(i).A();
            if (i > 0) {
                s[i] = sc.link(i).S();
                c[i] = sc.link(i).C();
            }
        }
        double best = Double.POSITIVE_INFINITY;
        for (int mask = 0; mask < 1 << (n - 1); mask++) {
            boolean[] used = new boolean[n];
            used[0] = true;
            boolean closed = true;
            for (int i = 1; i < n; i++) {
                used[i] = (mask >> (i - 1) & 1) != 0;
                closed &= !used[i] || used[parent[i]];
            }
            if (closed) {
                double t = ReferenceLp.tree(parent, used, a, s, c, sc.load());
                if (!Double.isNaN(t)) {
                    best = Math.min(best, t);
                }
            }
        }
        Schedule sch = solver().solve(sc);
        assertThat(sch.status()).isEqualTo(Status.OPTIMAL);
        assertThat(LpTolerance.LP.equal(sch.makespan(), best)).as("%s vs LP %s", sch.makespan(), best).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void bestUsableSubtreeIsTheBestOfAllSubtreesUsableOrNot(long seed) {
        // the envelope argument behind BranchEnvelope: an unusable set never beats the best usable one
        Scenario sc = instance(seed);
        EqualFinishTree tree = treeOf(sc);
        int n = tree.size();
        double best = Double.POSITIVE_INFINITY;
        for (int mask = 0; mask < 1 << (n - 1); mask++) {
            boolean[] marked = new boolean[n];
            marked[0] = true;
            for (int i = 1; i < n; i++) {
                marked[i] = (mask >> (i - 1) & 1) != 0;
            }
            if (java.util.Arrays.equals(tree.closure(marked), marked)) {
                best = Math.min(best, tree.solve(marked, sc.load()).makespan());
            }
        }
        assertThat(SAME_SCHEDULE.equal(solver().solve(sc).makespan(), best)).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void pruningHeuristicIsValidAndNoBetterThanExact(long seed) {
        Scenario sc = instance(seed);
        Schedule exact = solver().solve(sc);
        Schedule heuristic = new TreeSolver().withExactLimit(0).solve(sc);
        assertThat(new ScheduleValidator().validate(sc, heuristic).violations()).isEmpty();
        assertThat(SAME_SCHEDULE.lessOrEqual(exact.makespan(), heuristic.makespan())).isTrue();
        if (heuristic.metrics().processorsUsed() < sc.network().processorCount()) {
            assertThat(heuristic.status()).isEqualTo(Status.FEASIBLE);
        }
    }

    @Test
    void karyTreeShapeGivenAsParentsIsAccepted() {
        int k = 3;
        int n = 1 + 3 + 9 + 27;
        int[] parent = new int[n];
        parent[0] = -1;
        for (int i = 1; i < n; i++) {
            parent[i] = (i - 1) / k;
        }
        Scenario sc = Scenario.uniform(new Tree(parent), 1.0, org.dltexplorer.core.model.ProcessorParams.of(1),
                org.dltexplorer.core.model.LinkParams.of(0.01, 0.2));
        Schedule s = solver().solve(sc);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(s.metrics().processorsUsed()).isEqualTo(n);
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
        // by symmetry, processors of one level share a load
        assertThat(s.loadOf(1)).isCloseTo(s.loadOf(3), org.assertj.core.api.Assertions.within(1e-12));
        assertThat(s.loadOf(4)).isCloseTo(s.loadOf(12), org.assertj.core.api.Assertions.within(1e-12));
    }

    @Test
    void largeTreeUsesTheHeuristic() {
        Random r = new Random(11);
        Scenario sc = RandomScenarios.of(new Tree(RandomScenarios.randomTree(3000, r)), r, 0.5, Strategy.DEFAULT);
        Schedule s = solver().solve(sc);
        assertThat(s.feasible()).isTrue();
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }
}
