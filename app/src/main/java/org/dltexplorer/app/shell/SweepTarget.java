package org.dltexplorer.app.shell;

import javafx.beans.property.IntegerProperty;

import org.dltexplorer.app.feature.animation.ParameterSweep;
import org.dltexplorer.app.feature.network.NetworkViewModel;
import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.app.feature.parameters.ParameterField;
import org.dltexplorer.app.feature.parameters.ParametersViewModel;

/**
 * Where an animated parameter goes: V, C and S into the parameter panel's fields (in the notation shown, so the
 * panel, the scenario and every view follow as if typed), the size m into the network's size for its kind.
 */
final class SweepTarget implements ParameterSweep.Target {

    private final ParametersViewModel parameters;
    private final NetworkViewModel network;

    SweepTarget(ParametersViewModel parameters, NetworkViewModel network) {
        this.parameters = parameters;
        this.network = network;
    }

    @Override
    public double current(ParameterSweep.Parameter p) {
        if (p == ParameterSweep.Parameter.M) {
            IntegerProperty size = size();
            return size == null ? Double.NaN : size.get();
        }
        ParameterField f = parameters.field(field(p));
        return f.valid() ? f.value() : Double.NaN;
    }

    @Override
    public String set(ParameterSweep.Parameter p, double value) {
        if (p == ParameterSweep.Parameter.M) {
            IntegerProperty size = size();
            if (size == null) {
                return "a " + network.kindProperty().get().id() + " network has no single size to sweep";
            }
            size.set((int) value);
            return network.errorProperty().get() == null || network.errorProperty().get().isEmpty() ? null
                    : network.errorProperty().get();
        }
        ParameterField f = parameters.field(field(p));
        f.textProperty().set(ParameterSweep.format(value));
        return f.errorProperty().get();
    }

    private static Parameter field(ParameterSweep.Parameter p) {
        return switch (p) {
            case C -> Parameter.C;
            case S -> Parameter.S;
            default -> Parameter.V;
        };
    }

    /** The size the kind is built from: processors, workers, levels, dimension, k or layers. */
    private IntegerProperty size() {
        return switch (network.kindProperty().get()) {
            case CHAIN, LOOP -> network.processorsProperty();
            case STAR, BUS -> network.workersProperty();
            case KARY_TREE -> network.shape().levelsProperty();
            case HYPERCUBE -> network.shape().dimensionProperty();
            case TORUS2D -> network.shape().torusKProperty();
            case MESH -> network.shape().meshLayersProperty();
            default -> null;
        };
    }
}
