package org.dltexplorer.app.feature.network;

import java.util.List;

import javafx.beans.binding.Bindings;
import javafx.beans.property.IntegerProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Stop;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;

import org.controlsfx.control.PropertySheet;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.model.Tree;

/** The network panel: gallery, size controls, drawing with legend, editing tools and the element property sheet. */
public final class NetworkView extends VBox {

    private final NetworkViewModel vm;
    private final NetworkCanvas canvas;
    private final PropertySheet sheet = new PropertySheet();
    private final Label sheetTitle = new Label();
    private final Label legendMax = new Label();

    public NetworkView(NetworkViewModel vm) {
        this.vm = vm;
        this.canvas = new NetworkCanvas(vm);
        getStyleClass().add("network-view");
        setSpacing(6);
        setPadding(new Insets(6));

        addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, this::editorKey);
        canvas.setFocusTraversable(true);
        canvas.addEventHandler(javafx.scene.input.MouseEvent.MOUSE_PRESSED, e -> canvas.requestFocus());

        Label caption = new Label();
        caption.setId("networkCaption");
        caption.getStyleClass().add("caption");
        caption.textProperty().bind(Bindings.createStringBinding(
                () -> vm.drawingProperty().get() == null ? "" : vm.drawingProperty().get().caption(), vm.drawingProperty()));
        Label error = new Label();
        error.setId("networkError");
        error.getStyleClass().add("field-error");
        error.textProperty().bind(vm.errorProperty());
        error.visibleProperty().bind(vm.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());

        StackPane drawingPane = new StackPane(canvas);
        drawingPane.getStyleClass().add("drawing-pane");
        VBox.setVgrow(drawingPane, Priority.ALWAYS);

        sheet.setId("elementSheet");
        sheet.setModeSwitcherVisible(false);
        sheet.setSearchBoxVisible(false);
        sheet.setPrefHeight(130);
        Label elementError = new Label();
        elementError.setId("elementError");
        elementError.getStyleClass().add("field-error");
        elementError.setWrapText(true);
        elementError.textProperty().bind(vm.perNode().elementErrorProperty());
        elementError.visibleProperty().bind(vm.perNode().elementErrorProperty().isNotEmpty());
        elementError.managedProperty().bind(elementError.visibleProperty());
        VBox sheetBox = new VBox(4, sheetTitle, sheet, elementError);
        TitledPane element = new TitledPane("Selected processor or link", sheetBox);
        element.setId("elementPane");
        element.setExpanded(true);
        vm.selectedNodeProperty().addListener(x -> refreshSheet());
        vm.selectedLinkProperty().addListener(x -> refreshSheet());
        // not on override changes: the sheet's own edits would rebuild it under the user's cursor
        vm.perNode().processorDefaultProperty().addListener(x -> refreshSheet());
        vm.perNode().linkDefaultProperty().addListener(x -> refreshSheet());
        vm.perNode().notationProperty().addListener(x -> refreshSheet());
        vm.perNode().unitsProperty().addListener(x -> refreshSheet());
        // a change listener: only a different set of offered terms (another kind, buffers set) adds or drops rows
        vm.perNode().offeredTermsProperty().addListener((o, a, b) -> refreshSheet());
        // values changed from outside the sheet (a file opened, undo, reset) show at once; the sheet's own edits,
        // made while it has the focus, do not rebuild it under the cursor. Change listeners: an editor that writes back
        // the value it shows (as the sheet's editors do when they are built) changes nothing and rebuilds nothing.
        vm.processorOverridesProperty().addListener((o, a, b) -> {
            if (!sheet.isFocusWithin()) {
                refreshSheet();
            }
        });
        vm.linkOverridesProperty().addListener((o, a, b) -> {
            if (!sheet.isFocusWithin()) {
                refreshSheet();
            }
        });
        refreshSheet();

