package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.AbstractSolverContractTest;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.ReferenceLp;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.tree.LpTolerance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Stars with simultaneous sends (eq. (7)): the contract; capacity (7) at the makespan; an LP over all subsets. */
class StarAllPortsSolverContractTest extends AbstractSolverContractTest {

    static final Strategy ALL = Strategy.DEFAULT.withPorts(Ports.ALL);

    @Override
    protected Solver solver() {
        return new StarAllPortsSolver();
    }

    @Override
    protected Scenario scenario(Random r) {
        return RandomScenarios.of(new Star(1 + r.nextInt(25)), r, 2.0, ALL);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void capacityOfEquationSevenAtTheMakespanIsTheLoad(long seed) {
        Scenario sc = instance(seed);
        Schedule s = solver().solve(sc);
        double t = s.makespan();
        double capacity = t / sc.processor(0).A();
        int m = ((Star) sc.network()).workers();
        for (int i = 1; i <= m; i++) {
            capacity += Math.max(0, (t - sc.link(i).S()) / (sc.processor(i).A() + sc.link(i).C()));
        }
        assertThat(SAME_SCHEDULE.equal(capacity, sc.load())).as("capacity %s vs V %s", capacity, sc.load()).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("lpSeeds")
    void makespanIsTheBestSubsetOfAnLp(long seed) {
        Random r = new Random(seed);
        int m = 1 + r.nextInt(5);
        Scenario sc = RandomScenarios.of(new Star(m), r, 2.0, ALL);
        int[] parent = new int[m + 1];
        double[] a = new double[m + 1];
        double[] s = new double[m + 1];
        double[] c = new double[m + 1];
        parent[0] = -1;
        a[0] = sc.processor(0).A();
        for (int i = 1; i <= m; i++) {
            a[i] = sc.processor(i).A();
            s[i] = sc.link(i).S();
            c[i] = sc.link(i).C();
        }
        double best = Double.POSITIVE_INFINITY;
        for (int mask = 0; mask < 1 << m; mask++) {
            boolean[] used = new boolean[m + 1];
            used[0] = true;
            for (int i = 1; i <= m; i++) {
                used[i] = (mask >> (i - 1) & 1) != 0;
            }
            best = Math.min(best, ReferenceLp.tree(parent, used, a, s, c, sc.load()));
        }
        double t = solver().solve(sc).makespan();
        assertThat(LpTolerance.LP.equal(t, best)).as("%s vs LP %s", t, best).isTrue();
    }
}
