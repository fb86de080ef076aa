package org.dltexplorer.app.feature.parameters;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;

import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
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

import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Collect;
import org.dltexplorer.core.model.KaryLoads;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Routing;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.StrategyKey;

/**
 * The parameter panel's state: one {@link ParameterField} per scalar, the memory toggle, the notation and the
 * strategy choices. {@link #inputsProperty()} carries the last valid combination; while any field is invalid it
 * keeps the previous one and {@link #errorProperty()} names the fields at fault.
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
    private final ObjectProperty<Ports> ports = new SimpleObjectProperty<>(Ports.ALL);
    private final ObjectProperty<ActivationOrder.Rule> order = new SimpleObjectProperty<>(ActivationOrder.Rule.GIVEN);
    /** Most messages per star worker (multi-installment); 1 = single-installment. */
    private final ObjectProperty<Integer> installments = new SimpleObjectProperty<>(1);
    /**
     * A listed activation order of the loaded scenario, which the panel has no control for: kept in every scenario
     * the panel builds, so an edit never drops it, until the user picks another order.
     */
    private Strategy carried = Strategy.DEFAULT;
    /** Beyond the papers (star): the most money, empty for none. */
    private final StrategyNumberField budget = new StrategyNumberField(StrategyKey.BUDGET, false);
    /** Beyond the papers (star): the most load by this time, empty for none; the load field is then out of use. */
    private final StrategyNumberField deadline = new StrategyNumberField(StrategyKey.DEADLINE, true);
    /** Beyond the papers (star, installments > 1): whether a worker computes while it receives. */
    private final BooleanProperty computeWhileReceiving = new SimpleBooleanProperty(true);
    /**
     * The default processor's terms beyond the papers' models (release, F, cost, fixedCost): the panel has no field for
     * them (the per-node editor has), so they are carried through its edits unchanged, like an explicit order.
     */
    private ProcessorParams carriedTerms = ProcessorParams.of(1);
    private final ObjectProperty<LayerOrder> layers = new SimpleObjectProperty<>(LayerOrder.NLF);
    private final ObjectProperty<Routing> routing = new SimpleObjectProperty<>(Routing.STORE_AND_FORWARD);
    private final ObjectProperty<KaryPolicy> karyPolicy = new SimpleObjectProperty<>(KaryPolicy.SEQUENTIAL);
    private final ObjectProperty<Collect> collect = new SimpleObjectProperty<>(Collect.AFTER_SENDS);
    private final ObjectProperty<KaryLoads> karyLoads = new SimpleObjectProperty<>(KaryLoads.CLOSED_FORM);
    private final BooleanProperty originatorComputes = new SimpleBooleanProperty(true);
    private final ReadOnlyObjectWrapper<Inputs> inputs = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ObjectProperty<Map<Integer, ProcessorParams>> processorOverrides = new SimpleObjectProperty<>(Map.of());
    private final ObjectProperty<Map<Integer, LinkParams>> linkOverrides = new SimpleObjectProperty<>(Map.of());
    private final ReadOnlyBooleanWrapper buffersVary = new ReadOnlyBooleanWrapper(false);
    /** The default B while the field shows "varies per node" (it has no text to read it from). */
    private double variesDefaultB = ProcessorParams.UNLIMITED;
    private double lastDefaultB = Double.NaN;
    /** The kind and the notation the inputs were made for: a control showing their value is no change. */
    private NetworkKind shownKind;
    private Notation shownNotation;

    private final BooleanBinding portsApply = applies(StrategyKey.PORTS);
    private final BooleanBinding orderApplies = applies(StrategyKey.ORDER);
    private final BooleanBinding installmentsApply = applies(StrategyKey.INSTALLMENTS);
    private final BooleanBinding layersApply = applies(StrategyKey.LAYERS);
    private final BooleanBinding routingApplies = applies(StrategyKey.ROUTING);
    private final BooleanBinding karyApplies = applies(StrategyKey.SCHEDULE);
    private final BooleanBinding karyLoadsApply = Bindings.createBooleanBinding(
            () -> StrategyKey.LOADS.appliesTo(kind.get()) && karyPolicy.get() == KaryPolicy.MULTI_INSTALLMENT, kind, karyPolicy);
    private final BooleanBinding budgetApplies = applies(StrategyKey.BUDGET);
    private final BooleanBinding deadlineApplies = applies(StrategyKey.DEADLINE);
    private final BooleanBinding computeWhileReceivingApplies = applies(StrategyKey.COMPUTE_WHILE_RECEIVING);
    /** The key matters only with more than one installment (one message arrives before its worker computes). */
    private final BooleanBinding computeWhileReceivingMatters = Bindings.createBooleanBinding(
            () -> computeWhileReceivingApplies.get() && installments.get() != null && installments.get() > 1,
            computeWhileReceivingApplies, installments);
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
        follow(ports, st -> ports.get() == st.portsFor(shownKind));
        order.addListener(x -> {
            if (inputs.get() == null || order.get() != inputs.get().strategy().orderOrDefault().rule()) {
                carried = Strategy.DEFAULT; // a rule picked: the listed order of a file no longer applies
                update();
            }
        });
        follow(budget.textProperty(), st -> budget.errorProperty().get().isEmpty() && Objects.equals(budget.value(), st.budget()));
        follow(deadline.textProperty(), st -> deadline.errorProperty().get().isEmpty() && Objects.equals(deadline.value(), st.deadline()));
        follow(computeWhileReceiving, st -> computeWhileReceiving.get() == st.computeWhileReceivingOrDefault());
        follow(installments, st -> Objects.equals(installments.get(), st.installmentsOrDefault()));
        follow(layers, st -> layers.get() == st.layersOrDefault());
        follow(routing, st -> routing.get() == st.routingOrDefault());
        follow(karyPolicy, st -> karyPolicy.get() == st.scheduleOrDefault());
        follow(collect, st -> collect.get() == st.collectOrDefault());
        follow(karyLoads, st -> karyLoads.get() == st.loadsOrDefault());
        follow(originatorComputes, st -> originatorComputes.get() == st.originatorComputes());
        kind.addListener((o, a, k) -> {
            if (k != shownKind) { // switched here: the kind's default ports; a scenario shown for k brings its own
                ports.set(Strategy.DEFAULT.portsFor(k));
                update();
            }
        });
        update();
    }

    /**
     * A choice the user changes: the inputs follow when it differs from what they say ({@code shows} false) or
     * while the panel is in error; a choice set to what the inputs say (a scenario shown) is no change.
     */
    private void follow(Observable control, Predicate<Strategy> shows) {
        control.addListener(x -> {
            if (inputs.get() == null || !error.get().isEmpty() || !shows.test(inputs.get().strategy())) {
                update();
            }
        });
    }

    /** Whether {@code key} applies to the kind shown (core's one table of strategy keys). */
    private BooleanBinding applies(StrategyKey key) {
        return Bindings.createBooleanBinding(() -> key.appliesTo(kind.get()), kind);
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
            if (f.parameter() == Parameter.V && deadlineInForce()) {
                continue; // a deadline scenario has no load
            }
            if (!f.valid()) {
                problems.add(f.errorProperty().get());
            }
        }
        if (budgetApplies.get()) {
            beyondProblems(problems);
        }
        byDeadline.set(deadlineInForce());
        field(Parameter.V).setNote(byDeadline.get() ? DEADLINE_NOTE : "");
        error.set(String.join("; ", problems));
        if (!problems.isEmpty()) {
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
        Strategy st = strategy(kind.get(), ports.get());
        shownKind = kind.get();
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
        return k == shownKind && inputs.get() != null ? inputs.get().strategy() : strategy(k, Strategy.DEFAULT.portsFor(k));
    }

    /** The controls' choices for kind {@code k} with ports {@code p}: only those that apply and differ from the default, so saved files stay minimal. */
    private Strategy strategy(NetworkKind k, Ports p) {
        boolean kary = StrategyKey.SCHEDULE.appliesTo(k);
        Strategy s = new Strategy(
                StrategyKey.PORTS.appliesTo(k) && p != Strategy.DEFAULT.portsFor(k) ? p : null,
                !StrategyKey.ORDER.appliesTo(k) ? null : carried.order() != null ? carried.order()
                        : order.get() != ActivationOrder.Rule.GIVEN ? new ActivationOrder(order.get(), List.of()) : null,
                StrategyKey.LAYERS.appliesTo(k) && layers.get() != LayerOrder.NLF ? layers.get() : null,
                StrategyKey.ROUTING.appliesTo(k) && routing.get() != Routing.STORE_AND_FORWARD ? routing.get() : null,
                kary && karyPolicy.get() != KaryPolicy.SEQUENTIAL ? karyPolicy.get() : null,
                originatorComputes.get(), kary && collect.get() != Collect.AFTER_SENDS ? collect.get() : null,
                StrategyKey.LOADS.appliesTo(k) && karyPolicy.get() == KaryPolicy.MULTI_INSTALLMENT
                        && karyLoads.get() != KaryLoads.CLOSED_FORM ? karyLoads.get() : null,
                StrategyKey.INSTALLMENTS.appliesTo(k) && installments.get() != null && installments.get() > 1 ? installments.get() : null);
        if (StrategyKey.BUDGET.appliesTo(k)) { // the star's keys beyond the papers
            s = s.withBudget(budget.value()).withDeadline(deadline.value()).withComputeWhileReceiving(
                    StrategyKey.COMPUTE_WHILE_RECEIVING.appliesTo(k) && !computeWhileReceiving.get() ? Boolean.FALSE : null);
        }
        return s;
    }

    /** Whether a valid deadline is typed for a kind it applies to: the scenario then asks for the most load by it. */
    private boolean deadlineInForce() {
        return deadlineApplies.get() && deadline.given();
    }

    /** The budget's and deadline's own errors, and the two together (dual problems: one or the other). */
    private void beyondProblems(List<String> problems) {
        for (StrategyNumberField f : List.of(budget, deadline)) {
            if (!f.errorProperty().get().isEmpty()) {
                problems.add(f.errorProperty().get());
            }
        }
        if (budget.given() && deadline.given()) {
            problems.add("strategy.deadline: cannot be given together with a budget (the shortest time within a budget,"
                    + " or the most load by a deadline), got " + deadline.value() + "; clear one of them");
        }
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
        shownKind = k;
        shownNotation = n;
        carriedTerms = p;
        carried = new Strategy(null, s.orderOrDefault().rule() == ActivationOrder.Rule.EXPLICIT
                ? s.order() : null, null, null, null, true);
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
        ports.set(s.portsFor(k));
        if (s.orderOrDefault().rule() != ActivationOrder.Rule.EXPLICIT) {
            order.set(s.orderOrDefault().rule());
        }
        budget.show(s.budget());
        deadline.show(s.deadline());
        computeWhileReceiving.set(s.computeWhileReceivingOrDefault());
        installments.set(s.installmentsOrDefault());
        layers.set(s.layersOrDefault());
        routing.set(s.routingOrDefault());
        karyPolicy.set(s.scheduleOrDefault());
        collect.set(s.collectOrDefault());
        karyLoads.set(s.loadsOrDefault());
        originatorComputes.set(s.originatorComputes());
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

    public ObjectProperty<NetworkKind> kindProperty() {
        return kind;
    }

    public ObjectProperty<Ports> portsProperty() {
        return ports;
    }

    public ObjectProperty<ActivationOrder.Rule> orderProperty() {
        return order;
    }

    public ObjectProperty<LayerOrder> layersProperty() {
        return layers;
    }

    public ObjectProperty<Routing> routingProperty() {
        return routing;
    }

    public ObjectProperty<KaryPolicy> karyPolicyProperty() {
        return karyPolicy;
    }

    /** K-ary tree: when a node may collect its children's reports (Ko & Robertazzi (2003) leaves it open). */
    public ObjectProperty<Collect> collectProperty() {
        return collect;
    }

    /** K-ary tree, multi-installment: the paper's loads or loads re-optimised for the same message order. */
    public ObjectProperty<KaryLoads> karyLoadsProperty() {
        return karyLoads;
    }

    public BooleanProperty originatorComputesProperty() {
        return originatorComputes;
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

    public BooleanBinding portsApply() {
        return portsApply;
    }

    public ObjectProperty<Integer> installmentsProperty() {
        return installments;
    }

    public BooleanBinding installmentsApply() {
        return installmentsApply;
    }

    public BooleanBinding orderApplies() {
        return orderApplies;
    }

    public BooleanBinding layersApply() {
        return layersApply;
    }

    public BooleanBinding routingApplies() {
        return routingApplies;
    }

    public BooleanBinding karyApplies() {
        return karyApplies;
    }

    /** The star's budget (empty: none). */
    public StrategyNumberField budget() {
        return budget;
    }

    /** The star's deadline (empty: none); with one, the load field is out of use. */
    public StrategyNumberField deadline() {
        return deadline;
    }

    public BooleanProperty computeWhileReceivingProperty() {
        return computeWhileReceiving;
    }

    public BooleanBinding budgetApplies() {
        return budgetApplies;
    }

    public BooleanBinding deadlineApplies() {
        return deadlineApplies;
    }

    public BooleanBinding computeWhileReceivingApplies() {
        return computeWhileReceivingApplies;
    }

    /** Whether pausing while receiving can change anything: a star with more than one installment. */
    public BooleanBinding computeWhileReceivingMatters() {
        return computeWhileReceivingMatters;
    }

    /** Whether the scenario asks for the most load by a deadline (the load field is then out of use). */
    public ReadOnlyBooleanProperty byDeadlineProperty() {
        return byDeadline.getReadOnlyProperty();
    }

    /** Whether the choice of loads applies: a K-ary tree under the multi-installment policy. */
    public BooleanBinding karyLoadsApply() {
        return karyLoadsApply;
    }
}
