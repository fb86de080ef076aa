package org.dltexplorer.app.feature.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import javafx.scene.Scene;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.Stage;

import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.dltexplorer.app.WindowTestTimeout;

/**
 * Headless (Monocle): the per-processor table's cells are shown whole (no "0.5…") and the summary's "Why below 1"
 * wraps, in a window 800 pixels wide.
 */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class ResultsReadableTest {

    private ResultsViewModel vm;
    private ProcessorTableView table;
    private ResultsView results;

    @Start
    void start(Stage stage) {
        vm = new ResultsViewModel();
        table = new ProcessorTableView(vm, () -> { });
        results = new ResultsView(vm);
        stage.setScene(new Scene(new VBox(results.summary(), table), 800, 700));
        stage.show();
    }

    private void solveLp1(FxRobot robot) {
        Gallery g = Gallery.bundled();
        Scenario s = new ScenarioReader().read(g.text(g.entry("drozdowski-wolniewicz-2003-lp1-star.json").orElseThrow()));
        robot.interact(() -> vm.solvedProperty().set(new ResultsViewModel.Solved(s, Solvers.standard().solve(s), 1)));
    }

    @Test
    void everyCellOfTheProcessorTableIsShownWhole(FxRobot robot) {
        solveLp1(robot);
        List<TableCell<?, ?>> cells = robot.lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(c -> c.getTableView() == table.table() && c.getText() != null && !c.getText().isEmpty())
                .<TableCell<?, ?>>map(c -> c).toList();
        assertThat(cells).hasSizeGreaterThan(20);
        for (TableCell<?, ?> c : cells) {
            Text shown = (Text) c.lookup(".text");
            assertThat(shown.getText()).as("cell of %s", c.getTableColumn().getGraphic()).isEqualTo(c.getText());
        }
    }

    @Test
    void theWhyBelowOneWrapsInsteadOfBeingCut(FxRobot robot) {
        solveLp1(robot);
        String why = vm.summaryValue("Why below 1");
        assertThat(why).isNotEmpty();
        WrappingCell<?> cell = robot.lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(c -> c instanceof WrappingCell<?> && why.equals(c.getText())).map(c -> (WrappingCell<?>) c)
                .findFirst().orElseThrow();
        TableColumn<?, ?> value = cell.getTableColumn();
        Text t = cell.text();
        assertThat(t.getText()).isEqualTo(why);
        assertThat(t.getLayoutBounds().getWidth()).isLessThanOrEqualTo(value.getWidth());
        double line = new Text("x").getLayoutBounds().getHeight();
        assertThat(t.getLayoutBounds().getHeight()).as("several lines").isGreaterThan(2.5 * line);
        assertThat(cell.getHeight()).as("the row grows to them").isGreaterThanOrEqualTo(t.getLayoutBounds().getHeight());
    }
}
