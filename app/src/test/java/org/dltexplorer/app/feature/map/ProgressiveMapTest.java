package org.dltexplorer.app.feature.map;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.app.chart.map.MapMetric;
import org.dltexplorer.core.analysis.MapAxis;
import org.dltexplorer.core.analysis.MapGrid;
import org.dltexplorer.core.analysis.MapPoint;
import org.dltexplorer.core.analysis.PointOutcome;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.schedule.Status;
import org.junit.jupiter.api.Test;

/** A map filling in: the coarse points paint the whole grid, finer points replace them in their own blocks. */
class ProgressiveMapTest {

    private final MapGrid grid = new MapGrid(MapAxis.of(ScenarioParameter.parse("V"), 1, 17, 17, false),
            MapAxis.of(ScenarioParameter.parse("C"), 0.1, 1, 10, false));

    /** A point whose makespan is its index, so a cell's value says which point it shows. */
    private static MapPoint point(int ix, int iy) {
        return new MapPoint(ix, iy, ix, iy, new PointOutcome(Status.OPTIMAL, 100 * iy + ix, 1, 1, Double.NaN, Double.NaN, ""));
    }

    private static double at(double[] v, int ix, int iy) {
        return v[iy * 17 + ix];
    }

    @Test
    void theCoarsePointsAloneFillEveryCellWithTheirBlocks() {
        ProgressiveMap map = new ProgressiveMap(grid);
        for (int iy = 0; iy < 10; iy += 8) {
            for (int ix = 0; ix < 17; ix += 8) {
                map.add(point(ix, iy));
            }
        }

        double[] v = map.data("", false, false).values(MapMetric.MAKESPAN);
        assertThat(v).doesNotContain(Double.NaN);
        assertThat(at(v, 5, 3)).isEqualTo(0);      // in the block of (0, 0)
        assertThat(at(v, 12, 7)).isEqualTo(8);     // of (8, 0)
        assertThat(at(v, 16, 9)).isEqualTo(816);   // of (16, 8): the last column and rows are blocks of their own
        assertThat(map.solved()).isEqualTo(6);
        assertThat(map.point(5, 3)).isNull();
        assertThat(map.shown(5, 3)).isEqualTo(point(0, 0));
        assertThat(map.complete()).isFalse();
    }

    @Test
    void aFinerPointReplacesItsBlockOnlyAndACoarserOneArrivingLateDoesNotCoverIt() {
        ProgressiveMap map = new ProgressiveMap(grid);
        map.add(point(4, 0));  // a stride-4 point before its stride-8 neighbour (threads finish out of order)
        map.add(point(0, 0));
        map.add(point(5, 1));

        double[] v = map.data("", false, false).values(MapMetric.MAKESPAN);
        assertThat(at(v, 3, 3)).isEqualTo(0);
        assertThat(at(v, 6, 2)).isEqualTo(4);
        assertThat(at(v, 5, 1)).isEqualTo(105);
        assertThat(at(v, 4, 4)).isEqualTo(0);      // (4, 4) is not in (4, 0)'s block [4, 8) × [0, 4)
        assertThat(at(v, 9, 0)).isNaN();           // nothing stands for (8, 0)'s block yet
    }

    @Test
    void everyPointSolvedCompletesTheMap() {
        ProgressiveMap map = new ProgressiveMap(grid);
        for (long i : org.dltexplorer.core.analysis.CoarseToFine.order(grid)) {
            map.add(point(grid.ix(i), grid.iy(i)));
        }

        assertThat(map.complete()).isTrue();
        double[] v = map.data("", false, false).values(MapMetric.MAKESPAN);
        for (int iy = 0; iy < 10; iy++) {
            for (int ix = 0; ix < 17; ix++) {
                assertThat(at(v, ix, iy)).isEqualTo(100 * iy + ix);
            }
        }
    }
}
