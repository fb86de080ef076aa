package org.dltexplorer.app.feature.history;

import org.dltexplorer.core.model.Scenario;

/** Makes a whole scenario the window's scenario as one undo step with a name ("map point V = 10, C = 0.2"). */
@FunctionalInterface
public interface ScenarioEditor {

    void edit(Scenario next, ScenarioChange change);
}
