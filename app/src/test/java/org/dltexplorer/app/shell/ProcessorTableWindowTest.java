package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;

import org.dltexplorer.app.feature.results.ProcessorTable;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.dltexplorer.app.WindowTestTimeout;

/** The per-processor table in the window: rows, sorting, selection into the other views, CSV export. */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class ProcessorTableWindowTest {

    @TempDir
    Path dir;

    private MainViewModel vm;
    private MainWindow window;
    private final RecordingDialogs dialogs = new RecordingDialogs();

    @Start
    void start(Stage stage) {
        vm = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, TestSolvers.chainAndInfeasibleLoop());
        Scene scene = ExplorerApplication.createScene(vm);
        window = (MainWindow) scene.getRoot();
        stage.setScene(scene);
        stage.show();
    }

    @SuppressWarnings("unchecked")
    private TableView<ProcessorTable.Row> table(FxRobot robot) {
        return robot.lookup("#processorTable").queryAs(TableView.class);
    }

    @Test
    void oneSortableRowPerProcessorAndAPickedRowIsHighlightedElsewhere(FxRobot robot) throws Exception {
        TabPane tabs = window.tabs();
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                .filter(t -> "tab-summary".equals(t.getId())).findFirst().orElseThrow()));
        TableView<ProcessorTable.Row> t = table(robot);
        assertThat(t.getItems()).hasSize(6);
        assertThat(robot.lookup("#processorTableCaption").queryAs(Label.class).getText()).isEqualTo("6 of 6 processors used");
        double sum = t.getItems().stream().mapToDouble(ProcessorTable.Row::load).sum();
        assertThat(sum).isCloseTo(1.0, org.assertj.core.api.Assertions.within(1e-9));

        // sort by load, largest first: on a chain the originator carries most
        TableColumn<ProcessorTable.Row, ?> load = t.getColumns().get(1);
        robot.interact(() -> {
            load.setSortType(TableColumn.SortType.DESCENDING);
            t.getSortOrder().setAll(load);
        });
        assertThat(t.getItems().get(0).index()).isEqualTo(0);
        assertThat(t.getItems().get(5).index()).isEqualTo(5);

        robot.interact(() -> t.getSelectionModel().select(2));
        int picked = t.getSelectionModel().getSelectedItem().index();
        assertThat(vm.results().highlightedProperty().get()).isEqualTo(picked);
        assertThat(vm.network().selectedNodeProperty().get()).isEqualTo(picked);
        XYPlot gantt = (XYPlot) window.resultsView().gantt().getChart().getPlot();
        assertThat(gantt.getRangeMarkers(Layer.BACKGROUND)).singleElement()
                .satisfies(m -> assertThat(((IntervalMarker) m).getStartValue()).isEqualTo(picked - 0.5));

        assertThat(robot.lookup("#exportProcessorTable").queryButton().isDisabled()).isFalse();
        robot.interact(() -> vm.network().processorsProperty().set(7)); // a new solve replaces the rows
        assertThat(robot.lookup("#exportProcessorTable").queryButton().isDisabled()).isFalse();
        assertThat(t.getItems()).hasSize(7);
        dialogs.saveAnswer = dir.resolve("rows.csv");
        robot.clickOn("#exportProcessorTable");
        assertThat(Files.readAllLines(dir.resolve("rows.csv"))).hasSize(8).first().asString()
                .startsWith("processor,processors,load,share_percent,receive_start");
    }
}
