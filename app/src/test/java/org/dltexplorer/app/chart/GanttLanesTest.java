package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Lanes of overlapping transfers: checked against what an optimal colouring of an interval graph must give, the
 * largest number of intervals open at one instant (counted by a sweep over all start points), and no overlap
 * inside a lane.
 */
class GanttLanesTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void lanesNeverOverlapAndAreAsFewAsTheDeepestOverlap(long seed) {
        Random random = new Random(seed);
        int n = 1 + random.nextInt(400);
        List<Interval> intervals = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            // whole numbers: exact in doubles, and shared end/start points (touching transfers) occur often
            double start = random.nextInt(50);
            double end = start + 1 + random.nextInt(30);
            intervals.add(new Interval(0, Activity.SEND, start, end, 1, 1 + k));
        }
        List<GanttData.Bar> bars = GanttData.lanes(intervals, 100);
        assertThat(bars).hasSize(n);
        int lanes = bars.get(0).lanes();
        assertThat(bars).allMatch(b -> b.lanes() == lanes && b.lane() >= 0 && b.lane() < lanes);
        for (GanttData.Bar a : bars) {
            for (GanttData.Bar b : bars) {
                if (a != b && a.lane() == b.lane()) {
                    Interval x = a.interval();
                    Interval y = b.interval();
                    assertThat(x.end() <= y.start() + 1e-9 || y.end() <= x.start() + 1e-9).as("%s and %s share lane %d", x, y, a.lane())
                            .isTrue();
                }
            }
        }
        int deepest = 0;
        for (Interval p : intervals) {
            int open = 0;
            for (Interval q : intervals) {
                if (q.start() <= p.start() && p.start() < q.end()) {
                    open++;
                }
            }
            deepest = Math.max(deepest, open);
        }
        assertThat(lanes).isEqualTo(deepest);
    }
}
