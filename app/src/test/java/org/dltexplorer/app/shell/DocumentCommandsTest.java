package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.dltexplorer.app.document.ReplaceScenario;
import org.dltexplorer.app.document.ScenarioDocument;
import org.dltexplorer.app.document.SetNetwork;
import org.dltexplorer.app.document.SetParameters;
import org.dltexplorer.app.document.SetPerNodeValues;
import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The window's document as the panels and the menus use it: panel edits arrive as named commands, a command sent
 * from elsewhere (a map point) is rendered into the panels and solved, one undo step each, and what is saved opens
 * again equal.
 */
class DocumentCommandsTest {

    @TempDir
    Path dir;

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final CurrentThreadTaskRunner runner = new CurrentThreadTaskRunner();
    private final MainViewModel vm = new MainViewModel(runner, dialogs, TestSolvers.chainAndInfeasibleLoop());

    private ScenarioDocument.Revision last() {
        return vm.document().revisionProperty().get();
    }

    @Test
    void panelEditsArriveAsNamedCommands() {
        vm.parameters().field(Parameter.C).textProperty().set("0.5");
        assertThat(last().edit()).isInstanceOf(SetParameters.class);
        assertThat(vm.scenarioProperty().get().linkDefault().C()).isEqualTo(0.5);
        vm.sealHistory();
        vm.network().perNode().setLinkOverride(2, LinkParams.of(0, 3));
        assertThat(last().edit()).isInstanceOf(SetPerNodeValues.class);
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo("C of link 2 = 3");
        vm.sealHistory();
        vm.network().processorsProperty().set(9);
        assertThat(last().edit()).isInstanceOf(SetNetwork.class);
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo("chain of 9 processors");
    }

    @Test
    void aMapPointIsOneUndoableStepThePanelsShowAndEveryViewSolves() {
        Scenario before = vm.scenarioProperty().get();
        Scenario point = Scenario.uniform(new Chain(3, 0), 10, ProcessorParams.of(1), LinkParams.of(2, 0.2));
        int solves = runner.submitted();
        assertThat(vm.document().apply(new ReplaceScenario(point, "map point V = 10, S = 2"))).isTrue();
        assertThat(vm.scenarioProperty().get()).isEqualTo(point);
        assertThat(vm.parameters().field(Parameter.V).textProperty().get()).isEqualTo("10");
        assertThat(vm.parameters().field(Parameter.S).textProperty().get()).isEqualTo("2");
        assertThat(vm.network().processorsProperty().get()).isEqualTo(3);
        assertThat(runner.submitted()).as("solved").isGreaterThan(solves);
        assertThat(vm.results().solvedProperty().get().scenario()).isEqualTo(point);
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo("map point V = 10, S = 2");
        assertThat(vm.history().canUndo()).isTrue();
        assertThat(vm.dirtyProperty().get()).isTrue();
        vm.undo();
        assertThat(vm.scenarioProperty().get()).isEqualTo(before);
        assertThat(vm.parameters().field(Parameter.V).textProperty().get()).isEqualTo("1");
        assertThat(vm.network().processorsProperty().get()).isEqualTo(6);
        assertThat(vm.history().canUndo()).isFalse();
        assertThat(vm.dirtyProperty().get()).isFalse();
    }

    @Test
    void aTitleIsNoPanelsBusinessTheirFieldsAreNotRenderedAgain() {
        vm.parameters().field(Parameter.C).textProperty().set("0.5x"); // being typed, invalid
        int solves = runner.submitted();
        vm.setScenarioTitle("Typed while C is half done");
        assertThat(vm.parameters().field(Parameter.C).textProperty().get()).isEqualTo("0.5x");
        assertThat(vm.scenarioProperty().get().title()).isEqualTo("Typed while C is half done");
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo("title");
        assertThat(runner.submitted()).isGreaterThanOrEqualTo(solves);
    }

    @Test
    void whatIsSavedOpensAgainEqualAndByteEqual() throws Exception {
        vm.parameters().field(Parameter.C).textProperty().set("0.35");
        vm.network().kindProperty().set(NetworkKind.STAR);
        vm.network().perNode().setProcessorOverride(2, ProcessorParams.of(4));
        vm.setScenarioTitle("A star");
        Scenario edited = vm.scenarioProperty().get();
        dialogs.saveAnswer = dir.resolve("star.json");
        assertThat(vm.saveAs()).isTrue();
        assertThat(vm.dirtyProperty().get()).isFalse();
        assertThat(Files.readString(dir.resolve("star.json"))).isEqualTo(new ScenarioWriter().write(edited));
        dialogs.unsavedAnswer = DialogService.UnsavedChoice.DISCARD;
        vm.newScenario();
        assertThat(vm.scenarioProperty().get()).isNotEqualTo(edited);
        assertThat(vm.openFile(dir.resolve("star.json"))).isTrue();
        assertThat(vm.scenarioProperty().get()).isEqualTo(edited);
        assertThat(vm.dirtyProperty().get()).isFalse();
        assertThat(vm.history().canUndo()).isFalse();
        assertThat(vm.network().perNode().processorParams(2)).isEqualTo(ProcessorParams.of(4));
    }

    @Test
    void anEditChangesOnlyItsPartAFilesExplicitDefaultChoiceStays() {
        // "ports": "one" on a star is the star's default: the panel writes nothing for it, the file did
        Scenario star = Scenario.uniform(new org.dltexplorer.core.model.Star(4), 1, ProcessorParams.of(1), LinkParams.of(0, 0.2))
                .withStrategy(org.dltexplorer.core.model.Strategy.DEFAULT.withPorts(org.dltexplorer.core.model.Ports.ONE));
        vm.apply(star, null);
        vm.parameters().field(Parameter.V).textProperty().set("3");
        assertThat(vm.scenarioProperty().get()).isEqualTo(star.withLoad(3));
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo("V = 3");
        vm.undo();
        assertThat(vm.scenarioProperty().get()).isEqualTo(star);
        assertThat(vm.dirtyProperty().get()).isFalse();
    }

    @Test
    void anUndoTheNotationOnScreenCannotExpressIsShownInItsOwnNotationAndKeepsItsReturns() {
        vm.parameters().field(Parameter.R).textProperty().set("0.1");
        vm.sealHistory();
        vm.parameters().field(Parameter.R).textProperty().set("0");
        vm.sealHistory();
        assertThat(vm.showNotation(org.dltexplorer.core.model.Notation.ALPHA_TAU_SIGMA)).isTrue();
        vm.undo(); // back to R = 0.1: results returned, which alpha-tau-sigma cannot write
        assertThat(vm.scenarioProperty().get().linkDefault().R()).isEqualTo(0.1);
        assertThat(vm.parameters().notationProperty().get()).isEqualTo(org.dltexplorer.core.model.Notation.ACS);
        assertThat(vm.parameters().field(Parameter.R).textProperty().get()).isEqualTo("0.1");
        vm.parameters().field(Parameter.V).textProperty().set("2");
        assertThat(vm.scenarioProperty().get().linkDefault().R()).as("an edit after it keeps the returns").isEqualTo(0.1);
    }
}
