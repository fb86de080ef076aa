package org.dltexplorer.core.solver.star;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;

/**
 * Seeded one-port stars returning results, for the search's property tests and its benchmark: A in [0.5, 3], S in
 * [0, maxS], C in [0.05, 1], R in [0.05, 0.5] per worker, V in [1, 10]; the originator computes in three of four.
 */
public final class RandomReturnStars {

    private RandomReturnStars() {
    }

    public static Scenario of(long seed, int m, ActivationOrder order, double maxS) {
        Random r = new Random(seed);
        Map<Integer, ProcessorParams> procs = new HashMap<>();
        Map<Integer, LinkParams> links = new HashMap<>();
        for (int k = 1; k <= m; k++) {
            procs.put(k, ProcessorParams.of(0.5 + 2.5 * r.nextDouble()));
            links.put(k, new LinkParams(maxS * r.nextDouble(), 0.05 + 0.95 * r.nextDouble(), 0.05 + 0.45 * r.nextDouble()));
        }
        boolean own = r.nextInt(4) > 0;
        return new Scenario("random", Notation.ACS, NotationUnits.STANDARD, new Star(m), 1 + 9 * r.nextDouble(),
                ProcessorParams.of(0.5 + 2.5 * r.nextDouble()), procs, LinkParams.of(0, 1), links,
                Strategy.DEFAULT.withOrder(order).withOriginatorComputes(own));
    }
}
