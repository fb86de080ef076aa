package org.dltexplorer.app.feature.curves;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;

import org.dltexplorer.app.chart.CurveSet;
import org.dltexplorer.app.chart.CurveSweeps;
import org.dltexplorer.app.task.TaskCallbacks;
import org.dltexplorer.app.task.TaskRunner;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;

/**
 * Speedup, time-vs-load and memory-tunnel curves of the current scenario. Sweeps are longer than one solve, so they wait a little
 * longer after the last change ({@link #SWEEP_DELAY_MILLIS}) and a newer scenario cancels the running sweep.
 */
public final class CurvesViewModel {

    public static final long SWEEP_DELAY_MILLIS = 120;

    /**
     * The curve sets of one scenario; {@code tunnel} (makespan vs load for unlimited and saturated memory, Drozdowski & Wolniewicz (2003))
     * is null for kinds without a memory model.
     */
    public record Curves(Scenario scenario, CurveSet speedup, CurveSet timeVsLoad, CurveSet tunnel, double millis) {
    }

    /** Kinds whose memory-limited schedules the solvers model (Drozdowski & Wolniewicz 2003): stars, meshes and tori. */
    static boolean hasMemoryModel(Scenario scenario) {
        var kind = scenario.network().kind();
        return kind == org.dltexplorer.core.model.NetworkKind.STAR || kind == org.dltexplorer.core.model.NetworkKind.MESH
                || kind == org.dltexplorer.core.model.NetworkKind.TORUS2D;
    }

    private final CurveSweeps sweeps;
    private final ReadOnlyObjectWrapper<Curves> curves = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final BooleanProperty running = new SimpleBooleanProperty(false);
    private final DoubleProperty progress = new SimpleDoubleProperty(0);
    private final BooleanProperty active = new SimpleBooleanProperty(true);
    private final org.dltexplorer.app.task.LatestJob job;
    /** The scenario of the last {@link #update}, swept when the curves come on screen if it was not yet. */
    private Scenario latest;
    private boolean stale;

    public CurvesViewModel(TaskRunner runner, Solvers solvers) {
        this.job = new org.dltexplorer.app.task.LatestJob(runner);
        this.sweeps = new CurveSweeps(solvers);
        active.addListener((o, was, on) -> {
            if (on && stale) {
                update(latest);
            }
        });
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
        job.submit(monitor -> org.dltexplorer.app.task.SweepCores.call(() -> {
            long t0 = System.nanoTime();
            CurveSet speedup = sweeps.speedup(scenario, monitor);
            monitor.progress(0.5, "speedup done");
            if (monitor.cancelled()) {
                return null;
            }
            CurveSet time = sweeps.timeVsLoad(scenario, monitor);
            CurveSet tunnel = null;
            if (hasMemoryModel(scenario) && !monitor.cancelled()) {
                monitor.progress(0.8, "time vs load done");
                tunnel = sweeps.tunnel(scenario, monitor);
            }
            return new Curves(scenario, speedup, time, tunnel, (System.nanoTime() - t0) / 1e6);
        }), TaskCallbacks.<Curves>of(c -> {
            if (c != null) {
                running.set(false);
                curves.set(c);
                message.set(String.format(java.util.Locale.ROOT, "curves computed in %.0f ms", c.millis()));
            }
        }, e -> {
            running.set(false);
            message.set("Curves failed: " + e.getMessage());
        }).withProgress((f, m) -> progress.set(f)), SWEEP_DELAY_MILLIS);
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
