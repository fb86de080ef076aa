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
    private final ObjectProperty<EditTool> editTool = new SimpleObjectProperty<>(EditTool.SELECT);

    private final ReadOnlyObjectWrapper<Network> network = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ObjectProperty<Map<Integer, ProcessorParams>> processorOverrides = new SimpleObjectProperty<>(Map.of());
    private final ObjectProperty<Map<Integer, LinkParams>> linkOverrides = new SimpleObjectProperty<>(Map.of());
    private final ObjectProperty<ProcessorParams> processorDefault = new SimpleObjectProperty<>(ProcessorParams.of(1));
    private final ObjectProperty<LinkParams> linkDefault = new SimpleObjectProperty<>(LinkParams.of(0, 0.2));

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
    /** The processor terms beyond the papers some solver declares for the scenario on screen (set by the window). */
    private final ObjectProperty<Set<ProcessorTerm>> offeredTerms = new SimpleObjectProperty<>(Set.of());
    /** Why the last value typed into the per-node editor was refused (field and value), or empty. */
    private final ReadOnlyStringWrapper elementError = new ReadOnlyStringWrapper("");

    /** A tree or bus read from a file, kept as given until the user changes its sizes. */
    private Network fixedShape;
    private boolean loadingShape;

    public NetworkViewModel() {
        for (Observable o : new Observable[] {processors, fanout, workers, buses}) {
            o.addListener(x -> {
                if (!loadingShape) {
                    fixedShape = null;
                }
            });
        }
        Observable[] sizes = {kind, processors, chainOriginator, workers, buses, fanout, levels, arity, dimension, torusK,
            meshPorts, meshLayers, meshDimensions, customGraph};
        for (Observable o : sizes) {
            o.addListener(x -> rebuild());
        }
        kind.addListener((o, a, b) -> {
            selectedNode.set(-1);
            selectedLink.set(-1);
        });
        selectedNode.addListener(x -> elementError.set(""));
        selectedLink.addListener(x -> elementError.set(""));
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
            n = build();
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

    private Network build() {
        if (fixedShape != null && fixedShape.kind() == kind.get()) {
            return fixedShape;
        }
        switch (kind.get()) {
            case CHAIN:
                return new Chain(processors.get(), Math.min(chainOriginator.get(), processors.get() - 1));
            case LOOP:
                return new Loop(processors.get());
            case STAR:
                return new Star(workers.get());
            case BUS: {
                int b = Math.max(1, Math.min(buses.get(), workers.get()));
                List<List<Integer>> lists = new ArrayList<>();
                for (int i = 0; i < b; i++) {
                    lists.add(new ArrayList<>());
                }
                for (int w = 1; w <= workers.get(); w++) {
                    lists.get((w - 1) % b).add(w);
                }
                return new Bus(lists);
            }
            case TREE: {
                int[] parent = new int[processors.get()];
                parent[0] = -1;
                for (int i = 1; i < parent.length; i++) {
                    parent[i] = (i - 1) / Math.max(1, fanout.get());
                }
                return new Tree(parent);
            }
            case KARY_TREE:
                return new KaryTree(levels.get(), arity.get());
            case HYPERCUBE:
                return new Hypercube(dimension.get());
            case TORUS2D:
                return new Torus2d(torusK.get());
            case MESH:
                return new Mesh(meshPorts.get(), meshLayers.get(), meshDimensions.get());
            case GRAPH:
                return customGraph.get().toGraph();
            default:
                throw new IllegalStateException(kind.get().id());
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
        linkOverrides.set(Map.of());
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
        processorOverrides.set(Map.of());
        linkOverrides.set(Map.of());
        selectedNode.set(-1);
        customGraph.set(customGraph.get().deleteNode(id));
    }

    public void setProcessorOverride(int id, ProcessorParams p) {
        Map<Integer, ProcessorParams> m = new TreeMap<>(processorOverrides.get());
        if (p == null || p.equals(processorDefault.get())) {
            m.remove(id);
        } else {
            m.put(id, p);
        }
        if (!m.equals(processorOverrides.get())) {
            processorOverrides.set(Map.copyOf(m));
        }
    }

    public void setLinkOverride(int id, LinkParams l) {
        Map<Integer, LinkParams> m = new TreeMap<>(linkOverrides.get());
        if (l == null || l.equals(linkDefault.get())) {
            m.remove(id);
        } else {
            m.put(id, l);
        }
        if (!m.equals(linkOverrides.get())) {
            linkOverrides.set(Map.copyOf(m));
        }
    }

    /**
     * The terms beyond the papers the editor shows for processor {@code id}: those a solver declares for the scenario
     * on screen ({@link #offeredTermsProperty()}), and any the processor already sets (so it can be cleared again).
     */
    public List<ProcessorTerm> termsShown(int id) {
        ProcessorParams p = processorParams(id);
        return java.util.Arrays.stream(ProcessorTerm.values())
                .filter(t -> offeredTerms.get().contains(t) || t.of(p) != 0).toList();
    }

    /** Types {@code text} into term {@code t} of processor {@code id}; false (and {@link #elementErrorProperty()}) when refused. */
    public boolean enterProcessorTerm(int id, ProcessorTerm t, String text) {
        return enter("processor " + id + " " + t.key(), text, false, v -> setProcessorOverride(id, t.in(processorParams(id), v)));
    }

    /** Types {@code text} into A of processor {@code id} (a number > 0). */
    public boolean enterProcessorA(int id, String text) {
        return enter("processor " + id + " A", text, true, v -> setProcessorOverride(id, processorParams(id).withA(v)));
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

    /** Types {@code text} into S, C or R ({@code name}) of link {@code id}: a number ≥ 0. */
    public boolean enterLink(int id, String name, String text, java.util.function.BiFunction<LinkParams, Double, LinkParams> with) {
        return enter("link " + id + " " + name, text, false, v -> setLinkOverride(id, with.apply(linkParams(id), v)));
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

    public ProcessorParams processorParams(int id) {
        ProcessorParams p = processorOverrides.get().get(id);
        return p == null ? processorDefault.get() : p;
    }

    public LinkParams linkParams(int id) {
        LinkParams l = linkOverrides.get().get(id);
        return l == null ? linkDefault.get() : l;
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

    /** Loads the state of a scenario's network (File > Open). */
    public void load(Network n, CustomGraph positions) {
        loadingShape = true;
        try {
            loadSizes(n, positions);
        } finally {
            loadingShape = false;
        }
        fixedShape = n instanceof Tree || n instanceof Bus ? n : null;
        kind.set(n.kind());
        rebuild();
    }

    private void loadSizes(Network n, CustomGraph positions) {
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
            List<double[]> pos = new ArrayList<>();
            for (int i = 0; i < g.nodes(); i++) {
                pos.add(positions != null && i < positions.size() ? positions.positions().get(i)
                        : new double[] {0.5 + 0.4 * Math.cos(2 * Math.PI * i / g.nodes()), 0.5 + 0.4 * Math.sin(2 * Math.PI * i / g.nodes())});
            }
            List<int[]> edges = g.edges().stream().map(e -> new int[] {e.u(), e.v()}).toList();
            customGraph.set(new CustomGraph(pos, edges, g.originator()));
        } else if (n instanceof Tree t) {
            processors.set(t.size());
        } else if (n instanceof Bus b) {
            buses.set(b.buses().size());
            workers.set(b.workers());
        }
    }

    // ---- hover text ---------------------------------------------------------------------------------------

    /** The hover card of a processor: parameters, load, start and finish. */
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
        ProcessorParams p = processorParams(id);
        sb.append("\nA = ").append(fmt(p.A())).append("   B = ").append(p.limitedMemory() ? fmt(p.B()) : "unlimited");
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
            sb.append("\nload = ").append(fmt(load));
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
        LinkParams l = linkParams(link);
        String s = "Link " + link + "\nS = " + fmt(l.S()) + "   C = " + fmt(l.C()) + "   R = " + fmt(l.R());
        double d = figures.get().data(link);
        return d > 0 ? s + "\ndata sent = " + fmt(d) : s;
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
            s += "\nload per processor = " + fmt(f.load(layer));
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

    /** The processor terms some solver would handle for the scenario on screen; the window keeps it current. */
    public ObjectProperty<Set<ProcessorTerm>> offeredTermsProperty() {
        return offeredTerms;
    }

    /** Why the last value typed into the per-node editor was refused, in one line naming the field and the value. */
    public ReadOnlyStringProperty elementErrorProperty() {
        return elementError.getReadOnlyProperty();
    }
}
