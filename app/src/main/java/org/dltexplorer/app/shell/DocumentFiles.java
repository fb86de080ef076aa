package org.dltexplorer.app.shell;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.dltexplorer.app.document.ScenarioDocument;
import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.app.gallery.GalleryEntry;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;

/**
 * File › New, Open, Open Recent, Save, Save As, the gallery, crash recovery and closing, on the window's
 * {@link ScenarioDocument}: opening makes a new document, saving marks it saved, and while it is dirty a copy is kept
 * for crash recovery.
 */
final class DocumentFiles {

    private final ScenarioDocument document;
    private final DialogService dialogs;
    private final RecentFiles recent;
    private final RecoveryStore recovery;
    private final Supplier<Notation> notationOnScreen;
    private final Supplier<String> fieldsProblem;
    private final Consumer<String> status;
    private final ScenarioFiles files = new ScenarioFiles();
    /** The last reason a save had to change notation, so it is told once per reason rather than on every save. */
    private String toldNotationChange = "";

    /**
     * @param notationOnScreen the notation the panels show (a save writes the scenario in it, as dlt convert does)
     * @param fieldsProblem what is wrong with the parameter fields, empty when nothing (nothing is saved then)
     * @param status the status line
     */
    DocumentFiles(ScenarioDocument document, DialogService dialogs, RecentFiles recent, RecoveryStore recovery,
            Supplier<Notation> notationOnScreen, Supplier<String> fieldsProblem, Consumer<String> status) {
        this.document = document;
        this.dialogs = dialogs;
        this.recent = recent;
        this.recovery = recovery;
        this.notationOnScreen = notationOnScreen;
        this.fieldsProblem = fieldsProblem;
        this.status = status;
        document.revisionProperty().addListener((o, a, r) -> keepRecoveryCopy());
        keepRecoveryCopy();
    }

    /** A copy of unsaved work is kept for crash recovery; none while the scenario is saved. */
    private void keepRecoveryCopy() {
        if (document.dirtyProperty().get()) {
            recovery.scheduleSave(document.scenario(), document.fileProperty().get());
        } else {
            recovery.clear();
        }
    }

    /** Starts a new scenario (after asking about unsaved changes). */
    void newScenario() {
        if (confirmDiscard()) {
            document.open(Scenario.uniform(new Chain(6, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.2)), null);
        }
    }

    /** File › Open: asks for a file (after asking about unsaved changes) and opens it. */
    void open() {
        if (confirmDiscard()) {
            dialogs.chooseFileToOpen(directory()).ifPresent(this::openFile);
        }
    }

    void openRecent(Path path) {
        if (confirmDiscard()) {
            openFile(path);
        }
    }

    /** Opens {@code path} without asking about unsaved changes. */
    boolean openFile(Path path) {
        Scenario s;
        String cannot = "Cannot open " + path.getFileName();
        try {
            s = files.read(path);
        } catch (NoSuchFileException e) {
            recent.remove(path);
            dialogs.showError(cannot, "The file no longer exists: " + path);
            return false;
        } catch (IOException e) {
            dialogs.showError(cannot, "Could not read the file: " + e.getMessage());
            return false;
        } catch (InvalidScenarioException e) {
            dialogs.showError(cannot, e.messageIn(String.valueOf(path.getFileName())));
            return false;
        } catch (IllegalArgumentException e) {
            dialogs.showError(cannot, e.getMessage());
            return false;
        }
        document.open(s, path);
        recent.add(path);
        return true;
    }

    /** Gallery: opens a bundled paper scenario (after asking about unsaved changes); it has no file yet. */
    boolean openGallery(Gallery gallery, GalleryEntry entry) {
        if (!confirmDiscard()) {
            return false;
        }
        Scenario s;
        try {
            s = new ScenarioReader().read(gallery.text(entry));
        } catch (IllegalArgumentException e) {
            dialogs.showError("Cannot open " + entry.title(), e.getMessage());
            return false;
        }
        document.open(s, null);
        return true;
    }

    /** File › Save; returns whether the scenario was written. */
    boolean save() {
        Path file = document.fileProperty().get();
        return file == null ? saveAs() : writeTo(file);
    }

