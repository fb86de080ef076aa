package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationConversion;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.UnsupportedScenarioException;
import org.junit.jupiter.api.Test;

/**
 * The keys of the scenario format's <em>Beyond the papers</em>: read (defaults and overrides), written back equal,
 * refused in one line naming the field where they are wrong, in notations that cannot express them, and wherever no
 * solver supports them.
 */
class BeyondThePapersKeysTest {

    private static final String STAR = "\"network\": {\"kind\": \"star\", \"workers\": 2}, \"link\": {\"C\": 1}, ";

    private static Scenario read(String body) {
        return new ScenarioReader().read("{\"format\": \"dlt-scenario\", \"version\": 1, " + body + "}");
    }

    @Test
    void processorTermsAreReadWithDefaultsAndOverridesAndWrittenBackEqual() {
        Scenario s = read(STAR + "\"processor\": {\"A\": 1, \"release\": 2, \"F\": 0.5, \"cost\": 3},"
                + " \"processors\": [{\"id\": 2, \"release\": 0, \"fixedCost\": 4}],"
                + " \"strategy\": {\"budget\": 20, \"order\": \"optimal\"}");
        assertThat(s.processor(1)).isEqualTo(new ProcessorParams(1, ProcessorParams.UNLIMITED, 2, 0.5, 3, 0));
        assertThat(s.processor(2)).isEqualTo(new ProcessorParams(1, ProcessorParams.UNLIMITED, 0, 0.5, 3, 4));
        assertThat(s.strategy().budget()).isEqualTo(20.0);
        String written = new ScenarioWriter().write(s);
        assertThat(written).contains("\"release\": 2.0").contains("\"fixedCost\": 4.0").contains("\"budget\": 20.0");
        assertThat(new ScenarioReader().read(written)).isEqualTo(s);
    }

    @Test
    void aDeadlineScenarioHasNoLoadAndWritesNone() {
        Scenario s = read(STAR + "\"processor\": {\"A\": 1}, \"strategy\": {\"deadline\": 5, \"computeWhileReceiving\": true}");
        assertThat(s.strategy().deadline()).isEqualTo(5.0);
        String written = new ScenarioWriter().write(s);
        assertThat(written).doesNotContain("\"load\"").contains("\"deadline\": 5.0");
        assertThat(new ScenarioReader().read(written)).isEqualTo(s);
        assertThatThrownBy(() -> read(STAR + "\"load\": 3, \"processor\": {\"A\": 1}, \"strategy\": {\"deadline\": 5}"))
                .isInstanceOf(InvalidScenarioException.class).hasMessageStartingWith("load: ")
                .hasMessageContaining("strategy.deadline");
    }

    @Test
    void badValuesAreRefusedNamingTheFieldAndValue() {
        assertThatThrownBy(() -> read(STAR + "\"processor\": {\"A\": 1, \"release\": -1}"))
                .hasMessageContaining("processor.release").hasMessageContaining("-1");
        assertThatThrownBy(() -> read(STAR + "\"processor\": {\"A\": 1}, \"processors\": [{\"id\": 1, \"F\": \"x\"}]"))
                .hasMessageContaining("processors[0].F");
        assertThatThrownBy(() -> read(STAR + "\"processor\": {\"A\": 1}, \"strategy\": {\"deadline\": 0}"))
                .hasMessageContaining("strategy.deadline").hasMessageContaining("0");
        assertThatThrownBy(() -> read(STAR + "\"processor\": {\"A\": 1}, \"strategy\": {\"budget\": -2}"))
                .hasMessageContaining("strategy.budget").hasMessageContaining("-2");
        assertThatThrownBy(() -> read(STAR + "\"processor\": {\"A\": 1}, \"strategy\": {\"computeWhileReceiving\": 1}"))
                .hasMessageContaining("strategy.computeWhileReceiving");
    }

    @Test
    void otherNotationsAndKindsRefuseTheKeysInOneLine() {
        assertThatThrownBy(() -> read("\"notation\": \"alpha-tau-sigma\", \"network\": {\"kind\": \"star\", \"workers\": 1},"
                + " \"processor\": {\"sigma\": 1, \"F\": 2}, \"link\": {\"tau\": 1}"))
                .hasMessageStartingWith("processor.F: has no counterpart in the alpha-tau-sigma notation");
        assertThatThrownBy(() -> read("\"network\": {\"kind\": \"chain\", \"processors\": 2}, \"processor\": {\"A\": 1},"
                + " \"link\": {\"C\": 1}, \"strategy\": {\"budget\": 3}"))
                .hasMessageStartingWith("strategy.budget: does not apply to a chain network");
        Scenario chain = read("\"network\": {\"kind\": \"chain\", \"processors\": 2}, \"processor\": {\"A\": 1, \"release\": 1},"
                + " \"link\": {\"C\": 1}");
        assertThatThrownBy(() -> Solvers.standard().solve(chain)).isInstanceOf(UnsupportedScenarioException.class)
                .hasMessageContaining("release times (processor release)").hasMessageNotContaining("\n");
        Scenario costly = read(STAR + "\"processor\": {\"A\": 1, \"cost\": 1}");
        assertThatThrownBy(() -> NotationConversion.convert(costly, Notation.W_Z_T))
                .isInstanceOf(InvalidScenarioException.class).hasMessageStartingWith("processor cost: has no counterpart");
        assertThat(NotationConversion.convert(costly, Notation.ACS)).isSameAs(costly);
    }

    @Test
    void unsupportedCombinationsAreRefusedNamingTheKey() {
        Solvers solvers = Solvers.standard();
        assertThatThrownBy(() -> solvers.solve(read("\"network\": {\"kind\": \"star\", \"workers\": 2},"
                + " \"processor\": {\"A\": 1}, \"link\": {\"C\": 1, \"R\": 1}, \"processors\": [{\"id\": 1, \"release\": 3}]")))
                .isInstanceOf(UnsupportedScenarioException.class).hasMessageContaining("(processor release)")
                .hasMessageContaining("(link R)");
        assertThatThrownBy(() -> solvers.solve(read(STAR + "\"processor\": {\"A\": 1, \"F\": 1},"
                + " \"strategy\": {\"installments\": 2}")))
                .isInstanceOf(UnsupportedScenarioException.class).hasMessageContaining("(processor F)")
                .hasMessageContaining("(strategy.installments)");
        assertThatThrownBy(() -> solvers.solve(read(STAR + "\"processor\": {\"A\": 1, \"B\": 2, \"release\": 1}")))
                .isInstanceOf(UnsupportedScenarioException.class).hasMessageContaining("(processor release)")
                .hasMessageContaining("(processor B)");
        assertThatThrownBy(() -> read(STAR + "\"processor\": {\"A\": 1}, \"strategy\": {\"budget\": 1, \"deadline\": 2}"))
                .isInstanceOf(InvalidScenarioException.class).hasMessageStartingWith("strategy.budget: ")
                .hasMessageContaining("strategy.deadline");
        assertThatThrownBy(() -> solvers.solve(read(STAR + "\"processor\": {\"A\": 1}, \"strategy\": {\"ports\": \"all\","
                + " \"deadline\": 2}")))
                .isInstanceOf(UnsupportedScenarioException.class).hasMessageContaining("(strategy.deadline)")
                .hasMessageContaining("(strategy.ports)");
    }
}
