package org.dltexplorer.app.feature.animation;

import java.util.BitSet;
import java.util.List;

import javafx.animation.AnimationTimer;
import javafx.beans.value.ObservableNumberValue;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;

import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.GanttChartBuilder;
import org.dltexplorer.app.chart.TimeCursor;
import org.dltexplorer.core.model.LayerOrder;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;

/**
 * The animation tab: the nodes lighting up phase by phase, this phase's messages as arrows, the controls, and below
 * them the animated schedule's Gantt diagram with the time cursor. Keys anywhere in the tab except on the speed
 * slider and the order switch: space plays or pauses, → steps, ← goes back, Home resets.
 */
public final class AnimationView extends BorderPane {

    private static final Color IDLE = Color.web("#d9d9d9");
    private static final Color ACTIVE = Color.web("#3182bd");
    private static final Color NEW = Color.web("#e6550d");
    private static final Color ARROW = Color.web("#e6550d");
    private static final Color RELAY = Color.web("#9ecae1");

    /** Labels of the play button; every glyph is in the shipped DejaVu Sans (checked by a test). */
    static final String PLAY = "▶ Play";
    static final String PAUSE = "❚❚ Pause";

    private final AnimationViewModel vm;
    private final Canvas canvas = new Canvas();
    private final AnimationTimer timer;
    /** Held in a field: a binding only a listener refers to is garbage collected, and the timer would never start. */
    private final javafx.beans.binding.BooleanBinding ticking;
    private final ChartViewer gantt = new ChartViewer();
    private final TimeCursor cursor;
    private final FlowPane controls;
    private final javafx.beans.property.StringProperty exported = new javafx.beans.property.SimpleStringProperty("");
    private java.util.function.Function<String, java.util.Optional<java.nio.file.Path>> fileChooser;

