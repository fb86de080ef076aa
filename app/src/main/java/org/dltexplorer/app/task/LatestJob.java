package org.dltexplorer.app.task;

/**
 * Latest wins: a slot for one background job of a view. Submitting cancels the job before it, and only the job
 * submitted last may call back, so an answer that arrives after a newer request (or after {@link #cancel}) is
 * dropped rather than shown over the newer state. The one implementation of this rule for the main solve, the
 * curves and the comparisons.
 */
public final class LatestJob {

    private final TaskRunner runner;
    private TaskHandle pending = TaskHandle.DONE;
    private long generation;

    public LatestJob(TaskRunner runner) {
        this.runner = runner;
    }

    /** Cancels the job before and runs {@code job} after {@code delayMillis}; its callbacks run only while it is the latest. */
    public <T> void submit(BackgroundJob<T> job, TaskCallbacks<T> callbacks, long delayMillis) {
        pending.cancel();
        long mine = ++generation;
        pending = runner.submit(job, new TaskCallbacks<>(r -> {
            if (mine == generation) {
                callbacks.onSuccess().accept(r);
            }
        }, e -> {
            if (mine == generation) {
                callbacks.onFailure().accept(e);
            }
        }, (f, m) -> {
            if (mine == generation) {
                callbacks.onProgress().progress(f, m);
            }
        }), delayMillis);
    }

    /** Cancels the running job: none of its callbacks will run. */
    public void cancel() {
        pending.cancel();
        generation++;
    }
}
