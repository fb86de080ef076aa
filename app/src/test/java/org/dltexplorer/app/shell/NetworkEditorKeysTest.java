package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.dltexplorer.app.feature.network.EditTool;
import org.dltexplorer.app.feature.network.NetworkCanvas;
import org.dltexplorer.app.feature.network.NetworkViewModel;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.NetworkKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/** The network editor at 1280 × 800: every tool on screen with a tooltip and a key; nodes move by keyboard. */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class NetworkEditorKeysTest {

    private MainViewModel vm;
    private Scene scene;

    @Start
    void start(Stage stage) {
        vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), TestSolvers.chainAndInfeasibleLoop());
        scene = new Scene(new MainWindow(vm), 1280, 800);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void theToolsFitAndAnswerTheirKeysAndTheArrowsMoveTheSelectedNode(FxRobot robot) {
        robot.interact(() -> vm.network().kindProperty().set(NetworkKind.GRAPH));
        WaitForAsyncUtils.waitForFxEvents();
        Node pane = robot.lookup("#editTools").query();
        Bounds paneBounds = pane.getParent().localToScene(pane.getParent().getLayoutBounds());
        for (EditTool t : EditTool.values()) {
            ToggleButton b = robot.lookup("#tool-" + t.name().toLowerCase(java.util.Locale.ROOT)).queryAs(ToggleButton.class);
            Bounds bb = b.localToScene(b.getLayoutBounds());
            assertThat(bb.getMaxX()).as(t.name()).isLessThanOrEqualTo(Math.min(scene.getWidth(), paneBounds.getMaxX()) + 0.5);
            assertThat(b.getTooltip().getText()).contains("(" + t.key().getName() + ")");
        }

        NetworkCanvas canvas = robot.lookup(n -> n instanceof NetworkCanvas).queryAs(NetworkCanvas.class);
        robot.interact(() -> {
            canvas.requestFocus();
            vm.network().select(1);
        });
        robot.type(KeyCode.C);
        assertThat(vm.network().editToolProperty().get()).isEqualTo(EditTool.CONNECT);
        robot.type(KeyCode.S);
        assertThat(vm.network().editToolProperty().get()).isEqualTo(EditTool.SELECT);

        double[] before = vm.network().customGraphProperty().get().positions().get(1).clone();
        robot.type(KeyCode.RIGHT);
        robot.press(KeyCode.SHIFT).type(KeyCode.DOWN).release(KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();
        double[] after = vm.network().customGraphProperty().get().positions().get(1);
        assertThat(after[0] - before[0]).isCloseTo(NetworkViewModel.NUDGE, within(1e-12));
        assertThat(after[1] - before[1]).isCloseTo(NetworkViewModel.NUDGE_LARGE, within(1e-12));
        assertThat(vm.scenarioProperty().get().layout().position(1)).isPresent();
    }
}
