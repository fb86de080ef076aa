package org.dltexplorer.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** The Map view's order: the coarse grid first, every point once. */
class CoarseToFineTest {

    private static MapGrid grid(int n, int m) {
        return new MapGrid(MapAxis.of(ScenarioParameter.parse("V"), 1, n, n, false),
                MapAxis.of(ScenarioParameter.parse("C"), 1, m, m, false));
    }

    @Test
    void everyPointComesOnce() {
        long[] order = CoarseToFine.order(grid(17, 10));

        assertThat(Arrays.stream(order).sorted().toArray()).isEqualTo(LongStream.range(0, 170).toArray());
    }

    @Test
    void theFirstPointsAreEveryEighthOfBothAxes() {
        long[] order = CoarseToFine.order(grid(17, 10));

        // ix 0, 8, 16 and iy 0, 8: six points, x fastest, before any other
        assertThat(Arrays.copyOf(order, 6)).containsExactly(0, 8, 16, 8 * 17, 8 * 17 + 8, 8 * 17 + 16);
        // then the stride-4 points that are not stride-8 ones: (4, 0) is the first
        assertThat(order[6]).isEqualTo(4);
    }

    @Test
    void strideIsTheSpacingOfThePassThatVisitsThePoint() {
        assertThat(CoarseToFine.stride(0, 0)).isEqualTo(8);
        assertThat(CoarseToFine.stride(16, 8)).isEqualTo(8);
        assertThat(CoarseToFine.stride(4, 8)).isEqualTo(4);
        assertThat(CoarseToFine.stride(6, 2)).isEqualTo(2);
        assertThat(CoarseToFine.stride(3, 8)).isEqualTo(1);
    }

    @Test
    void passesComeInDecreasingStride() {
        MapGrid g = grid(33, 20);
        long[] order = CoarseToFine.order(g);
        int last = CoarseToFine.COARSEST;
        for (long i : order) {
            int s = CoarseToFine.stride(g.ix(i), g.iy(i));
            assertThat(s).isLessThanOrEqualTo(last);
            last = s;
        }
        assertThat(last).isEqualTo(1);
    }
}
