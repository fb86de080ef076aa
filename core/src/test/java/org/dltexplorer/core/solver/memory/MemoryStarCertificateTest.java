package org.dltexplorer.core.solver.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Fuzz seed 35, case 3919: a five-worker star with memory buffers far above the load and {@code C = 2.2·10^-308}
 * (the smallest normal double) beside {@code A = 1.2·10^13}. Sending costs nothing next to computing, so the six
 * processors share the load equally and the optimum is {@code A·V/6} (the link terms add about {@code 10^-321}
 * relatively). The profile algorithm answered 0.13 % above it as written and 0.22 % with times ×1000, both
 * "optimal"; LP1's certified optimum of the same sequence now replaces it.
 */
class MemoryStarCertificateTest {

    private static final double A = 1.196913015867554E13;
    private static final double V = 0.05319539334760536;
    /** Two computations of the same optimum in double, whatever the units. */
    private static final double SAME = 1e-9;

    @ParameterizedTest
    @ValueSource(doubles = {1, 1e3})
    void aStarWhoseLinksCostNothingSharesTheLoadEquallyInEveryUnit(double k) {
        Schedule s = Solvers.standard().solve(new ScenarioReader().read("""
                {"format":"dlt-scenario","version":1,"network":{"kind":"star","workers":5},"load":%s,
                 "processor":{"A":%s,"B":1.5076710295670543E13},"link":{"C":%s}}"""
                .formatted(V, A * k, 2.2250738585072014E-308 * k)));
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(s.makespan() / k).isCloseTo(A * V / 6, within(SAME * A * V / 6));
    }
}
