package org.dltexplorer.app.feature.parameters;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.StrategyKey;

/**
 * The parameter panel's state: one {@link ParameterField} per scalar, the memory toggle, the notation and the
 * scheduling choices ({@link StrategyChoices}). {@link #inputsProperty()} carries the last valid combination; while
 * any field is invalid it keeps the previous one and {@link #errorProperty()} names the fields at fault.
 *
 * <p>The inputs change on the user's own changes (a field typed or dragged, a choice made, the memory toggle) and
 * when a scenario is shown ({@link #load}), which makes them the scenario's at once; a control then showing what the
 * inputs say is no change, so showing a scenario never passes through a mix of two.
 */
public final class ParametersViewModel {

    /** What the solver receives from this panel; {@code units} are the w/z/T task constants (standard otherwise). */
    public record Inputs(ProcessorParams processor, LinkParams link, double load, Strategy strategy, NotationUnits units) {
    }

    /** Under the load field while a deadline is set: why it is out of use. */
    public static final String DEADLINE_NOTE = "not used: with a deadline there is no load to give — the answer is the most"
            + " load finished by the deadline";

    /** Prompt of the buffer field while processors have buffers of their own. */
    public static final String VARYING_PROMPT = "varies per node — edit a node, or type a value to set all";

    private final ObjectProperty<Notation> notation = new SimpleObjectProperty<>(Notation.ACS);
    private java.util.function.Consumer<Notation> notationChoice = notation::set;
    private final Map<Parameter, ParameterField> fields = new EnumMap<>(Parameter.class);
    private final BooleanProperty unlimitedMemory = new SimpleBooleanProperty(true);
    private final ObjectProperty<NetworkKind> kind = new SimpleObjectProperty<>(NetworkKind.CHAIN);
    /** The scheduling choices, for the kind in {@link #kindProperty()}. */
    private final StrategyChoices choices = new StrategyChoices(kind, this::update);
    /**
     * The default processor's terms beyond the papers' models (release, F, cost, fixedCost): the panel has no field for
     * them (the per-node editor has), so they are carried through its edits unchanged, like an explicit order.
     */
    private ProcessorParams carriedTerms = ProcessorParams.of(1);
    private final ReadOnlyObjectWrapper<Inputs> inputs = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ObjectProperty<Map<Integer, ProcessorParams>> processorOverrides = new SimpleObjectProperty<>(Map.of());
    private final ObjectProperty<Map<Integer, LinkParams>> linkOverrides = new SimpleObjectProperty<>(Map.of());
    private final ReadOnlyBooleanWrapper buffersVary = new ReadOnlyBooleanWrapper(false);
    /** The default B while the field shows "varies per node" (it has no text to read it from). */
    private double variesDefaultB = ProcessorParams.UNLIMITED;
    private double lastDefaultB = Double.NaN;
    /** The notation the inputs were made in: a notation shown with a scenario's inputs is no change. */
    private Notation shownNotation;

    private final ReadOnlyBooleanWrapper byDeadline = new ReadOnlyBooleanWrapper(false);

    public ParametersViewModel() {
        fields.put(Parameter.TCP, new ParameterField(Parameter.TCP, 1.0, notation));
        fields.put(Parameter.TCM, new ParameterField(Parameter.TCM, 1.0, notation));
        fields.put(Parameter.TSOL, new ParameterField(Parameter.TSOL, 0.0, notation));
        fields.put(Parameter.A, new ParameterField(Parameter.A, 1.0, notation, () -> unit(Parameter.A)));
        fields.put(Parameter.C, new ParameterField(Parameter.C, 0.2, notation, () -> unit(Parameter.C)));
        fields.put(Parameter.S, new ParameterField(Parameter.S, 0.0, notation));
        fields.put(Parameter.R, new ParameterField(Parameter.R, 0.0, notation));
        fields.put(Parameter.B, new ParameterField(Parameter.B, 1.0, notation));
        fields.put(Parameter.V, new ParameterField(Parameter.V, 1.0, notation));
        // w and z stay as typed when the user changes Tcp or Tcm: A = w·Tcp and C = z·Tcm follow
        field(Parameter.TCP).onEdited(() -> field(Parameter.A).rescale());
        field(Parameter.TCM).onEdited(() -> field(Parameter.C).rescale());
        for (ParameterField f : fields.values()) {
            f.onEdited(this::update);
        }
        // typing a buffer while buffers vary per node sets them all (once the inputs have the typed default)
        field(Parameter.B).onEdited(() -> {
            if (buffersVary.get() && field(Parameter.B).valid()) {
                setAllBuffers(field(Parameter.B).value());
            }
        });
        notation.addListener((o, a, n) -> {
            if (n != shownNotation) { // switched here; a scenario shown in n brings inputs made in n
                if (n == Notation.W_Z_T && a != Notation.W_Z_T) {
                    keepReturnTime();
                }
                update();
            }
        });
        unlimitedMemory.addListener((o, a, on) -> {
            if (buffersVary.get()) { // the toggle shows "off" while buffers vary; ticking it sets them all unlimited
                if (on) {
                    setAllBuffers(ProcessorParams.UNLIMITED);
                }
                return;
            }
            if (inputs.get() == null || on == inputs.get().processor().limitedMemory()) {
                update();
            }
        });
        processorOverrides.addListener(x -> reconcileOverrides());
        linkOverrides.addListener(x -> reconcileOverrides());
        update();
    }

