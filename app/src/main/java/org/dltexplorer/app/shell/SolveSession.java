package org.dltexplorer.app.shell;

import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import org.dltexplorer.app.feature.results.ResultsViewModel;
import org.dltexplorer.app.task.LatestJob;
import org.dltexplorer.app.task.TaskCallbacks;
import org.dltexplorer.app.task.TaskRunner;
import org.dltexplorer.core.io.GapText;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;

/**
 * The solve of the scenario on screen: latest wins (a newer scenario cancels the running solve and only the last
 * one's answer is delivered), Cancel asks a running exact search for its best so far, and while a search runs
 * {@link #liveProperty()} says for how long, its best answer so far and the proven gap of that answer (from
 * {@link SolveMonitor#incumbent}), next to the Cancel button.
 */
public final class SolveSession {

    /** Pause before solving, so a dragged slider solves once per frame rather than once per event. */
    public static final long SOLVE_DELAY_MILLIS = 10;

    /** A solve shorter than this says nothing live: a slider drag would only flicker. */
    static final long QUIET_MILLIS = 500;

    private final LatestJob job;
    private final LongSupplier nanoClock;
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper live = new ReadOnlyStringWrapper("");
    /** The running search's incumbent {makespan, bound}, written by the solving thread, read by {@link #tick}. */
    private AtomicReference<double[]> incumbent = new AtomicReference<>();
    /** Set by Cancel: the running solve's search stops and answers its best so far. */
    private AtomicBoolean stopSearch = new AtomicBoolean();
    private long startNanos;

    public SolveSession(TaskRunner runner) {
        this(runner, System::nanoTime);
    }

    SolveSession(TaskRunner runner, LongSupplier nanoClock) {
        this.job = new LatestJob(runner);
        this.nanoClock = nanoClock;
    }

    /**
     * Solves {@code s} with {@code solvers} in the background, replacing the solve before; {@code solved} or
     * {@code failed} runs on the UI thread unless a newer solve started meanwhile.
     */
    public void start(Solvers solvers, Scenario s, Consumer<ResultsViewModel.Solved> solved, Consumer<Throwable> failed) {
        AtomicBoolean stop = new AtomicBoolean();
        stopSearch = stop;
        AtomicReference<double[]> best = new AtomicReference<>(); // a cancelled search still running writes elsewhere
        incumbent = best;
        startNanos = nanoClock.getAsLong();
        busy.set(true);
        live.set("");
        job.submit(monitor -> {
            long t0 = System.nanoTime();
            Schedule schedule = solvers.solve(s, stoppable(monitor, stop, best));
            return new ResultsViewModel.Solved(s, schedule, (System.nanoTime() - t0) / 1e6);
        }, TaskCallbacks.<ResultsViewModel.Solved>of(r -> {
            finished();
            solved.accept(r);
        }, e -> {
            finished();
            failed.accept(e);
        }), SOLVE_DELAY_MILLIS);
    }

    private void finished() {
        busy.set(false);
        live.set("");
    }

    /** The scenario became invalid: the running solve is dropped and none of its answers will show. */
    public void drop() {
        job.cancel();
        finished();
    }

    /**
     * The Cancel button: a running exact search is asked to stop and answers its best schedule so far (status
     * feasible, with its proven bound). Returns whether a solve was running.
     */
    public boolean stop() {
        if (!busy.get()) {
            return false;
        }
        stopSearch.set(true);
        return true;
    }

    /** The window's clock (a few times a second while busy): refreshes the elapsed time and the best so far. */
    public void tick() {
        if (!busy.get()) {
            return;
        }
        long millis = (nanoClock.getAsLong() - startNanos) / 1_000_000L;
        if (millis < QUIET_MILLIS) {
            return;
        }
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "Solving for %.0f s", Math.floor(millis / 1000.0)));
        double[] b = incumbent.get();
        if (b != null) {
            sb.append(" — best so far ").append(org.dltexplorer.app.feature.network.NetworkViewModel.fmt(b[0]));
            if (!Double.isNaN(b[1]) && b[0] > 0) {
                sb.append(", within ").append(GapText.percent(Math.max(0, (b[0] - b[1]) / b[0]))).append(" of optimal");
            }
        }
        live.set(sb.toString());
    }

    /** Whether a solve is running. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** "Solving for 12 s — best so far 270.5, within 3.1 % of optimal" while a long solve runs; empty otherwise. */
    public ReadOnlyStringProperty liveProperty() {
        return live.getReadOnlyProperty();
    }

    /** {@code monitor}, also cancelled once {@code stop} is set, keeping each incumbent in {@code best}. */
    private static SolveMonitor stoppable(SolveMonitor monitor, AtomicBoolean stop, AtomicReference<double[]> best) {
        return new SolveMonitor() {
            @Override
            public boolean cancelled() {
                return stop.get() || monitor.cancelled();
            }

            @Override
            public void progress(double fraction, String message) {
                monitor.progress(fraction, message);
            }

            @Override
            public void incumbent(double makespan, double lowerBound) {
                best.set(new double[] {makespan, lowerBound});
            }
        };
    }
}
