package org.dltexplorer.app.feature.curves;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.chart.CurveOptions;
import org.dltexplorer.app.chart.CurveOverlay;
import org.dltexplorer.app.chart.CurveSet;
import org.dltexplorer.app.chart.CurveSweeps;
import org.dltexplorer.app.task.TaskCallbacks;
import org.dltexplorer.app.task.TaskRunner;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.ScheduleCost;
import org.dltexplorer.core.solver.Solvers;

/**
 * Speedup, time-vs-load and memory-tunnel curves of the current scenario. Sweeps are longer than one solve, so they wait a little
 * longer after the last change ({@link #SWEEP_DELAY_MILLIS}), a newer scenario cancels the running sweep, and all the
 * charts of one scenario share one time budget ({@link CurvesBudget}, {@link CurveSweeps#DEFAULT_BUDGET_MILLIS}).
 *
 * <p>Each curve chart draws the curves its {@link CurveOptions} choose (the options {@code dlt figure} takes as
 * {@code --loads}, {@code --sizes}, {@code --x-…}, {@code --y-…}), and the scenarios added to the comparison
 * ({@link #addCurrent}) are drawn beside the current one, fixed as they were when added ({@link CurveOverlay}).
 */
public final class CurvesViewModel {

    public static final long SWEEP_DELAY_MILLIS = 120;

    /**
     * The curve sets of one scenario; {@code tunnel} (makespan vs load for unlimited and saturated memory, Drozdowski & Wolniewicz (2003))
     * is null for kinds without a memory model, {@code timeCost} (makespan vs budget, Sohn, Robertazzi & Luryi (1998))
     * null unless processors have costs ({@link #hasTimeCost}).
     */
    public record Curves(Scenario scenario, CurveSet speedup, CurveSet timeVsLoad, CurveSet tunnel, CurveSet timeCost,
            double millis) {

        public Curves(Scenario scenario, CurveSet speedup, CurveSet timeVsLoad, CurveSet tunnel, double millis) {
            this(scenario, speedup, timeVsLoad, tunnel, null, millis);
        }
    }

    /**
     * Whether the time–cost front is drawn: a kind the budget applies to ({@link ChartKind#appliesTo}), processors with
     * costs (else every budget gives the same makespan), and no deadline (a budget and a deadline exclude each other).
     */
    static boolean hasTimeCost(Scenario scenario) {
        return ChartKind.TIME_COST.appliesTo(scenario.network().kind()) && ScheduleCost.reported(scenario)
                && scenario.strategy().deadline() == null;
    }

    /** Kinds whose memory-limited schedules the solvers model (Drozdowski & Wolniewicz 2003): stars, meshes and tori. */
    static boolean hasMemoryModel(Scenario scenario) {
        var kind = scenario.network().kind();
        return kind == org.dltexplorer.core.model.NetworkKind.STAR || kind == org.dltexplorer.core.model.NetworkKind.MESH
                || kind == org.dltexplorer.core.model.NetworkKind.TORUS2D;
    }

    private final CurveSweeps sweeps;
    private final long budgetMillis;
    private final java.util.function.LongSupplier clock;
    private final ReadOnlyObjectWrapper<Curves> curves = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final BooleanProperty running = new SimpleBooleanProperty(false);
    private final DoubleProperty progress = new SimpleDoubleProperty(0);
    private final BooleanProperty active = new SimpleBooleanProperty(true);
    private final org.dltexplorer.app.task.LatestJob job;
    /** The scenario of the last {@link #update}, swept when the curves come on screen if it was not yet. */
    private Scenario latest;
    private boolean stale;
    private final ObjectProperty<CurveOptions> speedupOptions = new SimpleObjectProperty<>(CurveOptions.DEFAULT);
    private final ObjectProperty<CurveOptions> timeOptions = new SimpleObjectProperty<>(CurveOptions.DEFAULT);
    private final ObservableList<CurveOverlay.Member> overlays = FXCollections.observableArrayList();
    private final ObjectProperty<java.nio.file.Path> file = new SimpleObjectProperty<>();
    private final CurveOptionsEditor speedupEditor = new CurveOptionsEditor(ChartKind.SPEEDUP, speedupOptions);
    private final CurveOptionsEditor timeEditor = new CurveOptionsEditor(ChartKind.TIME_VS_LOAD, timeOptions);

    public CurvesViewModel(TaskRunner runner, Solvers solvers) {
        this(runner, solvers, CurveSweeps.DEFAULT_BUDGET_MILLIS, System::nanoTime);
    }

