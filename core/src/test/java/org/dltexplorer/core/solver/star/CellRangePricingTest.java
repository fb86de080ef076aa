package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.Random;
import org.dltexplorer.core.invariance.MultiInstallmentOracleTest;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.SolveMonitor;
import org.junit.jupiter.api.Test;

/**
 * The branch and bound over cell ranges ({@link CellRangePricing}, decision 0023) computes the supremum: equal to
 * the independent vertex enumeration of
 * {@link CellEnumerationPricingTest.Vertices} (no ojAlgo, no pruning) and bracketed by the cell enumeration
 * ({@link CellEnumerationPricing}) on random workers of issue 30's family, random
 * cells and prices; and on issue 30's seed-1 workers at 16 equal cells, against the cell enumeration only. The
 * occupancy bound priced by it never refutes a small star's optimum.
 * Replacing an envelope by the chord of its range (not a bound) fails it.
 */
class CellRangePricingTest {

    /** Absolute slack between two computations of the same supremum (loads of order 1–100), scaled by 1 + value. */
    private static final double TOLERANCE = 1e-6;

    @Test
    void theSupremumOfSmallWorkersEqualsTheVerticesAndTheCellEnumeration() {
        Random r = new Random(1502);
        for (int trial = 0; trial < 48; trial++) {
            int n = 1 + trial % 3;
            InstallmentStar star = InstallmentStar.of(RandomInstallmentStars.of(r.nextLong(), 1, n,
                    ActivationOrder.OPTIMAL), n);
            int cells = n == 3 ? 2 + trial % 2 : 2 + r.nextInt(6);
            double deadline = 2 + 38 * r.nextDouble();
            double[] ends = CellEnumerationPricingTest.cellEnds(r, cells, deadline);
            double[] mu = new double[cells];
            for (int q = 0; q < cells; q++) {
                mu[q] = r.nextInt(3) == 0 ? 0.0 : 2 * r.nextDouble() / star.c()[1];
            }
            String what = String.format("trial %d: %s, D = %s, ends %s, mu %s", trial, star, deadline,
                    Arrays.toString(ends), Arrays.toString(mu));
            OccupancyPricing.Priced priced = new CellRangePricing().price(star, 1, deadline, ends, mu);
            double vertices = new CellEnumerationPricingTest.Vertices(star, deadline, ends, mu).supremum();
            assertThat(priced.upper()).as("%s: upper against the vertices", what)
                    .isCloseTo(vertices, within(TOLERANCE * (1 + vertices)));
            assertPlanWorthItsValue(star, deadline, ends, mu, priced, n, what);
            assertBracketedByTheCellEnumeration(star, 1, deadline, ends, mu, priced, what);
        }
    }

    @Test
    void issue30sWorkersAtSixteenCellsPriceAsTheCellEnumeration() {
        InstallmentStar star = InstallmentStar.of(RandomInstallmentStars.of(1, 12, 3, ActivationOrder.OPTIMAL), 3);
        double deadline = 56.2;
        int cells = 16;
        double[] ends = new double[cells];
        for (int q = 0; q < cells; q++) {
            ends[q] = deadline * (q + 1) / cells;
        }
        Random r = new Random(1503);
        for (int trial = 0; trial < 4; trial++) {
            double[] mu = new double[cells];
            for (int q = 0; q < cells; q++) {
                mu[q] = r.nextInt(3) == 0 ? 0.0 : 4 * r.nextDouble();
            }
            for (int w = 1; w <= 12; w += 1 + trial) {
                String what = String.format("trial %d, worker %d, mu %s", trial, w, Arrays.toString(mu));
                OccupancyPricing.Priced priced = new CellRangePricing().price(star, w, deadline, ends, mu);
                assertPlanWorthItsValue(star, deadline, ends, mu, priced, 3, what);
                assertBracketedByTheCellEnumeration(star, w, deadline, ends, mu, priced, what);
            }
        }
    }

    /**
     * The occupancy bound priced by this program never refutes the optimum of small stars (the brute force of
     * {@link MultiInstallmentOracleTest}: every message sequence, each by its own whole-problem LP).
     */
    @Test
    void theBoundPricedByItNeverRefutesTheOptimum() {
        Random r = new Random(1504);
        for (int i = 0; i < 6; i++) {
            int m = 2 + i % 2;
            int n = 2;
            Scenario sc = RandomInstallmentStars.of(r.nextLong(), m, n, ActivationOrder.OPTIMAL);
            double optimum = MultiInstallmentOracleTest.bestSequence(sc);
            InstallmentStar star = InstallmentStar.of(sc, n);
            for (int cells : new int[] {3, 8}) {
                assertThat(new InstallmentOccupancyBound(star, cells, new CellRangePricing())
                        .refutes(optimum * (1 + 1e-6), SolveMonitor.NONE))
                        .as("case %d, %d cells: %s refutes its optimum %s", i, cells, star, optimum).isFalse();
            }
        }
    }

    /**
     * Both programs claim a plan (worth at most the supremum) and an upper value (at least it), so each one's plan is
     * worth at most the other's upper value; with this program closed ({@link #assertPlanWorthItsValue}), both agree
     * wherever the other closes too.
     */
    private static void assertBracketedByTheCellEnumeration(InstallmentStar star, int w, double deadline,
            double[] ends, double[] mu, OccupancyPricing.Priced priced, String what) {
        OccupancyPricing.Priced enumerated = new CellEnumerationPricing().price(star, w, deadline, ends, mu);
        assertThat(priced.upper()).as("%s: upper against the cell enumeration's plan", what)
                .isGreaterThanOrEqualTo(enumerated.value() - TOLERANCE * (1 + enumerated.value()));
        assertThat(priced.value()).as("%s: plan against the cell enumeration's upper", what)
                .isLessThanOrEqualTo(enumerated.upper() + TOLERANCE * (1 + enumerated.upper()));
    }

    /** The plan is one of the worker's, worth the value reported, and the search closed: value = upper. */
    private static void assertPlanWorthItsValue(InstallmentStar star, double deadline, double[] ends, double[] mu,
            OccupancyPricing.Priced priced, int n, String what) {
        assertThat(priced.plan().violation(star, deadline)).as("%s: a plan", what).isLessThanOrEqualTo(1e-9 * deadline);
        assertThat(priced.plan().messages()).isLessThanOrEqualTo(n);
        assertThat(priced.plan().value(star, ends, mu)).as("%s: the plan's value", what)
                .isCloseTo(priced.value(), within(1e-12));
        assertThat(priced.upper()).as("%s: closed", what)
                .isCloseTo(priced.value(), within(TOLERANCE * (1 + priced.value())));
    }
}
