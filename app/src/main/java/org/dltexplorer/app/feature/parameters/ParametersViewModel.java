package org.dltexplorer.app.feature.parameters;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Routing;
import org.dltexplorer.core.model.Strategy;

/**
 * The parameter panel's state: one {@link ParameterField} per scalar, the memory toggle, the notation and the
 * strategy choices. {@link #inputsProperty()} carries the last valid combination; while any field is invalid it
 * keeps the previous one and {@link #errorProperty()} names the fields at fault.
 */
public final class ParametersViewModel {

    /** What the solver receives from this panel. */
    public record Inputs(ProcessorParams processor, LinkParams link, double load, Strategy strategy) {
    }

    private final ObjectProperty<Notation> notation = new SimpleObjectProperty<>(Notation.ACS);
    private final Map<Parameter, ParameterField> fields = new EnumMap<>(Parameter.class);
    private final BooleanProperty unlimitedMemory = new SimpleBooleanProperty(true);
    private final ObjectProperty<NetworkKind> kind = new SimpleObjectProperty<>(NetworkKind.CHAIN);
    private final ObjectProperty<Ports> ports = new SimpleObjectProperty<>(Ports.ALL);
    private final ObjectProperty<ActivationOrder.Rule> order = new SimpleObjectProperty<>(ActivationOrder.Rule.GIVEN);
    private final ObjectProperty<LayerOrder> layers = new SimpleObjectProperty<>(LayerOrder.NLF);
    private final ObjectProperty<Routing> routing = new SimpleObjectProperty<>(Routing.STORE_AND_FORWARD);
    private final ObjectProperty<KaryPolicy> karyPolicy = new SimpleObjectProperty<>(KaryPolicy.SEQUENTIAL);
    private final BooleanProperty originatorComputes = new SimpleBooleanProperty(true);
    private final ReadOnlyObjectWrapper<Inputs> inputs = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    private final BooleanBinding portsApply = applies(NetworkKind.CHAIN, NetworkKind.LOOP, NetworkKind.STAR, NetworkKind.BUS,
            NetworkKind.TREE, NetworkKind.GRAPH);
    private final BooleanBinding orderApplies = applies(NetworkKind.STAR, NetworkKind.BUS, NetworkKind.TREE);
    private final BooleanBinding layersApply = applies(NetworkKind.HYPERCUBE, NetworkKind.TORUS2D, NetworkKind.MESH);
    private final BooleanBinding routingApplies = applies(NetworkKind.HYPERCUBE);
    private final BooleanBinding karyApplies = applies(NetworkKind.KARY_TREE);

    public ParametersViewModel() {
        fields.put(Parameter.A, new ParameterField(Parameter.A, 1.0, notation));
        fields.put(Parameter.C, new ParameterField(Parameter.C, 0.2, notation));
        fields.put(Parameter.S, new ParameterField(Parameter.S, 0.0, notation));
        fields.put(Parameter.R, new ParameterField(Parameter.R, 0.0, notation));
        fields.put(Parameter.B, new ParameterField(Parameter.B, 1.0, notation));
        fields.put(Parameter.V, new ParameterField(Parameter.V, 1.0, notation));
        for (ParameterField f : fields.values()) {
            f.valueProperty().addListener(x -> update());
            f.errorProperty().addListener(x -> update());
        }
        unlimitedMemory.addListener(x -> update());
        ports.addListener(x -> update());
        order.addListener(x -> update());
        layers.addListener(x -> update());
        routing.addListener(x -> update());
        karyPolicy.addListener(x -> update());
        originatorComputes.addListener(x -> update());
        kind.addListener((o, a, k) -> {
            ports.set(Strategy.DEFAULT.portsFor(k));
            update();
        });
        update();
    }

    private BooleanBinding applies(NetworkKind... kinds) {
        return Bindings.createBooleanBinding(() -> List.of(kinds).contains(kind.get()), kind);
    }

    private void update() {
        List<String> problems = new ArrayList<>();
        for (ParameterField f : fields.values()) {
            if (f.parameter() == Parameter.B && unlimitedMemory.get()) {
                continue;
            }
            if (!f.valid()) {
                problems.add(f.errorProperty().get());
            }
        }
        error.set(String.join("; ", problems));
        if (!problems.isEmpty()) {
            return;
        }
        double b = unlimitedMemory.get() ? ProcessorParams.UNLIMITED : field(Parameter.B).value();
        // only choices that apply and differ from the kind's default are written, so saved files stay minimal
        NetworkKind k = kind.get();
        Strategy s = new Strategy(
                portsApply.get() && ports.get() != Strategy.DEFAULT.portsFor(k) ? ports.get() : null,
                orderApplies.get() && order.get() != ActivationOrder.Rule.GIVEN ? new ActivationOrder(order.get(), List.of()) : null,
                layersApply.get() && layers.get() != LayerOrder.NLF ? layers.get() : null,
                routingApplies.get() && routing.get() != Routing.STORE_AND_FORWARD ? routing.get() : null,
                karyApplies.get() && karyPolicy.get() != KaryPolicy.SEQUENTIAL ? karyPolicy.get() : null,
                originatorComputes.get());
        inputs.set(new Inputs(new ProcessorParams(field(Parameter.A).value(), b),
                new LinkParams(field(Parameter.S).value(), field(Parameter.C).value(), field(Parameter.R).value()),
                field(Parameter.V).value(), s));
    }

    /** Shows the values of a loaded scenario. */
    public void load(ProcessorParams p, LinkParams l, double load, Strategy s, Notation n) {
        notation.set(n);
        field(Parameter.A).showCanonical(p.A());
        unlimitedMemory.set(!p.limitedMemory());
        if (p.limitedMemory()) {
            field(Parameter.B).showCanonical(p.B());
        }
        field(Parameter.S).showCanonical(l.S());
        field(Parameter.C).showCanonical(l.C());
        field(Parameter.R).showCanonical(l.R());
        field(Parameter.V).showCanonical(load);
        ports.set(s.portsFor(kind.get()));
        if (s.orderOrDefault().rule() != ActivationOrder.Rule.EXPLICIT) {
            order.set(s.orderOrDefault().rule());
        }
        layers.set(s.layersOrDefault());
        routing.set(s.routingOrDefault());
        karyPolicy.set(s.scheduleOrDefault());
        originatorComputes.set(s.originatorComputes());
        update();
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

    public BooleanProperty originatorComputesProperty() {
        return originatorComputes;
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
}
