package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import javafx.scene.Node;
import javafx.scene.control.Slider;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.app.feature.parameters.ParameterField;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/** A parameter slider dragged with and without Shift, and stepped with the arrow keys, in the window (headless). */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class SliderFineDragTest {

    private static final double PIXELS = 40;

    private MainViewModel vm;

    @Start
    void start(Stage stage) {
        vm = TestWindow.open(stage);
    }

    /** Decades the slider of C moved during {@code gesture}. */
    private double moved(FxRobot robot, Runnable gesture) {
        ParameterField c = vm.parameters().field(Parameter.C);
        robot.interact(() -> c.textProperty().set("1"));
        double before = c.sliderProperty().get();
        gesture.run();
        WaitForAsyncUtils.waitForFxEvents();
        return c.sliderProperty().get() - before;
    }

    private Node thumb(FxRobot robot) {
        return robot.lookup("#slider-C").queryAs(Slider.class).lookup(".thumb");
    }

    @Test
    void shiftHeldWhileDraggingMovesTheValueTenTimesSlower(FxRobot robot) {
        Slider slider = robot.lookup("#slider-C").queryAs(Slider.class);
        double track = slider.lookup(".track").getLayoutBounds().getWidth();
        double plain = moved(robot, () -> robot.drag(thumb(robot)).moveBy(PIXELS, 0).drop());
        double fine = moved(robot, () -> {
            robot.press(KeyCode.SHIFT);
            robot.drag(thumb(robot)).moveBy(PIXELS, 0).drop();
            robot.release(KeyCode.SHIFT);
        });
        // published by the gesture's rule: the window's 4 decades over the track; the value is kept to 3 digits (±0.002 decade)
        double perPixel = 2 * ParameterField.WINDOW_DECADES / track;
        assertThat(plain).isCloseTo(PIXELS * perPixel, within(0.01));
        assertThat(fine).isCloseTo(PIXELS * perPixel / 10, within(0.003));
        assertThat(slider.getTooltip().getText()).contains("hold Shift while dragging for 10× finer steps");
    }

    @Test
    void arrowKeysStepAndShiftArrowStepsFinely(FxRobot robot) {
        double step = moved(robot, () -> {
            robot.clickOn(thumb(robot));
            robot.type(KeyCode.RIGHT);
        });
        double fine = moved(robot, () -> {
            robot.clickOn(thumb(robot));
            robot.press(KeyCode.SHIFT).type(KeyCode.RIGHT).release(KeyCode.SHIFT);
        });
        assertThat(step).isCloseTo(0.1, within(0.002));
        assertThat(fine).isCloseTo(0.01, within(0.002));
    }
}
