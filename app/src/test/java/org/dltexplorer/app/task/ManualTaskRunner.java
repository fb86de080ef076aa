package org.dltexplorer.app.task;

import java.util.ArrayList;
import java.util.List;

import org.dltexplorer.core.solver.SolveMonitor;

/**
 * A runner for tests that need a job "still running": {@link #run} does a job's work on the calling thread and
 * {@link #deliver} then hands its outcome to the callbacks, each when the test says so.
 */
public final class ManualTaskRunner implements TaskRunner {

    /** One submitted job, its callbacks, and its outcome once run. */
    public static final class Submission {
        private final BackgroundJob<?> job;
        private final TaskCallbacks<?> callbacks;
        private Object result;
        private Throwable failure;
        private boolean cancelled;

        Submission(BackgroundJob<?> job, TaskCallbacks<?> callbacks) {
            this.job = job;
            this.callbacks = callbacks;
        }

        public boolean cancelled() {
            return cancelled;
        }
    }

    private final List<Submission> submissions = new ArrayList<>();

    @Override
    public <T> TaskHandle submit(BackgroundJob<T> job, TaskCallbacks<T> callbacks, long delayMillis) {
        Submission s = new Submission(job, callbacks);
        submissions.add(s);
        return () -> s.cancelled = true;
    }

    public List<Submission> submissions() {
        return submissions;
    }

    public Submission last() {
        return submissions.get(submissions.size() - 1);
    }

    /** Runs the job's work now (its monitor is cancelled once the job was); the callbacks wait for {@link #deliver}. */
    public void run(Submission s) {
        SolveMonitor monitor = new SolveMonitor() {
            @Override
            public boolean cancelled() {
                return s.cancelled;
            }

            @Override
            public void progress(double fraction, String message) {
            }
        };
        try {
            s.result = s.job.call(monitor);
        } catch (Exception e) {
            s.failure = e;
        }
    }

    /** Hands the outcome of a job that ran to its callbacks, as the UI thread would. */
    @SuppressWarnings("unchecked")
    public void deliver(Submission s) {
        TaskCallbacks<Object> c = (TaskCallbacks<Object>) s.callbacks;
        if (s.failure != null) {
            c.onFailure().accept(s.failure);
        } else {
            c.onSuccess().accept(s.result);
        }
    }

    /** Runs and delivers every job not yet run, in order. */
    public void runAll() {
        for (Submission s : List.copyOf(submissions)) {
            if (s.result == null && s.failure == null) {
                run(s);
                deliver(s);
            }
        }
    }
}
