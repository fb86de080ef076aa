package org.dltexplorer.app.gallery;

import java.util.Arrays;
import java.util.Optional;
import org.dltexplorer.app.chart.ChartKind;

/** The view that makes a gallery entry's point: one of the charts, or a comparison with other entries. */
public enum GalleryFocus {
    DISTRIBUTION("distribution"), GANTT("gantt"), SPEEDUP("speedup"), TIME_VS_LOAD("time-vs-load"), TUNNEL("tunnel"),
    /** Makespan against the budget (under the time-vs-load chart, for stars with costs). */
    TIME_COST("time-cost"),
    /** Side by side with the entries listed in {@link GalleryEntry#compareWith()} (makespans, distributions). */
    COMPARISON("comparison"),
    /** The Map tab over the two parameters of {@link GalleryEntry#map()}. */
    MAP("map");

    private final String id;

    GalleryFocus(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** The chart to show, or empty for a comparison. */
    public Optional<ChartKind> chart() {
        return ChartKind.fromId(id);
    }

    public static Optional<GalleryFocus> fromId(String id) {
        return Arrays.stream(values()).filter(v -> v.id.equals(id)).findFirst();
    }
}
