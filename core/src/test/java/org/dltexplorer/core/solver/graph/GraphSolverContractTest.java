package org.dltexplorer.core.solver.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.AbstractSolverContractTest;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.tree.TreeSolver;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Graphs: the contract on random connected graphs; the distribution tree uses graph links; a graph that is a tree
 * is solved exactly as the tree solver solves it; adding a fast shortcut link never hurts.
 */
class GraphSolverContractTest extends AbstractSolverContractTest {

    @Override
    protected Solver solver() {
        return new GraphSolver();
    }

    @Override
    protected Scenario scenario(Random r) {
        return RandomScenarios.of(RandomScenarios.randomGraph(1 + r.nextInt(14), r), r, 0.8, Strategy.DEFAULT);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void distributionTreeUsesGraphLinksAndStatusSaysWhetherEveryTreeWasTried(long seed) {
        Scenario sc = instance(seed);
        Graph g = (Graph) sc.network();
        Schedule s = solver().solve(sc);
        boolean everyTree = s.notes().get(0).contains("every one evaluated");
        assertThat(s.status()).isEqualTo(everyTree ? Status.OPTIMAL : Status.FEASIBLE);
        int[] parent = s.distributionTree();
        for (int i = 0; i < parent.length; i++) {
            if (parent[i] >= 0) {
                assertThat(g.linkBetween(parent[i], i)).isNotNegative();
            }
        }
        assertThat(parent[g.originator()]).isEqualTo(-1);
        assertThat(s.notes().get(0)).startsWith("spanning tree: ");
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aGraphThatIsATreeIsSolvedAsTheTree(long seed) {
        Random r = new Random(seed);
        int n = 1 + r.nextInt(14);
        int[] parent = RandomScenarios.randomTree(n, r);
        Scenario tree = RandomScenarios.of(new Tree(parent), r, 0.8, Strategy.DEFAULT);
        Scenario graph = RandomScenarios.asGraph(tree, parent);
        Schedule g = solver().solve(graph);
        Schedule t = new TreeSolver().solve(tree);
        assertThat(SAME_SCHEDULE.equal(g.makespan(), t.makespan())).as("%s vs %s", g.makespan(), t.makespan()).isTrue();
    }
}
