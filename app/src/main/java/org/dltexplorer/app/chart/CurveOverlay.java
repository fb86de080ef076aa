package org.dltexplorer.app.chart;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * Several scenarios' curves on one pair of axes ({@code dlt figure A.json B.json …}, the window's "Add to
 * comparison"): every member's speedup, time-vs-load or load-distribution curves, named in the legend by the
 * member. Unless the options choose the series, each member draws one curve: speedup at its own load, makespan at its
 * own size, so three networks give three curves. A distribution is drawn as the load per processor against the
 * processor's number, a line a scenario, since bars of several scenarios side by side no longer read.
 */
public final class CurveOverlay {

    /** The x axis of overlaid distributions of processors. */
    public static final String UNIT_LABEL = "processor i";
    /** The x axis of overlaid distributions of layered schedules (torus, mesh). */
    public static final String LAYER_LABEL = "layer i";
    /**
     * Longest legend entry, in characters: a single-column figure's legend fits about 45 at 8 pt, and a longer one
     * would be cut by the figure's edge mid-word; the CSV keeps the whole name.
     */
    static final int MAX_LEGEND = 40;
    static final String LOAD_PER_UNIT_LABEL = "load per processor [load units]";

    /**
     * One overlaid scenario.
     *
     * @param name its legend entry: the scenario's title, else its file name
     * @param scenario the scenario, fixed when it was added
     */
    public record Member(String name, Scenario scenario) {

        public Member {
            if (name == null || name.isBlank() || scenario == null) {
                throw new IllegalArgumentException("a member needs a name and a scenario");
            }
        }

        /** The member named by {@code scenario}'s title, else by {@code fallback} (its file name). */
        public static Member of(Scenario scenario, String fallback) {
            return new Member(scenario.title().isBlank() ? fallback : scenario.title(), scenario);
        }

        /** The legend's name of a scenario file: its name without directory and extension. */
        public static String fileName(java.nio.file.Path file) {
            String name = file.getFileName().toString();
            int dot = name.lastIndexOf('.');
            return dot > 0 ? name.substring(0, dot) : name;
        }
    }

    private final CurveSweeps sweeps;

    public CurveOverlay(CurveSweeps sweeps) {
        this.sweeps = sweeps;
    }

    /** Whether {@code kind} can overlay several scenarios. */
    public static boolean overlays(ChartKind kind) {
        return kind == ChartKind.SPEEDUP || kind == ChartKind.TIME_VS_LOAD || kind == ChartKind.DISTRIBUTION;
    }

