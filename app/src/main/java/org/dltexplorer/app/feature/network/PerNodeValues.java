package org.dltexplorer.app.feature.network;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.DoubleConsumer;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;

import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;

/**
 * The values of single processors and links that differ from the defaults, as the per-node editor shows and
 * takes them: a value typed there is checked (field and value named in one line when refused), and a value equal
 * to the default is no value of the node's own. Values are shown and typed in the notation the window shows, as
 * the parameter panel does ({@link Parameter#toShown}): w = A/Tcp and z = C/Tcm in w/z/T, σ = 1/A in α/τ/σ — never
 * "A = 200" beside a panel that says "w".
 */
public final class PerNodeValues {

    private final ObjectProperty<Map<Integer, ProcessorParams>> processorOverrides = new SimpleObjectProperty<>(Map.of());
    private final ObjectProperty<Map<Integer, LinkParams>> linkOverrides = new SimpleObjectProperty<>(Map.of());
    private final ObjectProperty<ProcessorParams> processorDefault = new SimpleObjectProperty<>(ProcessorParams.of(1));
    private final ObjectProperty<LinkParams> linkDefault = new SimpleObjectProperty<>(LinkParams.of(0, 0.2));
    /** The processor terms beyond the papers some solver declares for the scenario on screen (set by the window). */
    private final ObjectProperty<Set<ProcessorTerm>> offeredTerms = new SimpleObjectProperty<>(Set.of());
    /** The notation the window shows, and its task constants (Tcp, Tcm in w/z/T). */
    private final ObjectProperty<Notation> notation = new SimpleObjectProperty<>(Notation.ACS);
    private final ObjectProperty<NotationUnits> units = new SimpleObjectProperty<>(NotationUnits.STANDARD);
    /**
     * Units of load as the notation shown counts them, per unit of the solved scenario's load: w/z/T counts the whole
     * load as 1 (Błażewicz & Drozdowski (1997), §2.1), so a load of 30 out of V = 100 reads 0.3 there, beside
     * buffers that read B/V; 1 in the other notations.
     */
    private final DoubleProperty loadScale = new SimpleDoubleProperty(1);
    /** Why the last value typed into the per-node editor was refused (field and value), or empty. */
    private final ReadOnlyStringWrapper elementError = new ReadOnlyStringWrapper("");

    PerNodeValues() {
    }

    /** Processor {@code id} takes {@code p} ({@code null} or the default: the default again). */
    public void setProcessorOverride(int id, ProcessorParams p) {
        processorOverrides.set(with(processorOverrides.get(), id, p == null || p.equals(processorDefault.get()) ? null : p));
    }

    /** Link {@code id} takes {@code l} ({@code null} or the default: the default again). */
    public void setLinkOverride(int id, LinkParams l) {
        linkOverrides.set(with(linkOverrides.get(), id, l == null || l.equals(linkDefault.get()) ? null : l));
    }

    /** {@code values} with {@code id} set to {@code v} (removed when {@code null}); the same map when nothing changes. */
    private static <T> Map<Integer, T> with(Map<Integer, T> values, int id, T v) {
        Map<Integer, T> m = new TreeMap<>(values);
        if (v == null) {
            m.remove(id);
        } else {
            m.put(id, v);
        }
        return m.equals(values) ? values : Map.copyOf(m);
    }

    /** Every node takes the defaults again (the node ids are renumbered, or the links redrawn). */
    void clear() {
        processorOverrides.set(Map.of());
        linkOverrides.set(Map.of());
    }

    /** Types {@code text} into term {@code t} of processor {@code id}; false (and {@link #elementErrorProperty()}) when refused. */
    public boolean enterProcessorTerm(int id, ProcessorTerm t, String text) {
        return enter("processor " + id + " " + t.key(), text, false, v -> setProcessorOverride(id, t.in(processorParams(id), v)));
    }

    /** Types {@code text} into A of processor {@code id} (a number > 0, in the notation shown: w, σ or A). */
    public boolean enterProcessorA(int id, String text) {
        return enter("processor " + id + " " + symbol(Parameter.A), text, true,
                v -> setProcessorOverride(id, processorParams(id).withA(canonical(Parameter.A, v))));
    }

    /** What {@code p} is called in the notation shown (w, σ, z, τ, r, α, …). */
    public String symbol(Parameter p) {
        return p.symbol(notation.get());
    }

    /** {@code canonical} (A, C, S or R as solvers take it) as the notation shown writes it. */
    public double shown(Parameter p, double canonical) {
        return p.toShown(canonical, notation.get(), unit(p));
    }

    private double canonical(Parameter p, double shown) {
        return p.toCanonical(shown, notation.get(), unit(p));
    }

