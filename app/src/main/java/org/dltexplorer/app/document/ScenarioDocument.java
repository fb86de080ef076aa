package org.dltexplorer.app.document;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongSupplier;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;

import org.dltexplorer.app.feature.history.ScenarioChange;
import org.dltexplorer.app.feature.history.ScenarioHistory;
import org.dltexplorer.core.model.Scenario;

/**
 * The window's scenario and everything that belongs to it: the immutable {@link Scenario} (title, notes and layout
 * included), the file it was opened from or saved to, the scenario as last saved (the window is dirty while they
 * differ) and the undo history. It changes only through {@link #apply named edits}, {@link #undo}, {@link #redo}
 * and {@link #open}; each change is announced once as a {@link Revision}, which the panels render, the solve
 * session solves and the recovery copy follows (JabRef's {@code StateManager} plays this part there).
 *
 * <p>An edit that leaves the scenario equal records nothing and announces nothing: a panel that renders the
 * document and sends back what it shows cannot start an echo.
 */
public final class ScenarioDocument {

    /** How the scenario came to be what it is. */
    public enum Cause {
        /** Opened from a file, the gallery, recovery or File › New: a new document, no history. */
        OPENED,
        /** A named edit. */
        EDITED,
        /** Edit › Undo. */
        UNDONE,
        /** Edit › Redo. */
        REDONE
    }

    /**
     * One change of the document's scenario.
     *
     * @param scenario the scenario now
     * @param cause how it came
     * @param edit the edit applied ({@code null} unless {@link Cause#EDITED})
     * @param label the step in words (the Undo menu's, "C = 0.5"); empty when opened
     * @param consequence what the edit did beyond itself (values dropped), empty if nothing
     * @param sequence counts revisions, so that opening an equal scenario again is announced too
     */
    public record Revision(Scenario scenario, Cause cause, ScenarioEdit edit, String label, String consequence, long sequence) {
    }

    private final ScenarioHistory history;
    private final ReadOnlyObjectWrapper<Scenario> scenario = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Revision> revision = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(false);
    /** The scenario as last opened or saved ({@code null}: never saved, any content is unsaved work). */
    private Scenario saved;
    private long sequence;

    public ScenarioDocument(Scenario initial) {
        this(initial, System::currentTimeMillis);
    }

    /** @param clock milliseconds, for tests that control when a burst of edits stops merging */
    public ScenarioDocument(Scenario initial, LongSupplier clock) {
        this.history = new ScenarioHistory(clock);
        Objects.requireNonNull(initial, "initial");
        scenario.set(initial);
        saved = initial;
        revision.set(new Revision(initial, Cause.OPENED, null, "", "", sequence++));
    }

    /**
     * Applies {@code edit}: the result becomes the scenario and one step of the history (merged with the step
     * before when both edit the same parameter in quick succession). Returns whether the scenario changed; an
     * edit that changes nothing records nothing.
     */
    public boolean apply(ScenarioEdit edit) {
        Scenario before = scenario.get();
        Scenario after = edit.applyTo(before);
        if (after.equals(before)) {
            return false;
        }
        ScenarioChange change = edit.describe(before, after);
        if (!edit.merges()) {
            history.seal();
        }
        history.record(before, after, change);
        if (!edit.merges()) {
            history.seal();
        }
        announce(after, Cause.EDITED, edit, change.label(), edit.consequence(before, after));
        return true;
    }

    /** Puts back the scenario before the last step; returns that step in words. */
    public Optional<String> undo() {
        String label = history.undoLabelProperty().get();
        return history.undo().map(s -> {
            announce(s, Cause.UNDONE, null, label, "");
            return label;
        });
    }

    /** Makes the last undone step again; returns it in words. */
    public Optional<String> redo() {
        String label = history.redoLabelProperty().get();
        return history.redo().map(s -> {
            announce(s, Cause.REDONE, null, label, "");
            return label;
        });
    }

    /** The next edit starts a new undo step (focus left a field, a slider was released). */
    public void seal() {
        history.seal();
    }

    /** Opens {@code s} from {@code from} ({@code null}: no file yet): a new document, saved as it is, no history. */
    public void open(Scenario s, Path from) {
        history.clear();
        file.set(from);
        saved = s;
        announce(s, Cause.OPENED, null, "", "");
    }

    /**
     * Opens a copy a crashed window left behind: {@code s} as unsaved changes to {@code origin}, compared with
     * {@code onDisk} (the file as it is now; {@code null} when never saved or gone, so any content is unsaved).
     */
    public void recover(Scenario s, Path origin, Scenario onDisk) {
        history.clear();
        file.set(origin);
        saved = onDisk;
        announce(s, Cause.OPENED, null, "", "");
    }

    /** The scenario was written to {@code p}: it is the file now, and nothing is unsaved. */
    public void markSaved(Path p) {
        file.set(p);
        saved = scenario.get();
        dirty.set(false);
    }

    private void announce(Scenario s, Cause cause, ScenarioEdit edit, String label, String consequence) {
        scenario.set(s);
        dirty.set(!s.equals(saved));
        revision.set(new Revision(s, cause, edit, label, consequence, sequence++));
    }

    public Scenario scenario() {
        return scenario.get();
    }

    public ReadOnlyObjectProperty<Scenario> scenarioProperty() {
        return scenario.getReadOnlyProperty();
    }

    /** Each change of the scenario, once, with its cause: what the panels, the solve and the recovery copy follow. */
    public ReadOnlyObjectProperty<Revision> revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Path> fileProperty() {
        return file.getReadOnlyProperty();
    }

    /** Whether the scenario differs from the one last opened or saved. */
    public ReadOnlyBooleanProperty dirtyProperty() {
        return dirty.getReadOnlyProperty();
    }

    /** The step the next undo takes back, in words; empty when there is none. */
    public ReadOnlyStringProperty undoLabelProperty() {
        return history.undoLabelProperty();
    }

    /** The step the next redo makes again, in words; empty when there is none. */
    public ReadOnlyStringProperty redoLabelProperty() {
        return history.redoLabelProperty();
    }

    /** The history, to read (its labels, whether a step can be undone); only the document changes it. */
    public ScenarioHistory history() {
        return history;
    }
}
