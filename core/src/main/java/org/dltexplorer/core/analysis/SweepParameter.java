package org.dltexplorer.core.analysis;

import java.util.Arrays;
import java.util.Optional;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Torus2d;

/**
 * A parameter a sweep can vary, with the names of the command line ({@code dlt sweep --param NAME}). Continuous
 * parameters set the default processor or link (per-id overrides stay); size parameters rebuild the network.
 */
public enum SweepParameter {
    V("V", false), A("A", false), B("B", false), S("S", false), C("C", false), R("R", false),
    PROCESSORS("processors", true), WORKERS("workers", true), K("k", true), LAYERS("layers", true),
    DIMENSION("dimension", true), LEVELS("levels", true), ARITY("arity", true),
    /** The star's {@code budget}: swept from the cheapest cost up, the makespans draw the time–cost front. */
    BUDGET("budget", false),
    /** The star's {@code deadline}: the most load finished by each time. */
    DEADLINE("deadline", false);

    private final String id;
    private final boolean integer;

    SweepParameter(String id, boolean integer) {
        this.id = id;
        this.integer = integer;
    }

    public String id() {
        return id;
    }

    /** Whether values are rounded to whole numbers (network sizes). */
    public boolean integer() {
        return integer;
    }

    public static Optional<SweepParameter> fromId(String id) {
        return Arrays.stream(values()).filter(p -> p.id.equalsIgnoreCase(id)).findFirst();
    }

    /** The scenario with this parameter set to {@code value}; throws {@link InvalidScenarioException} if it does not apply. */
    public Scenario apply(Scenario s, double value) {
        int n = (int) Math.round(value);
        Network net = s.network();
        return switch (this) {
            case V -> s.withLoad(value);
            case A -> s.withProcessorDefault(s.processorDefault().withA(value));
            case B -> s.withProcessorDefault(s.processorDefault().withB(value));
            case S -> s.withLinkDefault(s.linkDefault().withS(value));
            case C -> s.withLinkDefault(s.linkDefault().withC(value));
            case R -> s.withLinkDefault(s.linkDefault().withR(value));
            case PROCESSORS -> {
                if (net instanceof Chain c) {
                    yield s.withNetwork(new Chain(n, c.originator() == 0 ? 0 : n - 1));
                }
                if (net instanceof Loop) {
                    yield s.withNetwork(new Loop(n));
                }
                throw notFor(net);
            }
            case WORKERS -> {
                if (net instanceof Star) {
                    yield s.withNetwork(new Star(n));
                }
                throw notFor(net);
            }
            case K -> {
                if (net instanceof Torus2d) {
                    yield s.withNetwork(new Torus2d(n));
                }
                throw notFor(net);
            }
            case LAYERS -> {
                if (net instanceof Mesh m) {
                    yield s.withNetwork(new Mesh(m.ports(), n, m.dimensions()));
                }
                throw notFor(net);
            }
            case DIMENSION -> {
                if (net instanceof Hypercube) {
                    yield s.withNetwork(new Hypercube(n));
                }
                throw notFor(net);
            }
            case LEVELS -> {
                if (net instanceof KaryTree kt) {
                    yield s.withNetwork(new KaryTree(n, kt.arity()));
                }
                throw notFor(net);
            }
            case BUDGET -> {
                if (net instanceof Star) {
                    yield s.withStrategy(s.strategy().withBudget(value));
                }
                throw notFor(net);
            }
            case DEADLINE -> {
                if (net instanceof Star) {
                    yield s.withStrategy(s.strategy().withDeadline(value));
                }
                throw notFor(net);
            }
            case ARITY -> {
                if (net instanceof KaryTree kt) {
                    yield s.withNetwork(new KaryTree(kt.levels(), n));
                }
                throw notFor(net);
            }
        };
    }

    private InvalidScenarioException notFor(Network net) {
        return new InvalidScenarioException("param", "'" + id + "' does not apply to a " + net.kind().id() + " network"
                + (net instanceof Bus ? " (bus sizes come from the bus lists)" : ""));
    }
}
