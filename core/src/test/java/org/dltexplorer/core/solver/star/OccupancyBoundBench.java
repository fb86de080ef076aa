package org.dltexplorer.core.solver.star;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * The port-occupancy bound ({@link InstallmentOccupancyBound}) at one deadline of one of issue 30's multi-installment
 * stars ({@link RandomInstallmentStars}, originator idle), priced by the branch and bound over cell ranges
 * ({@link CellRangePricing}, decision 0023) or by the cell enumeration ({@link CellEnumerationPricing}): the least
 * priced load (below {@code V} refutes the deadline), the cutting-plane rounds, the wall time and the LPs solved, with
 * the load average. One deadline per JVM, so the JIT starts cold each time, as in a first solve.
 *
 * <p>Run: {@code bench/installment-occupancy-bound seed deadline [cells] [ranges|enumeration] [limit seconds]
 * [workers] [installments]} (default 16 cells, ranges, 600 s, m = 12, n = 3).
 */
public final class OccupancyBoundBench {

    private OccupancyBoundBench() {
    }

    public static void main(String[] args) throws Exception {
        long seed = Long.parseLong(args[0]);
        double deadline = Double.parseDouble(args[1]);
        int cells = args.length > 2 ? Integer.parseInt(args[2]) : InstallmentOccupancyBound.CELLS;
        boolean ranges = args.length <= 3 || args[3].equals("ranges");
        long limit = args.length > 4 ? Long.parseLong(args[4]) : 600;
        int m = args.length > 5 ? Integer.parseInt(args[5]) : 12;
        int n = args.length > 6 ? Integer.parseInt(args[6]) : 3;
        InstallmentStar star = InstallmentStar.of(RandomInstallmentStars.of(seed, m, n, ActivationOrder.OPTIMAL), n);
        CellRangePricing byRanges = new CellRangePricing();
        CellEnumerationPricing byCells = new CellEnumerationPricing();
        InstallmentOccupancyBound bound = new InstallmentOccupancyBound(star, cells, ranges ? byRanges : byCells);
        long t0 = System.nanoTime();
        double least = bound.leastPricedLoad(deadline, star.load(), SolveMonitor.deadline(limit * 1000));
        double seconds = (System.nanoTime() - t0) / 1e9;
        String load = Files.readString(Path.of("/proc/loadavg")).trim();
        System.out.println(String.format(Locale.ROOT,
                "m = %d, n = %d, seed %d, D = %s, %d cells, %s pricing: least priced load %.4f (V = %.1f, %s); "
                        + "%d rounds, %.1f s, %d LPs; load average %s",
                m, n, seed, args[1], cells, ranges ? "ranges" : "enumeration", least, star.load(),
                least < star.load() ? "refuted" : "not refuted", bound.rounds(), seconds,
                ranges ? byRanges.programs() : byCells.programs(), load));
    }
}
