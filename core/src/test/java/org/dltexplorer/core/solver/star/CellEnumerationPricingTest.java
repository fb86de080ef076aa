package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.Random;
import org.dltexplorer.core.model.ActivationOrder;
import org.junit.jupiter.api.Test;

/**
 * The exact pricing program of the occupancy bound ({@link CellEnumerationPricing}): its proven upper value is the
 * supremum of {@code load − ∫ μ occ} over the plans of one worker. Checked against an independent enumeration of the
 * vertices of every cell assignment's polytope (written here: no ojAlgo, no pruning), against random plans (none is
 * worth more than its upper value), and by hand. Dropping the neighbour constraint {@code e_j ≤ s_{j+1}} or the tails
 * of all but the first message from the program fails the vertex check.
 */
class CellEnumerationPricingTest {

    /** Absolute slack between two computations of the same supremum (loads of order 1–100). */
    private static final double TOLERANCE = 1e-6;

    private static InstallmentStar worker(double a, double s, double c, int n) {
        return new InstallmentStar(Double.POSITIVE_INFINITY, new double[] {0, a}, new double[] {0, s},
                new double[] {0, c}, 100, n, false);
    }

    /**
     * At no price, one message carries {@code (D − S)/(C + A)}; two, with both tails tight, carry
     * {@code ((A + C) D − A S − 2 C S)/(A C + A² + C²)}: 4.5 and 17/3 at {@code A = C = S = 1}, {@code D = 10}.
     */
    @Test
    void oneAndTwoMessagesAtNoPriceByHand() {
        double[] ends = {2.5, 5, 7.5, 10};
        double[] mu = new double[4];
        OccupancyPricing.Priced one = new CellEnumerationPricing().price(worker(1, 1, 1, 1), 1, 10, ends, mu);
        assertThat(one.value()).isCloseTo(4.5, within(TOLERANCE));
        assertThat(one.upper()).isCloseTo(4.5, within(TOLERANCE));
        OccupancyPricing.Priced two = new CellEnumerationPricing().price(worker(1, 1, 1, 2), 1, 10, ends, mu);
        assertThat(two.value()).isCloseTo(17.0 / 3, within(TOLERANCE));
        assertThat(two.upper()).isCloseTo(17.0 / 3, within(TOLERANCE));
        assertThat(two.plan().messages()).isEqualTo(2);
    }

    /**
     * A price on the middle of the port makes a single message pay for it: at {@code μ = 10} on {@code (2, 8]} and
     * none elsewhere, a message of {@code A = C = 1}, {@code S = 1}, {@code D = 10} within {@code [0, 2]} carries 1
     * (and meets its tail, {@code 2 + 1 ≤ 10}); one ending after 8 pays 10 per unit of port time in the middle; two
     * messages, the second from 8, do better: the first carries 1, the second {@code x} with {@code 9 + x + x ≤ 10}
     * and the first's tail {@code 2 + 1 + x ≤ 10}: {@code x = 1/2}, worth 1.5 in all.
     */
    @Test
    void aPricedMiddleByHand() {
        double[] ends = {2, 8, 10};
        double[] mu = {0, 10, 0};
        OccupancyPricing.Priced two = new CellEnumerationPricing().price(worker(1, 1, 1, 2), 1, 10, ends, mu);
        assertThat(two.upper()).isCloseTo(1.5, within(TOLERANCE));
        assertThat(two.value()).isCloseTo(1.5, within(TOLERANCE));
    }

