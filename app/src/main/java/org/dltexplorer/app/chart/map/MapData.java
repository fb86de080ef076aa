package org.dltexplorer.app.chart.map;

import org.dltexplorer.app.chart.ParameterLabel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.dltexplorer.app.chart.MathText;
import org.dltexplorer.app.chart.ParameterLabel;
import org.dltexplorer.core.analysis.MapAxis;
import org.dltexplorer.core.analysis.MapGrid;
import org.dltexplorer.core.analysis.MapPoint;
import org.dltexplorer.core.analysis.PointOutcome;

/**
 * The numbers of a heat map: the grid's two axes and what the solvers answered at each point (x fastest), every metric
 * at once so a view can switch metric without solving again. A point not answered yet (a map filling in) has no
 * outcome and is left blank; a point answered without the metric (not solved) is hatched. Immutable; a map filling in
 * takes {@link Builder#snapshot()}s.
 */
public final class MapData {

    /**
     * One axis as drawn.
     *
     * @param label the axis label: the parameter's name ({@code C}, {@code processors}, {@code A[3]})
     * @param values the grid's values, in grid order
     * @param log whether the axis is logarithmic (the grid was spaced geometrically)
     * @param integer whether the parameter takes whole numbers (a size): ticks at integers
     */
    public record Axis(String label, double[] values, boolean log, boolean integer) {

        public Axis {
            values = values.clone();
            if (values.length < 1) {
                throw new IllegalArgumentException(label + ": an axis needs at least one value");
            }
            if (log && Arrays.stream(values).anyMatch(v -> !(v > 0))) {
                throw new IllegalArgumentException(label + ": a log axis needs values > 0");
            }
        }

        /** The axis of {@code a}, logarithmic when {@code log}. */
        public static Axis of(MapAxis a, boolean log) {
            return new Axis(a.parameter().name(), a.values(), log, a.parameter().integer());
        }

        /** What the axis is labelled in a figure: the quantity, symbol and unit ({@link ParameterLabel}). */
        public String title() {
            return ParameterLabel.of(label);
        }

        /** The label's short form, for an axis too short for {@link #title} (and then the bare {@link #label}). */
        public String shortTitle() {
            return ParameterLabel.shortOf(label);
        }

        @Override
        public double[] values() {
            return values.clone();
        }

        public int size() {
            return values.length;
        }

        public double value(int i) {
            return values[i];
        }

        /**
         * The cells' borders, {@code size() + 1} of them: half way between neighbours (geometrically on a log axis),
         * the ends half a step beyond the first and last value, so each value sits in the middle of its cell.
         */
        public double[] edges() {
            int n = values.length;
            double[] t = new double[n];
            for (int i = 0; i < n; i++) {
                t[i] = log ? Math.log10(values[i]) : values[i];
            }
            double[] e = new double[n + 1];
            for (int i = 1; i < n; i++) {
                e[i] = (t[i - 1] + t[i]) / 2;
            }
            double half = n == 1 ? (log ? 0.5 : Math.max(Math.abs(t[0]) * 0.1, 0.5)) : 0;
            e[0] = n == 1 ? t[0] - half : t[0] - (e[1] - t[0]);
            e[n] = n == 1 ? t[0] + half : t[n - 1] + (t[n - 1] - e[n - 1]);
            if (log) {
                for (int i = 0; i <= n; i++) {
                    e[i] = Math.pow(10, e[i]);
                }
            }
            return e;
        }

        /** The value at a fractional index {@code f} (0 the first value), linear between neighbours in the axis's space. */
        public double at(double f) {
            int n = values.length;
            if (n == 1) {
                return values[0];
            }
            int i = (int) Math.max(0, Math.min(n - 2, Math.floor(f)));
            double t = f - i;
            if (log) {
                return Math.pow(10, Math.log10(values[i]) + t * (Math.log10(values[i + 1]) - Math.log10(values[i])));
            }
            return values[i] + t * (values[i + 1] - values[i]);
        }
    }

    /** A number in a reason: reasons that differ only in their numbers are one kind (one warning line). */
    private static final Pattern NUMBER = Pattern.compile("-?\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?");

    private final String title;
    private final Axis x;
    private final Axis y;
    private final PointOutcome[] outcomes;

    private MapData(String title, Axis x, Axis y, PointOutcome[] outcomes) {
        this.title = title;
        this.x = x;
        this.y = y;
        this.outcomes = outcomes;
    }

