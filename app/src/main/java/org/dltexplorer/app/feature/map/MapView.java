package org.dltexplorer.app.feature.map;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.geom.Rectangle2D;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.chart.map.HeatMapChartBuilder;
import org.dltexplorer.app.chart.map.MapData;
import org.dltexplorer.app.chart.map.MapMetric;
import org.dltexplorer.core.analysis.CoarseToFine;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYBoxAnnotation;
import org.jfree.chart.fx.ChartCanvas;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.plot.XYPlot;

/**
 * The Map tab: the two axes and the metric above the heat map (drawn by {@link HeatMapChartBuilder}, as
 * {@code dlt map} draws it), the numbers of the point under the mouse or the keyboard's cell below it. A click, or
 * Enter on the keyboard's cell, makes that point the scenario.
 */
public final class MapView extends VBox {

    /** The screen figure: the chart fills the viewer; the size is only a default for the builder. */
    private static final FigureOptions SCREEN = new FigureOptions(ExportFormat.PNG, ExportSize.points(480, 360, ExportSize.SCREEN_DPI),
            ChartStyle.SCREEN);

    private final MapViewModel vm;
    private final ChartViewer chart = new ChartViewer();

    public MapView(MapViewModel vm) {
        this.vm = vm;
        setId("mapView");
        setSpacing(6);
        setPadding(new Insets(6));

        GridPane axes = new GridPane();
        axes.setHgap(6);
        axes.setVgap(4);
        axisRow(axes, 0, "_x", vm.x(), "the parameter across");
        axisRow(axes, 1, "_y", vm.y(), "the parameter up");

        ComboBox<MapMetric> metric = new ComboBox<>(javafx.collections.FXCollections.observableArrayList(MapMetric.values()));
        metric.setId("mapMetric");
        metric.valueProperty().bindBidirectional(vm.metricProperty());
        metric.setConverter(new StringConverter<>() {
            @Override
            public String toString(MapMetric m) {
                return m == null ? "" : m.id();
            }

            @Override
            public MapMetric fromString(String s) {
                return MapMetric.fromId(s).orElse(null);
            }
        });
        metric.setTooltip(new Tooltip("What the colours show: makespan, speedup over the originator alone, efficiency "
                + "(speedup per processor used), processors used, or the proven gap of a search stopped at its time limit"));
        Label metricLabel = label("_Metric", metric);
        CheckBox iso = new CheckBox("_Iso-lines");
        iso.setId("mapIsoLines");
        iso.selectedProperty().bindBidirectional(vm.isoLinesProperty());
        iso.setTooltip(new Tooltip("Lines of equal value at the colour bar's labelled values"));
        Button cancel = new Button("_Cancel map");
        cancel.setId("mapCancel");
        cancel.disableProperty().bind(vm.runningProperty().not());
        cancel.setOnAction(e -> vm.cancel());
        cancel.setTooltip(new Tooltip("Stop solving; the points solved so far stay on the map"));
        ProgressBar progress = new ProgressBar();
        progress.setId("mapProgress");
        progress.progressProperty().bind(vm.progressProperty());
        progress.visibleProperty().bind(vm.runningProperty());
        Label message = new Label();
        message.setId("mapMessage");
        message.textProperty().bind(vm.messageProperty());
        iso.setMinWidth(Region.USE_PREF_SIZE);
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        metric.setMinWidth(Region.USE_PREF_SIZE);
        progress.setPrefWidth(80);
        progress.managedProperty().bind(progress.visibleProperty());
        message.setWrapText(true);
        HBox bottomRow = new HBox(8, metricLabel, metric, iso, cancel);
        bottomRow.setAlignment(Pos.CENTER_LEFT);
        HBox state = new HBox(8, progress, message);
        state.setAlignment(Pos.CENTER_LEFT);

        Label error = new Label();
        error.setId("mapError");
        error.getStyleClass().add("field-error");
        error.setWrapText(true);
        error.textProperty().bind(vm.errorProperty());
        error.visibleProperty().bind(vm.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());

        chart.setId("mapChart");
        chart.setVisible(false);
        ChartCanvas canvas = chart.getCanvas();
        canvas.setDomainZoomable(false);
        canvas.setRangeZoomable(false);
        if (canvas.getMouseHandler("scroll") != null) {
            canvas.removeMouseHandler(canvas.getMouseHandler("scroll")); // the wheel would zoom away from the grid
        }
        canvas.setFocusTraversable(true);
        canvas.setAccessibleText("Map: arrow keys choose a point, Enter makes it the scenario");
        canvas.addEventHandler(MouseEvent.MOUSE_MOVED, e -> hover(e.getX(), e.getY()));
        canvas.addEventHandler(MouseEvent.MOUSE_EXITED, e -> vm.pointer().hover(-1, -1));
        canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            canvas.requestFocus();
            if (e.getButton() == MouseButton.PRIMARY && e.isStillSincePress()) {
                double[] v = values(e.getX(), e.getY());
                if (v != null) {
                    vm.pointer().pickAt(v[0], v[1]);
                }
            }
        });
        canvas.addEventHandler(KeyEvent.KEY_PRESSED, this::key);
        Tooltip.install(chart, new Tooltip("Hover a point for its numbers; click it (or arrow keys, then Enter) to make it "
                + "the scenario — Edit › Undo takes it back"));
        Label placeholder = new Label("The map appears as its first points are solved");
        placeholder.getStyleClass().add("placeholder");
        placeholder.visibleProperty().bind(chart.visibleProperty().not());
        StackPane picture = new StackPane(chart, placeholder);
        VBox.setVgrow(picture, Priority.ALWAYS);

        Label hover = new Label();
        hover.setId("mapHover");
        hover.setWrapText(true);
        hover.setMinHeight(Region.USE_PREF_SIZE);
        hover.textProperty().bind(vm.pointer().hoverProperty());

        getChildren().addAll(axes, bottomRow, state, error, picture, hover);
        vm.revisionProperty().addListener((o, a, b) -> redraw());
        vm.pointer().cursorXProperty().addListener((o, a, b) -> redraw());
        vm.pointer().cursorYProperty().addListener((o, a, b) -> redraw());
        redraw();
    }

    private void axisRow(GridPane grid, int row, String text, AxisChoice axis, String what) {
        String id = "map" + text.substring(1).toUpperCase(java.util.Locale.ROOT);
        ComboBox<String> name = new ComboBox<>(vm.parameterNames());
        name.setId(id + "Name");
        name.setEditable(true);
        name.setVisibleRowCount(16);
        name.setPrefWidth(100);
        name.setMinWidth(80);
        name.valueProperty().bindBidirectional(axis.nameProperty());
        name.setTooltip(new Tooltip(what + ": V (load), A, B (processors), S, C, R (links), a size (processors, workers, "
                + "k, …), installments, or one element's own number such as A[3] or C[2]; type or pick"));
        TextField from = field(id + "From", axis.fromProperty(), "The first value of " + text.substring(1));
        TextField to = field(id + "To", axis.toProperty(), "The last value of " + text.substring(1));
        TextField steps = field(id + "Steps", axis.stepsProperty(), "How many values, 2 to " + AxisChoice.MAX_STEPS
                + "; the map solves every " + CoarseToFine.COARSEST + "th point first, then fills in");
        steps.setPrefColumnCount(3);
        CheckBox log = new CheckBox("log");
        log.setId(id + "Log");
        log.selectedProperty().bindBidirectional(axis.logProperty());
        log.setTooltip(new Tooltip("Space the values geometrically (from and to > 0)"));
        log.setMinWidth(Region.USE_PREF_SIZE);
        grid.addRow(row, label(text, name), name, label("from", from), from, label("to", to), to, label("steps", steps), steps, log);
    }

    private static TextField field(String id, javafx.beans.property.StringProperty text, String tip) {
        TextField f = new TextField();
        f.setId(id);
        f.setPrefColumnCount(5);
        f.setMinWidth(40);
        f.textProperty().bindBidirectional(text);
        f.setTooltip(new Tooltip(tip));
        return f;
    }

    private static Label label(String text, javafx.scene.Node field) {
        Label l = new Label(text);
        l.setMnemonicParsing(true);
        l.setLabelFor(field);
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    private void key(KeyEvent e) {
        switch (e.getCode()) {
            case LEFT -> vm.pointer().moveCursor(-1, 0);
            case RIGHT -> vm.pointer().moveCursor(1, 0);
            case UP -> vm.pointer().moveCursor(0, 1);
            case DOWN -> vm.pointer().moveCursor(0, -1);
            case ENTER, SPACE -> vm.pointer().pickCursor();
            default -> {
                return;
            }
        }
        e.consume();
    }

    private void hover(double px, double py) {
        double[] v = values(px, py);
        if (v == null) {
            vm.pointer().hover(-1, -1);
        } else {
            vm.pointer().hoverAt(v[0], v[1]);
        }
    }

    /** The axis values at pixel ({@code px}, {@code py}) of the chart; null outside its plot. */
    private double[] values(double px, double py) {
        JFreeChart c = chart.getChart();
        ChartRenderingInfo info = chart.getCanvas().getRenderingInfo();
        if (c == null || info == null || !(c.getPlot() instanceof XYPlot plot)) {
            return null;
        }
        Rectangle2D area = info.getPlotInfo().getDataArea();
        if (!area.contains(px, py)) {
            return null;
        }
        return new double[] {plot.getDomainAxis().java2DToValue(px, area, plot.getDomainAxisEdge()),
                plot.getRangeAxis().java2DToValue(py, area, plot.getRangeAxisEdge())};
    }

    private void redraw() {
        MapData d = vm.data();
        if (d == null) {
            chart.setVisible(false);
            return;
        }
        if (vm.mapProperty().get().solved() == 0) {
            return; // the last picture stays until the new map's first points arrive: no blank chart in between
        }
        JFreeChart c = HeatMapChartBuilder.build(d, vm.figureOptions(SCREEN));
        XYPlot plot = (XYPlot) c.getPlot();
        int[] own = vm.pointer().scenarioCell();
        if (own != null) {
            // the scenario's own point: a ring of black and white, seen on every colour of the palette
            plot.addAnnotation(box(d, own[0], own[1], new BasicStroke(3f), Color.BLACK), false);
            plot.addAnnotation(box(d, own[0], own[1], new BasicStroke(1.2f), Color.WHITE), false);
        }
        if (vm.pointer().cursorXProperty().get() >= 0 && vm.pointer().cursorYProperty().get() >= 0) {
            plot.addAnnotation(box(d, vm.pointer().cursorXProperty().get(), vm.pointer().cursorYProperty().get(), new BasicStroke(2f,
                    BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {3f, 2f}, 0f), Color.MAGENTA), false);
        }
        chart.setChart(c);
        chart.setVisible(true);
    }

    private static XYBoxAnnotation box(MapData d, int ix, int iy, BasicStroke stroke, Color colour) {
        double[] ex = d.x().edges();
        double[] ey = d.y().edges();
        return new XYBoxAnnotation(Math.min(ex[ix], ex[ix + 1]), Math.min(ey[iy], ey[iy + 1]), Math.max(ex[ix], ex[ix + 1]),
                Math.max(ey[iy], ey[iy + 1]), stroke, colour, null);
    }

    public ChartViewer chart() {
        return chart;
    }
}
