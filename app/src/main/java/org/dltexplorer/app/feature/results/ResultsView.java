package org.dltexplorer.app.feature.results;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.StackPane;

import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.FigureData;
import org.dltexplorer.app.chart.Figures;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.plot.XYPlot;

/** The schedule's views: distribution chart, Gantt diagram (zoom with the wheel, pan with ctrl-drag) and summary. */
public final class ResultsView {

    private final ResultsViewModel vm;
    private final ChartViewer distribution = new ChartViewer();
    private final ChartViewer gantt = new ChartViewer();
    private final TableView<ResultsViewModel.SummaryRow> summary = new TableView<>();
    private long lastRedrawNanos;
    private final javafx.beans.property.ReadOnlyObjectWrapper<JFreeChart> ganttChart = new javafx.beans.property.ReadOnlyObjectWrapper<>();

    public ResultsView(ResultsViewModel vm) {
        this.vm = vm;
        distribution.setId("distributionChart");
        gantt.setId("ganttChart");
        bind(distribution, vm.distributionProperty(), false);
        bind(gantt, vm.ganttProperty(), true);

        summary.setId("summaryTable");
        TableColumn<ResultsViewModel.SummaryRow, String> name = new TableColumn<>("Quantity");
        name.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().name()));
        name.setPrefWidth(160);
        TableColumn<ResultsViewModel.SummaryRow, String> value = new TableColumn<>("Value");
        value.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().value()));
        value.setPrefWidth(420);
        // long values ("Why below 1", notes) wrap inside the column instead of ending in "…" at any window width
        value.setCellFactory(c -> new WrappingCell<>(value));
        summary.getColumns().add(name);
        summary.getColumns().add(value);
        summary.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        summary.setItems(vm.summary());
        summary.setPlaceholder(new Label("No result yet"));
        summary.setPadding(new Insets(4));
        vm.highlightedProperty().addListener((o, a, p) -> highlight());
        ganttChart.addListener((o, a, c) -> highlight());
    }

    private org.jfree.chart.plot.IntervalMarker highlightBand;

    /** A band across the Gantt diagram on the row of the processor picked in the table. */
    private void highlight() {
        JFreeChart c = ganttChart.get();
        if (c == null || !(c.getPlot() instanceof XYPlot plot)) {
            return;
        }
        if (highlightBand != null) {
            plot.removeRangeMarker(highlightBand, org.jfree.chart.ui.Layer.BACKGROUND);
            highlightBand = null;
        }
        int row = vm.highlightedProperty().get();
        if (row >= 0) {
            highlightBand = new org.jfree.chart.plot.IntervalMarker(row - 0.5, row + 0.5,
                    new java.awt.Color(255, 200, 0, 90));
            plot.addRangeMarker(highlightBand, org.jfree.chart.ui.Layer.BACKGROUND);
        }
    }

    private final java.util.Map<ChartViewer, WhenShown<FigureData>> shown = new java.util.HashMap<>();

    private void bind(ChartViewer viewer, ReadOnlyObjectProperty<? extends FigureData> data, boolean pannable) {
        // a chart of 1000 bars costs tens of milliseconds: only the chart on screen is rebuilt at once
        shown.put(viewer, new WhenShown<FigureData>(data, d -> show(viewer, d, pannable)));
        data.addListener((o, a, d) -> viewer.setVisible(d != null));
    }

    /** Whether {@code viewer}'s tab is on screen; hidden charts are rebuilt when they come back. */
    public javafx.beans.property.BooleanProperty showingProperty(ChartViewer viewer) {
        return shown.get(viewer).showingProperty();
    }

    private void show(ChartViewer viewer, FigureData d, boolean pannable) {
        long t0 = System.nanoTime();
        JFreeChart c = d == null ? null : chart(d, pannable);
        if (viewer == gantt) {
            if (c != null && vm.ganttWindowedProperty().get() && c.getPlot() instanceof XYPlot p
                    && p.getRangeAxis() instanceof org.jfree.chart.axis.SymbolAxis rows) {
                // a window of processors: the axis shows it, with its labels, and the scroll bar moves it
                int first = vm.ganttFirstProperty().get();
                rows.setRange(first - 0.5, first + ResultsViewModel.GANTT_WINDOW - 0.5);
                rows.setTickLabelsVisible(true);
            }
            // decorations (highlight band, time cursor) go on before the canvas listens: one drawing, not three
            ganttChart.set(c);
        }
        if (c != null) {
            viewer.setChart(c);
        }
        viewer.setVisible(d != null);
        lastRedrawNanos = System.nanoTime() - t0;
    }

    private static JFreeChart chart(FigureData d, boolean pannable) {
        JFreeChart c = Figures.chart(d, ChartStyle.SCREEN);
        if (pannable && c.getPlot() instanceof XYPlot p) {
            p.setDomainPannable(true);
            p.setRangePannable(true);
        }
        return c;
    }

    public ChartViewer distribution() {
        return distribution;
    }

    public ChartViewer gantt() {
        return gantt;
    }

    /**
     * The Gantt diagram with a scroll bar that moves its window of processors when the network has more than
     * {@link ResultsViewModel#GANTT_WINDOW} (hidden otherwise).
     */
    public javafx.scene.Node ganttPane(String placeholder) {
        javafx.scene.control.ScrollBar bar = new javafx.scene.control.ScrollBar();
        bar.setId("ganttScroll");
        bar.setOrientation(javafx.geometry.Orientation.VERTICAL);
        bar.visibleProperty().bind(vm.ganttWindowedProperty());
        bar.managedProperty().bind(bar.visibleProperty());
        bar.setMin(0);
        bar.maxProperty().bind(vm.ganttRowsProperty().subtract(ResultsViewModel.GANTT_WINDOW).add(0.0));
        bar.setVisibleAmount(ResultsViewModel.GANTT_WINDOW);
        bar.setUnitIncrement(1);
        bar.setBlockIncrement(ResultsViewModel.GANTT_WINDOW);
        bar.setValue(vm.ganttFirstProperty().get());
        bar.valueProperty().addListener((o, a, v) -> vm.ganttFirstProperty().set((int) Math.round(v.doubleValue())));
        vm.ganttFirstProperty().addListener((o, a, v) -> bar.setValue(v.doubleValue()));
        bar.setTooltip(new javafx.scene.control.Tooltip("Shows " + ResultsViewModel.GANTT_WINDOW
                + " processors at a time; the window opens on the processor that finishes last"));
        javafx.scene.layout.HBox box = new javafx.scene.layout.HBox(withPlaceholder(gantt, placeholder), bar);
        javafx.scene.layout.HBox.setHgrow(box.getChildren().get(0), javafx.scene.layout.Priority.ALWAYS);
        return box;
    }

    /** The chart the Gantt viewer shows (replaced on every rebuild), for decorations such as a time cursor. */
    public ReadOnlyObjectProperty<JFreeChart> ganttChartProperty() {
        return ganttChart.getReadOnlyProperty();
    }

    public TableView<ResultsViewModel.SummaryRow> summary() {
        return summary;
    }

    /** A chart pane with a placeholder while there is nothing to draw. */
    public static StackPane withPlaceholder(ChartViewer viewer, String text) {
        Label empty = new Label(text);
        empty.getStyleClass().add("placeholder");
        empty.visibleProperty().bind(viewer.visibleProperty().not());
        return new StackPane(viewer, empty);
    }

    /** Nanoseconds the last chart rebuild took on the FX thread. */
    public long lastRedrawNanos() {
        return lastRedrawNanos;
    }

    ResultsViewModel viewModel() {
        return vm;
    }
}
