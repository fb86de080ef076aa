package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.Consumer;

import org.dltexplorer.app.feature.network.EditTool;
import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.junit.jupiter.api.Test;

/** Undo and redo of each kind of change, through the view-model as the window drives it. */
class UndoRedoTest {

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, TestSolvers.chainAndInfeasibleLoop());

    /** Makes one change, then checks undo restores the state before it and redo the state after it. */
    private void undoable(String label, Consumer<MainViewModel> change) {
        vm.sealHistory();
        Scenario before = vm.scenarioProperty().get();
        change.accept(vm);
        vm.sealHistory();
        Scenario after = vm.scenarioProperty().get();
        assertThat(after).as(label).isNotEqualTo(before);
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo(label);
        vm.undo();
        assertThat(vm.scenarioProperty().get()).as("undo " + label).isEqualTo(before);
        assertThat(vm.history().redoLabelProperty().get()).isEqualTo(label);
        assertThat(vm.statusProperty().get()).startsWith("Undone: " + label);
        vm.redo();
        assertThat(vm.scenarioProperty().get()).as("redo " + label).isEqualTo(after);
        assertThat(vm.statusProperty().get()).startsWith("Redone: " + label);
    }

    @Test
    void aParameter() {
        undoable("C = 0.5", m -> m.parameters().field(Parameter.C).textProperty().set("0.5"));
        undoable("V = 3", m -> m.parameters().field(Parameter.V).textProperty().set("3"));
        assertThat(vm.parameters().field(Parameter.V).textProperty().get()).isEqualTo("3");
    }

    @Test
    void theKindAndItsSize() {
        undoable("network kind star", m -> m.network().kindProperty().set(NetworkKind.STAR));
        undoable("star of 10 processors", m -> m.network().workersProperty().set(9));
        vm.undo();
        vm.undo();
        assertThat(vm.network().kindProperty().get()).isEqualTo(NetworkKind.CHAIN);
    }

    @Test
    void theStrategy() {
        undoable("strategy", m -> m.parameters().choices().originatorComputesProperty().set(false));
        vm.undo();
        assertThat(vm.parameters().choices().originatorComputesProperty().get()).isTrue();
    }

    @Test
    void theNotationIsAViewNotAStep() {
        undoable("C = 0.5", m -> m.parameters().field(Parameter.C).textProperty().set("0.5"));
        Scenario before = vm.scenarioProperty().get();
        assertThat(vm.showNotation(Notation.ALPHA_TAU_SIGMA)).isTrue();
        assertThat(vm.scenarioProperty().get()).isEqualTo(before);
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo("C = 0.5");
        vm.undo();
        assertThat(vm.parameters().notationProperty().get()).isEqualTo(Notation.ALPHA_TAU_SIGMA);
        assertThat(vm.parameters().field(Parameter.C).textProperty().get()).isEqualTo("0.2");
    }

    @Test
    void aPerNodeValueAndItsReset() {
        undoable("C of link 3 = 0.05", m -> m.network().perNode().setLinkOverride(3, LinkParams.of(0, 0.05)));
        undoable("A of processor 2 = 4", m -> m.network().perNode().setProcessorOverride(2, ProcessorParams.of(4)));
        undoable("reset 2 per-node values", MainViewModel::resetPerNodeValues);
        vm.undo();
        assertThat(vm.scenarioProperty().get().processorOverrides()).containsKey(2);
        assertThat(vm.scenarioProperty().get().linkOverrides()).containsKey(3);
    }

    @Test
    void theTitle() {
        undoable("title", m -> m.setScenarioTitle("my chain"));
        vm.undo();
        assertThat(vm.scenarioTitle()).isEmpty();
        assertThat(vm.scenarioProperty().get().title()).isEmpty();
    }

    @Test
    void theNotes() {
        undoable("notes", m -> m.setScenarioNotes("from Fig. 3"));
        vm.undo();
        assertThat(vm.scenarioProperty().get().notes()).isEmpty();
    }

    @Test
    void aDrawnNetworkEdit() {
        vm.network().kindProperty().set(NetworkKind.GRAPH);
        vm.network().editToolProperty().set(EditTool.ADD_NODE);
        int nodes = vm.network().customGraphProperty().get().size();
        vm.sealHistory();
        vm.network().clickCustom(0.9, 0.9, -1);
        vm.network().connect(0, nodes);
        vm.sealHistory();
        assertThat(vm.scenarioProperty().get().network().processorCount()).isEqualTo(nodes + 1);
        vm.undo();
        assertThat(vm.scenarioProperty().get().network().processorCount()).isEqualTo(nodes);
        vm.redo();
        assertThat(vm.scenarioProperty().get().network().processorCount()).isEqualTo(nodes + 1);
    }

    @Test
    void aTypingBurstIsOneStepAndFocusLeavingEndsIt() {
        Scenario before = vm.scenarioProperty().get();
        vm.sealHistory();
        for (String t : new String[] {"0", "0.", "0.4", "0.45"}) {
            vm.parameters().field(Parameter.C).textProperty().set(t);
        }
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo("C = 0.45");
        vm.sealHistory(); // focus left the field
        vm.parameters().field(Parameter.C).textProperty().set("0.46");
        vm.undo();
        assertThat(vm.scenarioProperty().get().linkDefault().C()).isEqualTo(0.45);
        vm.undo();
        assertThat(vm.scenarioProperty().get()).isEqualTo(before);
        assertThat(vm.history().canUndo()).isFalse();
    }

    @Test
    void aNewEditAfterUndoDropsTheRedoSteps() {
        undoable("C = 0.5", m -> m.parameters().field(Parameter.C).textProperty().set("0.5"));
        vm.undo();
        vm.parameters().field(Parameter.A).textProperty().set("2");
        assertThat(vm.history().canRedo()).isFalse();
        assertThat(vm.history().redoLabelProperty().get()).isEmpty();
    }

    @Test
    void undoKeepsTheFileAndItsDirtyMark() {
        vm.parameters().field(Parameter.C).textProperty().set("0.5");
        assertThat(vm.dirtyProperty().get()).isTrue();
        vm.undo();
        assertThat(vm.dirtyProperty().get()).isFalse(); // back to the state last saved
        vm.redo();
        assertThat(vm.dirtyProperty().get()).isTrue();
    }

    @Test
    void openingAnotherScenarioStartsAFreshHistory() {
        vm.parameters().field(Parameter.C).textProperty().set("0.5");
        dialogs.unsavedAnswer = DialogService.UnsavedChoice.DISCARD;
        vm.newScenario();
        assertThat(vm.history().canUndo()).isFalse();
    }

    @Test
    void switchingKindsDropsOverridesThatNoLongerApplySaysHowManyAndIsOneStep() {
        vm.network().perNode().setProcessorOverride(5, ProcessorParams.of(3));
        vm.network().perNode().setLinkOverride(4, LinkParams.of(0, 0.05));
        vm.network().perNode().setProcessorOverride(1, ProcessorParams.of(2));
        Scenario before = vm.scenarioProperty().get();
        vm.sealHistory();
        vm.network().processorsProperty().set(4); // processor 5 and link 4 are gone, processor 1 stays
        assertThat(vm.statusProperty().get()).startsWith("2 per-node values no longer apply to the chain and were dropped");
        assertThat(vm.scenarioProperty().get().processorOverrides()).containsOnlyKeys(1);
        assertThat(vm.bannerKindProperty().get()).isEqualTo(BannerKind.NONE);
        vm.sealHistory();
        vm.network().kindProperty().set(NetworkKind.HYPERCUBE); // homogeneous: nothing applies
        assertThat(vm.statusProperty().get()).startsWith("1 per-node value no longer applies to the hypercube and was dropped");
        assertThat(vm.bannerProperty().get()).doesNotContain("processor").doesNotContain("homogeneous");
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo("network kind hypercube");
        vm.undo();
        assertThat(vm.scenarioProperty().get().processorOverrides()).containsOnlyKeys(1);
        vm.undo();
        assertThat(vm.scenarioProperty().get()).isEqualTo(before);
        assertThat(vm.network().processorsProperty().get()).isEqualTo(6);
    }
}