    /** Tcp for A and Tcm for C in the w/z/T notation (their shown values are ratios to them), else 1. */
    private double unit(Parameter p) {
        Parameter u = p.unitIn(notation.get());
        return u == null ? 1.0 : field(u).value();
    }

    /** The w/z/T task constants as typed (standard in the other notations). */
    public NotationUnits units() {
        return notation.get() == Notation.W_Z_T
                ? new NotationUnits(field(Parameter.TCP).value(), field(Parameter.TCM).value(), field(Parameter.TSOL).value())
                : NotationUnits.STANDARD;
    }

    /** Entering w/z/T, where R = z·Tsol: Tsol is chosen so the return time R shown so far stays. */
    private void keepReturnTime() {
        double r = field(Parameter.R).value();
        double c = field(Parameter.C).value();
        if (r > 0 && c > 0) {
            field(Parameter.TSOL).showCanonical(r / (c / field(Parameter.TCM).value()));
        }
    }

    private void update() {
        List<String> problems = new ArrayList<>();
        Notation n = notation.get();
        for (ParameterField f : fields.values()) {
            if (f.parameter() == Parameter.B && (unlimitedMemory.get() || f.varying()) || !f.parameter().appliesTo(n)
                    || f.parameter() == Parameter.R && n == Notation.W_Z_T) {
                continue;
            }
            if (f.parameter() == Parameter.V && choices.deadlineInForce()) {
                continue; // a deadline scenario has no load
            }
            if (!f.valid()) {
                problems.add(f.errorProperty().get());
            }
        }
        choices.problems(problems);
        byDeadline.set(choices.deadlineInForce());
        field(Parameter.V).setNote(byDeadline.get() ? DEADLINE_NOTE : "");
        error.set(String.join("; ", problems));
        if (!problems.isEmpty()) {
            choices.shown(null, kind.get()); // while in error every choice the user makes is a change
            return;
        }
        double b = unlimitedMemory.get() ? ProcessorParams.UNLIMITED
                : field(Parameter.B).varying() ? variesDefaultB : field(Parameter.B).value();
        if (Double.compare(b, lastDefaultB) != 0 && !buffersVary.get()) {
            followDefaultBuffer(lastDefaultB, b);
        }
        lastDefaultB = b;
        double r = field(Parameter.R).value();
        if (n == Notation.W_Z_T) {
            // R = z·Tsol with z = C/Tcm; the R field only shows it
            r = field(Parameter.C).value() / field(Parameter.TCM).value() * field(Parameter.TSOL).value();
            if (Double.compare(r, field(Parameter.R).value()) != 0) {
                field(Parameter.R).showCanonical(r);
            }
        }
        Strategy st = choices.strategy();
        choices.shown(st, kind.get());
        shownNotation = n;
        inputs.set(new Inputs(defaultProcessor(field(Parameter.A).value(), b),
                new LinkParams(field(Parameter.S).value(), field(Parameter.C).value(), r),
                field(Parameter.V).value(), st, units()));
        reconcileOverrides();
    }

    /**
     * The choices the panel makes for a network of kind {@code k}: those shown for the kind shown; for another kind
     * (the user switched it) that kind's default ports and the other choices as they are.
     */
    public Strategy strategyFor(NetworkKind k) {
        return choices.strategyFor(k);
    }

