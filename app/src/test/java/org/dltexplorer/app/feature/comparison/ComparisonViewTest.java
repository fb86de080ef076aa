package org.dltexplorer.app.feature.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;

import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.solver.Solvers;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.dltexplorer.app.chart.ComparisonChartBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/** The comparison tab on its own, headless (Monocle), solving on the calling thread with the standard registry. */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class ComparisonViewTest {

    private ComparisonViewModel vm;

    @Start
    void start(Stage stage) {
        vm = new ComparisonViewModel(new CurrentThreadTaskRunner(), Solvers.standard());
        vm.activeProperty().set(true);
        // the root-and-one-child tree of ComparisonViewModelTest: EDS 1, SOS 2/3 (+50 %)
        vm.scenarioProperty().set(Scenario.uniform(new KaryTree(1, 1), 1, ProcessorParams.of(1), LinkParams.of(0, 1)));
        stage.setScene(new Scene(new ComparisonView(vm), 1360, 860));
        stage.show();
    }

    @Test
    void theTableShowsOneRowPerPolicyWithTheGain(FxRobot robot) {
        @SuppressWarnings("unchecked")
        TableView<ComparisonViewModel.Row> table = robot.lookup("#comparisonTable").queryAs(TableView.class);
        assertThat(table.getItems()).extracting(ComparisonViewModel.Row::variant)
                .containsExactly("EDS (equal division)", "SOS (sequential optimal)", "MOS (multi-installment)");
        assertThat(robot.lookup("baseline").tryQuery()).isPresent();
        assertThat(robot.lookup("+50.00 %").tryQuery()).isPresent();
        assertThat(robot.lookup("#comparisonSummary").queryAs(Label.class).getText()).startsWith("Fastest: ");
        // EDS and SOS have schedules; MOS on this tree too: three Gantt panels on one time axis up to EDS's makespan 1
        JFreeChart chart = robot.lookup("#comparisonChart").queryAs(ChartViewer.class).getChart();
        assertThat(ComparisonChartBuilder.panels(chart)).isEqualTo(vm.chartProperty().get().panels().size()).isGreaterThanOrEqualTo(2);
        assertThat(((XYPlot) chart.getPlot()).getDomainAxis().getUpperBound()).isCloseTo(1.0, within(1e-9));
        assertThat(ComparisonChartBuilder.panelNames(chart).get(0)).isEqualTo("EDS (equal division) — makespan 1");
    }

    @Test
    void choosingAnotherComparisonReplacesTheRows(FxRobot robot) {
        robot.interact(() -> vm.scenarioProperty().set(Scenario.uniform(new Star(2), 3, ProcessorParams.of(1), LinkParams.of(0, 1))));
        @SuppressWarnings("unchecked")
        ComboBox<Comparison> choice = robot.lookup("#comparisonChoice").queryAs(ComboBox.class);
        assertThat(choice.getValue().title()).isEqualTo(Comparisons.STAR_PORTS);
        robot.clickOn(choice);
        robot.clickOn(Comparisons.MEMORY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.selectedProperty().get().title()).isEqualTo(Comparisons.MEMORY);
        assertThat(robot.lookup("saturated memory (B = V/n)").tryQuery()).isPresent();
        assertThat(robot.lookup("3").tryQuery()).isPresent();
    }
}
