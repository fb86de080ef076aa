package org.dltexplorer.app.chart;

import java.util.ArrayList;
import java.util.List;
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
     */
    public record Bar(int index, long count, double load) {

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
        if (schedule.layered()) {
            for (Share s : schedule.shares()) {
                bars.add(new Bar(s.index(), s.count(), s.load()));
            }
            bars.sort(java.util.Comparator.comparingInt(Bar::index));
        } else {
            double[] loads = schedule.loads();
            long n = processorCount <= MAX_PADDED_BARS ? Math.max(processorCount, loads.length) : loads.length;
            for (int i = 0; i < n; i++) {
                bars.add(new Bar(i, 1, i < loads.length ? loads[i] : 0.0));
            }
        }
        return new DistributionData(title, schedule.layered(), bars, null);
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
                    DataTable.number(b.load()), b.idle() ? "true" : "false"));
        }
        return new DataTable(List.of("unit", "index", "count", "load", "idle"), rows);
    }
}
