package org.dltexplorer.app.feature.map;

import java.util.List;
import java.util.Locale;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

import javafx.beans.InvalidationListener;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.dltexplorer.app.feature.history.ScenarioChange;
import org.dltexplorer.app.document.ReplaceScenario;
import org.dltexplorer.app.task.LatestJob;
import org.dltexplorer.app.task.TaskCallbacks;
import org.dltexplorer.app.task.TaskRunner;
import org.dltexplorer.core.analysis.CoarseToFine;
import org.dltexplorer.core.analysis.MapGrid;
import org.dltexplorer.app.chart.DataTable;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.chart.map.MapData;
import org.dltexplorer.app.chart.map.MapFigureOptions;
import org.dltexplorer.app.chart.map.MapMetric;
import org.dltexplorer.core.analysis.MapPoint;
import org.dltexplorer.core.analysis.ParameterMap;
import org.dltexplorer.core.analysis.PointOutcome;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.SolveOptions;
import org.dltexplorer.core.solver.Solvers;

/**
 * The Map view's state: two {@link AxisChoice}s and a {@link MapMetric}; the scenario solved over their grid through
 * the one {@link LatestJob} (a new scenario or new settings cancel the running map), coarse points first
 * ({@link CoarseToFine}); the numbers of a point; and a click that makes a point the scenario, one undo step named
 * after it. The map is solved only while its tab is {@link #activeProperty active}.
 */
public final class MapViewModel {

    /** Pause after the last change of the scenario or the settings before the map starts. */
    public static final long MAP_DELAY_MILLIS = 120;

    private final Solvers solvers;
    private final int threads;
    private final java.util.function.Consumer<ReplaceScenario> editor;
    private final LatestJob job;

    private final ObjectProperty<Scenario> scenario = new SimpleObjectProperty<>();
    private final ObjectProperty<SolveOptions> options = new SimpleObjectProperty<>(SolveOptions.DEFAULT);
    /** Off until the tab is shown: a map is hundreds of solves. */
    private final BooleanProperty active = new SimpleBooleanProperty(false);
    private final AxisChoice x = new AxisChoice("x");
    private final AxisChoice y = new AxisChoice("y");
    private final ObjectProperty<MapMetric> metric = new SimpleObjectProperty<>(MapMetric.SPEEDUP);
    private final BooleanProperty isoLines = new SimpleBooleanProperty(true);
    private final ObservableList<String> names = FXCollections.observableArrayList();

    private final ReadOnlyObjectWrapper<ProgressiveMap> map = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyIntegerWrapper revision = new ReadOnlyIntegerWrapper();
    private final BooleanProperty running = new SimpleBooleanProperty(false);
    private final DoubleProperty progress = new SimpleDoubleProperty(0);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    /** The cell under the mouse or the keyboard's, its numbers, and the click that makes it the scenario. */
    private final MapPointer pointer = new MapPointer(this);

    /** The scenario the map on screen was solved for. */
    private Scenario base;
    /** The scenarios clicks on this map made: when one comes back as the scenario (redo), the map stays. */
    private final java.util.Set<Scenario> picks = new java.util.HashSet<>();
    /** While the axes are chosen for a new scenario: one update follows, not one per field. */
    private boolean choosing;
    private boolean stale;
    /** Whether the map on screen was spaced geometrically on x and on y (its axes are drawn so). */
    private boolean xLog;
    private boolean yLog;
    /** When the running map's job started solving (nanoseconds), for the first-picture time it reports. */
    private final java.util.concurrent.atomic.AtomicLong started = new java.util.concurrent.atomic.AtomicLong();
    private long firstPictureMillis = -1;