    /**
     * @param budgetMillis the time all charts of one scenario may take together ({@link CurvesBudget})
     * @param clock nanoseconds the budget is measured in ({@code System::nanoTime}; a test's own clock)
     */
    CurvesViewModel(TaskRunner runner, Solvers solvers, long budgetMillis, java.util.function.LongSupplier clock) {
        this.job = new org.dltexplorer.app.task.LatestJob(runner);
        this.sweeps = new CurveSweeps(solvers);
        this.budgetMillis = budgetMillis;
        this.clock = clock;
        active.addListener((o, was, on) -> {
            if (on && stale) {
                update(latest);
            }
        });
        // other curves to draw: the same scenario swept again
        speedupOptions.addListener((o, a, b) -> redraw());
        timeOptions.addListener((o, a, b) -> redraw());
        overlays.addListener((javafx.collections.ListChangeListener<CurveOverlay.Member>) c -> redraw());
    }

    private void redraw() {
        if (latest != null) {
            update(latest);
        }
    }

    /** The speedup chart's curves ({@code --loads}, the sizes swept on x, the y range). */
    public ObjectProperty<CurveOptions> speedupOptionsProperty() {
        return speedupOptions;
    }

    /** The time-vs-load chart's curves ({@code --sizes}, the loads swept on x, the y range), the tunnel's x and y too. */
    public ObjectProperty<CurveOptions> timeOptionsProperty() {
        return timeOptions;
    }

    /** The texts of the speedup chart's controls. */
    public CurveOptionsEditor speedupEditor() {
        return speedupEditor;
    }

    /** The texts of the time-vs-load chart's controls. */
    public CurveOptionsEditor timeEditor() {
        return timeEditor;
    }

    /** The options of a curve chart of this view: speedup's, or time-vs-load's (which the tunnel shares). */
    public CurveOptions options(ChartKind kind) {
        return kind == ChartKind.SPEEDUP ? speedupOptions.get() : timeOptions.get();
    }

    /** The scenarios drawn beside the current one, in the order they were added; remove one to stop drawing it. */
    public ObservableList<CurveOverlay.Member> overlays() {
        return overlays;
    }

    /** The scenario's file, whose name stands in the legend for a scenario without a title. */
    public ObjectProperty<java.nio.file.Path> fileProperty() {
        return file;
    }

    /**
     * Adds the current scenario to the comparison, fixed as it is now, named by its title (else its file's name, else
     * "scenario n"); a name already drawn gets a number. Returns the member, or null when there is no scenario.
     */
    public CurveOverlay.Member addCurrent() {
        if (latest == null) {
            return null;
        }
        String fallback = file.get() == null ? "scenario " + (overlays.size() + 1)
                : CurveOverlay.Member.fileName(file.get());
        String name = CurveOverlay.Member.of(latest, fallback).name();
        String unique = name;
        for (int k = 2; names().contains(unique); k++) {
            unique = name + " (" + k + ")";
        }
        CurveOverlay.Member m = new CurveOverlay.Member(unique, latest);
        overlays.add(m);
        return m;
    }

    private java.util.Set<String> names() {
        return overlays.stream().map(CurveOverlay.Member::name).collect(java.util.stream.Collectors.toSet());
    }

    /**
     * What the charts draw when scenarios were added: the current scenario first, named by its title with
     * "(current)" (the added ones keep its title as it was), then the added ones.
     */
    public static java.util.List<CurveOverlay.Member> members(Scenario current, java.util.List<CurveOverlay.Member> added) {
        java.util.List<CurveOverlay.Member> all = new java.util.ArrayList<>();
        all.add(new CurveOverlay.Member(current.title().isBlank() ? "current scenario" : current.title() + " (current)",
                current));
        all.addAll(added);
        return all;
    }

    /**
     * The numbers of a curve chart of {@code kind} as this view draws them, for an export whose chart is not
     * computed yet: with its options and, for speedup and time-vs-load, the added scenarios. Read the options and
     * overlays on the FX thread ({@link #choice}) and call this from any.
     */
    public static org.dltexplorer.app.chart.FigureData figure(Choice choice, org.dltexplorer.app.chart.Figures figures,
            Scenario s, org.dltexplorer.core.schedule.Schedule schedule, org.dltexplorer.core.solver.SolveMonitor monitor) {
        if (choice.added().isEmpty() || choice.kind() != ChartKind.SPEEDUP && choice.kind() != ChartKind.TIME_VS_LOAD) {
            return figures.data(choice.kind(), s, schedule, choice.options(), monitor);
        }
        return figures.overlay(choice.kind(), members(s, choice.added()), choice.options(), monitor);
    }

    /** What a chart of {@code kind} draws besides its scenario: its options and the added scenarios. */
    public record Choice(ChartKind kind, CurveOptions options, java.util.List<CurveOverlay.Member> added) {
    }

    /** The choice of a chart of {@code kind} now (default options for charts this view does not draw). */
    public Choice choice(ChartKind kind) {
        boolean curve = kind == ChartKind.SPEEDUP || kind == ChartKind.TIME_VS_LOAD || kind == ChartKind.TUNNEL;
        return new Choice(kind, curve ? options(kind) : CurveOptions.DEFAULT, java.util.List.copyOf(overlays));
    }

