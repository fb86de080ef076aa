package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.feature.map.AxisChoice;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File › Export figure and Export data on the Map tab: the heat map as dlt map draws it, the points as it writes them. */
class MapExportTest {

    @TempDir
    Path dir;

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, Solvers.standard());

    private void map() {
        vm.map().activeProperty().set(false);
        set(vm.map().x(), "V", "1", "4", "4");
        set(vm.map().y(), "workers", "1", "3", "3");
        vm.map().activeProperty().set(true);
    }

    private static void set(AxisChoice a, String name, String from, String to, String steps) {
        a.nameProperty().set(name);
        a.fromProperty().set(from);
        a.toProperty().set(to);
        a.stepsProperty().set(steps);
        a.logProperty().set(false);
    }

    @Test
    void dataAreOneRowAPointAndTheFigureIsAPng() throws Exception {
        map(); // the new file's chain has no workers: the y axis is refused in one line, nothing to export
        assertThat(vm.map().errorProperty().get()).isEqualTo("y: workers: does not apply to a chain network (its size: processors)");
        set(vm.map().y(), "processors", "1", "3", "3");

        dialogs.saveAnswer = dir.resolve("map.csv");
        assertThat(vm.exports().exportData(ViewKind.MAP)).isTrue();
        List<String> lines = Files.readAllLines(dir.resolve("map.csv"));
        assertThat(lines).hasSize(1 + 12);
        assertThat(lines.get(0)).isEqualTo("ix,iy,V,processors,status,makespan,speedup,efficiency,processorsUsed,bound,gap,reason");
        assertThat(lines.get(1)).startsWith("0,0,1,1,optimal,1,1,1,1,");

        dialogs.saveAnswer = dir.resolve("map.png");
        assertThat(vm.exports().exportFigure(ViewKind.MAP, FigureOptions.defaults(ExportFormat.PNG))).isTrue();
        byte[] png = Files.readAllBytes(dir.resolve("map.png"));
        assertThat(png).startsWith(0x89, 'P', 'N', 'G');
        assertThat(vm.statusProperty().get()).isEqualTo("Exported map.png");
    }
}
