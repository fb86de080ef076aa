package org.dltexplorer.core.solver.linear;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.dltexplorer.core.analysis.ChainConfigurationMap;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.AbstractSolverContractTest;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.tree.LpTolerance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Chains with the originator inside: the contract; the best configuration against an LP over every (left, right)
 * configuration; the configuration map's best against the solver.
 */
class ChainInsideSolverContractTest extends AbstractSolverContractTest {

    @Override
    protected Solver solver() {
        return new ChainInsideSolver();
    }

    @Override
    protected Scenario scenario(Random r) {
        int n = 3 + r.nextInt(9);
        return ChainSolverContractTest.RandomChains.chain(n, 1 + r.nextInt(n - 2), r);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("lpSeeds")
    void makespanIsTheBestConfigurationOfAnLp(long seed) {
        Scenario sc = instance(seed);
        Schedule s = solver().solve(sc);
        double best = ChainSolverContractTest.RandomChains.bestConfigurationByLp(sc);
        assertThat(LpTolerance.LP.equal(s.makespan(), best)).as("%s vs LP %s", s.makespan(), best).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void mapAgreesWithTheSolver(long seed) {
        Scenario sc = instance(seed);
        ChainConfigurationMap map = ChainConfigurationMap.of(sc);
        Schedule s = solver().solve(sc);
        assertThat(SAME_SCHEDULE.equal(map.bestMakespan(), s.makespan())).isTrue();
        assertThat(map.solvable(0, 0)).isTrue();
        // the usable configurations' makespans are never below the optimum
        for (int l = 0; l <= map.maxLeft(); l++) {
            for (int r = 0; r <= map.maxRight(); r++) {
                if (map.solvable(l, r)) {
                    assertThat(SAME_SCHEDULE.lessOrEqual(s.makespan(), map.makespan(l, r))).isTrue();
                }
            }
        }
    }
}
