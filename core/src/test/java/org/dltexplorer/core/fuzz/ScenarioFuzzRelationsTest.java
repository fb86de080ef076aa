package org.dltexplorer.core.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.core.invariance.Answer;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.schedule.Status;
import org.junit.jupiter.api.Test;

/** The fuzz relations' verdicts on made-up answers: each way two answers can disagree is caught. */
class ScenarioFuzzRelationsTest {

    private static final Scenario STAR = Scenario.uniform(new Star(2), 1, ProcessorParams.of(1), LinkParams.of(0, 1));

    private static Answer optimal(double t) {
        return new Answer(Answer.Kind.ANSWERED, Status.OPTIMAL, t, Double.NaN, "optimal " + t);
    }

    private static Answer feasible(double t, double bound) {
        return new Answer(Answer.Kind.ANSWERED, Status.FEASIBLE, t, bound, "feasible " + t);
    }

    private static ScenarioFuzzRelations.Form form(double k, boolean exact) {
        return new ScenarioFuzzRelations.Form("form", STAR, k, exact);
    }

    @Test
    void optimaThatDifferOrDoNotScaleDisagree() {
        assertThat(ScenarioFuzzRelations.disagreement(optimal(1), form(1, true), optimal(1 + 1e-9))).isEmpty();
        assertThat(ScenarioFuzzRelations.disagreement(optimal(1), form(1, true), optimal(1.01))).isPresent();
        assertThat(ScenarioFuzzRelations.disagreement(optimal(2), form(1e3, false), optimal(2000))).isEmpty();
        assertThat(ScenarioFuzzRelations.disagreement(optimal(2), form(1e3, false), optimal(2))).isPresent();
    }

    @Test
    void aFeasibleSearchAnswerMayDifferOnlyWithinItsGap() {
        assertThat(ScenarioFuzzRelations.disagreement(optimal(1), form(1, true), feasible(1.2, 0.9))).isEmpty();
        // its bound above the other's optimum: one of the two is wrong
        assertThat(ScenarioFuzzRelations.disagreement(optimal(1), form(1, true), feasible(1.2, 1.1))).isPresent();
    }

    @Test
    void aRefusalMustAgreeOnlyWhenTheValuesAreTheSame() {
        Answer refused = Answer.declined(Answer.Kind.REFUSED, "the parameter ratio is beyond double precision");
        assertThat(ScenarioFuzzRelations.disagreement(optimal(1), form(1, true), refused)).isPresent();
        assertThat(ScenarioFuzzRelations.disagreement(optimal(1), form(1e6, false), refused)).isEmpty();
        Answer unsupported = Answer.declined(Answer.Kind.UNSUPPORTED, "no solver");
        assertThat(ScenarioFuzzRelations.disagreement(optimal(1), form(1e6, false), unsupported)).isPresent();
    }
}