    /**
     * The program's upper value equals the best vertex of every cell assignment's polytope, its plan is a plan of the
     * worker worth its value, and no random plan is worth more. Prices random, a third of the cells free; workers of
     * issue 30's family and deadlines from 2 to 40.
     */
    @Test
    void theProgramIsTheSupremumOverThePlansOfAWorker() {
        Random r = new Random(1501);
        for (int trial = 0; trial < 40; trial++) {
            int n = 1 + trial % 3;
            InstallmentStar star = InstallmentStar.of(RandomInstallmentStars.of(r.nextLong(), 1, n,
                    ActivationOrder.OPTIMAL), n);
            int cells = n == 3 ? 2 + trial % 2 : 2 + r.nextInt(4);
            double deadline = 2 + 38 * r.nextDouble();
            double[] ends = cellEnds(r, cells, deadline);
            double[] mu = new double[cells];
            for (int q = 0; q < cells; q++) {
                mu[q] = r.nextInt(3) == 0 ? 0.0 : 2 * r.nextDouble() / star.c()[1];
            }
            OccupancyPricing.Priced priced = new CellEnumerationPricing().price(star, 1, deadline, ends, mu);
            double vertices = new Vertices(star, deadline, ends, mu).supremum();
            String what = String.format("trial %d: %s, D = %s, ends %s, mu %s", trial, star, deadline,
                    Arrays.toString(ends), Arrays.toString(mu));
            assertThat(priced.upper()).as("%s: upper against the vertices", what).isCloseTo(vertices,
                    within(TOLERANCE * (1 + vertices)));
            assertThat(priced.value()).as("%s: value against the vertices", what).isCloseTo(vertices,
                    within(TOLERANCE * (1 + vertices)));
            assertThat(priced.plan().violation(star, deadline)).as("%s: a plan", what).isLessThanOrEqualTo(1e-9);
            assertThat(priced.plan().messages()).isLessThanOrEqualTo(n);
            assertThat(priced.plan().value(star, ends, mu)).isCloseTo(priced.value(), within(1e-12));
            for (int p = 0; p < 2000; p++) {
                OccupancyPlan plan = randomPlan(r, star, deadline, n);
                if (plan != null) {
                    assertThat(plan.value(star, ends, mu)).as("%s: random plan", what)
                            .isLessThanOrEqualTo(priced.upper() + 1e-9);
                }
            }
        }
    }

    /** Cell ends: random, increasing, the last the deadline. */
    static double[] cellEnds(Random r, int cells, double deadline) {
        double[] ends = new double[cells];
        double sum = 0;
        for (int q = 0; q < cells; q++) {
            sum += 0.2 + r.nextDouble();
            ends[q] = sum;
        }
        for (int q = 0; q < cells; q++) {
            ends[q] *= deadline / sum;
        }
        ends[cells - 1] = deadline;
        return ends;
    }

    /** A plan of up to n messages at random positions, or null when it misses the deadline. */
    private static OccupancyPlan randomPlan(Random r, InstallmentStar star, double deadline, int n) {
        int k = 1 + r.nextInt(n);
        double[] points = new double[2 * k];
        for (int i = 0; i < points.length; i++) {
            points[i] = deadline * r.nextDouble() * (r.nextBoolean() ? 1 : 0.3);
        }
        Arrays.sort(points);
        double[] st = new double[k];
        double[] en = new double[k];
        for (int j = 0; j < k; j++) {
            st[j] = points[2 * j];
            en[j] = points[2 * j + 1];
        }
        OccupancyPlan plan = new OccupancyPlan(1, st, en);
        return plan.violation(star, deadline) <= 0 ? plan : null;
    }

    /**
     * The supremum by brute force over vertices: for every ordered assignment of the {@code 2k} points to cells
     * ({@code k ≤ n}), every choice of {@code 2k} of its constraints taken as equalities (cell ends, {@code e_j − s_j
     * = S}, {@code e_j = s_{j+1}}, each tail), solved by Gaussian elimination; the best feasible one, valued by
     * {@code load − ∫ μ occ} of the plan itself. A bounded polytope's linear maximum is at such a vertex.
     */
    static final class Vertices {
        private final InstallmentStar star;
        private final double d;
        private final double[] ends;
        private final double[] mu;
        private final double s;
        private final double c;
        private final double a;

        Vertices(InstallmentStar star, double deadline, double[] ends, double[] mu) {
            this.star = star;
            this.d = deadline;
            this.ends = ends;
            this.mu = mu;
            this.s = star.s()[1];
            this.c = star.c()[1];
            this.a = star.a()[1];
        }

        double supremum() {
            double best = 0;
            for (int k = 1; k <= star.installments(); k++) {
                best = Math.max(best, assignments(new int[2 * k], 0, 0, k));
            }
            return best;
        }

