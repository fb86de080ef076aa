package org.dltexplorer.core.solver.linear;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.SolveMonitor;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The linear scans of a loop ({@link LoopMeetingScan}, {@link OpenedLoops}) against the quadratic search they
 * replace, written out here: eq. (5) solved afresh for every meeting processor, and every opened loop solved as its
 * own chain (Błażewicz & Drozdowski 1997, eqs. (4) and (5)). Seeded random loops of up to 300 processors.
 */
class LoopScanAgreementTest {

    private static final double REL = 1e-9;

    static long[] seeds() {
        long[] s = new long[40];
        for (int i = 0; i < s.length; i++) {
            s[i] = 1000 + i;
        }
        return s;
    }

    private static Scenario loop(long seed) {
        Random r = new Random(seed);
        int n = 3 + r.nextInt(298);
        double maxS = new double[] {1e-4, 0.01, 0.05, 0.6}[r.nextInt(4)];
        Strategy strategy = r.nextInt(4) == 0 ? Strategy.DEFAULT.withOriginatorComputes(false) : Strategy.DEFAULT;
        return RandomScenarios.of(new Loop(n), r, maxS, strategy);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theMeetingScanFindsTheBestMeetingProcessor(long seed) {
        Scenario sc = loop(seed);
        int n = ((Loop) sc.network()).processors();
        double slack = Tolerance.NEGLIGIBLE_LOAD.slack(sc.load());
        LoopMeeting old = null;
        for (int j = 1; j < n; j++) {
            LoopMeeting m = LoopMeeting.solve(sc, j, slack);
            if (m.solvable && (old == null || m.makespan < old.makespan)) {
                old = m;
            }
        }
        LoopMeeting scanned = LoopMeetingScan.best(sc, slack, SolveMonitor.NONE);
        if (old == null) {
            assertThat(scanned).as("n=%d: no meeting processor is solvable", n).isNull();
            return;
        }
        assertThat(scanned).as("n=%d", n).isNotNull();
        assertThat(scanned.makespan).as("n=%d, meeting %d vs %d", n, scanned.j, old.j)
                .isCloseTo(old.makespan, within(REL * old.makespan));
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theOpeningScanFindsTheBestOpenedLoop(long seed) {
        Scenario sc = loop(seed);
        int n = ((Loop) sc.network()).processors();
        double old = Double.POSITIVE_INFINITY;
        for (int e = 0; e < n; e++) {
            ChainBranches cb = new ChainBranches(LoopSolver.opened(sc, e));
            int[] conf = cb.best();
            if (conf != null) {
                old = Math.min(old, cb.solve(conf[0], conf[1]).makespan());
            }
        }
        Schedule opened = new LoopSolver().solveOpened(sc, SolveMonitor.NONE);
        if (Double.isInfinite(old)) {
            assertThat(opened.status().name()).isEqualTo("INFEASIBLE");
            return;
        }
        assertThat(opened.makespan()).as("n=%d", n).isCloseTo(old, within(REL * old));
    }
}
