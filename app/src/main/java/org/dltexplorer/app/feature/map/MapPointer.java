package org.dltexplorer.app.feature.map;

import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import org.dltexplorer.app.chart.map.MapData;
import org.dltexplorer.app.feature.history.ScenarioChange;
import org.dltexplorer.core.analysis.MapGrid;
import org.dltexplorer.core.analysis.MapPoint;
import org.dltexplorer.core.analysis.PointOutcome;
import org.dltexplorer.core.model.Scenario;

/**
 * The Map view's pointer: the numbers of the cell under the mouse or of the keyboard's cell (arrow keys move it from
 * the scenario's own cell), and the cell a click or Enter makes the scenario ({@link MapViewModel#pick}). Cells are
 * found as the chart draws them, between edges half way from one grid value to the next.
 */
public final class MapPointer {

    private final MapViewModel map;
    private final ReadOnlyStringWrapper hover = new ReadOnlyStringWrapper("");
    /** The keyboard's cell; -1 while none. */
    private final IntegerProperty cursorX = new SimpleIntegerProperty(-1);
    private final IntegerProperty cursorY = new SimpleIntegerProperty(-1);

    MapPointer(MapViewModel map) {
        this.map = map;
    }

    /** A new map: no numbers shown, no keyboard cell. */
    void reset() {
        hover.set("");
        cursorX.set(-1);
        cursorY.set(-1);
    }

    /** Shows the numbers of point ({@code ix}, {@code iy}) in {@link #hoverProperty}; outside the grid clears them. */
    public void hover(int ix, int iy) {
        hover.set(describe(ix, iy));
    }

    /** The numbers of point ({@code ix}, {@code iy}): both values, the metric, the status, why it was not solved. */
    public String describe(int ix, int iy) {
        ProgressiveMap pm = map.mapProperty().get();
        if (pm == null || ix < 0 || iy < 0 || ix >= pm.grid().x().size() || iy >= pm.grid().y().size()) {
            return "";
        }
        MapGrid g = pm.grid();
        String at = g.x().parameter().name() + " = " + ScenarioChange.format(g.x().value(ix)) + ", "
                + g.y().parameter().name() + " = " + ScenarioChange.format(g.y().value(iy));
        MapPoint p = pm.point(ix, iy);
        if (p == null) {
            return at + ": not solved yet";
        }
        PointOutcome o = p.outcome();
        var metric = map.metricProperty().get();
        double v = metric.of(o);
        String value = Double.isNaN(v) ? "no " + metric.id() : metric.id() + " " + ScenarioChange.format(v);
        return at + ": " + value + " (" + o.status().id() + ")" + (o.reason().isEmpty() ? "" : " — " + o.reason());
    }

    /** The cell at axis values ({@code xValue}, {@code yValue}), as the chart draws its cells; null off the map. */
    public int[] cellAt(double xValue, double yValue) {
        MapData d = map.data();
        if (d == null) {
            return null;
        }
        int ix = index(d.x().edges(), xValue);
        int iy = index(d.y().edges(), yValue);
        return ix < 0 || iy < 0 ? null : new int[] {ix, iy};
    }

    /** The cell between {@code edges[i]} and {@code edges[i + 1]} that holds {@code v}; -1 outside them all. */
    private static int index(double[] edges, double v) {
        for (int i = 0; i + 1 < edges.length; i++) {
            double lo = Math.min(edges[i], edges[i + 1]);
            double hi = Math.max(edges[i], edges[i + 1]);
            if (v >= lo && v <= hi) {
                return i;
            }
        }
        return -1;
    }

    /** The mouse at axis values ({@code xValue}, {@code yValue}): the numbers of the cell there (nothing off the map). */
    public void hoverAt(double xValue, double yValue) {
        int[] c = cellAt(xValue, yValue);
        hover.set(c == null ? "" : describe(c[0], c[1]));
    }

    /** A click at axis values ({@code xValue}, {@code yValue}): that cell's point becomes the scenario. */
    public void pickAt(double xValue, double yValue) {
        int[] c = cellAt(xValue, yValue);
        if (c != null) {
            map.pick(c[0], c[1]);
        }
    }

    /** Moves the keyboard's cell by ({@code dx}, {@code dy}) (starting at the scenario's own cell) and shows its numbers. */
    public void moveCursor(int dx, int dy) {
        ProgressiveMap pm = map.mapProperty().get();
        if (pm == null) {
            return;
        }
        int cx = cursorX.get();
        int cy = cursorY.get();
        if (cx < 0) {
            int[] own = scenarioCell();
            cx = own == null ? 0 : own[0] - dx;
            cy = own == null ? 0 : own[1] - dy;
        }
        cursorX.set(Math.max(0, Math.min(pm.grid().x().size() - 1, cx + dx)));
        cursorY.set(Math.max(0, Math.min(pm.grid().y().size() - 1, cy + dy)));
        hover(cursorX.get(), cursorY.get());
    }

    /** Enter: the keyboard's cell becomes the scenario. */
    public void pickCursor() {
        if (cursorX.get() >= 0) {
            map.pick(cursorX.get(), cursorY.get());
        }
    }

    /** The cell of the scenario itself on the map: the nearest value on each axis, or null when off the map. */
    public int[] scenarioCell() {
        ProgressiveMap pm = map.mapProperty().get();
        Scenario s = map.scenarioProperty().get();
        if (pm == null || s == null) {
            return null;
        }
        try {
            int ix = nearest(pm.grid().x().values(), pm.grid().x().parameter().current(s), map.x().logProperty().get());
            int iy = nearest(pm.grid().y().values(), pm.grid().y().parameter().current(s), map.y().logProperty().get());
            return ix < 0 || iy < 0 ? null : new int[] {ix, iy};
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The index of the value nearest {@code v} (on a log scale for a log axis); -1 when {@code v} is off the axis. */
    private static int nearest(double[] values, double v, boolean log) {
        double lo = Math.min(values[0], values[values.length - 1]);
        double hi = Math.max(values[0], values[values.length - 1]);
        if (!(v >= lo && v <= hi)) {
            return -1;
        }
        int best = 0;
        for (int i = 1; i < values.length; i++) {
            double d = log ? Math.abs(Math.log(values[i] / v)) : Math.abs(values[i] - v);
            double b = log ? Math.abs(Math.log(values[best] / v)) : Math.abs(values[best] - v);
            if (d < b) {
                best = i;
            }
        }
        return best;
    }

    public ReadOnlyIntegerProperty cursorXProperty() {
        return cursorX;
    }

    public ReadOnlyIntegerProperty cursorYProperty() {
        return cursorY;
    }

    /** The numbers of the cell pointed at; empty when none. */
    public ReadOnlyStringProperty hoverProperty() {
        return hover.getReadOnlyProperty();
    }
}
