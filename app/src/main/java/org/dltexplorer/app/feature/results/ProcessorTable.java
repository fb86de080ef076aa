package org.dltexplorer.app.feature.results;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.dltexplorer.app.chart.DataTable;
import org.dltexplorer.app.feature.network.NetworkViewModel;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Share;

/**
 * The schedule per processor (per layer for layered kinds, where every processor of a layer has the same load and
 * times): load α<sub>i</sub>, its share of V, when it receives, computes and returns results, when it finishes and
 * how long it does not compute before the makespan. Processors without load are listed too, as unused.
 *
 * @param layered whether rows are layers rather than processors
 * @param rows one per processor (or layer), in id order
 */
public record ProcessorTable(boolean layered, List<Row> rows) {

    /**
     * One processor or layer.
     *
     * @param index processor id or layer index
     * @param count processors the row stands for (1, or n<sub>i</sub> of layer i)
     * @param load load per processor α<sub>i</sub>
     * @param sharePercent count · load as a percentage of the load distributed
     * @param receiveStart first data arrives (NaN: never receives, e.g. the originator)
     * @param receiveEnd last data arrives
     * @param computeStart computing starts (NaN: unused)
     * @param computeEnd computing ends
     * @param returnStart results start going back (NaN: no returns)
     * @param returnEnd results are back
     * @param finish end of its last activity (NaN: unused)
     * @param idle time in [0, makespan] it does not compute
     * @param used whether it gets load
     */
    public record Row(int index, long count, double load, double sharePercent, double receiveStart, double receiveEnd,
            double computeStart, double computeEnd, double returnStart, double returnEnd, double finish, double idle,
            boolean used) {

        /** "P3", or "L2 (×12)" for a layer of 12 processors. */
        public String label(boolean layered) {
            return layered ? "L" + index + " (×" + count + ")" : "P" + index;
        }
    }

    /** Largest number of processors listed for a network whose processors have no load and no activity. */
    public static final long MAX_UNUSED_ROWS = 1_000_000;

    public static ProcessorTable of(Scenario scenario, Schedule s) {
        if (s == null || !s.feasible()) {
            return new ProcessorTable(false, List.of());
        }
        int n = 0;
        for (Share sh : s.shares()) {
            n = Math.max(n, sh.index() + 1);
        }
        for (Interval i : s.timeline()) {
            n = Math.max(n, i.processor() + 1);
        }
        long total = scenario == null ? 0 : s.networkIn(scenario).processorCount();
        if (!s.layered() && total <= MAX_UNUSED_ROWS) {
            n = (int) Math.max(n, total);
        }
        double[] load = new double[n];
        long[] count = new long[n];
        Arrays.fill(count, s.layered() ? 0 : 1);
        double sum = 0;
        for (Share sh : s.shares()) {
            load[sh.index()] = sh.load();
            count[sh.index()] = sh.count();
            sum += sh.total();
        }
        double v = scenario == null ? sum : scenario.load();
        double[][] span = new double[n * 3][];
        double[] computing = new double[n];
        double[] finish = new double[n];
        Arrays.fill(finish, Double.NaN);
        for (Interval i : s.timeline()) {
            int p = i.processor();
            int k = switch (i.activity()) {
                case RECEIVE -> 0;
                case COMPUTE -> 1;
                case RETURN -> 2;
                default -> -1;
            };
            if (k >= 0) {
                double[] sp = span[3 * p + k];
                span[3 * p + k] = sp == null ? new double[] {i.start(), i.end()}
                        : new double[] {Math.min(sp[0], i.start()), Math.max(sp[1], i.end())};
            }
            if (k == 1) {
                computing[p] += i.duration();
            }
            finish[p] = Double.isNaN(finish[p]) ? i.end() : Math.max(finish[p], i.end());
        }
        List<Row> rows = new ArrayList<>(n);
        for (int p = 0; p < n; p++) {
            if (s.layered() && count[p] == 0) {
                continue; // a layer the schedule does not name
            }
            boolean used = carries(load[p], v);
            rows.add(new Row(p, count[p], load[p], sum > 0 ? 100 * count[p] * load[p] / sum : 0,
                    start(span[3 * p]), end(span[3 * p]), start(span[3 * p + 1]), end(span[3 * p + 1]),
                    start(span[3 * p + 2]), end(span[3 * p + 2]), used ? finish[p] : Double.NaN,
                    s.makespan() - computing[p], used));
        }
        return new ProcessorTable(s.layered(), List.copyOf(rows));
    }

    /**
     * Whether a processor with {@code load} of the total {@code v} counts as used: by the rule the schedule's
     * {@code Metrics.processorsUsed} counts with (a load of at most {@link Tolerance#NEGLIGIBLE_LOAD} of V is none),
     * so the table and the summary give the same count. Multi-installment K-ary trees hand leaves loads of 1e-37.
     */
    static boolean carries(double load, double v) {
        return load > 0 && !Tolerance.NEGLIGIBLE_LOAD.isZero(load, v);
    }

    private static double start(double[] span) {
        return span == null ? Double.NaN : span[0];
    }

    private static double end(double[] span) {
        return span == null ? Double.NaN : span[1];
    }