    /** The default processor with compute time {@code a}, buffer {@code b} and the carried terms. */
    private ProcessorParams defaultProcessor(double a, double b) {
        return carriedTerms.withA(a).withB(b);
    }

    /**
     * Keeps the panel honest about per-node values: while some processor's buffer differs from the default, the
     * buffer field shows no value but {@link #VARYING_PROMPT}; the other defaults get a note naming how many nodes
     * set their own value. Showing whether buffers vary may change the buffer field, which updates the inputs and
     * comes here again: each step first compares the panel with what it should show, so that pass finds it shown
     * and only writes the notes, which the outer pass then writes again from the same inputs.
     */
    private void reconcileOverrides() {
        if (inputs.get() == null) {
            return;
        }
        showWhetherBuffersVary();
        noteOverrides();
    }

    /** Whether some processor's buffer differs from the default buffer of the inputs. */
    private boolean buffersDiffer() {
        double b = inputs.get().processor().B();
        return processorOverrides().values().stream().anyMatch(o -> Double.compare(o.B(), b) != 0);
    }

    private void showWhetherBuffersVary() {
        ProcessorParams p = inputs.get().processor();
        boolean vary = buffersDiffer();
        ParameterField bf = field(Parameter.B);
        if (vary && !buffersVary.get()) {
            variesDefaultB = p.B();
            buffersVary.set(true);
            bf.showVarying(VARYING_PROMPT);
            unlimitedMemory.set(false);
        } else if (!vary && buffersVary.get()) {
            buffersVary.set(false);
            if (bf.varying()) {
                unlimitedMemory.set(!p.limitedMemory());
                // the per-node buffers are gone (reset, or dropped with a switch of kind): no "varies" prompt
                // over a field that no longer varies; with unlimited memory it shows its last value, greyed
                bf.showCanonical(p.limitedMemory() ? p.B() : bf.value());
            }
        }
    }

    private void noteOverrides() {
        ProcessorParams p = inputs.get().processor();
        LinkParams l = inputs.get().link();
        Map<Integer, LinkParams> links = linkOverrides.get() == null ? Map.of() : linkOverrides.get();
        note(Parameter.A, processorOverrides().values().stream().filter(o -> Double.compare(o.A(), p.A()) != 0).count());
        note(Parameter.S, links.values().stream().filter(o -> Double.compare(o.S(), l.S()) != 0).count());
        note(Parameter.C, links.values().stream().filter(o -> Double.compare(o.C(), l.C()) != 0).count());
        note(Parameter.R, links.values().stream().filter(o -> Double.compare(o.R(), l.R()) != 0).count());
        field(Parameter.B).setNote(buffersDiffer() ? "typing a value replaces the buffers of all nodes" : "");
    }

    private Map<Integer, ProcessorParams> processorOverrides() {
        return processorOverrides.get() == null ? Map.of() : processorOverrides.get();
    }

    private void note(Parameter p, long differing) {
        field(p).setNote(differing == 0 ? ""
                : "default for the other nodes: " + differing + (differing == 1 ? " node sets" : " nodes set") + " its own value");
    }

    /**
     * Processors whose buffer equalled the old default follow it to the new one: after "type a value to set all",
     * the next keystrokes keep them all equal.
     */
    private void followDefaultBuffer(double old, double b) {
        Map<Integer, ProcessorParams> current = processorOverrides.get();
        if (current == null || current.values().stream().noneMatch(o -> Double.compare(o.B(), old) == 0)) {
            return;
        }
        double a = field(Parameter.A).value();
        Map<Integer, ProcessorParams> next = new java.util.HashMap<>();
        for (Map.Entry<Integer, ProcessorParams> e : current.entrySet()) {
            ProcessorParams o = e.getValue();
            ProcessorParams moved = Double.compare(o.B(), old) == 0 ? o.withB(b) : o;
            if (!moved.equals(defaultProcessor(a, b))) {
                next.put(e.getKey(), moved);
            }
        }
        processorOverrides.set(Map.copyOf(next));
    }

