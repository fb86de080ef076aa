package org.dltexplorer.app.task;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import javafx.concurrent.Task;
import javafx.concurrent.Worker;

import org.dltexplorer.core.solver.SolveMonitor;

/**
 * Production runner: each job becomes a {@link Task} on a small daemon pool; outcomes arrive on the FX thread
 * through the task's state, so the window never waits for a solver.
 */
public final class FxTaskRunner implements TaskRunner {

    private final ScheduledExecutorService executor;

    public FxTaskRunner() {
        AtomicInteger n = new AtomicInteger();
        int threads = Math.max(2, Runtime.getRuntime().availableProcessors());
        executor = Executors.newScheduledThreadPool(threads, r -> {
            Thread t = new Thread(r, "dlt-worker-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public <T> TaskHandle submit(BackgroundJob<T> job, TaskCallbacks<T> callbacks, long delayMillis) {
        Task<T> task = new Task<>() {
            @Override
            protected T call() throws Exception {
                SolveMonitor monitor = new SolveMonitor() {
                    @Override
                    public boolean cancelled() {
                        return isCancelled();
                    }

                    @Override
                    public void progress(double fraction, String message) {
                        updateProgress(fraction < 0 ? -1 : fraction, 1);
                        updateMessage(message);
                    }
                };
                return job.call(monitor);
            }
        };
        task.progressProperty().addListener((o, a, b) -> callbacks.onProgress().progress(b.doubleValue(), task.getMessage()));
        task.stateProperty().addListener((o, old, state) -> {
            if (state == Worker.State.SUCCEEDED) {
                callbacks.onSuccess().accept(task.getValue());
            } else if (state == Worker.State.FAILED) {
                callbacks.onFailure().accept(task.getException());
            }
        });
        ScheduledFuture<?> future = executor.schedule(task, Math.max(0, delayMillis), TimeUnit.MILLISECONDS);
        return () -> {
            future.cancel(false);
            task.cancel(true);
        };
    }

    @Override
    public void shutdown() {
        executor.shutdownNow();
    }
}
