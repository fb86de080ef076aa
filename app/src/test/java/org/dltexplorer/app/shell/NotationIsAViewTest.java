package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.dltexplorer.app.cli.DltCommand;
import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.app.gallery.GalleryEntry;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 25: the notation is a view. Every gallery scenario, switched through every notation: the scenario stays
 * equal, its makespan stays, no undo step appears, nothing is solved again, and Save writes byte for byte what
 * {@code dlt convert} writes for the opened file (the CLI run here is the oracle).
 */
class NotationIsAViewTest {

    /** Drozdowski & Wolniewicz (2003), LP1 on the star with memory limits: the published makespan. */
    private static final double LP1_MAKESPAN = 270;

    @TempDir
    Path dir;

    @Test
    void everyGalleryScenarioThroughEveryNotationStaysTheSameAndSavesAsDltConvert() throws Exception {
        Gallery gallery = Gallery.bundled();
        List<String> failures = new ArrayList<>();
        int switches = 0;
        for (GalleryEntry entry : gallery.entries()) {
            Path original = dir.resolve(entry.file());
            Files.writeString(original, gallery.text(entry));
            RecordingDialogs dialogs = new RecordingDialogs();
            CurrentThreadTaskRunner runner = new CurrentThreadTaskRunner();
            // the chain solver only (fast): the switch must not solve at all, so the schedule on screen is the one object
            MainViewModel vm = new MainViewModel(runner, dialogs, TestSolvers.chainAndInfeasibleLoop());
            assertThat(vm.openFile(original)).isTrue();
            Scenario opened = vm.scenarioProperty().get();
            Object schedule = vm.results().scheduleProperty().get();
            int solves = runner.submitted();
            for (Notation n : List.of(Notation.ALPHA_TAU_SIGMA, Notation.W_Z_T, Notation.ACS, Notation.W_Z_T,
                    Notation.ALPHA_TAU_SIGMA, opened.notation())) {
                String what = entry.file() + " shown in " + n.id();
                String converted = dltConvert(original, n);
                boolean shown = vm.showNotation(n);
                assertThat(shown).as(what + " (dlt convert: " + converted + ")").isEqualTo(converted != null);
                if (!shown) {
                    assertThat(vm.statusProperty().get()).as(what).startsWith("Still in ").contains("cannot express");
                    continue;
                }
                switches++;
                assertThat(vm.parameters().notationProperty().get()).as(what).isEqualTo(n);
                if (!vm.scenarioProperty().get().equals(opened)) {
                    failures.add(what + ": the scenario changed to " + vm.scenarioProperty().get());
                }
                // the panels show exactly the converted scenario: the next edit starts from it, not from a rounding
                Scenario expected = org.dltexplorer.core.model.NotationConversion.convert(opened, n);
                assertThat(vm.fromPanels()).as(what).hasValueSatisfying(p -> {
                    assertThat(p.withStrategy(Strategy.DEFAULT)).isEqualTo(expected.withStrategy(Strategy.DEFAULT));
                    assertThat(effective(p)).isEqualTo(effective(expected));
                });
                assertThat(vm.results().scheduleProperty().get()).as(what).isSameAs(schedule);
                assertThat(vm.history().canUndo()).as(what).isFalse();
                assertThat(vm.dirtyProperty().get()).as(what).isFalse();
                assertThat(runner.submitted()).as(what + ": solved again").isEqualTo(solves);
                Path saved = dir.resolve(entry.file().replace(".json", "-" + n.id() + ".json"));
                dialogs.saveAnswer = saved;
                assertThat(vm.saveAs()).as(what).isTrue();
                if (!Files.readString(saved).equals(converted)) {
                    failures.add(what + ": saved\n" + Files.readString(saved) + "\n   dlt convert\n" + converted);
                }
            }
        }
        assertThat(failures).isEmpty();
        assertThat(switches).isGreaterThanOrEqualTo(gallery.entries().size() * 4);
    }