    /**
     * The table's columns as the screen shows them: numbers at 4 significant digits (the full value is in the
     * cell's tooltip and in {@link #data()}), so a column is sized to its widest text instead of cutting "0.5…".
     */
    public enum Column {
        ID("Id", "processor id, or layer and how many processors it has"),
        LOAD("Load", "load per processor α_i"),
        SHARE("Share %", "processors × load, as a percentage of the load"),
        RECEIVE("Receive", "from the first to the last data arriving"),
        COMPUTE("Compute", "computing starts – ends"),
        RETURN("Return", "results going back to the originator"),
        FINISH("Finish", "end of its last activity"),
        IDLE("Idle", "time in [0, makespan] it does not compute"),
        USED("Used", "whether it gets more than a negligible load (the count the summary gives)");

        private final String header;
        private final String tip;

        Column(String header, String tip) {
            this.header = header;
            this.tip = tip;
        }

        public String header() {
            return header;
        }

        public String tip() {
            return tip;
        }

        /** The value the column sorts by (the start of an interval column; NaN for text columns). */
        public double sortKey(Row r) {
            return switch (this) {
                case ID -> r.index();
                case LOAD -> r.load();
                case SHARE -> r.sharePercent();
                case RECEIVE -> r.receiveStart();
                case COMPUTE -> r.computeStart();
                case RETURN -> r.returnStart();
                case FINISH -> r.finish();
                case IDLE -> r.idle();
                case USED -> r.used() ? 1 : 0;
            };
        }

        /** The cell as shown: 4 significant digits, "—" for no value, "start – end" for interval columns. */
        public String text(Row r, boolean layered) {
            return switch (this) {
                case ID -> r.label(layered);
                case LOAD -> short4(r.load());
                case SHARE -> short4(r.sharePercent());
                case RECEIVE -> interval(r.receiveStart(), r.receiveEnd(), NetworkViewModel::fmt);
                case COMPUTE -> interval(r.computeStart(), r.computeEnd(), NetworkViewModel::fmt);
                case RETURN -> interval(r.returnStart(), r.returnEnd(), NetworkViewModel::fmt);
                case FINISH -> short4(r.finish());
                case IDLE -> short4(r.idle());
                case USED -> r.used() ? "yes" : "no";
            };
        }

        /** The cell at full precision, for its tooltip; null where the shown text is already all there is. */
        public String full(Row r) {
            return switch (this) {
                case ID, USED -> null;
                case LOAD -> fullNumber(r.load());
                case SHARE -> fullNumber(r.sharePercent());
                case RECEIVE -> interval(r.receiveStart(), r.receiveEnd(), ProcessorTable::fullNumber);
                case COMPUTE -> interval(r.computeStart(), r.computeEnd(), ProcessorTable::fullNumber);
                case RETURN -> interval(r.returnStart(), r.returnEnd(), ProcessorTable::fullNumber);
                case FINISH -> fullNumber(r.finish());
                case IDLE -> fullNumber(r.idle());
            };
        }

        private static String short4(double v) {
            return NetworkViewModel.fmt(v);
        }

        private static String interval(double start, double end, java.util.function.DoubleFunction<String> f) {
            return Double.isNaN(start) ? "—" : f.apply(start) + " – " + f.apply(end);
        }
    }

    private static String fullNumber(double v) {
        return Double.isNaN(v) ? "—" : Double.toString(v);
    }

    /** The longest text of {@code c} over the header and every row: what the column is sized to. */
    public String widest(Column c) {
        String w = c.header();
        for (Row r : rows) {
            String t = c.text(r, layered);
            if (t.length() > w.length()) {
                w = t;
            }
        }
        return w;
    }

    /** Processors (not rows) the table lists: a layer counts its processors. */
    public long processors() {
        return rows.stream().mapToLong(Row::count).sum();
    }

    /** The caption above the table: how many of the listed processors are used, as the summary counts them. */
    public String caption() {
        return rows.isEmpty() ? "" : used() + " of " + processors() + " processors used"
                + (layered ? " — one row per layer; its processors share load and times" : "");
    }

    /** How many rows get load. */
    public long used() {
        return rows.stream().filter(Row::used).mapToLong(Row::count).sum();
    }

    /** The rows as a table of full-precision numbers (CSV export, copy as tab-separated text). */
    public DataTable data() {
        List<List<String>> out = new ArrayList<>(rows.size());
        for (Row r : rows) {
            out.add(List.of(Integer.toString(r.index()), Long.toString(r.count()), DataTable.number(r.load()),
                    DataTable.number(r.sharePercent()), DataTable.number(r.receiveStart()), DataTable.number(r.receiveEnd()),
                    DataTable.number(r.computeStart()), DataTable.number(r.computeEnd()), DataTable.number(r.returnStart()),
                    DataTable.number(r.returnEnd()), DataTable.number(r.finish()), DataTable.number(r.idle()),
                    r.used() ? "yes" : "no"));
        }
        return new DataTable(List.of(layered ? "layer" : "processor", "processors", "load", "share_percent",
                "receive_start", "receive_end", "compute_start", "compute_end", "return_start", "return_end", "finish",
                "idle", "used"), out);
    }
}