    /**
     * @param threads points solved at once ({@link org.dltexplorer.app.task.SweepCores#parallelism()} in the window;
     *        1 in tests, so that points arrive in exactly the coarse-to-fine order)
     * @param editor makes a clicked point the scenario, as one named undo step (the window's document applies it)
     */
    public MapViewModel(TaskRunner runner, Solvers solvers, int threads, java.util.function.Consumer<ReplaceScenario> editor) {
        this.solvers = solvers;
        this.threads = Math.max(1, threads);
        this.editor = editor;
        this.job = new LatestJob(runner);
        InvalidationListener settingsChanged = o -> {
            if (!choosing) {
                update();
            }
        };
        for (AxisChoice axis : List.of(x, y)) {
            for (var f : axis.range()) {
                f.addListener(settingsChanged);
            }
            axis.nameProperty().addListener((o, was, name) -> {
                if (!choosing) {
                    nameChosen(axis, name);
                }
            });
        }
        // same points, drawn another way
        metric.addListener((o, a, m) -> revision.set(revision.get() + 1));
        isoLines.addListener((o, a, m) -> revision.set(revision.get() + 1));
        options.addListener(settingsChanged);
        scenario.addListener((o, a, s) -> scenarioChanged(s));
        active.addListener((o, was, on) -> {
            if (on && stale) {
                update();
            }
        });
    }

    private void scenarioChanged(Scenario s) {
        if (s == null) {
            names.clear();
            update();
            return;
        }
        List<String> now = ScenarioParameter.applicableTo(s).stream().map(ScenarioParameter::name).toList();
        if (!names.equals(now)) {
            names.setAll(now);
        }
        choosing = true;
        try {
            if (!applies(x, s)) {
                x.choose(ScenarioParameter.LOAD, s);
            }
            if (!applies(y, s) || y.nameProperty().get().equalsIgnoreCase(x.nameProperty().get())) {
                y.choose(defaultY(s, x.nameProperty().get()), s);
            }
        } finally {
            choosing = false;
        }
        if (keepsMap(s)) {
            revision.set(revision.get() + 1); // the same map, the scenario's own cell elsewhere on it
            return;
        }
        update();
    }

    /**
     * A parameter typed or picked: its range is set around its value in the scenario (keeping the steps, at most a
     * size's values), then the map is solved; a name that does not apply keeps the range and is told by {@link #update}.
     */
    private void nameChosen(AxisChoice axis, String name) {
        Scenario s = scenario.get();
        if (s != null) {
            try {
                ScenarioParameter p = ScenarioParameter.parse(name);
                p.check(s);
                int steps;
                try {
                    steps = Integer.parseInt(axis.stepsProperty().get().strip());
                } catch (NumberFormatException e) {
                    steps = AxisChoice.DEFAULT_STEPS;
                }
                choosing = true;
                try {
                    axis.chooseRange(p, s, Math.max(2, Math.min(AxisChoice.MAX_STEPS, steps)));
                } finally {
                    choosing = false;
                }
            } catch (IllegalArgumentException e) {
                // update() says why in one line
            }
        }
        update();
    }

