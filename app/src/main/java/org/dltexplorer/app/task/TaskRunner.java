package org.dltexplorer.app.task;

/**
 * Runs jobs in the background and delivers their outcome on the UI thread. {@code delayMillis} debounces: the job
 * starts only after that pause, so a job cancelled within it (because a newer one replaced it) costs nothing.
 */
public interface TaskRunner {

    <T> TaskHandle submit(BackgroundJob<T> job, TaskCallbacks<T> callbacks, long delayMillis);

    default <T> TaskHandle submit(BackgroundJob<T> job, TaskCallbacks<T> callbacks) {
        return submit(job, callbacks, 0);
    }

    /** Stops worker threads (application exit). */
    default void shutdown() {
    }
}
