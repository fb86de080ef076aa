package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.Random;
import org.dltexplorer.core.invariance.MultiInstallmentOracleTest;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.solver.SolveMonitor;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The port-demand bound of the multi-installment star ({@link InstallmentDemandBound}): against the brute force of
 * {@link MultiInstallmentOracleTest} (every message sequence, each by its own whole-problem LP written there) it never
 * refutes the optimum, with coarse and fine grids; its per-worker program is checked against random message plans
 * evaluated here by the exact counting of the class comment (none is worth more) and against an enumeration of the
 * vertices of its cells (it is worth exactly their best, also under a branch's limits); and it must beat the
 * time-indexed bound
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
            RandomInstallmentStars.Solved solved = RandomInstallmentStars.solved(r, i, maxWorkers, maxInstallments);
            InstallmentStar star = solved.star();
            double optimum = solved.optimum();
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
     * The program's value is the supremum itself, not only above every plan: an independent enumeration of the
     * vertices of each cell ({@link #supremumByVertices}) reaches it, so a program that counts a plan the worker
     * cannot have (a message too many, a first message past its own limit (2), a tail outside the intervals a branch
     * allows) or misses one it can have (a message too few, two messages in one interval) fails here. Prices are
     * random, in a quarter of the trials zero but at one point (where splitting the load across it pays) and in
     * another quarter small (where the most load wins); half the trials restrict the plans as a branch does
     * ({@link InstallmentDemandBound.Limits}: message counts, each tail's intervals).
     */
    @Test
    void theProgramIsTheSupremumOverThePlansOfAWorker() {
        Random r = new Random(3104);
        for (int trial = 0; trial < 80; trial++) {
            int n = 1 + r.nextInt(3);
            InstallmentStar star = RandomInstallmentStars.oneWorker(r, n);
            int points = 1 + r.nextInt(6);
            double deadline = 10 + 100 * r.nextDouble();
            double[] pi = new double[points];
            for (int p = 0; p < points; p++) {
                pi[p] = switch (trial % 4) {
                    case 0 -> 0.0;
                    case 1 -> 0.01 * r.nextDouble();
                    default -> r.nextInt(3) == 0 ? 0.0 : 2 * r.nextDouble();
                };
            }
            if (trial % 4 == 0) {
                pi[r.nextInt(points)] = 0.5 + 3 * r.nextDouble();
            }
            InstallmentDemandBound.Limits limits = InstallmentDemandBound.Limits.all(n, points);
            if (r.nextBoolean()) {
                int[] lo = new int[n + 1];
                int[] hi = new int[n + 1];
                for (int i = 1; i <= n; i++) {
                    int a = 1 + r.nextInt(points);
                    int b = 1 + r.nextInt(points);
                    lo[i] = Math.min(a, b);
                    hi[i] = Math.max(a, b);
                }
                limits = new InstallmentDemandBound.Limits(1 + r.nextInt((1 << (n + 1)) - 1), lo, hi);
            }
            InstallmentDemandBound.Plan plan = new InstallmentDemandBound(star, points).price(1, deadline, pi, limits);
            double supremum = supremumByVertices(star, deadline, pi, limits, n);
            String what = String.format("trial %d (n = %d, %d points, counts %s, tails from %s to %s; plan %s)", trial,
                    n, points, Integer.toBinaryString(limits.counts()), Arrays.toString(limits.lo()),
                    Arrays.toString(limits.hi()), describe(plan));
            if (supremum == Double.NEGATIVE_INFINITY) {
                assertThat(plan.value()).as("%s: no plan is allowed", what).isEqualTo(Double.NEGATIVE_INFINITY);
                continue;
            }
            assertThat(plan.messages()).as("%s: messages", what).isLessThanOrEqualTo(n);
            assertThat(limits.counts() & (1 << plan.messages())).as("%s: count allowed", what).isNotZero();
            assertThat(plan.value()).as("%s: the program against the vertices", what).isCloseTo(supremum,
                    within(1e-7));
            assertThat(plan.value()).as("%s: the plan's own worth", what).isCloseTo(plan.load() - dot(pi,
                    plan.demand()), within(1e-9));
        }
    }

    private static String describe(InstallmentDemandBound.Plan plan) {
        return plan.messages() + " messages, tail intervals " + Arrays.toString(plan.tails()) + ", load "
                + plan.load() + ", demand " + Arrays.toString(plan.demand());
    }

    /** How far apart the enumeration puts tails that a vertex has equal (messages carrying almost nothing). */
    private static final double APART = 1e-10;

    /**
     * The supremum of {@code L − Σ_p π_p f(ρ_p)} over the plans of the star's worker 1 that {@code limits} allow,
     * by vertices (−∞ when none is allowed). Inside a cell (each tail in a fixed grid interval) the worth is linear
     * in the tails and the plans form a polytope (tails ordered, each within its interval, the first message
     * meeting (2)), so the supremum is at a vertex: each tail at an end of its interval, equal to a neighbour, or
     * fixed by (2) being tight. The enumeration takes every tail from those values (interval ends approached from
     * inside, equal tails {@link #APART} apart, the inner tail that makes (2) tight with the first tail at a grid
     * point, the point {@code 1 − S} where (2) is tight with two equal tails) and the first tail also at (2)'s limit
     * given the tail after it; each plan is counted as in {@link #worthOfTails}. It does not use the program's own
     * argument about which vertices can win.
     */
    private static double supremumByVertices(InstallmentStar star, double deadline, double[] pi,
            InstallmentDemandBound.Limits limits, int n) {
        int points = pi.length;
        double v = star.load();
        double a = star.a()[1] * v / deadline;
        double s = star.s()[1] / deadline;
        double c = star.c()[1] * v / deadline;
        java.util.TreeSet<Double> values = new java.util.TreeSet<>();
        for (int q = 0; q <= points; q++) {
            double g = (double) q / points;
            // (2) tight with the first tail at g: g + s + c (g − r) / a = 1
            double tight = g - (1 - s - g) * a / c;
            for (int j = 1; j <= n; j++) {
                values.add(g - j * APART);
                values.add(g + j * APART);
                values.add(1 - s - j * APART);
                values.add(tight - j * APART);
                values.add(tight + j * APART);
            }
        }
        double[] tails = values.stream().mapToDouble(Double::doubleValue).filter(t -> t > 0 && t < 1).toArray();
        Vertices vertices = new Vertices(pi, limits, a, s, c);
        double best = (limits.counts() & 1) != 0 ? 0 : Double.NEGATIVE_INFINITY;
        for (int k = 1; k <= n; k++) {
            if ((limits.counts() & (1 << k)) != 0) {
                best = Math.max(best, vertices.best(tails, k, 0, 0, 0));
            }
        }
        return best;
    }

    /**
     * The enumeration of {@link #supremumByVertices}, messages numbered from the last ({@code i = 1}) as in
     * {@link InstallmentDemandBound.Limits}: a message with tail {@code t} carries {@code x = (t − t_prev)/a} and
     * costs {@code P(t)(s + c x)}, {@code P(t)} the prices of the points {@code ρ_p ≤ t}.
     */
    private record Vertices(double[] pi, InstallmentDemandBound.Limits limits, double a, double s, double c) {

        /** The best worth of messages {@code i + 1 … k} from the end after a tail {@code prev} worth {@code sum}. */
        double best(double[] tails, int k, int i, double prev, double sum) {
            double best = Double.NEGATIVE_INFINITY;
            if (i == k - 1) {
                best = first(prev, sum, (1 - s + c * prev / a) / (1 + c / a) * (1 - 1e-13), k);
            }
            for (double t : tails) {
                if (t <= prev || !allowed(i + 1, t)) {
                    continue;
                }
                double x = (t - prev) / a;
                best = Math.max(best, i == k - 1 ? first(prev, sum, t, k)
                        : best(tails, k, i + 1, t, sum + x - price(t) * (s + c * x)));
            }
            return best;
        }

        /** The worth with the first message's tail at {@code t}, −∞ when it breaks (2) or its limits. */
        private double first(double prev, double sum, double t, int k) {
            double x = (t - prev) / a;
            if (!(x > 0) || t + s + c * x > 1 || !allowed(k, t)) {
                return Double.NEGATIVE_INFINITY;
            }
            return sum + x - price(t) * (s + c * x);
        }

        /** Whether the {@code i}-th message from the end may end {@code t} before the deadline (read here, not asked). */
        private boolean allowed(int i, double t) {
            int q = Math.max(1, (int) Math.ceil(t * pi.length - 1e-12));
            return limits.lo()[i] <= q && q <= limits.hi()[i];
        }

        private double price(double t) {
            double p = 0;
            for (int q = 0; q < pi.length; q++) {
                p += t >= (double) q / pi.length ? pi[q] : 0.0;
            }
            return p;
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
