package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

import org.dltexplorer.app.chart.TimeCursor;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.plot.ValueMarker;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/**
 * The scattering animation's time cursor in the main window: on the animation's own Gantt diagram always, on the
 * main Gantt tab once the animation has left its start (and not while it shows the other layer order).
 */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class AnimationGanttCursorTest {

    private MainViewModel vm;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), Solvers.standard());
        Scene scene = ExplorerApplication.createScene(vm);
        window = (MainWindow) scene.getRoot();
        stage.setScene(scene);
        // TestFX shares one stage between test classes; one narrowed to 1024 px before hides the Teaching tab in the overflow menu
        stage.setWidth(1600);
        stage.setHeight(1000);
        stage.show();
    }

    private static double marker(JFreeChart chart) {
        ValueMarker m = TimeCursor.markerOn(chart);
        return m == null ? Double.NaN : m.getValue();
    }

    private double mainMarker() {
        return marker(window.resultsView().gantt().getChart());
    }

    private double animationMarker(FxRobot robot) {
        return marker(robot.lookup("#animGantt").queryAs(ChartViewer.class).getChart());
    }

    private double phaseEnd(int j) {
        return vm.animation().planProperty().get().phaseEnd()[j];
    }

    private static void show(FxRobot robot, String... tabs) {
        for (String t : tabs) {
            robot.clickOn(t);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theMainGanttTabShowsTheCursorOnceTheAnimationHasLeftItsStart(FxRobot robot) {
        Scenario mesh = Scenario.uniform(new Mesh(2, 3, 2), 10, ProcessorParams.of(1), LinkParams.of(0, 1e-3));
        robot.interact(() -> vm.apply(mesh, null));
        show(robot, "#tab-gantt");
        assertThat(window.resultsView().gantt().getChart()).isNotNull();
        assertThat(mainMarker()).as("no cursor while the animation is at its start").isNaN();

        show(robot, "#tab-teaching", "#tab-animation", "#animStep");
        assertThat(robot.lookup("#animPhase").queryAs(Label.class).getText()).startsWith("Phase 1 of 3 — 3 active");
        assertThat(phaseEnd(1)).isPositive();
        assertThat(animationMarker(robot)).isEqualTo(phaseEnd(1));

        show(robot, "#tab-gantt");
        assertThat(mainMarker()).isEqualTo(phaseEnd(1));

        show(robot, "#tab-teaching", "#animStep");
        assertThat(mainMarker()).as("the hidden tab's chart follows too").isEqualTo(phaseEnd(2));
        show(robot, "#animReset");
        assertThat(animationMarker(robot)).isZero();
        show(robot, "#tab-gantt");
        assertThat(mainMarker()).as("reset clears the main Gantt cursor").isNaN();
    }

    @Test
    void theOtherLayerOrderIsAnimatedWithItsOwnGanttDiagram(FxRobot robot) {
        Scenario mesh = Scenario.uniform(new Mesh(4, 3, 2), 100, ProcessorParams.of(1), LinkParams.of(0.01, 0.05));
        robot.interact(() -> vm.apply(mesh, null));
        show(robot, "#tab-teaching", "#tab-animation");
        assertThat(robot.lookup("#animCaption").queryAs(Label.class).getText()).contains("NLF");
        JFreeChart nlfGantt = robot.lookup("#animGantt").queryAs(ChartViewer.class).getChart();
        show(robot, "#animOrderLlf");
        assertThat(robot.lookup("#animCaption").queryAs(Label.class).getText()).contains("LLF");
        assertThat(robot.lookup("#animGantt").queryAs(ChartViewer.class).getChart()).isNotSameAs(nlfGantt);
        show(robot, "#animStep");
        assertThat(animationMarker(robot)).isEqualTo(phaseEnd(1)).isPositive();
        show(robot, "#tab-gantt");
        assertThat(mainMarker()).as("the main Gantt tab shows the NLF schedule: no LLF cursor on it").isNaN();
        show(robot, "#tab-teaching", "#animOrderNlf", "#animStep");
        show(robot, "#tab-gantt");
        assertThat(mainMarker()).isEqualTo(phaseEnd(1));
    }
}
