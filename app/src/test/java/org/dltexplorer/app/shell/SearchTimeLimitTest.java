package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.app.feature.parameters.SearchTimeLimit;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

/**
 * The GUI's search time limit: the field's text becomes the options of the main solve (a limit reached answers
 * the search's best with its gap, like Cancel), a text that is no duration is named and changes nothing, and the
 * setting is restored from and written to the preferences.
 */
class SearchTimeLimitTest {

    @Test
    void aLimitStopsTheSearchAndShowsItsBestWithTheGap() {
        CancelSearchTest.HeldRunner runner = new CancelSearchTest.HeldRunner();
        MainViewModel vm = new MainViewModel(runner, new RecordingDialogs(), new Solvers(List.of(CancelSearchTest.STOPPABLE)));
        runner.runAll();
        assertThat(vm.results().summaryValue("Status")).isEqualTo("optimal");

        vm.searchTimeLimit().textProperty().set("0ms");
        runner.runAll();

        assertThat(vm.results().scheduleProperty().get().status()).isEqualTo(Status.FEASIBLE);
        assertThat(vm.results().summaryValue("Status")).isEqualTo("feasible (within 20 % of optimal) — stopped");
    }

    @Test
    void textIsParsedLikeTheCommandLineFlag() {
        SearchTimeLimit limit = new SearchTimeLimit();
        assertThat(limit.optionsProperty().get().timeLimit()).isNull();
        limit.textProperty().set("2m");
        assertThat(limit.optionsProperty().get().timeLimit()).isEqualTo(Duration.ofMinutes(2));
        limit.textProperty().set("soon");
        assertThat(limit.errorProperty().get()).startsWith("Search time limit: ").contains("'soon'");
        assertThat(limit.optionsProperty().get().timeLimit()).isEqualTo(Duration.ofMinutes(2));
        limit.textProperty().set("");
        assertThat(limit.errorProperty().get()).isEmpty();
        assertThat(limit.optionsProperty().get().timeLimit()).isNull();
    }

    @Test
    void restoredFromAndKeptInThePreferences() {
        List<String> stored = new ArrayList<>();
        SearchTimeLimit limit = new SearchTimeLimit();
        limit.persistIn("30s", stored::add);
        assertThat(limit.textProperty().get()).isEqualTo("30s");
        assertThat(limit.optionsProperty().get().timeLimit()).isEqualTo(Duration.ofSeconds(30));
        limit.textProperty().set("1x");
        limit.textProperty().set("500ms");
        assertThat(stored).containsExactly("500ms");
    }
}