    public AnimationView(AnimationViewModel vm) {
        this.vm = vm;
        setId("animationView");
        Pane holder = new Pane(canvas);
        canvas.widthProperty().bind(holder.widthProperty());
        canvas.heightProperty().bind(holder.heightProperty());
        canvas.widthProperty().addListener(x -> draw());
        canvas.heightProperty().addListener(x -> draw());
        // unmanaged: the canvas follows the pane's size instead of dictating it, so the pane can shrink
        canvas.setManaged(false);
        holder.setMinSize(100, 100);
        holder.setPrefSize(400, 300);

        Button reset = button("animReset", "|◀ Reset", vm::reset);
        Button back = button("animBack", "◀ Back", vm::back);
        Button play = button("animPlay", "▶ Play", () -> {
            if (vm.playingProperty().get()) {
                vm.pause();
            } else {
                vm.play();
            }
        });
        // U+23F8 (⏸) is not in the shipped DejaVu fonts and showed as an empty box; U+275A (❚) is
        play.textProperty().bind(javafx.beans.binding.Bindings.when(vm.playingProperty()).then(PAUSE).otherwise(PLAY));
        Button step = button("animStep", "Step ▶", vm::step);
        Slider speed = new Slider(AnimationViewModel.MIN_SPEED, AnimationViewModel.MAX_SPEED, vm.speedProperty().get());
        speed.setId("animSpeed");
        speed.setPrefWidth(110);
        speed.setMinWidth(80);
        speed.valueProperty().bindBidirectional(vm.speedProperty());
        Label speedLabel = new Label();
        speedLabel.textProperty().bind(vm.speedProperty().asString(java.util.Locale.ROOT, "%.2f phases/s"));
        Label phase = new Label();
        phase.setId("animPhase");
        phase.setWrapText(true);
        phase.textProperty().bind(vm.phaseLabelProperty());
        Label caption = new Label();
        caption.setId("animCaption");
        caption.setWrapText(true);
        caption.textProperty().bind(vm.messageProperty());
        Button gif = button("animExportGif", "Export GIF…", this::exportGif);
        // the controls wrap onto further rows in a narrow window (a projector's 1024 × 768) instead of being cut off
        Label written = new Label();
        written.setId("animExported");
        written.textProperty().bind(exported);
        controls = new FlowPane(6, 4, reset, back, play, step, group(new Label("Speed"), speed, speedLabel), gif,
                written);
        controls.setAlignment(Pos.CENTER_LEFT);
        controls.disableProperty().bind(vm.phasesProperty().isEqualTo(0));
        HBox order = orderSwitch();
        Label legend = new Label("dark blue: computes · light blue: only relays · orange: activated in this phase · grey: idle");
        legend.setId("animLegend");
        legend.setWrapText(true);
        // wrapped labels keep their lines when the pane is short (a VBox would squeeze them to one line and "…")
        for (Label l : new Label[] {legend, phase, caption}) {
            l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        VBox bottom = new VBox(4, controls, order, phase, legend, sweepControls());
        bottom.setPadding(new Insets(6));
        setTop(caption);
        BorderPane.setMargin(caption, new Insets(6));

        gantt.setId("animGantt");
        gantt.setMinHeight(120);
        gantt.setPrefHeight(240);
        Label noGantt = new Label("No schedule to show");
        noGantt.visibleProperty().bind(gantt.visibleProperty().not());
        VBox top = new VBox(holder, bottom);
        VBox.setVgrow(holder, javafx.scene.layout.Priority.ALWAYS);
        SplitPane split = new SplitPane(top, new javafx.scene.layout.StackPane(gantt, noGantt));
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.6);
        setCenter(split);
        cursor = follow(gantt, vm.cursorTimeProperty());
        vm.ganttProperty().addListener((o, a, d) -> showGantt());
        showGantt();
        // a filter: focused buttons would take the arrows for focus traversal and space for themselves
        addEventFilter(KeyEvent.KEY_PRESSED, this::key);
        holder.setId("animCanvas");
        holder.setFocusTraversable(true);
        holder.setOnMousePressed(e -> holder.requestFocus());
        // Space and → work as soon as the tab is shown, without a click on the picture first: the tab header
        // would otherwise keep the focus and take the arrows for switching tabs
        Runnable focus = () -> javafx.application.Platform.runLater(() -> {
            if (getScene() != null && shownInTabs()) {
                holder.requestFocus();
            }
        });
        sceneProperty().addListener((o, a, sc) -> {
            if (sc != null) {
                followTabs(focus);
                focus.run();
            }
        });

        vm.activeProperty().addListener(x -> draw());
        vm.planProperty().addListener(x -> draw());
        timer = new AnimationTimer() {
            private long last = -1;

            @Override
            public void handle(long now) {
                if (last >= 0) {
                    vm.tick((now - last) / 1e9);
                    vm.sweep().tick((now - last) / 1e9);
                }
                last = now;
            }

            @Override
            public void stop() {
                super.stop();
                last = -1;
            }
        };
        // one timer drives both the phases and a parameter sweep
        ticking = vm.playingProperty().or(vm.sweep().runningProperty());
        ticking.addListener((o, a, on) -> {
            if (on) {
                timer.start();
            } else {
                timer.stop();
            }
        });
        draw();
    }

    private final java.util.Set<javafx.scene.control.Tab> followed = java.util.Collections.newSetFromMap(new java.util.WeakHashMap<>());

    /** Runs {@code focus} whenever a tab holding this view is selected (the view's own visibility does not change). */
    private void followTabs(Runnable focus) {
        for (javafx.scene.control.Tab tab : tabsHoldingThis()) {
            if (followed.add(tab)) {
                tab.selectedProperty().addListener((o, a, on) -> {
                    if (on) {
                        focus.run();
                    }
                });
            }
        }
    }

    /** The tabs of enclosing tab panes whose content holds this view. */
    private List<javafx.scene.control.Tab> tabsHoldingThis() {
        List<javafx.scene.control.Tab> out = new java.util.ArrayList<>();
        for (javafx.scene.Parent p = getParent(); p != null; p = p.getParent()) {
            if (p instanceof javafx.scene.control.TabPane pane) {
                for (javafx.scene.control.Tab t : pane.getTabs()) {
                    if (t.getContent() != null && holds(t.getContent())) {
                        out.add(t);
                    }
                }
            }
        }
        return out;
    }

