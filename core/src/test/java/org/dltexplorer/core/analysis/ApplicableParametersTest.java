package org.dltexplorer.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Torus2d;
import org.junit.jupiter.api.Test;

/** The parameters a map or a sweep may vary in a given scenario (the Map view's choices). */
class ApplicableParametersTest {

    private static final LinkParams LINK = LinkParams.of(0.01, 0.2);

    @Test
    void aStarHasItsDefaultsSizeStrategyNumbersAndEveryElementsOwnNumbers() {
        Scenario star = Scenario.uniform(new Star(2), 10, ProcessorParams.of(1), LINK);

        assertThat(ScenarioParameter.applicableTo(star)).extracting(ScenarioParameter::name).containsExactly(
                "V", "A", "B", "S", "C", "R", "workers", "installments", "budget", "deadline",
                "A[0]", "A[1]", "A[2]", "B[0]", "B[1]", "B[2]", "S[1]", "S[2]", "C[1]", "C[2]", "R[1]", "R[2]");
    }

    @Test
    void aDefaultThatReachesNoElementIsLeftOut() {
        Scenario star = Scenario.uniform(new Star(1), 10, ProcessorParams.of(1), LINK)
                .withLinkOverrides(Map.of(1, LinkParams.of(0, 0.5)));

        assertThat(ScenarioParameter.applicableTo(star)).extracting(ScenarioParameter::name)
                .contains("V", "A", "C[1]").doesNotContain("S", "C", "R");
    }

    @Test
    void aHomogeneousNetworkHasNoElementNames() {
        Scenario torus = Scenario.uniform(new Torus2d(3), 1, ProcessorParams.of(1), LINK);

        assertThat(ScenarioParameter.applicableTo(torus)).extracting(ScenarioParameter::name)
                .containsExactly("V", "A", "B", "S", "C", "R", "k");
    }
}
