package org.dltexplorer.app.chart.map;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;
import org.dltexplorer.core.analysis.PointOutcome;
import org.dltexplorer.core.schedule.Status;

/** What a heat map shows of each point ({@code dlt map --metric}); the map's CSV has every one of them. */
public enum MapMetric {
    /** The schedule length. */
    MAKESPAN("makespan", "makespan C_max [time units]", "C_max [time units]", false),
    /** Over the originator (or fastest processor) alone, as the speedup curves. */
    SPEEDUP("speedup", "speedup over the originator alone", "speedup", false),
    /** Speedup per processor used (Błażewicz &amp; Drozdowski 1997, §2.1). */
    EFFICIENCY("efficiency", "efficiency (speedup per processor used)", "efficiency", false),
    /** Processors that got load. */
    PROCESSORS("processors", "processors used", "processors", true),
    /** {@code (makespan − bound)/makespan}: 0 where the answer is proven optimal. */
    GAP("gap", "optimality gap (C_max − bound)/C_max", "gap", false);

    private final String id;
    private final String label;
    private final String shortLabel;
    private final boolean integer;

    MapMetric(String id, String label, String shortLabel, boolean integer) {
        this.id = id;
        this.label = label;
        this.shortLabel = shortLabel;
        this.integer = integer;
    }

    /** The command line's name: {@code makespan}. */
    public String id() {
        return id;
    }

    /** The colour bar's label, in the charts' plain markup ({@link org.dltexplorer.app.chart.MathText}). */
    public String label() {
        return label;
    }

    /** The colour bar's label where the bar is too short for {@link #label} on one line (a narrow figure). */
    public String shortLabel() {
        return shortLabel;
    }

    /** Whether the metric takes whole numbers only (its colour bar is ticked at integers). */
    public boolean integer() {
        return integer;
    }

    /**
     * The metric at a point; NaN when the point has none: not solved (infeasible, refused, cancelled), or a gap of an
     * answer that is neither proven nor bounded (a heuristic's).
     */
    public double of(PointOutcome p) {
        if (p.status() == Status.INFEASIBLE || !Double.isFinite(p.makespan())) {
            return Double.NaN;
        }
        return switch (this) {
            case MAKESPAN -> p.makespan();
            case SPEEDUP -> p.speedup();
            case EFFICIENCY -> p.efficiency();
            case PROCESSORS -> p.processorsUsed();
            case GAP -> p.status() == Status.OPTIMAL ? 0 : p.gap();
        };
    }

    /** The metric named {@code id} (case-insensitive). */
    public static Optional<MapMetric> fromId(String id) {
        return Arrays.stream(values()).filter(m -> m.id.equalsIgnoreCase(id)).findFirst();
    }

    /** {@code makespan, speedup, efficiency, processors or gap}, for messages. */
    public static String ids() {
        String all = Arrays.stream(values()).map(MapMetric::id).collect(Collectors.joining(", "));
        int last = all.lastIndexOf(", ");
        return all.substring(0, last) + " or " + all.substring(last + 2);
    }
}
