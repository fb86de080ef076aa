package org.dltexplorer.core.analysis;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import java.util.stream.LongStream;

/**
 * Computes points in parallel and hands them on in index order, a block at a time, so that memory holds one block
 * however many points there are (a 10⁶-point map streams to its file).
 */
final class OrderedPoints {

    /** Points per block: enough to keep every core busy between two hand-overs, few enough to stay small. */
    static final int BLOCK = 1024;

    private OrderedPoints() {
    }

    /** {@code compute} for every point of {@code shard} among {@code total}, each to {@code sink} in index order. */
    static <T> void forEach(long total, Shard shard, LongFunction<T> compute, Consumer<? super T> sink) {
        long n = shard.size(total);
        for (long from = 0; from < n; from += BLOCK) {
            List<T> block = LongStream.range(from, Math.min(n, from + BLOCK)).parallel()
                    .mapToObj(k -> compute.apply(shard.point(k))).toList();
            block.forEach(sink);
        }
    }
}