    /**
     * A complete map from its points.
     *
     * @param outcomes what was answered at each point, x fastest ({@code iy·N + ix}); null where nothing was yet
     */
    public static MapData of(String title, Axis x, Axis y, List<PointOutcome> outcomes) {
        if (outcomes.size() != x.size() * y.size()) {
            throw new IllegalArgumentException("a " + x.size() + " x " + y.size() + " map needs " + x.size() * y.size()
                    + " points, got " + outcomes.size());
        }
        return new MapData(title, x, y, outcomes.toArray(new PointOutcome[0]));
    }

    /**
     * The title of a map of {@code s}: the scenario's own, else what is shown over what ({@code speedup over V and C}),
     * the same in {@code dlt map} and the Map view.
     */
    public static String title(org.dltexplorer.core.model.Scenario s, MapGrid grid, MapMetric metric) {
        return s.title().isBlank() ? metric.id() + " over " + grid.x().parameter().name() + " and " + grid.y().parameter().name()
                : s.title();
    }

    /** A map to fill in point by point, over {@code grid}. */
    public static Builder builder(String title, MapGrid grid, boolean xLog, boolean yLog) {
        return new Builder(title, Axis.of(grid.x(), xLog), Axis.of(grid.y(), yLog));
    }

    /** Collects the points of a map as they arrive (from any thread) and gives immutable snapshots. */
    public static final class Builder {

        private final String title;
        private final Axis x;
        private final Axis y;
        private final PointOutcome[] outcomes;

        private Builder(String title, Axis x, Axis y) {
            if ((long) x.size() * y.size() > Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("a map of " + x.size() + " x " + y.size() + " points is too large to draw");
            }
            this.title = title;
            this.x = x;
            this.y = y;
            this.outcomes = new PointOutcome[x.size() * y.size()];
        }

        public synchronized void accept(MapPoint p) {
            outcomes[p.iy() * x.size() + p.ix()] = p.outcome();
        }

        public synchronized MapData snapshot() {
            return new MapData(title, x, y, outcomes.clone());
        }
    }

    public String title() {
        return title;
    }

    public Axis x() {
        return x;
    }

    public Axis y() {
        return y;
    }

    /** What was answered at {@code (ix, iy)}; null when nothing was yet. */
    public PointOutcome outcome(int ix, int iy) {
        return outcomes[iy * x.size() + ix];
    }

    /** Whether the point has been answered (solved or not). */
    public boolean answered(int ix, int iy) {
        return outcome(ix, iy) != null;
    }

    /** {@code metric} at {@code (ix, iy)}; NaN when not answered yet or not solved. */
    public double value(MapMetric metric, int ix, int iy) {
        PointOutcome p = outcome(ix, iy);
        return p == null ? Double.NaN : metric.of(p);
    }

    /** Whether the point is drawn hatched: answered, without a value of {@code metric}. */
    public boolean hatched(MapMetric metric, int ix, int iy) {
        PointOutcome p = outcome(ix, iy);
        return p != null && Double.isNaN(metric.of(p));
    }

    /** {@code metric} at every point, x fastest; NaN where there is none. */
    public double[] values(MapMetric metric) {
        double[] v = new double[outcomes.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = outcomes[i] == null ? Double.NaN : metric.of(outcomes[i]);
        }
        return v;
    }

    /**
     * What a caption should say and the figure does not draw: one line per kind of reason for hatched points (reasons
     * that differ only in their numbers are one kind), with how many and the first such point,
     * {@code 12 of 400 points not solved: workers: must be >= 1, got 0 (first at workers = 0, C = 0.1)}.
     */
    public List<String> notes(MapMetric metric) {
        Map<String, int[]> count = new LinkedHashMap<>();
        Map<String, String> first = new LinkedHashMap<>();
        int answered = 0;
        for (int i = 0; i < outcomes.length; i++) {
            PointOutcome p = outcomes[i];
            if (p == null) {
                continue;
            }
            answered++;
            if (!Double.isNaN(metric.of(p))) {
                continue;
            }
            String reason = p.reason().isBlank() ? (metric == MapMetric.GAP ? "no proven bound" : "no answer") : p.reason();
            if (metric == MapMetric.GAP && Double.isFinite(p.makespan())) {
                reason = "a " + p.status().id() + " answer without a proven bound";
            }
            String kind = NUMBER.matcher(reason).replaceAll("#");
            count.computeIfAbsent(kind, k -> new int[1])[0]++;
            int ix = i % x.size();
            int iy = i / x.size();
            first.putIfAbsent(kind, reason + " (first at " + x.label() + " = " + MathText.number(x.value(ix)) + ", "
                    + y.label() + " = " + MathText.number(y.value(iy)) + ")");
        }
        List<String> notes = new ArrayList<>();
        for (Map.Entry<String, int[]> e : count.entrySet()) {
            notes.add(e.getValue()[0] + " of " + answered + " points not solved: " + first.get(e.getKey()));
        }
        return notes;
    }
}
