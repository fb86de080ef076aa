package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.feature.export.ExportViewModel;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.jfree.chart.fx.ChartViewer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/**
 * Export figure, Export data and Copy figure driven from the keyboard, headless (Monocle). The file chooser is the
 * test's {@link RecordingDialogs}; the clipboard is the real JavaFX system clipboard.
 */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class ExportDialogTest {

    @TempDir
    Path dir;

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private MainViewModel vm;

    @Start
    void start(Stage stage) {
        vm = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, TestSolvers.chainAndInfeasibleLoop());
        Scene scene = ExplorerApplication.createScene(vm);
        stage.setScene(scene);
        stage.show();
    }

    /** Types into the focused field of the export dialog (keys go to the window TestFX targets: the dialog). */
    private static void replace(FxRobot robot, String text) {
        robot.targetWindow(robot.lookup("#exportDialog").query().getScene().getWindow());
        robot.push(KeyCode.CONTROL, KeyCode.A);
        robot.write(text);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static boolean dialogOpen(FxRobot robot) {
        return robot.lookup("#exportDialog").tryQuery().isPresent();
    }

    @Test
    void theKeyboardOpensTheDialogSetsTheSizeAndExportsThePng(FxRobot robot) throws Exception {
        Path png = dir.resolve("gantt.png");
        dialogs.saveAnswer = png;
        robot.clickOn("#tab-gantt");

        // the last export was a PNG: the dialog opens with it
        robot.interact(() -> {
            vm.exports().settings().formatProperty().set(org.dltexplorer.app.chart.export.ExportFormat.PNG);
            vm.exports().settings().confirm();
        });
        robot.push(KeyCode.CONTROL, KeyCode.E);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialogOpen(robot)).isTrue();
        robot.push(KeyCode.TAB); // format -> size preset
        robot.push(KeyCode.TAB); // -> width
        replace(robot, "640");
        robot.push(KeyCode.TAB); // -> height
        replace(robot, "400");
        robot.push(KeyCode.TAB); // -> DPI
        replace(robot, "150");
        robot.push(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(dialogOpen(robot)).isFalse();
        BufferedImage img = ImageIO.read(png.toFile());
        assertThat(img.getWidth()).isEqualTo(640);
        assertThat(img.getHeight()).isEqualTo(400);
        try (ImageInputStream in = ImageIO.createImageInputStream(png.toFile())) {
            ImageReader reader = ImageIO.getImageReaders(in).next();
            reader.setInput(in);
            IIOMetadataNode root = (IIOMetadataNode) reader.getImageMetadata(0).getAsTree("javax_imageio_png_1.0");
            // 150 dpi = 5906 pixels per metre
            assertThat(((IIOMetadataNode) root.getElementsByTagName("pHYs").item(0)).getAttribute("pixelsPerUnitXAxis"))
                    .isEqualTo("5906");
            reader.dispose();
        }
        assertThat(vm.exports().settings().last().size()).isEqualTo(ExportSize.pixels(640, 400, 150));
        assertThat(vm.statusProperty().get()).isEqualTo("Exported gantt.png");
    }

    @Test
    void anInvalidWidthDisablesExportAndEscapeCancelsWithoutWriting(FxRobot robot) {
        Path png = dir.resolve("never.png");
        dialogs.saveAnswer = png;

        robot.push(KeyCode.CONTROL, KeyCode.E);
        WaitForAsyncUtils.waitForFxEvents();
        robot.push(KeyCode.TAB); // format -> size preset
        robot.push(KeyCode.TAB); // -> width
        replace(robot, "-5");

        String error = robot.lookup("#export-error").queryAs(Label.class).getText();
        assertThat(error).contains("width").contains("-5");
        assertThat(robot.lookup("#export-ok").queryAs(Button.class).isDisabled()).isTrue();
        robot.push(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(dialogOpen(robot)).isFalse();
        assertThat(Files.exists(png)).isFalse();
        assertThat(vm.exports().settings().last()).isEqualTo(ExportViewModel.INITIAL);
        // the next dialog opens with the remembered (initial) width, not the cancelled one
        robot.push(KeyCode.CONTROL, KeyCode.E);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#export-width").queryAs(javafx.scene.control.TextField.class).getText()).isEqualTo("8.5 cm");
        robot.push(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void copyFigurePutsTheChartAtItsScreenSizeAndItsNumbersOnTheClipboard(FxRobot robot) throws Exception {
        ChartViewer viewer = robot.lookup("#distributionChart").queryAs(ChartViewer.class);

        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.C);
        WaitForAsyncUtils.waitForFxEvents();

        Object[] content = WaitForAsyncUtils.asyncFx(() -> {
            Clipboard c = Clipboard.getSystemClipboard();
            return new Object[] {c.hasImage() ? c.getImage() : null, c.getString()};
        }).get();
        Image image = (Image) content[0];
        assertThat(image).as("an image on the clipboard").isNotNull();
        assertThat(image.getWidth()).isEqualTo(Math.round(viewer.getWidth()));
        assertThat(image.getHeight()).isEqualTo(Math.round(viewer.getHeight()));
        assertThat((String) content[1]).startsWith("unit\tindex\tcount\tload\tidle\tstart\tfinish\n");
        assertThat(((String) content[1]).split("\n")).hasSize(1 + 6);
    }

    @Test
    void exportDataWritesTheShownViewsNumbers(FxRobot robot) throws Exception {
        Path csv = dir.resolve("summary.csv");
        dialogs.saveAnswer = csv;
        robot.clickOn("#tab-summary");

        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.E);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(Files.readAllLines(csv).get(0)).isEqualTo("key,value");
        assertThat(Files.readAllLines(csv).get(1))
                .isEqualTo("makespan," + vm.results().scheduleProperty().get().makespan());
    }
}
