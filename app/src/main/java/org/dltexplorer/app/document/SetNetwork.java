package org.dltexplorer.app.document;

import org.dltexplorer.app.feature.history.ScenarioChange;
import org.dltexplorer.core.model.Layout;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;

/**
 * The network panel chose another kind or size (or drew another graph): the scenario takes the network, the
 * strategy the panel shows for it and the drawing's layout. Per-node values that name no processor or link of the
 * new network are dropped, and a title written for another kind ("Chain with the originator in the middle…") is
 * dropped rather than left naming another network; {@link #consequence} says so and Undo brings both back.
 *
 * @param notation the notation the panels show
 * @param network the new network
 * @param strategy the scheduling choices shown for it
 * @param layout where the editor draws its processors ({@link Layout#NONE} when it does not)
 */
public record SetNetwork(Notation notation, Network network, Strategy strategy, Layout layout) implements ScenarioEdit {

    @Override
    public Scenario applyTo(Scenario s) {
        Scenario in = ScenarioEdit.inNotation(s, notation);
        Scenario next = in.withNetwork(network).withStrategy(strategy)
                .withLayout(layout.restrictedTo(id -> id < network.processorCount()));
        return in.network().kind() == network.kind() ? next : next.withTitle("");
    }

    @Override
    public ScenarioChange describe(Scenario before, Scenario after) {
        if (before.network().equals(after.network())) {
            return ScenarioEdit.super.describe(before, after);
        }
        return ScenarioChange.ofNetwork(before.network(), after.network());
    }

    @Override
    public String consequence(Scenario before, Scenario after) {
        int dropped = before.processorOverrides().size() + before.linkOverrides().size()
                - after.processorOverrides().size() - after.linkOverrides().size();
        String values = dropped <= 0 ? "" : dropped + (dropped == 1 ? " per-node value no longer applies" : " per-node values no longer apply")
                + " to the " + network.kind().id() + " and " + (dropped == 1 ? "was" : "were") + " dropped (Undo brings "
                + (dropped == 1 ? "it" : "them") + " back)";
        if (before.title().isBlank() || !after.title().isBlank()) {
            return values;
        }
        String title = "the title \"" + before.title().strip() + "\" named the " + before.network().kind().id()
                + " and was dropped (Undo brings it back)";
        return values.isEmpty() ? Character.toUpperCase(title.charAt(0)) + title.substring(1) : values + "; " + title;
    }
}
