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
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;

/**
 * The network and parameter panels as views of the {@link ScenarioDocument}: a revision of the document is
 * rendered into them (in the notation on screen), and what the user changes in them is sent back as named edits
 * ({@link SetNetwork}, {@link SetParameters}, {@link SetPerNodeValues}, {@link SetStrategy}, {@link SetLayout}).
 * The notation is a view: switching it renders the same scenario converted, without an edit.
 *
 * <p>Each part of the panels is compared with the document's value for it, on its own: the network panel's network
 * and drawing, the parameter panel's inputs, the per-node values. A part that shows the document's value sends
 * nothing, one that differs sends the edit of that part only. Rendering puts each part's value in at once (the
 * parameter panel takes its inputs whole, then its controls show them), so a part never shows a mix of two
 * scenarios; the parts rendered earlier and later do not matter to a part, which is why rendering needs no flag
 * telling the listeners to look away.
 */
final class ScenarioPanels {

    private final ScenarioDocument document;
    private final NetworkViewModel network;
    private final ParametersViewModel parameters;
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private Runnable unchanged = () -> { };
    /** The document's scenario in the notation on screen, for {@link #viewOf} and {@link #viewIn} (a conversion writes the file). */
    private Scenario view;
    private Scenario viewOf;
    private Notation viewIn;
    /**
     * The drawing's layout as last rendered ({@code null}: no drawn network): a drawn network the panel placed on a
     * circle, for a scenario without a layout, is not the user's move.
     */
    private Layout renderedDrawing;

    /** What the panels show before any scenario was rendered into them (the window's first scenario). */
    static Scenario initial(NetworkViewModel network, ParametersViewModel parameters) {
        ParametersViewModel.Inputs in = parameters.inputsProperty().get();
        Network n = network.networkProperty().get();
        return new Scenario("", parameters.notationProperty().get(), in.units(), n, in.load(), in.processor(),
                network.processorOverridesProperty().get(), in.link(), network.linkOverridesProperty().get(), in.strategy());
    }

    ScenarioPanels(ScenarioDocument document, NetworkViewModel network, ParametersViewModel parameters) {
        this.document = document;
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
        parameters.inputsProperty().addListener(x -> readParameters());
        parameters.errorProperty().addListener(x -> readParameters());
        network.networkProperty().addListener(x -> readNetwork());
        network.errorProperty().addListener(x -> readNetwork());
        // a drawn network's node positions are part of the scenario (its layout): a move is an edit
        network.customGraphProperty().addListener(x -> readNetwork());
        network.processorOverridesProperty().addListener(x -> readPerNode(false));
        network.linkOverridesProperty().addListener(x -> readPerNode(true));
        renderedDrawing = drawnLayout(network.networkProperty().get());
        // the hover cards count load as the notation shown does (w/z/T: shares of the whole load)
        document.scenarioProperty().addListener(x -> showLoadScale());
        parameters.notationProperty().addListener(x -> showLoadScale());
    }

