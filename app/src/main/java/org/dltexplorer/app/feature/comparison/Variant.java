package org.dltexplorer.app.feature.comparison;

import java.util.function.UnaryOperator;

import org.dltexplorer.core.model.Scenario;

/**
 * One side of a comparison: the scenario on screen with one choice changed.
 *
 * @param name what the table and the chart call it
 * @param change turns the scenario on screen into this variant's scenario
 */
public record Variant(String name, UnaryOperator<Scenario> change) {

    public Scenario apply(Scenario s) {
        return change.apply(s);
    }
}
