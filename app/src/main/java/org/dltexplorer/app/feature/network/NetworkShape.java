package org.dltexplorer.app.feature.network;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Function;

import javafx.beans.Observable;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;

import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.model.Tree;

/**
 * The network panel's kind and sizes as its controls edit them, and the network they make.
 *
 * <p>A network shown in the panel ({@link #show}: opened, undone, a map point) is kept as given — a tree's parents,
 * a bus's assignment of workers, which no size control can express — for as long as every control shows the value
 * it has in that network. A control's value equal to the given network's is a rendering of it, not an edit, so
 * showing a network sets the controls in any order without losing it; a value of the user's own makes the network
 * from the sizes again.
 */
public final class NetworkShape {

    private final ObjectProperty<NetworkKind> kind = new SimpleObjectProperty<>(NetworkKind.CHAIN);
    private final IntegerProperty processors = new SimpleIntegerProperty(6);
    private final IntegerProperty chainOriginator = new SimpleIntegerProperty(0);
    private final IntegerProperty workers = new SimpleIntegerProperty(6);
    private final IntegerProperty buses = new SimpleIntegerProperty(2);
    private final IntegerProperty fanout = new SimpleIntegerProperty(2);
    private final IntegerProperty levels = new SimpleIntegerProperty(3);
    private final IntegerProperty arity = new SimpleIntegerProperty(2);
    private final IntegerProperty dimension = new SimpleIntegerProperty(3);
    private final IntegerProperty torusK = new SimpleIntegerProperty(1);
    private final IntegerProperty meshPorts = new SimpleIntegerProperty(2);
    private final IntegerProperty meshLayers = new SimpleIntegerProperty(3);
    private final IntegerProperty meshDimensions = new SimpleIntegerProperty(2);
    private final ObjectProperty<CustomGraph> customGraph = new SimpleObjectProperty<>(CustomGraph.starter());

    /** The network last shown, while the controls all show its values; {@code null} once one shows another. */
    private Network given;

    NetworkShape() {
        keepsGivenWhile(processors, n -> n instanceof Chain c ? OptionalInt.of(c.processors())
                : n instanceof Loop l ? OptionalInt.of(l.processors()) : n instanceof Tree t ? OptionalInt.of(t.size()) : OptionalInt.empty());
        keepsGivenWhile(chainOriginator, n -> n instanceof Chain c ? OptionalInt.of(c.originator()) : OptionalInt.empty());
        keepsGivenWhile(workers, n -> n instanceof Star s ? OptionalInt.of(s.workers())
                : n instanceof Bus b ? OptionalInt.of(b.workers()) : OptionalInt.empty());
        keepsGivenWhile(buses, n -> n instanceof Bus b ? OptionalInt.of(b.buses().size()) : OptionalInt.empty());
        keepsGivenWhile(fanout, n -> OptionalInt.empty()); // no network is given by its fan-out
        keepsGivenWhile(levels, n -> n instanceof KaryTree k ? OptionalInt.of(k.levels()) : OptionalInt.empty());
        keepsGivenWhile(arity, n -> n instanceof KaryTree k ? OptionalInt.of(k.arity()) : OptionalInt.empty());
        keepsGivenWhile(dimension, n -> n instanceof Hypercube h ? OptionalInt.of(h.dimension()) : OptionalInt.empty());
        keepsGivenWhile(torusK, n -> n instanceof Torus2d t ? OptionalInt.of(t.k()) : OptionalInt.empty());
        keepsGivenWhile(meshPorts, n -> n instanceof Mesh m ? OptionalInt.of(m.ports()) : OptionalInt.empty());
        keepsGivenWhile(meshLayers, n -> n instanceof Mesh m ? OptionalInt.of(m.layers()) : OptionalInt.empty());
        keepsGivenWhile(meshDimensions, n -> n instanceof Mesh m ? OptionalInt.of(m.dimensions()) : OptionalInt.empty());
        // a drawing shows a given graph while it has its nodes, edges and originator (positions are the layout's)
        // invalidation listeners, like the network's rebuild after them: JavaFX tells them before change listeners
        customGraph.addListener(x -> {
            if (given != null && !(given instanceof Graph && given.equals(drawn(customGraph.get())))) {
                given = null;
            }
        });
    }

    /** The given network stays while {@code size} shows the value {@code of} the given network has (if any). */
    private void keepsGivenWhile(IntegerProperty size, Function<Network, OptionalInt> of) {
        size.addListener(x -> {
            if (given != null && of.apply(given).stream().noneMatch(g -> g == size.get())) {
                given = null;
            }
        });
    }

    private static Network drawn(CustomGraph g) {
        try {
            return g.toGraph();
        } catch (InvalidScenarioException e) {
            return null;
        }
    }

    /** Everything the network is made of: a change of any may change it. */
    Observable[] controls() {
        return new Observable[] {kind, processors, chainOriginator, workers, buses, fanout, levels, arity, dimension, torusK,
            meshPorts, meshLayers, meshDimensions, customGraph};
    }

