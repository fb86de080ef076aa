package org.dltexplorer.core.io;

import java.io.IOException;
import java.io.Writer;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;

/**
 * The result as a Markdown pipe table (GitHub, Pandoc): a line with status, makespan and speedup, then a row per
 * processor (or layer) of {@link ResultTable}, numbers right-aligned ({@code 2.5 × 10⁸}), an absent time as an en dash.
 * {@code stamp}, when given, is an HTML comment first (no renderer shows it).
 */
public final class MarkdownResultWriter implements ResultWriter {

    private static final String SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

    private final String stamp;

    /** @param stamp one line saying what wrote the table (program, version, scenario digest), or null */
    public MarkdownResultWriter(String stamp) {
        this.stamp = stamp;
    }

    @Override
    public void write(Scenario scenario, Schedule schedule, Writer out) throws IOException {
        ResultTable t = ResultTable.of(schedule);
        StringBuilder b = new StringBuilder();
        if (stamp != null) {
            b.append("<!-- ").append(stamp.replace("--", "- -").replace('\n', ' ')).append(" -->\n\n");
        }
        b.append("**status** ").append(t.status()).append(" · **makespan** ").append(number(t.makespan()))
                .append(" · **speedup** ").append(number(t.speedup())).append("\n\n");
        b.append(t.layered() ? "| layer | processors" : "| processor");
        ResultTable.HEADS.forEach(h -> b.append(" | ").append(h));
        b.append(" |\n|").append("---:|".repeat(ResultTable.HEADS.size() + 1 + (t.layered() ? 1 : 0))).append('\n');
        for (ResultTable.Row r : t.rows()) {
            b.append("| ").append(r.index());
            if (t.layered()) {
                b.append(" | ").append(r.count());
            }
            for (double v : r.numbers()) {
                b.append(" | ").append(number(v));
            }
            b.append(" |\n");
        }
        out.write(b.toString());
    }

    static String number(double v) {
        if (!Double.isFinite(v)) {
            return "–";
        }
        TableNumber n = TableNumber.of(v);
        String m = n.mantissa().replace('-', '−');
        if (n.exponent() == 0) {
            return m;
        }
        StringBuilder p = new StringBuilder(n.exponent() < 0 ? "⁻" : "");
        for (char c : Integer.toString(Math.abs(n.exponent())).toCharArray()) {
            p.append(SUPERSCRIPT_DIGITS.charAt(c - '0'));
        }
        return (m.equals("1") ? "" : m + " × ") + "10" + p;
    }
}
