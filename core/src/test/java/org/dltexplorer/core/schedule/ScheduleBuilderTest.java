package org.dltexplorer.core.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.junit.jupiter.api.Test;

/** The builder's column storage behaves like the lists of records it replaces. */
class ScheduleBuilderTest {

    private final Scenario scenario = Scenario.uniform(new Chain(3, 0), 2.0, ProcessorParams.of(1), LinkParams.of(0, 1));

    @Test
    void intervalsComeBackInTheOrderAddedAndSharesByIndexStably() {
        ScheduleBuilder b = new ScheduleBuilder(scenario, "test");
        b.share(2, 0.5).share(0, 1.0).share(1, 0.25).share(1, 0.25);
        b.transfer(0, 1, 0, 1.5, 1.0).compute(0, 0, 1, 1.0);
        b.interval(new Interval(2, Activity.RETURN, 2, 3, 0.5, 1));
        Schedule s = b.build();

        assertThat(s.timeline()).containsExactly(
                new Interval(0, Activity.SEND, 0, 1.5, 1.0, 1),
                new Interval(1, Activity.RECEIVE, 0, 1.5, 1.0, 0),
                new Interval(0, Activity.COMPUTE, 0, 1, 1.0, Interval.NO_PEER),
                new Interval(2, Activity.RETURN, 2, 3, 0.5, 1));
        assertThat(s.shares()).containsExactly(Share.of(0, 1.0), Share.of(1, 0.25), Share.of(1, 0.25), Share.of(2, 0.5));
        assertThat(s.makespan()).isEqualTo(3.0);
        assertThat(s.metrics().processorsUsed()).isEqualTo(4);
    }

    @Test
    void aBuiltScheduleIsImmutableAndUnchangedByLaterAdditions() {
        ScheduleBuilder b = new ScheduleBuilder(scenario, "test");
        b.share(0, 2.0).compute(0, 0, 2, 2.0);
        Schedule first = b.build();
        for (int k = 0; k < 100; k++) {
            b.compute(1, k, k + 1, 1.0); // enough to move the columns to larger arrays
            b.share(1, 1.0);
        }
        assertThat(first.timeline()).hasSize(1);
        assertThat(first.shares()).containsExactly(Share.of(0, 2.0));
        assertThatThrownBy(() -> first.timeline().add(first.timeline().get(0)))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> first.shares().set(0, Share.of(0, 1.0))).isInstanceOf(UnsupportedOperationException.class);
        assertThat(b.build().timeline()).hasSize(101);
    }

    @Test
    void schedulesOfEqualContentAreEqualWhateverTheirListsAre() {
        ScheduleBuilder b = new ScheduleBuilder(scenario, "test");
        b.share(0, 2.0).compute(0, 0, 2, 2.0);
        Schedule built = b.build();
        Schedule copied = new Schedule(built.status(), built.reason(), built.solver(), built.layered(),
                List.copyOf(built.shares()), List.copyOf(built.timeline()), built.makespan(), built.metrics(),
                built.notes(), built.distributionTree());
        assertThat(copied).isEqualTo(built).hasSameHashCodeAs(built);
        assertThat(built.withSolver("renamed").timeline()).isEqualTo(built.timeline());
    }
}
