package org.dltexplorer.app.feature.parameters;

import javafx.beans.binding.BooleanBinding;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

import org.controlsfx.control.SegmentedButton;
import org.controlsfx.validation.Severity;
import org.controlsfx.validation.ValidationResult;
import org.controlsfx.validation.ValidationSupport;
import org.controlsfx.validation.Validator;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Collect;
import org.dltexplorer.core.model.KaryLoads;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Routing;

/**
 * The parameter panel: notation switch, one slider + exact field per parameter, memory toggle, strategy choices and
 * the search time limit.
 */
public final class ParametersView extends VBox {

    private final ParametersViewModel vm;
    private final SearchTimeLimit timeLimit;
    private final ValidationSupport validation = new ValidationSupport();

    public ParametersView(ParametersViewModel vm) {
        this(vm, new SearchTimeLimit());
    }

    public ParametersView(ParametersViewModel vm, SearchTimeLimit timeLimit) {
        this.vm = vm;
        this.timeLimit = timeLimit;
        getStyleClass().add("parameters-view");
        setSpacing(8);
        setPadding(new Insets(8));
        Label heading = new Label("Parameters");
        heading.getStyleClass().add("heading");

        GridPane grid = new GridPane();
        grid.setHgap(6);
        grid.setVgap(2);
        int row = 0;
        for (Parameter p : new Parameter[] {Parameter.TCP, Parameter.TCM, Parameter.TSOL, Parameter.S, Parameter.C, Parameter.A,
            Parameter.V, Parameter.R, Parameter.B}) {
            row = addField(grid, row, vm.field(p));
            if (p == Parameter.R) {
                CheckBox unlimited = new CheckBox("unlimited memory");
                unlimited.setId("unlimitedMemory");
                unlimited.selectedProperty().bindBidirectional(vm.unlimitedMemoryProperty());
                unlimited.setTooltip(new Tooltip("When ticked, processors hold any amount of load (B = ∞)"));
                grid.add(unlimited, 0, row++, 4, 1);
            }
        }
        Label error = new Label();
        error.setId("parametersError");
        error.getStyleClass().add("field-error");
        error.setWrapText(true);
        error.textProperty().bind(vm.errorProperty());
        error.visibleProperty().bind(vm.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());

        getChildren().addAll(heading, notation(), grid, error, strategy());
    }

    private Node notation() {
        SegmentedButton buttons = new SegmentedButton();
        buttons.setId("notation");
        for (Notation n : Notation.values()) {
            javafx.scene.control.ToggleButton b = new javafx.scene.control.ToggleButton(notationLabel(n));
            b.setId("notation-" + n.name().toLowerCase(java.util.Locale.ROOT));
            b.setUserData(n);
            b.setSelected(vm.notationProperty().get() == n);
            buttons.getButtons().add(b);
        }
        buttons.getToggleGroup().selectedToggleProperty().addListener((o, a, t) -> {
            if (t == null) {
                a.setSelected(true);
            } else if (t.getUserData() != vm.notationProperty().get()) {
                vm.chooseNotation((Notation) t.getUserData());
                // refused (the notation cannot express the scenario): the button of the notation shown stays on
                selectNotation(buttons, vm.notationProperty().get());
            }
        });
        // one selectToggle, not a deselect-all first: an empty group in between would ask for the old notation again
        vm.notationProperty().addListener((o, a, n) -> selectNotation(buttons, n));
        Label l = new Label("Notation");
        HBox box = new HBox(6, l, buttons);
        box.setAlignment(Pos.CENTER_LEFT);
        Tooltip.install(box, new Tooltip("Relabels every parameter: Drozdowski's A/C/S, α/τ/σ (Błażewicz et al. 1999) or w/z/T (Błażewicz & Drozdowski (1997), Ko & Robertazzi (2003))"));
        return box;
    }

    private static void selectNotation(SegmentedButton buttons, Notation n) {
        buttons.getButtons().stream().filter(b -> b.getUserData() == n).findFirst()
                .ifPresent(b -> buttons.getToggleGroup().selectToggle(b));
    }

    public static String notationLabel(Notation n) {
        switch (n) {
            case ALPHA_TAU_SIGMA: return "α / τ / σ";
            case W_Z_T: return "w / z / T";
            default: return "A / C / S";
        }
    }

