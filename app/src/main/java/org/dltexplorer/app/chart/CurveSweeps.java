package org.dltexplorer.app.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.DoubleUnaryOperator;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.analysis.RectangularLayers;
import org.dltexplorer.core.analysis.Sweep;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.analysis.SweepPoint;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleCost;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;

/**
 * The numbers of the curve charts, computed with {@link Sweep}: speedup against processors (Błażewicz et al. 1999, Fig. 7),
 * makespan against load for several network sizes (Błażewicz et al. 1999, Figs. 3–6), and the "inf"/"sat" memory tunnel
 * (Drozdowski & Wolniewicz 2003, Figs. 2, 3, 7–9). A point that does not solve stays in the data with its reason and is not drawn.
 */
public final class CurveSweeps {

    /** Loads of the speedup series, as multiples of the scenario's V: startup costs make small loads scale worse. */
    static final double[] SPEEDUP_LOAD_FACTORS = {1e-2, 1.0, 1e2};
    /** Decades of load either side of the scenario's V on makespan-vs-load charts. */
    static final double LOAD_DECADES = 3;
    static final int LOAD_STEPS = 31;

    static final String PROCESSORS_LABEL = "processors m";
    /** Not "S": that is the startup's symbol in the papers; the ratio is written out instead. */
    static final String SPEEDUP_LABEL = "speedup over the originator alone";
    static final String LOAD_LABEL = "load V [load units]";
    static final String MAKESPAN_LABEL = "makespan C_max [time units]";
    static final String BUDGET_LABEL = "budget [money]";

    /**
     * Time a whole chart's sweeps may take before the remaining points are skipped: order searches (an optimal star
     * order) grow exponentially with the network, and a chart must come back. A search stopped by the budget
     * still answers with its best schedule (FEASIBLE); points not started are reported as cancelled. The window's
     * charts of one scenario share this much between them (its {@code CurvesBudget}).
     */
    public static final long DEFAULT_BUDGET_MILLIS = 30_000;

    private final Solvers solvers;
    private final Sweep sweep;
    private final long budgetMillis;

    public CurveSweeps(Solvers solvers) {
        this(solvers, DEFAULT_BUDGET_MILLIS);
    }

    public CurveSweeps(Solvers solvers, long budgetMillis) {
        this.solvers = solvers;
        this.sweep = new Sweep(solvers);
        this.budgetMillis = budgetMillis;
    }

    /** The caller's monitor, also cancelled once the budget is spent. */
    SolveMonitor budgeted(SolveMonitor caller) {
        SolveMonitor deadline = SolveMonitor.deadline(budgetMillis);
        return new SolveMonitor() {
            @Override
            public boolean cancelled() {
                return caller.cancelled() || deadline.cancelled();
            }

            @Override
            public void progress(double fraction, String message) {
                caller.progress(fraction, message);
            }
        };
    }

    public Solvers solvers() {
        return solvers;
    }

    /** Speedup against the number of processors, one curve per load (the scenario's V and two decades around it). */
    public CurveSet speedup(Scenario scenario, SolveMonitor caller) {
        return speedup(scenario, CurveOptions.DEFAULT, caller);
    }

    /**
     * Speedup against the number of processors, one curve per load of {@code options} (by default the scenario's V
     * and two decades around it), at the network sizes of {@code options.x()} (by default from the smallest network to
     * well past the scenario's).
     *
     * @throws IllegalArgumentException when {@code options} choose sizes of a network that has no single size
     */
    public CurveSet speedup(Scenario scenario, CurveOptions options, SolveMonitor caller) {
        SolveMonitor monitor = budgeted(caller);
        List<String> notes = new ArrayList<>();
        var size = NetworkSize.of(scenario);
        if (size.isEmpty()) {
            if (options.x() != null) {
                throw new IllegalArgumentException("x-from: a " + scenario.network().kind().id()
                        + " network has no single size parameter to vary");
            }
            notes.add("a " + scenario.network().kind().id() + " network has no single size parameter to vary");
            return new CurveSet(title(scenario, "Speedup"), PROCESSORS_LABEL, SPEEDUP_LABEL, false, false, List.of(), notes,
                    options.y());
        }
        NetworkSize n = size.get();
        double[] values = options.x() == null ? n.speedupValues() : options.x().wholeValues();
        List<CurveSet.Curve> curves = new ArrayList<>();
        for (double load : speedupLoads(scenario, options)) {
            Scenario s = ScenarioParameter.LOAD.apply(scenario, load).scenario();
            List<SweepPoint> points = sweep.run(s, n.parameter(), values, monitor);
            curves.add(new CurveSet.Curve("V = " + format(s.load()), points(points, v -> processors(s, n.parameter(), v),
                    p -> p.outcome().speedup())));
        }
        if (scenario.network() instanceof Torus2d && !scenario.limitedMemory() && options.loads().isEmpty()) {
            curves.add(rectangularLayers(scenario, n, values));
        }
        note(curves, notes);
        boolean logX = options.x() == null ? n.exponential() : options.x().log();
        return new CurveSet(title(scenario, "Speedup"), PROCESSORS_LABEL, SPEEDUP_LABEL, logX, n.exponential(),
                curves, notes, options.y());
    }

