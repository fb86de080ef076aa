package org.dltexplorer.core.solver.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Random;
import java.util.stream.LongStream;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.SolveMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The benchmark's MILP is the same model as the branch-and-bound: on small stars, where both prove their answer,
 * they give the same optimum (the search's optimum is itself checked against brute force in {@link OrderSearchTest}),
 * and on Drozdowski & Wolniewicz's (2003) MNP1 example the MILP reaches the published V = 50 optimum.
 */
class PositionAssignmentMilpTest {

    /** ojAlgo's MILP works to about 1e-6 relative (its integrality and feasibility tolerances). */
    static final double MILP_ROUNDING = 1e-5;
    private static final long LIMIT_MS = 60_000;

    static LongStream seeds() {
        return LongStream.range(1, 5);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void memoryStarOptimumEqualsTheSearch(long seed) {
        sameOptimum(RandomMemoryStars.of(seed, 3 + (int) (seed % 3), ActivationOrder.OPTIMAL));
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void onePortStarOptimumEqualsTheSearch(long seed) {
        sameOptimum(RandomScenarios.of(new Star(3 + (int) (seed % 3)), new Random(seed), 2.0,
                Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL)));
    }

    @Test
    void publishedMnp1OptimumForHalfTheLoad() {
        Scenario sc = StarMemoryExampleTest.example(50, ActivationOrder.OPTIMAL);
        PositionAssignmentMilp.Answer milp = PositionAssignmentMilp.solve(sc, LIMIT_MS);
        assertThat(milp.proven()).as(milp.state()).isTrue();
        // Drozdowski & Wolniewicz (2003), MNP1 table, V = 50: 72.832, printed to 3 decimals
        assertThat(milp.makespan()).isCloseTo(72.832, within(1e-3));
    }

    /** CBC, run on the same model for the benchmark, finds the same optima (skipped where {@code cbc} is not installed). */
    @ParameterizedTest
    @MethodSource("seeds")
    void cbcFindsTheSearchOptimumOnTheTightFamily(long seed) {
        assumeTrue(PositionAssignmentMilp.cbcAvailable(), "cbc not installed");
        Scenario sc = RandomMemoryStars.tight(seed, 4 + (int) (seed % 3), ActivationOrder.OPTIMAL);
        StarOrderSearch.Found ours = StarOrderSearch.optimal(sc, SolveMonitor.NONE);
        PositionAssignmentMilp.Answer cbc = PositionAssignmentMilp.solveWithCbc(sc, LIMIT_MS);
        assertThat(ours.proven()).isTrue();
        assertThat(cbc.proven()).as(cbc.state()).isTrue();
        assertThat(cbc.makespan()).isCloseTo(ours.makespan(), within(MILP_ROUNDING * ours.makespan()));
    }

    @Test
    void cbcReachesThePublishedMnp1Optimum() {
        assumeTrue(PositionAssignmentMilp.cbcAvailable(), "cbc not installed");
        PositionAssignmentMilp.Answer cbc = PositionAssignmentMilp.solveWithCbc(
                StarMemoryExampleTest.example(50, ActivationOrder.OPTIMAL), LIMIT_MS);
        assertThat(cbc.proven()).as(cbc.state()).isTrue();
        assertThat(cbc.makespan()).isCloseTo(72.832, within(1e-3));
    }

    private static void sameOptimum(Scenario sc) {
        StarOrderSearch.Found ours = StarOrderSearch.optimal(sc, SolveMonitor.NONE);
        PositionAssignmentMilp.Answer milp = PositionAssignmentMilp.solve(sc, LIMIT_MS);
        assertThat(ours.proven()).isTrue();
        assertThat(milp.proven()).as(milp.state()).isTrue();
        assertThat(milp.makespan()).isCloseTo(ours.makespan(), within(MILP_ROUNDING * ours.makespan()));
    }
}
