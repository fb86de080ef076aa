package org.dltexplorer.core.solver.star;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;

/**
 * Issue 30's multi-installment family: S ~ U(0.1, 1), C ~ U(0.2, 2), A ~ U(1, 5), V = 100, the originator not
 * computing (as in the peer's memory family), up to {@code n} messages per worker. Seeded.
 */
public final class RandomInstallmentStars {

    private RandomInstallmentStars() {
    }

    public static Scenario of(long seed, int m, int installments, ActivationOrder order) {
        Random rnd = new Random(seed);
        Map<Integer, ProcessorParams> procs = new HashMap<>();
        Map<Integer, LinkParams> links = new HashMap<>();
        for (int i = 1; i <= m; i++) {
            double s = 0.1 + 0.9 * rnd.nextDouble();
            double c = 0.2 + 1.8 * rnd.nextDouble();
            procs.put(i, ProcessorParams.of(1 + 4 * rnd.nextDouble()));
            links.put(i, LinkParams.of(s, c));
        }
        return Scenario.uniform(new Star(m), 100, ProcessorParams.of(1), LinkParams.of(0, 1))
                .withProcessorOverrides(procs).withLinkOverrides(links).withStrategy(Strategy.DEFAULT.withOrder(order)
                        .withInstallments(installments).withOriginatorComputes(false));
    }
}
