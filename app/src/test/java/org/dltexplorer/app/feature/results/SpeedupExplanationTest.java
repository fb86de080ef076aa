package org.dltexplorer.app.feature.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

/** The words the summary and the banner give when the speedup over the originator alone is below 1. */
class SpeedupExplanationTest {

    private final Solvers solvers = Solvers.standard();

    private static Scenario oneWorker(double s, double c) {
        return Scenario.uniform(new Star(1), 1, ProcessorParams.of(1), LinkParams.of(s, c))
                .withStrategy(Strategy.DEFAULT.withOriginatorComputes(false));
    }

    @Test
    void anOriginatorThatOnlyDistributesPaysTheStartupFirst() {
        // one worker, the originator idle, S = 1, C = 0, A = 1, V = 1: the send takes [0, 1], the worker computes
        // [1, 2]: T = 2 against A·V = 1, speedup 1/2; the only message is all startup.
        Scenario s = oneWorker(1, 0);
        Schedule sc = solvers.solve(s);
        assertThat(sc.makespan()).isCloseTo(2, within(1e-9));
        String why = SpeedupExplanation.of(s, sc);
        assertThat(why).startsWith("Speedup 0.5 < 1: the originator alone would finish at A·V = 1, this schedule at T = 2.")
                .contains("only distributes").contains("Startup costs dominate").contains("sending 1 message, 1 are startups S");
        assertThat(SpeedupExplanation.headline(s, sc))
                .isEqualTo("Speedup 0.5 < 1 (over the originator alone, A·V = 1): startup costs dominate at this load. Why: see Summary.");
    }

    @Test
    void slowLinksAreNamedWhenTransfersNotStartupsDominate() {
        // S = 0, C = 1: the same times, but the message is all transfer
        Scenario s = oneWorker(0, 1);
        String why = SpeedupExplanation.of(s, solvers.solve(s));
        assertThat(why).contains("Transfers dominate").contains("smaller C").doesNotContain("Startup costs dominate");
    }

    @Test
    void aMemoryStarSaysTheOriginatorCannotHoldTheLoad() {
        // five workers and the originator, each holding at most B = 0.2 of V = 1: 0.8 must be sent, in at least four
        // one-port messages of S + C·x ≥ 0.5 each, so T > 2 against A·V = 1.
        Scenario s = Scenario.uniform(new Star(5), 1, ProcessorParams.of(1).withB(0.2), LinkParams.of(0.5, 0.1));
        Schedule sc = solvers.solve(s);
        assertThat(sc.metrics().speedup()).isLessThan(0.5);
        String why = SpeedupExplanation.of(s, sc);
        assertThat(why).contains("memory holds B = 0.2 of the load V = 1").contains("Memory limits bind")
                .doesNotContain("Transfers dominate");
        assertThat(SpeedupExplanation.cause(s, sc)).isEqualTo(SpeedupExplanation.Cause.MEMORY);
    }

    /**
     * Drozdowski & Wolniewicz (2003), LP1 (the gallery's star, T = 270 against A·V = 100): P0 holds 10 = B0, P3 15 = B3,
     * P4 30 = B4. The buffers are the cause, not the links: the words used to say "transfers cost more than they save".
     */
    @Test
    void theLp1StarBlamesTheBuffersNotTheLinks() {
        Scenario s = new org.dltexplorer.core.io.ScenarioReader().read(org.dltexplorer.app.gallery.Gallery.bundled().text(
                org.dltexplorer.app.gallery.Gallery.bundled().entry("drozdowski-wolniewicz-2003-lp1-star.json").orElseThrow()));
        Schedule sc = solvers.solve(s);
        assertThat(sc.makespan()).isCloseTo(270, within(1e-6));
        assertThat(SpeedupExplanation.cause(s, sc)).isEqualTo(SpeedupExplanation.Cause.MEMORY);
        assertThat(SpeedupExplanation.headline(s, sc)).contains("memory limits bind (P0, P3 and P4 are filled to their buffers B)")
                .doesNotContain("transfers");
        assertThat(SpeedupExplanation.of(s, sc)).contains("Memory limits bind: P0, P3 and P4 are filled to their buffers B")
                .contains("faster links alone do not lift this limit").doesNotContain("Transfers dominate");
    }

    @Test
    void aStarWithoutBuffersStillBlamesItsLinks() {
        Scenario s = oneWorker(0, 1);
        assertThat(SpeedupExplanation.cause(s, solvers.solve(s))).isEqualTo(SpeedupExplanation.Cause.TRANSFERS);
    }

    @Test
    void nothingToExplainAtASpeedupAboveOne() {
        Scenario s = Scenario.uniform(new Chain(4, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1));
        Schedule sc = solvers.solve(s);
        assertThat(sc.metrics().speedup()).isGreaterThan(1);
        assertThat(SpeedupExplanation.of(s, sc)).isEmpty();
        assertThat(SpeedupExplanation.of(s, null)).isEmpty();
        assertThat(SpeedupExplanation.headline(s, sc)).isEmpty();
    }
}
