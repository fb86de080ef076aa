package org.dltexplorer.core.io;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleCost;
import org.dltexplorer.core.schedule.Share;

/**
 * A summary for people: status (and reason), makespan, speedup, utilization, equivalent speed, processors used,
 * the assignment of workers to buses when the solver searched it, the loads table and the solver's notes. Numbers have 6 significant digits; the JSON and CSV formats keep full
 * precision and the timeline. Very long load tables are cut after {@value #MAX_ROWS} rows.
 */
public final class TextResultWriter implements ResultWriter {

    /** More rows than a terminal shows usefully; the machine formats have them all. */
    public static final int MAX_ROWS = 200;

    @Override
    public void write(Scenario scenario, Schedule s, Writer out) throws IOException {
        StringBuilder b = new StringBuilder();
        if (scenario != null && !scenario.title().isEmpty()) {
            b.append(scenario.title()).append('\n');
        }
        field(b, "status", s.status().id());
        if (s.reason() != null) {
            field(b, "reason", s.reason());
        }
        field(b, "solver", s.solver());
        if (s.feasible()) {
            field(b, "makespan", number(s.makespan()));
            if (s.hasBound()) {
                field(b, "lower bound", number(s.bound()) + " (within " + GapText.percent(s.gap()) + " of optimal)");
            }
            if (ScheduleCost.loadReported(scenario)) {
                field(b, "load", number(ScheduleCost.loadOf(s)));
            }
            if (ScheduleCost.reported(scenario)) {
                field(b, "cost", number(ScheduleCost.of(scenario, s)));
            }
            field(b, "speedup", number(s.metrics().speedup()));
            field(b, "utilization", number(s.metrics().utilization()));
            field(b, "equivalent speed", number(s.metrics().equivalentSpeed()));
        }
        field(b, "processors", s.metrics().processorsUsed() + " used of " + s.metrics().processorsTotal());
        s.reshapedNetwork().filter(Bus.class::isInstance).map(Bus.class::cast)
                .ifPresent(bus -> field(b, "assignment", assignment(bus)));
        if (!s.shares().isEmpty()) {
            b.append('\n');
            loads(b, s);
        }
        List<String> notes = s.notes();
        if (!notes.isEmpty()) {
            b.append("\nnotes\n");
            notes.forEach(n -> b.append("  - ").append(n).append('\n'));
        }
        out.write(b.toString());
    }

    private static void loads(StringBuilder b, Schedule s) {
        if (s.layered()) {
            b.append(String.format(Locale.ROOT, "%6s %14s %14s\n", "layer", "processors", "load each"));
        } else {
            b.append(String.format(Locale.ROOT, "%9s %14s\n", "processor", "load"));
        }
        List<Share> shares = s.shares();
        int shown = Math.min(shares.size(), MAX_ROWS);
        for (int i = 0; i < shown; i++) {
            Share share = shares.get(i);
            if (s.layered()) {
                b.append(String.format(Locale.ROOT, "%6d %14d %14s\n", share.index(), share.count(), number(share.load())));
            } else {
                b.append(String.format(Locale.ROOT, "%9d %14s\n", share.index(), number(share.load())));
            }
        }
        if (shares.size() > shown) {
            b.append(String.format(Locale.ROOT, "... %d more rows (--format csv or json lists them all)\n",
                    shares.size() - shown));
        }
    }

    /** {@code bus 0: 3 1 | bus 1: 2}. */
    static String assignment(Bus bus) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < bus.buses().size(); i++) {
            b.append(i == 0 ? "" : " | ").append("bus ").append(i).append(':');
            bus.buses().get(i).forEach(w -> b.append(' ').append(w));
        }
        return b.toString();
    }

    private static void field(StringBuilder b, String name, String value) {
        b.append(String.format(Locale.ROOT, "%-17s %s\n", name, value));
    }

    static String number(double x) {
        if (!Double.isFinite(x)) {
            return "-";
        }
        String g = String.format(Locale.ROOT, "%.6g", x);
        int e = g.indexOf('e');
        String mantissa = e < 0 ? g : g.substring(0, e);
        if (mantissa.contains(".")) {
            mantissa = mantissa.replaceAll("0+$", "").replaceAll("\\.$", "");
        }
        return e < 0 ? mantissa : mantissa + g.substring(e);
    }
}