    /** File › Save As; returns whether the scenario was written. */
    boolean saveAs() {
        Path file = document.fileProperty().get();
        String name = file == null ? ScenarioFiles.suggestedName(document.scenario().title()) : file.getFileName().toString();
        Optional<Path> target = dialogs.chooseFileToSave(directory(), name);
        if (target.isEmpty()) {
            return false;
        }
        Path p = target.get();
        if (!p.getFileName().toString().contains(".")) {
            p = p.resolveSibling(p.getFileName() + ".json");
        }
        return writeTo(p);
    }

    private boolean writeTo(Path p) {
        if (!fieldsProblem.get().isEmpty()) {
            dialogs.showError("Cannot save", "Fix the marked fields first: " + fieldsProblem.get());
            return false;
        }
        // written in the notation on screen, as dlt convert writes it (the scenario itself is the same)
        Scenario view = ScenarioFiles.inNotation(document.scenario(), notationOnScreen.get());
        ScenarioFiles.Written w;
        try {
            w = files.write(view, p);
        } catch (IOException e) {
            cannotSave(p, ScenarioFiles.reason(e));
            return false;
        } catch (RuntimeException e) {
            cannotSave(p, e.getMessage() == null ? e.toString() : e.getMessage());
            return false;
        }
        document.markSaved(p);
        recovery.clear();
        recent.add(p);
        if (w.changedNotation()) {
            status.accept("Saved " + p.getFileName() + " in ACS notation (" + view.notation().id() + " cannot express it)");
            if (!w.notationChange().equals(toldNotationChange)) {
                toldNotationChange = w.notationChange();
                dialogs.showInformation("Saved " + p.getFileName() + " in ACS",
                        "Saved in the ACS notation: " + w.notationChange() + ". The values are the same; the window keeps "
                                + "showing the " + view.notation().id() + " notation.");
            }
        } else {
            status.accept("Saved " + p.getFileName());
        }
        return true;
    }

    private void cannotSave(Path p, String reason) {
        status.accept("Not saved: " + p.getFileName());
        dialogs.showError("Cannot save " + p.getFileName(), "Could not write " + p.toAbsolutePath() + ": " + reason
                + ".\nThe scenario is still open: choose another place with File › Save As.");
    }

    /**
     * Offers the copy a crashed window left behind (at start-up): restored, it opens as unsaved changes to its
     * file; either way the copy is then removed.
     */
    void offerRecovery() {
        Optional<RecoveryStore.Orphan> o = recovery.orphan();
        if (o.isEmpty()) {
            return;
        }
        RecoveryStore.Orphan orphan = o.get();
        String what = orphan.origin() == null ? "an unsaved scenario" : orphan.origin().getFileName().toString();
        String when = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").format(orphan.written().atZone(ZoneId.systemDefault()));
        if (dialogs.confirm("Recover unsaved work?", "DLT Explorer closed without saving changes to " + what
                + " (last edit " + when + "). Restore them?")) {
            // compared with the file as it is on disk; never saved (or gone), any content counts as unsaved work
            document.recover(orphan.scenario(), orphan.origin(), orphan.origin() == null ? null : readQuietly(orphan.origin()));
            status.accept("Recovered unsaved changes" + (orphan.origin() == null ? "" : " to " + what));
        }
        recovery.discard(orphan);
    }

    private Scenario readQuietly(Path p) {
        try {
            return files.read(p);
        } catch (IOException | IllegalArgumentException e) {
            return null;
        }
    }

    /** Whether the window may close: asks to save unsaved changes; closing removes the recovery copy. */
    boolean canClose() {
        boolean close = confirmDiscard();
        if (close) {
            recovery.clear();
        }
        return close;
    }

    private boolean confirmDiscard() {
        if (!document.dirtyProperty().get()) {
            return true;
        }
        Path file = document.fileProperty().get();
        String name = file == null ? "This scenario" : file.getFileName().toString();
        switch (dialogs.askUnsaved(name + " has unsaved changes. Save them?")) {
            case SAVE:
                return save();
            case DISCARD:
                return true;
            default:
                return false;
        }
    }

    private Path directory() {
        Path file = document.fileProperty().get();
        return file == null ? null : file.toAbsolutePath().getParent();
    }
}
