package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.stage.Stage;

import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/**
 * The window's controls for the keys beyond the papers (headless): the per-node editor's rows for release, F and
 * costs appear for a star and not for a chain, a typed release reaches the scenario and a bad one is refused in one
 * line; the budget and deadline fields belong to stars, and a deadline greys the load field.
 */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class BeyondThePapersWindowTest {

    private MainViewModel vm;

    @Start
    void start(Stage stage) {
        vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), Solvers.standard());
        vm.curves().activeProperty().unbind();
        stage.setScene(ExplorerApplication.createScene(vm));
        vm.curves().activeProperty().unbind();
        vm.curves().activeProperty().set(false);
        stage.setWidth(1600);
        stage.setHeight(1000);
        stage.show();
    }

    private static boolean shown(FxRobot robot, String query) {
        Node n = robot.lookup(query).query();
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return true;
    }

    /** The names of the element sheet's rows. */
    private static Set<String> rowNames(FxRobot robot) {
        return robot.lookup("#elementSheet .label").queryAllAs(Label.class).stream().map(Label::getText)
                .collect(java.util.stream.Collectors.toSet());
    }

    /** The editor in the element sheet's row named {@code name}. */
    private static TextField editor(FxRobot robot, String name) {
        Label label = robot.lookup("#elementSheet .label").queryAllAs(Label.class).stream()
                .filter(l -> name.equals(l.getText())).findFirst().orElseThrow();
        Integer row = GridPane.getRowIndex(label);
        return robot.lookup("#elementSheet .text-field").queryAllAs(TextField.class).stream()
                .filter(t -> java.util.Objects.equals(GridPane.getRowIndex(t), row)).findFirst().orElseThrow();
    }

    @Test
    void theEditorOffersReleaseAndCostsOnAStarAndTakesATypedRelease(FxRobot robot) {
        robot.interact(() -> vm.network().select(1));
        assertThat(rowNames(robot)).contains("A", "B").doesNotContain("release", "F", "cost", "fixedCost");
        robot.interact(() -> {
            vm.network().kindProperty().set(NetworkKind.STAR);
            vm.network().select(1);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(rowNames(robot)).contains("A", "B", "release", "F", "cost", "fixedCost");

        TextField release = editor(robot, "release");
        robot.clickOn(release);
        robot.push(KeyCode.CONTROL, KeyCode.A);
        robot.write("-2");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#elementError").queryAs(Label.class).getText())
                .isEqualTo("processor 1 release: must be ≥ 0, got -2");
        assertThat(vm.scenarioProperty().get().processor(1).release()).isZero();
        robot.push(KeyCode.CONTROL, KeyCode.A);
        robot.write("0.5");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.scenarioProperty().get().processor(1).release()).isEqualTo(0.5);
        assertThat(shown(robot, "#elementError")).isFalse();
    }

    @Test
    void budgetAndDeadlineBelongToStarsAndADeadlineGreysTheLoad(FxRobot robot) {
        assertThat(shown(robot, "#strategy-budget")).as("a chain").isFalse();
        robot.interact(() -> vm.network().kindProperty().set(NetworkKind.STAR));
        assertThat(shown(robot, "#strategy-budget")).isTrue();
        assertThat(shown(robot, "#strategy-deadline")).isTrue();
        assertThat(robot.lookup("#strategy-computeWhileReceiving").query().isDisabled()).as("one installment").isTrue();

        robot.clickOn("#strategy-deadline");
        robot.write("3");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.scenarioProperty().get().strategy().deadline()).isEqualTo(3.0);
        assertThat(robot.lookup("#field-V").query().isDisabled()).isTrue();
        assertThat(robot.lookup("#note-V").queryAs(Label.class).getText()).contains("deadline");

        robot.clickOn("#strategy-budget");
        robot.write("5");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#parametersError").queryAs(Label.class).getText())
                .startsWith("strategy.deadline: cannot be given together with a budget");
        assertThat(vm.scenarioProperty().get().strategy().budget()).as("never reached the scenario").isNull();
    }
}
