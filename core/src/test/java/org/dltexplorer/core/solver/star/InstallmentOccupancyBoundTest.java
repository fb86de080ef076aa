package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.dltexplorer.core.invariance.MultiInstallmentOracleTest;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.SolveMonitor;
import org.junit.jupiter.api.Test;

/**
 * The port-occupancy bound of the multi-installment star ({@link InstallmentOccupancyBound}): against the brute
 * force of {@link MultiInstallmentOracleTest} (every message sequence, each by its own whole-problem LP) it never
 * refutes the optimum at 2–4 workers, on coarse and finer cells; and it refutes deadlines the port-demand bound
 * ({@link InstallmentDemandBound}, 128 points) cannot.
 */
class InstallmentOccupancyBoundTest {

    /** Relative slack for comparing makespans computed by two different LPs. */
    private static final double LP_TOLERANCE = 1e-6;

    @Test
    void neverRefutesTheOptimumAndBeatsTheDemandBound() {
        Random r = new Random(1502);
        int cases = 8;
        int stronger = 0;
        StringBuilder table = new StringBuilder();
        for (int i = 0; i < cases; i++) {
            int m = 2 + i % 3;
            int n = m == 4 ? 1 : 2;
            Scenario sc = i % 2 == 0 ? RandomInstallmentStars.of(r.nextLong(), m, n, ActivationOrder.OPTIMAL)
                    : RandomScenarios.of(new Star(m), r, 0.3, Strategy.DEFAULT.withPorts(Ports.ONE).withInstallments(n)
                    .withOriginatorComputes(r.nextBoolean()).withComputeWhileReceiving(r.nextInt(3) > 0 ? null : false));
            double optimum = MultiInstallmentOracleTest.bestSequence(sc);
            InstallmentStar star = InstallmentStar.of(sc, n);
            for (int cells : new int[] {1, 3, 8}) {
                assertThat(new InstallmentOccupancyBound(star, cells, new CellEnumerationPricing())
                        .refutes(optimum * (1 + LP_TOLERANCE), SolveMonitor.NONE))
                        .as("case %d, %d cells: %s refutes its optimum %s", i, cells, star, optimum).isFalse();
            }
            double occupancy = new InstallmentOccupancyBound(star, 8, new CellEnumerationPricing()).bound(0, optimum,
                    12, SolveMonitor.NONE);
            double demand = new InstallmentDemandBound(star, InstallmentDemandBound.TIMED_POINTS).bound(0, optimum, 12,
                    0, SolveMonitor.NONE);
            table.append(String.format("%ncase %d (m = %d, n = %d): optimum %.6f, occupancy (8 cells) %.6f, demand "
                    + "(128 points) %.6f", i, m, n, optimum, occupancy, demand));
            if (occupancy > demand * (1 + 1e-3)
                    && !new InstallmentDemandBound(star, InstallmentDemandBound.TIMED_POINTS).refutes(occupancy)) {
                stronger++;
            }
        }
        System.out.println("InstallmentOccupancyBoundTest:" + table);
        assertThat(stronger).as("stars where the occupancy bound refutes a deadline the demand bound does not:%s",
                table).isGreaterThanOrEqualTo(cases / 2);
    }
}
