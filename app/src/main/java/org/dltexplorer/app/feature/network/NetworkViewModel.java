package org.dltexplorer.app.feature.network;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.DoubleConsumer;

import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;

import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.schedule.Schedule;

/**
 * State of the network panel: the chosen kind and its sizes, the custom graph, per-element parameter overrides, the
 * selection, and what the drawing shows of the latest schedule. Builds the core {@link Network}; an invalid size
 * leaves the previous network in place and reports the reason in {@link #errorProperty()}.
 */
public final class NetworkViewModel {

    /**
     * Largest explicit network the size controls offer (the field says so; a larger file is refused with that
     * sentence rather than cut down). The views stay readable at this size: the drawing aggregates beyond
     * {@link NetworkLayout#MAX_DRAWN} processors, the distribution and Gantt views show a window of processors.
     */
    public static final int MAX_PROCESSORS = 1_000_000;

    private final NetworkShape shape = new NetworkShape();
    private final PerNodeValues perNode = new PerNodeValues();
    private final ObjectProperty<NetworkKind> kind = shape.kindProperty();
    private final ObjectProperty<CustomGraph> customGraph = shape.customGraphProperty();
    private final ObjectProperty<EditTool> editTool = new SimpleObjectProperty<>(EditTool.SELECT);

    private final ReadOnlyObjectWrapper<Network> network = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    private final ObjectProperty<Schedule> schedule = new SimpleObjectProperty<>();
    /** Whether the drawing shows a schedule's reshaped network rather than {@link #network}. */
    private boolean drawingReshaped;
    private final ReadOnlyObjectWrapper<NodeFigures> figures = new ReadOnlyObjectWrapper<>(NodeFigures.EMPTY);
    private final ReadOnlyObjectWrapper<NetworkDrawing> drawing = new ReadOnlyObjectWrapper<>();
    private final IntegerProperty selectedNode = new SimpleIntegerProperty(-1);
    private final IntegerProperty selectedLink = new SimpleIntegerProperty(-1);
    private final BooleanProperty showTree = new SimpleBooleanProperty(true);
    /** First end of a connection being drawn with {@link EditTool#CONNECT}, or -1. */
    private final IntegerProperty pendingConnection = new SimpleIntegerProperty(-1);

    public NetworkViewModel() {
        for (Observable o : shape.controls()) {
            o.addListener(x -> rebuild());
        }
        kind.addListener((o, a, b) -> {
            selectedNode.set(-1);
            selectedLink.set(-1);
        });
        selectedNode.addListener(x -> perNode.forgetRefusal());
        selectedLink.addListener(x -> perNode.forgetRefusal());
        schedule.addListener((o, a, s) -> showSchedule(s));
        rebuild();
    }

    /**
     * Colours the drawing by {@code s}; when its solver reshaped the network (a bus assignment it searched), the
     * drawing shows the network the schedule runs on, and the user's own network again once a schedule doesn't.
     */
    private void showSchedule(Schedule s) {
        Network reshaped = s == null ? null : s.reshapedNetwork().orElse(null);
        Network shown = reshaped != null ? reshaped : network.get();
        if (reshaped != null || drawingReshaped) {
            drawingReshaped = reshaped != null;
            if (shown != null) {
                drawing.set(NetworkLayout.layout(shown, customGraph.get()));
            }
        }
        figures.set(NodeFigures.of(s, shown));
    }

    private void rebuild() {
        Network n;
        try {
            n = shape.build();
        } catch (InvalidScenarioException e) {
            error.set(e.getMessage());
            if (kind.get() == NetworkKind.GRAPH) {
                // show the drawing as the user left it, so they can finish connecting it
                drawing.set(NetworkLayout.custom(customGraph.get()));
                figures.set(NodeFigures.EMPTY);
            }
            return;
        }
        boolean wasInvalid = !error.get().isEmpty();
        error.set("");
        if (n.equals(network.get())) {
            if (wasInvalid || kind.get() == NetworkKind.GRAPH) {
                relayout();
            }
            return;
        }
        network.set(n);
        drawingReshaped = false;
        drawing.set(NetworkLayout.layout(n, customGraph.get()));
        figures.set(NodeFigures.EMPTY);
        if (selectedNode.get() >= n.processorCount()) {
            selectedNode.set(-1);
        }
        if (!n.hasLink(selectedLink.get())) {
            selectedLink.set(-1);
        }
    }

    /** Rebuilds the drawing when only positions changed (the network itself is equal). */
    private void relayout() {
        if (network.get() != null) {
            drawingReshaped = false;
            drawing.set(NetworkLayout.layout(network.get(), customGraph.get()));
        }
    }

