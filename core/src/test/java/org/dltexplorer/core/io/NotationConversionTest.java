package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationConversion;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Converting between notations and writing the file keeps the schedule: every kind, from every notation to every
 * other, with a load V ≠ 1 and buffers, solves to the same makespan (relative {@value #SAME_MAKESPAN}: the
 * conversion multiplies by V once, the solvers round differently in the last bits).
 */
class NotationConversionTest {

    static final double SAME_MAKESPAN = 1e-12;

    private final ScenarioReader reader = new ScenarioReader();
    private final ScenarioWriter writer = new ScenarioWriter();
    private final Solvers solvers = Solvers.standard();

    static Stream<Arguments> kindsAndNotations() {
        List<Arguments> cases = new ArrayList<>();
        long seed = 100;
        for (Network n : ScenarioWriterTest.networks()) {
            for (Notation from : Notation.values()) {
                for (Notation to : Notation.values()) {
                    cases.add(Arguments.of(n.kind().id(), from, to, n, seed++));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}: {1} to {2}")
    @MethodSource("kindsAndNotations")
    void theConvertedFileSolvesToTheSameMakespan(String kind, Notation from, Notation to, Network network, long seed) {
        Scenario s = ScenarioWriterTest.randomScenario(network, from, new Random(seed));
        String text;
        try {
            text = writer.write(NotationConversion.convert(s, to));
        } catch (InvalidScenarioException e) {
            // only returned results lack a counterpart (alpha-tau-sigma has none; w-z-T needs the same R/C everywhere)
            assertThat(s.returnsResults()).as(e.getMessage()).isTrue();
            assertThat(e.path()).endsWith(".R");
            assertThat(e.problem()).startsWith("has no counterpart in the " + to.id() + " notation");
            return;
        }
        Scenario back = reader.read(text);

        assertThat(back.notation()).isEqualTo(to);
        assertThat(back.title()).isEqualTo(s.title());
        if (solvers.find(s).isPresent()) {
            Schedule before = solvers.solve(s);
            Schedule after = solvers.solve(back);
            assertThat(after.status()).isEqualTo(before.status());
            if (before.feasible()) {
                assertThat(relativeDifference(after.makespan(), before.makespan())).as(text).isLessThanOrEqualTo(SAME_MAKESPAN);
            }
        }
    }

    static double relativeDifference(double a, double b) {
        return Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));
    }

    @Test
    void wzTNormalisesTheLoadWithTheDefaultsAsStandardProcessorAndLink() {
        Scenario s = Scenario.uniform(new Star(2), 50, new ProcessorParams(2, 10), new LinkParams(0.5, 0.25, 0.125))
                .withProcessorOverrides(Map.of(2, new ProcessorParams(4, 20)));

        Scenario w = NotationConversion.convert(s, Notation.W_Z_T);

        assertThat(w.load()).isEqualTo(1.0);
        // Tcp = A·V, Tcm = C·V, Tsol = R·V of the defaults
        assertThat(w.units()).isEqualTo(new NotationUnits(100, 12.5, 6.25));
        assertThat(w.processor(2)).isEqualTo(new ProcessorParams(200, 0.4));
        assertThat(w.link(1)).isEqualTo(new LinkParams(0.5, 12.5, 6.25));
        String text = writer.write(w);
        assertThat(text).contains("\"Tcp\": 100.0", "\"Tcm\": 12.5", "\"Tsol\": 6.25", "\"w\": 1.0", "\"z\": 1.0",
                "\"r\": 0.5", "\"w\": 2.0", "\"B\": 0.4").doesNotContain("\"load\"");
    }

    @Test
    void alphaTauSigmaRefusesReturnedResultsNamingTheField() {
        Scenario s = Scenario.uniform(new Chain(3, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1))
                .withLinkOverrides(Map.of(1, new LinkParams(0, 1, 0.5)));

        InvalidScenarioException e = catchThrowableOfType(
                () -> writer.write(NotationConversion.convert(s, Notation.ALPHA_TAU_SIGMA)), InvalidScenarioException.class);

        assertThat(e).hasMessage("links[0].R: has no counterpart in the alpha-tau-sigma notation, which cannot express"
                + " returned results; keep the file in ACS or w-z-T, got 0.5");
    }

    @Test
    void aNotationToItselfIsTheSameScenario() {
        Scenario s = Scenario.uniform(new Chain(3, 0), 7, ProcessorParams.of(1), LinkParams.of(0, 1));

        assertThat(NotationConversion.convert(s, Notation.ACS)).isSameAs(s);
    }
}
