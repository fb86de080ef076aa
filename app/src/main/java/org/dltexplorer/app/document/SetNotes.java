package org.dltexplorer.app.document;

import org.dltexplorer.core.model.Scenario;

/**
 * The scenario's notes: free text saved with it. Typing merges into one step.
 *
 * @param notes the notes; {@code null} for none
 */
public record SetNotes(String notes) implements ScenarioEdit {

    public SetNotes {
        notes = notes == null ? "" : notes;
    }

    @Override
    public Scenario applyTo(Scenario s) {
        return s.withNotes(notes);
    }
}
