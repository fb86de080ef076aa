package org.dltexplorer.core.analysis;

import java.util.Locale;

/**
 * What a map shows at each point ({@code dlt map --metric}, the Map view): one number of the point's outcome, NaN where
 * the point was not solved (or, for {@link #GAP}, where the answer is proven and has no gap).
 */
public enum MapMetric {
    /** The schedule length T. */
    MAKESPAN("makespan"),
    /** T on the originator alone ÷ T (Błażewicz & Drozdowski (1997), §2.1). */
    SPEEDUP("speedup"),
    /** Speedup ÷ processors used. */
    EFFICIENCY("efficiency"),
    /** Processors that got load. */
    PROCESSORS("processors used"),
    /** (T − bound)/T of a search stopped at its time limit. */
    GAP("gap");

    private final String label;

    MapMetric(String label) {
        this.label = label;
    }

    /** The name on the command line and in files: {@code makespan}, {@code speedup}, …. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The metric in words, for an axis or colour bar. */
    public String label() {
        return label;
    }

    /** This metric of {@code o}; NaN where {@code o} has none. */
    public double of(PointOutcome o) {
        return switch (this) {
            case MAKESPAN -> o.makespan();
            case SPEEDUP -> o.speedup();
            case EFFICIENCY -> o.efficiency();
            case PROCESSORS -> o.processorsUsed() > 0 ? o.processorsUsed() : Double.NaN;
            case GAP -> o.gap();
        };
    }

    /**
     * The metric named {@code id}, ignoring case.
     *
     * @throws IllegalArgumentException naming the metrics, for any other name
     */
    public static MapMetric parse(String id) {
        for (MapMetric m : values()) {
            if (m.id().equalsIgnoreCase(id == null ? "" : id.strip())) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown metric '" + id + "' (one of makespan, speedup, efficiency, processors, gap)");
    }
}
