package org.dltexplorer.app.chart;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;

/**
 * The communication–computation diagram of a schedule (Błażewicz & Drozdowski 1997, Fig. 2): one row per processor (per layer for a
 * layered schedule); transfers above the row's axis, computation below it. Transfers of one processor that overlap
 * in time (an all-port node sending to several children at once) get separate lanes of the communication band.
 *
 * @param title chart title
 * @param layered whether rows are layers
 * @param rows number of rows (row {@code r} is processor or layer {@code r})
 * @param makespan end of the time axis
 * @param bars every interval of the timeline with its lane
 * @param reason why there is nothing to draw (infeasible), or null
 * @param marks the waits for a release time and the computation startups, drawn over the computation band
 */
public record GanttData(String title, boolean layered, int rows, double makespan, List<Bar> bars, String reason,
        List<Mark> marks) implements FigureData {

    public GanttData {
        bars = List.copyOf(bars);
        marks = List.copyOf(marks);
    }

    /** What a {@link Mark} shows (scenario format, <em>Beyond the papers</em>). */
    public enum MarkKind {
        /** From 0 to the processor's {@code release}: it computes nothing yet (it may receive). */
        WAIT("waiting for release", "release"),
        /** The first {@code F} of the processor's first computation: its startup, paid once. */
        STARTUP("startup F", "startup");

        private final String label;
        private final String id;

        MarkKind(String label, String id) {
            this.label = label;
            this.id = id;
        }

        /** The legend's words. */
        public String label() {
            return label;
        }

        /** The activity column of the exported data. */
        public String id() {
            return id;
        }
    }

    /**
     * A span of a row that is no interval of the schedule but a term of its model: the wait before a release time, or
     * the startup at the head of the first computation (a part of that compute interval).
     */
    public record Mark(int row, MarkKind kind, double start, double end) {
    }

    /**
     * One drawn interval.
     *
     * @param interval the schedule's interval (its start and end are the bar's ends, unchanged)
     * @param lane lane within its band (communication above, computation below), from 0
     * @param lanes lanes in that band of that row
     */
    public record Bar(Interval interval, int lane, int lanes) {

        /** Transfers (receive, send, return) go above the row axis, computation below. */
        public boolean communication() {
            return interval.isTransfer();
        }
    }

    public static GanttData of(String title, Schedule schedule, long processorCount) {
        return of(title, schedule, processorCount, null);
    }

    /** The diagram of {@code schedule} solved for {@code scenario}, with its release times and startups marked. */
    public static GanttData of(String title, Schedule schedule, Scenario scenario) {
        return of(title, schedule, scenario.network().processorCount(), scenario);
    }

    /**
     * The diagram of rows {@code 0 … processorCount − 1} (at least); with {@code terms} (the scenario solved, or
     * null) each processor's wait for its {@code release} and the startup {@code F} of its first computation are marked.
     */
    public static GanttData of(String title, Schedule schedule, long processorCount, Scenario terms) {
        if (!schedule.feasible()) {
            return new GanttData(title, schedule.layered(), 0, 0.0, List.of(), schedule.reason(), List.of());
        }
        int rows = schedule.timeline().stream().mapToInt(i -> Math.max(i.processor(), i.peer()) + 1).max().orElse(0);
        rows = Math.max(rows, schedule.shares().stream().mapToInt(s -> s.index() + 1).max().orElse(0));
        if (!schedule.layered() && processorCount <= DistributionData.MAX_PADDED_BARS) {
            rows = (int) Math.max(rows, processorCount);
        }
        List<Bar> bars = new ArrayList<>();
        List<List<Interval>> comm = new ArrayList<>();
        List<List<Interval>> comp = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            comm.add(new ArrayList<>());
            comp.add(new ArrayList<>());
        }
        for (Interval i : schedule.timeline()) {
            (i.isTransfer() ? comm : comp).get(i.processor()).add(i);
        }
        for (int r = 0; r < rows; r++) {
            bars.addAll(lanes(comm.get(r), schedule.makespan()));
            bars.addAll(lanes(comp.get(r), schedule.makespan()));
        }
        List<Mark> marks = terms == null || schedule.layered() ? List.of() : marks(schedule, terms, rows, comp);
        return new GanttData(title, schedule.layered(), rows, schedule.makespan(), bars, null, marks);
    }

    /** The release waits and startups of rows that have them (only the rows drawn, e.g. a window of a large star). */
    private static List<Mark> marks(Schedule schedule, Scenario terms, int rows, List<List<Interval>> comp) {
        List<Mark> marks = new ArrayList<>();
        long n = terms.network().processorCount();
        for (int r = 0; r < rows && r < n; r++) {
            ProcessorParams p = terms.processor(r);
            if (p.release() > 0) {
                marks.add(new Mark(r, MarkKind.WAIT, 0.0, Math.min(p.release(), schedule.makespan())));
            }
            if (p.F() > 0) {
                comp.get(r).stream().filter(i -> i.load() > 0).min(Comparator.comparingDouble(Interval::start))
                        .ifPresent(first -> marks.add(new Mark(first.processor(), MarkKind.STARTUP, first.start(),
                                Math.min(first.start() + p.F(), first.end()))));
            }
        }
        return marks;
    }

    /** Greedy interval colouring in start order: the fewest lanes with no overlap inside a lane. */
    static List<Bar> lanes(List<Interval> intervals, double makespan) {
        List<Interval> sorted = new ArrayList<>(intervals);
        sorted.sort(Comparator.comparingDouble(Interval::start).thenComparingDouble(Interval::end));
        double slack = Tolerance.VALIDATION.slack(makespan);
        int[] lane = new int[sorted.size()];
        int used = 0;
        // lowest free lane first; busy lanes wait in end order, so an all-port hub of 1000 sends costs n log n, not n²
        java.util.TreeSet<Integer> free = new java.util.TreeSet<>();
        java.util.PriorityQueue<double[]> busy = new java.util.PriorityQueue<>(Comparator.comparingDouble((double[] e) -> e[0]));
        for (int k = 0; k < sorted.size(); k++) {
            Interval i = sorted.get(k);
            while (!busy.isEmpty() && busy.peek()[0] <= i.start() + slack) {
                free.add((int) busy.poll()[1]);
            }
            int l = free.isEmpty() ? used++ : free.pollFirst();
            busy.add(new double[] {i.end(), l});
            lane[k] = l;
        }
        List<Bar> bars = new ArrayList<>();
        for (int k = 0; k < sorted.size(); k++) {
            bars.add(new Bar(sorted.get(k), lane[k], used));
        }
        return bars;
    }

    /** Row label: {@code P3}, or {@code L2} for a layer. */
    public String rowLabel(int row) {
        return (layered ? "L" : "P") + row;
    }

    @Override
    public DataTable table() {
        List<List<String>> rows = new ArrayList<>();
        for (Bar b : bars) {
            Interval i = b.interval();
            rows.add(List.of(layered ? "layer" : "processor", Integer.toString(i.processor()), i.activity().id(),
                    DataTable.number(i.start()), DataTable.number(i.end()), DataTable.number(i.load()),
                    i.peer() == Interval.NO_PEER ? "" : Integer.toString(i.peer()), Integer.toString(b.lane())));
        }
        for (Mark m : marks) {
            rows.add(List.of(layered ? "layer" : "processor", Integer.toString(m.row()), m.kind().id(),
                    DataTable.number(m.start()), DataTable.number(m.end()), "", "", ""));
        }
        return new DataTable(List.of("unit", "index", "activity", "start", "end", "load", "peer", "lane"), rows);
    }

    @Override
    public java.util.List<String> notes() {
        return reason == null ? java.util.List.of() : java.util.List.of("infeasible: " + reason);
    }
}
