package org.dltexplorer.app.chart;

import java.awt.BasicStroke;
import java.awt.Color;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;

/**
 * A vertical time marker on a Gantt diagram built by {@link GanttChartBuilder} (the scattering animation's "now").
 * It owns one {@link ValueMarker} on the time (domain) axis and survives chart rebuilds: {@link #attach} moves it to
 * the new chart at its current time. NaN hides it.
 */
public final class TimeCursor {

    private static final Color PAINT = new Color(0xd6, 0x27, 0x28);

    private final ValueMarker marker = new ValueMarker(0, PAINT, new BasicStroke(2f));
    private XYPlot plot;
    private double time = Double.NaN;

    public TimeCursor() {
        marker.setLabelPaint(PAINT);
    }

    /** Puts the cursor on {@code chart} (a Gantt diagram; other plots are ignored), leaving the previous chart. */
    public void attach(JFreeChart chart) {
        if (plot != null) {
            plot.removeDomainMarker(marker, Layer.FOREGROUND);
        }
        plot = chart != null && chart.getPlot() instanceof XYPlot p ? p : null;
        moveTo(time);
    }

    /** Moves the cursor to schedule time {@code t}; NaN removes it from the chart. */
    public void moveTo(double t) {
        time = t;
        if (plot == null) {
            return;
        }
        boolean shown = plot.getDomainMarkers(Layer.FOREGROUND) != null && plot.getDomainMarkers(Layer.FOREGROUND).contains(marker);
        if (Double.isNaN(t)) {
            if (shown) {
                plot.removeDomainMarker(marker, Layer.FOREGROUND);
            }
            return;
        }
        marker.setValue(t);
        if (!shown) {
            plot.addDomainMarker(marker, Layer.FOREGROUND);
        }
    }

    /** The time shown, NaN when hidden. */
    public double time() {
        return plot == null ? Double.NaN : time;
    }

    /** The cursor's marker on {@code chart}, or null when the chart shows none (for tests). */
    public static ValueMarker markerOn(JFreeChart chart) {
        if (chart == null || !(chart.getPlot() instanceof XYPlot p) || p.getDomainMarkers(Layer.FOREGROUND) == null) {
            return null;
        }
        for (Object m : p.getDomainMarkers(Layer.FOREGROUND)) {
            if (m instanceof ValueMarker v && v.getPaint().equals(PAINT)) {
                return v;
            }
        }
        return null;
    }
}
