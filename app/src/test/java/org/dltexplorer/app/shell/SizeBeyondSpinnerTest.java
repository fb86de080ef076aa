package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.stage.Stage;

import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/** A file whose sizes lie beyond a spinner's range opens unchanged: the spinner's range follows the file. */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class SizeBeyondSpinnerTest {

    @TempDir
    Path dir;

    private MainViewModel vm;

    @Start
    void start(Stage stage) {
        vm = TestWindow.open(stage);
    }

    /**
     * A typed size beyond the range is refused on Enter and when the field loses focus: the spinner's factory cut it
     * to its bound before (5 000 000 became a chain of 1 000 000, built, solved and drawn on the FX thread, which held
     * the slow group's next window for minutes).
     */
    @Test
    void aTypedSizeBeyondTheRangeIsRefusedNotCutToTheBound(FxRobot robot) {
        long before = vm.scenarioProperty().get().network().processorCount();
        @SuppressWarnings("unchecked")
        Spinner<Integer> size = robot.lookup("#size-processors").queryAs(Spinner.class);
        robot.clickOn(size.getEditor());
        robot.push(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.A);
        robot.write("5000000");
        robot.type(javafx.scene.input.KeyCode.ENTER);
        robot.interact(() -> size.getScene().getRoot().requestFocus()); // the field loses focus: the spinner commits
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(size.isFocused()).isFalse();
        assertThat(vm.scenarioProperty().get().network().processorCount()).isEqualTo(before);
        assertThat(size.getValue()).isEqualTo((int) before);
        assertThat(robot.lookup("#limit-processors").queryAs(Label.class).isVisible()).isTrue();
        assertThat(vm.dirtyProperty().get()).isFalse();
    }

    @Test
    void aTreeDeeperThanTheLevelsSpinnerOffersIsNotCut(FxRobot robot) throws Exception {
        // the levels spinner offers 0..30; a path of 41 processors is a 1-ary tree of 40 levels
        Scenario deep = Scenario.uniform(new KaryTree(40, 1), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1));
        Path file = dir.resolve("deep.json");
        new ScenarioWriter().write(deep, file);
        robot.interact(() -> vm.openFile(file));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(vm.scenarioProperty().get().network()).isEqualTo(new KaryTree(40, 1));
        @SuppressWarnings("unchecked")
        Spinner<Integer> levels = robot.lookup("#size-levels").queryAs(Spinner.class);
        assertThat(levels.getValue()).isEqualTo(40);
        assertThat(levels.getTooltip().getText()).isEqualTo("Levels L: 0 to 40");
        assertThat(robot.lookup("#limit-levels").queryAs(Label.class).isVisible()).isFalse();
        assertThat(vm.dirtyProperty().get()).as("opening is not an edit").isFalse();

        // back inside the usual range, the spinner offers its usual range again
        robot.interact(() -> vm.network().shape().levelsProperty().set(3));
        assertThat(levels.getTooltip().getText()).isEqualTo("Levels L: 0 to 30");
        assertThat(vm.scenarioProperty().get().network()).isEqualTo(new KaryTree(3, 1));
    }
}