    /** Tcp for A and Tcm for C in w/z/T (their shown values are ratios to them), else 1. */
    private double unit(Parameter p) {
        Parameter constant = p.unitIn(notation.get());
        return constant == Parameter.TCP ? units.get().tcp() : constant == Parameter.TCM ? units.get().tcm() : 1;
    }

    /** Types {@code text} into B of processor {@code id}: a number > 0 or "unlimited". */
    public boolean enterProcessorB(int id, String text) {
        if (text.strip().equalsIgnoreCase("unlimited")) {
            elementError.set("");
            setProcessorOverride(id, processorParams(id).withB(ProcessorParams.UNLIMITED));
            return true;
        }
        return enter("processor " + id + " B", text, true, v -> setProcessorOverride(id, processorParams(id).withB(v)));
    }

    /** Types {@code text} into S, C or R ({@code p}) of link {@code id}: a number ≥ 0, in the notation shown. */
    public boolean enterLink(int id, Parameter p, String text, BiFunction<LinkParams, Double, LinkParams> with) {
        return enter("link " + id + " " + symbol(p), text, false,
                v -> setLinkOverride(id, with.apply(linkParams(id), canonical(p, v))));
    }

    /**
     * Applies a typed value when it is a finite number ≥ 0 (> 0 when {@code positive}); else says in one line which
     * field and which value, as the scenario reader does, and changes nothing.
     */
    private boolean enter(String field, String text, boolean positive, DoubleConsumer apply) {
        OptionalDouble v = number(field, text == null ? "" : text.strip(), positive);
        if (v.isEmpty()) {
            return false;
        }
        elementError.set("");
        apply.accept(v.getAsDouble());
        return true;
    }

    private OptionalDouble number(String field, String text, boolean positive) {
        String rule = positive ? "> 0" : "≥ 0";
        double v;
        try {
            v = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            elementError.set(field + ": must be a number " + rule + ", got \"" + text + "\"");
            return OptionalDouble.empty();
        }
        if (!Double.isFinite(v)) {
            elementError.set(field + ": must be a finite number, got " + text);
            return OptionalDouble.empty();
        }
        if (positive ? v <= 0 : v < 0) {
            elementError.set(field + ": must be " + rule + ", got " + text);
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(v);
    }

    /** A value typed elsewhere (another node selected): the editor's last refusal no longer applies. */
    void forgetRefusal() {
        elementError.set("");
    }

    public ProcessorParams processorParams(int id) {
        ProcessorParams p = processorOverrides.get().get(id);
        return p == null ? processorDefault.get() : p;
    }

    public LinkParams linkParams(int id) {
        LinkParams l = linkOverrides.get().get(id);
        return l == null ? linkDefault.get() : l;
    }

    /**
     * The terms beyond the papers the editor shows for processor {@code id}: those a solver declares for the scenario
     * on screen ({@link #offeredTermsProperty()}), and any the processor already sets (so it can be cleared again).
     */
    public List<ProcessorTerm> termsShown(int id) {
        ProcessorParams p = processorParams(id);
        return Arrays.stream(ProcessorTerm.values()).filter(t -> offeredTerms.get().contains(t) || t.of(p) != 0).toList();
    }

    public ObjectProperty<Map<Integer, ProcessorParams>> processorOverridesProperty() {
        return processorOverrides;
    }

    public ObjectProperty<Map<Integer, LinkParams>> linkOverridesProperty() {
        return linkOverrides;
    }

    public ObjectProperty<ProcessorParams> processorDefaultProperty() {
        return processorDefault;
    }

    public ObjectProperty<LinkParams> linkDefaultProperty() {
        return linkDefault;
    }

    /** The processor terms some solver would handle for the scenario on screen; the window keeps it current. */
    public ObjectProperty<Set<ProcessorTerm>> offeredTermsProperty() {
        return offeredTerms;
    }

    /** The notation the window shows; the editor's names and values follow it. */
    public ObjectProperty<Notation> notationProperty() {
        return notation;
    }

    /** The task constants of the notation shown ({@link NotationUnits#STANDARD} outside w/z/T). */
    public ObjectProperty<NotationUnits> unitsProperty() {
        return units;
    }

    /** A load or an amount of data of the solved schedule as the notation shown writes it (see {@link #loadScaleProperty()}). */
    public double shownLoad(double solved) {
        return solved * loadScale.get();
    }

    /** Units of load in the notation shown per unit of the solved scenario's load; the window keeps it current. */
    public DoubleProperty loadScaleProperty() {
        return loadScale;
    }

    /** Why the last value typed into the per-node editor was refused, in one line naming the field and the value. */
    public ReadOnlyStringProperty elementErrorProperty() {
        return elementError.getReadOnlyProperty();
    }
}