    /** The loads of the speedup series: the chosen ones, else the scenario's V times {@link #SPEEDUP_LOAD_FACTORS}. */
    static double[] speedupLoads(Scenario scenario, CurveOptions options) {
        if (!options.loads().isEmpty()) {
            return options.loads().stream().mapToDouble(Double::doubleValue).toArray();
        }
        return java.util.Arrays.stream(SPEEDUP_LOAD_FACTORS).map(f -> scenario.load() * f).toArray();
    }

    /**
     * The baseline of Błażewicz et al. (1999), Fig. 8 beside the torus curves: rectangular-layer scattering on the same grids, at the
     * scenario's load, for the sizes it is built for.
     */
    private static CurveSet.Curve rectangularLayers(Scenario scenario, NetworkSize n, double[] values) {
        List<CurveSet.Point> points = new ArrayList<>();
        for (double k : values) {
            if (k > RectangularLayers.MAX_TORUS_K) {
                break;
            }
            Schedule sc = RectangularLayers.schedule(scenario.withNetwork(new Torus2d((int) k)));
            points.add(new CurveSet.Point(k, processors(scenario, n.parameter(), k),
                    sc.feasible() ? sc.metrics().speedup() : Double.NaN, sc.status(), sc.reason()));
        }
        return new CurveSet.Curve("rectangular layers, V = " + format(scenario.load()), points);
    }

    /** Makespan against V on log–log axes, one curve per network size around the scenario's. */
    public CurveSet timeVsLoad(Scenario scenario, SolveMonitor caller) {
        return timeVsLoad(scenario, CurveOptions.DEFAULT, caller);
    }

    /**
     * Makespan against V, one curve per network size of {@code options} (by default a few around the scenario's), at
     * the loads of {@code options.x()} (by default three decades either side of the scenario's V, log–log axes).
     *
     * @throws IllegalArgumentException when {@code options} choose sizes of a network that has no single size
     */
    public CurveSet timeVsLoad(Scenario scenario, CurveOptions options, SolveMonitor caller) {
        SolveMonitor monitor = budgeted(caller);
        List<String> notes = new ArrayList<>();
        Map<Double, Scenario> networks = new TreeMap<>();
        var size = NetworkSize.of(scenario);
        if (size.isEmpty() && !options.sizes().isEmpty()) {
            throw new IllegalArgumentException("sizes: a " + scenario.network().kind().id()
                    + " network has no single size parameter to vary");
        }
        if (size.isPresent()) {
            double[] sizes = options.sizes().isEmpty() ? size.get().neighbourValues()
                    : options.sizes().stream().mapToDouble(Integer::doubleValue).toArray();
            for (double v : sizes) {
                try {
                    networks.put(v, size.get().parameter().apply(scenario, v).scenario());
                } catch (IllegalArgumentException e) {
                    notes.add(size.get().parameter().name() + " = " + format(v) + ": " + e.getMessage());
                }
            }
        } else {
            networks.put((double) scenario.network().processorCount(), scenario);
        }
        double[] loads = loads(scenario, options);
        List<CurveSet.Curve> curves = new ArrayList<>();
        java.util.Set<String> names = new java.util.HashSet<>();
        for (Map.Entry<Double, Scenario> e : networks.entrySet()) {
            Scenario s = e.getValue();
            List<SweepPoint> points = sweep.run(s, ScenarioParameter.LOAD, loads, monitor);
            long m = s.network().processorCount();
            String name = "m = " + (m == Long.MAX_VALUE ? "more than 9.2e18" : Long.toString(m));
            if (!names.add(name) && size.isPresent()) {
                // sizes beyond a long (a mesh of many layers) would give two curves one name; charts need distinct keys
                name += " (" + size.get().parameter().name() + " = " + format(e.getKey()) + ")";
                names.add(name);
            }
            curves.add(new CurveSet.Curve(name, points(points, v -> v, p -> p.outcome().makespan())));
        }
        note(curves, notes);
        boolean log = options.x() == null || options.x().log();
        return new CurveSet(title(scenario, "Makespan vs load"), LOAD_LABEL, MAKESPAN_LABEL, log, log, curves, notes,
                options.y());
    }

    /**
     * The memory tunnel of Drozdowski & Wolniewicz (2003): makespan against V with unlimited memory ("inf") and with every buffer
     * {@code B = V/m}, so that the total memory equals the load ("sat", m = all processors, originator included).
     */
    public CurveSet tunnel(Scenario scenario, SolveMonitor caller) {
        return tunnel(scenario, CurveOptions.DEFAULT, caller);
    }

