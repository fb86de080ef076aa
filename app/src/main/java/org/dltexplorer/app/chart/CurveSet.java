package org.dltexplorer.app.chart;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.schedule.Status;

/**
 * Several curves on one pair of axes: speedup, makespan vs load, the memory tunnel.
 *
 * @param title chart title
 * @param xLabel x axis label with its unit
 * @param yLabel y axis label with its unit
 * @param logX whether the x axis is logarithmic
 * @param logY whether the y axis is logarithmic
 * @param curves the series, in legend order
 * @param notes facts the reader should know (points that did not solve, no size parameter...)
 * @param yRange the y range drawn, as the user chose it ({@link CurveOptions#y}); null to fit the points
 */
public record CurveSet(String title, String xLabel, String yLabel, boolean logX, boolean logY, List<Curve> curves,
        List<String> notes, CurveOptions.Bounds yRange) implements FigureData {

    public CurveSet {
        curves = List.copyOf(curves);
        notes = List.copyOf(notes);
    }

    /** A set whose y axis fits its points. */
    public CurveSet(String title, String xLabel, String yLabel, boolean logX, boolean logY, List<Curve> curves,
            List<String> notes) {
        this(title, xLabel, yLabel, logX, logY, curves, notes, null);
    }

    /** The same curves with the y range {@code y} (null: fit the points). */
    public CurveSet withYRange(CurveOptions.Bounds y) {
        return new CurveSet(title, xLabel, yLabel, logX, logY, curves, notes, y);
    }

    /**
     * One series.
     *
     * @param name legend entry
     * @param points in sweep order, unsolved ones included (they are not drawn)
     */
    public record Curve(String name, List<Point> points) {

        public Curve {
            points = List.copyOf(points);
        }

        /** The points that are drawn: solved, with finite coordinates. */
        public List<Point> drawn() {
            return points.stream().filter(Point::drawable).toList();
        }
    }

    /**
     * One point of a series.
     *
     * @param parameter the swept value (network size parameter or load)
     * @param x position on the x axis
     * @param y position on the y axis; NaN when not solved
     * @param status the solver's answer at this point
     * @param reason why it is infeasible, or null
     */
    public record Point(double parameter, double x, double y, Status status, String reason) {

        public boolean drawable() {
            return status != Status.INFEASIBLE && Double.isFinite(x) && Double.isFinite(y);
        }
    }

    @Override
    public DataTable table() {
        List<List<String>> rows = new ArrayList<>();
        for (Curve c : curves) {
            for (Point p : c.points()) {
                rows.add(List.of(c.name(), DataTable.number(p.parameter()), DataTable.number(p.x()), DataTable.number(p.y()),
                        p.status().id(), p.reason() == null ? "" : p.reason()));
            }
        }
        return new DataTable(List.of("series", "parameter", xLabel, yLabel, "status", "reason"), rows);
    }
}
