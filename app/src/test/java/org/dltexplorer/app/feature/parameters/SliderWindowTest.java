package org.dltexplorer.app.feature.parameters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Each slider spans ×/÷100 around its value, re-centres on release, takes fine steps; typing reaches everything. */
class SliderWindowTest {

    private final ParametersViewModel vm = new ParametersViewModel();
    private final ParameterField c = vm.field(Parameter.C);

    @Test
    void theWindowIsTwoDecadesEitherSideOfTheValue() {
        c.textProperty().set("0.2");
        assertThat(c.sliderMinProperty().get()).isCloseTo(Math.log10(0.002), within(1e-12));
        assertThat(c.sliderMaxProperty().get()).isCloseTo(Math.log10(20), within(1e-12));
        assertThat(c.sliderProperty().get()).isCloseTo(Math.log10(0.2), within(1e-12));
    }

    @Test
    void draggingToTheEndThenReleasingMovesTheWindowOn() {
        c.textProperty().set("0.2");
        c.sliderProperty().set(c.sliderMaxProperty().get()); // dragged to the right end
        assertThat(c.textProperty().get()).isEqualTo("20");
        assertThat(c.sliderMaxProperty().get()).isCloseTo(Math.log10(20), within(1e-12)); // not yet released
        c.recentre(); // released
        assertThat(c.sliderMaxProperty().get()).isCloseTo(Math.log10(2000), within(1e-12));
        assertThat(c.textProperty().get()).isEqualTo("20");
        assertThat(vm.inputsProperty().get().link().C()).isEqualTo(20.0);
    }

    @Test
    void aFineStepIsAboutTwoPerCent() {
        c.textProperty().set("1");
        c.nudge(0.01);
        assertThat(Double.parseDouble(c.textProperty().get())).isCloseTo(1.02, within(0.001));
    }

    @Test
    void typingReachesTheWholeRangeAndTheWindowFollows() {
        c.textProperty().set("3e-11");
        assertThat(c.valid()).isTrue();
        assertThat(c.sliderMinProperty().get()).isEqualTo(ParameterField.MIN_EXPONENT); // clamped at the range's end
        assertThat(c.sliderMaxProperty().get()).isEqualTo(ParameterField.MIN_EXPONENT + 2 * ParameterField.WINDOW_DECADES);
        assertThat(vm.inputsProperty().get().link().C()).isEqualTo(3e-11);
        c.textProperty().set("-1");
        assertThat(c.errorProperty().get()).startsWith("C must be");
    }

    @Test
    void aDragMovesByThePixelsTimesTheDecadesPerPixelAndTenTimesLessWithShift() {
        // a 400-pixel track spans the window's 4 decades: 100 pixels are one decade, 10 with Shift
        assertThat(SliderGesture.dragDecades(100, 400, 4, false)).isCloseTo(1.0, within(1e-12));
        assertThat(SliderGesture.dragDecades(100, 400, 4, true)).isCloseTo(0.1, within(1e-12));
        assertThat(SliderGesture.dragDecades(-50, 400, 4, true)).isCloseTo(-0.05, within(1e-12));
        assertThat(SliderGesture.dragDecades(10, 0, 4, false)).isZero(); // not laid out yet: no move
        c.textProperty().set("1");
        c.drag(10, 400, true); // 0.01 decade: ×1.023
        assertThat(Double.parseDouble(c.textProperty().get())).isCloseTo(1.02, within(0.001));
        c.drag(10, 400, false); // 0.1 decade: ×1.26
        assertThat(Double.parseDouble(c.textProperty().get())).isCloseTo(1.29, within(0.01));
    }

    @Test
    void arrowKeysStepATenthOfADecadeAndAHundredthWithShift() {
        c.textProperty().set("1");
        c.step(1, false);
        assertThat(Double.parseDouble(c.textProperty().get())).isCloseTo(1.26, within(0.001));
        c.step(-1, true);
        assertThat(Double.parseDouble(c.textProperty().get())).isCloseTo(1.23, within(0.001));
        assertThat(c.sliderHelpProperty().get()).contains("Shift while dragging").startsWith(c.helpProperty().get());
    }

    /**
     * The slider's value never leaves its window while the window moves (a value shown five decades away, a value
     * typed): a slider control would clamp it, writing a value nobody chose. Without a flag to hide that write, the
     * window widens first, the value moves, then the window narrows.
     */
    @Test
    void theValueStaysInsideTheWindowWhileTheWindowMoves() {
        java.util.List<String> outside = new java.util.ArrayList<>();
        Runnable check = () -> {
            double v = c.sliderProperty().get();
            if (v < c.sliderMinProperty().get() - 1e-12 || v > c.sliderMaxProperty().get() + 1e-12) {
                outside.add(c.sliderMinProperty().get() + " <= " + v + " <= " + c.sliderMaxProperty().get());
            }
        };
        c.sliderProperty().addListener(x -> check.run());
        c.sliderMinProperty().addListener(x -> check.run());
        c.sliderMaxProperty().addListener(x -> check.run());
        c.showCanonical(2e4);
        c.showCanonical(3e-5);
        c.textProperty().set("0.2");
        c.textProperty().set("5e6");
        c.showCanonical(0);
        assertThat(outside).isEmpty();
        assertThat(c.textProperty().get()).isEqualTo("0");
    }

    /** A value shown (a scenario rendered) is no edit: the field tells no one; a value typed or dragged is one. */
    @Test
    void onlyTheUsersChangesAreEdits() {
        int[] edits = new int[1];
        c.onEdited(() -> edits[0]++);
        c.showCanonical(0.7);
        c.showCanonical(40);
        assertThat(edits[0]).as("values shown").isZero();
        assertThat(c.textProperty().get()).isEqualTo("40");
        c.textProperty().set("0.5");
        assertThat(edits[0]).as("a value typed").isEqualTo(1);
        c.nudge(0.1);
        assertThat(edits[0]).as("a slider step").isEqualTo(2);
    }

    /** Rendering the value the user just typed leaves the text as typed: "1." is not rewritten to "1" under the cursor. */
    @Test
    void showingTheValueTypedKeepsTheTextAsTyped() {
        c.textProperty().set("1.");
        c.showCanonical(1.0);
        assertThat(c.textProperty().get()).isEqualTo("1.");
        c.showCanonical(2.0);
        assertThat(c.textProperty().get()).isEqualTo("2");
    }
}
