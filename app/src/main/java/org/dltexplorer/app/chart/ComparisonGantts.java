package org.dltexplorer.app.chart;

import java.util.List;

/**
 * The communication–computation diagrams of several strategies for one scenario, stacked on one time axis (the
 * comparison view's chart). Not a {@link FigureData}: it is built from solves the comparison already ran, and its
 * numbers are the comparison's table.
 *
 * @param title chart title
 * @param panels one diagram per variant that has a schedule, in the order compared
 */
public record ComparisonGantts(String title, List<Panel> panels) {

    public ComparisonGantts {
        panels = List.copyOf(panels);
    }

    /**
     * One variant's diagram.
     *
     * @param name variant name
     * @param gantt its schedule's diagram
     */
    public record Panel(String name, GanttData gantt) {
    }

    /** The end of the shared time axis: the longest makespan drawn. */
    public double timeSpan() {
        return panels.stream().mapToDouble(p -> p.gantt().makespan()).filter(Double::isFinite).max().orElse(0);
    }
}
