package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.dltexplorer.app.feature.parameters.ParametersViewModel;
import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
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

/** The parameter panel in the window: the w/z/T task constants and buffers that vary per node. */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class ParametersPanelTest {

    @TempDir
    Path dir;

    private MainViewModel vm;
    private final RecordingDialogs dialogs = new RecordingDialogs();

    @Start
    void start(Stage stage) {
        vm = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, Solvers.standard());
        Scene scene = ExplorerApplication.createScene(vm);
        stage.setScene(scene);
        stage.show();
    }

    private static void replaceText(FxRobot robot, String query, String text) {
        robot.clickOn(query);
        robot.push(KeyCode.CONTROL, KeyCode.A);
        robot.write(text);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aWzTScenarioShowsItsTaskConstantsAndSavesThemBack(FxRobot robot) throws Exception {
        // Tcp = 4, Tcm = 2: A = 6 is w = 1.5, C = 1 is z = 0.5
        Scenario s = new Scenario("w-z-T", Notation.W_Z_T, new NotationUnits(4, 2, 0), new Chain(3, 0), 1,
                new ProcessorParams(6, ProcessorParams.UNLIMITED), Map.of(), new LinkParams(0, 1, 0), Map.of(), Strategy.DEFAULT);
        Path in = dir.resolve("wzt.json");
        new ScenarioWriter().write(s, in);
        robot.interact(() -> vm.openFile(in));
        assertThat(robot.lookup("#field-TCP").queryAs(TextField.class).isVisible()).isTrue();
        assertThat(robot.lookup("#field-TCP").queryAs(TextField.class).getText()).isEqualTo("4");
        assertThat(robot.lookup("#field-A").queryAs(TextField.class).getText()).isEqualTo("1.5");
        assertThat(robot.lookup("#field-C").queryAs(TextField.class).getText()).isEqualTo("0.5");

        replaceText(robot, "#field-TCP", "10");
        assertThat(vm.scenarioProperty().get().processorDefault().A()).isEqualTo(15); // w = 1.5 stays
        dialogs.saveAnswer = dir.resolve("out.json");
        robot.interact(() -> assertThat(vm.saveAs()).isTrue());
        String text = Files.readString(dir.resolve("out.json"));
        assertThat(text).contains("\"Tcp\"").contains("\"Tcm\"");
        Scenario back = new ScenarioReader().read(text);
        assertThat(back.units()).isEqualTo(new NotationUnits(10, 2, 0));
        assertThat(back.processorDefault().A()).isEqualTo(15);
        assertThat(back.linkDefault().C()).isEqualTo(1);

        robot.clickOn("#notation-acs");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#field-TCP").queryAs(TextField.class).isVisible()).isFalse();
        assertThat(robot.lookup("#field-A").queryAs(TextField.class).getText()).isEqualTo("15");
    }

    @Test
    void buffersFromAFileShowAsVaryingAndTypingOneSetsThemAll(FxRobot robot) {
        Gallery gallery = Gallery.bundled();
        var entry = gallery.entry("drozdowski-wolniewicz-2003-mnp1-star.json").orElseThrow();
        robot.interact(() -> vm.openGallery(gallery, entry));
        TextField b = robot.lookup("#field-B").queryAs(TextField.class);
        assertThat(robot.lookup("#unlimitedMemory").queryAs(CheckBox.class).isSelected()).isFalse();
        assertThat(b.getText()).isEmpty();
        assertThat(b.getPromptText()).isEqualTo(ParametersViewModel.VARYING_PROMPT);
        assertThat(b.isDisabled()).isFalse();
        assertThat(vm.scenarioProperty().get().processorOverrides().values()).extracting(ProcessorParams::B).doesNotHaveDuplicates();

        replaceText(robot, "#field-B", "25");
        Scenario s = vm.scenarioProperty().get();
        assertThat(s.processorDefault().B()).isEqualTo(25);
        assertThat(s.processorOverrides().values()).allMatch(p -> p.B() == 25);
        assertThat(b.getPromptText()).isEmpty();
    }
}
