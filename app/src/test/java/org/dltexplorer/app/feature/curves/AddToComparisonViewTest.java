package org.dltexplorer.app.feature.curves;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/** The speedup chart with its controls, headless (Monocle): "Add to comparison", removing an overlay, a refused text. */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class AddToComparisonViewTest {

    private CurvesViewModel vm;
    private final Scenario chain = Scenario.uniform(new Chain(6, 0), 1.0, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.2))
            .withTitle("Chain of six");

    @Start
    void start(Stage stage) {
        vm = new CurvesViewModel(new CurrentThreadTaskRunner(), Solvers.standard());
        vm.update(chain);
        CurvesView view = new CurvesView(vm);
        stage.setScene(new Scene((javafx.scene.Parent) view.withControls(ChartKind.SPEEDUP,
                CurvesView.withPlaceholder(view.speedup(), "no curves")), 1000, 700));
        stage.show();
    }

    private static List<String> series(FxRobot robot) {
        XYDataset d = robot.lookup("#speedupChart").queryAs(ChartViewer.class).getChart().getXYPlot().getDataset();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < d.getSeriesCount(); i++) {
            names.add(d.getSeriesKey(i).toString());
        }
        return names;
    }

    @Test
    void addingTheScenarioKeepsItsCurveBesideTheChangedOneAndItsButtonRemovesIt(FxRobot robot) {
        assertThat(series(robot)).containsExactly("V = 0.01", "V = 1", "V = 100");

        robot.clickOn("#speedupAddToComparison");
        robot.interact(() -> vm.update(chain.withLinkDefault(LinkParams.of(0.01, 1.0))));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#speedupOverlay0").queryAs(Button.class).getText()).isEqualTo("Chain of six  ×");
        assertThat(series(robot)).containsExactly("Chain of six (current)", "Chain of six");

        robot.clickOn("#speedupOverlay0");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#speedupOverlay0").tryQuery()).isEmpty();
        assertThat(series(robot)).containsExactly("V = 0.01", "V = 1", "V = 100");
    }

    @Test
    void typedLoadsRedrawTheChartAndABadOneIsNamedUnderTheFields(FxRobot robot) {
        robot.clickOn("#speedupSeries").write("1, 10");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(series(robot)).containsExactly("V = 1", "V = 10");

        robot.clickOn("#speedupSeries").write(", -3");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        Label error = robot.lookup("#speedupOptionsError").queryAs(Label.class);
        assertThat(error.isVisible()).isTrue();
        assertThat(error.getText()).isEqualTo("loads: a load is above 0, got '-3'");
        assertThat(series(robot)).containsExactly("V = 1", "V = 10");

        robot.clickOn("#speedupDefault");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(error.isVisible()).isFalse();
        assertThat(series(robot)).containsExactly("V = 0.01", "V = 1", "V = 100");
    }
}
