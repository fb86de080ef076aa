package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.ComboBox;
import javafx.stage.Stage;

import org.dltexplorer.app.chart.ComparisonChartBuilder;
import org.dltexplorer.app.feature.comparison.Comparison;
import org.dltexplorer.app.feature.comparison.ComparisonViewModel;
import org.dltexplorer.core.model.NetworkKind;
import org.jfree.chart.fx.ChartViewer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/**
 * Every network kind of the gallery, picked in the real window, offers its comparisons on the Teaching tab; each
 * comparison, chosen in its selector, shows one row per variant (a schedule, or the reason there is none) and one
 * stacked Gantt panel per variant with a schedule.
 */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class CompareEveryKindTest {

    private MainViewModel vm;

    @Start
    void start(Stage stage) {
        vm = TestWindow.open(stage);
    }

    @ParameterizedTest
    @EnumSource(value = NetworkKind.class, names = "GRAPH", mode = EnumSource.Mode.EXCLUDE)
    void everyComparisonOfTheKindShowsItsVariants(NetworkKind kind, FxRobot robot) {
        robot.clickOn("#kind-" + kind.id());
        robot.clickOn("#tab-teaching");
        robot.clickOn("#tab-compare");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.comparison().comparisons()).as(kind.id()).isNotEmpty();
        @SuppressWarnings("unchecked")
        ComboBox<Comparison> choice = robot.lookup("#comparisonChoice").queryAs(ComboBox.class);
        for (Comparison c : vm.comparison().comparisons()) {
            robot.interact(() -> choice.setValue(c));
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(vm.comparison().rows()).as(c.title()).extracting(ComparisonViewModel.Row::variant)
                    .containsExactlyElementsOf(c.names());
            long drawn = 0;
            for (ComparisonViewModel.Row r : vm.comparison().rows()) {
                if (Double.isNaN(r.makespan())) {
                    assertThat(r.status()).as(c.title() + " / " + r.variant() + " says why it has no schedule")
                            .matches("(does not apply: |infeasible — |no solver|invalid: ).+");
                } else {
                    drawn++;
                    assertThat(r.processorsUsed()).as(r.variant()).isPositive();
                    assertThat(r.speedup()).as(r.variant()).isPositive();
                }
            }
            assertThat(drawn).as(c.title() + ": at least one variant has a schedule").isPositive();
            ChartViewer chart = robot.lookup("#comparisonChart").queryAs(ChartViewer.class);
            assertThat(ComparisonChartBuilder.panels(chart.getChart())).as(c.title()).isEqualTo(drawn);
        }
    }

    @ParameterizedTest
    @EnumSource(value = NetworkKind.class, names = "GRAPH")
    void aCustomGraphSaysItHasNoComparison(NetworkKind kind, FxRobot robot) {
        robot.clickOn("#kind-" + kind.id());
        robot.clickOn("#tab-teaching");
        robot.clickOn("#tab-compare");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.comparison().comparisons()).isEmpty();
    }
}
