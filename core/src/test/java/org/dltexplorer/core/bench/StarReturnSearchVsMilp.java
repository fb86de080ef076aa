package org.dltexplorer.core.bench;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.SolveOptions;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.star.FifoReturnMilp;
import org.dltexplorer.core.solver.star.RandomReturnStars;
import org.dltexplorer.core.solver.star.StarReturnSolver;

/**
 * Proof times of the one-port star with FIFO returns ({@link StarReturnSolver}) on seeded stars
 * ({@link RandomReturnStars}): the given order (which workers to serve) and {@code optimal} (orders and subsets),
 * each solve stopped after the time limit; for the given order, side by side with ojAlgo's MILP of the same model
 * ({@link FifoReturnMilp}). Prints a Markdown table, one row per instance as it finishes.
 *
 * <p>Run: {@code bench/star-returns-search [--sizes 10,15,20,30] [--seeds 1,2,3] [--orders given,optimal]
 * [--maxS 1] [--limit 60] [--milp off]}.
 */
public final class StarReturnSearchVsMilp {

    private static final double AGREE = 1e-5;
    private static final Pattern NODES = Pattern.compile("(\\d+) nodes");

    private StarReturnSearchVsMilp() {
    }

    public static void main(String[] args) {
        BenchOptions o = new BenchOptions(args, Set.of("--sizes", "--seeds", "--orders", "--maxS", "--limit", "--milp"));
        List<Integer> sizes = o.list("--sizes", List.of(10, 15, 20, 30), Integer::valueOf);
        List<Long> seeds = o.list("--seeds", List.of(1L, 2L, 3L), Long::valueOf);
        List<String> orders = o.list("--orders", List.of("given", "optimal"), x -> x);
        double maxS = o.number("--maxS", 1.0);
        long limitSeconds = (long) o.number("--limit", 60);
        boolean milp = o.on("--milp");
        long limit = limitSeconds * 1000;
        // one solve before the table: the first row would otherwise time the JIT compiler
        new StarReturnSolver().solve(RandomReturnStars.of(0, 12, ActivationOrder.OPTIMAL, maxS));
        System.out.printf(Locale.ROOT, "time limit %d s per solve; S in [0, %s]; %d processors, JDK %s%n%n", limitSeconds,
                maxS, Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"));
        System.out.println("| order | m | seed | served | our search: time | nodes | makespan | proven (gap) | MILP (ojAlgo): time | makespan | proven | agree |");
        System.out.println("|---|---|---|---|---|---|---|---|---|---|---|---|");
        for (String order : orders) {
            for (int m : sizes) {
                for (long seed : seeds) {
                    row(order, m, seed, maxS, limit, milp && order.equals("given"));
                }
            }
        }
    }

    private static void row(String order, int m, long seed, double maxS, long limit, boolean withMilp) {
        ActivationOrder rule = order.equals("optimal") ? ActivationOrder.OPTIMAL : ActivationOrder.GIVEN;
        Scenario sc = RandomReturnStars.of(seed, m, rule, maxS);
        SolveMonitor monitor = new SolveOptions(java.time.Duration.ofMillis(limit)).monitor(SolveMonitor.NONE);
        long t0 = System.nanoTime();
        Schedule s = new StarReturnSolver().solve(sc, monitor);
        double seconds = (System.nanoTime() - t0) / 1e9;
        boolean proven = s.status() == Status.OPTIMAL;
        long served = s.shares().stream().skip(1).filter(sh -> sh.load() > 0).count();
        String nodes = s.notes().stream().map(NODES::matcher).filter(Matcher::find).map(x -> x.group(1)).findFirst().orElse("—");
        String milpTime = "—";
        String milpMakespan = "—";
        String milpProven = "—";
        String agree = "—";
        if (withMilp) {
            long t1 = System.nanoTime();
            FifoReturnMilp.Answer a = FifoReturnMilp.solve(sc, limit);
            double ms = (System.nanoTime() - t1) / 1e9;
            milpTime = time(ms, a.proven());
            milpMakespan = Double.isNaN(a.makespan()) ? "none" : String.format(Locale.ROOT, "%.6g", a.makespan());
            milpProven = a.proven() ? "yes" : "no (" + a.state() + ")";
            if (!Double.isNaN(a.makespan())) {
                agree = proven && a.proven()
                        ? (Math.abs(a.makespan() - s.makespan()) <= AGREE * s.makespan() ? "yes" : "**no**")
                        : String.format(Locale.ROOT, "MILP − ours = %+.3g %%", 100 * (a.makespan() - s.makespan()) / s.makespan());
            }
        }
        System.out.printf(Locale.ROOT, "| %s | %d | %d | %d | %s | %s | %.6g | %s | %s | %s | %s | %s |%n", order, m, seed,
                served, time(seconds, proven), nodes, s.makespan(),
                proven ? "yes" : String.format(Locale.ROOT, "no (gap %.2g %%)", 100 * s.gap()), milpTime, milpMakespan,
                milpProven, agree);
        System.out.flush();
    }

    private static String time(double s, boolean proven) {
        return proven ? String.format(Locale.ROOT, "%.2f s", s) : String.format(Locale.ROOT, "not proven in %.0f s", s);
    }
}
