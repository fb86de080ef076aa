package org.dltexplorer.app.chart.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The colour scale: its range over the values drawn, when it is logarithmic, and the iso-lines' levels. */
class MapScaleTest {

    @Test
    void aLinearScaleSpansTheValuesAndItsLevelsAreTheRoundTicksInside() {
        MapScale s = MapScale.of(new double[] {0.13, Double.NaN, 0.5, 0.97}, false);

        assertThat(s.log()).isFalse();
        assertThat(s.lo()).isEqualTo(0.13);
        assertThat(s.hi()).isEqualTo(0.97);
        // 0.84 wide: steps of 0.1 give the eight ticks 0.2 … 0.9, the most NiceTicks allows
        double[] tenths = {0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9};
        assertThat(s.ticks()).containsExactly(tenths, within(1e-12));
        assertThat(s.levels()).containsExactly(tenths, within(1e-12));
        assertThat(s.fraction(0.13)).isZero();
        assertThat(s.fraction(0.97)).isEqualTo(1.0);
        assertThat(s.fraction(0.55)).isCloseTo(0.5, within(1e-12));
    }

    @Test
    void valuesOverTwoDecadesGetALogScaleWithLevelsAtPowersOfTen() {
        MapScale s = MapScale.of(new double[] {0.5, 3, 40, 700}, false);

        assertThat(s.log()).isTrue();
        assertThat(s.ticks()).containsExactly(new double[] {1, 10, 100}, within(1e-12));
        assertThat(s.levels()).containsExactly(new double[] {1, 10, 100}, within(1e-12));
        // 10 lies (1 - log10 0.5) / (log10 700 - log10 0.5) of the way up
        assertThat(s.fraction(10)).isCloseTo((1 + Math.log10(2)) / Math.log10(1400), within(1e-12));
    }

    @Test
    void aLevelAtAnEndOfTheRangeIsNotAnIsoLine() {
        MapScale s = MapScale.of(new double[] {0, 1}, false);

        assertThat(s.ticks()).contains(0.0, 1.0);
        assertThat(s.levels()).doesNotContain(0.0, 1.0).isNotEmpty();
    }

    @Test
    void oneValueOrNoneStillMakesAScale() {
        MapScale one = MapScale.of(new double[] {4, 4, Double.NaN}, true);
        assertThat(one.lo()).isEqualTo(3);
        assertThat(one.hi()).isEqualTo(5);
        // a gap of 0 at every point (all proven): the bar starts at 0, no negative gap on it
        MapScale zero = MapScale.of(new double[] {0, 0}, false);
        assertThat(zero.lo()).isZero();
        assertThat(zero.hi()).isEqualTo(1);
        MapScale none = MapScale.of(new double[] {Double.NaN}, false);
        assertThat(none.lo()).isZero();
        assertThat(none.hi()).isEqualTo(1);
    }

    @Test
    void valuesThatAgreeToWhatTheBarShowsAreOneValue() {
        // a torus's efficiency over V from 10^5 to 10^6: 0.392432 to 0.392438, every tick would read 3.924 × 10⁻¹
        MapScale s = MapScale.of(new double[] {0.392432, 0.392435, 0.392438}, false);

        assertThat(s.lo()).isCloseTo(0.392435 * 0.95, within(1e-9));
        assertThat(s.hi()).isCloseTo(0.392435 * 1.05, within(1e-9));
        double step = s.ticks()[1] - s.ticks()[0];
        assertThat(java.util.Arrays.stream(s.ticks()).mapToObj(t -> org.dltexplorer.app.chart.Axes.tickLabel(t, step, s.hi()))
                .distinct().count()).isEqualTo(s.ticks().length);
        // values that the labels tell apart keep their own range
        MapScale apart = MapScale.of(new double[] {0.3924, 0.3931}, false);
        assertThat(apart.lo()).isEqualTo(0.3924);
        assertThat(apart.hi()).isEqualTo(0.3931);
    }
}
