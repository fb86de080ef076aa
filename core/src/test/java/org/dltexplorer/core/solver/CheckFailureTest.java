package org.dltexplorer.core.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Metrics;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Share;
import org.dltexplorer.core.schedule.Status;
import org.junit.jupiter.api.Test;

/**
 * The refusal of an answer that fails the schedule check names its real cause: the parameter ratio only where it is
 * wide enough for round-off to exceed the check's tolerance, otherwise the solver (fuzz seed 36 read "the widest
 * parameter ratio A·V/A·V = 1 … is beyond what double precision resolves here" for an LP's wrong loads).
 */
class CheckFailureTest {

    /** A solver that answers half the load on processor 0: a schedule the validator refuses (loads sum to 0.5). */
    private static final Solver HALF_THE_LOAD = new Solver() {
        @Override
        public String name() {
            return "half-load test solver";
        }

        @Override
        public List<Capability> capabilities() {
            return List.of(Capability.of(NetworkKind.CHAIN, NetworkKind.values()).handling(Feature.values()));
        }

        @Override
        public Schedule solve(Scenario scenario, SolveMonitor monitor) {
            return new Schedule(Status.OPTIMAL, null, name(), false, List.of(Share.of(0, 0.5)),
                    List.of(new Interval(0, Activity.COMPUTE, 0, 0.5, 0.5, Interval.NO_PEER)), 0.5, Metrics.NONE,
                    List.of(), null);
        }
    };

    private static Scenario chainWithC(double c) {
        return Scenario.uniform(new Chain(2, 0), 1, ProcessorParams.of(1), LinkParams.of(0, c));
    }

    @Test
    void aWrongAnswerAtARatioOf1BlamesTheSolverNotPrecision() {
        assertThatThrownBy(() -> CheckedSolve.ofThisRun().solve(HALF_THE_LOAD, chainWithC(1), SolveMonitor.NONE))
                .isInstanceOf(ScenarioRefusedException.class)
                .hasMessageStartingWith("the computed schedule fails the schedule check (")
                .hasMessageContaining("a fault of the solver half-load test solver, not of precision")
                .hasMessageContaining("ratio, A·V/A·V = 1 (processor A·V = 1 against processor A·V = 1), is well within")
                .hasMessageNotContaining("beyond what double precision resolves")
                .hasMessageNotContaining("\n");
    }

    @Test
    void aWrongAnswerAtAWideRatioNamesTheRatio() {
        // 10^10 > 10^-7 · 2^52 ≈ 4.5e8: a sum's round-off there exceeds the check's tolerance
        assertThatThrownBy(() -> CheckedSolve.ofThisRun().solve(HALF_THE_LOAD, chainWithC(1e10), SolveMonitor.NONE))
                .isInstanceOf(ScenarioRefusedException.class)
                .hasMessageContaining("the widest parameter ratio C·V/A·V = 1e+10 (link C·V = 1e+10 against "
                        + "processor A·V = 1) is beyond what double precision resolves here")
                .hasMessageNotContaining("fault of the solver");
    }

    @Test
    void precisionMattersFromTheRatioWhereRoundOffReachesTheTolerance() {
        // published constants, not the code's: 1e-7 (the validator's relative tolerance) times 2^52
        assertThat(CheckFailure.PRECISION_MATTERS).isEqualTo(1e-7 * 4503599627370496.0);
        RateSpan narrow = new RateSpan(4.4e8, "link", "C·V", 4.4e8, "processor", 1);
        RateSpan wide = new RateSpan(4.6e8, "link", "C·V", 4.6e8, "processor", 1);
        assertThat(CheckFailure.sentence("s", "v", narrow)).contains("fault of the solver s");
        assertThat(CheckFailure.sentence("s", "v", wide)).contains("beyond what double precision resolves");
    }
}
