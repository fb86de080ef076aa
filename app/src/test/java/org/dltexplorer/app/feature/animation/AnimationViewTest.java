package org.dltexplorer.app.feature.animation;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.stage.Stage;

import org.dltexplorer.core.model.Hypercube;
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

/** The animation controls, headless (Monocle), on a 3-cube. */
@ExtendWith(ApplicationExtension.class)
class AnimationViewTest {

    private AnimationViewModel vm;

    @Start
    void start(Stage stage) {
        vm = new AnimationViewModel();
        Scenario s = Scenario.uniform(new Hypercube(3), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1));
        vm.load(s, Solvers.standard().solve(s));
        stage.setScene(new Scene(new AnimationView(vm), 1360, 860));
        stage.show();
    }

    private static String phase(FxRobot robot) {
        return robot.lookup("#animPhase").queryAs(Label.class).getText();
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
}
