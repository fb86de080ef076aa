package org.dltexplorer.core.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class SolveOptionsTest {

    /** A time limit says so to the searches that keep a work budget only when nothing else would stop them. */
    @Test
    void aMonitorWithATimeLimitSaysSoAndOneWithoutDoesNot() {
        assertThat(SolveOptions.DEFAULT.monitor(SolveMonitor.NONE).timeLimited()).isFalse();
        assertThat(SolveOptions.DEFAULT.withTimeLimit(Duration.ofSeconds(30)).monitor(SolveMonitor.NONE).timeLimited())
                .isTrue();
        assertThat(SolveOptions.DEFAULT.monitor(SolveMonitor.deadline(1000)).timeLimited()).isTrue();
    }

    @Test
    void durationsAsUsersTypeThem() {
        assertThat(SolveOptions.parseDuration("30s")).isEqualTo(Duration.ofSeconds(30));
        assertThat(SolveOptions.parseDuration("2m")).isEqualTo(Duration.ofMinutes(2));
        assertThat(SolveOptions.parseDuration("2min")).isEqualTo(Duration.ofMinutes(2));
        assertThat(SolveOptions.parseDuration("1h")).isEqualTo(Duration.ofHours(1));
        assertThat(SolveOptions.parseDuration("500ms")).isEqualTo(Duration.ofMillis(500));
        assertThat(SolveOptions.parseDuration("1.5")).isEqualTo(Duration.ofMillis(1500));
        assertThatThrownBy(() -> SolveOptions.parseDuration("soon")).hasMessageContaining("'soon'");
    }

    @Test
    void aZeroLimitCancelsAndNoLimitDefersToTheCaller() {
        SolveMonitor never = SolveMonitor.NONE;
        assertThat(SolveOptions.DEFAULT.withTimeLimit(Duration.ZERO).monitor(never).cancelled()).isTrue();
        assertThat(SolveOptions.DEFAULT.monitor(never).cancelled()).isFalse();
        assertThat(SolveOptions.DEFAULT.withTimeLimit(Duration.ofHours(1)).monitor(SolveMonitor.deadline(0)).cancelled())
                .isTrue();
    }
}
