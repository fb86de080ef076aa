package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.Label;
import javafx.stage.Stage;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/** The teaching tabs of the main window: Compare follows the scenario on screen and solves only when shown; Scattering animates the latest schedule. */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class CompareTabTest {

    private MainViewModel vm;

    @Start
    void start(Stage stage) {
        vm = TestWindow.open(stage);
    }

    @Test
    void theCompareTabComparesTheKaryTreePolicies(FxRobot robot) {
        robot.clickOn("#kind-kary-tree");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.comparison().rows()).isEmpty();
        robot.clickOn("#tab-teaching");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.comparison().activeProperty().get()).isTrue();
        assertThat(vm.comparison().rows()).hasSize(3);
        assertThat(robot.lookup("EDS (equal division)").tryQuery()).isPresent();
        assertThat(robot.lookup("#comparisonSummary").queryAs(Label.class).getText()).startsWith("Fastest: ");
    }

    @Test
    void theScatteringTabStepsThroughAHypercubesLayers(FxRobot robot) {
        robot.clickOn("#kind-hypercube");
        robot.clickOn("#tab-teaching");
        robot.clickOn("#tab-animation");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.comparison().activeProperty().get()).as("the comparison rests while the animation shows").isFalse();
        int phases = vm.animation().phasesProperty().get();
        assertThat(phases).isPositive();
        assertThat(robot.lookup("#animPhase").queryAs(Label.class).getText()).startsWith("Phase 0 of " + phases);
        robot.clickOn("#animStep");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#animPhase").queryAs(Label.class).getText()).startsWith("Phase 1 of " + phases);
        assertThat(vm.animation().timeCursorProperty().get()).isPositive();
    }
}
