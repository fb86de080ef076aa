package org.dltexplorer.app.shell;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import org.dltexplorer.app.document.Edits;
import org.dltexplorer.app.document.ScenarioDocument;
import org.dltexplorer.app.document.ScenarioEdit;
import org.dltexplorer.app.document.SetLayout;
import org.dltexplorer.app.document.SetNetwork;
import org.dltexplorer.app.document.SetNotes;
import org.dltexplorer.app.document.SetParameters;
import org.dltexplorer.app.document.SetPerNodeValues;
import org.dltexplorer.app.document.SetStrategy;
import org.dltexplorer.app.document.SetTitle;
import org.dltexplorer.app.feature.network.CustomGraph;
import org.dltexplorer.app.feature.network.EditorLayout;
import org.dltexplorer.app.feature.network.NetworkViewModel;
import org.dltexplorer.app.feature.parameters.ParametersViewModel;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Layout;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationConversion;
import org.dltexplorer.core.model.Scenario;

/**
 * The network and parameter panels as views of the {@link ScenarioDocument}: a revision of the document is
 * rendered into them (in the notation on screen), and what the user changes in them is sent back as named edits
 * ({@link SetNetwork}, {@link SetParameters}, {@link SetPerNodeValues}, {@link SetStrategy}, {@link SetLayout}).
 * The notation is a view: switching it renders the same scenario converted, without an edit.
 *
 * <p>The panels still keep their own copies of the values (a field's text while it is typed, the network's sizes),
 * and rendering a scenario into them passes through intermediate states (the network set, its per-node values not
 * yet): those are not the user's edits, so the panels are not read while they are being rendered.
 */
final class ScenarioPanels {

    private final ScenarioDocument document;
    private final NetworkViewModel network;
    private final ParametersViewModel parameters;
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    /** The document's scenario as the panels show it (the notation on screen, default choices left out). */
    private Scenario shown;
    /** Set while a revision is rendered into the panels: their intermediate states are not edits. */
    private boolean rendering;
    /** The edit the panels sent last: its revision is what they already show. */
    private ScenarioEdit sent;
    private Runnable unchanged = () -> { };

    /** What the panels show before any scenario was rendered into them (the window's first scenario). */
    static Scenario initial(NetworkViewModel network, ParametersViewModel parameters) {
        ParametersViewModel.Inputs in = parameters.inputsProperty().get();
        Network n = network.networkProperty().get();
        return new Scenario("", parameters.notationProperty().get(), in.units(), n, in.load(), in.processor(),
                network.processorOverridesProperty().get(), in.link(), network.linkOverridesProperty().get(), in.strategy());
    }

    ScenarioPanels(ScenarioDocument document, NetworkViewModel network, ParametersViewModel parameters) {
        this.document = document;
        this.shown = document.scenario();
        this.network = network;
        this.parameters = parameters;
        parameters.kindProperty().bind(network.kindProperty());
        network.perNode().notationProperty().bind(parameters.notationProperty()); // the editor names values as the panel
        parameters.processorOverridesProperty().bindBidirectional(network.processorOverridesProperty());
        parameters.linkOverridesProperty().bindBidirectional(network.linkOverridesProperty());
        parameters.inputsProperty().addListener((o, a, in) -> {
            if (in != null) {
                network.perNode().processorDefaultProperty().set(in.processor());
                network.perNode().linkDefaultProperty().set(in.link());
                network.perNode().unitsProperty().set(in.units());
            }
        });
        if (parameters.inputsProperty().get() != null) {
            network.perNode().processorDefaultProperty().set(parameters.inputsProperty().get().processor());
            network.perNode().linkDefaultProperty().set(parameters.inputsProperty().get().link());
            network.perNode().unitsProperty().set(parameters.inputsProperty().get().units());
        }
        parameters.inputsProperty().addListener(x -> read());
        parameters.errorProperty().addListener(x -> read());
        network.networkProperty().addListener(x -> read());
        network.errorProperty().addListener(x -> read());
        network.processorOverridesProperty().addListener(x -> read());
        network.linkOverridesProperty().addListener(x -> read());
        // a drawn network's node positions are part of the scenario (its layout): a move is an edit
        network.customGraphProperty().addListener(x -> read());
        // the hover cards count load as the notation shown does (w/z/T: shares of the whole load)
        document.scenarioProperty().addListener(x -> showLoadScale());
        parameters.notationProperty().addListener(x -> showLoadScale());
    }