    /** Tells the per-node cards how the notation shown counts the solved scenario's load (V = 100 reads 1 in w/z/T). */
    private void showLoadScale() {
        Scenario solved = document.scenario();
        double v = solved.load();
        boolean scaled = solved.notation() != notation() && v > 0 && Double.isFinite(v);
        network.perNode().loadScaleProperty().set(scaled ? view().load() / v : 1);
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

    /** The document's scenario as the panels show it: in the notation on screen where that can express it. */
    private Scenario view() {
        Scenario s = document.scenario();
        if (s != viewOf || notation() != viewIn) {
            view = ScenarioFiles.inNotation(s, notation());
            viewOf = s;
            viewIn = notation();
        }
        return view;
    }

    // ---- what the user changes: each part compared with the document's value for it ----------------------------

    /** The parameter panel: its defaults, load and task constants, and its choices for the kind the document has. */
    private void readParameters() {
        if (blocked()) {
            return;
        }
        Scenario v = view();
        ParametersViewModel.Inputs in = parameters.inputsProperty().get();
        List<ScenarioEdit> edits = new ArrayList<>();
        if (!showsDefaults(in, v)) {
            edits.add(new SetParameters(notation(), in.units(), in.processor(), in.link(), in.load()));
        }
        // choices made for another kind belong to the switch of kind, which the network panel sends
        if (parameters.kindProperty().get() == v.network().kind() && !sameChoices(in.strategy(), v.strategy(), v.network().kind())) {
            edits.add(new SetStrategy(notation(), in.strategy()));
        }
        send(edits);
    }

    /** The network panel's network (with the parameter panel's choices for its kind) and a drawn network's layout. */
    private void readNetwork() {
        if (blocked()) {
            return;
        }
        Scenario v = view();
        Network n = network.networkProperty().get();
        Layout drawn = layout(n, v.layout());
        if (!n.equals(v.network())) {
            send(List.of(new SetNetwork(notation(), n, parameters.strategyFor(n.kind()), drawn)));
        } else if (!drawn.equals(v.layout()) && !java.util.Objects.equals(drawnLayout(n), renderedDrawing)) {
            send(List.of(new SetLayout(drawn)));
        } else {
            send(List.of());
        }
    }

    /**
     * The per-node editor's values of single processors, or of single links ({@code links}): each map on its own,
     * as the editor sets one at a time.
     */
    private void readPerNode(boolean links) {
        if (blocked()) {
            return;
        }
        Scenario v = view();
        Map<Integer, ProcessorParams> processors = network.processorOverridesProperty().get();
        Map<Integer, LinkParams> linkValues = network.linkOverridesProperty().get();
        boolean same = links ? linkValues.equals(v.linkOverrides()) : processors.equals(v.processorOverrides());
        send(same ? List.of() : List.of(links ? new SetPerNodeValues(notation(), v.processorOverrides(), linkValues)
                : new SetPerNodeValues(notation(), processors, v.linkOverrides())));
    }

    /** Whether a field is invalid: the banner says which, and nothing is sent until it is fixed. */
    private boolean blocked() {
        String why = whyNoScenario();
        if (!why.isEmpty()) {
            problem.set(why);
        }
        return !why.isEmpty();
    }

    /** Applies the edits of a part as one step; with none, the part shows the document's scenario (again). */
    private void send(List<ScenarioEdit> edits) {
        if (edits.isEmpty()) {
            if (!problem.get().isEmpty()) {
                problem.set("");
                unchanged.run();
            }
            return;
        }
        ScenarioEdit edit = edits.size() == 1 ? edits.get(0) : new Edits(edits);
        try {
            edit.applyTo(document.scenario());
        } catch (InvalidScenarioException e) {
            problem.set("Invalid scenario: " + e.getMessage());
            return;
        }
        problem.set("");
        document.apply(edit);
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
        return "";
    }

    /** Whether the inputs' defaults, load and task constants are those of {@code v}. */
    private static boolean showsDefaults(ParametersViewModel.Inputs in, Scenario v) {
        return in.units().equals(v.units()) && Double.compare(in.load(), v.load()) == 0
                && in.processor().equals(v.processorDefault()) && in.link().equals(v.linkDefault());
    }

    /**
     * Whether two strategies choose the same for a network of kind {@code k}: a file may write a choice equal to the
     * default ({@code "ports": "one"} on a star), which the panel leaves out; that is the same choice, no edit.
     */
    static boolean sameChoices(Strategy a, Strategy b, NetworkKind k) {
        return choices(a, k).equals(choices(b, k));
    }

    private static List<Object> choices(Strategy s, NetworkKind k) {
        return java.util.Arrays.asList(s.portsFor(k), s.orderOrDefault(), s.layersOrDefault(), s.routingOrDefault(),
                s.scheduleOrDefault(), s.collectOrDefault(), s.loadsOrDefault(), s.installmentsOrDefault(), s.originatorComputes(),
                s.budget(), s.deadline(), s.computeWhileReceivingOrDefault());
    }

    /** The scenario the panels show now, with the document's title and notes, when their fields are valid. */
    Optional<Scenario> fromPanels() {
        Network n = network.networkProperty().get();
        ParametersViewModel.Inputs in = parameters.inputsProperty().get();
        if (n == null || in == null || !whyNoScenario().isEmpty()) {
            return Optional.empty();
        }
        Scenario doc = document.scenario();
        try {
            return Optional.of(new Scenario(doc.title(), notation(), in.units(), n, in.load(), in.processor(),
                    network.processorOverridesProperty().get(), in.link(), network.linkOverridesProperty().get(),
                    in.strategy(), doc.notes(), layout(n, doc.layout())));
        } catch (InvalidScenarioException e) {
            return Optional.empty();
        }
    }

    /** A drawn network's layout is the drawing on screen; any other keeps the document's, within its processors. */
    private Layout layout(Network n, Layout kept) {
        Layout drawn = drawnLayout(n);
        return drawn != null ? drawn : kept.restrictedTo(id -> id < n.processorCount());
    }

    /** The drawing's layout while it draws network {@code n}; {@code null} for a network that is not drawn. */
    private Layout drawnLayout(Network n) {
        CustomGraph drawn = network.customGraphProperty().get();
        if (n instanceof Graph && network.kindProperty().get() == NetworkKind.GRAPH && drawn.size() == n.processorCount()) {
            return EditorLayout.of(drawn);
        }
        return null;
    }

    // ---- rendering the document ---------------------------------------------------------------------------------

    /**
     * Renders a revision of the document: an opened scenario in its own notation, any other in the notation on
     * screen. An edit's revision puts in only the parts that differ from what the panels show (the per-node values
     * a switch of kind dropped, a map point), so the part the user is typing in is left as typed.
     */
    void render(ScenarioDocument.Revision r) {
        if (r.edit() instanceof SetTitle || r.edit() instanceof SetNotes) {
            return; // no panel shows them
        }
        Scenario v = r.cause() == ScenarioDocument.Cause.OPENED ? r.scenario() : ScenarioFiles.inNotation(r.scenario(), notation());
        show(v, r.cause() != ScenarioDocument.Cause.EDITED);
    }

    /**
     * Puts scenario {@code v} into the panels: {@code whole}, or only the parts that differ. The parameter panel
     * comes first, so the kind the network panel then shows finds its choices already there; the per-node values
     * last, once the network they name is shown.
     */
    private void show(Scenario v, boolean whole) {
        Network n = v.network();
        ParametersViewModel.Inputs in = parameters.inputsProperty().get();
        if (whole || parameters.notationProperty().get() != v.notation() || in == null || !showsDefaults(in, v)
                || !sameChoices(in.strategy(), v.strategy(), n.kind()) || !parameters.errorProperty().get().isEmpty()) {
            parameters.load(v.processorDefault(), v.linkDefault(), v.load(), v.strategy(), v.notation(), v.units(), n.kind());
        }
        if (whole || !n.equals(network.networkProperty().get()) || !network.errorProperty().get().isEmpty()) {
            network.load(n, n instanceof Graph g && !v.layout().isEmpty()
                    ? EditorLayout.drawing(g, v.layout()) : network.customGraphProperty().get());
        }
        network.processorOverridesProperty().set(v.processorOverrides());
        network.linkOverridesProperty().set(v.linkOverrides());
        renderedDrawing = drawnLayout(n);
        problem.set(whyNoScenario()); // says what is wrong when the panels cannot show it
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
        if (!whyNoScenario().isEmpty()) {
            return new NotationSwitch(false, "Fix the marked fields before switching the notation");
        }
        Optional<String> why;
        Scenario v = null;
        try {
            v = NotationConversion.convert(document.scenario(), n);
            why = ScenarioFiles.whyNotWritable(v);
        } catch (InvalidScenarioException e) {
            why = Optional.of(e.getMessage());
        }
        if (why.isPresent()) {
            return new NotationSwitch(false, "Still in " + current.id() + ": the " + n.id()
                    + " notation cannot express this scenario (" + why.get() + ")");
        }
        show(v, true);
        return new NotationSwitch(true, "Shown in the " + n.id() + " notation (the same scenario; Save writes it so)");
    }
}
