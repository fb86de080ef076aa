package org.dltexplorer.core.solver.karytree;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;

/** Seeded heterogeneous K-ary tree scenarios: per-processor {@code A} and per-link {@code C}, {@code R}. */
final class RandomKaryScenarios {

    private RandomKaryScenarios() {
    }

    /**
     * A tree with {@code 1 <= L <= maxLevels}, {@code 1 <= K <= maxArity}, {@code A ∈ [0.5, 2]},
     * {@code C ∈ [0.005, 0.2]} and {@code R ∈ [0, rMax]} per link, load {@code V ∈ [0.5, 5]}.
     */
    static Scenario of(long seed, int maxLevels, int maxArity, double rMax, KaryPolicy policy) {
        Random rnd = new Random(seed);
        KaryTree tree = new KaryTree(1 + rnd.nextInt(maxLevels), 1 + rnd.nextInt(maxArity));
        Map<Integer, ProcessorParams> processors = new HashMap<>();
        Map<Integer, LinkParams> links = new HashMap<>();
        for (int i = 0; i < tree.size(); i++) {
            processors.put(i, ProcessorParams.of(0.5 + 1.5 * rnd.nextDouble()));
            if (i > 0) {
                links.put(i, new LinkParams(0.0, 0.005 + 0.195 * rnd.nextDouble(), rMax * rnd.nextDouble()));
            }
        }
        double load = 0.5 + 4.5 * rnd.nextDouble();
        return Scenario.uniform(tree, load, ProcessorParams.of(1.0), new LinkParams(0, 0.05, 0.01))
                .withProcessorOverrides(processors).withLinkOverrides(links)
                .withStrategy(Strategy.DEFAULT.withSchedule(policy));
    }
}
