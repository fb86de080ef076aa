package org.dltexplorer.app.document;

import org.dltexplorer.app.feature.history.ScenarioChange;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationConversion;
import org.dltexplorer.core.model.Scenario;

/**
 * One named edit of the window's scenario, applied by {@link ScenarioDocument#apply}: what it does to a scenario,
 * how the Undo menu names it ("C of link 2 = 3"), and what it did beyond itself, told in the status line.
 */
public sealed interface ScenarioEdit permits ReplaceScenario, SetNetwork, SetParameters, SetPerNodeValues, SetStrategy,
        SetLayout, SetTitle, SetNotes, ResetPerNodeValues, Edits {

    /** The scenario after this edit of {@code s}; {@code s} itself (or an equal one) when it changes nothing. */
    Scenario applyTo(Scenario s);

    /** The change in words for the Undo menu, and the key under which a burst of such edits merges into one step. */
    default ScenarioChange describe(Scenario before, Scenario after) {
        return ScenarioChange.between(inNotation(before, after.notation()), after);
    }

    /** What the edit did beyond itself (values dropped with a switch of kind), for the status line; empty if nothing. */
    default String consequence(Scenario before, Scenario after) {
        return "";
    }

    /**
     * Whether a quick succession of edits on the same key (typing "0.45", a slider drag) merges into one undo step;
     * a command of the menus (reset, a map point) is always a step of its own.
     */
    default boolean merges() {
        return true;
    }

    /**
     * {@code s} in notation {@code n} (what {@code dlt convert} writes): the panels edit the scenario in the notation
     * on screen, so an edit made there applies to the scenario as shown. {@code s} itself when {@code n} cannot
     * express it (the notation switch was refused, and the panels still show {@code s}'s own notation).
     */
    static Scenario inNotation(Scenario s, Notation n) {
        if (s.notation() == n) {
            return s;
        }
        try {
            return NotationConversion.convert(s, n);
        } catch (InvalidScenarioException e) {
            return s;
        }
    }
}
