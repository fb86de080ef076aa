package org.dltexplorer.core.analysis;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import java.util.stream.LongStream;

/**
 * Computes points in parallel and hands them on in index order, a block at a time, so that memory holds two blocks
 * however many points there are (a 10⁶-point map streams to its file).
 *
 * <p>Past one block the next block is already being computed while the caller hands on the current one: with one
 * block at a time every core but the last to finish waited at the end of each block (forty times in a 200 × 200
 * map). The blocks then run on a pool of their own with a thread per core, and the calling thread only hands on.
 */
final class OrderedPoints {

    /** Points per block: enough to keep every core busy between two hand-overs, few enough to stay small. */
    static final int BLOCK = 1024;

    private OrderedPoints() {
    }

    /** {@code compute} for every point of {@code shard} among {@code total}, each to {@code sink} in index order. */
    static <T> void forEach(long total, Shard shard, LongFunction<T> compute, Consumer<? super T> sink) {
        long n = shard.size(total);
        if (n <= BLOCK) {
            block(0, n, shard, compute).forEach(sink);
            return;
        }
        ForkJoinPool pool = new ForkJoinPool(Runtime.getRuntime().availableProcessors());
        try {
            Future<List<T>> current = pool.submit(() -> block(0, n, shard, compute));
            for (long from = 0; from < n; from += BLOCK) {
                long next = from + BLOCK;
                Future<List<T>> following = next < n ? pool.submit(() -> block(next, n, shard, compute)) : null;
                done(current).forEach(sink);
                current = following;
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** The points of the block from {@code from}, computed in parallel (on the pool of the thread that asks). */
    private static <T> List<T> block(long from, long n, Shard shard, LongFunction<T> compute) {
        return LongStream.range(from, Math.min(n, from + BLOCK)).parallel().mapToObj(k -> compute.apply(shard.point(k)))
                .toList();
    }

    /**
     * The block's points; what a point threw is thrown here as a parallel stream throws it (perhaps wrapped in a copy
     * of itself made on this thread).
     */
    private static <T> List<T> done(Future<List<T>> block) {
        try {
            return block.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted while points were computed");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
