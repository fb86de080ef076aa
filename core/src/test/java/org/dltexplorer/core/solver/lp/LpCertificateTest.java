package org.dltexplorer.core.solver.lp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;

/**
 * The certificate on a program small enough to solve by hand: two workers share a unit load, one takes {@code 2x},
 * the other {@code 0.1 + y} with {@code y ≤ 0.3}; the makespan is {@code T = max(2x, 0.1 + y)}. Its optimum: with
 * {@code y = 0.3} (the bound) {@code x = 0.7}, {@code T = 1.4}; multipliers {@code y_sum = 2, y_fx = −1} and the
 * bound of {@code y} priced 2 (worked here, not computed by the code under test).
 */
class LpCertificateTest {

    private static final double INF = Double.POSITIVE_INFINITY;

    /** Variables (T, x, y); rows: x + y = 1, 2x − T ≤ 0, y − T ≤ −0.1. */
    private static LinearProgram twoWorkers() {
        return LinearProgram.of(new double[] {1, 0, 0}, new double[] {0, 0, 0}, new double[] {INF, INF, 0.3},
                new int[][] {{1, 2}, {1, 0}, {2, 0}}, new double[][] {{1, 1}, {2, -1}, {1, -1}},
                new double[] {1, -INF, -INF}, new double[] {1, 0, -0.1});
    }

    /** The optimal multipliers worked by hand: c − Aᵀy = (0, 0, −2), the −2 priced at y's upper bound 0.3. */
    private static final double[] OPTIMAL_Y = {2, -1, 0};

    @Test
    void theOptimalVertexIsProven() {
        LpCertificate c = LpCertificate.of(twoWorkers(), new double[] {1.4, 0.7, 0.3}, OPTIMAL_Y);
        assertThat(c.proves()).as(c.toString()).isTrue();
        assertThat(c.bound()).isCloseTo(1.4, within(1e-15));
    }

    @Test
    void aFeasibleButWrongVertexIsRefusedWithItsGap() {
        // all the load on the first worker: T = 2, feasible, 0.6 above the optimum
        LpCertificate c = LpCertificate.of(twoWorkers(), new double[] {2, 1, 0}, OPTIMAL_Y);
        assertThat(c.primalFeasible()).isTrue();
        assertThat(c.proves()).isFalse();
        assertThat(c.gap()).isCloseTo(0.6 / 2, within(1e-12));
    }

    @Test
    void noMultipliersProveAWrongVertex() {
        // the best bound any y can give is the optimum 1.4 (strong duality), so y = 0 or other guesses do worse
        for (double[] y : new double[][] {{0, 0, 0}, {1, -0.5, 0}, {2, -1, -0.5}, {3, -1.5, 0}}) {
            LpCertificate c = LpCertificate.of(twoWorkers(), new double[] {2, 1, 0}, y);
            assertThat(c.proves()).as(c.toString()).isFalse();
            assertThat(c.bound()).isLessThanOrEqualTo(1.4 + 1e-12);
        }
    }

    @Test
    void aPointBelowTheOptimumIsRefusedAsInfeasible() {
        // a reported T under what its own loads need (ojAlgo's simplex did this): 2x = 1.4 > T = 1.3
        LpCertificate c = LpCertificate.of(twoWorkers(), new double[] {1.3, 0.7, 0.3}, OPTIMAL_Y);
        assertThat(c.primalFeasible()).isFalse();
        assertThat(c.proves()).isFalse();
    }

    @Test
    void multipliersOfTheWrongSignGiveNoBoundAboveTheOptimum() {
        // y_fx > 0 on a row with no lower limit is clipped to 0; what is left must still bound from below
        LpCertificate c = LpCertificate.of(twoWorkers(), new double[] {1.4, 0.7, 0.3}, new double[] {2, 1, 0});
        assertThat(c.bound()).isLessThanOrEqualTo(1.4);
        assertThat(c.proves()).isFalse();
    }

    @Test
    void certifiedLpProvesItsAnswerAndSetsTheModelsValues() {
        ExpressionsBasedModel m = new ExpressionsBasedModel();
        Variable t = m.addVariable("T").lower(0).weight(1);
        Variable x = m.addVariable("x").lower(0);
        Variable y = m.addVariable("y").lower(0).upper(0.3);
        m.addExpression("sum").level(1).set(x, 1).set(y, 1);
        m.addExpression("fx").upper(0).set(x, 2).set(t, -1);
        m.addExpression("fy").upper(-0.1).set(y, 1).set(t, -1);
        LpAnswer a = CertifiedLp.minimise(m);
        assertThat(a.certified()).as(String.valueOf(a.certificate())).isTrue();
        assertThat(a.objective()).isCloseTo(1.4, within(1e-12));
        assertThat(a.bound()).isCloseTo(1.4, within(1e-12));
        assertThat(x.getValue().doubleValue()).isCloseTo(0.7, within(1e-12));
    }

    @Test
    void aMaximisationIsCertifiedInItsOwnSense() {
        // the most load by T = 1: x ≤ 0.5 (2x ≤ 1), y ≤ 0.3 (its bound; 0.1 + y ≤ 1 allows 0.9): 0.8
        ExpressionsBasedModel m = new ExpressionsBasedModel();
        Variable x = m.addVariable("x").lower(0).weight(1);
        Variable y = m.addVariable("y").lower(0).upper(0.3).weight(1);
        m.addExpression("fx").upper(1).set(x, 2);
        m.addExpression("fy").upper(0.9).set(y, 1);
        LpAnswer a = CertifiedLp.maximise(m);
        assertThat(a.certified()).isTrue();
        assertThat(a.objective()).isCloseTo(0.8, within(1e-12));
        assertThat(a.bound()).isCloseTo(0.8, within(1e-12));
    }
}
