package org.dltexplorer.app.task;

import org.dltexplorer.core.solver.SolveMonitor;

/** Runs every job at once on the calling thread, ignoring the debounce delay: deterministic view-model tests. */
public final class CurrentThreadTaskRunner implements TaskRunner {

    private int submitted;

    @Override
    public <T> TaskHandle submit(BackgroundJob<T> job, TaskCallbacks<T> callbacks, long delayMillis) {
        submitted++;
        SolveMonitor monitor = new SolveMonitor() {
            @Override
            public boolean cancelled() {
                return false;
            }

            @Override
            public void progress(double fraction, String message) {
                callbacks.onProgress().progress(fraction, message);
            }
        };
        T result;
        try {
            result = job.call(monitor);
        } catch (Exception | Error e) {
            // as FxTaskRunner's Task does: an Error (out of memory) reaches the failure callback too
            callbacks.onFailure().accept(e);
            return TaskHandle.DONE;
        }
        callbacks.onSuccess().accept(result);
        return TaskHandle.DONE;
    }

    /** How many jobs ran, for tests that check work is not repeated. */
    public int submitted() {
        return submitted;
    }
}
