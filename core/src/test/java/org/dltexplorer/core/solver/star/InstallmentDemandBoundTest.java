package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.Random;
import org.dltexplorer.core.invariance.MultiInstallmentOracleTest;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.SolveMonitor;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The port-demand bound of the multi-installment star ({@link InstallmentDemandBound}): against the brute force of
 * {@link MultiInstallmentOracleTest} (every message sequence, each by its own whole-problem LP written there) it never
 * refutes the optimum, with coarse and fine grids; its per-worker program is checked against random message plans
 * evaluated here by the exact counting of the class comment; and it must beat the time-indexed bound
 * ({@link InstallmentSlotBound}) it replaces.
 */
class InstallmentDemandBoundTest {

    /** Relative slack for comparing makespans computed by two different LPs. */
    private static final double LP_TOLERANCE = 1e-6;

    @Test
    void neverRefutesTheOptimumOnIssueThirtysFamilyOrRandomStars() {
        check(16, 3, 2, 3101);
    }

    @Test
    @Tag("slow")
    void neverRefutesTheOptimumWithThreeMessagesEach() {
        check(12, 3, 3, 3102);
    }

    private static void check(int cases, int maxWorkers, int maxInstallments, long seed) {
        Random r = new Random(seed);
        int stronger = 0;
        for (int i = 0; i < cases; i++) {
            int m = 1 + r.nextInt(maxWorkers);
            int n = 2 + r.nextInt(maxInstallments - 1);
            Scenario sc = i % 2 == 0 ? RandomInstallmentStars.of(r.nextLong(), m, n, ActivationOrder.OPTIMAL)
                    : RandomScenarios.of(new Star(m), r, 0.3, Strategy.DEFAULT.withPorts(Ports.ONE).withInstallments(n)
                    .withOriginatorComputes(r.nextBoolean()).withComputeWhileReceiving(r.nextInt(3) > 0 ? null : false));
            double optimum = MultiInstallmentOracleTest.bestSequence(sc);
            InstallmentStar star = InstallmentStar.of(sc, n);
            int[] grids = {1, 2, 5, InstallmentDemandBound.POINTS, InstallmentDemandBound.TIMED_POINTS};
            for (int points : grids) {
                // coarse grids make an off-by-a-point error large enough to refute the optimum
                assertThat(new InstallmentDemandBound(star, points).refutes(optimum * (1 + LP_TOLERANCE)))
                        .as("case %d, %d points: %s refutes its optimum %s", i, points, star, optimum).isFalse();
            }
            double bound = new InstallmentDemandBound(star, InstallmentDemandBound.POINTS).bound(0, optimum, 30, 0,
                    SolveMonitor.NONE);
            double slot = new InstallmentSlotBound(star).bound(0, optimum, 30, SolveMonitor.NONE);
            assertThat(bound).as("case %d: %s", i, star).isLessThanOrEqualTo(optimum * (1 + LP_TOLERANCE));
            stronger += bound > slot * (1 + 1e-4) ? 1 : 0;
        }
        assertThat(stronger).as("stars where the demand bound beats the time-indexed one").isGreaterThan(cases / 2);
    }

    /**
     * No plan of a worker alone is worth more at given prices than the program's supremum, and the plan it returns is
     * worth what it says. Random plans: at most n messages, tails drawn at random or just below and at grid points
     * (where the counting changes), the first message meeting its own arrival plus computing by the deadline.
     */
    @Test
    void theProgramBoundsEveryPlanOfAWorker() {
        Random r = new Random(3103);
        for (int trial = 0; trial < 40; trial++) {
            int m = 1 + r.nextInt(3);
            int n = 1 + r.nextInt(3);
            InstallmentStar star = InstallmentStar.of(RandomInstallmentStars.of(r.nextLong(), m, n,
                    ActivationOrder.OPTIMAL), n);
            int points = 1 + r.nextInt(12);
            double deadline = 20 + 100 * r.nextDouble();
            double[] pi = new double[points];
            for (int p = 0; p < points; p++) {
                pi[p] = r.nextInt(3) == 0 ? 0.0 : 2 * r.nextDouble();
            }
            InstallmentDemandBound bound = new InstallmentDemandBound(star, points);
            for (int w = 1; w <= m; w++) {
                InstallmentDemandBound.Plan plan = bound.price(w, deadline, pi);
                double worth = plan.load() - dot(pi, plan.demand());
                assertThat(plan.value()).as("trial %d worker %d: the plan's own worth", trial, w)
                        .isCloseTo(worth, within(1e-9));
                assertThat(plan.value()).isGreaterThanOrEqualTo(0.0);
                double bestSeen = 0;
                for (int k = 0; k < 20_000; k++) {
                    bestSeen = Math.max(bestSeen, randomPlanWorth(star, w, deadline, pi, n, r));
                }
                assertThat(bestSeen).as("trial %d worker %d: a random plan beats the program", trial, w)
                        .isLessThanOrEqualTo(plan.value() + 1e-9);
                // the supremum is approached: the best random plan comes near it where plans are few
                if (n == 1 && points <= 3) {
                    assertThat(bestSeen).as("trial %d worker %d: supremum approached", trial, w)
                            .isGreaterThan(plan.value() - 0.02 * Math.max(plan.load(), 1e-3));
                }
            }
        }
    }

    /**
     * The worth {@code L − Σ_p π_p f(ρ_p)} of a random plan of worker {@code w}, loads as fractions of V, port time
     * as a fraction of the deadline, each message counted at every point {@code ρ_p = pD/K} with {@code R ≥ ρ_p};
     * −∞ when the plan breaks the first message's own limit.
     */
    private static double randomPlanWorth(InstallmentStar star, int w, double deadline, double[] pi, int n,
            Random r) {
        int points = pi.length;
        int k = 1 + r.nextInt(n);
        double[] tails = new double[k];
        for (int i = 0; i < k; i++) {
            double t = r.nextDouble();
            int q = 1 + r.nextInt(points);
            tails[i] = switch (r.nextInt(3)) {
                case 0 -> t;
                case 1 -> (double) q / points - 1e-12 * (1 + r.nextInt(1000));
                default -> Math.min(1.0, (double) q / points);
            };
        }
        Arrays.sort(tails);
        return worthOfTails(star, w, deadline, pi, tails);
    }

    /**
     * The worth {@code L − Σ_p π_p f(ρ_p)} of worker {@code w}'s plan whose messages end at {@code tails} (sorted,
     * fractions of the deadline before its end); −∞ when a load is not positive or the first message breaks its own
     * limit. Shared by the tests of the demand bound and of its branching.
     */
    static double worthOfTails(InstallmentStar star, int w, double deadline, double[] pi, double[] tails) {
        int points = pi.length;
        int k = tails.length;
        double v = star.load();
        double a = star.a()[w] * v / deadline;
        double s = star.s()[w] / deadline;
        double c = star.c()[w] * v / deadline;
        double prev = 0;
        double worth = 0;
        for (int i = 0; i < k; i++) {
            double x = (tails[i] - prev) / a;
            if (!(x > 0)) {
                return Double.NEGATIVE_INFINITY;
            }
            double port = s + c * x;
            worth += x;
            for (int p = 0; p < points; p++) {
                if (tails[i] >= (double) p / points) {
                    worth -= pi[p] * port;
                }
            }
            if (i == k - 1 && tails[i] + port > 1) {
                return Double.NEGATIVE_INFINITY;
            }
            prev = tails[i];
        }
        return worth;
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }
}
