package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.Spinner;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.dltexplorer.app.chart.DistributionData;
import org.dltexplorer.app.chart.GanttData;
import org.dltexplorer.app.feature.results.ProcessorTable;
import org.dltexplorer.app.feature.results.ResultsViewModel;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.NetworkKind;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/** A chain of 100000 processors typed into the window: nothing is cut down silently and every view stays readable. */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
@Tag("slow")
class LargeNetworkTest {

    private static final int N = 100_000;

    private MainViewModel vm;

    @Start
    void start(Stage stage) {
        vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), TestSolvers.chainAndInfeasibleLoop());
        Scene scene = ExplorerApplication.createScene(vm);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aHundredThousandProcessorsAreSolvedAndShownInReadableWindows(FxRobot robot) {
        @SuppressWarnings("unchecked")
        Spinner<Integer> size = robot.lookup("#size-processors").queryAs(Spinner.class);
        robot.clickOn(size.getEditor());
        robot.push(KeyCode.CONTROL, KeyCode.A);
        robot.write(Integer.toString(N));
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.network().kindProperty().get()).isEqualTo(NetworkKind.CHAIN);
        assertThat(vm.scenarioProperty().get().network().processorCount()).isEqualTo(N); // not clamped
        assertThat(robot.lookup("#limit-processors").queryAs(Label.class).isVisible()).isFalse();

        ProcessorTable table = vm.results().tableProperty().get();
        assertThat(table.rows()).hasSize(N);
        long used = table.used();
        assertThat(used).isBetween(2L, (long) N);

        DistributionData d = (DistributionData) vm.results().distributionProperty().get();
        assertThat(d.bars().size()).isLessThanOrEqualTo(ResultsViewModel.MAX_BARS);
        assertThat(d.title()).contains(used + " of " + N + " processors used");
        assertThat(d.bars()).noneMatch(DistributionData.Bar::idle);

        assertThat(vm.results().ganttWindowedProperty().get()).isTrue();
        assertThat(vm.results().ganttRowsProperty().get()).isEqualTo(N);
        GanttData g = vm.results().ganttProperty().get();
        int first = vm.results().ganttFirstProperty().get();
        assertThat(g.bars()).isNotEmpty().allMatch(b -> b.interval().processor() >= first
                && b.interval().processor() < first + ResultsViewModel.GANTT_WINDOW);
        assertThat(g.title()).contains("of " + N).contains("the last to finish is P");
        // the processor that finishes last is in the first window shown
        int critical = Integer.parseInt(g.title().replaceAll(".*the last to finish is P(\\d+)\\).*", "$1"));
        assertThat(critical).isBetween(first, first + ResultsViewModel.GANTT_WINDOW - 1);

        // scrolling moves the window
        ScrollBar bar = robot.lookup("#ganttScroll").queryAs(ScrollBar.class);
        robot.interact(() -> bar.setValue(500));
        assertThat(vm.results().ganttFirstProperty().get()).isEqualTo(500);
        assertThat(vm.results().ganttProperty().get().title()).contains("P500–P559 of " + N);
    }

    @Test
    void aSizeBeyondTheRangeIsToldAtTheField(FxRobot robot) {
        @SuppressWarnings("unchecked")
        Spinner<Integer> size = robot.lookup("#size-processors").queryAs(Spinner.class);
        robot.clickOn(size.getEditor());
        robot.push(KeyCode.CONTROL, KeyCode.A);
        robot.write("5000000");
        WaitForAsyncUtils.waitForFxEvents();
        Label limit = robot.lookup("#limit-processors").queryAs(Label.class);
        assertThat(limit.isVisible()).isTrue();
        assertThat(limit.getText()).isEqualTo("from 1 to 1 000 000");
    }
}
