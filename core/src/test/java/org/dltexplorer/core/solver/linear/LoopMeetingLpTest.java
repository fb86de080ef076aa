package org.dltexplorer.core.solver.linear;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.dltexplorer.core.invariance.LoopOracleTestAccess;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.solver.lp.LpCertificate;
import org.junit.jupiter.api.Test;

/**
 * The certificate of eq. (5)'s meeting ({@link LoopMeetingLp}) against the loop oracle's LP for the same meeting
 * processor, solved by ojAlgo in the test: a certified meeting's makespan is that LP's optimum.
 */
class LoopMeetingLpTest {

    @Test
    void aCertifiedMeetingIsTheOptimumOfTheOraclesLpForItsProcessor() {
        Random r = new Random(2471);
        int certified = 0;
        for (int i = 0; i < 40; i++) {
            Scenario sc = RandomScenarios.of(new Loop(3 + r.nextInt(8)), r, 0.5,
                    Strategy.DEFAULT.withPorts(Ports.ALL).withOriginatorComputes(r.nextInt(3) > 0));
            LoopMeeting m = LoopMeetingScan.best(sc, Tolerance.NEGLIGIBLE_LOAD.slack(sc.load()), SolveMonitor.NONE);
            if (m == null) {
                continue;
            }
            LpCertificate c = LoopMeetingLp.certify(sc, m);
            double oracle = LoopOracleTestAccess.meeting(sc, m.j);
            if (LoopMeetingLp.proves(c)) {
                certified++;
                assertThat(c.objective()).as("case %d", i).isCloseTo(oracle, within(1e-7 * oracle));
            } else {
                // not certified only where the oracle finds a better schedule meeting at j
                assertThat(oracle).as("case %d, uncertified", i).isLessThan(c.objective() * (1 - 1e-9));
            }
        }
        assertThat(certified).isGreaterThan(10);
    }
}