    // ---- commands ------------------------------------------------------------------------------------------

    /** Applies the edit tool at {@code (x, y)} in the unit square, over node {@code hit} (-1 for empty space). */
    public void clickCustom(double x, double y, int hit) {
        if (kind.get() != NetworkKind.GRAPH) {
            select(hit);
            return;
        }
        CustomGraph g = customGraph.get();
        switch (editTool.get()) {
            case ADD_NODE:
                if (hit < 0) {
                    customGraph.set(g.addNode(x, y));
                    select(g.size());
                } else {
                    select(hit);
                }
                break;
            case CONNECT:
                if (hit < 0) {
                    pendingConnection.set(-1);
                } else if (pendingConnection.get() < 0) {
                    pendingConnection.set(hit);
                } else {
                    connect(pendingConnection.get(), hit);
                    pendingConnection.set(-1);
                }
                break;
            case DELETE:
                if (hit >= 0) {
                    deleteNode(hit);
                }
                break;
            case ORIGINATOR:
                if (hit >= 0) {
                    customGraph.set(g.withOriginator(hit));
                }
                break;
            default:
                select(hit);
        }
    }

    public void select(int node) {
        selectedLink.set(-1);
        selectedNode.set(node);
    }

    public void selectLink(int link) {
        selectedNode.set(-1);
        selectedLink.set(link);
    }

    /** Connects two nodes of the custom graph, or disconnects them when linked; link overrides are dropped. */
    public void connect(int u, int v) {
        CustomGraph g = customGraph.get();
        if (u < 0 || v < 0 || u >= g.size() || v >= g.size()) {
            return;
        }
        perNode.linkOverridesProperty().set(Map.of());
        customGraph.set(g.toggleEdge(u, v));
    }

    public void moveNode(int id, double x, double y) {
        CustomGraph g = customGraph.get();
        if (id >= 0 && id < g.size()) {
            customGraph.set(g.moveNode(id, x, y));
            if (error.get().isEmpty()) {
                relayout(); // while the drawing is unfinished (invalid) it shows the drawing, not the last valid network
            }
        }
    }

    /** Step of a keyboard move, in the unit square (Shift moves {@link #NUDGE_LARGE}). */
    public static final double NUDGE = 0.01;
    public static final double NUDGE_LARGE = 0.05;

    /** Moves the selected node of a drawn network by ({@code dx}, {@code dy}); false when none is selected. */
    public boolean nudgeSelected(double dx, double dy) {
        int id = selectedNode.get();
        CustomGraph g = customGraph.get();
        if (kind.get() != NetworkKind.GRAPH || id < 0 || id >= g.size()) {
            return false;
        }
        double[] p = g.positions().get(id);
        moveNode(id, p[0] + dx, p[1] + dy);
        return true;
    }

    /** Deletes a node of the custom graph: ids renumber, so per-element overrides are dropped. */
    public void deleteNode(int id) {
        perNode.clear();
        selectedNode.set(-1);
        customGraph.set(customGraph.get().deleteNode(id));
    }

    /** The originator as drawn (a custom graph's may be ahead of the last valid network). */
    public int drawnOriginator() {
        if (kind.get() == NetworkKind.GRAPH) {
            return customGraph.get().originator();
        }
        return network.get() == null ? -1 : network.get().originator();
    }

    /** Whether per-node and per-link parameters can be edited (explicit kinds). */
    public boolean editable() {
        return network.get() != null && network.get().explicit();
    }

    /** Shows network {@code n} (opened, undone, …), a drawn graph at {@code positions} (see {@link NetworkShape#show}). */
    public void load(Network n, CustomGraph positions) {
        shape.show(n, positions);
    }

    // ---- hover text ---------------------------------------------------------------------------------------

    /** The hover card of a processor: parameters, load, start and finish, all in the notation shown. */
    public String describeNode(int id) {
        Network n = network.get();
        if (n == null || id < 0) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        sb.append("Processor ").append(id);
        if (id == n.originator()) {
            sb.append(" (originator)");
        }
        ProcessorParams p = perNode.processorParams(id);
        sb.append("\n").append(perNode.symbol(Parameter.A)).append(" = ").append(fmt(perNode.shown(Parameter.A, p.A())))
                .append("   B = ").append(p.limitedMemory() ? fmt(p.B()) : "unlimited");
        StringBuilder terms = new StringBuilder();
        for (ProcessorTerm t : ProcessorTerm.values()) {
            if (t.of(p) != 0) {
                terms.append(terms.length() == 0 ? "\n" : "   ").append(t.key()).append(" = ").append(fmt(t.of(p)));
            }
        }
        sb.append(terms);
        NodeFigures f = figures.get();
        int index = figureIndex(id);
        if (index >= 0 && f.known(index)) {
            double load = f.load(index);
            sb.append("\nload = ").append(fmt(perNode.shownLoad(load)));
            if (f.layered()) {
                sb.append(" (layer ").append(index).append(")");
            }
            if (load <= 0) {
                sb.append("  — idle");
            }
            if (!Double.isNaN(f.start(index))) {
                sb.append("\nstart = ").append(fmt(f.start(index))).append("   finish = ").append(fmt(f.finish(index)));
            }
        } else if (schedule.get() != null && schedule.get().feasible()) {
            sb.append("\nload = 0  — idle");
        }
        return sb.toString();
    }