    /** Tells the per-node cards how the notation shown counts the solved scenario's load (V = 100 reads 1 in w/z/T). */
    private void showLoadScale() {
        Scenario solved = document.scenario();
        double v = solved.load();
        boolean scaled = solved.notation() != notation() && v > 0 && Double.isFinite(v);
        network.perNode().loadScaleProperty().set(scaled ? ScenarioFiles.inNotation(solved, notation()).load() / v : 1);
    }

    /** Called when the panels were read and show the document's scenario unchanged (fields valid again, …). */
    void onUnchanged(Runnable r) {
        unchanged = r;
    }

    /** Why the panels' fields make no scenario now ("Invalid input: …"); empty while they do. */
    ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** The notation on screen. */
    Notation notation() {
        return parameters.notationProperty().get();
    }

    /** Reads the panels: when they show something other than the document's scenario, that is the user's edit. */
    private void read() {
        if (rendering) {
            return;
        }
        String why = whyNoScenario();
        if (!why.isEmpty()) {
            problem.set(why);
            return;
        }
        Optional<Scenario> now = fromPanels();
        if (now.isEmpty()) {
            return;
        }
        Scenario s = now.get();
        if (s.equals(shown)) {
            problem.set("");
            unchanged.run();
            return;
        }
        Scenario before = shown;
        shown = s;
        Optional<ScenarioEdit> edit = before == null ? Optional.empty() : edit(before, s);
        problem.set("");
        if (edit.isPresent()) {
            sent = edit.get();
            document.apply(sent);
        }
    }

    /** What is wrong with the panels' fields, as the banner says it; empty when they make a scenario. */
    private String whyNoScenario() {
        String paramError = parameters.errorProperty().get();
        if (!paramError.isEmpty()) {
            return "Invalid input: " + paramError + ". Fix the marked field; the last valid result stays on screen.";
        }
        String netError = network.errorProperty().get();
        if (!netError.isEmpty()) {
            return "Invalid network: " + netError;
        }
        Network n = network.networkProperty().get();
        ParametersViewModel.Inputs in = parameters.inputsProperty().get();
        if (n != null && in != null) {
            try {
                assemble(n, in);
            } catch (InvalidScenarioException e) {
                return "Invalid scenario: " + e.getMessage();
            }
        }
        return "";
    }

    /**
     * The edit that turns what the panels showed ({@code before}) into what they show now: one command per part
     * changed, several when one gesture changed several parts.
     */
    static Optional<ScenarioEdit> edit(Scenario before, Scenario now) {
        List<ScenarioEdit> edits = new ArrayList<>();
        Notation n = now.notation();
        if (!before.network().equals(now.network())) {
            edits.add(new SetNetwork(n, now.network(), now.strategy(), now.layout()));
        } else {
            if (!before.strategy().equals(now.strategy())) {
                edits.add(new SetStrategy(n, now.strategy()));
            }
            if (!before.layout().equals(now.layout())) {
                edits.add(new SetLayout(now.layout()));
            }
        }
        if (before.notation() != n || !before.units().equals(now.units()) || Double.compare(before.load(), now.load()) != 0
                || !before.processorDefault().equals(now.processorDefault()) || !before.linkDefault().equals(now.linkDefault())) {
            edits.add(new SetParameters(n, now.units(), now.processorDefault(), now.linkDefault(), now.load()));
        }
        if (!before.processorOverrides().equals(now.processorOverrides()) || !before.linkOverrides().equals(now.linkOverrides())) {
            edits.add(new SetPerNodeValues(n, now.processorOverrides(), now.linkOverrides()));
        }
        return edits.isEmpty() ? Optional.empty() : Optional.of(edits.size() == 1 ? edits.get(0) : new Edits(edits));
    }

    /** The scenario the panels show now, with the document's title and notes, when their fields are valid. */
    Optional<Scenario> fromPanels() {
        Network n = network.networkProperty().get();
        ParametersViewModel.Inputs in = parameters.inputsProperty().get();
        if (n == null || in == null || !parameters.errorProperty().get().isEmpty() || !network.errorProperty().get().isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(assemble(n, in));
        } catch (InvalidScenarioException e) {
            return Optional.empty();
        }
    }

