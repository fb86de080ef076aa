package org.dltexplorer.app.chart.export;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.dltexplorer.app.chart.Axes;
import org.dltexplorer.app.chart.NiceTicks;
import org.dltexplorer.app.chart.TickFit;

/**
 * The labelled ticks of a linear PGFPlots axis over {@code [lo, hi]}, thinned as the drawn chart's axis is
 * ({@link TickFit}) for the axis's length in the figure, with LaTeX's labels measured by {@link PgfLayout}'s estimate:
 * an 8.5 cm heat map over V from 10⁵ to 10⁶ reads "2 × 10⁵ … 10⁶" in steps that fit, not five labels run together.
 *
 * @param values the ticks, in axis units
 * @param labels their labels as they read (plain text, {@link Axes#tickLabel})
 */
record PgfTicks(double[] values, List<String> labels) {

    /** Height of a {@code \footnotesize} tick label beside a vertical axis, generous: a superscript raises it. */
    static final double LABEL_HEIGHT = 9;
    /** The least air between two labels: {@link TickFit#GAP} of the 8 pt tick font. */
    static final double GAP = TickFit.GAP * 8;

    /**
     * The ticks of {@code [lo, hi]} whose labels fit an axis {@code length} points long ({@code horizontal}: labels side
     * by side, else stacked); {@code length} 0 takes the 1-2-5 step of {@link NiceTicks} unthinned.
     */
    static PgfTicks fitted(double lo, double hi, boolean integer, double length, boolean horizontal) {
        double largest = Math.max(Math.abs(lo), Math.abs(hi));
        double step = TickFit.linearStep(lo, hi, integer, length, s -> v -> Axes.tickLabel(v, s, largest),
                horizontal ? PgfLayout::tickWidth : l -> LABEL_HEIGHT, GAP);
        long first = (long) Math.ceil(lo / step - 1e-9);
        int n = NiceTicks.count(lo, hi, step);
        double[] values = new double[n];
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            // multiply, not add: no drift
            values[i] = (first + i) * step;
            labels.add(Axes.tickLabel(values[i], step, largest));
        }
        return new PgfTicks(values, List.copyOf(labels));
    }

    /** The rightmost (topmost) label, or null for none. */
    String last() {
        return labels.isEmpty() ? null : labels.get(labels.size() - 1);
    }

    /** Adds {@code xtick} and {@code xticklabels} (or y) to the axis keys. */
    void addTo(List<String> axis, String xy) {
        StringJoiner at = new StringJoiner(",");
        StringJoiner tex = new StringJoiner(",");
        for (int i = 0; i < values.length; i++) {
            at.add(PgfNumbers.num(values[i]));
            tex.add("{" + Latex.text(labels.get(i)) + "}");
        }
        axis.add(xy + "tick={" + at + "}");
        axis.add(xy + "ticklabels={" + tex + "}");
    }
}
