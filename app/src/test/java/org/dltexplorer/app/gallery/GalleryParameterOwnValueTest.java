package org.dltexplorer.app.gallery;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.analysis.Sweep;
import org.dltexplorer.core.analysis.SweepPoint;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A point at the scenario's own value is exactly what {@code solve} gives (scenario-format.md, Parameter space): for
 * every gallery scenario and every parameter that applies to it, applying its current value gives an equal scenario,
 * and a sweep point there answers the same numbers as solving the file.
 */
class GalleryParameterOwnValueTest {

    static Stream<GalleryEntry> entries() {
        return Gallery.bundled().entries().stream();
    }

    @ParameterizedTest
    @MethodSource("entries")
    void everyParameterAtItsOwnValueLeavesTheScenarioEqual(GalleryEntry entry) {
        Scenario s = new ScenarioReader().read(Gallery.bundled().text(entry));
        List<ScenarioParameter> parameters = applicable(s);

        for (ScenarioParameter p : parameters) {
            assertThat(p.apply(s, p.current(s)).scenario()).as(entry.file() + ": " + p.name()).isEqualTo(s);
        }
        assertThat(parameters).as(entry.file()).extracting(ScenarioParameter::name).contains("V")
                .containsAnyOf("A", "A[0]"); // the default, or, when every processor has its own A, the elements
    }

    @ParameterizedTest
    @MethodSource("entries")
    void aSweepPointAtTheOwnValueAnswersWhatSolveAnswers(GalleryEntry entry) {
        Scenario s = new ScenarioReader().read(Gallery.bundled().text(entry));
        Solvers solvers = Solvers.standard();
        Assumptions.assumeTrue(solvers.find(s).isPresent(), () -> "no solver for " + entry.file());
        Schedule solved = solvers.solve(s);
        List<ScenarioParameter> swept = new ArrayList<>(List.of(ScenarioParameter.LOAD));
        ScenarioParameter.sizeOf(s.network()).ifPresent(swept::add);
        // one element parameter where the kind has them (homogeneous kinds take only the defaults)
        applicable(s).stream().filter(p -> p.name().equals("C[1]") || p.name().equals("A[1]")).findFirst().ifPresent(swept::add);

        for (ScenarioParameter p : swept) {
            SweepPoint point = new Sweep(solvers).run(s, p, new double[] {p.current(s)}).get(0);
            assertThat(point.outcome().status()).as(entry.file() + ": " + p.name()).isEqualTo(solved.status());
            assertThat(point.outcome().makespan()).as(entry.file() + ": " + p.name()).isEqualTo(solved.makespan());
            assertThat(point.outcome().speedup()).as(entry.file() + ": " + p.name()).isEqualTo(solved.metrics().speedup());
        }
    }

    /** Every name that applies to {@code s}, element names for each processor and link id up to 64. */
    private static List<ScenarioParameter> applicable(Scenario s) {
        List<ScenarioParameter> all = new ArrayList<>();
        for (String n : ScenarioParameter.names()) {
            if (n.endsWith("]")) {
                for (int id = 0; id <= Math.min(64, s.network().processorCount()); id++) {
                    all.add(ScenarioParameter.parse(n.charAt(0) + "[" + id + "]"));
                }
            } else {
                all.add(ScenarioParameter.parse(n));
            }
        }
        return all.stream().filter(p -> p.appliesTo(s)).toList();
    }
}
