package org.dltexplorer.core.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Share;
import org.dltexplorer.core.solver.linear.ChainSolver;
import org.dltexplorer.core.solver.star.StarAllPortsSolver;
import org.dltexplorer.core.solver.star.StarOnePortSolver;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The linear-time solvers on 10^5 heterogeneous processors (the sizes the benchmark times, scaled down): the loads
 * sum to V, and replaying the loads alone through the model — arrival times recomputed here from the scenario's
 * parameters, not taken from the timeline — every used processor finishes at the makespan. Not a timing test.
 */
class LargeLinearNetworksTest {

    private static final int N = 100_000;

    /**
     * Finish times recomputed over a path of 10^5 links add 10^5 rounded terms: the validator's replay tolerance,
     * not the per-solve DEFAULT.
     */
    private static final Tolerance REPLAY = Tolerance.VALIDATION;

    private static double[] loads(Schedule s, int n) {
        double[] alpha = new double[n];
        for (Share sh : s.shares()) {
            assertThat(sh.count()).isEqualTo(1);
            alpha[sh.index()] = sh.load();
        }
        return alpha;
    }

    private static void assertConserved(Scenario sc, double[] alpha) {
        double total = 0;
        for (double a : alpha) {
            assertThat(a).isGreaterThanOrEqualTo(0.0);
            total += a;
        }
        assertThat(Tolerance.DEFAULT.equal(total, sc.load())).as("loads sum to %s, V = %s", total, sc.load()).isTrue();
    }

    private static void assertFinishesAt(double finish, double makespan, int p) {
        assertThat(REPLAY.equal(finish, makespan)).as("processor %d finishes at %s, makespan %s", p, finish, makespan)
                .isTrue();
    }

    /**
     * Heterogeneous processors and links fast enough for thousands of processors to be usable: with
     * {@link RandomScenarios}' links ({@code C ≥ 0.05}) the loads fall below rounding after a few dozen hops.
     */
    private static Scenario longChain(Random r) {
        Map<Integer, ProcessorParams> procs = new HashMap<>();
        Map<Integer, LinkParams> links = new HashMap<>();
        for (int i = 0; i < N; i++) {
            procs.put(i, ProcessorParams.of(0.5 + 2.5 * r.nextDouble()));
            if (i < N - 1) {
                links.put(i, LinkParams.of(1e-9 * r.nextDouble(), 1e-7 + 1e-6 * r.nextDouble()));
            }
        }
        return new Scenario("long chain", Notation.ACS, NotationUnits.STANDARD, new Chain(N, 0), 1 + 9 * r.nextDouble(),
                ProcessorParams.of(1), procs, LinkParams.of(0, 1), links, Strategy.DEFAULT);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {3, 17})
    void chainWithOriginatorAtAnEnd(long seed) {
        assertThat(checkChain(longChain(new Random(seed)))).isGreaterThan(1000);
    }

    /**
     * The benchmark's chain, scaled down: only a few dozen processors are usable, and the longer prefixes have the
     * same makespan to the last bit but negative, alternating tail loads, which must not reach the schedule.
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {3, 17})
    void chainWhoseLongPrefixesTieInFloatingPoint(long seed) {
        assertThat(checkChain(RandomScenarios.of(new Chain(N, 0), new Random(seed), 1e-7, Strategy.DEFAULT)))
                .isGreaterThan(10);
    }

    /** Checks the chain's answer; returns the processors used. */
    private static int checkChain(Scenario sc) {
        Schedule s = new ChainSolver().solve(sc);
        double[] alpha = loads(s, N);
        assertConserved(sc, alpha);
        // store-and-forward: processor i holds its data once everything for i..N-1 has crossed links 0..i-1
        double[] suffix = new double[N + 1];
        for (int i = N - 1; i >= 0; i--) {
            suffix[i] = suffix[i + 1] + alpha[i];
        }
        double arrival = 0;
        int used = 0;
        for (int i = 0; i < N; i++) {
            if (i > 0) {
                if (suffix[i] == 0) {
                    break;
                }
                arrival += sc.link(i - 1).transferTime(suffix[i]);
            }
            if (alpha[i] > 0) {
                used++;
                assertFinishesAt(arrival + sc.processor(i).A() * alpha[i], s.makespan(), i);
            }
        }
        assertThat(used).isEqualTo(s.metrics().processorsUsed());
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
        return used;
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {3, 17})
    void starWithSimultaneousSends(long seed) {
        Scenario sc = RandomScenarios.of(new Star(N - 1), new Random(seed), 1e-3, Strategy.DEFAULT.withPorts(Ports.ALL));
        Schedule s = new StarAllPortsSolver().solve(sc);
        double[] alpha = loads(s, N);
        assertConserved(sc, alpha);
        double t = s.makespan();
        assertFinishesAt(sc.processor(0).A() * alpha[0], t, 0);
        int used = 1;
        for (int i = 1; i < N; i++) {
            double startup = sc.link(i).S();
            if (alpha[i] > 0) {
                used++;
                assertFinishesAt(startup + (sc.link(i).C() + sc.processor(i).A()) * alpha[i], t, i);
            } else {
                // eq. (7): a worker is left idle only when its startup alone reaches the makespan (up to a load so
                // small it counts as none)
                double lost = Tolerance.NEGLIGIBLE_LOAD.slack(sc.load()) * (sc.link(i).C() + sc.processor(i).A());
                assertThat(startup).as("idle worker %d", i).isGreaterThanOrEqualTo(t - lost - REPLAY.slack(t));
            }
        }
        assertThat(used).isEqualTo(s.metrics().processorsUsed()).isGreaterThan(1000);
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {3, 17})
    void starServedOneAtATimeInIdOrder(long seed) {
        Scenario sc = RandomScenarios.of(new Star(N - 1), new Random(seed), 1e-3,
                Strategy.DEFAULT.withPorts(Ports.ONE).withOrder(ActivationOrder.GIVEN));
        Schedule s = new StarOnePortSolver().solve(sc);
        double[] alpha = loads(s, N);
        assertConserved(sc, alpha);
        double t = s.makespan();
        assertFinishesAt(sc.processor(0).A() * alpha[0], t, 0);
        // the port is busy with one worker after another, in id order, skipping idle workers
        double portFree = 0;
        int used = 1;
        for (int i = 1; i < N; i++) {
            if (alpha[i] > 0) {
                used++;
                portFree += sc.link(i).transferTime(alpha[i]);
                assertFinishesAt(portFree + sc.processor(i).A() * alpha[i], t, i);
            }
        }
        assertThat(used).isEqualTo(s.metrics().processorsUsed()).isGreaterThan(10);
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }
}
