package org.dltexplorer.app.document;

import org.dltexplorer.core.model.Layout;
import org.dltexplorer.core.model.Scenario;

/**
 * Node positions of a drawn network moved in the editor: part of the scenario (its layout), saved and undone,
 * though no solver reads it.
 *
 * @param layout the positions
 */
public record SetLayout(Layout layout) implements ScenarioEdit {

    @Override
    public Scenario applyTo(Scenario s) {
        return s.withLayout(layout.restrictedTo(id -> id < s.network().processorCount()));
    }
}
