package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.app.feature.map.AxisChoice;
import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

/** A click on the map is one undo step of the window: the point becomes the scenario, undo brings the old one back. */
class MapPointEditTest {

    private final MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), Solvers.standard());

    private static void axis(AxisChoice a, String name, String from, String to, String steps) {
        a.nameProperty().set(name);
        a.fromProperty().set(from);
        a.toProperty().set(to);
        a.stepsProperty().set(steps);
        a.logProperty().set(false);
    }

    @Test
    void aClickedPointIsTheScenarioInEveryPanelAndUndoIsOneStepBack() {
        Scenario before = vm.scenarioProperty().get(); // the new-file chain of 6, C = 0.2
        vm.map().activeProperty().set(false);
        axis(vm.map().x(), "S", "0", "4", "5");
        axis(vm.map().y(), "V", "5", "50", "10");
        vm.map().activeProperty().set(true);

        vm.map().pick(2, 1);

        Scenario expected = ScenarioParameter.parse("V").apply(ScenarioParameter.parse("S").apply(before, 2).scenario(), 10).scenario();
        assertThat(vm.scenarioProperty().get()).isEqualTo(expected);
        assertThat(vm.parameters().field(Parameter.S).textProperty().get()).isEqualTo("2");
        assertThat(vm.parameters().field(Parameter.V).textProperty().get()).isEqualTo("10");
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo("map point S = 2, V = 10");
        assertThat(vm.results().scheduleProperty().get().makespan()).isEqualTo(Solvers.standard().solve(expected).makespan());
        assertThat(vm.dirtyProperty().get()).isTrue();

        vm.undo();
        assertThat(vm.scenarioProperty().get()).isEqualTo(before);
        assertThat(vm.parameters().field(Parameter.V).textProperty().get()).isEqualTo("1");
        assertThat(vm.history().undoLabelProperty().get()).isEmpty();
        vm.redo();
        assertThat(vm.scenarioProperty().get()).isEqualTo(expected);
    }
}
