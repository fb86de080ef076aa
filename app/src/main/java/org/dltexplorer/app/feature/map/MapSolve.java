package org.dltexplorer.app.feature.map;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import org.dltexplorer.app.task.SweepCores;
import org.dltexplorer.core.analysis.MapGrid;
import org.dltexplorer.core.analysis.MapPoint;
import org.dltexplorer.core.analysis.ParameterMap;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * Solves a map's points in a given order on {@link SweepCores}: {@code threads} workers take the next point of the
 * order as they finish one, so the points arrive roughly in that order (exactly, with one thread) and each point is
 * handed on as soon as it is solved, not a block later. The calling thread waits, reporting progress every
 * {@link #TICK_MILLIS}, and stops the workers when its monitor is cancelled or it is interrupted.
 */
final class MapSolve {

    /** How often the waiting thread reports progress (the view takes the points solved so far then). */
    static final long TICK_MILLIS = 40;

    private MapSolve() {
    }

    /** Solves the points {@code order} names, each to {@code sink} (from a worker thread); returns how many. */
    static int run(ParameterMap map, Scenario base, MapGrid grid, long[] order, int threads, SolveMonitor monitor,
            Consumer<MapPoint> sink) throws InterruptedException {
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        AtomicBoolean stop = new AtomicBoolean();
        SolveMonitor points = new SolveMonitor() {
            @Override
            public boolean cancelled() {
                return stop.get();
            }

            @Override
            public void progress(double fraction, String message) {
                // one point's own progress says nothing about the map's
            }
        };
        CountDownLatch finished = new CountDownLatch(threads);
        for (int t = 0; t < threads; t++) {
            SweepCores.start(() -> {
                try {
                    int k;
                    while (!stop.get() && (k = next.getAndIncrement()) < order.length) {
                        MapPoint p = map.point(base, grid, order[k], points);
                        if (stop.get()) {
                            return; // solved as "cancelled": not a point of the map
                        }
                        sink.accept(p);
                        done.incrementAndGet();
                    }
                } finally {
                    finished.countDown();
                }
            });
        }
        try {
            while (!finished.await(TICK_MILLIS, TimeUnit.MILLISECONDS)) {
                if (monitor.cancelled()) {
                    return done.get();
                }
                monitor.progress((double) done.get() / order.length, done.get() + " of " + order.length + " points");
            }
            return done.get();
        } finally {
            stop.set(true);
        }
    }
}
