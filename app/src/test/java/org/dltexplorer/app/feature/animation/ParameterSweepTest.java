package org.dltexplorer.app.feature.animation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The parameter sweep without a screen: values over time, whole sizes, stopping, and bad fields. */
class ParameterSweepTest {

    private final List<Double> set = new ArrayList<>();
    private final ParameterSweep sweep = new ParameterSweep();

    ParameterSweepTest() {
        sweep.setTarget(new ParameterSweep.Target() {
            @Override
            public double current(ParameterSweep.Parameter p) {
                return p == ParameterSweep.Parameter.M ? 4 : 2;
            }

            @Override
            public String set(ParameterSweep.Parameter p, double value) {
                set.add(value);
                return value > 1e6 ? "too large" : null;
            }
        });
    }

    @Test
    void aLoadSweepOverTwoDecadesIsGeometric() {
        // the fields start at the current value and ten times it
        assertThat(sweep.fromProperty().get()).isEqualTo("2");
        assertThat(sweep.toProperty().get()).isEqualTo("20");
        sweep.fromProperty().set("1");
        sweep.toProperty().set("100");
        sweep.secondsProperty().set(10);
        assertThat(sweep.start()).isTrue();
        sweep.tick(5);
        // half the time: the geometric middle of 1 and 100
        assertThat(sweep.valueProperty().get()).isCloseTo(10, within(1e-9));
        assertThat(sweep.progressProperty().get()).isCloseTo(0.5, within(1e-12));
        sweep.tick(6);
        assertThat(sweep.runningProperty().get()).isFalse();
        assertThat(set).containsExactly(1.0, 10.0, 100.0);
        assertThat(sweep.messageProperty().get()).isEqualTo("V = 100");
    }

    @Test
    void aNarrowRangeIsLinearAndSizesGoInWholeSteps() {
        sweep.parameterProperty().set(ParameterSweep.Parameter.M);
        assertThat(sweep.fromProperty().get()).isEqualTo("4");
        assertThat(sweep.toProperty().get()).isEqualTo("8");
        sweep.secondsProperty().set(4);
        sweep.start();
        sweep.tick(0.4); // 4.4 → 4: no new solve
        sweep.tick(0.6); // 5
        sweep.tick(1); // 6
        assertThat(set).containsExactly(4.0, 5.0, 6.0);
        sweep.stop();
        sweep.tick(5);
        assertThat(set).as("a stopped sweep sets nothing more").containsExactly(4.0, 5.0, 6.0);
    }

    @Test
    void badFieldsAreNamedAndARefusedValueStopsTheSweep() {
        sweep.fromProperty().set("abc");
        assertThat(sweep.start()).isFalse();
        assertThat(sweep.messageProperty().get()).isEqualTo("from: not a number: abc");
        sweep.fromProperty().set("1");
        sweep.toProperty().set("-3");
        assertThat(sweep.start()).isFalse();
        assertThat(sweep.messageProperty().get()).isEqualTo("to: must be ≥ 0, got -3");
        sweep.toProperty().set("1e8");
        sweep.secondsProperty().set(2);
        sweep.start();
        sweep.tick(2);
        assertThat(sweep.runningProperty().get()).isFalse();
        assertThat(sweep.messageProperty().get()).isEqualTo("V = 100000000: too large");
    }
}
