package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;

import org.dltexplorer.app.feature.network.EditTool;
import org.dltexplorer.app.feature.network.EditorLayout;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.Layout;
import org.dltexplorer.core.model.NetworkKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A drawn network keeps its drawing: node positions go into the scenario's layout, are saved, reopened and undone. */
class DrawnLayoutTest {

    @TempDir
    Path dir;

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, TestSolvers.chainAndInfeasibleLoop());

    @Test
    void positionsAreSavedReopenedAndUndone() throws Exception {
        vm.network().kindProperty().set(NetworkKind.GRAPH);
        vm.network().editToolProperty().set(EditTool.ADD_NODE);
        vm.network().clickCustom(0.9, 0.1, -1);
        int added = vm.network().customGraphProperty().get().size() - 1;
        vm.network().connect(0, added);
        vm.sealHistory();
        vm.network().moveNode(1, 0.25, 0.75);
        vm.network().moveNode(1, 0.3, 0.7); // one drag
        vm.sealHistory();
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo("node positions");
        Layout layout = vm.scenarioProperty().get().layout();
        assertThat(layout.position(1)).get().satisfies(p -> {
            assertThat(p.x()).isCloseTo(0.3 * EditorLayout.CANVAS, within(1e-9));
            assertThat(p.y()).isCloseTo(0.7 * EditorLayout.CANVAS, within(1e-9));
        });
        assertThat(layout.positions()).hasSize(added + 1);

        dialogs.saveAnswer = dir.resolve("drawn.json");
        assertThat(vm.save()).isTrue();
        assertThat(new ScenarioReader().read(dir.resolve("drawn.json")).layout()).isEqualTo(layout);

        MainViewModel again = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), TestSolvers.chainAndInfeasibleLoop());
        assertThat(again.openFile(dir.resolve("drawn.json"))).isTrue();
        assertThat(again.scenarioProperty().get()).isEqualTo(vm.scenarioProperty().get());
        assertThat(again.dirtyProperty().get()).isFalse();
        double[] p1 = again.network().customGraphProperty().get().positions().get(1);
        assertThat(p1[0]).isCloseTo(0.3, within(1e-12));
        assertThat(p1[1]).isCloseTo(0.7, within(1e-12));

        vm.undo();
        assertThat(vm.network().customGraphProperty().get().positions().get(1)[0]).isNotCloseTo(0.3, within(1e-6));
        assertThat(vm.dirtyProperty().get()).isTrue();
    }

    @Test
    void aLayoutFromALargerCanvasIsFittedIntoTheEditor() {
        org.dltexplorer.core.model.Graph g = new org.dltexplorer.core.model.Graph(3,
                java.util.List.of(new org.dltexplorer.core.model.Edge(0, 0, 1), new org.dltexplorer.core.model.Edge(1, 1, 2)), 0);
        Layout l = Layout.NONE.with(0, 100, 100).with(1, 1100, 100).with(2, 600, 600);
        var drawing = EditorLayout.drawing(g, l);
        for (double[] p : drawing.positions()) {
            assertThat(p[0]).isBetween(0.0, 1.0);
            assertThat(p[1]).isBetween(0.0, 1.0);
        }
        // shape kept: node 1 is right of node 0 by the whole width, at the same height
        assertThat(drawing.positions().get(1)[1]).isCloseTo(drawing.positions().get(0)[1], within(1e-12));
        assertThat(drawing.positions().get(1)[0] - drawing.positions().get(0)[0]).isCloseTo(0.9, within(1e-12));
    }
}
