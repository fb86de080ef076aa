package org.dltexplorer.app.shell;

/**
 * The main window's view tabs, in order. The strip shows a short name, so that all seven fit at a laptop's 1280 px
 * with the network and parameter panels open (the whole names overflowed it and hid Teaching and Map behind the
 * overflow arrow); the whole name and what the view shows are in its tooltip and in the View menu.
 */
enum ViewTab {
    DISTRIBUTION("tab-distribution", "Loads", "Load distribution", "the load each processor computes"),
    GANTT("tab-gantt", "Gantt", "Gantt diagram", "what each processor receives, computes and sends, over time"),
    SPEEDUP("tab-speedup", "Speedup", "Speedup", "speedup against the number of processors, for several loads"),
    TIME_VS_LOAD("tab-time", "Time/load", "Time vs load", "the schedule length against the load"),
    SUMMARY("tab-summary", "Summary", "Summary", "makespan, speedup, utilisation and the processors used"),
    TEACHING("tab-teaching", "Teaching", "Teaching", "strategy comparisons and the scattering animation"),
    MAP("tab-map", "Map", "Map", "a metric over a grid of two parameters");

    private final String id;
    private final String label;
    private final String title;
    private final String shows;

    ViewTab(String id, String label, String title, String shows) {
        this.id = id;
        this.label = label;
        this.title = title;
        this.shows = shows;
    }

    /** The node id of the tab (and of its header). */
    String id() {
        return id;
    }

    /** The name on the tab strip. */
    String label() {
        return label;
    }

    /** The whole name (the View menu's "Show …"). */
    String title() {
        return title;
    }

    /** The tooltip: the whole name, what the view shows and the key that selects it. */
    String tooltip() {
        return title + ": " + shows + " (Ctrl+" + (ordinal() + 1) + ")";
    }
}
