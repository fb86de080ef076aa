package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.AbstractSolverContractTest;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.tree.LpTolerance;
import org.dltexplorer.core.solver.tree.TreeReturnSolver;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One-port stars returning results FIFO: the contract (every result reaches the originator); a closed form for one
 * worker, also solved by the tree-with-returns solver; returning more costs more time.
 */
class StarReturnSolverContractTest extends AbstractSolverContractTest {

    @Override
    protected Solver solver() {
        return new StarReturnSolver();
    }

    @Override
    protected int instances() {
        return 8;
    }

    @Override
    protected Scenario scenario(Random r) {
        return withReturns(RandomScenarios.of(new Star(1 + r.nextInt(4)), r, 0.5, Strategy.DEFAULT), r);
    }

    static Scenario withReturns(Scenario sc, Random r) {
        Map<Integer, LinkParams> links = new HashMap<>();
        for (var e : sc.network().edges()) {
            links.put(e.link(), sc.link(e.link()).withR(0.05 + 0.5 * r.nextDouble()));
        }
        return sc.withLinkOverrides(links);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("lpSeeds")
    void oneWorkerMatchesTheClosedFormAndTheTreeSolver(long seed) {
        Random r = new Random(seed);
        double a0 = 0.5 + r.nextDouble();
        double a1 = 0.5 + r.nextDouble();
        LinkParams l = new LinkParams(0.2 * r.nextDouble(), 0.1 + r.nextDouble(), 0.1 + r.nextDouble());
        double v = 1 + 5 * r.nextDouble();
        Scenario star = new Scenario("", null, null, new Star(1), v, ProcessorParams.of(a0),
                Map.of(1, ProcessorParams.of(a1)), l, Map.of(), Strategy.DEFAULT);
        // α_0 A_0 = 2S + (C + A_1 + R) α_1 and α_0 + α_1 = V, when that gives α_1 > 0; else the originator alone
        double k = l.C() + a1 + l.R();
        double alpha1 = (v * a0 - 2 * l.S()) / (a0 + k);
        double expected = alpha1 > 0 ? (v - alpha1) * a0 : v * a0;
        Schedule s = solver().solve(star);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(LpTolerance.LP.equal(s.makespan(), expected)).as("%s vs %s", s.makespan(), expected).isTrue();
        Scenario tree = star.withNetwork(new Tree(new int[] {-1, 0}));
        assertThat(LpTolerance.LP.equal(new TreeReturnSolver().solve(tree).makespan(), expected)).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("lpSeeds")
    void largerReturnsTakeLonger(long seed) {
        Scenario sc = instance(seed);
        Map<Integer, LinkParams> slower = new HashMap<>();
        for (var e : sc.network().edges()) {
            slower.put(e.link(), sc.link(e.link()).withR(2 * sc.link(e.link()).R()));
        }
        double t = solver().solve(sc).makespan();
        double t2 = solver().solve(sc.withLinkOverrides(slower)).makespan();
        assertThat(LpTolerance.LP.lessOrEqual(t, t2)).isTrue();
    }
}