    /**
     * Whether a curve chart is on screen. While not, {@link #update} only remembers the scenario: sweeps (a memory
     * tunnel of a large star runs LPs for seconds) would take a core from the views the user is looking at.
     */
    public BooleanProperty activeProperty() {
        return active;
    }

    /** Recomputes the curves for {@code scenario} (null clears them); deferred while not {@link #activeProperty active}. */
    public void update(Scenario scenario) {
        job.cancel();
        latest = scenario;
        if (scenario == null) {
            stale = false;
            running.set(false);
            return;
        }
        if (!active.get()) {
            stale = true;
            running.set(false);
            message.set("speedup curves: computed when their tab is opened");
            return;
        }
        stale = false;
        running.set(true);
        progress.set(-1);
        message.set("Computing curves…");
        CurveOptions speedupChoice = speedupOptions.get();
        CurveOptions timeChoice = timeOptions.get();
        java.util.List<CurveOverlay.Member> added = java.util.List.copyOf(overlays);
        CurveOverlay overlay = new CurveOverlay(sweeps);
        boolean memory = hasMemoryModel(scenario);
        boolean priced = hasTimeCost(scenario);
        int charts = 2 + (memory ? 1 : 0) + (priced ? 1 : 0);
        job.submit(monitor -> org.dltexplorer.app.task.SweepCores.call(() -> {
            long t0 = System.nanoTime();
            CurvesBudget budget = new CurvesBudget(budgetMillis, charts, clock);
            monitor.progress(0, "speedup");
            CurveSet speedup = added.isEmpty() ? sweeps.speedup(scenario, speedupChoice, budget.nextChart(monitor))
                    : overlay.of(ChartKind.SPEEDUP, members(scenario, added), speedupChoice, budget.nextChart(monitor));
            monitor.progress(1.0 / charts, "time vs load");
            if (monitor.cancelled()) {
                return null;
            }
            CurveSet time = added.isEmpty() ? sweeps.timeVsLoad(scenario, timeChoice, budget.nextChart(monitor))
                    : overlay.of(ChartKind.TIME_VS_LOAD, members(scenario, added), timeChoice, budget.nextChart(monitor));
            CurveSet tunnel = null;
            if (memory && !monitor.cancelled()) {
                monitor.progress(2.0 / charts, "memory tunnel");
                // the tunnel stays the current scenario's: its two lines are already a comparison
                tunnel = sweeps.tunnel(scenario, timeChoice.sizes().isEmpty() ? timeChoice
                        : new CurveOptions(java.util.List.of(), java.util.List.of(), timeChoice.x(), timeChoice.y()),
                        budget.nextChart(monitor));
            }
            CurveSet timeCost = null;
            if (priced && !monitor.cancelled()) {
                monitor.progress((charts - 1.0) / charts, "time–cost front");
                timeCost = sweeps.timeCost(scenario, budget.nextChart(monitor));
            }
            return new Curves(scenario, speedup, time, tunnel, timeCost, (System.nanoTime() - t0) / 1e6);
        }), TaskCallbacks.<Curves>of(c -> {
            if (c != null) {
                running.set(false);
                progress.set(1);
                curves.set(c);
                message.set(String.format(java.util.Locale.ROOT, "curves computed in %.0f ms", c.millis())
                        + (cutShort(c) ? String.format(java.util.Locale.ROOT, "; the points past their %.0f s were skipped",
                        budgetMillis / 1000.0) : ""));
            }
        }, e -> {
            running.set(false);
            message.set("Curves failed: " + e.getMessage());
        }).withProgress((f, m) -> progress.set(f)), SWEEP_DELAY_MILLIS);
    }

    /**
     * Whether the budget stopped some chart of {@code c}: its notes name points not solved as "cancelled" (a sweep
     * the user cancels delivers no curves at all).
     */
    private static boolean cutShort(Curves c) {
        return java.util.stream.Stream.of(c.speedup(), c.timeVsLoad(), c.tunnel(), c.timeCost())
                .filter(java.util.Objects::nonNull).flatMap(set -> set.notes().stream())
                .anyMatch(n -> n.endsWith("not solved: cancelled"));
    }

    /** Whether no sweep point is being solved, including the last points of a cancelled sweep. */
    public static boolean sweepCoresIdle() {
        return org.dltexplorer.app.task.SweepCores.idle();
    }

    /** Stops the running sweep. */
    public void cancel() {
        job.cancel();
        running.set(false);
        message.set("Curves cancelled");
    }

    public ReadOnlyObjectProperty<Curves> curvesProperty() {
        return curves.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public BooleanProperty runningProperty() {
        return running;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }
}