    /** Gives every processor buffer {@code b}: the default takes it and no processor keeps a buffer of its own. */
    private void setAllBuffers(double b) {
        Map<Integer, ProcessorParams> next = new java.util.HashMap<>();
        double a = inputs.get() == null ? field(Parameter.A).value() : inputs.get().processor().A();
        for (Map.Entry<Integer, ProcessorParams> e : processorOverrides.get().entrySet()) {
            ProcessorParams o = e.getValue().withB(b);
            if (!o.equals(defaultProcessor(a, b))) {
                next.put(e.getKey(), o);
            }
        }
        variesDefaultB = b;
        buffersVary.set(false);
        processorOverrides.set(Map.copyOf(next));
        update();
    }

    /** Shows the values of a loaded scenario. */
    public void load(ProcessorParams p, LinkParams l, double load, Strategy s, Notation n) {
        load(p, l, load, s, n, NotationUnits.STANDARD);
    }

    /** Shows the values of a loaded scenario, with the w/z/T task constants it was written with. */
    public void load(ProcessorParams p, LinkParams l, double load, Strategy s, Notation n, NotationUnits u) {
        load(p, l, load, s, n, u, kind.get());
    }

    /**
     * Shows the values of a scenario for a network of kind {@code k}: the inputs become them at once, then every
     * control shows its value, which is what the inputs say and so no change (no cascade of a user's change runs:
     * no rescaling of A by a new Tcp, no default ports of a new kind, no buffers following a new default).
     */
    public void load(ProcessorParams p, LinkParams l, double load, Strategy s, Notation n, NotationUnits u, NetworkKind k) {
        shownNotation = n;
        carriedTerms = p;
        lastDefaultB = p.limitedMemory() ? p.B() : ProcessorParams.UNLIMITED;
        notation.set(n); // relabels the fields; no change of the inputs, which come next, made in n
        inputs.set(new Inputs(p, l, load, s, u));
        error.set("");
        buffersVary.set(false);
        field(Parameter.TCP).showCanonical(u.tcp());
        field(Parameter.TCM).showCanonical(u.tcm());
        field(Parameter.TSOL).showCanonical(u.tsol());
        field(Parameter.A).showCanonical(p.A());
        unlimitedMemory.set(!p.limitedMemory());
        if (p.limitedMemory()) {
            field(Parameter.B).showCanonical(p.B());
        }
        field(Parameter.S).showCanonical(l.S());
        field(Parameter.C).showCanonical(l.C());
        field(Parameter.R).showCanonical(l.R());
        field(Parameter.V).showCanonical(load);
        choices.show(s, k);
        byDeadline.set(StrategyKey.DEADLINE.appliesTo(k) && s.deadline() != null);
        field(Parameter.V).setNote(byDeadline.get() ? DEADLINE_NOTE : "");
        reconcileOverrides();
    }

    public ParameterField field(Parameter p) {
        return fields.get(p);
    }

    public List<ParameterField> fields() {
        return List.copyOf(fields.values());
    }

    public ObjectProperty<Notation> notationProperty() {
        return notation;
    }

    /**
     * The user picked notation {@code n} (the panel's buttons, the View menu). The window shows the same scenario
     * in it (see {@link #onNotationChosen}); alone, the panel relabels its fields.
     */
    public void chooseNotation(Notation n) {
        notationChoice.accept(n);
    }

    /** Who answers {@link #chooseNotation}: the window, which shows its scenario converted to the notation. */
    public void onNotationChosen(java.util.function.Consumer<Notation> choice) {
        notationChoice = choice;
    }

    public BooleanProperty unlimitedMemoryProperty() {
        return unlimitedMemory;
    }

    /** The scheduling choices (ports, order, installments, …) and which apply to the kind shown. */
    public StrategyChoices choices() {
        return choices;
    }

    public ObjectProperty<NetworkKind> kindProperty() {
        return kind;
    }

    /** Per-processor values of the network (bound to the network panel's), read to show mixed state. */
    public ObjectProperty<Map<Integer, ProcessorParams>> processorOverridesProperty() {
        return processorOverrides;
    }

    public ObjectProperty<Map<Integer, LinkParams>> linkOverridesProperty() {
        return linkOverrides;
    }

    /** Whether some processor has a buffer other than the default (the buffer field then shows no value). */
    public ReadOnlyBooleanProperty buffersVaryProperty() {
        return buffersVary.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Inputs> inputsProperty() {
        return inputs.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** Whether the scenario asks for the most load by a deadline (the load field is then out of use). */
    public ReadOnlyBooleanProperty byDeadlineProperty() {
        return byDeadline.getReadOnlyProperty();
    }
}
