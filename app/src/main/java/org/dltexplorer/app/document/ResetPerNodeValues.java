package org.dltexplorer.app.document;

import java.util.Map;

import org.dltexplorer.app.feature.history.ScenarioChange;
import org.dltexplorer.core.model.Scenario;

/** Removes every per-processor and per-link value: all nodes take the defaults again. One undo step. */
public record ResetPerNodeValues() implements ScenarioEdit {

    @Override
    public Scenario applyTo(Scenario s) {
        return s.withProcessorOverrides(Map.of()).withLinkOverrides(Map.of());
    }

    @Override
    public ScenarioChange describe(Scenario before, Scenario after) {
        return new ScenarioChange("reset", "reset " + count(before) + " per-node values");
    }

    @Override
    public String consequence(Scenario before, Scenario after) {
        int n = count(before);
        return "Reset " + n + (n == 1 ? " per-node value" : " per-node values") + " to the defaults";
    }

    @Override
    public boolean merges() {
        return false;
    }

    private static int count(Scenario s) {
        return s.processorOverrides().size() + s.linkOverrides().size();
    }
}
