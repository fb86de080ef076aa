package org.dltexplorer.core.solver.linear;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.junit.jupiter.api.Test;

/**
 * Example 1 of Błażewicz & Drozdowski (1997) (§2.1). The paper prints 4 decimals but truncates rather than rounds (our exact
 * α_3 = 0.093458 is printed 0.0934), so the tolerance is one unit in the last printed place: 1e-4 (1e-3 for the
 * 3-digit values).
 */
class ChainExample1Test {

    static final double PUBLISHED_4_DIGITS = 1e-4;
    static final double PUBLISHED_3_DIGITS = 1e-3;

    /** w = (1,1,1,.5,.5), z = (1,1,.5,.5), r = (.2,.2,.1,.1), Tcp = 2, Tcm = 1, converted to A = w·Tcp, C = z·Tcm, S = r. */
    static Scenario example1() {
        double tcp = 2;
        double tcm = 1;
        return new Scenario("Example 1", Notation.W_Z_T, new NotationUnits(tcp, tcm, 0), new Chain(5, 0), 1.0,
                ProcessorParams.of(1 * tcp),
                Map.of(3, ProcessorParams.of(0.5 * tcp), 4, ProcessorParams.of(0.5 * tcp)),
                LinkParams.of(0.2, 1 * tcm),
                Map.of(2, LinkParams.of(0.1, 0.5 * tcm), 3, LinkParams.of(0.1, 0.5 * tcm)),
                Strategy.DEFAULT);
    }

    @Test
    void reproducesThePublishedDistribution() {
        Schedule s = new ChainSolver().solve(example1());

        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(s.loadOf(0)).isCloseTo(0.5794, within(PUBLISHED_4_DIGITS));
        assertThat(s.loadOf(1)).isCloseTo(0.2692, within(PUBLISHED_4_DIGITS));
        assertThat(s.loadOf(2)).isCloseTo(0.0934, within(PUBLISHED_4_DIGITS));
        assertThat(s.loadOf(3)).isCloseTo(0.0579, within(PUBLISHED_4_DIGITS));
        assertThat(s.loadOf(4)).isZero();
        assertThat(s.makespan()).isCloseTo(1.159, within(PUBLISHED_3_DIGITS));
    }

    @Test
    void reproducesThePublishedMetrics() {
        Schedule s = new ChainSolver().solve(example1());

        assertThat(s.metrics().speedup()).isCloseTo(1.73, within(0.005));
        assertThat(s.metrics().equivalentSpeed()).isCloseTo(1.73, within(0.005));
        assertThat(s.metrics().utilization()).isCloseTo(0.431, within(PUBLISHED_3_DIGITS));
        assertThat(s.metrics().processorsUsed()).isEqualTo(4);
        assertThat(s.metrics().processorsTotal()).isEqualTo(5);
    }

    @Test
    void passesTheValidator() {
        Scenario sc = example1();
        Schedule s = new ChainSolver().solve(sc);

        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    @Test
    void mirroredChainGivesTheSameMakespan() {
        Scenario sc = example1();
        Scenario mirrored = sc.withNetwork(new Chain(5, 4))
                .withProcessorOverrides(Map.of(0, ProcessorParams.of(1.0), 1, ProcessorParams.of(1.0)))
                .withLinkOverrides(Map.of(0, LinkParams.of(0.1, 0.5), 1, LinkParams.of(0.1, 0.5)));

        Schedule s = new ChainSolver().solve(mirrored);

        assertThat(s.makespan()).isCloseTo(new ChainSolver().solve(sc).makespan(), within(1e-12));
        assertThat(s.loadOf(4)).isCloseTo(0.5794, within(PUBLISHED_4_DIGITS));
        assertThat(new ScheduleValidator().validate(mirrored, s).valid()).isTrue();
    }
}
