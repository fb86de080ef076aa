package org.dltexplorer.app.shell;

/**
 * The view on screen, for the commands that act on it (export figure, export data, copy figure). Views without a
 * chart of their own export the load distribution as their figure, as File > Export figure always did.
 */
public enum ViewKind {
    DISTRIBUTION("distribution", true),
    GANTT("gantt", true),
    SPEEDUP("speedup", true),
    /** Makespan against the load, with the memory tunnel below it when the kind has one. */
    TIME_VS_LOAD("time-vs-load", true),
    SUMMARY("summary", false),
    /** One row per processor (per layer for layered kinds). */
    PROCESSORS("per-processor", false),
    COMPARISON("comparison", true),
    ANIMATION("animation", false),
    /** The heat map of two parameters; its data are the points solved, as {@code dlt map} writes them. */
    MAP("map", true);

    private final String id;
    private final boolean chart;

    ViewKind(String id, boolean chart) {
        this.id = id;
        this.chart = chart;
    }

    /** The stem of suggested file names. */
    public String id() {
        return id;
    }

    /** Whether the view shows a chart of its own. */
    public boolean hasChart() {
        return chart;
    }
}
