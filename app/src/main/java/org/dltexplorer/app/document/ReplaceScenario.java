package org.dltexplorer.app.document;

import java.util.Objects;

import org.dltexplorer.app.feature.history.ScenarioChange;
import org.dltexplorer.core.model.Scenario;

/**
 * Makes {@code scenario} the window's scenario as one undoable step named {@code label} (a point of a map picked,
 * a variant of a comparison taken over). Opening a file is not an edit: see {@link ScenarioDocument#open}.
 *
 * @param scenario the new scenario
 * @param label the step in words for the Undo menu ("map point V = 10, S = 2")
 */
public record ReplaceScenario(Scenario scenario, String label) implements ScenarioEdit {

    public ReplaceScenario {
        Objects.requireNonNull(scenario, "scenario");
        label = label == null || label.isBlank() ? "scenario replaced" : label;
    }

    @Override
    public Scenario applyTo(Scenario s) {
        return scenario;
    }

    @Override
    public ScenarioChange describe(Scenario before, Scenario after) {
        return new ScenarioChange("replace", label);
    }

    @Override
    public boolean merges() {
        return false;
    }
}
