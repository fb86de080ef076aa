package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Tree;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File > New / Open / Save of the main view-model, with dialogs answered by the test. */
class ScenarioFilesViewModelTest {

    @TempDir
    Path dir;

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, TestSolvers.chainAndInfeasibleLoop());

    @Test
    void editsMarkTheTitleAndSavingClearsTheMark() throws Exception {
        assertThat(vm.titleProperty().get()).isEqualTo("DLT Explorer — untitled");
        vm.parameters().field(Parameter.C).textProperty().set("0.7");
        assertThat(vm.titleProperty().get()).isEqualTo("DLT Explorer — untitled *");
        dialogs.saveAnswer = dir.resolve("mine");
        assertThat(vm.save()).isTrue();
        Path saved = dir.resolve("mine.json");
        assertThat(vm.titleProperty().get()).isEqualTo("DLT Explorer — mine.json");
        assertThat(Files.readString(saved)).contains("\"C\": 0.7");
        assertThat(vm.recentFiles().files()).containsExactly(saved.toAbsolutePath().normalize());
        // no temporary file is left next to it
        try (var list = Files.list(dir)) {
            assertThat(list).containsExactly(saved);
        }
    }

    @Test
    void openingAFileShowsItInEveryPanelAndSolvesIt() throws Exception {
        Scenario s = new Scenario("a tree", Notation.ALPHA_TAU_SIGMA, NotationUnits.STANDARD, new Tree(new int[] {-1, 0, 0, 2}), 5,
                ProcessorParams.of(0.5), Map.of(3, ProcessorParams.of(2)), LinkParams.of(0.1, 0.3), Map.of(), Strategy.DEFAULT);
        Path f = dir.resolve("tree.json");
        new ScenarioWriter().write(s, f);
        assertThat(vm.openFile(f)).isTrue();
        assertThat(vm.network().kindProperty().get()).isEqualTo(NetworkKind.TREE);
        assertThat(vm.scenarioProperty().get()).isEqualTo(s);
        assertThat(vm.parameters().field(Parameter.A).textProperty().get()).isEqualTo("2"); // σ = 1/A
        assertThat(vm.dirtyProperty().get()).isFalse();
        assertThat(vm.titleProperty().get()).isEqualTo("DLT Explorer — a tree — tree.json");
        assertThat(vm.bannerProperty().get()).startsWith("No solver for a ");
    }

    @Test
    void notesAndLayoutOfAnOpenedFileAreSavedBack() throws Exception {
        Scenario s = Scenario.uniform(new org.dltexplorer.core.model.Chain(3, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.2))
                .withTitle("annotated").withNotes("keep me")
                .withLayout(org.dltexplorer.core.model.Layout.NONE.with(0, 10, 20).with(2, 30.5, 20));
        Path f = dir.resolve("annotated.json");
        new ScenarioWriter().write(s, f);
        assertThat(vm.openFile(f)).isTrue();
        vm.parameters().field(Parameter.C).textProperty().set("0.7");
        assertThat(vm.save()).isTrue();

        Scenario back = new org.dltexplorer.core.io.ScenarioReader().read(f);
        assertThat(back.notes()).isEqualTo("keep me");
        assertThat(back.layout()).isEqualTo(s.layout());
        assertThat(back.title()).isEqualTo("annotated");
        assertThat(back.link(0).C()).isEqualTo(0.7);
    }

    @Test
    void aFileOfANewerVersionIsRefusedWithAClearMessage() throws Exception {
        Path f = dir.resolve("future.json");
        Files.writeString(f, new ScenarioWriter().write(vm.scenarioProperty().get()).replace("\"version\": 1", "\"version\": 7"));
        assertThat(vm.openFile(f)).isFalse();
        assertThat(dialogs.shown).singleElement().asString().startsWith("error: Cannot open future.json").contains("version");
        assertThat(vm.network().kindProperty().get()).isEqualTo(NetworkKind.CHAIN);
    }

    @Test
    void closingWithUnsavedChangesAsksAndCancelKeepsTheWindow() {
        assertThat(vm.canClose()).isTrue();
        assertThat(dialogs.shown).isEmpty();
        vm.network().processorsProperty().set(8);
        dialogs.unsavedAnswer = DialogService.UnsavedChoice.CANCEL;
        assertThat(vm.canClose()).isFalse();
        dialogs.unsavedAnswer = DialogService.UnsavedChoice.DISCARD;
        assertThat(vm.canClose()).isTrue();
        assertThat(dialogs.shown).hasSize(2).allMatch(m -> m.startsWith("unsaved: This scenario has unsaved changes"));
    }

    @Test
    void newAfterDiscardingResetsTheScenario() {
        vm.network().kindProperty().set(NetworkKind.STAR);
        dialogs.unsavedAnswer = DialogService.UnsavedChoice.DISCARD;
        vm.newScenario();
        assertThat(vm.network().kindProperty().get()).isEqualTo(NetworkKind.CHAIN);
        assertThat(vm.dirtyProperty().get()).isFalse();
        assertThat(vm.bannerKindProperty().get()).isEqualTo(BannerKind.NONE);
    }

    @Test
    void saveAsProposesTheTitleAsTheFileName() {
        assertThat(ScenarioFiles.suggestedName("My memory star")).isEqualTo("my-memory-star.json");
        assertThat(ScenarioFiles.suggestedName("Star with memory limits, given order: LP1 (Drozdowski & Wolniewicz 2003)"))
                .isEqualTo("star-with-memory-limits-given-order-lp1-drozdowski-wolniewic.json");
        assertThat(ScenarioFiles.suggestedName("Błażewicz – Ex. 1")).isEqualTo("blazewicz-ex-1.json");
        assertThat(ScenarioFiles.suggestedName("  ")).isEqualTo("scenario.json");
    }
}
