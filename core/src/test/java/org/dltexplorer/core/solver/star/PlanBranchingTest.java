package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.dltexplorer.core.invariance.MultiInstallmentOracleTest;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.solver.SolveMonitor;
import org.junit.jupiter.api.Test;

/**
 * The port-demand bound branched on the workers' plans ({@link PlanBranching}, {@link InstallmentDemandBound.Limits}):
 * the restricted per-worker program bounds every random plan its limits admit (counted here by the class comment's
 * exact rule), and the branched refutation never refutes the optimum that {@link MultiInstallmentOracleTest}'s brute
 * force finds (every message sequence, each by its own whole-problem LP), while refuting deadlines the plain bound
 * cannot.
 */
class PlanBranchingTest {

    /** Relative slack for comparing makespans computed by two different LPs. */
    private static final double LP_TOLERANCE = 1e-6;

    @Test
    void neverRefutesTheOptimumAndRefutesMoreThanThePlainBound() {
        Random r = new Random(3201);
        int stronger = 0;
        int cases = 10;
        for (int i = 0; i < cases; i++) {
            RandomInstallmentStars.Solved solved = RandomInstallmentStars.solved(r, i, 3, 3);
            InstallmentStar star = solved.star();
            double optimum = solved.optimum();
            for (int points : new int[] {2, 5, 16}) {
                // coarse grids make an off-by-an-interval error large enough to refute the optimum
                InstallmentDemandBound bound = new InstallmentDemandBound(star, points);
                assertThat(new PlanBranching(star, bound, 400, 60).refutes(optimum * (1 + LP_TOLERANCE),
                        SolveMonitor.NONE)).as("case %d, %d points: %s refutes its optimum %s", i, points, star,
                        optimum).isFalse();
            }
            InstallmentDemandBound plain = new InstallmentDemandBound(star, 16);
            double root = plain.bound(0, optimum, 30, 0, SolveMonitor.NONE);
            double above = root + 0.3 * (optimum - root);
            if (!plain.refutes(above)
                    && new PlanBranching(star, new InstallmentDemandBound(star, 16), 400, 60).refutes(above,
                    SolveMonitor.NONE)) {
                stronger++;
            }
        }
        assertThat(stronger).as("stars where branching refutes a deadline the plain bound does not").isGreaterThan(2);
    }

    /**
     * A cancelled solve stops a node's cutting planes after their first round (at 128 points one node's rounds took
     * seconds past the time limit) and refutes nothing; the same node run to the end takes more rounds.
     */
    @Test
    void aCancelledSolveStopsTheCuttingPlanesAfterOneRound() {
        InstallmentStar star = InstallmentStar.of(RandomInstallmentStars.of(7, 6, 3, ActivationOrder.OPTIMAL), 3);
        double reached = new InstallmentSearch(star).heuristic(new int[] {1, 2, 3, 4, 5, 6}, SolveMonitor.NONE)
                .makespan();
        double deadline = 0.99 * reached;
        SolveMonitor cancelled = new SolveMonitor() {
            @Override
            public boolean cancelled() {
                return true;
            }

            @Override
            public void progress(double fraction, String message) {
            }
        };
        InstallmentDemandBound stopped = new InstallmentDemandBound(star, 32);
        assertThat(new PlanBranching(star, stopped, 400, 400).refutes(deadline, cancelled)).isFalse();
        assertThat(stopped.lps()).as("cutting-plane LPs after the cancellation").isLessThanOrEqualTo(1);
        InstallmentDemandBound full = new InstallmentDemandBound(star, 32);
        new PlanBranching(star, full, 1, 400).refutes(deadline, SolveMonitor.NONE);
        assertThat(full.lps()).as("cutting-plane LPs of the same node uncancelled").isGreaterThan(1);
    }

    /**
     * No plan a worker's limits admit is worth more at given prices than the restricted program's supremum. Random
     * limits (message counts, an interval range per message from the end) and random plans, kept when admitted.
     */
    @Test
    void theRestrictedProgramBoundsEveryAdmittedPlan() {
        Random r = new Random(3202);
        int checked = 0;
        for (int trial = 0; trial < 60; trial++) {
            int n = 1 + r.nextInt(3);
            InstallmentStar star = RandomInstallmentStars.oneWorker(r, n);
            int points = 1 + r.nextInt(10);
            double deadline = 20 + 100 * r.nextDouble();
            double[] pi = new double[points];
            for (int p = 0; p < points; p++) {
                pi[p] = r.nextInt(3) == 0 ? 0.0 : 2 * r.nextDouble();
            }
            int counts = 1 + r.nextInt((1 << (n + 1)) - 1);
            int[] lo = new int[n + 1];
            int[] hi = new int[n + 1];
            for (int i = 1; i <= n; i++) {
                int a = 1 + r.nextInt(points);
                int b = 1 + r.nextInt(points);
                lo[i] = Math.min(a, b);
                hi[i] = Math.max(a, b);
            }
            InstallmentDemandBound.Limits limits = new InstallmentDemandBound.Limits(counts, lo, hi);
            InstallmentDemandBound.Plan plan = new InstallmentDemandBound(star, points).price(1, deadline, pi, limits);
            for (int k = 0; k < 20_000; k++) {
                double worth = admittedWorth(star, deadline, pi, n, limits, r);
                if (worth > Double.NEGATIVE_INFINITY) {
                    checked++;
                    assertThat(worth).as("trial %d: a plan its limits %s admit beats the program", trial,
                            limits).isLessThanOrEqualTo(plan.value() + 1e-9);
                }
            }
        }
        assertThat(checked).as("admitted random plans").isGreaterThan(10_000);
    }

    /**
     * The worth {@code L − Σ_p π_p f(ρ_p)} of a random plan of the star's only worker when {@code limits} admit it
     * (its count, and the interval {@code ⌈r K⌉} of each tail {@code r} counted from the end), else −∞; −∞ too when
     * the first message breaks its own limit. Loads as fractions of V, port time as a fraction of the deadline.
     */
    private static double admittedWorth(InstallmentStar star, double deadline, double[] pi, int n,
            InstallmentDemandBound.Limits limits, Random r) {
        int points = pi.length;
        int k = r.nextInt(n + 1);
        if (!limits.allows(k)) {
            return Double.NEGATIVE_INFINITY;
        }
        double[] tails = new double[k];
        for (int i = 0; i < k; i++) {
            int q = 1 + r.nextInt(points);
            tails[i] = switch (r.nextInt(3)) {
                case 0 -> r.nextDouble();
                case 1 -> (double) q / points - 1e-12 * (1 + r.nextInt(1000));
                default -> Math.min(1.0, (double) q / points);
            };
        }
        Arrays.sort(tails);
        for (int i = 0; i < k; i++) {
            int q = Math.max(1, (int) Math.ceil(tails[i] * points - 1e-9));
            if (!limits.allows(i + 1, q)) {
                return Double.NEGATIVE_INFINITY;
            }
        }
        return InstallmentDemandBoundTest.worthOfTails(star, 1, deadline, pi, tails);
    }
}
