package org.dltexplorer.app.chart;

import java.util.List;

/**
 * The makespans of several strategies for one scenario, one bar each (the comparison view's chart). Not a
 * {@link FigureData}: it is built from solves the comparison already ran, and has no command-line chart of its own.
 *
 * @param title chart title
 * @param bars one bar per strategy variant, in the order compared
 */
public record ComparisonBars(String title, List<Bar> bars) {

    public ComparisonBars {
        bars = List.copyOf(bars);
    }

    /**
     * One variant.
     *
     * @param name variant name
     * @param makespan its makespan; NaN when it has no schedule (drawn as a missing bar)
     */
    public record Bar(String name, double makespan) {
    }
}
