package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.app.gallery.GalleryEntry;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every gallery scenario, plain and with returns, memory, a load V ≠ 1 and per-node values, shown in every notation
 * that can express it, is saved from the window and reopened equal (as dlt convert writes it); a scenario whose own
 * notation cannot express it is saved in ACS with a word to the user.
 */
class SaveMatrixTest {

    @TempDir
    Path dir;

    @Test
    void everyGalleryScenarioInEveryNotationSavesAndReopensEqual() throws Exception {
        Gallery gallery = Gallery.bundled();
        List<String> failures = new ArrayList<>();
        int saves = 0;
        int inAcs = 0;
        int refused = 0;
        for (GalleryEntry entry : gallery.entries()) {
            Scenario base = new ScenarioReader().read(gallery.text(entry));
            for (Scenario variant : List.of(base, loaded(base))) {
                for (Notation n : Notation.values()) {
                    RecordingDialogs dialogs = new RecordingDialogs();
                    MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, TestSolvers.chainAndInfeasibleLoop());
                    vm.apply(variant, null);
                    boolean switched = vm.showNotation(n);
                    if (!switched) {
                        refused++;
                        assertThat(vm.statusProperty().get()).contains("notation cannot express this scenario");
                    }
                    // the scenario as written: the same scenario in the notation on screen (dlt convert's text)
                    Scenario shown = switched ? org.dltexplorer.core.model.NotationConversion.convert(vm.scenarioProperty().get(), n)
                            : vm.scenarioProperty().get();
                    Path f = dir.resolve(entry.file().replace(".json", "") + "-" + saves + ".json");
                    dialogs.saveAnswer = f;
                    String what = entry.file() + (variant == base ? "" : " (loaded)") + " in " + n.id();
                    if (!vm.save()) {
                        failures.add(what + ": not saved " + dialogs.shown);
                        continue;
                    }
                    saves++;
                    Scenario reopened = new ScenarioReader().read(f);
                    boolean acs = reopened.notation() != shown.notation();
                    Scenario expected = acs ? shown.withNotation(Notation.ACS, NotationUnits.STANDARD) : shown;
                    if (expected.strategy().deadline() != null) {
                        // a deadline scenario's file has no load (the answer is the load): it reopens with the nominal 1
                        expected = expected.withLoad(1.0);
                    }
                    if (!reopened.equals(expected)) {
                        failures.add(what + ": reopened " + reopened + "\n   shown " + shown);
                    }
                    if (acs) {
                        inAcs++;
                        assertThat(reopened.notation()).isEqualTo(Notation.ACS);
                        assertThat(vm.statusProperty().get()).as(what).contains("in ACS notation");
                        assertThat(dialogs.shown).as(what).anyMatch(m -> m.startsWith("info: Saved " + f.getFileName() + " in ACS"));
                    }
                    // and the window shows the file as it was saved
                    MainViewModel again = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(),
                            TestSolvers.chainAndInfeasibleLoop());
                    assertThat(again.openFile(f)).isTrue();
                    if (!again.scenarioProperty().get().equals(reopened)) {
                        failures.add(what + ": the window reopened " + again.scenarioProperty().get() + "\n   file " + reopened);
                    }
                    assertThat(again.dirtyProperty().get()).as(what).isFalse();
                }
            }
        }
        assertThat(failures).isEmpty();
        assertThat(saves).isEqualTo(gallery.entries().size() * 2 * Notation.values().length);
        // the loaded variants (R > 0) cannot be shown in α/τ/σ: the switch is refused, never saved half-converted
        assertThat(refused).isGreaterThanOrEqualTo(gallery.entries().size());
        // the loaded variants of w-z-T entries (V = 2.5) cannot be written in their own notation: saved in ACS
        assertThat(inAcs).isPositive();
    }

    /**
     * Returns, finite memory, a load of 2.5 (not with a deadline: such a scenario has no load, its answer is one) and,
     * on explicit networks, a processor and a link of their own.
     */
    private static Scenario loaded(Scenario s) {
        Network net = s.network();
        Scenario out = (s.strategy().deadline() == null ? s.withLoad(2.5) : s)
                .withLinkDefault(new LinkParams(s.linkDefault().S(), s.linkDefault().C(), 0.3 * s.linkDefault().C() + 0.01))
                .withProcessorDefault(new ProcessorParams(s.processorDefault().A(), 0.75));
        if (net.explicit() && net.processorCount() > 1) {
            out = out.withProcessorOverrides(Map.of(1, new ProcessorParams(2 * s.processorDefault().A(), 0.5)));
            for (int id = 0; id < 4 * net.processorCount(); id++) {
                if (net.hasLink(id)) {
                    out = out.withLinkOverrides(Map.of(id, new LinkParams(0.01, 0.5 * s.linkDefault().C() + 0.05, 0.02)));
                    break;
                }
            }
        }
        return out;
    }

    @Test
    void anUnwritableFolderIsADialogNamingTheFileAndTheReason() throws Exception {
        RecordingDialogs dialogs = new RecordingDialogs();
        MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, TestSolvers.chainAndInfeasibleLoop());
        vm.parameters().field(org.dltexplorer.app.feature.parameters.Parameter.C).textProperty().set("0.4");
        dialogs.saveAnswer = dir.resolve("missing").resolve("mine.json");
        assertThat(vm.save()).isFalse();
        assertThat(dialogs.shown).singleElement().asString()
                .startsWith("error: Cannot save mine.json: Could not write " + dialogs.saveAnswer.toAbsolutePath())
                .contains("the folder does not exist");
        assertThat(vm.dirtyProperty().get()).isTrue();
        assertThat(vm.statusProperty().get()).isEqualTo("Not saved: mine.json");
    }

    @Test
    void quitWithSaveWritesAScenarioItsNotationCannotExpress() throws Exception {
        RecordingDialogs dialogs = new RecordingDialogs();
        MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, TestSolvers.chainAndInfeasibleLoop());
        vm.parameters().field(org.dltexplorer.app.feature.parameters.Parameter.V).textProperty().set("3");
        vm.parameters().notationProperty().set(Notation.W_Z_T); // the panel alone, as a scenario written so
        dialogs.unsavedAnswer = DialogService.UnsavedChoice.SAVE;
        dialogs.saveAnswer = dir.resolve("quit.json");
        assertThat(vm.canClose()).isTrue();
        Scenario reopened = new ScenarioReader().read(dir.resolve("quit.json"));
        assertThat(reopened.load()).isEqualTo(3.0);
        assertThat(reopened.notation()).isEqualTo(Notation.ACS);
        assertThat(reopened).isEqualTo(vm.scenarioProperty().get().withNotation(Notation.ACS, NotationUnits.STANDARD));
        assertThat(Files.readString(dir.resolve("quit.json"))).contains("\"notation\": \"ACS\"");
    }
}
