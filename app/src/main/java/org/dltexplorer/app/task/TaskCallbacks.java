package org.dltexplorer.app.task;

import java.util.function.Consumer;

/**
 * What happens on the FX thread (or the calling thread in tests) when a job ends or reports progress.
 *
 * @param onSuccess the job's result
 * @param onFailure the exception it threw
 * @param onProgress fraction in [0, 1] or -1 when unknown
 */
public record TaskCallbacks<T>(Consumer<T> onSuccess, Consumer<Throwable> onFailure, ProgressListener onProgress) {

    /** Progress with a message. */
    @FunctionalInterface
    public interface ProgressListener {
        void progress(double fraction, String message);
    }

    public static <T> TaskCallbacks<T> of(Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        return new TaskCallbacks<>(onSuccess, onFailure, (f, m) -> { });
    }

    public TaskCallbacks<T> withProgress(ProgressListener listener) {
        return new TaskCallbacks<>(onSuccess, onFailure, listener);
    }
}
