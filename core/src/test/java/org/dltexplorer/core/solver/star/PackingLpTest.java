package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/**
 * The packing LP of the returns search ({@link PackingLp}, ojAlgo) on cases worked by hand: the optimum and each row's
 * dual price {@code ∂opt/∂h_i}, which the search sums into the slope of its Newton step.
 */
class PackingLpTest {

    private static final double TOL = 1e-9;

    /**
     * {@code max x + y}, {@code x + 2y ≤ 4}, {@code 3x + y ≤ 6}: both rows bind at {@code (1.6, 1.2)}, optimum 2.8;
     * the duals solve {@code Gᵀp = 1}: {@code p1 + 3p2 = 1}, {@code 2p1 + p2 = 1}, so {@code p = (0.4, 0.2)}.
     */
    @Test
    void twoBindingRowsGiveTheirPrices() {
        double[] duals = new double[2];
        PackingLp.Bracket opt = PackingLp.maximise(new double[][] {{1, 2}, {3, 1}}, new double[] {4, 6}, 2, 2, duals);
        assertThat(opt.lower()).isCloseTo(2.8, within(TOL));
        assertThat(opt.upper()).isCloseTo(2.8, within(TOL));
        assertThat(duals[0]).isCloseTo(0.4, within(TOL));
        assertThat(duals[1]).isCloseTo(0.2, within(TOL));
    }

    /**
     * {@code max x + y}, {@code x + y ≤ 1}, {@code x ≤ 2}, {@code 5x + 5y ≤ 10}: only the first row binds (the third
     * has 5 of 10 used), optimum 1, prices {@code (1, 0, 0)}.
     */
    @Test
    void aRowThatDoesNotBindIsFree() {
        double[] duals = new double[3];
        PackingLp.Bracket opt = PackingLp.maximise(new double[][] {{1, 1}, {1, 0}, {5, 5}}, new double[] {1, 2, 10}, 3, 2,
                duals);
        assertThat(opt.lower()).isCloseTo(1.0, within(TOL));
        assertThat(opt.upper()).isCloseTo(1.0, within(TOL));
        assertThat(duals).containsExactly(new double[] {1, 0, 0}, within(TOL));
    }

    /**
     * Rows 10^6 apart in scale: {@code max x + y + z}, {@code 10^6 x + 10^6 y ≤ 2·10^6}, {@code 2z ≤ 6}: optimum
     * 2 + 3 = 5; a unit more of {@code h_1} lets {@code 10^-6} more through, of {@code h_2} one half.
     */
    @Test
    void rowsOfVeryDifferentScaleKeepTheirPrices() {
        double[] duals = new double[2];
        PackingLp.Bracket opt = PackingLp.maximise(new double[][] {{1e6, 1e6, 0}, {0, 0, 2}}, new double[] {2e6, 6}, 2, 3,
                duals);
        assertThat(opt.lower()).isCloseTo(5.0, within(TOL));
        assertThat(opt.upper()).isCloseTo(5.0, within(TOL));
        assertThat(duals[0]).isCloseTo(1e-6, within(1e-15));
        assertThat(duals[1]).isCloseTo(0.5, within(TOL));
    }

    /** A column no row limits ({@code y} in {@code x ≤ 4}, {@code 2x ≤ 6}) makes the optimum unbounded. */
    @Test
    void aColumnNoRowLimitsIsUnbounded() {
        PackingLp.Bracket opt = PackingLp.maximise(new double[][] {{1, 0}, {2, 0}}, new double[] {4, 6}, 2, 2,
                new double[2]);
        assertThat(opt.lower()).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(opt.upper()).isEqualTo(Double.POSITIVE_INFINITY);
    }

    /** At {@code h = 0} nothing fits (the search's deadline equal to the prefix's startups). */
    @Test
    void noRoomLetsNothingThrough() {
        PackingLp.Bracket opt = PackingLp.maximise(new double[][] {{1, 2}, {3, 1}}, new double[] {0, 6}, 2, 2, null);
        assertThat(opt.lower()).isCloseTo(0.0, within(TOL));
        assertThat(opt.upper()).isCloseTo(0.0, within(TOL));
    }
}