    @Test
    void lp1KeepsItsPublishedMakespanThroughNotationsSaveAndReopen() throws Exception {
        Gallery gallery = Gallery.bundled();
        GalleryEntry lp1 = gallery.entries().stream().filter(e -> e.file().contains("lp1")).findFirst().orElseThrow();
        RecordingDialogs dialogs = new RecordingDialogs();
        MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, Solvers.standard());
        assertThat(vm.openGallery(gallery, lp1)).isTrue();
        Scenario opened = vm.scenarioProperty().get();
        assertThat(vm.results().scheduleProperty().get().makespan()).isCloseTo(LP1_MAKESPAN, within(1e-6));
        for (Notation n : List.of(Notation.ALPHA_TAU_SIGMA, Notation.W_Z_T, Notation.ACS)) {
            assertThat(vm.showNotation(n)).isTrue();
            // the buffers of the paper (10, 20, 45, 15, 30) stay; before the fix they became 1 and unlimited
            assertThat(vm.scenarioProperty().get().processorOverrides()).isEqualTo(opened.processorOverrides());
            assertThat(vm.history().undoLabelProperty().get()).isEmpty();
            Path saved = dir.resolve("lp1-" + n.id() + ".json");
            dialogs.saveAnswer = saved;
            assertThat(vm.saveAs()).isTrue();
            MainViewModel reopened = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), Solvers.standard());
            assertThat(reopened.openFile(saved)).isTrue();
            assertThat(reopened.parameters().notationProperty().get()).isEqualTo(n);
            assertThat(reopened.results().scheduleProperty().get().makespan()).as(n.id()).isCloseTo(LP1_MAKESPAN, within(1e-6));
        }
    }

    @Test
    void anEditAfterASwitchIsOneStepNamedInTheNotationShown() {
        MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(),
                TestSolvers.chainAndInfeasibleLoop());
        Scenario before = vm.scenarioProperty().get();
        assertThat(vm.showNotation(Notation.ALPHA_TAU_SIGMA)).isTrue();
        vm.parameters().field(org.dltexplorer.app.feature.parameters.Parameter.C).textProperty().set("0.4");
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo("C = 0.4");
        assertThat(vm.scenarioProperty().get().linkDefault().C()).isEqualTo(0.4);
        vm.undo();
        assertThat(vm.scenarioProperty().get()).isEqualTo(before);
        // undo puts the value back; the notation on screen is the user's view and stays
        assertThat(vm.parameters().notationProperty().get()).isEqualTo(Notation.ALPHA_TAU_SIGMA);
        assertThat(vm.parameters().field(org.dltexplorer.app.feature.parameters.Parameter.C).textProperty().get()).isEqualTo("0.2");
    }

    @Test
    void aNotationThatCannotExpressTheScenarioIsRefusedInOneLine() {
        MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(),
                TestSolvers.chainAndInfeasibleLoop());
        vm.parameters().field(org.dltexplorer.app.feature.parameters.Parameter.R).textProperty().set("0.1");
        Scenario withReturns = vm.scenarioProperty().get();
        assertThat(withReturns.linkDefault()).isEqualTo(new LinkParams(0, 0.2, 0.1));
        assertThat(vm.showNotation(Notation.ALPHA_TAU_SIGMA)).isFalse();
        assertThat(vm.statusProperty().get()).startsWith("Still in ACS: the alpha-tau-sigma notation cannot express this scenario (");
        assertThat(vm.parameters().notationProperty().get()).isEqualTo(Notation.ACS);
        assertThat(vm.scenarioProperty().get()).isEqualTo(withReturns);
    }

    /** Every strategy choice as it acts (the panel leaves out a choice equal to the kind's default). */
    private static List<Object> effective(Scenario s) {
        Strategy t = s.strategy();
        return List.of(t.portsFor(s.network().kind()), t.orderOrDefault(), t.layersOrDefault(), t.routingOrDefault(),
                t.scheduleOrDefault(), t.collectOrDefault(), t.loadsOrDefault(), t.installmentsOrDefault(),
                t.originatorComputes());
    }

    /** What {@code dlt convert FILE --notation n} writes, or null when it refuses. */
    private String dltConvert(Path file, Notation n) throws Exception {
        Path out = dir.resolve("convert-" + n.id() + "-" + file.getFileName());
        StringWriter err = new StringWriter();
        int code = DltCommand.execute(new PrintWriter(new StringWriter()), new PrintWriter(err), "convert", file.toString(),
                "--notation", n.id(), "--out", out.toString());
        if (code != DltCommand.EXIT_OK) {
            assertThat(code).as(err.toString()).isEqualTo(DltCommand.EXIT_INVALID_INPUT);
            return null;
        }
        assertThat(new ScenarioReader().read(out)).isNotNull();
        return Files.readString(out);
    }
}
