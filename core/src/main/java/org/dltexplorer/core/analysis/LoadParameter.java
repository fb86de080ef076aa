package org.dltexplorer.core.analysis;

import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Scenario;

/** {@code V}, the total load (Błażewicz & Drozdowski 1997, §2.1). */
record LoadParameter() implements ScenarioParameter {

    static final String NAME = "V";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean integer() {
        return false;
    }

    @Override
    public void check(Scenario s) {
        // every scenario has a load
    }

    @Override
    public double current(Scenario s) {
        return s.load();
    }

    @Override
    public ParameterChange apply(Scenario s, double value) {
        try {
            return ParameterChange.of(s.withLoad(value));
        } catch (InvalidScenarioException ex) {
            throw new InvalidScenarioException(NAME, ex.problem());
        }
    }
}