    /**
     * The curves of every member in one set, in member order.
     *
     * @throws IllegalArgumentException when {@code kind} does not overlay, or a member cannot take the options
     *         (naming the member)
     */
    public CurveSet of(ChartKind kind, List<Member> members, CurveOptions options, SolveMonitor monitor) {
        if (!overlays(kind)) {
            throw new IllegalArgumentException("chart: " + kind.id() + " draws one scenario; speedup, time-vs-load and "
                    + "distribution overlay several");
        }
        List<Named> sets = new ArrayList<>();
        for (Member m : members) {
            if (monitor.cancelled()) {
                break;
            }
            try {
                sets.add(new Named(m.name(), set(kind, m.scenario(), options, monitor)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(m.name() + ": " + e.getMessage(), e);
            }
        }
        return merge(kind.label(), sets, options.y());
    }

    /** One member's curves: its own load or size unless the options choose the series. */
    private CurveSet set(ChartKind kind, Scenario s, CurveOptions options, SolveMonitor monitor) {
        switch (kind) {
            case SPEEDUP:
                return sweeps.speedup(s, options.loads().isEmpty()
                        ? new CurveOptions(options.sizes(), List.of(s.load()), options.x(), options.y()) : options, monitor);
            case TIME_VS_LOAD:
                var size = NetworkSize.of(s);
                boolean own = options.sizes().isEmpty() && size.isPresent();
                return sweeps.timeVsLoad(s, own ? new CurveOptions(List.of(size.get().current()), options.loads(),
                        options.x(), options.y()) : options, monitor);
            default:
                return distribution(s, sweeps.solvers().solve(s, monitor));
        }
    }

    /** The load per processor (or per processor of a layer) as one curve against the unit's number. */
    static CurveSet distribution(Scenario s, Schedule schedule) {
        DistributionData d = DistributionData.of(s.title(), schedule, s.network().processorCount());
        List<CurveSet.Point> points = new ArrayList<>();
        for (DistributionData.Bar b : d.bars()) {
            points.add(new CurveSet.Point(b.index(), b.index(), b.load(), schedule.status(), null));
        }
        List<CurveSet.Curve> curves = points.isEmpty() ? List.of() : List.of(new CurveSet.Curve("load", points));
        return new CurveSet(d.title(), d.layered() ? LAYER_LABEL : UNIT_LABEL, LOAD_PER_UNIT_LABEL, false, false, curves,
                d.notes());
    }

    /** The tags that tell members of one title apart: the window's current scenario, a repeated name's place. */
    private static final java.util.regex.Pattern TAG = java.util.regex.Pattern.compile(" \\((current|\\d+)\\)$");

    /**
     * {@code name} as a legend shows it: cut at its last space before {@link #MAX_LEGEND} characters with "…". What
     * tells curves apart is kept whole after the cut: a series after the member's name ({@code "…, k = 2"}) and the
     * tags {@code "(current)"} and {@code "(2)"}, which are all that tell a scenario from its own copy added to the
     * comparison.
     */
    public static String shortened(String name) {
        if (name.length() <= MAX_LEGEND) {
            return name;
        }
        String place = tag(name);
        String rest = name.substring(0, name.length() - place.length());
        int comma = rest.lastIndexOf(", ");
        String series = comma > 0 && rest.substring(comma).contains(" = ") && rest.length() - comma <= MAX_LEGEND / 2
                ? rest.substring(comma) : "";
        rest = rest.substring(0, rest.length() - series.length());
        String current = tag(rest);
        rest = rest.substring(0, rest.length() - current.length());
        String kept = current + series + place;
        return cut(rest, MAX_LEGEND - kept.length()) + kept;
    }

    /** The tag ending {@code name} (with its space), or "" for none. */
    private static String tag(String name) {
        java.util.regex.Matcher m = TAG.matcher(name);
        return m.find() ? m.group() : "";
    }

    /** {@code text} in at most {@code most} characters: cut at its last space before them, with "…". */
    private static String cut(String text, int most) {
        if (text.length() <= most) {
            return text;
        }
        int space = text.lastIndexOf(' ', most - 1);
        return text.substring(0, space > most / 2 ? space : most - 1).stripTrailing() + "…";
    }

    /** A member's name and curves. */
    record Named(String name, CurveSet set) {
    }

    /**
     * The members' curves in one set titled {@code title}: a member's only curve takes its name, several are named
     * {@code "name, curve"} (a legend shows at most {@link #MAX_LEGEND} characters of them, {@link Coincidence#legend}),
     * and a name given twice gets its place ({@code "B (2)"}) since legend entries must differ. An axis is logarithmic when a member's is,
     * and labelled by every members' label ("processor i or layer i"); notes keep the member's whole name.
     */
    static CurveSet merge(String title, List<Named> sets, CurveOptions.Bounds y) {
        List<CurveSet.Curve> curves = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        Set<String> used = new HashSet<>();
        boolean logX = false;
        boolean logY = false;
        String xLabel = String.join(" or ", sets.stream().map(n -> n.set().xLabel()).distinct().toList());
        String yLabel = sets.isEmpty() ? "" : sets.get(0).set().yLabel();
        for (Named n : sets) {
            CurveSet set = n.set();
            logX |= set.logX();
            logY |= set.logY();
            for (CurveSet.Curve c : set.curves()) {
                String name = set.curves().size() == 1 ? n.name() : n.name() + ", " + c.name();
                String unique = name;
                for (int k = 2; !used.add(unique); k++) {
                    unique = name + " (" + k + ")";
                }
                curves.add(new CurveSet.Curve(unique, c.points()));
            }
            set.notes().forEach(note -> notes.add(n.name() + ": " + note));
        }
        return new CurveSet(title, xLabel, yLabel, logX, logY, curves, notes, y);
    }
}
