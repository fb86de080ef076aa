package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.dltexplorer.core.invariance.MultiInstallmentOracleTest;
import org.dltexplorer.core.solver.SolveMonitor;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The time-indexed bound of the multi-installment star ({@link InstallmentSlotBound}) against the brute force of
 * {@link MultiInstallmentOracleTest} (every message sequence, each by its own whole-problem LP written there): the
 * LP never refutes a deadline that the best sequence meets, and the bisected bound stays at or below the optimum.
 * A bound that is valid but useless would pass that, so it must also beat the prefix bound at the root on most stars.
 */
class InstallmentSlotBoundTest {

    @Test
    void neverRefutesTheOptimumOnIssueThirtysFamilyOrRandomStars() {
        check(16, 3, 2, 3001);
    }

    @Test
    @Tag("slow")
    void neverRefutesTheOptimumWithThreeMessagesEach() {
        check(12, 3, 3, 3002);
    }

    private static void check(int cases, int maxWorkers, int maxInstallments, long seed) {
        Random r = new Random(seed);
        int stronger = 0;
        for (int i = 0; i < cases; i++) {
            RandomInstallmentStars.Solved solved = RandomInstallmentStars.solved(r, i, maxWorkers, maxInstallments);
            InstallmentStar star = solved.star();
            double optimum = solved.optimum();
            InstallmentSlotBound slot = new InstallmentSlotBound(star);
            double prefix = new InstallmentSearch(star).rootBound();
            double bound = slot.bound(0, optimum, 20, SolveMonitor.NONE);

            for (int slots : new int[] {2, 5, InstallmentSlotBound.SLOTS}) {
                // coarse slots make an off-by-a-slot error large enough to refute the optimum
                assertThat(new InstallmentSlotBound(star, slots).refutes(optimum * (1 + 1e-6)))
                        .as("case %d, %d slots: %s refutes its optimum %s", i, slots, star, optimum).isFalse();
            }
            assertThat(bound).as("case %d: %s", i, star).isLessThanOrEqualTo(optimum * (1 + 1e-7));
            stronger += bound > prefix * (1 + 1e-6) ? 1 : 0;
        }
        assertThat(stronger).as("stars where the slot bound beats the prefix bound").isGreaterThan(cases / 2);
    }
}
