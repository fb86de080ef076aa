package org.dltexplorer.core.solver.memory;

import java.util.Arrays;
import java.util.Locale;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * Root gaps of the memory-star order search on issue 30's family ({@link RandomMemoryStars#tight}): for each seeded
 * star the proven optimum (the exact search), the root bound of the knapsack with setups alone and the root bound
 * raised by the time-indexed LP ({@link OrderSearch#strengthenRootBound}) and the root bound raised by the set bound
 * ({@link OrderSearch#strengthenRootBoundBySets}, stars of at most {@link OrderSearch#SET_WORKERS} workers), each as its
 * gap below the optimum.
 * Node counts and gaps do not depend on the machine's load; the LP's time does.
 *
 * <p>Run: {@code bench/star-root-gaps [m] [first seed] [last seed]} (default 10 1 50).
 */
public final class RootGapBench {

    private RootGapBench() {
    }

    public static void main(String[] args) {
        int m = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        long first = args.length > 1 ? Long.parseLong(args[1]) : 1;
        long last = args.length > 2 ? Long.parseLong(args[2]) : 50;
        int n = (int) (last - first + 1);
        double[] before = new double[n];
        double[] after = new double[n];
        double[] bySets = new double[n];
        System.out.println("| seed | optimum (scaled) | nodes | root gap, knapsack | root gap, with the LP | LP time | root gap, sets |");
        System.out.println("|---|---|---|---|---|---|---|");
        for (long seed = first; seed <= last; seed++) {
            StarWorkers w = StarWorkers.of(RandomMemoryStars.tight(seed, m, ActivationOrder.OPTIMAL));
            OrderSearch.Result exact = new OrderSearch(w, SolveMonitor.NONE).exact();
            double optimum = exact.best().makespan();
            OrderSearch s = new OrderSearch(w, SolveMonitor.NONE);
            s.heuristic(0L);
            double knapsack = s.lowerBound();
            long t0 = System.nanoTime();
            double lp = s.strengthenRootBound(Long.MAX_VALUE);
            double seconds = (System.nanoTime() - t0) / 1e9;
            OrderSearch viaSets = new OrderSearch(w, SolveMonitor.NONE);
            viaSets.heuristic(0L);
            double sets = viaSets.strengthenRootBoundBySets();
            int i = (int) (seed - first);
            bySets[i] = 100 * (optimum - sets) / optimum;
            before[i] = 100 * (optimum - knapsack) / optimum;
            after[i] = 100 * (optimum - lp) / optimum;
            System.out.printf(Locale.ROOT, "| %d | %.6f | %d%s | %.2f %% | %.2f %% | %.2f s | %.2f %% |%n", seed, optimum,
                    exact.nodes(), exact.proven() ? "" : " (not proven)", before[i], after[i], seconds, bySets[i]);
        }
        System.out.printf(Locale.ROOT, "%nm = %d, %d stars: mean root gap %.2f %% (knapsack) -> %.2f %% (with the LP); "
                + "median %.2f %% -> %.2f %%; largest %.2f %% -> %.2f %%%n", m, n, mean(before), mean(after),
                median(before), median(after), Arrays.stream(before).max().orElse(0), Arrays.stream(after).max().orElse(0));
        System.out.printf(Locale.ROOT, "with the set bound (%d workers or fewer): mean %.2f %%, median %.2f %%, largest %.2f %%%n",
                OrderSearch.SET_WORKERS, mean(bySets), median(bySets), Arrays.stream(bySets).max().orElse(0));
    }

    private static double mean(double[] x) {
        return Arrays.stream(x).average().orElse(Double.NaN);
    }

    private static double median(double[] x) {
        double[] s = x.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : 0.5 * (s[s.length / 2 - 1] + s[s.length / 2]);
    }
}
