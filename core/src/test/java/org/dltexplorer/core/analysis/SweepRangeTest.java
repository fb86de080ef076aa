package org.dltexplorer.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Grids people read: end points exact, powers of ten exact, linear steps without representation noise. */
class SweepRangeTest {

    @Test
    void logGridsHitPowersOfTenExactly() {
        assertThat(Sweep.range(0.1, 1000, 5, true)).containsExactly(0.1, 1, 10, 100, 1000);
        assertThat(Sweep.range(1e-3, 1e3, 13, true)).contains(1e-3, 1e-2, 0.1, 1.0, 10.0, 100.0, 1000.0);
        assertThat(Sweep.range(1, 1e6, 50, true)).startsWith(1.0).endsWith(1e6);
    }

    @Test
    void linearGridsHitTheirEndPointsAndDecimalSteps() {
        assertThat(Sweep.range(0.1, 0.3, 3, false)).containsExactly(0.1, 0.2, 0.3);
        assertThat(Sweep.range(0, 1, 11, false)).containsExactly(0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1);
        double[] v = Sweep.range(0.7, 9.1, 13, false);
        assertThat(v[0]).isEqualTo(0.7);
        assertThat(v[12]).isEqualTo(9.1);
    }

    @Test
    void oneStepIsTheStart() {
        assertThat(Sweep.range(3, 5, 1, false)).containsExactly(3);
    }
}
