package org.dltexplorer.app.task;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;

/**
 * Where the many-point jobs of the window (curve sweeps, maps) solve their points: every core but one. A point can be
 * an LP that runs for seconds (a saturated-memory point of a 999-worker star takes about 6 s) and cannot be stopped
 * midway, so a cancelled job still finishes the points in progress; on the common pool those took every core from the
 * next edit's solve, its redraw and the render thread.
 */
public final class SweepCores {

    private static final ForkJoinPool POOL = new ForkJoinPool(Math.max(1, Runtime.getRuntime().availableProcessors() - 1));

    private SweepCores() {
    }

    /** How many points are solved at once. */
    public static int parallelism() {
        return POOL.getParallelism();
    }

    /**
     * Runs {@code job} on these cores and waits for it: the parallel streams it starts run in the pool they are started
     * from. A cancelled job stops waiting at once (the runner interrupts it); the points in progress finish there.
     */
    public static <T> T call(Callable<T> job) throws Exception {
        try {
            return POOL.submit(job).get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception x ? x : e;
        }
    }

    /** Starts {@code work} on these cores without waiting. */
    public static void start(Runnable work) {
        POOL.execute(work);
    }

    /** Whether no point is being solved, including the last points of a cancelled job. */
    public static boolean idle() {
        return POOL.isQuiescent();
    }
}
