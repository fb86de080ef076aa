package org.dltexplorer.app.document;

import java.util.List;

import org.dltexplorer.app.feature.history.ScenarioChange;
import org.dltexplorer.core.model.Scenario;

/**
 * Several edits made by one gesture (a size change that also moves the defaults), applied in order as one step.
 *
 * @param edits the edits, in the order they apply
 */
public record Edits(List<ScenarioEdit> edits) implements ScenarioEdit {

    public Edits {
        edits = List.copyOf(edits);
    }

    @Override
    public Scenario applyTo(Scenario s) {
        Scenario out = s;
        for (ScenarioEdit e : edits) {
            out = e.applyTo(out);
        }
        return out;
    }

    @Override
    public ScenarioChange describe(Scenario before, Scenario after) {
        return !before.network().equals(after.network())
                ? ScenarioChange.ofNetwork(before.network(), after.network())
                : ScenarioEdit.super.describe(before, after);
    }

    @Override
    public String consequence(Scenario before, Scenario after) {
        Scenario at = before;
        StringBuilder out = new StringBuilder();
        for (ScenarioEdit e : edits) {
            Scenario next = e.applyTo(at);
            String c = e.consequence(at, next);
            if (!c.isEmpty()) {
                out.append(out.length() == 0 ? "" : "; ").append(c);
            }
            at = next;
        }
        return out.toString();
    }
}