    /** The network the controls make (the given one while they show it); throws when the sizes make none. */
    Network build() {
        if (given != null && given.kind() == kind.get()) {
            return given;
        }
        return switch (kind.get()) {
            case CHAIN -> new Chain(processors.get(), Math.min(chainOriginator.get(), processors.get() - 1));
            case LOOP -> new Loop(processors.get());
            case STAR -> new Star(workers.get());
            case BUS -> bus(Math.max(1, Math.min(buses.get(), workers.get())), workers.get());
            case TREE -> tree(processors.get(), Math.max(1, fanout.get()));
            case KARY_TREE -> new KaryTree(levels.get(), arity.get());
            case HYPERCUBE -> new Hypercube(dimension.get());
            case TORUS2D -> new Torus2d(torusK.get());
            case MESH -> new Mesh(meshPorts.get(), meshLayers.get(), meshDimensions.get());
            case GRAPH -> customGraph.get().toGraph();
        };
    }

    /** Workers 1..{@code workers} dealt round-robin onto {@code b} buses. */
    private static Bus bus(int b, int workers) {
        List<List<Integer>> lists = new ArrayList<>();
        for (int i = 0; i < b; i++) {
            lists.add(new ArrayList<>());
        }
        for (int w = 1; w <= workers; w++) {
            lists.get((w - 1) % b).add(w);
        }
        return new Bus(lists);
    }

    /** A complete tree in breadth-first order: processor i's parent is (i - 1) / fanout. */
    private static Tree tree(int processors, int fanout) {
        int[] parent = new int[processors];
        parent[0] = -1;
        for (int i = 1; i < parent.length; i++) {
            parent[i] = (i - 1) / fanout;
        }
        return new Tree(parent);
    }

    /**
     * Shows network {@code n}: it is the given network, its kind is chosen and the controls show its sizes (a drawn
     * graph at {@code positions}, where they cover its nodes). The kind comes first, so the network changes once.
     */
    void show(Network n, CustomGraph positions) {
        given = n;
        kind.set(n.kind());
        if (n instanceof Chain c) {
            processors.set(c.processors());
            chainOriginator.set(c.originator());
        } else if (n instanceof Loop l) {
            processors.set(l.processors());
        } else if (n instanceof Star s) {
            workers.set(s.workers());
        } else if (n instanceof KaryTree k) {
            levels.set(k.levels());
            arity.set(k.arity());
        } else if (n instanceof Hypercube h) {
            dimension.set(h.dimension());
        } else if (n instanceof Torus2d t) {
            torusK.set(t.k());
        } else if (n instanceof Mesh m) {
            meshPorts.set(m.ports());
            meshLayers.set(m.layers());
            meshDimensions.set(m.dimensions());
        } else if (n instanceof Graph g) {
            customGraph.set(drawing(g, positions));
        } else if (n instanceof Tree t) {
            processors.set(t.size());
        } else if (n instanceof Bus b) {
            buses.set(b.buses().size());
            workers.set(b.workers());
        }
    }

    /** Graph {@code g} as a drawing: its nodes at {@code positions} where given, else on a circle. */
    private static CustomGraph drawing(Graph g, CustomGraph positions) {
        List<double[]> pos = new ArrayList<>();
        for (int i = 0; i < g.nodes(); i++) {
            pos.add(positions != null && i < positions.size() ? positions.positions().get(i)
                    : new double[] {0.5 + 0.4 * Math.cos(2 * Math.PI * i / g.nodes()), 0.5 + 0.4 * Math.sin(2 * Math.PI * i / g.nodes())});
        }
        List<int[]> edges = g.edges().stream().map(e -> new int[] {e.u(), e.v()}).toList();
        return new CustomGraph(pos, edges, g.originator());
    }

    public ObjectProperty<NetworkKind> kindProperty() {
        return kind;
    }

    public IntegerProperty processorsProperty() {
        return processors;
    }

    public IntegerProperty chainOriginatorProperty() {
        return chainOriginator;
    }

    public IntegerProperty workersProperty() {
        return workers;
    }

    public IntegerProperty busesProperty() {
        return buses;
    }

    public IntegerProperty fanoutProperty() {
        return fanout;
    }

    public IntegerProperty levelsProperty() {
        return levels;
    }

    public IntegerProperty arityProperty() {
        return arity;
    }

    public IntegerProperty dimensionProperty() {
        return dimension;
    }

    public IntegerProperty torusKProperty() {
        return torusK;
    }

    public IntegerProperty meshPortsProperty() {
        return meshPorts;
    }

    public IntegerProperty meshLayersProperty() {
        return meshLayers;
    }

    public IntegerProperty meshDimensionsProperty() {
        return meshDimensions;
    }

    public ObjectProperty<CustomGraph> customGraphProperty() {
        return customGraph;
    }
}
