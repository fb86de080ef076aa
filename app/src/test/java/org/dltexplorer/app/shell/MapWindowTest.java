package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;

import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/**
 * The Map tab driven as a user would, headless: choose the axes, wait for the points, hover one, click it, undo.
 * Work runs on the calling thread, so the map is whole once the fields are set.
 */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class MapWindowTest {

    private MainViewModel vm;

    @Start
    void start(Stage stage) {
        vm = TestWindow.open(stage);
    }

    private static void type(FxRobot robot, String query, String text) {
        robot.doubleClickOn(query);
        robot.push(KeyCode.CONTROL, KeyCode.A);
        robot.write(text);
        robot.push(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Where the centre of cell ({@code ix}, {@code iy}) is on the screen. */
    private static Point2D cell(FxRobot robot, int ix, int iy) {
        ChartViewer viewer = robot.lookup("#mapChart").queryAs(ChartViewer.class);
        XYPlot plot = (XYPlot) viewer.getChart().getPlot();
        Rectangle2D area = viewer.getCanvas().getRenderingInfo().getPlotInfo().getDataArea();
        double x = plot.getDomainAxis().valueToJava2D(1 + ix, area, plot.getDomainAxisEdge());   // x = V: 1, 2, …, 8
        double y = plot.getRangeAxis().valueToJava2D(0.1 * (iy + 1), area, plot.getRangeAxisEdge()); // y = C: 0.1 … 0.8
        return viewer.getCanvas().localToScreen(x, y);
    }

    @Test
    void chooseTheAxesHoverAPointClickItAndUndo(FxRobot robot) {
        Scenario before = vm.scenarioProperty().get();
        robot.clickOn("Map");
        WaitForAsyncUtils.waitForFxEvents();
        // the steps first: every field typed solves the map again (at once, on this thread), small maps are quick
        type(robot, "#mapXSteps", "8");
        type(robot, "#mapYSteps", "8");
        type(robot, "#mapXName", "V");
        robot.clickOn("#mapXLog"); // off: a linear axis 1 … 8
        type(robot, "#mapXFrom", "1");
        type(robot, "#mapXTo", "8");
        type(robot, "#mapYName", "C");
        if (robot.lookup("#mapYLog").queryAs(javafx.scene.control.CheckBox.class).isSelected()) {
            robot.clickOn("#mapYLog");
        }
        type(robot, "#mapYFrom", "0.1");
        type(robot, "#mapYTo", "0.8");
        robot.clickOn("#mapMetric");
        robot.clickOn("makespan");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#mapError").queryAs(Label.class).getText()).isEmpty();
        assertThat(vm.map().mapProperty().get().complete()).isTrue();
        assertThat(robot.lookup("#mapMessage").queryAs(Label.class).getText()).startsWith("64 points in ");

        Scenario expected = ScenarioParameter.parse("C").apply(ScenarioParameter.parse("V").apply(before, 3).scenario(), 0.5).scenario();
        double makespan = Solvers.standard().solve(expected).makespan();
        robot.moveTo(cell(robot, 2, 4));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#mapHover").queryAs(Label.class).getText())
                .isEqualTo("V = 3, C = 0.5: makespan " + org.dltexplorer.app.feature.history.ScenarioChange.format(makespan) + " (optimal)");

        robot.clickOn(cell(robot, 2, 4), javafx.scene.input.MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.scenarioProperty().get()).isEqualTo(expected);
        assertThat(robot.lookup("#" + Parameter.V.name().toLowerCase() + "Field").tryQuery()).isNotNull();
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo("map point V = 3, C = 0.5");

        robot.push(KeyCode.CONTROL, KeyCode.Z);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.scenarioProperty().get()).isEqualTo(before);
        // the map is the map of that scenario still: nothing solved again
        assertThat(vm.map().mapProperty().get().complete()).isTrue();
        assertThat(vm.map().base()).isEqualTo(before);
    }

    @Test
    void theKeyboardMovesACellAndEnterMakesItTheScenario(FxRobot robot) {
        Scenario before = vm.scenarioProperty().get(); // V = 1 and C = 0.2 on the map's default axes
        robot.clickOn("Map");
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#mapChart");
        robot.push(KeyCode.RIGHT);
        WaitForAsyncUtils.waitForFxEvents();
        String hover = robot.lookup("#mapHover").queryAs(Label.class).getText();
        assertThat(hover).startsWith("V = ");
        robot.push(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.scenarioProperty().get()).isNotEqualTo(before);
        assertThat(vm.history().undoLabelProperty().get()).startsWith("map point V = ");
        assertThat(robot.lookup("#mapXFrom").queryAs(TextField.class).getText()).isEqualTo("0.1");
    }

    /**
     * After a map point became the scenario, every other tab shows that scenario (issue 24, item 2: one owner of the
     * state): the speedup and time-vs-load curves, the distribution and the Gantt diagram.
     */
    @Test
    void theChartsOfTheOtherTabsFollowAMapPoint(FxRobot robot) {
        robot.clickOn("#tab-speedup");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.curves().curvesProperty().get().scenario()).isEqualTo(vm.scenarioProperty().get());
        robot.clickOn("#tab-map");
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#mapChart");
        robot.push(KeyCode.RIGHT);
        robot.push(KeyCode.UP);
        robot.push(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        Scenario picked = vm.scenarioProperty().get();
        assertThat(vm.history().undoLabelProperty().get()).startsWith("map point ");

        robot.clickOn("#tab-speedup");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.curves().activeProperty().get()).isTrue();
        assertThat(vm.curves().curvesProperty().get().scenario()).isEqualTo(picked);
        robot.clickOn("#tab-time");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.curves().curvesProperty().get().scenario()).isEqualTo(picked);
        assertThat(vm.results().solvedProperty().get().scenario()).isEqualTo(picked);
        assertThat(vm.results().scheduleProperty().get().makespan()).isEqualTo(Solvers.standard().solve(picked).makespan());
    }
}
