package org.dltexplorer.app.chart;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Share;

/**
 * The load of every processor (or, for layered schedules, of each processor of every layer), idle ones included.
 *
 * @param title chart title
 * @param layered whether bars are layers rather than processors
 * @param bars one bar per processor id (or layer), in order
 * @param reason why there are no bars (infeasible schedule), or null
 */
public record DistributionData(String title, boolean layered, List<Bar> bars, String reason) implements FigureData {

    /** Networks larger than this are not padded with idle bars for processors the schedule does not list. */
    static final int MAX_PADDED_BARS = 4096;

    public DistributionData {
        bars = List.copyOf(bars);
    }

    /**
     * One bar.
     *
     * @param index processor id, or layer index
     * @param count processors sharing this load (1, or the layer's size)
     * @param load load units per processor
     * @param start when the unit's first activity begins (receiving its load; the originator's first send or
     *        compute); NaN when idle or unknown
     * @param finish when the unit's computation ends; NaN when idle or unknown
     */
    public record Bar(int index, long count, double load, double start, double finish) {

        /** A bar without times. */
        public Bar(int index, long count, double load) {
            this(index, count, load, Double.NaN, Double.NaN);
        }

        /** Processors with no load are drawn as marked zero bars, not left out. */
        public boolean idle() {
            return !(load > 0);
        }

        /** Axis label: {@code P3}, or {@code L2 (×8)} for a layer of 8. */
        public String label(boolean layered) {
            return layered ? "L" + index + " (\u00d7" + count + ")" : "P" + index;
        }
    }

    /**
     * The bars of {@code schedule}; a non-layered schedule is padded with idle bars up to {@code processorCount}
     * (when that is small enough to draw), so processors the solver left out still show.
     */
    public static DistributionData of(String title, Schedule schedule, long processorCount) {
        if (!schedule.feasible()) {
            return new DistributionData(title, schedule.layered(), List.of(), schedule.reason());
        }
        List<Bar> bars = new ArrayList<>();
        Times times = Times.of(schedule);
        if (schedule.layered()) {
            for (Share s : schedule.shares()) {
                bars.add(new Bar(s.index(), s.count(), s.load(), times.start(s.index()), times.finish(s.index())));
            }
            bars.sort(java.util.Comparator.comparingInt(Bar::index));
        } else {
            double[] loads = schedule.loads();
            long n = processorCount <= MAX_PADDED_BARS ? Math.max(processorCount, loads.length) : loads.length;
            for (int i = 0; i < n; i++) {
                bars.add(new Bar(i, 1, i < loads.length ? loads[i] : 0.0, times.start(i), times.finish(i)));
            }
        }
        return new DistributionData(title, schedule.layered(), bars, null);
    }

    /** First start and last compute end of every unit, in one pass over the timeline. */
    private record Times(double[] start, double[] finish) {

        static Times of(Schedule schedule) {
            int n = schedule.timeline().stream().mapToInt(Interval::processor).max().orElse(-1) + 1;
            double[] start = new double[n];
            double[] finish = new double[n];
            java.util.Arrays.fill(start, Double.NaN);
            java.util.Arrays.fill(finish, Double.NaN);
            for (Interval i : schedule.timeline()) {
                int p = i.processor();
                if (Double.isNaN(start[p]) || i.start() < start[p]) {
                    start[p] = i.start();
                }
                if (i.activity() == Activity.COMPUTE && (Double.isNaN(finish[p]) || i.end() > finish[p])) {
                    finish[p] = i.end();
                }
            }
            return new Times(start, finish);
        }

        double start(int unit) {
            return unit < start.length ? start[unit] : Double.NaN;
        }

        double finish(int unit) {
            return unit < finish.length ? finish[unit] : Double.NaN;
        }
    }

    /** {@code Σ count·load}: the whole load V for a feasible schedule. */
    public double total() {
        return bars.stream().mapToDouble(b -> b.count() * b.load()).sum();
    }

    public long idleCount() {
        return bars.stream().filter(Bar::idle).mapToLong(Bar::count).sum();
    }

    @Override
    public DataTable table() {
        List<List<String>> rows = new ArrayList<>();
        for (Bar b : bars) {
            rows.add(List.of(layered ? "layer" : "processor", Integer.toString(b.index()), Long.toString(b.count()),
                    DataTable.number(b.load()), b.idle() ? "true" : "false", DataTable.number(b.start()),
                    DataTable.number(b.finish())));
        }
        return new DataTable(List.of("unit", "index", "count", "load", "idle", "start", "finish"), rows);
    }

    @Override
    public java.util.List<String> notes() {
        return reason == null ? java.util.List.of() : java.util.List.of("infeasible: " + reason);
    }
}
