package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every {@code ```json} block of {@code docs/scenario-format.md} is a test: a scenario reads and solves; a block
 * marked {@code <!-- doc-test: error "message" -->} is an intentionally wrong file whose message is exactly that;
 * a block marked {@code <!-- doc-test: not a scenario (why) -->} (shortened output, say) is only listed.
 */
class DocumentationExamplesTest {

    static final Path DOC = Path.of("..", "docs", "scenario-format.md");

    private static final Pattern BLOCK = Pattern.compile("(?:<!-- doc-test: (.*?) -->\\n)?```json\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern ERROR = Pattern.compile("error \"(.*)\"", Pattern.DOTALL);

    /** One example: its first line in the file, the marker (null for none) and the JSON text. */
    record Example(int line, String marker, String json) {
        @Override
        public String toString() {
            return "line " + line + (marker == null ? "" : " (" + marker + ")");
        }
    }

    static List<Example> examples() throws IOException {
        String doc = Files.readString(DOC);
        List<Example> list = new ArrayList<>();
        Matcher m = BLOCK.matcher(doc);
        while (m.find()) {
            int line = (int) doc.substring(0, m.start(2)).chars().filter(c -> c == '\n').count() + 1;
            list.add(new Example(line, m.group(1), m.group(2)));
        }
        return list;
    }

    static Stream<Example> scenarios() throws IOException {
        return examples().stream().filter(e -> e.marker() == null);
    }

    static Stream<Example> errors() throws IOException {
        return examples().stream().filter(e -> e.marker() != null && e.marker().startsWith("error"));
    }

    @Test
    void thePageHasExamplesOfEachSortAndEveryMarkerIsKnown() throws IOException {
        List<Example> all = examples();

        assertThat(all).filteredOn(e -> e.marker() == null).hasSizeGreaterThanOrEqualTo(8);
        assertThat(all).filteredOn(e -> e.marker() != null && e.marker().startsWith("error")).hasSizeGreaterThanOrEqualTo(2);
        assertThat(all).allSatisfy(e -> assertThat(e.marker() == null || ERROR.matcher(e.marker()).matches()
                || e.marker().matches("not a scenario \\(.+\\)")).as("marker of %s", e).isTrue());
        // the two shapes the format allows beyond the basics are shown
        assertThat(all).anySatisfy(e -> assertThat(e.json()).doesNotContain("\"processor\":").contains("\"processors\":"));
        assertThat(all).anySatisfy(e -> assertThat(e.json()).contains("\"notes\":", "\"layout\":", "\"title\":"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scenarios")
    void everyScenarioReadsWritesBackAndSolves(Example e) {
        Scenario s = new ScenarioReader().read(e.json());

        assertThat(new ScenarioReader().read(new ScenarioWriter().write(s))).isEqualTo(s);
        Solvers solvers = Solvers.standard();
        assertThat(solvers.find(s)).as("a solver for the example at %s", e).isPresent();
        Schedule schedule = solvers.solve(s);
        if (schedule.feasible()) {
            assertThat(schedule.makespan()).isPositive().isFinite();
        } else {
            assertThat(schedule.reason()).isNotBlank();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("errors")
    void everyWrongExampleGivesItsDocumentedMessage(Example e) {
        Matcher m = ERROR.matcher(e.marker());
        assertThat(m.matches()).isTrue();
        String expected = m.group(1).replace("\\\"", "\"");

        InvalidScenarioException error = catchThrowableOfType(() -> new ScenarioReader().read(e.json()),
                InvalidScenarioException.class);

        assertThat(error).as("the example at %s must be refused", e).isNotNull();
        assertThat(error.getMessage()).isEqualTo(expected);
    }
}
