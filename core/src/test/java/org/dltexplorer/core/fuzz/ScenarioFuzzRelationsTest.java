package org.dltexplorer.core.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.dltexplorer.core.invariance.Answer;
import org.dltexplorer.core.invariance.ScenarioTransforms;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.InvalidScenarioException;
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
    void aRefusalInOneFormAndAnAnswerInAnotherDisagree() {
        // a refusal goes by ratios no form changes (issue 24: values too small to compute with are refused in every
        // form alike), so refused once is a finding, scaled or not
        Answer refused = Answer.declined(Answer.Kind.REFUSED, "the parameter ratio is beyond double precision");
        assertThat(ScenarioFuzzRelations.disagreement(optimal(1), form(1, true), refused)).isPresent();
        assertThat(ScenarioFuzzRelations.disagreement(optimal(1), form(1e6, false), refused)).isPresent();
        assertThat(ScenarioFuzzRelations.disagreement(refused, form(1e6, false), refused)).isEmpty();
        Answer unsupported = Answer.declined(Answer.Kind.UNSUPPORTED, "no solver");
        assertThat(ScenarioFuzzRelations.disagreement(optimal(1), form(1e6, false), unsupported)).isPresent();
    }

    @Test
    void anAnswerBeyondTheDoubleRangeInOneFormsUnitsMayBeRefusedThereOnly() {
        Answer outOfRange = Answer.declined(Answer.Kind.OUT_OF_RANGE, "the makespan is beyond the range of double precision");
        assertThat(ScenarioFuzzRelations.disagreement(optimal(1e305), form(1e6, false), outOfRange)).isEmpty();
        assertThat(ScenarioFuzzRelations.disagreement(outOfRange, form(1e-6, false), optimal(1e300))).isEmpty();
        // the same values bit for bit (moved or renamed) must give the same answer
        assertThat(ScenarioFuzzRelations.disagreement(optimal(1e305), form(1, true), outOfRange)).isPresent();
    }

    @Test
    void aValueThatLeavesTheDoubleRangeInOtherUnitsIsNotTheSameQuestion() {
        // fuzz seed 29, case 7353: R = 4.9e-324 ×10^-3 is R = 0, no returns and no return startups (67.5 → 35.2);
        // R = 4.9e-324 is now refused as read, and R = 1e-306 ×10^-3 would be below the normal range likewise
        Scenario torus = new ScenarioReader().read("""
                {"format":"dlt-scenario","version":1,"network":{"kind":"torus2d","k":3},"load":4.122060410926791,
                 "processor":{"A":0.012600790779469758},
                 "link":{"C":2.832621056547401,"S":32.29153230602387,"R":1.0E-306},
                 "strategy":{"originatorComputes":false}}""");
        assertThatThrownBy(() -> ScenarioTransforms.loadScaled(torus, 1e3)).isInstanceOf(InvalidScenarioException.class);
        assertThatThrownBy(() -> ScenarioTransforms.timesScaled(torus, 1e-6)).isInstanceOf(InvalidScenarioException.class);
        assertThat(ScenarioTransforms.timesScaled(torus, 1e3).linkDefault().R()).isPositive();
        // case 3808: a buffer of 1.8e308 ×1000 is unlimited memory, which LLF does not solve
        Scenario mesh = new ScenarioReader().read("""
                {"format":"dlt-scenario","version":1,"network":{"kind":"torus2d","k":4},"load":3969731.530717067,
                 "processor":{"A":1.757624901606559E-8,"B":1.7976931348623157E308},"link":{"C":0.028805678727871726},
                 "strategy":{"layers":"llf"}}""");
        assertThatThrownBy(() -> ScenarioTransforms.loadScaled(mesh, 1e3)).isInstanceOf(InvalidScenarioException.class);
        for (long seed = 0; seed < 20; seed++) {
            assertThat(new ScenarioFuzzRelations(seed).forms(torus, 5)).allMatch(f -> f.scenario().linkDefault().R() > 0);
        }
    }
}
