package org.dltexplorer.app.document;

import org.dltexplorer.core.model.Scenario;

/**
 * The scenario's title (the window title, charts, exports and saved files name it). Typing merges into one step.
 *
 * @param title the title; {@code null} for none
 */
public record SetTitle(String title) implements ScenarioEdit {

    public SetTitle {
        title = title == null ? "" : title;
    }

    @Override
    public Scenario applyTo(Scenario s) {
        return s.withTitle(title);
    }
}