    private Scenario assemble(Network n, ParametersViewModel.Inputs in) {
        Scenario doc = document.scenario();
        // per-node values that name no processor or link of the network on screen (the kind or size just changed)
        // are not part of what the panels show: the edit drops them, and the status line says how many
        return new Scenario(doc.title(), parameters.notationProperty().get(), in.units(), n, in.load(),
                in.processor(), within(network.processorOverridesProperty().get(), id -> n.explicit() && id >= 0 && id < n.processorCount()),
                in.link(), within(network.linkOverridesProperty().get(), id -> n.explicit() && n.hasLink(id)),
                in.strategy(), doc.notes(), layout(n, doc.layout()));
    }

    private static <T> Map<Integer, T> within(Map<Integer, T> values, java.util.function.IntPredicate applies) {
        Map<Integer, T> kept = new java.util.TreeMap<>();
        values.forEach((id, v) -> {
            if (applies.test(id)) {
                kept.put(id, v);
            }
        });
        return kept.size() == values.size() ? values : kept;
    }

    /** A drawn network's layout is the drawing on screen; any other keeps the document's, within its processors. */
    private Layout layout(Network n, Layout kept) {
        CustomGraph drawn = network.customGraphProperty().get();
        if (n instanceof Graph && network.kindProperty().get() == NetworkKind.GRAPH && drawn.size() == n.processorCount()) {
            return EditorLayout.of(drawn);
        }
        return kept.restrictedTo(id -> id < n.processorCount());
    }

    /**
     * Renders a revision of the document: an opened scenario in its own notation, any other in the notation on
     * screen. A revision of the edit the panels just sent is not rendered again unless the document did more than
     * the panels show (per-node values dropped with a switch of kind).
     */
    void render(ScenarioDocument.Revision r) {
        if (r.edit() instanceof SetTitle || r.edit() instanceof SetNotes) {
            shown = fromPanels().orElse(shown); // no panel shows them: nothing to render
            return;
        }
        if (r.edit() != null && r.edit() == sent) {
            sent = null;
            Scenario view = ScenarioFiles.inNotation(r.scenario(), notation());
            if (view.processorOverrides().equals(network.processorOverridesProperty().get())
                    && view.linkOverrides().equals(network.linkOverridesProperty().get())) {
                shown = fromPanels().orElse(shown);
                return;
            }
        }
        Scenario view = r.cause() == ScenarioDocument.Cause.OPENED ? r.scenario() : ScenarioFiles.inNotation(r.scenario(), notation());
        show(view);
    }

    private void show(Scenario view) {
        rendering = true;
        try {
            showInPanels(view, network.customGraphProperty().get());
        } finally {
            rendering = false;
        }
        problem.set(whyNoScenario()); // says what is wrong when the panels cannot show it
        shown = fromPanels().orElse(view);
    }

    /** The answer to a notation switch: whether the panels show the new notation, and the status line's words. */
    record NotationSwitch(boolean shown, String status) {
    }

    /**
     * View › Notation and the panel's notation buttons: shows the same scenario in notation {@code n}, as
     * {@code dlt convert} writes it. No edit, no undo step, no solve, no change of the dirty state; a notation that
     * cannot express the scenario (results returned in α/τ/σ, …) is refused.
     */
    NotationSwitch showNotation(Notation n) {
        Notation current = notation();
        if (n == current) {
            return new NotationSwitch(true, "");
        }
        if (!parameters.errorProperty().get().isEmpty() || !network.errorProperty().get().isEmpty()) {
            return new NotationSwitch(false, "Fix the marked fields before switching the notation");
        }
        Optional<String> why;
        Scenario view = null;
        try {
            view = NotationConversion.convert(document.scenario(), n);
            why = ScenarioFiles.whyNotWritable(view);
        } catch (InvalidScenarioException e) {
            why = Optional.of(e.getMessage());
        }
        if (why.isPresent()) {
            return new NotationSwitch(false, "Still in " + current.id() + ": the " + n.id()
                    + " notation cannot express this scenario (" + why.get() + ")");
        }
        show(view);
        return new NotationSwitch(true, "Shown in the " + n.id() + " notation (the same scenario; Save writes it so)");
    }

    private void showInPanels(Scenario s, CustomGraph positions) {
        network.processorOverridesProperty().set(Map.of());
        network.linkOverridesProperty().set(Map.of());
        network.load(s.network(), s.network() instanceof Graph g && !s.layout().isEmpty()
                ? EditorLayout.drawing(g, s.layout()) : positions);
        parameters.load(s.processorDefault(), s.linkDefault(), s.load(), s.strategy(), s.notation(), s.units());
        network.processorOverridesProperty().set(s.processorOverrides());
        network.linkOverridesProperty().set(s.linkOverrides());
    }
}
