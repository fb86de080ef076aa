package org.dltexplorer.core.solver.star;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.invariance.MultiInstallmentOracleTest;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.solver.RandomScenarios;

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

    /** A star of one worker of the family, {@code n} messages at most, for checking a bound's per-worker program. */
    static InstallmentStar oneWorker(Random r, int n) {
        return InstallmentStar.of(of(r.nextLong(), 1, n, ActivationOrder.OPTIMAL), n);
    }

    /** A star to check a bound against the brute force, with its best makespan over every message sequence. */
    record Solved(Scenario scenario, InstallmentStar star, double optimum) {
    }

    /**
     * A small star, in turn of the family or random ({@link RandomScenarios}, the originator computing or not,
     * computing while receiving or not), of 1 to {@code maxWorkers} workers and 2 to {@code maxInstallments} messages,
     * solved by {@link MultiInstallmentOracleTest}'s brute force.
     */
    static Solved solved(Random r, int i, int maxWorkers, int maxInstallments) {
        int m = 1 + r.nextInt(maxWorkers);
        int n = 2 + r.nextInt(maxInstallments - 1);
        Scenario sc = i % 2 == 0 ? of(r.nextLong(), m, n, ActivationOrder.OPTIMAL)
                : RandomScenarios.of(new Star(m), r, 0.3, Strategy.DEFAULT.withPorts(Ports.ONE).withInstallments(n)
                .withOriginatorComputes(r.nextBoolean()).withComputeWhileReceiving(r.nextInt(3) > 0 ? null : false));
        return new Solved(sc, InstallmentStar.of(sc, n), MultiInstallmentOracleTest.bestSequence(sc));
    }
}
