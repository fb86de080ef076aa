package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.stage.Stage;

import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.Collect;
import org.dltexplorer.core.model.KaryLoads;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/** The K-ary tree's two readings ({@code collect}) and MOS loads ({@code loads}) in the strategy panel (headless). */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class KaryStrategyControlsTest {

    @TempDir
    Path dir;

    private MainViewModel vm;
    private final RecordingDialogs dialogs = new RecordingDialogs();

    @Start
    void start(Stage stage) {
        vm = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, Solvers.standard());
        stage.setScene(ExplorerApplication.createScene(vm));
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

    @SuppressWarnings("unchecked")
    private static <T> ComboBox<T> combo(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(ComboBox.class);
    }

    private Strategy strategy() {
        return vm.scenarioProperty().get().strategy();
    }

    @Test
    void bothReadingsArePickedUndoneAndSaved(FxRobot robot) throws Exception {
        assertThat(shown(robot, "#strategy-collect")).as("only on a K-ary tree").isFalse();
        robot.interact(() -> vm.network().kindProperty().set(NetworkKind.KARY_TREE));
        assertThat(shown(robot, "#strategy-collect")).isTrue();
        assertThat(shown(robot, "#strategy-loads")).as("only under MOS").isFalse();
        assertThat(combo(robot, "#strategy-collect").getTooltip().getText())
                .contains("Ko & Robertazzi (2003)", "After last send", "While sending", "Tables 1 and 2", "eq. (41)");

        vm.sealHistory();
        robot.clickOn("#strategy-collect");
        robot.clickOn("while sending");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(strategy().collect()).isEqualTo(Collect.WHILE_SENDING);
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo("strategy");

        robot.interact(vm::undo);
        assertThat(strategy().collectOrDefault()).isEqualTo(Collect.AFTER_SENDS);
        assertThat(combo(robot, "#strategy-collect").getValue()).isEqualTo(Collect.AFTER_SENDS);
        robot.interact(vm::redo);
        assertThat(combo(robot, "#strategy-collect").getValue()).isEqualTo(Collect.WHILE_SENDING);

        robot.interact(() -> vm.parameters().choices().karyPolicyProperty().set(KaryPolicy.MULTI_INSTALLMENT));
        assertThat(shown(robot, "#strategy-loads")).isTrue();
        assertThat(combo(robot, "#strategy-loads").getTooltip().getText())
                .contains("Ko & Robertazzi (2003)", "closed form", "linear program");
        vm.sealHistory();
        robot.clickOn("#strategy-loads");
        robot.clickOn("optimised (LP)");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(strategy().loads()).isEqualTo(KaryLoads.OPTIMISED);

        dialogs.saveAnswer = dir.resolve("kary");
        robot.interact(() -> {
            vm.save();
        });
        Path saved = dir.resolve("kary.json");
        assertThat(Files.readString(saved)).contains("\"collect\"", "\"while-sending\"", "\"loads\"", "\"optimised\"");
        Strategy read = new ScenarioReader().read(saved).strategy();
        assertThat(read.collect()).isEqualTo(Collect.WHILE_SENDING);
        assertThat(read.loads()).isEqualTo(KaryLoads.OPTIMISED);

        robot.interact(() -> vm.parameters().choices().karyPolicyProperty().set(KaryPolicy.SEQUENTIAL));
        assertThat(shown(robot, "#strategy-loads")).isFalse();
        assertThat(strategy().loads()).as("loads is written only where it applies").isNull();
    }
}
