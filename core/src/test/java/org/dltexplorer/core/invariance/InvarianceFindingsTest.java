package org.dltexplorer.core.invariance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

/** What {@link InvarianceTest} found, each with the exact scenario that showed it. */
class InvarianceFindingsTest {

    private final Solvers solvers = Solvers.standard();
    private final ScenarioReader reader = new ScenarioReader();

    @Test
    void aLoopWithLoad2To20AndTimes2ToMinus20FindsItsMeetingAsInWzT() {
        // V ≈ 1.8e6 and A ≈ 1e-12: load and time each within 2^20 of the scenario's own units, so it was solved in the
        // user's, where eq. (5)'s system mixes 1/A ≈ 1e12 with C ≈ 1e-13 and was found unsolvable: the best opened
        // loop (7.4842e-7) was answered. In w-z-T (V = 1) the meeting at processor 3 gives 7.4075e-7.
        Scenario loop = reader.read("""
                {"format":"dlt-scenario","version":1,"network":{"kind":"loop","processors":5},"load":1797217.506333986,
                 "processor":{"A":2.4847768322413447E-12},
                 "processors":[{"id":0,"A":2.8924487932916605E-12},{"id":1,"A":2.041781917432572E-12},
                   {"id":2,"A":1.0749352250885763E-12},{"id":3,"A":2.3049194849526488E-12},
                   {"id":4,"A":1.3201432864099671E-12}],
                 "link":{"C":6.820986760869426E-13},
                 "links":[{"id":0,"C":5.2880529887121026E-14},{"id":1,"C":1.690157006930624E-13},
                   {"id":2,"C":4.923592934579053E-13},{"id":3,"C":8.558627470857434E-13},
                   {"id":4,"C":2.7906154191849586E-13}],
                 "strategy":{"ports":"all"}}""");
        Schedule asWritten = solvers.solve(loop);
        Schedule converted = solvers.solve(ScenarioTransforms.notationRoundTrip(loop).orElseThrow());
        assertThat(asWritten.status()).isEqualTo(Status.OPTIMAL);
        assertThat(asWritten.makespan()).isLessThan(7.48e-7);
        assertThat(asWritten.makespan()).isCloseTo(converted.makespan(), within(Answer.SAME_MAKESPAN * 7.4e-7));
    }
}
