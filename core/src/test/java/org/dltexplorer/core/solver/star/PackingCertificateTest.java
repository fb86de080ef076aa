package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bracket of a packing LP's optimum ({@link PackingCertificate}, {@link PackingLp#bracket}) from claims a solver
 * could make: wrong prices, a point short of the optimum, a point beyond the rows, prices that leave a column
 * unpriced. Each bracket must hold the optimum that {@link #bruteForce} finds by enumerating every vertex, and the
 * point must meet its rows after it.
 */
class PackingCertificateTest {

    private static final double TOL = 1e-12;

    /** {@code max x + y}, {@code x + 2y ≤ 4}, {@code 3x + y ≤ 6}: optimum 2.8 at (1.6, 1.2), prices (0.4, 0.2). */
    private static final double[][] G = {{1, 2}, {3, 1}};
    private static final double[] H = {4, 6};

    @Test
    void theBruteForceOracleFindsTheHandWorkedOptimum() {
        assertThat(bruteForce(G, H, 2, 2)).isCloseTo(2.8, within(TOL));
        assertThat(bruteForce(new double[][] {{1, 0}, {1, 2}}, new double[] {3, 4}, 2, 2)).isCloseTo(3.5, within(TOL));
    }

    /**
     * Prices (0.3, 0.2) instead of (0.4, 0.2): {@code h·y = 2.4}, below the optimum, and {@code Gᵀy = (0.9, 0.8)},
     * so {@code y / 0.8} is dual feasible and bounds it by 3; repairing the two short columns gives 2.93.
     */
    @Test
    void aPerturbedDualStillBoundsTheOptimum() {
        double upper = PackingCertificate.upperBound(G, H, 2, 2, new double[] {0.3, 0.2});
        assertThat(upper).isGreaterThanOrEqualTo(2.8).isCloseTo(2.8 + 0.4 / 3, within(1e-9));
    }

    /**
     * A solver stopped at the feasible point (1, 1), value 2, with the prices of its one binding-looking row (0, 1/3):
     * the bracket keeps 2 as the load that surely goes through and bounds the optimum 2.8 from above, where the
     * claimed objective alone would have been taken for the most load.
     */
    @Test
    void aPrimalShortOfTheOptimumIsNotTakenForIt() {
        double[] x = {1, 1};
        PackingLp.Bracket b = PackingLp.bracket(G, H, 2, 2, x, new double[] {0, 1.0 / 3});
        assertThat(b.lower()).isCloseTo(2.0, within(1e-9));
        assertThat(b.upper()).isGreaterThanOrEqualTo(2.8);
        assertThat(x).containsExactly(new double[] {1, 1}, within(1e-9));
    }

    /** A point beyond its rows, (2, 2), is shrunk until it meets them: the lower end is a load that goes through. */
    @Test
    void aPointBeyondItsRowsIsShrunkUntilItMeetsThem() {
        double[] x = {2, 2};
        PackingLp.Bracket b = PackingLp.bracket(G, H, 2, 2, x, new double[] {0.4, 0.2});
        // row 1: 2 + 4 = 6 of 4, row 2: 6 + 2 = 8 of 6: shrunk by 4/6, to (4/3, 4/3), value 8/3
        assertThat(b.lower()).isCloseTo(8.0 / 3, within(1e-9)).isLessThanOrEqualTo(2.8);
        assertMeetsRows(G, H, 2, 2, x);
        assertThat(b.upper()).isCloseTo(2.8, within(1e-9)).isGreaterThanOrEqualTo(2.8);
    }

    /**
     * Prices (1, 0) on {@code x ≤ 3}, {@code x + 2y ≤ 4} leave column {@code y} with no positive entry in
     * {@code Gᵀy}: {@code μ = 0} and {@code h·y / μ} says nothing. The repair prices row 2 by 1/2 (its only row):
     * bound 3 + 2 = 5 over the optimum 3.5. Prices all 0 (or negative, or NaN) give the trivial bound
     * {@code Σ_j min_i h_i / G_ij = 3 + 2}.
     */
    @Test
    void aColumnThatNoPricedRowReachesGetsItsTightestRowPriced() {
        double[][] g = {{1, 0}, {1, 2}};
        double[] h = {3, 4};
        assertThat(PackingCertificate.upperBound(g, h, 2, 2, new double[] {1, 0})).isCloseTo(5.0, within(1e-9))
                .isGreaterThanOrEqualTo(3.5);
        assertThat(PackingCertificate.upperBound(g, h, 2, 2, new double[] {0, 0})).isCloseTo(5.0, within(1e-9));
        assertThat(PackingCertificate.upperBound(g, h, 2, 2, new double[] {-7, Double.NaN})).isCloseTo(5.0,
                within(1e-9));
    }

    /** Random LPs of up to 4 rows and 3 columns, ojAlgo's answer: a bracket within 10^-9 around the brute force. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void ojAlgosAnswerIsBracketedTightlyAroundTheOptimum(long seed) {
        Random rnd = new Random(seed);
        for (int k = 0; k < 200; k++) {
            int rows = 1 + rnd.nextInt(4);
            int cols = 1 + rnd.nextInt(3);
            double[][] g = randomG(rnd, rows, cols);
            double[] h = randomH(rnd, rows);
            double opt = bruteForce(g, h, rows, cols);
            double[] x = new double[cols];
            PackingLp.Bracket b = PackingLp.maximise(g, h, rows, cols, null, x);
            double tol = 1e-9 * Math.max(1, opt);
            assertThat(b.lower()).isLessThanOrEqualTo(opt).isCloseTo(opt, within(tol));
            assertThat(b.upper()).isGreaterThanOrEqualTo(opt).isCloseTo(opt, within(tol));
            assertMeetsRows(g, h, rows, cols, x);
        }
    }

    /**
     * Random LPs with claims no solver should make (prices scaled, shifted, negative or NaN; points beyond the rows,
     * negative or short): the bracket holds the brute-force optimum every time and the point meets its rows.
     */
    @ParameterizedTest
    @ValueSource(longs = {11, 12, 13, 14, 15})
    void anyClaimGivesABracketThatHoldsTheOptimum(long seed) {
        Random rnd = new Random(seed);
        for (int k = 0; k < 300; k++) {
            int rows = 1 + rnd.nextInt(4);
            int cols = 1 + rnd.nextInt(3);
            double[][] g = randomG(rnd, rows, cols);
            double[] h = randomH(rnd, rows);
            double opt = bruteForce(g, h, rows, cols);
            double[] y = new double[rows];
            double[] x = new double[cols];
            PackingLp.maximise(g, h, rows, cols, y, x);
            for (int i = 0; i < rows; i++) {
                y[i] = claim(rnd, y[i]);
            }
            for (int j = 0; j < cols; j++) {
                x[j] = claim(rnd, x[j]) * 1.5;
            }
            PackingLp.Bracket b = PackingLp.bracket(g, h, rows, cols, x, y);
            assertThat(b.lower()).isLessThanOrEqualTo(opt);
            assertThat(b.upper()).isGreaterThanOrEqualTo(opt).isLessThan(Double.POSITIVE_INFINITY);
            assertMeetsRows(g, h, rows, cols, x);
        }
    }

    private static double claim(Random rnd, double v) {
        switch (rnd.nextInt(6)) {
            case 0:
                return v * (0.5 + rnd.nextDouble());
            case 1:
                return v - 0.3 * rnd.nextDouble();
            case 2:
                return -v;
            case 3:
                return Double.NaN;
            case 4:
                return 0;
            default:
                return v;
        }
    }

    /** Coefficients in [0, 5), a third of them 0, each column with a positive entry. */
    private static double[][] randomG(Random rnd, int rows, int cols) {
        double[][] g = new double[rows][cols];
        for (int j = 0; j < cols; j++) {
            for (int i = 0; i < rows; i++) {
                g[i][j] = rnd.nextInt(3) == 0 ? 0 : 5 * rnd.nextDouble();
            }
            g[rnd.nextInt(rows)][j] = 0.1 + 5 * rnd.nextDouble();
        }
        return g;
    }

    private static double[] randomH(Random rnd, int rows) {
        double[] h = new double[rows];
        for (int i = 0; i < rows; i++) {
            h[i] = rnd.nextInt(8) == 0 ? 0 : 10 * rnd.nextDouble();
        }
        return h;
    }

    private static void assertMeetsRows(double[][] g, double[] h, int rows, int cols, double[] x) {
        for (int j = 0; j < cols; j++) {
            assertThat(x[j]).isGreaterThanOrEqualTo(0);
        }
        for (int i = 0; i < rows; i++) {
            double used = 0;
            for (int j = 0; j < cols; j++) {
                used += g[i][j] * x[j];
            }
            assertThat(used).isLessThanOrEqualTo(h[i]);
        }
    }

    /**
     * The optimum by enumeration: every vertex of {@code {x ≥ 0, Gx ≤ h}} makes {@code cols} of the
     * {@code rows + cols} constraints tight; each choice is solved by Gaussian elimination and kept when feasible.
     */
    static double bruteForce(double[][] g, double[] h, int rows, int cols) {
        int n = rows + cols;
        double best = 0;
        for (int mask = 0; mask < 1 << n; mask++) {
            if (Integer.bitCount(mask) != cols) {
                continue;
            }
            double[][] a = new double[cols][cols + 1];
            int r = 0;
            for (int c = 0; c < n; c++) {
                if ((mask & 1 << c) == 0) {
                    continue;
                }
                if (c < rows) {
                    System.arraycopy(g[c], 0, a[r], 0, cols);
                    a[r][cols] = h[c];
                } else {
                    a[r][c - rows] = 1;
                }
                r++;
            }
            double[] x = solve(a, cols);
            if (x == null) {
                continue;
            }
            boolean feasible = true;
            double sum = 0;
            for (int j = 0; j < cols; j++) {
                feasible &= x[j] >= -1e-12;
                sum += x[j];
            }
            for (int i = 0; i < rows && feasible; i++) {
                double used = 0;
                for (int j = 0; j < cols; j++) {
                    used += g[i][j] * x[j];
                }
                feasible = used <= h[i] + 1e-12 * Math.max(1, h[i]);
            }
            if (feasible) {
                best = Math.max(best, sum);
            }
        }
        return best;
    }

    /** Gaussian elimination with partial pivoting on {@code [A | b]}; null when singular. */
    private static double[] solve(double[][] a, int n) {
        for (int c = 0; c < n; c++) {
            int p = c;
            for (int r = c + 1; r < n; r++) {
                if (Math.abs(a[r][c]) > Math.abs(a[p][c])) {
                    p = r;
                }
            }
            if (Math.abs(a[p][c]) < 1e-12) {
                return null;
            }
            double[] t = a[p];
            a[p] = a[c];
            a[c] = t;
            for (int r = 0; r < n; r++) {
                if (r != c) {
                    double f = a[r][c] / a[c][c];
                    for (int k = c; k <= n; k++) {
                        a[r][k] -= f * a[c][k];
                    }
                }
            }
        }
        double[] x = new double[n];
        for (int c = 0; c < n; c++) {
            x[c] = a[c][n] / a[c][c];
        }
        return x;
    }
}
