package org.dltexplorer.app.feature.animation;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/** Headless (Monocle): → and Space work as soon as the animation's tab is picked, without a click on the picture. */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class AnimationKeysTest {

    private AnimationViewModel vm;
    private TabPane tabs;

    @Start
    void start(Stage stage) {
        vm = new AnimationViewModel();
        Scenario s = Scenario.uniform(new Torus2d(1), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1));
        vm.load(s, Solvers.standard().solve(s));
        tabs = new TabPane(new Tab("Other", new Label("another view")), new Tab("Animation", new AnimationView(vm)));
        stage.setScene(new Scene(tabs, 1024, 768));
        stage.show();
    }

    @Test
    void arrowAndSpaceWorkRightAfterTheTabIsPicked(FxRobot robot) {
        robot.clickOn("Animation"); // the header of the Animation tab takes the focus with the click
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tabs.getSelectionModel().getSelectedIndex()).isEqualTo(1);
        robot.type(KeyCode.RIGHT);
        assertThat(tabs.getSelectionModel().getSelectedIndex()).as("the arrow did not switch tabs").isEqualTo(1);
        assertThat(vm.phaseProperty().get()).as("→ stepped").isEqualTo(1);
        robot.type(KeyCode.SPACE);
        assertThat(vm.playingProperty().get()).as("space plays").isTrue();
        robot.type(KeyCode.SPACE);
        assertThat(vm.playingProperty().get()).isFalse();
    }
}
