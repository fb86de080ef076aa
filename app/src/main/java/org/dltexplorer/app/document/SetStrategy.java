package org.dltexplorer.app.document;

import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;

/**
 * The scheduling choices of the parameter panel (ports, activation order, installments, layers, routing, the K-ary
 * policy, whether the originator computes).
 *
 * @param notation the notation the panels show
 * @param strategy the choices
 */
public record SetStrategy(Notation notation, Strategy strategy) implements ScenarioEdit {

    @Override
    public Scenario applyTo(Scenario s) {
        return ScenarioEdit.inNotation(s, notation).withStrategy(strategy);
    }
}
