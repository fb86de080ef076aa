package org.dltexplorer.core.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The search's best so far as the window hears it: improvements only, converted, at most ten a second. */
class IncumbentTest {

    private final AtomicLong nanos = new AtomicLong();
    private final RecordingMonitor monitor = new RecordingMonitor();

    @Test
    void theFirstAnswerIsToldAtOnceInTheScenariosUnits() {
        Incumbent best = new Incumbent(monitor, 4.0, nanos::get);
        assertThat(best.offer(3.0)).isTrue();
        assertThat(monitor.reports()).containsExactly(new RecordingMonitor.Report(12.0, Double.NaN));
    }

    @Test
    void worseOrEqualAnswersAreNotImprovements() {
        Incumbent best = new Incumbent(monitor, 1.0, nanos::get);
        best.offer(3.0);
        nanos.set(1_000_000_000L);
        assertThat(best.offer(3.0)).isFalse();
        assertThat(best.offer(5.0)).isFalse();
        assertThat(best.offer(Double.NaN)).isFalse();
        best.flush();
        assertThat(monitor.reports()).hasSize(1);
        assertThat(best.makespan()).isEqualTo(3.0);
    }

    @Test
    void improvementsWithinATenthOfASecondWaitForTheNextPollAfterIt() {
        Incumbent best = new Incumbent(monitor, 1.0, nanos::get);
        best.offer(10.0);
        nanos.set(30_000_000L);
        best.offer(9.0);
        best.offer(8.0);
        best.cancelled();
        assertThat(monitor.reports()).extracting(RecordingMonitor.Report::makespan).containsExactly(10.0);
        nanos.set(100_000_000L);
        best.cancelled();
        assertThat(monitor.reports()).extracting(RecordingMonitor.Report::makespan).containsExactly(10.0, 8.0);
        best.cancelled();
        assertThat(monitor.reports()).as("nothing new, nothing told").hasSize(2);
    }

    @Test
    void flushTellsWhatTheThrottleHeldBack() {
        Incumbent best = new Incumbent(monitor, 1.0, nanos::get);
        best.offer(10.0);
        best.offer(7.0);
        best.flush();
        assertThat(monitor.reports()).extracting(RecordingMonitor.Report::makespan).containsExactly(10.0, 7.0);
    }

    @Test
    void theBoundOnlyRisesAndNeverExceedsTheMakespan() {
        Incumbent best = new Incumbent(monitor, 2.0, nanos::get);
        best.bound(5.0); // before any answer: kept, nothing to tell
        assertThat(monitor.reports()).isEmpty();
        best.offer(8.0);
        nanos.addAndGet(200_000_000L);
        best.bound(4.0); // weaker than known
        assertThat(monitor.reports()).containsExactly(new RecordingMonitor.Report(16.0, 10.0));
        best.bound(6.0);
        nanos.addAndGet(200_000_000L);
        best.offer(5.5); // the bound 6 is the search's rounding: told as the makespan
        assertThat(monitor.reports()).containsExactly(new RecordingMonitor.Report(16.0, 10.0),
                new RecordingMonitor.Report(16.0, 12.0), new RecordingMonitor.Report(11.0, 11.0));
    }

    @Test
    void theMonitorsCancellingPassesThrough() {
        SolveMonitor stopped = new SolveMonitor() {
            @Override
            public boolean cancelled() {
                return true;
            }

            @Override
            public void progress(double fraction, String message) {
            }
        };
        assertThat(new Incumbent(stopped, 1.0).cancelled()).isTrue();
        assertThat(new Incumbent(monitor, 1.0).cancelled()).isFalse();
    }

    @Test
    void aCostlyBoundIsDueOnceWhenASearchWithAnAnswerHasRunHalfASecond() {
        Incumbent best = new Incumbent(monitor, 1.0, nanos::get);
        nanos.set(600_000_000L);
        assertThat(best.boundDue()).as("no answer yet").isFalse();
        best.offer(3.0);
        assertThat(best.boundDue()).isTrue();
        assertThat(best.boundDue()).as("asked already").isFalse();
        Incumbent known = new Incumbent(monitor, 1.0, nanos::get);
        known.offer(3.0);
        known.bound(2.0);
        nanos.addAndGet(600_000_000L);
        assertThat(known.boundDue()).as("known").isFalse();
        Incumbent young = new Incumbent(monitor, 1.0, nanos::get);
        young.offer(3.0);
        nanos.addAndGet(400_000_000L);
        assertThat(young.boundDue()).as("0.4 s").isFalse();
    }
}