        getChildren().addAll(gallery(), sizes(), tools(), error, drawingPane, caption, legend(), element);
    }

    public NetworkCanvas canvas() {
        return canvas;
    }

    // ---- gallery --------------------------------------------------------------------------------------------

    private Node gallery() {
        FlowPane pane = new FlowPane(4, 4);
        pane.setId("gallery");
        pane.getStyleClass().add("gallery");
        ToggleGroup group = new ToggleGroup();
        for (NetworkKind k : NetworkKind.values()) {
            ToggleButton b = new ToggleButton(label(k), thumbnail(k));
            b.setId("kind-" + k.id());
            b.getStyleClass().add("gallery-item");
            b.setContentDisplay(javafx.scene.control.ContentDisplay.TOP);
            b.setToggleGroup(group);
            b.setUserData(k);
            b.setTooltip(new Tooltip(help(k)));
            b.setSelected(vm.kindProperty().get() == k);
            pane.getChildren().add(b);
        }
        group.selectedToggleProperty().addListener((o, a, t) -> {
            if (t == null) {
                a.setSelected(true); // one kind is always chosen
            } else {
                vm.kindProperty().set((NetworkKind) t.getUserData());
            }
        });
        // one selectToggle, not a deselect-all first: an empty group in between would choose the old kind again
        // (a chain for a moment while a star is shown, sent as an edit of the network)
        vm.kindProperty().addListener((o, a, k) -> group.getToggles().stream().filter(t -> t.getUserData() == k).findFirst()
                .ifPresent(group::selectToggle));
        return pane;
    }

    static String label(NetworkKind k) {
        switch (k) {
            case CHAIN: return "Chain";
            case LOOP: return "Loop";
            case STAR: return "Star";
            case BUS: return "Bus";
            case TREE: return "Tree";
            case KARY_TREE: return "K-ary tree";
            case HYPERCUBE: return "Hypercube";
            case TORUS2D: return "2D torus";
            case MESH: return "Mesh";
            default: return "Custom";
        }
    }

    private static String help(NetworkKind k) {
        switch (k) {
            case CHAIN: return "Processors in a line; the load starts at the originator (Błażewicz & Drozdowski 1997, §2)";
            case LOOP: return "A ring; the originator sends both ways (Błażewicz & Drozdowski 1997, §2.3)";
            case STAR: return "An originator and m workers, one link each (Błażewicz & Drozdowski 1997, §3)";
            case BUS: return "An originator transmitting on one or more buses (Błażewicz & Drozdowski 1997, §4)";
            case TREE: return "A rooted tree; the root holds the load";
            case KARY_TREE: return "L levels, K children per node; EDS / SOS / MOS policies (Ko & Robertazzi 2003)";
            case HYPERCUBE: return "2^d processors, scattered by layers (Drozdowski 2009, §7.2.4)";
            case TORUS2D: return "5^k × 5^k torus scattered by Peters–Syska (Błażewicz et al. 1999)";
            case MESH: return "2D/3D mesh scattered by a (p+1)-nomial tree (Drozdowski 2009, §7.2.3)";
            default: return "Draw your own network; solved over a spanning tree";
        }
    }

    private static Node thumbnail(NetworkKind k) {
        Network n;
        switch (k) {
            case CHAIN: n = new Chain(4, 0); break;
            case LOOP: n = new Loop(6); break;
            case STAR: n = new Star(5); break;
            case BUS: n = new org.dltexplorer.core.model.Bus(List.of(List.of(1, 2, 3), List.of(4, 5, 6))); break;
            case TREE: n = new Tree(new int[] {-1, 0, 0, 1, 1, 2}); break;
            case KARY_TREE: n = new KaryTree(2, 2); break;
            case HYPERCUBE: n = new Hypercube(3); break;
            case TORUS2D: n = new Torus2d(1); break;
            case MESH: n = new Mesh(1, 4, 2); break;
            default: n = CustomGraph.starter().toGraph();
        }
        NetworkDrawing d = NetworkLayout.layout(n, CustomGraph.starter());
        Canvas c = new Canvas(44, 30);
        GraphicsContext g = c.getGraphicsContext2D();
        g.setStroke(Color.web("#777"));
        g.setLineWidth(1);
        for (NetworkDrawing.Link l : d.links()) {
            NetworkDrawing.Node a = d.node(l.u());
            NetworkDrawing.Node b = d.node(l.v());
            if (a != null && b != null && !l.wrap()) {
                g.strokeLine(2 + a.x() * 40, 2 + a.y() * 26, 2 + b.x() * 40, 2 + b.y() * 26);
            }
        }
        double r = d.nodes().size() > 16 ? 1.3 : 2.4;
        for (NetworkDrawing.Node node : d.nodes()) {
            g.setFill(node.id() == n.originator() ? Color.web("#1b3a6b") : Color.web("#fd8d3c"));
            g.fillOval(2 + node.x() * 40 - r, 2 + node.y() * 26 - r, 2 * r, 2 * r);
        }
        return c;
    }

    // ---- sizes ----------------------------------------------------------------------------------------------

    private Node sizes() {
        FlowPane pane = new FlowPane(10, 4);
        pane.setId("sizes");
        pane.setAlignment(Pos.CENTER_LEFT);
        var k = vm.kindProperty();
        pane.getChildren().addAll(
                size("processors", "Processors", vm.processorsProperty(), 1, NetworkViewModel.MAX_PROCESSORS,
                        is(NetworkKind.CHAIN, NetworkKind.LOOP, NetworkKind.TREE)),
                size("originator", "Originator", vm.shape().chainOriginatorProperty(), 0, NetworkViewModel.MAX_PROCESSORS - 1, is(NetworkKind.CHAIN)),
                size("workers", "Workers", vm.workersProperty(), 1, NetworkViewModel.MAX_PROCESSORS, is(NetworkKind.STAR, NetworkKind.BUS)),
                size("buses", "Buses", vm.shape().busesProperty(), 1, 64, is(NetworkKind.BUS)),
                size("fanout", "Children per node", vm.shape().fanoutProperty(), 1, 64, is(NetworkKind.TREE)),
                size("levels", "Levels L", vm.shape().levelsProperty(), 0, 30, is(NetworkKind.KARY_TREE)),
                size("arity", "Arity K", vm.shape().arityProperty(), 1, 64, is(NetworkKind.KARY_TREE)),
                size("dimension", "Dimension d", vm.shape().dimensionProperty(), 0, Hypercube.MAX_DIMENSION, is(NetworkKind.HYPERCUBE)),
                size("k", "k (side 5^k)", vm.shape().torusKProperty(), 1, Torus2d.MAX_K, is(NetworkKind.TORUS2D)),
                size("ports", "Ports p", vm.shape().meshPortsProperty(), 1, 6, is(NetworkKind.MESH)),
                size("layers", "Layers h", vm.shape().meshLayersProperty(), 0, 200, is(NetworkKind.MESH)),
                size("dimensions", "2D / 3D", vm.shape().meshDimensionsProperty(), 2, 3, is(NetworkKind.MESH)));
        k.addListener(x -> pane.requestLayout());
        return pane;
    }

    private ObservableBooleanValue is(NetworkKind... kinds) {
        return Bindings.createBooleanBinding(() -> List.of(kinds).contains(vm.kindProperty().get()), vm.kindProperty());
    }

    private Node size(String id, String text, IntegerProperty property, int min, int max, ObservableBooleanValue visible) {
        int start = property.get();
        Spinner<Integer> spinner = new Spinner<>(Math.min(min, start), Math.max(max, start), start);
        SpinnerValueFactory.IntegerSpinnerValueFactory range = (SpinnerValueFactory.IntegerSpinnerValueFactory) spinner.getValueFactory();
        spinner.setId("size-" + id);
        spinner.setEditable(true);
        // a typed value outside the range (or not a number) is refused, not cut to the bound: the spinner commits its
        // text on Enter and whenever the field loses focus (another window, the test's next scene), and its factory
        // would turn 5 000 000 into a chain of 1 000 000, built, solved and drawn unasked; the value stays, the text
        // stays with the note below saying what the field accepts
        javafx.util.StringConverter<Integer> whole = range.getConverter();
        range.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Integer v) {
                return whole.toString(v);
            }

            @Override
            public Integer fromString(String t) {
                try {
                    Integer v = whole.fromString(t);
                    return v == null || v < range.getMin() || v > range.getMax() ? range.getValue() : v;
                } catch (NumberFormatException e) {
                    return range.getValue();
                }
            }
        });
        spinner.setPrefWidth(90);
        spinner.getValueFactory().valueProperty().addListener((o, a, v) -> {
            if (v != null) {
                property.set(v);
            }
        });
        javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip();
        spinner.setTooltip(tip);
        Runnable retitle = () -> tip.setText(text + ": " + rangeWords(range));
        retitle.run();
        // a file may hold more than the spinner offers (a chain of 2 000 000): the range widens to the value rather
        // than the spinner cutting it to its bounds, and narrows back once the value is inside them again
        property.addListener((o, a, v) -> {
            int value = v.intValue();
            range.setMax(Math.max(range.getMax(), value));
            range.setMin(Math.min(range.getMin(), value));
            range.setValue(value);
            range.setMax(Math.max(max, value));
            range.setMin(Math.min(min, value));
            retitle.run();
        });
        // a typed value beyond the range is not silently cut: the field says what it accepts
        Label limit = new Label();
        limit.setId("limit-" + id);
        limit.getStyleClass().add("field-error");
        limit.managedProperty().bind(limit.visibleProperty());
        limit.setVisible(false);
        spinner.getEditor().textProperty().addListener((o, a, t) -> {
            String digits = t == null ? "" : t.strip().replace(" ", "").replace(",", "");
            boolean outside = false;
            try {
                long v = Long.parseLong(digits);
                outside = v < range.getMin() || v > range.getMax();
            } catch (NumberFormatException e) {
                outside = !digits.isEmpty();
            }
            limit.setText(outside ? "from " + rangeWords(range) : "");
            limit.setVisible(outside);
        });
        Label l = new Label(text);
        l.setLabelFor(spinner);
        HBox box = new HBox(4, l, spinner, limit);
        box.setAlignment(Pos.CENTER_LEFT);
        box.visibleProperty().bind(Bindings.createBooleanBinding(visible::get, visible));
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }

    private static String rangeWords(SpinnerValueFactory.IntegerSpinnerValueFactory range) {
        return String.format(java.util.Locale.ROOT, "%,d to %,d", range.getMin(), range.getMax()).replace(',', ' ');
    }

    /**
     * Keys of the network editor while the drawing has the focus: a tool's letter picks it, the arrows move the
     * selected node (Shift: larger steps), Delete removes it.
     */
    private void editorKey(javafx.scene.input.KeyEvent e) {
        if (vm.kindProperty().get() != NetworkKind.GRAPH || !canvas.isFocused() || e.isShortcutDown() || e.isAltDown()) {
            return;
        }
        double step = e.isShiftDown() ? NetworkViewModel.NUDGE_LARGE : NetworkViewModel.NUDGE;
        boolean done = switch (e.getCode()) {
            case LEFT -> vm.nudgeSelected(-step, 0);
            case RIGHT -> vm.nudgeSelected(step, 0);
            case UP -> vm.nudgeSelected(0, -step);
            case DOWN -> vm.nudgeSelected(0, step);
            case DELETE, BACK_SPACE -> {
                int id = vm.selectedNodeProperty().get();
                if (id >= 0) {
                    vm.deleteNode(id);
                }
                yield id >= 0;
            }
            default -> {
                for (EditTool t : EditTool.values()) {
                    if (t.key() == e.getCode()) {
                        vm.editToolProperty().set(t);
                        vm.pendingConnectionProperty().set(-1);
                        yield true;
                    }
                }
                yield false;
            }
        };
        if (done) {
            e.consume();
        }
    }

    // ---- custom graph tools ---------------------------------------------------------------------------------

    private Node tools() {
        // wraps rather than running off the edge of a narrow editor (1280 × 800 screens)
        FlowPane box = new FlowPane(4, 4);
        box.setId("editTools");
        box.setAlignment(Pos.CENTER_LEFT);
        ToggleGroup group = new ToggleGroup();
        for (EditTool t : EditTool.values()) {
            ToggleButton b = new ToggleButton(t.shortLabel());
            b.setTooltip(new javafx.scene.control.Tooltip(t.tooltip()));
            b.setMnemonicParsing(false);
            b.setId("tool-" + t.name().toLowerCase(java.util.Locale.ROOT));
            b.setToggleGroup(group);
            b.setUserData(t);
            b.setSelected(vm.editToolProperty().get() == t);
            box.getChildren().add(b);
        }
        group.selectedToggleProperty().addListener((o, a, t) -> {
            if (t == null) {
                a.setSelected(true);
            } else {
                vm.editToolProperty().set((EditTool) t.getUserData());
                vm.pendingConnectionProperty().set(-1);
            }
        });
        Label hint = new Label();
        hint.getStyleClass().add("hint");
        hint.textProperty().bind(Bindings.createStringBinding(() -> {
            switch (vm.editToolProperty().get()) {
                case ADD_NODE: return "click empty space to add a node";
                case CONNECT: return vm.pendingConnectionProperty().get() < 0 ? "click two nodes to link or unlink them"
                        : "now click the other end (from " + vm.pendingConnectionProperty().get() + ")";
                case DELETE: return "click a node to delete it";
                case ORIGINATOR: return "click the node that holds the load";
                default: return "drag nodes (or arrow keys, Shift for larger steps) to move them; click to edit";
            }
        }, vm.editToolProperty(), vm.pendingConnectionProperty()));
        hint.setWrapText(true);
        hint.setPrefWidth(300); // wraps under the tools instead of widening the editor past its pane
        box.getChildren().add(hint);
        vm.editToolProperty().addListener((o, a, t) -> group.getToggles().forEach(x -> x.setSelected(x.getUserData() == t)));
        box.visibleProperty().bind(vm.kindProperty().isEqualTo(NetworkKind.GRAPH));
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }

    // ---- legend ---------------------------------------------------------------------------------------------

    private Node legend() {
        Rectangle scale = new Rectangle(110, 10);
        scale.setFill(new LinearGradient(0, 0, 1, 0, true, CycleMethod.NO_CYCLE,
                new Stop(0, LoadColours.of(0)), new Stop(0.5, LoadColours.of(0.5)), new Stop(1, LoadColours.of(1))));
        legendMax.setId("legendMax");
        legendMax.textProperty().bind(Bindings.createStringBinding(() -> {
            NodeFigures f = vm.figuresProperty().get();
            return f.size() == 0 ? "no result" : NetworkViewModel.fmt(f.maxLoad());
        }, vm.figuresProperty()));
        Circle idle = new Circle(5, LoadColours.IDLE);
        idle.setStroke(Color.web("#707070"));
        Circle origin = new Circle(5, Color.TRANSPARENT);
        origin.setStroke(LoadColours.ORIGINATOR_RING);
        origin.setStrokeWidth(3);
        Rectangle tree = new Rectangle(14, 4, LoadColours.TREE);
        FlowPane box = new FlowPane(6, 2);
        box.getChildren().addAll(item(new Label("load 0"), scale, legendMax), item(idle, new Label("idle")),
                item(origin, new Label("originator")), item(new Label("thicker link = more data")));
        HBox treeBox = item(tree, new Label("spanning tree"));
        treeBox.visibleProperty().bind(vm.kindProperty().isEqualTo(NetworkKind.GRAPH));
        treeBox.managedProperty().bind(treeBox.visibleProperty());
        box.getChildren().add(treeBox);
        box.setId("legend");
        box.getStyleClass().add("legend");
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private static HBox item(Node... nodes) {
        for (Node n : nodes) {
            if (n instanceof Label l) {
                l.setMinWidth(Region.USE_PREF_SIZE);
            }
        }
        HBox b = new HBox(4, nodes);
        b.setAlignment(Pos.CENTER_LEFT);
        b.setPadding(new Insets(0, 8, 0, 0));
        return b;
    }

    // ---- element sheet --------------------------------------------------------------------------------------

    /** Height of a property row, and what the sheet adds around its rows: every row shows without a scroll bar. */
    private static final double ROW_HEIGHT = 27;
    private static final double SHEET_PADDING = 40;

    private void refreshSheet() {
        int node = vm.selectedNodeProperty().get();
        int link = vm.selectedLinkProperty().get();
        if (node >= 0) {
            sheetTitle.setText("Processor " + node + (vm.editable() ? "" : " — this kind is homogeneous: edit the parameter panel"));
            sheet.getItems().setAll(ElementItems.processor(vm, node));
            sheet.setPrefHeight(ROW_HEIGHT * sheet.getItems().size() + SHEET_PADDING);
        } else if (link >= 0) {
            sheetTitle.setText("Link " + link);
            sheet.getItems().setAll(ElementItems.link(vm, link));
            sheet.setPrefHeight(ROW_HEIGHT * sheet.getItems().size() + SHEET_PADDING);
        } else {
            sheetTitle.setText("Click a processor or a link to edit its parameters");
            sheet.getItems().clear();
        }
    }
}
