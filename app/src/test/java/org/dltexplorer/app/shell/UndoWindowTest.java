package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Scene;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/** Undo and redo from the keyboard and the Edit menu, and the editable title, in the window (headless). */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class UndoWindowTest {

    private MainViewModel vm;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), TestSolvers.chainAndInfeasibleLoop());
        Scene scene = ExplorerApplication.createScene(vm);
        stage.titleProperty().bind(vm.titleProperty());
        stage.setScene(scene);
        stage.show();
    }

    private MenuItem editItem(FxRobot robot, String id) {
        return robot.lookup("#menuBar").queryAs(MenuBar.class).getMenus().stream()
                .filter(m -> "menu-edit".equals(m.getId())).findFirst().orElseThrow()
                .getItems().stream().filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    @Test
    void theEditMenuNamesTheChangeAndTheKeysUndoAndRedoIt(FxRobot robot) {
        assertThat(editItem(robot, "menu-undo").getText()).isEqualTo("Undo");
        assertThat(editItem(robot, "menu-undo").isDisable()).isTrue();
        robot.interact(() -> vm.network().perNode().setLinkOverride(3, LinkParams.of(0, 0.5)));
        assertThat(editItem(robot, "menu-undo").getText()).isEqualTo("Undo: C of link 3 = 0.5");
        assertThat(editItem(robot, "menu-undo").isDisable()).isFalse();

        robot.clickOn("#viewTabs"); // focus away from any text field, which keeps Ctrl+Z for its own text
        robot.push(KeyCode.CONTROL, KeyCode.Z);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.scenarioProperty().get().linkOverrides()).isEmpty();
        assertThat(editItem(robot, "menu-redo").getText()).isEqualTo("Redo: C of link 3 = 0.5");

        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.Z);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.scenarioProperty().get().linkOverrides()).containsKey(3);

        robot.push(KeyCode.CONTROL, KeyCode.Z);
        robot.push(KeyCode.CONTROL, KeyCode.Y);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.scenarioProperty().get().linkOverrides()).containsKey(3);
    }

    @Test
    void aKindSwitchIsUndoneFromTheMenu(FxRobot robot) {
        robot.interact(() -> vm.network().kindProperty().set(NetworkKind.STAR));
        assertThat(editItem(robot, "menu-undo").getText()).isEqualTo("Undo: network kind star");
        robot.interact(() -> editItem(robot, "menu-undo").fire());
        assertThat(vm.network().kindProperty().get()).isEqualTo(NetworkKind.CHAIN);
    }

    @Test
    void typingATitleIsOneStepAndShowsInTheWindowTitle(FxRobot robot) {
        robot.clickOn("#scenarioTitle");
        robot.write("Loads on a chain");
        robot.clickOn("#viewTabs");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.getTitle()).isEqualTo("DLT Explorer — Loads on a chain — untitled *");
        assertThat(vm.scenarioProperty().get().title()).isEqualTo("Loads on a chain");
        assertThat(editItem(robot, "menu-undo").getText()).isEqualTo("Undo: title");
        robot.push(KeyCode.CONTROL, KeyCode.Z);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#scenarioTitle").queryAs(TextField.class).getText()).isEmpty();
        assertThat(stage.getTitle()).isEqualTo("DLT Explorer — untitled");
        assertThat(vm.history().canUndo()).isFalse();
    }
}