    private static boolean applies(AxisChoice axis, Scenario s) {
        try {
            return ScenarioParameter.parse(axis.nameProperty().get()).appliesTo(s);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The y axis a scenario starts with: the default link's C (time per unit sent), else its processors' A. */
    private static ScenarioParameter defaultY(Scenario s, String xName) {
        for (String n : List.of("C", "A", "S")) {
            ScenarioParameter p = ScenarioParameter.parse(n);
            if (p.appliesTo(s) && !n.equalsIgnoreCase(xName)) {
                return p;
            }
        }
        return ScenarioParameter.applicableTo(s).stream().filter(p -> !p.name().equalsIgnoreCase(xName)).findFirst()
                .orElse(ScenarioParameter.LOAD);
    }

    /**
     * Whether the map on screen is also the map of {@code s}: {@code s} is its own scenario again (undo) or the point
     * a click made of it. Then every point of the map of {@code s} solves the same scenario as the point on screen,
     * since setting a number twice is setting it once; not so for a network's size, whose change moves a chain's
     * originator by a rounding that does not compose, so a map over a size is solved again.
     */
    private boolean keepsMap(Scenario s) {
        ProgressiveMap m = map.get();
        if (m == null || base == null || stale || error.get().length() > 0 || !(s.equals(base) || picks.contains(s))) {
            return false;
        }
        var size = ScenarioParameter.sizeOf(base.network());
        return size.isEmpty() || !size.get().equals(m.grid().x().parameter()) && !size.get().equals(m.grid().y().parameter());
    }

    /** Solves the map of the scenario with the settings (deferred while not {@link #activeProperty active}). */
    void update() {
        job.cancel();
        Scenario s = scenario.get();
        pointer.reset();
        if (s == null) {
            running.set(false);
            map.set(null);
            base = null;
            return;
        }
        MapGrid grid;
        try {
            grid = new MapGrid(x.axis(s), y.axis(s));
        } catch (IllegalArgumentException e) {
            error.set(e.getMessage());
            running.set(false);
            message.set("");
            return;
        }
        error.set("");
        if (!active.get()) {
            stale = true;
            running.set(false);
            message.set("the map is solved when its tab is opened");
            return;
        }
        stale = false;
        ProgressiveMap pm = new ProgressiveMap(grid);
        base = s;
        picks.clear();
        xLog = x.logProperty().get();
        yLog = y.logProperty().get();
        map.set(pm);
        revision.set(revision.get() + 1);
        running.set(true);
        progress.set(0);
        firstPictureMillis = -1;
        message.set("Solving " + grid.size() + " points…");
        Queue<MapPoint> arrived = new ConcurrentLinkedQueue<>();
        ParameterMap points = new ParameterMap(solvers.withOptions(options.get()));
        long[] order = CoarseToFine.order(grid);
        int coarse = coarsePoints(grid);
        job.submit(monitor -> {
            started.set(System.nanoTime());
            return MapSolve.run(points, s, grid, order, threads, monitor, arrived::add);
        },
                TaskCallbacks.<Integer>of(n -> {
                    take(pm, arrived, coarse);
                    running.set(false);
                    progress.set(1);
                    message.set(String.format(Locale.ROOT, "%d points in %.0f ms (first picture after %d ms)", pm.solved(),
                            (System.nanoTime() - started.get()) / 1e6, firstPictureMillis));
                }, e -> {
                    running.set(false);
                    message.set("Map failed: " + e.getMessage());
                }).withProgress((f, m) -> {
                    take(pm, arrived, coarse);
                    if (running.get()) { // the new points on screen may have led to Cancel
                        progress.set(f);
                        message.set(pm.solved() + " of " + grid.size() + " points");
                    }
                }), MAP_DELAY_MILLIS);
    }

    /** How many points the first pass has: the picture is whole once they are in. */
    private static int coarsePoints(MapGrid g) {
        int s = CoarseToFine.COARSEST;
        return ((g.x().size() + s - 1) / s) * ((g.y().size() + s - 1) / s);
    }

    /** Moves the points solved so far into the picture (on the FX thread). */
    private void take(ProgressiveMap pm, Queue<MapPoint> arrived, int coarse) {
        boolean any = false;
        for (MapPoint p = arrived.poll(); p != null; p = arrived.poll()) {
            pm.add(p);
            any = true;
        }
        if (any) {
            if (firstPictureMillis < 0 && pm.solved() >= coarse) {
                firstPictureMillis = (System.nanoTime() - started.get()) / 1_000_000L;
            }
            revision.set(revision.get() + 1);
        }
    }

    /** Stops the map; the points solved so far stay on screen. */
    public void cancel() {
        if (!running.get()) {
            return;
        }
        job.cancel();
        running.set(false);
        ProgressiveMap pm = map.get();
        message.set("Map cancelled" + (pm == null ? "" : " after " + pm.solved() + " of " + pm.grid().size() + " points"));
    }

    /**
     * Makes point ({@code ix}, {@code iy}) the scenario: both parameters changed as the map changed them, one undo
     * step named "map point V = 10, C = 0.2". A value the scenario cannot take is told, not applied.
     */
    public void pick(int ix, int iy) {
        ProgressiveMap pm = map.get();
        if (pm == null || base == null || ix < 0 || iy < 0 || ix >= pm.grid().x().size() || iy >= pm.grid().y().size()) {
            return;
        }
        MapGrid g = pm.grid();
        double xv = g.x().value(ix);
        double yv = g.y().value(iy);
        String label = "map point " + g.x().parameter().name() + " = " + ScenarioChange.format(xv) + ", "
                + g.y().parameter().name() + " = " + ScenarioChange.format(yv);
        Scenario next;
        try {
            next = ParameterMap.at(base, g, xv, yv).scenario();
        } catch (IllegalArgumentException e) {
            message.set("Cannot make this point the scenario: " + e.getMessage());
            return;
        }
        if (next.equals(scenario.get())) {
            message.set("That point is the scenario already");
            return;
        }
        picks.add(next);
        editor.accept(new ReplaceScenario(next, label));
    }

    /** The map as drawn now (coarse points standing for their blocks); null before the first map. */
    public MapData data() {
        ProgressiveMap pm = map.get();
        return pm == null ? null : pm.data(MapData.title(base, pm.grid(), metric.get()), xLog, yLog);
    }

    /**
     * The map as an exported figure records it: the points solved, and the others hatched as not solved with why
     * ({@link #unsolved}), so that a map cancelled part way never passes for a whole one; null before the first map.
     */
    public MapData exportData() {
        ProgressiveMap pm = map.get();
        return pm == null ? null : pm.exact(MapData.title(base, pm.grid(), metric.get()), xLog, yLog, unsolved());
    }

    /** How the map is drawn: {@code figure}'s format, size, style and title with this view's metric and iso-lines. */
    public MapFigureOptions figureOptions(FigureOptions figure) {
        return new MapFigureOptions(figure, metric.get(), isoLines.get());
    }

    /**
     * Every point of the grid, one row each in index order, with the columns of {@code dlt map --out F.csv}: a point
     * not solved (the map cancelled, or still being solved) is a row of its own saying so ({@link #unsolved}); null
     * before the first map.
     */
    public DataTable table() {
        ProgressiveMap pm = map.get();
        return pm == null ? null : pm.table(unsolved());
    }

    /**
     * What an export records at a point the map has not solved: the spec's "not solved" point (status
     * {@code infeasible} with the reason, as a point the scenario cannot take; docs/scenario-format.md, Parameter
     * space), its reason saying that the map stopped, or was still running, before it.
     */
    private PointOutcome unsolved() {
        return new PointOutcome(Status.INFEASIBLE, Double.NaN, Double.NaN, 0, Double.NaN, Double.NaN, running.get()
                ? UNSOLVED_RUNNING : UNSOLVED_STOPPED);
    }

    /** The reason of a point not solved because the map was cancelled before it. */
    public static final String UNSOLVED_STOPPED = "the map was cancelled before this point was solved";
    /** The reason of a point not solved yet when the map was exported. */
    public static final String UNSOLVED_RUNNING = "the map was still being solved when it was exported";

    /** Whether iso-lines are drawn. */
    public BooleanProperty isoLinesProperty() {
        return isoLines;
    }

    public ObjectProperty<Scenario> scenarioProperty() {
        return scenario;
    }

    /** The search time limit of the points' exact searches (the window's preference). */
    public ObjectProperty<SolveOptions> optionsProperty() {
        return options;
    }

    /** Whether the map is on screen; while not, changes only mark it to be solved when it is. */
    public BooleanProperty activeProperty() {
        return active;
    }

    public AxisChoice x() {
        return x;
    }

    public AxisChoice y() {
        return y;
    }

    public ObjectProperty<MapMetric> metricProperty() {
        return metric;
    }

    /** The parameters this scenario takes, for the axis choices. */
    public ObservableList<String> parameterNames() {
        return names;
    }

    /** The map as far as it is solved (null before the first); see {@link #revisionProperty}. */
    public ReadOnlyObjectProperty<ProgressiveMap> mapProperty() {
        return map.getReadOnlyProperty();
    }

    /** Counts changes of the picture: new points, another metric. */
    public ReadOnlyIntegerProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    public BooleanProperty runningProperty() {
        return running;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Why the settings make no map (one line naming the field and its value); empty when they do. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** The cell pointed at: its numbers, the keyboard's cell, and the click that makes it the scenario. */
    public MapPointer pointer() {
        return pointer;
    }

    /** The scenario the map on screen belongs to. */
    public Scenario base() {
        return base;
    }

}
