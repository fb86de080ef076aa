package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/**
 * Presentation mode at a projector's 1024 × 768, driven by the keys a lecturer presses: every view goes full width
 * (Ctrl+Shift+F), the content zooms (Ctrl+=, Ctrl+−, Ctrl+0) and the window goes full screen (F11).
 */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class PresentationModeTest {

    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(),
                TestSolvers.chainAndInfeasibleLoop());
        Scene scene = ExplorerApplication.createScene(vm);
        window = (MainWindow) scene.getRoot();
        stage.setScene(scene);
        stage.setWidth(1024);
        stage.setHeight(768);
        stage.show();
    }

    @ParameterizedTest
    @ValueSource(strings = {"tab-distribution", "tab-gantt", "tab-speedup", "tab-time", "tab-summary", "tab-teaching"})
    void everyViewGoesFullWidthAndBack(String tab, FxRobot robot) {
        robot.clickOn("#" + tab);
        Node tabs = robot.lookup("#viewTabs").query();
        double before = tabs.getLayoutBounds().getWidth();
        assertThat(before).as("the views share the width with the panels").isLessThan(700);

        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.F).release(KeyCode.F, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tabs.getLayoutBounds().getWidth()).as("full width").isGreaterThan(1000);
        assertThat(robot.lookup("#networkCaption").tryQuery()).as("the network panel folded away").isEmpty();
        assertThat(robot.lookup("#" + tab).queryAs(Node.class)).isNotNull();

        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.F).release(KeyCode.F, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tabs.getLayoutBounds().getWidth()).as("the panels are back where they were").isEqualTo(before, within(1.0));
        assertThat(robot.lookup("#networkCaption").tryQuery()).isPresent();
    }

    @Test
    void theContentZoomsAndStaysInsideTheWindow(FxRobot robot) {
        Node header = robot.lookup("#tab-gantt").query();
        double height = sceneBounds(header).getHeight();

        robot.press(KeyCode.CONTROL, KeyCode.EQUALS).release(KeyCode.EQUALS, KeyCode.CONTROL); // 110 %
        robot.press(KeyCode.CONTROL, KeyCode.EQUALS).release(KeyCode.EQUALS, KeyCode.CONTROL); // 125 %
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.presentation().zoomProperty().get()).isEqualTo(1.25);
        assertThat(sceneBounds(header).getHeight()).as("the tab header at 125 %").isEqualTo(1.25 * height, within(1.0));
        Bounds tabs = sceneBounds(robot.lookup("#viewTabs").query());
        assertThat(tabs.getMaxX()).as("the zoomed views end inside the window").isLessThanOrEqualTo(1024.5);
        assertThat(tabs.getMaxY()).isLessThanOrEqualTo(768.5);

        robot.press(KeyCode.CONTROL, KeyCode.MINUS).release(KeyCode.MINUS, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.presentation().zoomProperty().get()).isEqualTo(1.1);

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT0).release(KeyCode.DIGIT0, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.presentation().zoomProperty().get()).isEqualTo(1.0);
        assertThat(sceneBounds(header).getHeight()).isEqualTo(height, within(0.5));
    }

    @Test
    void f11GoesFullScreenAndTheMenuFollowsTheStage(FxRobot robot) {
        robot.press(KeyCode.F11).release(KeyCode.F11);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.isFullScreen()).isTrue();
        assertThat(window.presentation().fullScreenProperty().get()).isTrue();

        robot.interact(() -> stage.setFullScreen(false)); // as Esc does
        assertThat(window.presentation().fullScreenProperty().get()).isFalse();
    }

    @Test
    void zoomStopsAtItsEnds() {
        Presentation p = new Presentation();
        for (int i = 0; i < 20; i++) {
            p.zoomIn();
        }
        assertThat(p.zoomProperty().get()).isEqualTo(2.5);
        assertThat(p.zoomText()).isEqualTo("250 %");
        for (int i = 0; i < 20; i++) {
            p.zoomOut();
        }
        assertThat(p.zoomProperty().get()).isEqualTo(0.75);
        p.resetZoom();
        assertThat(p.zoomProperty().get()).isEqualTo(1.0);
    }

    private static Bounds sceneBounds(Node n) {
        return n.localToScene(n.getLayoutBounds());
    }
}
