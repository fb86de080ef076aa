package org.dltexplorer.core.io;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Share;

/**
 * The result as a paper's table: one row per processor (or per layer of a layered schedule) with its load, its share
 * of the whole load, and when it receives and computes; the header row's status, makespan and speedup. Written as
 * LaTeX ({@link LatexResultWriter}) or Markdown ({@link MarkdownResultWriter}).
 *
 * @param status the schedule's status id
 * @param makespan the makespan (NaN when infeasible)
 * @param speedup the speedup (NaN when infeasible)
 * @param layered whether rows are layers
 * @param rows the processors (or layers) in order
 */
public record ResultTable(String status, double makespan, double speedup, boolean layered, List<Row> rows) {

    /** Column heads, in the order of {@link Row}'s numbers. */
    public static final List<String> HEADS = List.of("load", "share", "receive start", "receive end", "compute start",
            "compute end");

    public ResultTable {
        rows = List.copyOf(rows);
    }

    /**
     * One processor or layer. A receive or compute that never happens (the originator receives nothing, an idle
     * processor computes nothing) is NaN; with several installments, start is the first one's and end the last one's.
     *
     * @param index processor id or layer index
     * @param count processors in the layer (1 for a processor)
     * @param load load units per processor
     * @param share {@code count · load} as a fraction of the whole load
     */
    public record Row(int index, long count, double load, double share, double receiveStart, double receiveEnd,
            double computeStart, double computeEnd) {

        /** The row's numbers in the order of {@link #HEADS}. */
        public double[] numbers() {
            return new double[] {load, share, receiveStart, receiveEnd, computeStart, computeEnd};
        }
    }

    /** The table of {@code schedule}. */
    public static ResultTable of(Schedule schedule) {
        double total = schedule.shares().stream().mapToDouble(Share::total).sum();
        List<Row> rows = new ArrayList<>();
        for (Share s : schedule.shares()) {
            double[] receive = span(schedule, s.index(), Activity.RECEIVE);
            double[] compute = span(schedule, s.index(), Activity.COMPUTE);
            rows.add(new Row(s.index(), s.count(), s.load(), total > 0 ? s.total() / total : Double.NaN, receive[0],
                    receive[1], compute[0], compute[1]));
        }
        return new ResultTable(schedule.status().id(), schedule.makespan(), schedule.metrics().speedup(),
                schedule.layered(), rows);
    }

    /** First start and last end of {@code activity} on row {@code index}; NaN, NaN when there is none. */
    private static double[] span(Schedule schedule, int index, Activity activity) {
        double start = Double.POSITIVE_INFINITY;
        double end = Double.NEGATIVE_INFINITY;
        for (Interval i : schedule.timeline()) {
            if (i.processor() == index && i.activity() == activity) {
                start = Math.min(start, i.start());
                end = Math.max(end, i.end());
            }
        }
        return start <= end ? new double[] {start, end} : new double[] {Double.NaN, Double.NaN};
    }
}