    /** The hover card of a link: parameters and data carried. */
    public String describeLink(int link) {
        if (link < 0) {
            return "";
        }
        LinkParams l = perNode.linkParams(link);
        String s = "Link " + link + "\n" + linkTerm(Parameter.S, l.S()) + "   " + linkTerm(Parameter.C, l.C()) + "   "
                + linkTerm(Parameter.R, l.R());
        double d = figures.get().data(link);
        return d > 0 ? s + "\ndata sent = " + fmt(perNode.shownLoad(d)) : s;
    }

    private String linkTerm(Parameter p, double canonical) {
        return perNode.symbol(p) + " = " + fmt(perNode.shown(p, canonical));
    }

    /** Hover card of a layer band in an aggregated drawing. */
    public String describeLayer(int layer) {
        NetworkDrawing d = drawing.get();
        if (d == null || layer < 0 || layer >= d.layerCounts().size()) {
            return "";
        }
        String s = "Layer " + layer + ": " + d.layerCounts().get(layer) + " processor(s)";
        NodeFigures f = figures.get();
        if (f.layered() && f.known(layer)) {
            s += "\nload per processor = " + fmt(perNode.shownLoad(f.load(layer)));
            if (!Double.isNaN(f.start(layer))) {
                s += "\nstart = " + fmt(f.start(layer)) + "   finish = " + fmt(f.finish(layer));
            }
        }
        return s;
    }

    /** Index of node {@code id} in the figures: its id, or its layer for layered schedules (-1 when unknown). */
    public int figureIndex(int id) {
        NodeFigures f = figures.get();
        if (!f.layered()) {
            return id;
        }
        NetworkDrawing d = drawing.get();
        NetworkDrawing.Node node = d == null ? null : d.node(id);
        return node == null ? -1 : node.layer();
    }

    public static String fmt(double v) {
        if (Double.isNaN(v)) {
            return "—";
        }
        if (v == 0) {
            return "0";
        }
        double a = Math.abs(v);
        return a >= 1e-3 && a < 1e5 ? String.format(Locale.ROOT, "%.4g", v).replaceAll("(\\.\\d*?)0+$", "$1").replaceAll("\\.$", "")
                : String.format(Locale.ROOT, "%.3e", v);
    }

    // ---- properties ---------------------------------------------------------------------------------------

    public ObjectProperty<NetworkKind> kindProperty() {
        return kind;
    }

    /** The kind and sizes as the controls edit them. */
    public NetworkShape shape() {
        return shape;
    }

    /** The values of single processors and links, as the per-node editor shows and takes them. */
    public PerNodeValues perNode() {
        return perNode;
    }

    public IntegerProperty processorsProperty() {
        return shape.processorsProperty();
    }

    public IntegerProperty workersProperty() {
        return shape.workersProperty();
    }

    public ObjectProperty<CustomGraph> customGraphProperty() {
        return customGraph;
    }

    public ObjectProperty<EditTool> editToolProperty() {
        return editTool;
    }

    public ReadOnlyObjectProperty<Network> networkProperty() {
        return network.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    public ObjectProperty<Map<Integer, ProcessorParams>> processorOverridesProperty() {
        return perNode.processorOverridesProperty();
    }

    public ObjectProperty<Map<Integer, LinkParams>> linkOverridesProperty() {
        return perNode.linkOverridesProperty();
    }

    public ObjectProperty<Schedule> scheduleProperty() {
        return schedule;
    }

    public ReadOnlyObjectProperty<NodeFigures> figuresProperty() {
        return figures.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<NetworkDrawing> drawingProperty() {
        return drawing.getReadOnlyProperty();
    }

    public IntegerProperty selectedNodeProperty() {
        return selectedNode;
    }

    public IntegerProperty selectedLinkProperty() {
        return selectedLink;
    }

    public BooleanProperty showTreeProperty() {
        return showTree;
    }

    public IntegerProperty pendingConnectionProperty() {
        return pendingConnection;
    }
}
