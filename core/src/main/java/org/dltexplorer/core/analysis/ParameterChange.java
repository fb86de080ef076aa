package org.dltexplorer.core.analysis;

import org.dltexplorer.core.model.Scenario;

/**
 * A scenario after one parameter changed, with what else had to move.
 *
 * @param scenario the changed scenario
 * @param note what moved besides the parameter (a chain's originator: {@code originator at processor 2 of 0..5 (5 of
 *        0..10 in the scenario)}); empty when nothing did
 */
public record ParameterChange(Scenario scenario, String note) {

    public ParameterChange {
        note = note == null ? "" : note;
    }

    /** A change that moved nothing else. */
    public static ParameterChange of(Scenario scenario) {
        return new ParameterChange(scenario, "");
    }

    /** This change followed by {@code next} (applied to this change's scenario): the notes joined by "; ". */
    public ParameterChange then(ParameterChange next) {
        return new ParameterChange(next.scenario, note.isEmpty() ? next.note : next.note.isEmpty() ? note : note + "; " + next.note);
    }
}
