package org.dltexplorer.core.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.junit.jupiter.api.Test;

/**
 * What {@code CheckedSolve} reads of every answer column by column (round-off left by a solver, the extremes that
 * decide whether a schedule fits the double range), on builder columns and on plain lists alike.
 */
class ScheduleColumnReadsTest {

    private final Scenario scenario = Scenario.uniform(new Chain(3, 0), 2.0, ProcessorParams.of(1), LinkParams.of(0, 1));

    private static Schedule of(List<Share> shares, List<Interval> timeline) {
        return new Schedule(Status.FEASIBLE, null, "t", false, shares, timeline, 3.0, Metrics.NONE, List.of(), null);
    }

    @Test
    void roundOffIsANegativeShareANegativeIntervalLoadOrAnEndBeforeItsStart() {
        Interval compute = new Interval(0, Activity.COMPUTE, 0, 1, 1.0, Interval.NO_PEER);
        assertThat(of(List.of(Share.of(0, 1.0)), List.of(compute)).hasNegativeLoadOrDuration()).isFalse();
        assertThat(of(List.of(Share.of(0, 1.0), Share.of(1, -1e-17)), List.of(compute)).hasNegativeLoadOrDuration()).isTrue();
        assertThat(of(List.of(Share.of(0, 1.0)), List.of(compute, new Interval(1, Activity.COMPUTE, 1, 1, -1e-17,
                Interval.NO_PEER))).hasNegativeLoadOrDuration()).isTrue();
        assertThat(of(List.of(Share.of(0, 1.0)), List.of(compute, new Interval(1, Activity.COMPUTE, 1, 1 - 1e-16, 0,
                Interval.NO_PEER))).hasNegativeLoadOrDuration()).isTrue();
        // NaN is not negative: the validator reports it as a non-finite value
        assertThat(of(List.of(Share.of(0, Double.NaN)), List.of(compute)).hasNegativeLoadOrDuration()).isFalse();
    }

    @Test
    void builtSchedulesAreReadFromTheirColumns() {
        ScheduleBuilder b = new ScheduleBuilder(scenario, "test");
        b.share(0, 1.5).share(1, 0.5).transfer(0, 1, 0.25, 0.75, 0.5).compute(0, 0, 1.5, 1.5).compute(1, 0.75, 1.25, 0.5);
        Schedule s = b.build();
        assertThat(s.hasNegativeLoadOrDuration()).isFalse();
        assertThat(s.magnitudes()).isEqualTo(new Schedule.Magnitudes(0.5, 1.5, 0.25, 1.5));
    }

    @Test
    void magnitudesAreThePositiveExtremesOfLoadsAndTimesAndZeroWhereNoneIsPositive() {
        List<Interval> timeline = List.of(new Interval(0, Activity.COMPUTE, 0, 2, 4.0, Interval.NO_PEER),
                new Interval(1, Activity.RECEIVE, 1e-300, 3, 1e-200, 0),
                new Interval(1, Activity.COMPUTE, 3, 3, 0, Interval.NO_PEER));
        assertThat(of(List.of(Share.of(0, 4.0), Share.of(1, 1e-250)), timeline).magnitudes())
                .isEqualTo(new Schedule.Magnitudes(1e-250, 4.0, 1e-300, 3.0));
        assertThat(of(List.of(Share.of(0, 0.0)), List.of(new Interval(0, Activity.COMPUTE, 0, 0, -0.0, Interval.NO_PEER)))
                .magnitudes()).isEqualTo(new Schedule.Magnitudes(0, 0, 0, 0));
        assertThat(of(List.of(Share.of(0, Double.POSITIVE_INFINITY)), List.of()).magnitudes().largestLoad()).isInfinite();
    }
}
