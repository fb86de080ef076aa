package org.dltexplorer.app.feature.network;

import javafx.geometry.Point2D;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.NetworkKind;

/**
 * The drawing of the network on one canvas (thousands of nodes stay cheap), with a hover card and mouse editing
 * of custom graphs. Redraws when the layout, the loads or the selection change, and on resize.
 */
public final class NetworkCanvas extends Region {

    /** Links beyond which the data a link carries is drawn with a narrower range of widths. */
    static final int DENSE_LINKS = 200;


    private static final double PAD = 14;
    private static final double BAND_HEIGHT = 26;

    private final NetworkViewModel vm;
    private final Canvas canvas = new Canvas();
    private final Label hover = new Label();
    private int dragging = -1;
    private boolean dragged;
    private long lastDrawNanos;
    /** The hover card's text for the element last under the mouse, asked again when the figures change. */
    private java.util.function.Supplier<String> hovered = () -> "";

    public NetworkCanvas(NetworkViewModel vm) {
        this.vm = vm;
        getStyleClass().add("network-canvas");
        setId("networkCanvas");
        hover.getStyleClass().add("hover-card");
        hover.setId("hoverCard");
        hover.setVisible(false);
        hover.setMouseTransparent(true);
        getChildren().addAll(canvas, hover);
        setMinSize(200, 160);
        setPrefSize(520, 380);
        // the card describes what was under the mouse: another network has other nodes under it (LP1's processor 4
        // stayed on a 20-worker star), new figures give the same element other numbers
        vm.drawingProperty().addListener(x -> {
            hover.setVisible(false);
            redraw();
        });
        vm.figuresProperty().addListener(x -> {
            if (hover.isVisible()) {
                String text = hovered.get();
                hover.setText(text);
                hover.setVisible(!text.isEmpty());
            }
            redraw();
        });
        vm.selectedNodeProperty().addListener(x -> redraw());
        vm.selectedLinkProperty().addListener(x -> redraw());
        vm.pendingConnectionProperty().addListener(x -> redraw());
        vm.showTreeProperty().addListener(x -> redraw());
        canvas.setOnMouseMoved(this::onMoved);
        canvas.setOnMouseExited(e -> hover.setVisible(false));
        canvas.setOnMousePressed(this::onPressed);
        canvas.setOnMouseDragged(this::onDragged);
        canvas.setOnMouseReleased(this::onReleased);
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            redraw();
        }
        hover.autosize();
    }

    private double sx(double x) {
        return PAD + x * (canvas.getWidth() - 2 * PAD);
    }

    private double sy(double y) {
        return PAD + y * (canvas.getHeight() - 2 * PAD);
    }

    private double ux(double px) {
        return (px - PAD) / Math.max(1, canvas.getWidth() - 2 * PAD);
    }

    private double uy(double py) {
        return (py - PAD) / Math.max(1, canvas.getHeight() - 2 * PAD);
    }

    private double radius(NetworkDrawing d) {
        int n = Math.max(1, d.nodes().size());
        double side = Math.min(canvas.getWidth(), canvas.getHeight()) - 2 * PAD;
        return Math.max(2.5, Math.min(16, side / Math.sqrt(n) * 0.28));
    }

    /** Screen position of node {@code id} (tests click and hover there). */
    public Point2D screenPointOf(int id) {
        NetworkDrawing.Node n = vm.drawingProperty().get().node(id);
        return canvas.localToScreen(sx(n.x()), sy(n.y()));
    }

    /** Screen position of a point of the unit square. */
    public Point2D screenPointOf(double x, double y) {
        return canvas.localToScreen(sx(x), sy(y));
    }

    /** How long the last redraw took, in nanoseconds. */
    public long lastDrawNanos() {
        return lastDrawNanos;
    }

    public void redraw() {
        long t0 = System.nanoTime();
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setFill(Color.WHITE);
        g.fillRect(0, 0, w, h);
        NetworkDrawing d = vm.drawingProperty().get();
        if (d == null || w < 10 || h < 10) {
            return;
        }
        if (d.aggregated()) {
            drawLayers(g, d);
        } else {
            drawGraph(g, d);
        }
        lastDrawNanos = System.nanoTime() - t0;
    }

    private void drawGraph(GraphicsContext g, NetworkDrawing d) {
        NodeFigures f = vm.figuresProperty().get();
        Network net = vm.networkProperty().get();
        int[] tree = null;
        if (vm.showTreeProperty().get() && net != null && net.kind() == NetworkKind.GRAPH && vm.scheduleProperty().get() != null) {
            tree = vm.scheduleProperty().get().distributionTree();
        }
        double r = radius(d);
        double maxData = f.maxData();
        // hundreds of thick strokes merge into one wedge and cost the rasteriser more than all the rest: thinner then
        double thickest = d.links().size() > DENSE_LINKS ? 2 : 6;
        for (NetworkDrawing.Link l : d.links()) {
            NetworkDrawing.Node a = d.node(l.u());
            NetworkDrawing.Node b = d.node(l.v());
            if (a == null || b == null) {
                continue;
            }
            if (l.wrap()) {
                drawWrap(g, a, b, r);
                continue;
            }
            double data = l.link() >= 0 ? f.data(l.link()) : 0;
            double width = 1 + (maxData > 0 ? thickest * data / maxData : 0);
            boolean inTree = tree != null && ((l.v() < tree.length && tree[l.v()] == l.u()) || (l.u() < tree.length && tree[l.u()] == l.v()));
            boolean selected = l.link() >= 0 && l.link() == vm.selectedLinkProperty().get();
            g.setStroke(selected ? LoadColours.SELECTED : inTree ? LoadColours.TREE : LoadColours.LINK);
            g.setLineWidth(selected ? width + 2 : inTree ? Math.max(width, 3) : width);
            g.setLineDashes(tree != null && !inTree ? new double[] {4, 4} : null);
            g.strokeLine(sx(a.x()), sy(a.y()), sx(b.x()), sy(b.y()));
        }
        g.setLineDashes(null);
        int origin = vm.drawnOriginator();
        boolean labels = d.nodes().size() <= 64 && r >= 8;
        g.setFont(Font.font(Math.max(8, r * 0.9)));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        for (NetworkDrawing.Node n : d.nodes()) {
            double x = sx(n.x());
            double y = sy(n.y());
            int index = vm.figureIndex(n.id());
            boolean known = f.size() > 0 && index >= 0 && f.known(index);
            double load = known ? f.load(index) : 0;
            boolean idle = f.size() > 0 && (!known || load <= 0) && index >= 0;
            Color fill = f.size() == 0 || index < 0 ? LoadColours.UNKNOWN : idle ? LoadColours.IDLE
                    : LoadColours.of(f.maxLoad() > 0 ? load / f.maxLoad() : 0);
            g.setFill(fill);
            g.fillOval(x - r, y - r, 2 * r, 2 * r);
            g.setStroke(Color.web("#404040"));
            g.setLineWidth(1);
            g.strokeOval(x - r, y - r, 2 * r, 2 * r);
            if (idle) {
                // idle processors are crossed out
                g.setStroke(Color.web("#707070"));
                g.strokeLine(x - r * 0.6, y - r * 0.6, x + r * 0.6, y + r * 0.6);
                g.strokeLine(x - r * 0.6, y + r * 0.6, x + r * 0.6, y - r * 0.6);
            }
            if (n.id() == origin) {
                g.setStroke(LoadColours.ORIGINATOR_RING);
                g.setLineWidth(3);
                g.strokeOval(x - r - 4, y - r - 4, 2 * r + 8, 2 * r + 8);
            }
            if (n.id() == vm.selectedNodeProperty().get() || n.id() == vm.pendingConnectionProperty().get()) {
                g.setStroke(LoadColours.SELECTED);
                g.setLineWidth(3);
                g.strokeOval(x - r - 2, y - r - 2, 2 * r + 4, 2 * r + 4);
            }
            if (labels) {
                g.setFill(fill.getBrightness() < 0.6 || fill.getSaturation() > 0.8 ? Color.WHITE : Color.BLACK);
                g.fillText(Integer.toString(n.id()), x, y);
            }
        }
    }

    private void drawWrap(GraphicsContext g, NetworkDrawing.Node a, NetworkDrawing.Node b, double r) {
        // a wrap-around link: a short stub from each end towards the border it crosses
        g.setStroke(LoadColours.LINK);
        g.setLineWidth(1);
        g.setLineDashes(2, 2);
        boolean horizontal = Math.abs(a.y() - b.y()) < 1e-9;
        double ax = sx(a.x());
        double ay = sy(a.y());
        double bx = sx(b.x());
        double by = sy(b.y());
        if (horizontal) {
            g.strokeLine(ax, ay, canvas.getWidth() - 3, ay);
            g.strokeLine(bx, by, 3, by);
        } else {
            g.strokeLine(ax, ay, ax, canvas.getHeight() - 3);
            g.strokeLine(bx, by, bx, 3);
        }
        g.setLineDashes(null);
    }

    private void drawLayers(GraphicsContext g, NetworkDrawing d) {
        NodeFigures f = vm.figuresProperty().get();
        int layers = d.layerCounts().size();
        double w = canvas.getWidth();
        double top = PAD;
        double bandH = Math.min(BAND_HEIGHT, (canvas.getHeight() - 2 * PAD) / Math.max(1, layers));
        double maxLog = 0;
        for (long c : d.layerCounts()) {
            maxLog = Math.max(maxLog, Math.log10(Math.max(1, c)) + 1);
        }
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.CENTER);
        g.setFont(Font.font(Math.max(8, Math.min(12, bandH * 0.5))));
        for (int i = 0; i < layers; i++) {
            long count = d.layerCounts().get(i);
            double width = (w - 2 * PAD) * (Math.log10(Math.max(1, count)) + 1) / maxLog;
            double y = top + i * bandH;
            boolean known = f.layered() && f.known(i);
            double load = known ? f.load(i) : 0;
            Color fill = f.size() == 0 ? LoadColours.UNKNOWN : (load <= 0 ? LoadColours.IDLE : LoadColours.of(f.maxLoad() > 0 ? load / f.maxLoad() : 0));
            g.setFill(fill);
            g.fillRect(PAD, y + 1, width, bandH - 2);
            g.setStroke(i == 0 ? LoadColours.ORIGINATOR_RING : Color.web("#606060"));
            g.setLineWidth(i == 0 ? 3 : 1);
            g.strokeRect(PAD, y + 1, width, bandH - 2);
            g.setFill(Color.BLACK);
            String text = "layer " + i + " · " + count + " proc." + (known ? " · " + NetworkViewModel.fmt(load) + " each" : "");
            if (bandH >= 10) {
                g.fillText(text, PAD + 6, y + bandH / 2);
            }
        }
    }

    private int layerAt(double py) {
        NetworkDrawing d = vm.drawingProperty().get();
        int layers = d.layerCounts().size();
        double bandH = Math.min(BAND_HEIGHT, (canvas.getHeight() - 2 * PAD) / Math.max(1, layers));
        int i = (int) Math.floor((py - PAD) / bandH);
        return i >= 0 && i < layers ? i : -1;
    }

    private int hitNode(MouseEvent e) {
        NetworkDrawing d = vm.drawingProperty().get();
        if (d == null || d.aggregated()) {
            return -1;
        }
        double r = radius(d) + 3;
        // the radius in unit-square units along the longer side, so the hit zone covers the drawn circle
        double rx = r / Math.max(1, canvas.getWidth() - 2 * PAD);
        double ry = r / Math.max(1, canvas.getHeight() - 2 * PAD);
        return d.nodeAt(ux(e.getX()), uy(e.getY()), Math.max(rx, ry));
    }

    private int hitLink(MouseEvent e) {
        NetworkDrawing d = vm.drawingProperty().get();
        if (d == null || d.aggregated()) {
            return -1;
        }
        return d.linkAt(ux(e.getX()), uy(e.getY()), 5 / Math.max(1, Math.min(canvas.getWidth(), canvas.getHeight()) - 2 * PAD));
    }

    private void onMoved(MouseEvent e) {
        NetworkDrawing d = vm.drawingProperty().get();
        if (d == null) {
            return;
        }
        if (d.aggregated()) {
            int layer = layerAt(e.getY());
            hovered = () -> vm.describeLayer(layer);
        } else {
            int node = hitNode(e);
            int link = node >= 0 ? -1 : hitLink(e);
            hovered = () -> node >= 0 ? vm.describeNode(node) : vm.describeLink(link);
        }
        String text = hovered.get();
        if (text.isEmpty()) {
            hover.setVisible(false);
            return;
        }
        hover.setText(text);
        hover.autosize();
        double x = Math.min(e.getX() + 14, getWidth() - hover.getWidth() - 4);
        double y = e.getY() + 16 + hover.getHeight() > getHeight() ? e.getY() - hover.getHeight() - 8 : e.getY() + 16;
        hover.relocate(Math.max(0, x), Math.max(0, y));
        hover.setVisible(true);
    }

    private void onPressed(MouseEvent e) {
        dragged = false;
        dragging = -1;
        if (e.getButton() == MouseButton.PRIMARY && vm.kindProperty().get() == NetworkKind.GRAPH
                && vm.editToolProperty().get() == EditTool.SELECT) {
            dragging = hitNode(e);
        }
    }

    private void onDragged(MouseEvent e) {
        if (dragging >= 0) {
            dragged = true;
            vm.moveNode(dragging, ux(e.getX()), uy(e.getY()));
        }
    }

    private void onReleased(MouseEvent e) {
        if (dragged) {
            vm.select(dragging);
            dragging = -1;
            dragged = false;
            return;
        }
        dragging = -1;
        if (e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        int node = hitNode(e);
        if (node < 0 && vm.kindProperty().get() != NetworkKind.GRAPH || node < 0 && vm.editToolProperty().get() == EditTool.SELECT) {
            int link = hitLink(e);
            if (link >= 0) {
                vm.selectLink(link);
                return;
            }
        }
        vm.clickCustom(ux(e.getX()), uy(e.getY()), node);
    }
}
