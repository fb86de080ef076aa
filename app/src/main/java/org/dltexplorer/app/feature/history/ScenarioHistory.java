package org.dltexplorer.app.feature.history;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.function.LongSupplier;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import org.dltexplorer.core.model.Scenario;

/**
 * Undo and redo as a history of immutable scenario states. Each step holds the state before and after one change
 * and the change in words. Changes to the same parameter in quick succession (a slider drag, typing "0.45" key by
 * key) merge into one step until {@link #seal()} is called (focus left the field, the mouse was released) or
 * {@link #MERGE_MILLIS} pass without a change.
 */
public final class ScenarioHistory {

    /** Longest pause between two changes of one parameter that still merge into one step. */
    public static final long MERGE_MILLIS = 1200;

    /** Steps kept; the oldest are forgotten beyond it. */
    public static final int LIMIT = 500;

    private record Step(Scenario before, Scenario after, ScenarioChange change, long lastMillis) {
    }

    private final Deque<Step> undo = new ArrayDeque<>();
    private final Deque<Step> redo = new ArrayDeque<>();
    private final LongSupplier clock;
    private final ReadOnlyStringWrapper undoLabel = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper redoLabel = new ReadOnlyStringWrapper("");
    private boolean sealed = true;

    public ScenarioHistory() {
        this(System::currentTimeMillis);
    }

    /** @param clock milliseconds, for tests that control the merge window */
    public ScenarioHistory(LongSupplier clock) {
        this.clock = clock;
    }

    /** Records a change made by the user; clears the redo steps. */
    public void record(Scenario before, Scenario after) {
        if (before != null && after != null) {
            record(before, after, ScenarioChange.between(before, after));
        }
    }

    /** Records a change the caller names (an action such as "reset per-node values"). */
    public void record(Scenario before, Scenario after, ScenarioChange change) {
        if (before == null || after == null || before.equals(after)) {
            return;
        }
        long now = clock.getAsLong();
        Step top = undo.peek();
        if (!sealed && top != null && top.change().key().equals(change.key()) && now - top.lastMillis() <= MERGE_MILLIS) {
            undo.pop();
            if (!top.before().equals(after)) {
                undo.push(new Step(top.before(), after, ScenarioChange.between(top.before(), after), now));
            }
        } else {
            undo.push(new Step(before, after, change, now));
            while (undo.size() > LIMIT) {
                undo.removeLast();
            }
        }
        sealed = false;
        redo.clear();
        labels();
    }

    /** The next change starts a new step. */
    public void seal() {
        sealed = true;
    }

    /** The state before the last step, which moves to the redo list. */
    public Optional<Scenario> undo() {
        Step s = undo.poll();
        if (s == null) {
            return Optional.empty();
        }
        redo.push(s);
        sealed = true;
        labels();
        return Optional.of(s.before());
    }

    /** The state after the last undone step. */
    public Optional<Scenario> redo() {
        Step s = redo.poll();
        if (s == null) {
            return Optional.empty();
        }
        undo.push(s);
        sealed = true;
        labels();
        return Optional.of(s.after());
    }

    /** Forgets every step (another scenario was opened). */
    public void clear() {
        undo.clear();
        redo.clear();
        sealed = true;
        labels();
    }

    private void labels() {
        undoLabel.set(undo.isEmpty() ? "" : undo.peek().change().label());
        redoLabel.set(redo.isEmpty() ? "" : redo.peek().change().label());
    }

    /** The change the next undo takes back, in words; empty when there is none. */
    public ReadOnlyStringProperty undoLabelProperty() {
        return undoLabel.getReadOnlyProperty();
    }

    /** The change the next redo makes again, in words; empty when there is none. */
    public ReadOnlyStringProperty redoLabelProperty() {
        return redoLabel.getReadOnlyProperty();
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }
}