    private boolean holds(javafx.scene.Node ancestor) {
        for (javafx.scene.Node n = this; n != null; n = n.getParent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** Whether every tab holding this view is selected (true outside tabs). */
    private boolean shownInTabs() {
        return tabsHoldingThis().stream().allMatch(javafx.scene.control.Tab::isSelected);
    }

    private static HBox group(javafx.scene.Node... nodes) {
        HBox box = new HBox(4, nodes);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    /** Animate a parameter: which, from, to, in how many seconds; start or stop; where it is. */
    private javafx.scene.Node sweepControls() {
        ParameterSweep sw = vm.sweep();
        javafx.scene.control.ComboBox<ParameterSweep.Parameter> which =
                new javafx.scene.control.ComboBox<>(javafx.collections.FXCollections.observableArrayList(ParameterSweep.Parameter.values()));
        which.setId("sweepParameter");
        which.valueProperty().bindBidirectional(sw.parameterProperty());
        javafx.scene.control.TextField from = field("sweepFrom", sw.fromProperty());
        javafx.scene.control.TextField to = field("sweepTo", sw.toProperty());
        javafx.scene.control.TextField secs = new javafx.scene.control.TextField(ParameterSweep.format(sw.secondsProperty().get()));
        secs.setId("sweepSeconds");
        secs.setPrefColumnCount(3);
        secs.textProperty().addListener((o, a, t) -> {
            try {
                sw.secondsProperty().set(Double.parseDouble(t.trim()));
            } catch (NumberFormatException e) {
                sw.secondsProperty().set(Double.NaN);
            }
        });
        Button go = new Button();
        go.setId("sweepStart");
        go.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        go.textProperty().bind(javafx.beans.binding.Bindings.when(sw.runningProperty()).then("■ Stop").otherwise("▶ Animate"));
        go.setOnAction(e -> {
            if (sw.runningProperty().get()) {
                sw.stop();
            } else {
                sw.start();
            }
        });
        javafx.scene.control.ProgressBar bar = new javafx.scene.control.ProgressBar();
        bar.setId("sweepProgress");
        bar.setPrefWidth(80);
        bar.progressProperty().bind(sw.progressProperty());
        Label msg = new Label();
        msg.setId("sweepMessage");
        msg.setWrapText(true);
        msg.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        msg.textProperty().bind(sw.messageProperty());
        Tooltip tip = new Tooltip("Sweeps the parameter from one value to another while every view follows: "
                + "V, C and S in the units of the parameter panel, m the network's size (processors, workers, levels, "
                + "dimension, k or layers). Factors of 10 or more go geometrically.");
        which.setTooltip(tip);
        FlowPane box = new FlowPane(6, 4, group(new Label("Animate"), which), group(new Label("from"), from),
                group(new Label("to"), to), group(new Label("in"), secs, new Label("s")), go, bar);
        box.setAlignment(Pos.CENTER_LEFT);
        box.disableProperty().bind(sw.availableProperty().not());
        VBox all = new VBox(2, box, msg);
        all.setId("sweepControls");
        return all;
    }

    private static javafx.scene.control.TextField field(String id, javafx.beans.property.StringProperty text) {
        javafx.scene.control.TextField f = new javafx.scene.control.TextField();
        f.setId(id);
        f.setPrefColumnCount(5);
        f.textProperty().bindBidirectional(text);
        return f;
    }

    /** Puts {@code n} at the end of the controls (the window's full-width switch). */
    public void addControl(javafx.scene.Node n) {
        controls.getChildren().add(n);
    }

    /** Where "Export GIF…" asks for the file (the window's dialogs); null: ask nobody, export nothing. */
    public void setFileChooser(java.util.function.Function<String, java.util.Optional<java.nio.file.Path>> chooser) {
        fileChooser = chooser;
    }

    /** Every phase as an image of the picture with its phase line (what the GIF shows). */
    public List<java.awt.image.BufferedImage> frames() {
        List<java.awt.image.BufferedImage> out = new java.util.ArrayList<>();
        int keep = vm.phaseProperty().get();
        boolean byPort = vm.byPortProperty().get();
        vm.byPortProperty().set(false); // one frame per phase
        vm.reset();
        for (int j = 0; j <= vm.phasesProperty().get(); j++) {
            draw();
            java.awt.image.BufferedImage img = javafx.embed.swing.SwingFXUtils.fromFXImage(canvas.snapshot(null, null), null);
            java.awt.image.BufferedImage frame = new java.awt.image.BufferedImage(img.getWidth(), img.getHeight() + 24,
                    java.awt.image.BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = frame.createGraphics();
            g.setColor(java.awt.Color.WHITE);
            g.fillRect(0, 0, frame.getWidth(), frame.getHeight());
            g.drawImage(img, 0, 0, null);
            g.setColor(java.awt.Color.BLACK);
            g.setRenderingHint(java.awt.RenderingHints.KEY_TEXT_ANTIALIASING, java.awt.RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 13));
            g.drawString(vm.phaseLabelProperty().get(), 8, img.getHeight() + 17);
            g.dispose();
            out.add(frame);
            vm.step();
        }
        vm.reset();
        for (int j = 0; j < keep; j++) {
            vm.step();
        }
        vm.byPortProperty().set(byPort);
        return out;
    }

    private void exportGif() {
        if (fileChooser == null || vm.phasesProperty().get() == 0) {
            return;
        }
        fileChooser.apply("animation.gif").ifPresent(p -> {
            java.nio.file.Path file = p.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".gif") ? p
                    : p.resolveSibling(p.getFileName() + ".gif");
            try {
                // one phase a second at speed 1: the GIF plays as the animation does
                AnimatedGif.write(frames(), file, (int) Math.round(1000 / vm.speedProperty().get()));
                exported.set("Wrote " + file.getFileName());
            } catch (java.io.IOException e) {
                exported.set("Cannot write " + file.getFileName() + ": " + e.getMessage());
            }
        });
    }

    private HBox orderSwitch() {
        ToggleGroup group = new ToggleGroup();
        ToggleButton nlf = new ToggleButton("NLF");
        nlf.setId("animOrderNlf");
        ToggleButton llf = new ToggleButton("LLF");
        llf.setId("animOrderLlf");
        nlf.setUserData(LayerOrder.NLF);
        llf.setUserData(LayerOrder.LLF);
        nlf.setToggleGroup(group);
        llf.setToggleGroup(group);
        Runnable sync = () -> group.selectToggle(vm.layerOrderProperty().get() == LayerOrder.LLF ? llf : nlf);
        sync.run();
        vm.layerOrderProperty().addListener((o, a, v) -> sync.run());
        group.selectedToggleProperty().addListener((o, a, t) -> {
            if (t == null) {
                sync.run(); // one order is always chosen
            } else {
                vm.layerOrderProperty().set((LayerOrder) t.getUserData());
            }
        });
        HBox box = new HBox(6, new Label("Layer order (binomial tree):"), nlf, llf);
        box.setAlignment(Pos.CENTER_LEFT);
        box.visibleProperty().bind(vm.orderSwitchableProperty());
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }

    private void showGantt() {
        var d = vm.ganttProperty().get();
        JFreeChart chart = d == null ? null : GanttChartBuilder.build(d, ChartStyle.SCREEN);
        if (chart != null) {
            gantt.setChart(chart);
        }
        gantt.setVisible(chart != null);
        cursor.attach(chart);
    }

    private void key(KeyEvent e) {
        if (e.getTarget() instanceof Slider || e.getTarget() instanceof ToggleButton) {
            return; // the speed slider and the order switch keep their arrows
        }
        switch (e.getCode()) {
            case SPACE -> {
                if (vm.playingProperty().get()) {
                    vm.pause();
                } else {
                    vm.play();
                }
            }
            case RIGHT -> vm.step();
            case LEFT -> vm.back();
            case HOME -> vm.reset();
            default -> {
                return;
            }
        }
        e.consume();
    }

    /**
     * A time cursor on whatever chart {@code viewer} shows, moving with {@code time}; call {@link TimeCursor#attach}
     * when the viewer's chart is replaced.
     */
    public static TimeCursor follow(ChartViewer viewer, ObservableNumberValue time) {
        TimeCursor c = new TimeCursor();
        c.attach(viewer.getChart());
        c.moveTo(time.doubleValue());
        time.addListener((o, a, t) -> c.moveTo(t.doubleValue()));
        return c;
    }

    /** A time cursor following {@code time} on the charts {@code chart} holds in turn (the main Gantt tab's). */
    public static TimeCursor follow(ObservableValue<JFreeChart> chart, ObservableNumberValue time) {
        TimeCursor c = new TimeCursor();
        c.attach(chart.getValue());
        c.moveTo(time.doubleValue());
        time.addListener((o, a, t) -> c.moveTo(t.doubleValue()));
        chart.addListener((o, a, ch) -> c.attach(ch));
        return c;
    }

    public ChartViewer gantt() {
        return gantt;
    }

    private static Button button(String id, String text, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // never "Ste…": the row wraps instead
        b.setOnAction(e -> action.run());
        return b;
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.clearRect(0, 0, w, h);
        ActivationPlan p = vm.planProperty().get();
        if (p == null || w <= 0 || h <= 0) {
            return;
        }
        double margin = 20;
        double[] box = PictureBox.fit(w, h, margin, p.aspect());
        double ox = box[0];
        double oy = box[1];
        double sw = box[2];
        double sh = box[3];
        double r = Math.max(2, Math.min(10, 0.35 * Math.min(sw + 2 * margin, sh + 2 * margin) / Math.sqrt(p.nodes())));

        BitSet on = vm.activeProperty().get();
        int j = vm.phaseProperty().get();
        for (int i = 0; i < p.nodes(); i++) {
            if (Double.isNaN(p.x()[i])) {
                continue; // a point of the pattern's square that is not a processor of the network
            }
            g.setFill(!on.get(i) ? IDLE : p.phaseOf()[i] == j && j > 0 ? NEW : p.computes()[i] ? ACTIVE : RELAY);
            double cx = ox + p.x()[i] * sw;
            double cy = oy + p.y()[i] * sh;
            g.fillOval(cx - r, cy - r, 2 * r, 2 * r);
        }
        g.setStroke(ARROW);
        g.setLineWidth(1.5);
        for (int[] m : vm.currentMessages()) {
            List<double[]> parts = p.arrows(m);
            // a wrap-around message: a dashed stub leaves the sender, another enters the receiver
            g.setLineDashes(parts.size() == 2 ? new double[] {4, 3} : null);
            for (int k = 0; k < parts.size(); k++) {
                double[] a = parts.get(k);
                double rStart = k == 0 ? r : 0;
                double rEnd = k == parts.size() - 1 ? r : 0;
                arrow(g, ox + a[0] * sw, oy + a[1] * sh, ox + a[2] * sw, oy + a[3] * sh, rStart, rEnd);
            }
        }
        g.setLineDashes(null);
    }

    private static void arrow(GraphicsContext g, double x0, double y0, double x1, double y1, double r0, double r1) {
        double len = Math.hypot(x1 - x0, y1 - y0);
        if (len <= r0 + r1) {
            return;
        }
        double ux = (x1 - x0) / len;
        double uy = (y1 - y0) / len;
        double ex = x1 - ux * r1;
        double ey = y1 - uy * r1;
        g.strokeLine(x0 + ux * r0, y0 + uy * r0, ex, ey);
        double head = Math.min(8, len / 3);
        g.strokeLine(ex, ey, ex - head * (ux - 0.5 * uy), ey - head * (uy + 0.5 * ux));
        g.strokeLine(ex, ey, ex - head * (ux + 0.5 * uy), ey - head * (uy - 0.5 * ux));
    }

    public Canvas canvas() {
        return canvas;
    }
}
