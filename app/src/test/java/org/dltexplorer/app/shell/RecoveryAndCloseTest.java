package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The recovery copy after a crash, and the three answers of the unsaved-changes question. */
class RecoveryAndCloseTest {

    /** A process id no running process has (ids are far smaller), standing for a window that crashed. */
    private static final long CRASHED = Long.MAX_VALUE - 7;

    @TempDir
    Path dir;

    private final RecordingDialogs dialogs = new RecordingDialogs();

    private MainViewModel window(RecoveryStore store) {
        return new MainViewModel(new CurrentThreadTaskRunner(), dialogs, TestSolvers.chainAndInfeasibleLoop(),
                RecentFiles.inMemory(), store);
    }

    @Test
    void aCrashedWindowsCopyIsOfferedAndRestoredAsUnsavedWork() throws Exception {
        Path folder = dir.resolve("recovery");
        Path file = dir.resolve("mine.json");
        MainViewModel first = window(new RecoveryStore(folder, CRASHED));
        first.network().processorsProperty().set(9);
        dialogs.saveAnswer = file;
        assertThat(first.save()).isTrue();
        assertThat(folder.resolve("recovery-" + CRASHED + ".json")).doesNotExist(); // saved: nothing to recover
        first.parameters().field(Parameter.C).textProperty().set("0.45");
        Scenario unsaved = first.scenarioProperty().get();
        new RecoveryStore(folder, CRASHED).saveNow(unsaved, file); // what the debounced writer does
        // ... and the window crashes: no canClose()

        MainViewModel next = window(new RecoveryStore(folder, ProcessHandle.current().pid()));
        dialogs.shown.clear();
        dialogs.confirmAnswer = true;
        next.offerRecovery();
        assertThat(dialogs.shown).singleElement().asString()
                .startsWith("confirm: Recover unsaved work?: DLT Explorer closed without saving changes to mine.json");
        assertThat(next.scenarioProperty().get()).isEqualTo(unsaved);
        assertThat(next.fileProperty().get()).isEqualTo(file.toAbsolutePath());
        assertThat(next.dirtyProperty().get()).isTrue();
        assertThat(next.titleProperty().get()).endsWith("mine.json *");
        assertThat(new ScenarioReader().read(file).network().processorCount()).isEqualTo(9);
        // offered once
        dialogs.shown.clear();
        window(new RecoveryStore(folder, ProcessHandle.current().pid())).offerRecovery();
        assertThat(dialogs.shown).isEmpty();
    }

    @Test
    void aDeclinedCopyIsRemovedAndTheWindowStaysAsItWas() throws Exception {
        Path folder = dir.resolve("recovery");
        MainViewModel first = window(new RecoveryStore(folder, CRASHED));
        first.network().kindProperty().set(NetworkKind.STAR);
        new RecoveryStore(folder, CRASHED).saveNow(first.scenarioProperty().get(), null);
        MainViewModel next = window(new RecoveryStore(folder, ProcessHandle.current().pid()));
        dialogs.confirmAnswer = false;
        next.offerRecovery();
        assertThat(next.network().kindProperty().get()).isEqualTo(NetworkKind.CHAIN);
        assertThat(next.dirtyProperty().get()).isFalse();
        try (var list = Files.list(folder)) {
            assertThat(list).isEmpty();
        }
    }

    @Test
    void closingCleanlyRemovesTheCopy() throws Exception {
        Path folder = dir.resolve("recovery");
        RecoveryStore store = new RecoveryStore(folder, 4242);
        MainViewModel vm = window(store);
        vm.network().processorsProperty().set(8);
        store.saveNow(vm.scenarioProperty().get(), null);
        dialogs.unsavedAnswer = DialogService.UnsavedChoice.DISCARD;
        assertThat(vm.canClose()).isTrue();
        try (var list = Files.list(folder)) {
            assertThat(list).isEmpty();
        }
    }

    @Test
    void saveDontSaveAndCancelEachDoWhatTheySay() throws Exception {
        MainViewModel vm = window(RecoveryStore.disabled());
        vm.network().processorsProperty().set(8);
        Path other = dir.resolve("other.json");
        new org.dltexplorer.core.io.ScenarioWriter().write(Scenario.uniform(new org.dltexplorer.core.model.Star(3), 1,
                org.dltexplorer.core.model.ProcessorParams.of(1), org.dltexplorer.core.model.LinkParams.of(0, 0.1)), other);

        // Cancel: nothing opened, nothing written, the edit stays
        dialogs.unsavedAnswer = DialogService.UnsavedChoice.CANCEL;
        vm.openRecent(other);
        assertThat(vm.network().processorsProperty().get()).isEqualTo(8);
        assertThat(vm.dirtyProperty().get()).isTrue();

        // Save, but the save dialog is cancelled: the other file is not opened either
        dialogs.unsavedAnswer = DialogService.UnsavedChoice.SAVE;
        dialogs.saveAnswer = null;
        vm.openRecent(other);
        assertThat(vm.network().kindProperty().get()).isEqualTo(NetworkKind.CHAIN);

        // Save: written, then the other file opens
        dialogs.saveAnswer = dir.resolve("eight.json");
        vm.openRecent(other);
        assertThat(new ScenarioReader().read(dir.resolve("eight.json")).network().processorCount()).isEqualTo(8);
        assertThat(vm.network().kindProperty().get()).isEqualTo(NetworkKind.STAR);
        assertThat(vm.dirtyProperty().get()).isFalse();

        // Don't save: the edit is dropped, the file on disk is untouched
        vm.network().workersProperty().set(5);
        dialogs.unsavedAnswer = DialogService.UnsavedChoice.DISCARD;
        vm.openRecent(dir.resolve("eight.json"));
        assertThat(vm.network().kindProperty().get()).isEqualTo(NetworkKind.CHAIN);
        assertThat(new ScenarioReader().read(other).network().processorCount()).isEqualTo(4);
        assertThat(vm.recentFiles().files()).contains(dir.resolve("eight.json").toAbsolutePath().normalize(),
                other.toAbsolutePath().normalize());
    }
}
