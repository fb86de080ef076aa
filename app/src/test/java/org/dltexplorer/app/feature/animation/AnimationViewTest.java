package org.dltexplorer.app.feature.animation;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.stage.Stage;

import javafx.scene.control.Slider;
import javafx.scene.input.KeyCode;

import java.util.concurrent.TimeUnit;

import org.dltexplorer.app.chart.TimeCursor;
import org.dltexplorer.core.model.Hypercube;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.plot.ValueMarker;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/** The animation controls, headless (Monocle), on a 3-cube. */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class AnimationViewTest {

    private AnimationViewModel vm;

    @Start
    void start(Stage stage) {
        vm = new AnimationViewModel();
        Scenario s = Scenario.uniform(new Hypercube(3), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1));
        vm.load(s, Solvers.standard().solve(s));
        view = new AnimationView(vm);
        stage.setScene(new Scene(view, 1360, 860));
        stage.show();
    }

    private static String phase(FxRobot robot) {
        return robot.lookup("#animPhase").queryAs(Label.class).getText();
    }

    /** The time cursor on the animation's Gantt diagram, NaN when there is none. */
    private static double marker(FxRobot robot) {
        ValueMarker m = TimeCursor.markerOn(robot.lookup("#animGantt").queryAs(ChartViewer.class).getChart());
        return m == null ? Double.NaN : m.getValue();
    }

    private double phaseEnd(int j) {
        return vm.planProperty().get().phaseEnd()[j];
    }

    private AnimationView view;

    /** Export GIF's frames: one per phase, phase 0 included, each the picture with its phase line; the phase shown stays. */
    @Test
    void theGifFramesAreOnePerPhase(FxRobot robot) {
        robot.clickOn("#animStep");
        int phases = vm.phasesProperty().get();
        java.util.List<java.awt.image.BufferedImage> frames = new java.util.ArrayList<>();
        robot.interact(() -> frames.addAll(view.frames()));
        assertThat(frames).hasSize(phases + 1);
        assertThat(frames.get(0).getWidth()).isEqualTo((int) view.canvas().getWidth());
        assertThat(frames.get(0).getHeight()).isEqualTo((int) view.canvas().getHeight() + 24);
        assertThat(vm.phaseProperty().get()).isEqualTo(1);
    }

    @Test
    void stepButtonsMoveTheGanttCursorToEachPhaseEnd(FxRobot robot) {
        assertThat(marker(robot)).isZero();
        assertThat(vm.activeProperty().get().cardinality()).isEqualTo(1);
        robot.clickOn("#animStep");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(phaseEnd(1)).isPositive();
        assertThat(marker(robot)).isEqualTo(phaseEnd(1));
        assertThat(vm.activeProperty().get().cardinality()).isEqualTo(4);
        robot.clickOn("#animStep");
        robot.clickOn("#animStep");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(phase(robot)).startsWith("Phase 3 of 3 — 8 active");
        assertThat(marker(robot)).isEqualTo(phaseEnd(3)).isGreaterThan(phaseEnd(2));
        robot.clickOn("#animBack");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(marker(robot)).isEqualTo(phaseEnd(2));
        robot.clickOn("#animReset");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(marker(robot)).isZero();
        assertThat(phase(robot)).startsWith("Phase 0 of 3 — 1 active");
    }

    @Test
    void keyboardShortcutsStepGoBackPlayAndReset(FxRobot robot) {
        robot.clickOn("#animCanvas");
        robot.type(KeyCode.RIGHT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(phase(robot)).startsWith("Phase 1 of 3 — 4 active");
        assertThat(marker(robot)).isEqualTo(phaseEnd(1));
        robot.type(KeyCode.RIGHT);
        robot.type(KeyCode.LEFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(phase(robot)).startsWith("Phase 1 of 3");
        // space toggles play even with a button focused (it would otherwise press that button)
        robot.clickOn("#animBack");
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.playingProperty().get()).isTrue();
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.playingProperty().get()).isFalse();
        robot.type(KeyCode.HOME);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(phase(robot)).startsWith("Phase 0 of 3");
    }

    /**
     * The speed slider sets the rate of the real animation timer: at 8 phases/s the three phases pass within a few
     * seconds; at 0.25 phases/s the first phase needs 4 s, so after half a second the animation is still in phase 0
     * with the cursor part of the way to the first phase's end.
     */
    @Test
    void theSpeedSliderSetsTheTimerRate(FxRobot robot) throws Exception {
        Slider speed = robot.lookup("#animSpeed").queryAs(Slider.class);
        robot.clickOn(speed);
        robot.type(KeyCode.END);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.speedProperty().get()).isEqualTo(AnimationViewModel.MAX_SPEED);
        assertThat(robot.lookup(".label").queryAllAs(Label.class)).extracting(Label::getText).contains("8.00 phases/s");
        robot.clickOn("#animPlay");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !vm.playingProperty().get());
        assertThat(vm.phaseProperty().get()).isEqualTo(3);
        assertThat(marker(robot)).isEqualTo(phaseEnd(3));

        robot.clickOn(speed);
        robot.type(KeyCode.HOME);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.speedProperty().get()).isEqualTo(AnimationViewModel.MIN_SPEED);
        robot.clickOn("#animPlay"); // from the end: starts over
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> vm.cursorTimeProperty().get() > 0);
        Thread.sleep(500);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.playingProperty().get()).isTrue();
        assertThat(vm.phaseProperty().get()).isZero();
        assertThat(marker(robot)).isStrictlyBetween(0.0, phaseEnd(1));
        robot.clickOn("#animPlay");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.playingProperty().get()).as("paused").isFalse();
        // the robot's mouse moves take seconds: the animation may have reached phase 1 by now
        assertThat(marker(robot)).as("pausing puts the cursor back on the phase end").isEqualTo(phaseEnd(vm.phaseProperty().get()));
    }

    @Test
    void stepBackAndPlayPauseDriveThePhaseLabel(FxRobot robot) {
        assertThat(phase(robot)).startsWith("Phase 0 of 3 — 1 active");
        robot.clickOn("#animStep");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(phase(robot)).startsWith("Phase 1 of 3 — 4 active");
        robot.clickOn("#animStep");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(phase(robot)).startsWith("Phase 2 of 3 — 7 active");
        robot.clickOn("#animBack");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(phase(robot)).startsWith("Phase 1 of 3");
        robot.clickOn("#animPlay");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.playingProperty().get()).isTrue();
        assertThat(robot.lookup("#animPlay").queryAs(Button.class).getText()).contains("Pause");
        robot.clickOn("#animPlay");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.playingProperty().get()).isFalse();
        robot.clickOn("#animReset");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(phase(robot)).startsWith("Phase 0 of 3");
    }

    /** Every control label's glyphs are in the shipped DejaVu Sans: the pause sign was an empty box. */
    @Test
    void everyButtonLabelIsInTheShippedFont(FxRobot robot) throws Exception {
        java.awt.Font font;
        try (java.io.InputStream in = getClass().getResourceAsStream("/org/dltexplorer/assets/fonts/DejaVuSans.ttf")) {
            font = java.awt.Font.createFont(java.awt.Font.TRUETYPE_FONT, in);
        }
        assertThat(font.canDisplayUpTo("⏸")).as("the old pause glyph, missing").isZero();
        java.util.List<String> labels = new java.util.ArrayList<>(java.util.List.of(AnimationView.PLAY, AnimationView.PAUSE));
        robot.lookup(".button").queryAllAs(Button.class).forEach(b -> labels.add(b.getText()));
        assertThat(labels).hasSizeGreaterThan(5);
        for (String l : labels) {
            assertThat(font.canDisplayUpTo(l)).as(l).isEqualTo(-1);
        }
    }
}
