package org.dltexplorer.core.solver.memory;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;

/** Seeded random stars whose buffers bind and whose startups matter; shared by the order-search tests and benchmark. */
public final class RandomMemoryStars {

    private RandomMemoryStars() {
    }

    /** V = 100, A in [1, 10], C in [0.1, 1], S in [0, 50], buffers V(0.5..2)/m, originator buffer V/(2m). */
    public static Scenario of(long seed, int m, ActivationOrder order) {
        Random rnd = new Random(seed);
        double v = 100;
        Map<Integer, ProcessorParams> procs = new HashMap<>();
        Map<Integer, LinkParams> links = new HashMap<>();
        for (int i = 1; i <= m; i++) {
            procs.put(i, new ProcessorParams(1 + 9 * rnd.nextDouble(), v * (0.5 + 1.5 * rnd.nextDouble()) / m));
            links.put(i, LinkParams.of(50 * rnd.nextDouble(), 0.1 + 0.9 * rnd.nextDouble()));
        }
        procs.put(0, new ProcessorParams(1 + 9 * rnd.nextDouble(), v * 0.5 / m));
        return Scenario.uniform(new Star(m), v, ProcessorParams.of(1), LinkParams.of(0, 1)).withProcessorOverrides(procs)
                .withLinkOverrides(links).withStrategy(Strategy.DEFAULT.withOrder(order));
    }

    /**
     * The peer's family for limited memory (issue 30): S ~ U(0.5, 3), C ~ U(0.2, 2), A ~ U(1, 5), B ~ U(5, 40),
     * V = 0.7 ΣB, the originator not computing. Seven tenths of all buffers must be filled, so the buffers bind and
     * which workers are left out matters.
     */
    public static Scenario tight(long seed, int m, ActivationOrder order) {
        Random rnd = new Random(seed);
        Map<Integer, ProcessorParams> procs = new HashMap<>();
        Map<Integer, LinkParams> links = new HashMap<>();
        double buffers = 0;
        for (int i = 1; i <= m; i++) {
            double s = 0.5 + 2.5 * rnd.nextDouble();
            double c = 0.2 + 1.8 * rnd.nextDouble();
            double a = 1 + 4 * rnd.nextDouble();
            double b = 5 + 35 * rnd.nextDouble();
            buffers += b;
            procs.put(i, new ProcessorParams(a, b));
            links.put(i, LinkParams.of(s, c));
        }
        return Scenario.uniform(new Star(m), 0.7 * buffers, ProcessorParams.of(1), LinkParams.of(0, 1))
                .withProcessorOverrides(procs).withLinkOverrides(links)
                .withStrategy(Strategy.DEFAULT.withOrder(order).withOriginatorComputes(false));
    }
}
