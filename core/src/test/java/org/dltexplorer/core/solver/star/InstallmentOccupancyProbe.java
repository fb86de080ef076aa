package org.dltexplorer.core.solver.star;

import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * Measures the occupancy bound ({@link InstallmentOccupancyBound}) at one deadline of one of issue 30's stars
 * ({@link RandomInstallmentStars}, n = 3): each worker's pricing ({@link CellEnumerationPricing}) at the demand bound's
 * prices (value, upper value, LPs, time), then the cutting planes to a refutation or their end (docs/benchmarks.md,
 * session 15). Not a test.
 *
 * <p>Run on the core test classpath (as {@code bench/installment-search} does):
 * {@code java -cp … org.dltexplorer.core.solver.star.InstallmentOccupancyProbe SEED DEADLINE CELLS [WORKERS]},
 * e.g. {@code 1 56.20 16 12}.
 */
public final class InstallmentOccupancyProbe {

    private InstallmentOccupancyProbe() {
    }

    public static void main(String[] args) {
        long seed = Long.parseLong(args[0]);
        double deadline = Double.parseDouble(args[1]);
        int cells = Integer.parseInt(args[2]);
        int m = args.length > 3 ? Integer.parseInt(args[3]) : 12;
        InstallmentStar star = InstallmentStar.of(RandomInstallmentStars.of(seed, m, 3, ActivationOrder.OPTIMAL), 3);
        CellEnumerationPricing pricing = new CellEnumerationPricing();
        InstallmentOccupancyBound bound = new InstallmentOccupancyBound(star, cells, pricing);
        long t0 = System.nanoTime();
        double[] mu = bound.seed(deadline, SolveMonitor.NONE);
        System.out.printf("demand bound's prices on %d points: %.2f s%n", cells, (System.nanoTime() - t0) / 1e9);
        double[] ends = bound.cellEnds(deadline);
        double total = 0;
        for (double price : mu) {
            total += price * deadline / cells;
        }
        for (int w = 1; w <= star.workers(); w++) {
            long t = System.nanoTime();
            long before = pricing.programs();
            OccupancyPricing.Priced p = pricing.price(star, w, deadline, ends, mu);
            total += p.upper();
            System.out.printf("worker %d: value %.5f, upper %.5f, %d messages, %d LPs, %.3f s%n", w, p.value(),
                    p.upper(), p.plan().messages(), pricing.programs() - before, (System.nanoTime() - t) / 1e9);
        }
        System.out.printf("priced load at those prices: %.4f %% of V%n", 100 * total / star.load());
        t0 = System.nanoTime();
        long lps = pricing.programs();
        double least = bound.leastPricedLoad(deadline, star.load() * (1 - 1e-9), SolveMonitor.NONE);
        System.out.printf("cutting planes: %.4f %% of V (below 100 refutes %s), %d rounds, %d LPs, %.1f s%n",
                100 * least / star.load(), deadline, bound.rounds(), pricing.programs() - lps,
                (System.nanoTime() - t0) / 1e9);
    }
}
