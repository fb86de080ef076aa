package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/**
 * The main window's view tabs at a laptop's 1280 × 800 (and wider): every tab's header lies inside
 * the tab strip with its whole name (no overflow menu, no "Lo…"), and a click on it selects it. With seven tabs the
 * strip overflowed at 1280 and the last tabs (Teaching, Map) were reachable only through the overflow arrow. At a
 * projector's 1024 the strip is narrower still: there Full width (Ctrl+Shift+F) folds the side panels away.
 * {@code -Ddlt.tabs.shot=DIR} writes the window as {@code DIR/tabs-W.png} to look at.
 */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class TabHeaderWidthTest {

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), Solvers.standard());
        stage.setScene(ExplorerApplication.createScene(vm));
        stage.show();
    }

    @ParameterizedTest
    @CsvSource({"1280, 800", "1440, 900"})
    void everyTabIsOnTheStripWithItsWholeNameAndSelectable(int width, int height, FxRobot robot) throws IOException {
        robot.interact(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
        WaitForAsyncUtils.waitForFxEvents();
        String shots = System.getProperty("dlt.tabs.shot");
        if (shots != null) {
            AtomicReference<WritableImage> image = new AtomicReference<>();
            robot.interact(() -> image.set(stage.getScene().snapshot(null)));
            Files.createDirectories(Path.of(shots));
            ImageIO.write(SwingFXUtils.fromFXImage(image.get(), null), "png", Path.of(shots, "tabs-" + width + ".png").toFile());
        }
        TabPane tabs = robot.lookup("#viewTabs").queryAs(TabPane.class);
        Node strip = tabs.lookup(".tab-header-area");
        Bounds stripBounds = strip.localToScene(strip.getLayoutBounds());
        Node overflow = tabs.lookup(".tab-down-button");
        assertThat(overflow != null && overflow.isVisible()).as("the tab strip shows its overflow arrow").isFalse();

        for (Tab t : tabs.getTabs()) {
            Node header = robot.lookup("#" + t.getId()).match(n -> n.getStyleClass().contains("tab")).query();
            Bounds b = header.localToScene(header.getLayoutBounds());
            assertThat(b.getMinX()).as("%s starts inside the strip", t.getId()).isGreaterThanOrEqualTo(stripBounds.getMinX() - 0.5);
            assertThat(b.getMaxX()).as("%s ends inside the strip and the window", t.getId())
                    .isLessThanOrEqualTo(Math.min(stripBounds.getMaxX(), width) + 0.5);
            Label name = (Label) header.lookup(".tab-label");
            assertThat(name.getText()).as("%s is named", t.getId()).isNotBlank();
            assertThat(name.getWidth()).as("%s's name '%s' is shown whole", t.getId(), name.getText())
                    .isGreaterThanOrEqualTo(name.prefWidth(-1) - 0.5);
            assertThat(t.getTooltip()).as("%s explains itself", t.getId()).isNotNull();

            robot.clickOn(header);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(tabs.getSelectionModel().getSelectedItem()).as("a click on %s selects it", t.getId()).isSameAs(t);
        }
    }
}
