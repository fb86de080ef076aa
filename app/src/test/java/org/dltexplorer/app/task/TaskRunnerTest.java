package org.dltexplorer.app.task;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class TaskRunnerTest {

    @Test
    void theCurrentThreadRunnerDeliversResultsProgressAndFailuresAtOnce() {
        CurrentThreadTaskRunner runner = new CurrentThreadTaskRunner();
        List<String> events = new ArrayList<>();
        runner.submit(m -> {
            m.progress(0.5, "half");
            return 42;
        }, TaskCallbacks.<Integer>of(v -> events.add("ok " + v), e -> events.add("fail"))
                .withProgress((f, msg) -> events.add(f + " " + msg)), 500);
        runner.submit(m -> {
            throw new IllegalStateException("boom");
        }, TaskCallbacks.<Object>of(v -> events.add("ok"), e -> events.add("fail " + e.getMessage())));
        assertThat(events).containsExactly("0.5 half", "ok 42", "fail boom");
        assertThat(runner.submitted()).isEqualTo(2);
    }
}
