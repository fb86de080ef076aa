package org.dltexplorer.core.solver.memory;

import java.util.Arrays;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * The order search of a one-port star, for solvers outside this package. A one-port star without buffers
 * (Błażewicz & Drozdowski 1997, §3, eq. (10)) is problem MNP1 of Drozdowski & Wolniewicz (2003), eqs. (6)–(12),
 * with every {@code B_i = ∞}: for a fixed sequence LP1's optimum lets the used workers finish together, which is the
 * paper's eq. (10), and MNP1 chooses the subset and the order. So both stars share one branch-and-bound
 * ({@link OrderSearch}); the buffers are simply infinite in {@link StarWorkers} when the scenario has none.
 */
public final class StarOrderSearch {

    private StarOrderSearch() {
    }

    /**
     * What the search found, in the scenario's units.
     *
     * @param served worker ids (1..m) in service order
     * @param makespan the makespan of that sequence (LP1)
     * @param proven whether the search completed, so the sequence is optimal
     * @param bound a proven lower bound on the makespan of every sequence (the makespan itself when proven)
     * @param nodes nodes explored by the branch-and-bound (0 for the heuristic)
     */
    public record Found(int[] served, double makespan, boolean proven, double bound, long nodes) {

        public Found {
            served = served.clone();
        }

        @Override
        public int[] served() {
            return served.clone();
        }
    }

    /** The best sequence by branch-and-bound (stopped by {@code monitor}); null when no sequence holds the load. */
    public static Found optimal(Scenario scenario, SolveMonitor monitor) {
        StarWorkers w = StarWorkers.of(scenario);
        return found(w, new OrderSearch(w, monitor).exact());
    }

    /** Workers beyond which no bound is computed: each of its bisection steps sorts the workers. */
    public static final int BOUND_LIMIT = 10_000;

    /**
     * A proven lower bound on the makespan of every sequence of the star's workers (the search's root relaxation),
     * in the scenario's time units; NaN beyond {@value #BOUND_LIMIT} workers.
     */
    public static double lowerBound(Scenario scenario) {
        StarWorkers w = StarWorkers.of(scenario);
        if (w.m > BOUND_LIMIT) {
            return Double.NaN;
        }
        return new OrderSearch(w, SolveMonitor.NONE).lowerBound() * w.timeUnit;
    }

    private static Found found(StarWorkers w, OrderSearch.Result r) {
        if (r.best() == null) {
            return null;
        }
        int[] seq = r.best().sequence();
        int[] ids = Arrays.stream(seq).map(StarWorkers::id).toArray();
        return new Found(ids, r.best().makespan() * w.timeUnit, r.proven(), r.bound() * w.timeUnit, r.nodes());
    }
}
