package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Labels thinned for the axis's length: 4 points a character, 2 points of air (the numbers below by hand). */
class TickFitTest {

    private static final double CHAR = 4;
    private static final double GAP = 2;

    private static double width(String label) {
        return CHAR * label.length();
    }

    @Test
    void aLongAxisKeepsTheNiceStepAndAShortOneTakesTheNextThatFits() {
        // 0.5 to 2 has the nice step 0.2 (0.6, 0.8, …, 2.0; 12 points each): on 120 points they are 16 apart (≥ 12 + 2);
        // on 30 points 4 apart, and 0.5, 1.0, … 10 apart, so the step goes to 1 ("1", "2", 4 points each, 20 apart)
        assertThat(TickFit.linearStep(0.5, 2, false, 120, TickFitTest::label, TickFitTest::width, GAP)).isEqualTo(0.2);
        assertThat(TickFit.linearStep(0.5, 2, false, 30, TickFitTest::label, TickFitTest::width, GAP)).isEqualTo(1.0);
    }

    @Test
    void whenNothingFitsTwoLabelsStay() {
        // on 2 points nothing fits; step 2 would label only "2": the step stays 1, two labels
        assertThat(TickFit.linearStep(0.5, 2, false, 2, TickFitTest::label, TickFitTest::width, GAP)).isEqualTo(1.0);
    }

    @Test
    void nineteenDecadesAreLabelledEveryThirdOrFifthAsTheAxisAllows() {
        // 10⁻⁹ … 10⁹, labels 12 points ("10⁻⁹" as 3 characters): every decade labelled needs 14 points a decade; at 5 a
        // decade every third (15 apart, 7 labels), at 3 a decade every fifth (15 apart: −5, 0, 5)
        assertThat(TickFit.decadeStride(-9, 9, 20, e -> "abc", TickFitTest::width, GAP)).isEqualTo(3); // every decade or other: 19, 9 > 8 labels
        assertThat(TickFit.decadeStride(-9, 9, 5, e -> "abc", TickFitTest::width, GAP)).isEqualTo(3);
        assertThat(TickFit.decadeStride(-9, 9, 3, e -> "abc", TickFitTest::width, GAP)).isEqualTo(5);
        assertThat(TickFit.labelled(-9, 9, 3)).isEqualTo(7);
    }

    private static java.util.function.DoubleFunction<String> label(double step) {
        int decimals = step < 1 ? 1 : 0;
        return v -> String.format(Locale.ROOT, "%." + decimals + "f", v);
    }
}
