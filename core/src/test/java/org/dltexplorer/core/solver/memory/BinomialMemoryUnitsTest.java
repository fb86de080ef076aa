package org.dltexplorer.core.solver.memory;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A binomial tree with memory buffers whose LP coefficients span its layer sizes, 1 to {@code 3·4^10}: a mesh of 11
 * layers and 3 ports with {@code C/A = 5·10^-6} (the fuzz finding of seeds 29 and 34 answered 2.338907·10^-6 as
 * written and 2.338857·10^-6 with every time ×10^-6, both "optimal"). The same question in other time units must get
 * the same answer to a relative {@link #SAME}, and an {@code optimal} one is proven by the LP's certificate.
 */
class BinomialMemoryUnitsTest {

    /** Two certified optima of the same LP in other units: the certificate's tolerance, twice. */
    private static final double SAME = 2e-9;

    private static Scenario mesh(double k, double a, double b, double s, double c, double v, LayerOrder order) {
        return Scenario.uniform(new Mesh(3, 11, 2), v, new ProcessorParams(a * k, b), LinkParams.of(s * k, c * k))
                .withStrategy(Strategy.DEFAULT.withLayers(order));
    }

    @ParameterizedTest
    @CsvSource({
        "1e-6, 1e-1, 0, 5e-12, 1, NLF",
        "1e-6, 1e-1, 0, 5e-12, 1, LLF",
        "1e-6, 1e-2, 1e-9, 5e-12, 1, NLF",
        "1e-6, 2e-6, 0, 5e-12, 1, NLF",
        "1, 3e-3, 1e-4, 5e-6, 1000, NLF",
        "1, 3e-3, 1e-4, 5e-6, 1000, LLF",
    })
    void aMeshOfElevenLayersAnswersTheSameInEveryTimeUnit(double a, double b, double s, double c, double v,
            LayerOrder order) {
        Schedule asWritten = Solvers.standard().solve(mesh(1, a, b, s, c, v, order));
        assertThat(asWritten.status()).as(String.valueOf(asWritten.reason())).isEqualTo(Status.OPTIMAL);
        for (double k : new double[] {1e-6, 1e-3, 1e3, 1e6}) {
            Schedule scaled = Solvers.standard().solve(mesh(k, a, b, s, c, v, order));
            assertThat(scaled.status()).isEqualTo(Status.OPTIMAL);
            assertThat(scaled.makespan() / k).as("times ×" + k).isCloseTo(asWritten.makespan(),
                    org.assertj.core.api.Assertions.within(SAME * asWritten.makespan()));
        }
    }
}
