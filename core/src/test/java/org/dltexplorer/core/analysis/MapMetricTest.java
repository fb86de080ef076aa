package org.dltexplorer.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.dltexplorer.core.schedule.Status;
import org.junit.jupiter.api.Test;

/** Each metric reads its own number of a point; a point not solved has none. */
class MapMetricTest {

    private final PointOutcome solved = new PointOutcome(Status.FEASIBLE, 4, 3, 6, 3.6, 0.1, "stopped");

    @Test
    void eachMetricReadsItsNumber() {
        assertThat(MapMetric.MAKESPAN.of(solved)).isEqualTo(4);
        assertThat(MapMetric.SPEEDUP.of(solved)).isEqualTo(3);
        assertThat(MapMetric.EFFICIENCY.of(solved)).isEqualTo(0.5);
        assertThat(MapMetric.PROCESSORS.of(solved)).isEqualTo(6);
        assertThat(MapMetric.GAP.of(solved)).isEqualTo(0.1);
    }

    @Test
    void aPointNotSolvedHasNoValue() {
        PointOutcome none = PointOutcome.notSolved("workers: must be >= 1, got 0");
        for (MapMetric m : MapMetric.values()) {
            assertThat(m.of(none)).as(m.id()).isNaN();
        }
    }

    @Test
    void namesParseIgnoringCaseAndOthersAreRefusedInOneLine() {
        assertThat(MapMetric.parse(" Speedup")).isEqualTo(MapMetric.SPEEDUP);
        assertThat(MapMetric.PROCESSORS.id()).isEqualTo("processors");
        assertThatThrownBy(() -> MapMetric.parse("cost"))
                .hasMessage("unknown metric 'cost' (one of makespan, speedup, efficiency, processors, gap)");
    }
}
