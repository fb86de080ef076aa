package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.dltexplorer.app.document.ReplaceScenario;
import org.dltexplorer.app.document.ScenarioDocument;
import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.app.feature.parameters.ParametersViewModel;
import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.app.gallery.GalleryEntry;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 25: the panels render the document and send edits. An edit in any panel is exactly one undo step, and
 * undo gives back the scenario byte for byte as it was saved; showing a scenario (a file, a gallery entry, undo,
 * redo, a map point, a notation switch) puts its values into every panel and is no edit of it.
 */
class PanelsRenderTheDocumentTest {

    @TempDir
    Path dir;

    private final ScenarioWriter writer = new ScenarioWriter();

    private static MainViewModel window() {
        return new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), TestSolvers.chainAndInfeasibleLoop());
    }

    /** Counts the revisions the document announces as edits: showing a scenario must add none. */
    private static List<ScenarioDocument.Revision> edits(MainViewModel vm) {
        List<ScenarioDocument.Revision> edits = new ArrayList<>();
        vm.document().revisionProperty().addListener((o, a, r) -> {
            if (r.cause() == ScenarioDocument.Cause.EDITED) {
                edits.add(r);
            }
        });
        return edits;
    }

    private record PanelEdit(String what, Consumer<MainViewModel> before, Consumer<MainViewModel> edit) {
    }

    @Test
    void anEditInEachPanelIsOneUndoStepAndUndoGivesBackTheSameBytes() {
        Consumer<MainViewModel> none = m -> { };
        Consumer<MainViewModel> star = m -> m.apply(Scenario.uniform(new Star(4), 1, ProcessorParams.of(1), LinkParams.of(0, 0.2)), null);
        List<PanelEdit> panelEdits = List.of(
                new PanelEdit("a parameter typed", none, m -> m.parameters().field(Parameter.C).textProperty().set("0.35")),
                new PanelEdit("a parameter dragged", none, m -> m.parameters().field(Parameter.V).sliderProperty().set(1)),
                new PanelEdit("a buffer for all", none, m -> m.parameters().unlimitedMemoryProperty().set(false)),
                new PanelEdit("a strategy choice", star, m -> m.parameters().choices().portsProperty().set(Ports.ALL)),
                new PanelEdit("the originator's part", none, m -> m.parameters().choices().originatorComputesProperty().set(false)),
                new PanelEdit("a size", none, m -> m.network().processorsProperty().set(9)),
                new PanelEdit("the kind", none, m -> m.network().kindProperty().set(NetworkKind.LOOP)),
                new PanelEdit("a node's own value", none, m -> m.network().perNode().enterProcessorA(2, "4")),
                new PanelEdit("a link's own value", none, m -> m.network().perNode().setLinkOverride(1, LinkParams.of(0, 3))),
                new PanelEdit("a drawn node moved", m -> m.network().kindProperty().set(NetworkKind.GRAPH),
                        m -> m.network().moveNode(1, 0.3, 0.3)));
        for (PanelEdit p : panelEdits) {
            MainViewModel vm = window();
            p.before().accept(vm);
            Scenario opened = vm.scenarioProperty().get();
            vm.apply(opened, null); // a new document: no history before the edit
            String bytes = writer.write(opened);
            List<ScenarioDocument.Revision> edits = edits(vm);

            p.edit().accept(vm);
            vm.sealHistory();
            Scenario edited = vm.scenarioProperty().get();
            assertThat(edited).as(p.what()).isNotEqualTo(opened);
            assertThat(edits).as(p.what() + ": one edit announced").hasSize(1);

            assertThat(vm.history().canUndo()).as(p.what()).isTrue();
            vm.undo();
            assertThat(vm.history().canUndo()).as(p.what() + ": exactly one undo step").isFalse();
            assertThat(writer.write(vm.scenarioProperty().get())).as(p.what() + ": undo gives back the same bytes").isEqualTo(bytes);
            vm.redo();
            assertThat(vm.scenarioProperty().get()).as(p.what() + ": redo").isEqualTo(edited);
            assertThat(edits).as(p.what() + ": undo and redo are no edits").hasSize(1);
        }
    }

    @Test
    void openingEveryGalleryScenarioShowsItInEveryPanelAndRecordsNoEdit() throws Exception {
        Gallery gallery = Gallery.bundled();
        for (GalleryEntry entry : gallery.entries()) {
            MainViewModel vm = window();
            List<ScenarioDocument.Revision> edits = edits(vm);
            Path file = dir.resolve(entry.file());
            Files.writeString(file, gallery.text(entry));
            assertThat(vm.openFile(file)).as(entry.file()).isTrue();
            Scenario s = vm.scenarioProperty().get();
            assertShown(vm, s, entry.file());
            assertThat(edits).as(entry.file() + ": opening is no edit").isEmpty();
            assertThat(vm.history().canUndo()).as(entry.file()).isFalse();
            assertThat(vm.dirtyProperty().get()).as(entry.file()).isFalse();

            for (Notation n : Notation.values()) { // a refused switch shows nothing new either
                vm.showNotation(n);
            }
            vm.showNotation(s.notation());
            assertThat(edits).as(entry.file() + ": notation switches are no edits").isEmpty();
            assertThat(vm.scenarioProperty().get()).as(entry.file()).isEqualTo(s);
            assertThat(vm.history().canUndo()).as(entry.file() + ": no undo step after switching notation").isFalse();
            assertShown(vm, s, entry.file() + " after the notation switches");
        }
    }

    @Test
    void undoRedoAndAMapPointShowTheirScenarioInEveryPanelAndRecordNoFurtherEdit() {
        MainViewModel vm = window();
        List<ScenarioDocument.Revision> edits = edits(vm);
        Scenario first = vm.scenarioProperty().get();
        vm.network().perNode().setProcessorOverride(3, ProcessorParams.of(2));
        vm.sealHistory();
        Scenario withNode = vm.scenarioProperty().get();
        Scenario point = Scenario.uniform(new Chain(4, 1), 12, ProcessorParams.of(0.5), LinkParams.of(1, 0.3));
        vm.document().apply(new ReplaceScenario(point, "map point V = 12"));
        assertShown(vm, point, "map point");
        assertThat(edits).hasSize(2);

        vm.undo();
        assertShown(vm, withNode, "undo of the map point");
        vm.undo();
        assertShown(vm, first, "undo of the node's value");
        vm.redo();
        assertShown(vm, withNode, "redo of the node's value");
        vm.redo();
        assertShown(vm, point, "redo of the map point");
        assertThat(edits).as("undo and redo render, they do not edit").hasSize(2);
        assertThat(vm.history().canRedo()).isFalse();
    }

    /**
     * Rendering puts each part in at once: while a scenario is shown, the parameter panel's inputs and the network
     * panel's network are only ever the previous scenario's or the new one's, never a mix (a new Tcp rescaling the
     * old A, a new kind's default ports, the per-node buffers following a new default). Such a mix was what the
     * {@code rendering} flag had to hide from the edit listeners.
     */
    @Test
    void renderingShowsNoPanelAMixOfTwoScenarios() throws Exception {
        Gallery gallery = Gallery.bundled();
        MainViewModel vm = window();
        List<ParametersViewModel.Inputs> inputsSeen = new ArrayList<>();
        List<Network> networksSeen = new ArrayList<>();
        vm.parameters().inputsProperty().addListener((o, a, in) -> inputsSeen.add(in));
        vm.network().networkProperty().addListener((o, a, n) -> networksSeen.add(n));
        List<ScenarioDocument.Revision> edits = edits(vm);
        for (GalleryEntry entry : gallery.entries()) {
            ParametersViewModel.Inputs before = vm.parameters().inputsProperty().get();
            Network networkBefore = vm.network().networkProperty().get();
            inputsSeen.clear();
            networksSeen.clear();
            Path file = dir.resolve(entry.file());
            Files.writeString(file, gallery.text(entry));
            assertThat(vm.openFile(file)).as(entry.file()).isTrue();
            ParametersViewModel.Inputs after = vm.parameters().inputsProperty().get();
            Network networkAfter = vm.network().networkProperty().get();
            NetworkKind k = networkAfter.kind();
            assertThat(inputsSeen).as(entry.file() + ": inputs while rendering")
                    .allMatch(in -> sameInputs(in, before, networkBefore.kind()) || sameInputs(in, after, k));
            assertThat(networksSeen).as(entry.file() + ": networks while rendering")
                    .allMatch(n -> n.equals(networkBefore) || n.equals(networkAfter));
        }
        assertThat(edits).as("rendering records nothing").isEmpty();
    }

    private static boolean sameInputs(ParametersViewModel.Inputs a, ParametersViewModel.Inputs b, NetworkKind k) {
        return a.processor().equals(b.processor()) && a.link().equals(b.link()) && Double.compare(a.load(), b.load()) == 0
                && a.units().equals(b.units()) && ScenarioPanels.sameChoices(a.strategy(), b.strategy(), k);
    }

    /**
     * An edit carries only its own part: typing C in LP1 (whose file writes {@code "ports": "one"}, the star's
     * default) is one step that changes C alone; the saved file keeps the explicit choice, and undo gives back
     * the file's bytes.
     */
    @Test
    void anEditOfOnePartLeavesTheOthersAsTheFileWroteThem() throws Exception {
        Gallery gallery = Gallery.bundled();
        GalleryEntry lp1 = gallery.entries().stream().filter(e -> e.file().contains("lp1")).findFirst().orElseThrow();
        MainViewModel vm = window();
        Path file = dir.resolve(lp1.file());
        Files.writeString(file, gallery.text(lp1));
        assertThat(vm.openFile(file)).isTrue();
        Scenario opened = vm.scenarioProperty().get();
        String bytes = writer.write(opened);
        assertThat(bytes).contains("\"ports\": \"one\"");
        List<ScenarioDocument.Revision> edits = edits(vm);

        vm.parameters().field(Parameter.C).textProperty().set("1.5");
        assertThat(edits).hasSize(1);
        assertThat(edits.get(0).edit()).isInstanceOf(org.dltexplorer.app.document.SetParameters.class);
        String edited = writer.write(vm.scenarioProperty().get());
        assertThat(edited).contains("\"ports\": \"one\"")
                .isEqualTo(writer.write(opened.withLinkDefault(new LinkParams(opened.linkDefault().S(), 1.5, opened.linkDefault().R()))));

        vm.undo();
        assertThat(writer.write(vm.scenarioProperty().get())).isEqualTo(bytes);
        assertThat(vm.history().canUndo()).isFalse();
    }

    /** The choices in force (a file may write a default the panel leaves out, such as {@code "ports": "one"} on a star). */
    private static List<Object> effective(Strategy s, NetworkKind k) {
        return java.util.Arrays.asList(s.portsFor(k), s.orderOrDefault(), s.layersOrDefault(), s.routingOrDefault(),
                s.scheduleOrDefault(), s.collectOrDefault(), s.loadsOrDefault(), s.installmentsOrDefault(), s.originatorComputes(),
                s.budget(), s.deadline(), s.computeWhileReceivingOrDefault());
    }

    /** Every panel shows {@code s}: its network and sizes, its per-node values, its defaults, load and strategy. */
    private static void assertShown(MainViewModel vm, Scenario s, String what) {
        Scenario shown = ScenarioFiles.inNotation(s, vm.parameters().notationProperty().get());
        assertThat(vm.network().networkProperty().get()).as(what + ": network").isEqualTo(shown.network());
        assertThat(vm.network().kindProperty().get()).as(what + ": kind").isEqualTo(shown.network().kind());
        assertThat(vm.network().processorOverridesProperty().get()).as(what + ": processors' own values")
                .isEqualTo(Map.copyOf(shown.processorOverrides()));
        assertThat(vm.network().linkOverridesProperty().get()).as(what + ": links' own values")
                .isEqualTo(Map.copyOf(shown.linkOverrides()));
        assertThat(vm.parameters().errorProperty().get()).as(what + ": fields valid").isEmpty();
        var in = vm.parameters().inputsProperty().get();
        assertThat(in.link()).as(what + ": default link").isEqualTo(shown.linkDefault());
        assertThat(in.processor()).as(what + ": default processor").isEqualTo(shown.processorDefault());
        if (shown.strategy().deadline() == null) {
            assertThat(in.load()).as(what + ": load").isEqualTo(shown.load());
        }
        assertThat(effective(in.strategy(), shown.network().kind())).as(what + ": strategy")
                .isEqualTo(effective(shown.strategy(), shown.network().kind()));
        assertThat(vm.fromPanels()).as(what + ": the panels make a scenario").isPresent();
    }
}
