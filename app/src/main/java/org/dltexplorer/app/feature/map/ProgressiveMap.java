package org.dltexplorer.app.feature.map;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.app.chart.DataTable;
import org.dltexplorer.app.chart.PointCsv;
import org.dltexplorer.app.chart.map.MapData;
import org.dltexplorer.core.analysis.CoarseToFine;
import org.dltexplorer.core.analysis.MapGrid;
import org.dltexplorer.core.analysis.MapPoint;
import org.dltexplorer.core.analysis.PointOutcome;

/**
 * A map as far as it is solved. Points arrive in {@link CoarseToFine} order; until its own point arrives, a cell shows
 * the nearest coarser point below and to its left (the one whose {@code stride × stride} block holds it), so the first
 * pass already paints the whole grid and later passes sharpen it.
 */
public final class ProgressiveMap {

    private final MapGrid grid;
    private final MapPoint[] points;
    /** For each cell, the stride of the point it shows now; 0 while it shows none. */
    private final byte[] shownStride;
    /** For each cell, the index of the point it shows now. */
    private final int[] shown;
    private int solved;

    public ProgressiveMap(MapGrid grid) {
        this.grid = grid;
        int n = Math.toIntExact(grid.size());
        points = new MapPoint[n];
        shownStride = new byte[n];
        shown = new int[n];
    }

    public MapGrid grid() {
        return grid;
    }

    /** Takes a solved point: its own cell, and the cells of its block that show nothing finer. */
    public void add(MapPoint p) {
        int nx = grid.x().size();
        int ny = grid.y().size();
        int i = p.iy() * nx + p.ix();
        if (points[i] == null) {
            solved++;
        }
        points[i] = p;
        int s = CoarseToFine.stride(p.ix(), p.iy());
        for (int y = p.iy(); y < Math.min(ny, p.iy() + s); y++) {
            for (int x = p.ix(); x < Math.min(nx, p.ix() + s); x++) {
                int c = y * nx + x;
                if (shownStride[c] == 0 || shownStride[c] >= s) {
                    shownStride[c] = (byte) s;
                    shown[c] = i;
                }
            }
        }
    }

    /** The point solved at cell ({@code ix}, {@code iy}) itself, or null when it is not solved yet. */
    public MapPoint point(int ix, int iy) {
        return points[iy * grid.x().size() + ix];
    }

    /** The point whose value cell ({@code ix}, {@code iy}) shows now (itself or a coarser one), or null for none yet. */
    public MapPoint shown(int ix, int iy) {
        int c = iy * grid.x().size() + ix;
        return shownStride[c] == 0 ? null : points[shown[c]];
    }

    /**
     * The map as drawn now: each cell the outcome of the point it {@link #shown shows}, null (blank) where none has
     * arrived yet.
     */
    public MapData data(String title, boolean xLog, boolean yLog) {
        PointOutcome[] cells = new PointOutcome[points.length];
        for (int c = 0; c < cells.length; c++) {
            cells[c] = shownStride[c] == 0 ? null : points[shown[c]].outcome();
        }
        return MapData.of(title, MapData.Axis.of(grid.x(), xLog), MapData.Axis.of(grid.y(), yLog), java.util.Arrays.asList(cells));
    }

    /**
     * The map as an export records it: each point's own outcome, and {@code unsolved} at every point not solved
     * (hatched, "not solved", and counted in the caption's notes), never a coarser point standing in for it.
     */
    public MapData exact(String title, boolean xLog, boolean yLog, PointOutcome unsolved) {
        List<PointOutcome> cells = new ArrayList<>(points.length);
        for (MapPoint p : points) {
            cells.add(p == null ? unsolved : p.outcome());
        }
        return MapData.of(title, MapData.Axis.of(grid.x(), xLog), MapData.Axis.of(grid.y(), yLog), cells);
    }

    /**
     * Every point, one row each in index order, with the columns of {@code dlt map --out F.csv}; a point not solved is
     * the row {@code unsolved} gives it (docs/scenario-format.md, Parameter space: one row a point).
     */
    public DataTable table(PointOutcome unsolved) {
        List<List<String>> rows = new ArrayList<>();
        for (int iy = 0; iy < grid.y().size(); iy++) {
            for (int ix = 0; ix < grid.x().size(); ix++) {
                MapPoint p = point(ix, iy);
                rows.add(PointCsv.mapRow(List.of(Integer.toString(ix), Integer.toString(iy),
                        PointCsv.number(p == null ? grid.x().value(ix) : p.x()),
                        PointCsv.number(p == null ? grid.y().value(iy) : p.y())), p == null ? unsolved : p.outcome()));
            }
        }
        return new DataTable(PointCsv.header(List.of("ix", "iy", grid.x().parameter().name(), grid.y().parameter().name()),
                PointCsv.MAP_COLUMNS), rows);
    }

    /** How many points are solved. */
    public int solved() {
        return solved;
    }

    /** Whether every point is solved. */
    public boolean complete() {
        return solved == points.length;
    }
}
