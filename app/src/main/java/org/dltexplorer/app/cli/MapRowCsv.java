package org.dltexplorer.app.cli;

import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.dltexplorer.app.chart.DataTable;
import org.dltexplorer.app.chart.PointCsv;
import org.dltexplorer.core.analysis.MapAxis;
import org.dltexplorer.core.analysis.MapGrid;
import org.dltexplorer.core.analysis.MapPoint;

/**
 * The CSV line of a map point. Each axis value is written as text once, the first time a point needs it, not once a
 * point: a 200 × 200 map has 400 axis values and 40 000 points, and a value's shortest decimal costs as much as a
 * point's other numbers. Safe on the solving threads that call it at once (a text is made at most a few times).
 */
final class MapRowCsv {

    private final Axis x;
    private final Axis y;

    MapRowCsv(MapGrid grid) {
        this.x = new Axis(grid.x());
        this.y = new Axis(grid.y());
    }

    /** The line of {@code p}, ending in a newline. */
    String line(MapPoint p) {
        return DataTable.csvLine(PointCsv.mapRow(List.of(Integer.toString(p.ix()), Integer.toString(p.iy()),
                x.text(p.ix(), p.x()), y.text(p.iy(), p.y())), p.outcome()));
    }

    /** The texts of one axis's values, made when first asked for. */
    private static final class Axis {
        private final AtomicReferenceArray<String> texts;

        Axis(MapAxis axis) {
            this.texts = new AtomicReferenceArray<>(axis.size());
        }

        String text(int i, double value) {
            String t = texts.get(i);
            if (t == null) {
                t = PointCsv.number(value);
                texts.lazySet(i, t);
            }
            return t;
        }
    }
}
