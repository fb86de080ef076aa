package org.dltexplorer.app.chart;

import java.util.Arrays;
import java.util.Optional;

/** The charts the GUI shows and {@code dlt figure --chart} renders, with their command-line names. */
public enum ChartKind {
    /** Load per processor (or per layer). */
    DISTRIBUTION("distribution", "Load distribution"),
    /** The communication–computation diagram. */
    GANTT("gantt", "Communication and computation"),
    /** Speedup against the number of processors, one series per load. */
    SPEEDUP("speedup", "Speedup"),
    /** Makespan against the load, one series per network size. */
    TIME_VS_LOAD("time-vs-load", "Makespan vs load"),
    /** Makespan against the load with unlimited and saturated memory (Drozdowski & Wolniewicz’s (2003) "inf" and "sat" lines). */
    TUNNEL("tunnel", "Memory tunnel"),
    /** Makespan against the budget of a star with costs: the time–cost front (Sohn, Robertazzi & Luryi (1998)). */
    TIME_COST("time-cost", "Makespan vs budget");

    private final String id;
    private final String label;

    ChartKind(String id, String label) {
        this.id = id;
        this.label = label;
    }

    public String id() {
        return id;
    }

    public String label() {
        return label;
    }

    /**
     * Whether the chart can be drawn for a scenario of {@code kind}: the time–cost front sweeps the budget, a strategy
     * key of stars only ({@link org.dltexplorer.core.model.StrategyKey#BUDGET}); every other chart applies to every kind.
     */
    public boolean appliesTo(org.dltexplorer.core.model.NetworkKind kind) {
        return this != TIME_COST || org.dltexplorer.core.model.StrategyKey.BUDGET.appliesTo(kind);
    }

    /** Whether the chart needs one solved schedule (rather than a sweep of many solves). */
    public boolean ofSchedule() {
        return this == DISTRIBUTION || this == GANTT;
    }

    public static Optional<ChartKind> fromId(String id) {
        return Arrays.stream(values()).filter(k -> k.id.equalsIgnoreCase(id)).findFirst();
    }
}
