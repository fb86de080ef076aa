package org.dltexplorer.core.io;

import java.io.IOException;
import java.io.Writer;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;

/**
 * The result as a LaTeX {@code tabular} with the booktabs package's rules: a first row with status,
 * makespan and speedup, then a row per processor (or layer) of {@link ResultTable}. Numbers in math mode
 * ({@code $2.5\times10^{8}$}), an absent time as an en dash. {@code stamp}, when given, is a {@code %} comment first.
 */
public final class LatexResultWriter implements ResultWriter {

    private final String stamp;

    /** @param stamp one line saying what wrote the table (program, version, scenario digest), or null */
    public LatexResultWriter(String stamp) {
        this.stamp = stamp;
    }

    @Override
    public void write(Scenario scenario, Schedule schedule, Writer out) throws IOException {
        ResultTable t = ResultTable.of(schedule);
        StringBuilder b = new StringBuilder();
        if (stamp != null) {
            b.append("% ").append(stamp.replace('\n', ' ')).append('\n');
        }
        b.append("% needs \\usepackage{booktabs}\n");
        b.append("\\begin{tabular}{r").append("r".repeat(ResultTable.HEADS.size() + (t.layered() ? 1 : 0))).append("}\n");
        b.append("\\toprule\n");
        b.append("\\multicolumn{").append(ResultTable.HEADS.size() + 1 + (t.layered() ? 1 : 0)).append("}{l}{status: ")
                .append(t.status()).append("; makespan ").append(number(t.makespan())).append("; speedup ")
                .append(number(t.speedup())).append("} \\\\\n");
        b.append("\\midrule\n");
        b.append(t.layered() ? "layer & processors" : "processor");
        ResultTable.HEADS.forEach(h -> b.append(" & ").append(h));
        b.append(" \\\\\n\\midrule\n");
        for (ResultTable.Row r : t.rows()) {
            b.append(r.index());
            if (t.layered()) {
                b.append(" & ").append(r.count());
            }
            for (double v : r.numbers()) {
                b.append(" & ").append(number(v));
            }
            b.append(" \\\\\n");
        }
        b.append("\\bottomrule\n\\end{tabular}\n");
        out.write(b.toString());
    }

    static String number(double v) {
        if (!Double.isFinite(v)) {
            return "--";
        }
        TableNumber n = TableNumber.of(v);
        String m = n.mantissa().startsWith("-") ? "-" + n.mantissa().substring(1) : n.mantissa();
        if (n.exponent() == 0) {
            return "$" + m + "$";
        }
        return "$" + (m.equals("1") ? "" : m + "\\times") + "10^{" + n.exponent() + "}$";
    }
}
