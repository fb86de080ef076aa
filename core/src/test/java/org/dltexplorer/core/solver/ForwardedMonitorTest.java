package org.dltexplorer.core.solver;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ForwardedMonitorTest {

    @Test
    void userUnitsRescaleIncumbentsByTheExactPowerOfTwo() {
        RecordingMonitor user = new RecordingMonitor();
        ForwardedMonitor.inUserUnits(user, -3).incumbent(12.0, 8.0);
        ForwardedMonitor.inUserUnits(user, 4).incumbent(0.75, Double.NaN);

        assertThat(user.reports()).containsExactly(new RecordingMonitor.Report(1.5, 1.0),
                new RecordingMonitor.Report(12.0, Double.NaN));
    }

    @Test
    void aPartsMonitorDropsIncumbentsAndPassesTheRestOn() {
        RecordingMonitor whole = new RecordingMonitor();
        SolveMonitor limited = new SolveMonitor() {
            @Override
            public boolean cancelled() {
                return true;
            }

            @Override
            public void progress(double fraction, String message) {
            }

            @Override
            public void incumbent(double makespan, double lowerBound) {
                whole.incumbent(makespan, lowerBound);
            }

            @Override
            public boolean timeLimited() {
                return true;
            }
        };
        SolveMonitor part = limited.withoutIncumbents();
        part.incumbent(3.0, 2.0);

        assertThat(whole.reports()).isEmpty();
        assertThat(part.cancelled()).isTrue();
        assertThat(part.timeLimited()).isTrue();
        assertThat(ForwardedMonitor.inUserUnits(limited, 0).timeLimited()).isTrue();
    }
}
