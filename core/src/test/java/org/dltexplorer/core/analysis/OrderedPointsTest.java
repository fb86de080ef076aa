package org.dltexplorer.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Points computed in parallel, blocks overlapping, reach the sink in index order, each once. */
class OrderedPointsTest {

    /** A cost that varies from point to point, so that blocks finish out of step. */
    private static long work(long i) {
        long x = i;
        for (int k = 0; k < (i * 7919 % 13) * 200; k++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
        }
        return x == 42 ? -1 : i;
    }

    @Test
    void everyPointOfSeveralBlocksArrivesOnceInIndexOrder() {
        int n = OrderedPoints.BLOCK * 5 + 17;
        List<Long> seen = new ArrayList<>();
        OrderedPoints.forEach(n, Shard.ALL, OrderedPointsTest::work, seen::add);
        assertThat(seen).hasSize(n);
        for (int i = 0; i < n; i++) {
            assertThat(seen.get(i)).isEqualTo(i);
        }
    }

    @Test
    void aShardGetsItsOwnPointsInOrder() {
        long total = OrderedPoints.BLOCK * 7L + 3;
        Shard shard = new Shard(2, 3);
        List<Long> seen = new ArrayList<>();
        OrderedPoints.forEach(total, shard, OrderedPointsTest::work, seen::add);
        List<Long> expected = new ArrayList<>();
        for (long k = 0; k < shard.size(total); k++) {
            expected.add(shard.point(k));
        }
        assertThat(seen).isEqualTo(expected);
        assertThat(seen).allMatch(shard::contains);
    }

    @Test
    void whatAPointThrowsReachesTheCallerAndNothingAfterItsBlockIsHandedOn() {
        int n = OrderedPoints.BLOCK * 4;
        AtomicInteger handed = new AtomicInteger();
        assertThatThrownBy(() -> OrderedPoints.forEach(n, Shard.ALL, i -> {
            if (i == OrderedPoints.BLOCK * 2 + 5) {
                throw new IllegalArgumentException("point " + i);
            }
            return i;
        }, p -> handed.incrementAndGet())).isInstanceOf(IllegalArgumentException.class)
                // thrown on another thread, it may come wrapped in a copy of itself, as from a parallel stream
                .hasStackTraceContaining("point " + (OrderedPoints.BLOCK * 2 + 5));
        assertThat(handed.get()).isEqualTo(OrderedPoints.BLOCK * 2);
    }
}