    /** The memory tunnel at the loads of {@code options.x()} (by default as {@link #timeVsLoad}), in its y range. */
    public CurveSet tunnel(Scenario scenario, CurveOptions options, SolveMonitor caller) {
        SolveMonitor monitor = budgeted(caller);
        double m = scenario.network().processorCount();
        double[] loads = loads(scenario, options);
        List<SweepPoint> inf = sweep.run(withBuffers(scenario, ProcessorParams.UNLIMITED), ScenarioParameter.LOAD, loads, monitor);
        List<SweepPoint> sat = java.util.Arrays.stream(loads).parallel()
                .mapToObj(v -> sweep.run(withBuffers(scenario, saturatedBuffer(v, m)), ScenarioParameter.LOAD, new double[] {v}, monitor)
                        .get(0))
                .toList();
        List<CurveSet.Curve> curves = List.of(
                new CurveSet.Curve("inf (unlimited memory)", points(inf, v -> v, p -> p.outcome().makespan())),
                new CurveSet.Curve("sat (B = V/m)", points(sat, v -> v, p -> p.outcome().makespan())));
        List<String> notes = new ArrayList<>();
        note(curves, notes);
        boolean log = options.x() == null || options.x().log();
        return new CurveSet(title(scenario, "Memory tunnel"), LOAD_LABEL, MAKESPAN_LABEL, log, log, curves, notes,
                options.y());
    }

    /**
     * The time–cost front of a star with costs (Sohn, Robertazzi &amp; Luryi (1998)): the makespan against the
     * {@code budget}, from the cheapest schedule's cost up to what the fastest schedule costs without a budget.
     */
    public CurveSet timeCost(Scenario scenario, SolveMonitor caller) {
        SolveMonitor monitor = budgeted(caller);
        ScenarioParameter budget = ScenarioParameter.parse("budget");
        budget.check(scenario);
        double cheapest = ScheduleCost.cheapest(scenario);
        Scenario free = scenario.withStrategy(scenario.strategy().withBudget(null));
        double dearest = ScheduleCost.of(free, solvers.solve(free, monitor));
        double to = Math.max(dearest, cheapest) * (1 + 1e-9);
        double from = Math.min(cheapest, to);
        List<SweepPoint> points = sweep.run(scenario, budget, Sweep.range(from, to, LOAD_STEPS, false), monitor);
        List<CurveSet.Curve> curves = List.of(new CurveSet.Curve("time–cost front",
                points(points, v -> v, p -> p.outcome().makespan())));
        List<String> notes = new ArrayList<>();
        note(curves, notes);
        return new CurveSet(title(scenario, "Makespan vs budget"), BUDGET_LABEL, MAKESPAN_LABEL, false, false, curves,
                notes);
    }

    /**
     * {@code B = V/m}, raised by the default relative tolerance: summing {@code m} rounded copies of {@code V/m} can fall an
     * ulp short of {@code V}, which a memory solver rightly calls infeasible although the memory is meant to be
     * exactly saturated.
     */
    static double saturatedBuffer(double v, double m) {
        return v / m * (1 + Tolerance.DEFAULT.relative());
    }

    /** Every processor's buffer set to {@code b}, overrides included. */
    static Scenario withBuffers(Scenario s, double b) {
        return ScenarioParameter.everyElement("B").apply(s, b).scenario();
    }

    static double[] loads(Scenario s) {
        double f = Math.pow(10, LOAD_DECADES);
        return Sweep.range(s.load() / f, s.load() * f, LOAD_STEPS, true);
    }

    /** The loads of a makespan-vs-load sweep: the chosen x values, else {@link #loads(Scenario)}. */
    static double[] loads(Scenario s, CurveOptions options) {
        return options.x() == null ? loads(s) : options.x().values();
    }

    private static double processors(Scenario s, ScenarioParameter p, double value) {
        try {
            return p.apply(s, value).scenario().network().processorCount();
        } catch (IllegalArgumentException e) {
            return Double.NaN;
        }
    }

    private static List<CurveSet.Point> points(List<SweepPoint> sweep, DoubleUnaryOperator x,
            java.util.function.ToDoubleFunction<SweepPoint> y) {
        List<CurveSet.Point> points = new ArrayList<>();
        for (SweepPoint p : sweep) {
            boolean solved = p.outcome().status() != Status.INFEASIBLE;
            points.add(new CurveSet.Point(p.value(), x.applyAsDouble(p.value()), solved ? y.applyAsDouble(p) : Double.NaN,
                    p.outcome().status(), p.outcome().reason().isEmpty() ? null : p.outcome().reason()));
        }
        return points;
    }

    private static void note(List<CurveSet.Curve> curves, List<String> notes) {
        for (CurveSet.Curve c : curves) {
            UnsolvedPoints.note(c).ifPresent(notes::add);
        }
    }

    /** The default title of a figure: the scenario's title, else the chart's name. */
    private static String title(Scenario s, String what) {
        return s.title().isBlank() ? what : s.title();
    }

    /** A number as legends and notes write it ({@link MathText#number}). */
    static String format(double v) {
        return MathText.number(v);
    }
}
