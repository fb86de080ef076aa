package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.stage.Stage;

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
 * The scattering animation in the whole window at a projector's 1024 × 768 and a laptop's 1280 × 800: every control
 * of the tab lies inside the window and inside the tab, and no button or label is cut short ("Ste…").
 */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class AnimationLayoutTest {

    private MainViewModel vm;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), Solvers.standard());
        Scene scene = ExplorerApplication.createScene(vm);
        stage.setScene(scene);
        stage.show();
    }

    @ParameterizedTest
    @CsvSource({"1024, 768, torus2d, false", "1024, 768, mesh, false", "1024, 768, hypercube, false", "1280, 800, torus2d, false",
        "1024, 768, torus2d, true"})
    void noControlOfTheAnimationIsClipped(int width, int height, String kind, boolean wide, FxRobot robot) {
        robot.interact(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
        robot.clickOn("#kind-" + kind);
        robot.clickOn("#tab-teaching");
        robot.clickOn("#tab-animation");
        if (wide) {
            javafx.scene.control.ToggleButton w = robot.lookup("#animationView .teaching-wide").queryAs(javafx.scene.control.ToggleButton.class);
            robot.interact(w::fire);
        }
        WaitForAsyncUtils.waitForFxEvents();
        if (wide) {
            assertThat(robot.lookup("#animationView").query().getBoundsInLocal().getWidth()).as("the full width")
                    .isGreaterThan(width - 20);
        }
        Scene scene = stage.getScene();
        assertThat(scene.getWidth()).isEqualTo(width);
        Node view = robot.lookup("#animationView").query();
        Bounds tab = view.localToScene(view.getLayoutBounds());
        List<Control> controls = new ArrayList<>();
        collect(view, controls);
        assertThat(controls).extracting(Node::getId).contains("animPlay", "animStep", "animSpeed", "animExportGif", "sweepStart");
        for (Control c : controls) {
            Bounds b = c.localToScene(c.getLayoutBounds());
            String what = (c.getId() == null ? c.getClass().getSimpleName() : c.getId()) + " " + b;
            assertThat(b.getMinX()).as(what).isGreaterThanOrEqualTo(Math.max(0, tab.getMinX()) - 0.5);
            assertThat(b.getMinY()).as(what).isGreaterThanOrEqualTo(Math.max(0, tab.getMinY()) - 0.5);
            assertThat(b.getMaxX()).as(what).isLessThanOrEqualTo(Math.min(width, tab.getMaxX()) + 0.5);
            assertThat(b.getMaxY()).as(what).isLessThanOrEqualTo(Math.min(height, tab.getMaxY()) + 0.5);
            if (c instanceof Labeled l && l.getText() != null && !l.getText().isEmpty()) {
                if (l.isWrapText()) {
                    assertThat(l.getHeight()).as(what + " shows all its lines of '" + l.getText() + "'")
                            .isGreaterThanOrEqualTo(l.prefHeight(l.getWidth()) - 0.5);
                } else {
                    assertThat(l.getWidth()).as(what + " shows its whole text '" + l.getText() + "'")
                            .isGreaterThanOrEqualTo(l.prefWidth(-1) - 0.5);
                }
            }
        }
    }

    /** Every visible control under {@code n} (not those hidden or collapsed, e.g. the order switch of a torus). */
    private static void collect(Node n, List<Control> out) {
        if (!n.isVisible() || !n.isManaged() && n.getParent() != null && !(n.getParent() instanceof javafx.scene.layout.Pane)) {
            return;
        }
        if (!n.isVisible()) {
            return;
        }
        if (n instanceof Control c && c.getWidth() > 0) {
            out.add(c);
            if (c instanceof javafx.scene.control.SplitPane || c instanceof javafx.scene.control.TabPane) {
                // containers: look inside
            } else {
                return;
            }
        }
        if (n instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                collect(child, out);
            }
        }
    }
}
