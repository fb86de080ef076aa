package org.dltexplorer.core.solver.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.AbstractSolverContractTest;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Trees and chains returning results: the contract; with returns costing almost nothing, the makespan approaches
 * the equal-finish solution of eq. (6) from above.
 */
class TreeReturnSolverContractTest extends AbstractSolverContractTest {

    @Override
    protected Solver solver() {
        return new TreeReturnSolver();
    }

    @Override
    protected int instances() {
        return 8;
    }

    @Override
    protected Scenario scenario(Random r) {
        int n = 1 + r.nextInt(5);
        Scenario sc = r.nextBoolean()
                ? RandomScenarios.of(new Tree(RandomScenarios.randomTree(n, r)), r, 0.4, Strategy.DEFAULT)
                : RandomScenarios.of(new Chain(n, r.nextInt(n)), r, 0.4, Strategy.DEFAULT);
        Map<Integer, LinkParams> links = new HashMap<>();
        for (var e : sc.network().edges()) {
            links.put(e.link(), sc.link(e.link()).withR(0.05 + 0.5 * r.nextDouble()));
        }
        return sc.withLinkOverrides(links).withLinkDefault(sc.linkDefault().withR(0.1));
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("lpSeeds")
    void negligibleReturnsApproachEquationSix(long seed) {
        Random r = new Random(seed);
        int n = 1 + r.nextInt(5);
        Scenario plain = RandomScenarios.of(new Tree(RandomScenarios.randomTree(n, r)), r, 0.0, Strategy.DEFAULT);
        Map<Integer, LinkParams> links = new HashMap<>();
        for (var e : plain.network().edges()) {
            links.put(e.link(), plain.link(e.link()).withR(1e-9));
        }
        Scenario returning = plain.withLinkOverrides(links).withLinkDefault(plain.linkDefault().withR(1e-9));
        double t6 = new TreeSolver().solve(plain).makespan();
        Schedule s = solver().solve(returning);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        // zero startups here: returning costs R·x ≤ 1e-9·V per hop, at most a few hops
        assertThat(s.makespan()).isBetween(t6 - 1e-7, t6 + 1e-6);
    }

    @Test
    void largerTreesAreFeasibleHeuristically() {
        Random r = new Random(4);
        Scenario sc = scenarioOfSize(12, r);
        Schedule s = solver().solve(sc);
        assertThat(s.status()).isEqualTo(Status.FEASIBLE);
        assertThat(new org.dltexplorer.core.schedule.ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    private static Scenario scenarioOfSize(int n, Random r) {
        Scenario sc = RandomScenarios.of(new Tree(RandomScenarios.randomTree(n, r)), r, 0.3, Strategy.DEFAULT);
        return sc.withLinkDefault(sc.linkDefault().withR(0.2)).withLinkOverrides(Map.of());
    }
}