    private int addField(GridPane grid, int row, ParameterField f) {
        String id = f.parameter().name();
        Label label = new Label();
        label.setId("label-" + id);
        label.textProperty().bind(f.labelProperty());
        label.getStyleClass().add("param-label");
        Slider slider = new Slider(ParameterField.MIN_EXPONENT, ParameterField.MAX_EXPONENT, f.sliderProperty().get());
        slider.setId("slider-" + id);
        slider.minProperty().bind(f.sliderMinProperty());
        slider.maxProperty().bind(f.sliderMaxProperty());
        slider.valueProperty().bindBidirectional(f.sliderProperty());
        // the window (×/÷100 around the value) re-centres once the user lets go
        slider.setOnMouseReleased(e -> f.recentre());
        slider.focusedProperty().addListener((o, a, on) -> {
            if (!on) {
                f.recentre();
            }
        });
        // drags are relative and 10× finer with Shift (SliderGesture); a press on the track still jumps there
        double[] lastX = new double[1];
        slider.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> lastX[0] = e.getX());
        slider.addEventFilter(MouseEvent.MOUSE_DRAGGED, e -> {
            Node track = slider.lookup(".track");
            double length = track != null ? track.getLayoutBounds().getWidth() : slider.getWidth();
            f.drag(e.getX() - lastX[0], length, e.isShiftDown());
            lastX[0] = e.getX();
            e.consume();
        });
        slider.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.LEFT || e.getCode() == KeyCode.RIGHT) {
                f.step(e.getCode() == KeyCode.LEFT ? -1 : 1, e.isShiftDown());
                e.consume();
            }
        });
        slider.setPrefWidth(130);
        slider.setMinWidth(80);
        slider.setMajorTickUnit(1);
        slider.setShowTickMarks(true);
        slider.setBlockIncrement(0.1);
        TextField field = new TextField();
        field.setId("field-" + id);
        field.setPrefColumnCount(7);
        field.textProperty().bindBidirectional(f.textProperty());
        Label unit = new Label();
        unit.textProperty().bind(f.unitProperty());
        unit.getStyleClass().add("unit");
        unit.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        Label error = new Label();
        error.setId("error-" + id);
        error.getStyleClass().add("field-error");
        error.textProperty().bind(f.errorProperty());
        error.visibleProperty().bind(f.errorProperty().isNotNull());
        error.managedProperty().bind(error.visibleProperty());
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(f.helpProperty());
        tip.setWrapText(true);
        tip.setMaxWidth(320);
        label.setTooltip(tip);
        field.setTooltip(tip);
        Tooltip sliderTip = new Tooltip();
        sliderTip.textProperty().bind(f.sliderHelpProperty());
        sliderTip.setWrapText(true);
        sliderTip.setMaxWidth(320);
        slider.setTooltip(sliderTip);
        validation.registerValidator(field, false, (Validator<String>) (c, v) ->
                ValidationResult.fromMessageIf(c, f.errorProperty().get(), Severity.ERROR, f.errorProperty().get() != null));
        f.errorProperty().addListener(x -> validation.revalidate(field));
        if (f.parameter() == Parameter.B) {
            slider.disableProperty().bind(vm.unlimitedMemoryProperty());
            field.disableProperty().bind(vm.unlimitedMemoryProperty());
        }
        if (f.parameter() == Parameter.V) {
            // a deadline scenario has no load: the answer is the most load by the deadline (the note says so)
            slider.disableProperty().bind(vm.byDeadlineProperty());
            field.disableProperty().bind(vm.byDeadlineProperty());
        }
        if (f.parameter() == Parameter.R) {
            // in w/z/T, R = z·Tsol follows from z and Tsol
            BooleanBinding derived = vm.notationProperty().isEqualTo(Notation.W_Z_T);
            slider.disableProperty().bind(derived);
            field.disableProperty().bind(derived);
        }
        field.promptTextProperty().bind(f.promptProperty());
        Label note = new Label();
        note.setId("note-" + id);
        note.getStyleClass().add("param-note");
        note.setWrapText(true);
        note.textProperty().bind(f.noteProperty());
        note.visibleProperty().bind(f.noteProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());
        grid.add(label, 0, row, 3, 1);
        grid.add(slider, 0, row + 1);
        grid.add(field, 1, row + 1);
        grid.add(unit, 2, row + 1);
        grid.add(error, 0, row + 2, 3, 1);
        grid.add(note, 0, row + 3, 3, 1);
        GridPane.setHgrow(slider, Priority.ALWAYS);
        if (f.parameter().taskConstant()) {
            // Tcp, Tcm, Tsol exist only in the w/z/T notation
            BooleanBinding shown = vm.notationProperty().isEqualTo(Notation.W_Z_T);
            for (Node n : new Node[] {label, slider, field, unit}) {
                n.visibleProperty().bind(shown);
                n.managedProperty().bind(shown);
            }
            error.visibleProperty().unbind();
            error.visibleProperty().bind(shown.and(f.errorProperty().isNotNull()));
        }
        return row + 4;
    }

    /** Ko & Robertazzi (2003) do not say whether a node may collect while it still sends; both readings, in words. */
    static final String COLLECT_HELP = "When a tree node may take in its children's reports (Ko & Robertazzi (2003) leave it open).\n"
            + "After last send: a node first sends every child its load, then collects the reports. "
            + "The paper's Tables 1 and 2 are computed this way.\n"
            + "While sending: a node may take in a report on one link while it still sends on another. "
            + "The paper's eq. (41) assumes this; at L = K = 4 it gives 31.64 % instead of 27.03 %.";

    /** What the two sources of multi-installment loads are. */
    static final String LOADS_HELP = "Where the multi-installment (MOS) loads come from.\n"
            + "Paper's closed form: the loads of Ko & Robertazzi (2003), eqs. (57)-(88), played out as a schedule "
            + "(none where they come out negative, e.g. L = K = 4).\n"
            + "Optimised (LP): the best loads for the same message order, found by a linear program; "
            + "on the paper's Table 2 up to 5 % shorter than with the paper's loads (it can take minutes above 100 processors).";

    private Node strategy() {
        Label heading = new Label("Strategy");
        heading.getStyleClass().add("heading");
        VBox box = new VBox(4, heading,
                choice("ports", "Ports", vm.choices().portsProperty(), vm.choices().portsApply(), "one port: a node sends to one neighbour at a time; all: on every link at once",
                        Ports.values(), p -> p == Ports.ONE ? "one port" : "all ports"),
                choice("order", "Activation order", vm.choices().orderProperty(), vm.choices().orderApplies(), "order in which workers receive their load",
                        new ActivationOrder.Rule[] {ActivationOrder.Rule.GIVEN, ActivationOrder.Rule.OPTIMAL, ActivationOrder.Rule.HEURISTIC},
                        r -> r.id()),
                choice("installments", "Installments", vm.choices().installmentsProperty(), vm.choices().installmentsApply(),
                        "most messages each worker receives (one port, no memory limit, no returns); more start computing "
                                + "earlier but each pays its startup S",
                        new Integer[] {1, 2, 3, 4, 5, 6}, n -> n == 1 ? "1 (single)" : "up to " + n),
                numberField("budget", "Budget", vm.choices().budget(), vm.choices().budgetApplies(), BUDGET_HELP),
                numberField("deadline", "Deadline", vm.choices().deadline(), vm.choices().deadlineApplies(), DEADLINE_HELP),
                computeWhileReceiving(),
                choice("layers", "Layers", vm.choices().layersProperty(), vm.choices().layersApply(), "NLF: nearest layers compute first; LLF: largest layers first (Drozdowski 2009, §7.2.3)",
                        LayerOrder.values(), l -> l == LayerOrder.NLF ? "NLF (nearest first)" : "LLF (largest first)"),
                choice("routing", "Routing", vm.choices().routingProperty(), vm.choices().routingApplies(), "hypercube scattering: store-and-forward (7.30) or circuit-switched (7.32)",
                        Routing.values(), Routing::id),
                choice("policy", "K-ary policy", vm.choices().karyPolicyProperty(), vm.choices().karyApplies(), "Ko & Robertazzi (2003): equal division (EDS), sequential optimal (SOS), multi-installment (MOS)",
                        KaryPolicy.values(), p -> p == KaryPolicy.EQUAL ? "EDS (equal)" : p == KaryPolicy.SEQUENTIAL ? "SOS (sequential)" : "MOS (multi-installment)"),
                choice("collect", "Collect reports", vm.choices().collectProperty(), vm.choices().karyApplies(), COLLECT_HELP,
                        Collect.values(), c -> c == Collect.AFTER_SENDS ? "after last send" : "while sending"),
                choice("loads", "MOS loads", vm.choices().karyLoadsProperty(), vm.choices().karyLoadsApply(), LOADS_HELP,
                        KaryLoads.values(), l -> l == KaryLoads.CLOSED_FORM ? "paper's closed form" : "optimised (LP)"));
        CheckBox computes = new CheckBox("originator computes");
        computes.setId("originatorComputes");
        computes.selectedProperty().bindBidirectional(vm.choices().originatorComputesProperty());
        computes.setTooltip(new Tooltip("Whether the processor holding the load also computes part of it"));
        box.getChildren().addAll(computes, timeLimitField());
        return box;
    }

    static final String BUDGET_HELP = "The most money the computation may cost: the shortest makespan whose cost, the sum over"
            + " processors of fixedCost (if it computes) + cost × its load, stays within it (Sohn, Robertazzi & Luryi (1998))."
            + " Set cost and fixedCost per processor in the network panel. Empty: no budget.";
    static final String DEADLINE_HELP = "Asks the opposite question: the most load finished by this time, instead of the"
            + " time for a given load; the load field is then not used and the results give the load. Empty: no deadline.";
    static final String COMPUTE_WHILE_RECEIVING_HELP = "With more than one installment: when off, a worker stops computing"
            + " while it receives one of its own messages and resumes after (a processor without a front end). With one"
            + " installment a worker receives before it computes, so it changes nothing there.";

    /** A strategy number that may be left empty (budget, deadline): a field with its error under it. */
    private Node numberField(String id, String text, StrategyNumberField f, BooleanBinding applies, String help) {
        TextField field = new TextField();
        field.setId("strategy-" + id);
        field.setPromptText("none");
        field.setPrefColumnCount(7);
        field.textProperty().bindBidirectional(f.textProperty());
        Tooltip tip = new Tooltip(help);
        tip.setWrapText(true);
        tip.setMaxWidth(420);
        field.setTooltip(tip);
        Label l = new Label(text);
        l.setMinWidth(110);
        l.setLabelFor(field);
        l.setTooltip(tip);
        HBox row = new HBox(6, l, field);
        row.setAlignment(Pos.CENTER_LEFT);
        Label error = new Label();
        error.setId("strategy-" + id + "-error");
        error.getStyleClass().add("field-error");
        error.setWrapText(true);
        error.textProperty().bind(f.errorProperty());
        error.visibleProperty().bind(f.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        validation.registerValidator(field, false, (Validator<String>) (c, v) ->
                ValidationResult.fromMessageIf(c, f.errorProperty().get(), Severity.ERROR, !f.errorProperty().get().isEmpty()));
        f.errorProperty().addListener(x -> validation.revalidate(field));
        VBox box = new VBox(2, row, error);
        box.visibleProperty().bind(applies);
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }

    /** Star, installments > 1: whether a worker computes while it receives (greyed with one installment). */
    private Node computeWhileReceiving() {
        CheckBox box = new CheckBox("workers compute while receiving");
        box.setId("strategy-computeWhileReceiving");
        box.selectedProperty().bindBidirectional(vm.choices().computeWhileReceivingProperty());
        Tooltip tip = new Tooltip(COMPUTE_WHILE_RECEIVING_HELP);
        tip.setWrapText(true);
        tip.setMaxWidth(420);
        box.setTooltip(tip);
        box.disableProperty().bind(vm.choices().computeWhileReceivingMatters().not());
        box.visibleProperty().bind(vm.choices().computeWhileReceivingApplies());
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }

    /** The exact searches' time limit: not part of the scenario, so it sits apart from the choices above. */
    private Node timeLimitField() {
        TextField field = new TextField();
        field.setId("searchTimeLimit");
        field.setPromptText("none");
        field.setPrefColumnCount(6);
        field.textProperty().bindBidirectional(timeLimit.textProperty());
        field.setTooltip(new Tooltip("Exact searches (optimal orders, spanning trees) stop after this long and answer their "
                + "best schedule with a proven bound, e.g. 30s, 2m, 500ms; empty: no limit (Cancel still stops them). "
                + "Kept for the next session, not saved in the scenario."));
        Label l = new Label("Search time limit");
        l.setMinWidth(110);
        l.setLabelFor(field);
        HBox row = new HBox(6, l, field);
        row.setAlignment(Pos.CENTER_LEFT);
        Label error = new Label();
        error.setId("searchTimeLimitError");
        error.getStyleClass().add("field-error");
        error.setWrapText(true);
        error.textProperty().bind(timeLimit.errorProperty());
        error.visibleProperty().bind(timeLimit.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        return new VBox(2, row, error);
    }

    private <T> Node choice(String id, String text, javafx.beans.property.ObjectProperty<T> property, BooleanBinding applies, String help,
            T[] values, java.util.function.Function<T, String> name) {
        ComboBox<T> combo = new ComboBox<>();
        combo.setId("strategy-" + id);
        combo.getItems().setAll(values);
        combo.setConverter(new StringConverter<>() {
            @Override
            public String toString(T t) {
                return t == null ? "" : name.apply(t);
            }

            @Override
            public T fromString(String s) {
                return null;
            }
        });
        combo.valueProperty().bindBidirectional(property);
        Tooltip tip = new Tooltip(help);
        tip.setWrapText(true);
        tip.setMaxWidth(460);
        combo.setTooltip(tip);
        Label l = new Label(text);
        l.setMinWidth(110);
        HBox box = new HBox(6, l, combo);
        box.setAlignment(Pos.CENTER_LEFT);
        box.visibleProperty().bind(applies);
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }

    public ValidationSupport validation() {
        return validation;
    }
}