        private double assignments(int[] cells, int i, int from, int k) {
            if (i == cells.length) {
                return polytope(cells, k);
            }
            double best = Double.NEGATIVE_INFINITY;
            for (int q = from; q < ends.length; q++) {
                cells[i] = q;
                best = Math.max(best, assignments(cells, i + 1, q, k));
            }
            return best;
        }

        /** Rows {@code g·x ≤ h} of one assignment, variables {@code (s_1, e_1, …)}. */
        private double polytope(int[] cells, int k) {
            int vars = 2 * k;
            java.util.List<double[]> rows = new java.util.ArrayList<>();
            for (int v = 0; v < vars; v++) {
                double lo = cells[v] == 0 ? 0 : ends[cells[v] - 1];
                double hi = ends[cells[v]];
                rows.add(row(vars, v, -1, -lo));
                rows.add(row(vars, v, 1, hi));
            }
            for (int j = 0; j < k; j++) {
                double[] len = new double[vars + 1];
                len[2 * j] = 1;
                len[2 * j + 1] = -1;
                len[vars] = -s;
                rows.add(len);
                if (j + 1 < k) {
                    double[] apart = new double[vars + 1];
                    apart[2 * j + 1] = 1;
                    apart[2 * j + 2] = -1;
                    rows.add(apart);
                }
                // e_j + (A/C) Σ_{i ≥ j} (e_i − s_i − S) ≤ D
                double[] tail = new double[vars + 1];
                tail[2 * j + 1] = 1;
                for (int i = j; i < k; i++) {
                    tail[2 * i + 1] += a / c;
                    tail[2 * i] -= a / c;
                }
                tail[vars] = d + (a / c) * s * (k - j);
                rows.add(tail);
            }
            return best(rows, vars, new int[vars], 0, 0, k);
        }

        private static double[] row(int vars, int v, double coef, double rhs) {
            double[] row = new double[vars + 1];
            row[v] = coef;
            row[vars] = rhs;
            return row;
        }

        private double best(java.util.List<double[]> rows, int vars, int[] chosen, int i, int from, int k) {
            if (i == vars) {
                double[] x = solve(rows, chosen, vars);
                if (x == null) {
                    return Double.NEGATIVE_INFINITY;
                }
                for (double[] row : rows) {
                    double lhs = 0;
                    for (int v = 0; v < vars; v++) {
                        lhs += row[v] * x[v];
                    }
                    if (lhs > row[vars] + 1e-9 * (1 + Math.abs(row[vars]))) {
                        return Double.NEGATIVE_INFINITY;
                    }
                }
                double[] st = new double[k];
                double[] en = new double[k];
                for (int j = 0; j < k; j++) {
                    st[j] = x[2 * j];
                    en[j] = x[2 * j + 1];
                }
                return new OccupancyPlan(1, st, en).value(star, ends, mu);
            }
            double best = Double.NEGATIVE_INFINITY;
            for (int r = from; r <= rows.size() - (vars - i); r++) {
                chosen[i] = r;
                best = Math.max(best, best(rows, vars, chosen, i + 1, r + 1, k));
            }
            return best;
        }

        /** The point where the chosen rows hold with equality, or null when they do not fix one. */
        private static double[] solve(java.util.List<double[]> rows, int[] chosen, int vars) {
            double[][] m = new double[vars][vars + 1];
            for (int i = 0; i < vars; i++) {
                m[i] = rows.get(chosen[i]).clone();
            }
            for (int col = 0; col < vars; col++) {
                int pivot = col;
                for (int i = col + 1; i < vars; i++) {
                    if (Math.abs(m[i][col]) > Math.abs(m[pivot][col])) {
                        pivot = i;
                    }
                }
                if (Math.abs(m[pivot][col]) < 1e-12) {
                    return null;
                }
                double[] t = m[col];
                m[col] = m[pivot];
                m[pivot] = t;
                for (int i = 0; i < vars; i++) {
                    if (i != col) {
                        double f = m[i][col] / m[col][col];
                        for (int j = col; j <= vars; j++) {
                            m[i][j] -= f * m[col][j];
                        }
                    }
                }
            }
            double[] x = new double[vars];
            for (int i = 0; i < vars; i++) {
                x[i] = m[i][vars] / m[i][i];
            }
            return x;
        }
    }
}
