package org.dltexplorer.app.chart;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.analysis.PointOutcome;
import org.dltexplorer.core.io.ShortestDecimal;

/**
 * The cells of sweep and map CSV rows (docs/scenario-format.md, Parameter space): numbers as their shortest decimal
 * ({@code 0.1}, not {@code 0.1000000000000001}), empty for none; a reason on one line, so that every row is one line
 * and {@code dlt merge} can interleave shards line by line.
 * Shared by {@code dlt sweep}, {@code dlt map} and the Map view's Export data.
 */
public final class PointCsv {

    /** The sweep's columns after the parameter's. */
    public static final List<String> SWEEP_COLUMNS = List.of("status", "makespan", "speedup", "processorsUsed", "bound", "gap", "reason");

    /** The map's columns after {@code ix, iy} and the two parameters'. */
    public static final List<String> MAP_COLUMNS = List.of("status", "makespan", "speedup", "efficiency", "processorsUsed", "bound",
            "gap", "reason");

    private PointCsv() {
    }

    public static String number(double v) {
        return Double.isNaN(v) ? "" : ShortestDecimal.of(v);
    }

    /** {@code first} then {@code columns}. */
    public static List<String> header(List<String> first, List<String> columns) {
        List<String> h = new ArrayList<>(first);
        h.addAll(columns);
        return h;
    }

    /** {@link #SWEEP_COLUMNS} of {@code o}, after {@code first}. */
    public static List<String> sweepRow(List<String> first, PointOutcome o) {
        List<String> r = new ArrayList<>(first);
        r.addAll(List.of(o.status().id(), number(o.makespan()), number(o.speedup()), Long.toString(o.processorsUsed()),
                number(o.bound()), number(o.gap()), oneLine(o.reason())));
        return r;
    }

    /** {@link #MAP_COLUMNS} of {@code o}, after {@code first}. */
    public static List<String> mapRow(List<String> first, PointOutcome o) {
        List<String> r = new ArrayList<>(first);
        r.addAll(List.of(o.status().id(), number(o.makespan()), number(o.speedup()), number(o.efficiency()),
                Long.toString(o.processorsUsed()), number(o.bound()), number(o.gap()), oneLine(o.reason())));
        return r;
    }

    private static String oneLine(String s) {
        return s.replace('\r', ' ').replace('\n', ' ');
    }
}
