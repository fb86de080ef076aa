package org.dltexplorer.app.feature.curves;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;

import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.CurveChartBuilder;
import org.dltexplorer.app.chart.CurveSet;
import org.jfree.chart.fx.ChartViewer;

/** The curve charts, rebuilt when new curves arrive, and the controls that choose their curves. */
public final class CurvesView {

    private final CurvesViewModel vm;
    private final ChartViewer speedup = new ChartViewer();
    private final ChartViewer timeVsLoad = new ChartViewer();
    private final ChartViewer tunnel = new ChartViewer();
    private final ChartViewer timeCost = new ChartViewer();

    public CurvesView(CurvesViewModel vm) {
        this.vm = vm;
        speedup.setId("speedupChart");
        timeVsLoad.setId("timeVsLoadChart");
        tunnel.setId("tunnelChart");
        timeCost.setId("timeCostChart");
        vm.curvesProperty().addListener((o, a, c) -> show(c));
        show(vm.curvesProperty().get());
    }

    private void show(CurvesViewModel.Curves c) {
        show(speedup, c == null ? null : c.speedup());
        show(timeVsLoad, c == null ? null : c.timeVsLoad());
        show(tunnel, c == null ? null : c.tunnel());
        show(timeCost, c == null ? null : c.timeCost());
    }

    private static void show(ChartViewer viewer, CurveSet set) {
        if (set != null) {
            viewer.setChart(CurveChartBuilder.build(set, ChartStyle.SCREEN));
        }
        viewer.setVisible(set != null);
    }

    public ChartViewer speedup() {
        return speedup;
    }

    public ChartViewer timeVsLoad() {
        return timeVsLoad;
    }

    public ChartViewer tunnel() {
        return tunnel;
    }

    /** Makespan against the budget, for stars whose processors have costs. */
    public ChartViewer timeCost() {
        return timeCost;
    }

    /**
     * {@code chart} under the controls of the {@code kind} chart (speedup, or time-vs-load with the tunnel): its series,
     * axes and the scenarios added to the comparison.
     */
    public Node withControls(org.dltexplorer.app.chart.ChartKind kind, Node chart) {
        CurveOptionsEditor editor = kind == org.dltexplorer.app.chart.ChartKind.SPEEDUP ? vm.speedupEditor() : vm.timeEditor();
        javafx.scene.layout.BorderPane pane = new javafx.scene.layout.BorderPane(chart);
        pane.setTop(new CurveControls(vm, editor));
        return pane;
    }

    public static Node withPlaceholder(ChartViewer viewer, String text) {
        Label empty = new Label(text);
        empty.getStyleClass().add("placeholder");
        empty.visibleProperty().bind(viewer.visibleProperty().not());
        return new StackPane(viewer, empty);
    }
}
