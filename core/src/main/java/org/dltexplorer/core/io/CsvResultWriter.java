package org.dltexplorer.core.io;

import java.io.IOException;
import java.io.Writer;
import java.util.Arrays;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleCost;
import org.dltexplorer.core.schedule.Share;

/**
 * The result as one rectangular CSV table, so spreadsheets and data-frame libraries load it in one go and filter
 * on the first column. Header:
 *
 * <pre>table,name,value,index,count,activity,start,end,load,peer</pre>
 *
 * <ul>
 *   <li>{@code summary} rows: {@code name} and {@code value} — {@code status}, {@code reason}, {@code solver},
 *       {@code makespan}, {@code bound} and {@code gap} (only when a search stopped before its proof), {@code load} (by a deadline) and {@code cost} (when a processor has a cost), {@code speedup}, {@code utilization}, {@code equivalentSpeed}, {@code processorsUsed},
 *       {@code processorsTotal}, and {@code indexes} ({@code processor} or {@code layer}: what {@code index}
 *       means below).</li>
 *   <li>{@code fraction} rows: {@code index}, {@code count} (1, or the processors of the layer) and {@code load}
 *       per processor.</li>
 *   <li>{@code interval} rows: {@code index}, {@code activity} (receive, send, compute, return), {@code start},
 *       {@code end}, {@code load} and {@code peer} (empty when computing).</li>
 *   <li>{@code note} rows: the text in {@code value}.</li>
 * </ul>
 *
 * Numbers are full-precision decimals ({@link Double#toString}); NaN and absent values are empty cells. Cells
 * with a comma, quote or line break are quoted as in RFC 4180. Lines end with LF.
 */
public final class CsvResultWriter implements ResultWriter {

    public static final String HEADER = "table,name,value,index,count,activity,start,end,load,peer";

    private static final int COLUMNS = 10;

    @Override
    public void write(Scenario scenario, Schedule s, Writer out) throws IOException {
        out.write(HEADER);
        out.write('\n');
        summary(out, "status", s.status().id());
        summary(out, "reason", s.reason() == null ? "" : s.reason());
        summary(out, "solver", s.solver());
        summary(out, "makespan", number(s.makespan()));
        if (s.hasBound()) {
            summary(out, "bound", number(s.bound()));
            summary(out, "gap", number(s.gap()));
        }
        if (s.feasible() && ScheduleCost.loadReported(scenario)) {
            summary(out, "load", number(ScheduleCost.loadOf(s)));
        }
        if (s.feasible() && ScheduleCost.reported(scenario)) {
            summary(out, "cost", number(ScheduleCost.of(scenario, s)));
        }
        summary(out, "speedup", number(s.metrics().speedup()));
        summary(out, "utilization", number(s.metrics().utilization()));
        summary(out, "equivalentSpeed", number(s.metrics().equivalentSpeed()));
        summary(out, "processorsUsed", Long.toString(s.metrics().processorsUsed()));
        summary(out, "processorsTotal", Long.toString(s.metrics().processorsTotal()));
        summary(out, "indexes", s.layered() ? "layer" : "processor");
        for (Share share : s.shares()) {
            String[] row = row("fraction");
            row[3] = Integer.toString(share.index());
            row[4] = Long.toString(share.count());
            row[8] = number(share.load());
            line(out, row);
        }
        for (Interval i : s.timeline()) {
            String[] row = row("interval");
            row[3] = Integer.toString(i.processor());
            row[5] = i.activity().id();
            row[6] = number(i.start());
            row[7] = number(i.end());
            row[8] = number(i.load());
            row[9] = i.peer() == Interval.NO_PEER ? "" : Integer.toString(i.peer());
            line(out, row);
        }
        for (String note : s.notes()) {
            String[] row = row("note");
            row[2] = note;
            line(out, row);
        }
    }

    private static void summary(Writer out, String name, String value) throws IOException {
        String[] row = row("summary");
        row[1] = name;
        row[2] = value;
        line(out, row);
    }

    private static String[] row(String table) {
        String[] row = new String[COLUMNS];
        Arrays.fill(row, "");
        row[0] = table;
        return row;
    }

    private static void line(Writer out, String[] cells) throws IOException {
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) {
                out.write(',');
            }
            out.write(quoted(cells[i]));
        }
        out.write('\n');
    }

    static String quoted(String cell) {
        if (cell.indexOf(',') < 0 && cell.indexOf('"') < 0 && cell.indexOf('\n') < 0 && cell.indexOf('\r') < 0) {
            return cell;
        }
        return '"' + cell.replace("\"", "\"\"") + '"';
    }

    static String number(double x) {
        return Double.isFinite(x) ? Double.toString(x) : "";
    }
}
