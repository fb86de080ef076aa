package org.dltexplorer.app.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.app.gallery.GalleryEntry;
import org.dltexplorer.app.shell.DialogService;
import org.dltexplorer.app.shell.ExplorerApplication;
import org.dltexplorer.app.shell.MainViewModel;
import org.dltexplorer.app.shell.DialogService.UnsavedChoice;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Takes the user guide's screenshots ({@code docs/guide/*.png}) and the README's main-window picture from the
 * running window, walking the guide's three walkthroughs as a reader would, so the pictures cannot drift from the
 * program. Not a test of behaviour (tagged {@code screenshots}, outside the default run): {@code docs/guide/regenerate}
 * runs it and writes into {@code docs/}; each picture is then looked at before it is committed.
 */
@Tag("screenshots")
@ExtendWith(ApplicationExtension.class)
class UserGuideScreenshots {

    /** Where the pictures go: {@code -Ddlt.guide.out=…/docs/guide} from the script, else the build folder. */
    private static final Path OUT = Path.of(System.getProperty("dlt.guide.out", "target/guide"));

    private Stage stage;
    private MainViewModel vm;
    private final ShowingDialogs dialogs = new ShowingDialogs();

    @Start
    void start(Stage stage) {
        this.stage = stage;
        vm = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, Solvers.standard());
        Scene scene = ExplorerApplication.createScene(vm);
        stage.setScene(scene);
        stage.setX(0);
        stage.setY(0);
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @Test
    void walkTheGuide(FxRobot robot) throws IOException {
        Files.createDirectories(OUT);
        shot(robot, "01-main-window");
        if (OUT.getFileName().toString().equals("guide")) {
            Files.copy(OUT.resolve("01-main-window.png"), OUT.resolveSibling("screenshot-main.png"),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }

        // 1. Explore a parameter
        robot.clickOn("#field-S").press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL)
                .write("0.1").type(KeyCode.ENTER);
        shot(robot, "02-startup-idles-processors");
        keys(robot, KeyCode.DIGIT2);
        shot(robot, "03-gantt");
        keys(robot, KeyCode.DIGIT3);
        shot(robot, "04-speedup");

        // 2. Teach a lecture from the gallery
        robot.clickOn("#menu-gallery").moveTo("#menu-gallery-blazewicz_drozdowski_1997");
        shot(robot, "05-gallery-menu");
        robot.type(KeyCode.ESCAPE).type(KeyCode.ESCAPE);
        open(robot, "blazewicz-drozdowski-1997-example1-chain.json");
        shot(robot, "06-gallery-lesson");
        dialogs.closeLesson(robot);
        open(robot, "blazewicz-drozdowski-1997-star-sequential.json");
        dialogs.closeLesson(robot);
        shot(robot, "07-star-one-port");
        open(robot, "blazewicz-et-al-1999-torus-fig7.json");
        dialogs.closeLesson(robot);
        shot(robot, "08-torus-speedup");
        open(robot, "drozdowski-wolniewicz-2003-mnp1-star.json");
        dialogs.closeLesson(robot);
        shot(robot, "09-memory-compare");

        // 3. Make a figure for a paper: the export dialog, then the PDF it writes
        robot.clickOn("#tab-gantt");
        Path pdf = Files.createTempFile("guide-gantt", ".pdf");
        dialogs.saveAnswer = pdf;
        robot.clickOn("#menu-file").clickOn("#menu-export");
        WaitForAsyncUtils.waitForFxEvents();
        shot(robot, "10-export-dialog");
        robot.clickOn("#export-ok");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(Files.size(pdf)).as("the exported PDF").isPositive();
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            ImageIO.write(new PDFRenderer(doc).renderImageWithDPI(0, 150), "png", OUT.resolve("11-exported-pdf.png").toFile());
        }
        Files.delete(pdf);
    }

    private void open(FxRobot robot, String file) {
        GalleryEntry entry = Gallery.bundled().entries().stream().filter(e -> e.file().equals(file)).findFirst().orElseThrow();
        robot.interact(() -> vm.openGallery(Gallery.bundled(), entry));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void keys(FxRobot robot, KeyCode digit) {
        robot.press(KeyCode.CONTROL, digit).release(digit, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The window as the screen shows it, menus and dialogs over it included. */
    private void shot(FxRobot robot, String name) throws IOException {
        WaitForAsyncUtils.waitForFxEvents();
        Image img = robot.capture(new Rectangle2D(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight())).getImage();
        PixelReader r = img.getPixelReader();
        BufferedImage b = new BufferedImage((int) img.getWidth(), (int) img.getHeight(), BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < b.getHeight(); y++) {
            for (int x = 0; x < b.getWidth(); x++) {
                b.setRGB(x, y, r.getArgb(x, y));
            }
        }
        ImageIO.write(b, "png", OUT.resolve(name + ".png").toFile());
    }

    /** Real dialogs where the guide shows one (the gallery's lesson), left open for the picture; answers elsewhere. */
    private static final class ShowingDialogs implements DialogService {

        Path saveAnswer;
        /** Set on the FX thread, read by the walk. */
        private volatile Alert lesson;

        @Override
        public void showError(String title, String message) {
            throw new AssertionError("the guide's walk met an error: " + title + ": " + message);
        }

        @Override
        public void showInformation(String title, String message) {
            lesson = new Alert(Alert.AlertType.INFORMATION, message);
            lesson.setTitle(title);
            lesson.setHeaderText(title);
            lesson.show(); // not showAndWait: the walk goes on and takes its picture
        }

        void closeLesson(FxRobot robot) {
            // the gallery shows its lesson once the scenario is on screen, which under load can be after the FX events
            // waited for here (09-memory-compare once caught the lesson over the comparison); an entry without one
            // times out
            try {
                WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> lesson != null);
            } catch (java.util.concurrent.TimeoutException e) {
                // no lesson for this entry
            }
            WaitForAsyncUtils.waitForFxEvents();
            if (lesson != null) {
                robot.interact(lesson::close);
                lesson = null;
            }
        }

        @Override
        public boolean confirm(String title, String message) {
            return true;
        }

        @Override
        public UnsavedChoice askUnsaved(String message) {
            return UnsavedChoice.DISCARD;
        }

        @Override
        public Optional<Path> chooseFileToOpen(Path initialDirectory) {
            return Optional.empty();
        }

        @Override
        public Optional<Path> chooseFileToSave(Path initialDirectory, String suggestedName) {
            return Optional.ofNullable(saveAnswer);
        }
    }
}
