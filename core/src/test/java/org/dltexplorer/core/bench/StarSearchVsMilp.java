package org.dltexplorer.core.bench;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.Random;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.memory.PositionAssignmentMilp;
import org.dltexplorer.core.solver.memory.RandomMemoryStars;
import org.dltexplorer.core.solver.memory.StarOrderSearch;

/**
 * Side by side on the same seeded stars: our branch-and-bound for the optimal activation sequence
 * ({@link StarOrderSearch}) and a MILP of the same model ({@link PositionAssignmentMilp}) solved by ojAlgo and/or CBC, each stopped
 * after the same time limit. Two families: the memory star (MNP1 of Drozdowski & Wolniewicz (2003), the instances of
 * {@code StarOrderBench}) and the one-port star without buffers with small startups ({@code S ≤ 0.1}, the hard case
 * of the same search). Prints a Markdown table, one row per instance as it finishes.
 *
 * <p>Run: {@code bench/star-search-vs-milp [--sizes 8,10,12] [--seeds 1] [--limit 120] [--models memory,one-port]
 * [--milp ojalgo,cbc]} ({@code --milp off}: the search alone; {@code cbc} is COIN-OR CBC on the same MILP, from
 * Debian's {@code coinor-cbc}, one thread). Families: {@code memory} ({@code StarOrderBench}'s), {@code memory-tight}
 * (issue 30's: V = 0.7 ΣB, the originator idle, {@link RandomMemoryStars#tight}) and {@code one-port}.
 */
public final class StarSearchVsMilp {

    /** Two exact answers of one instance agree to this relative difference (the MILP's tolerances). */
    private static final double AGREE = 1e-5;

    private StarSearchVsMilp() {
    }

    static Scenario instance(String model, long seed, int m) {
        return switch (model) {
            case "memory" -> RandomMemoryStars.of(seed, m, ActivationOrder.OPTIMAL);
            case "memory-tight" -> RandomMemoryStars.tight(seed, m, ActivationOrder.OPTIMAL);
            case "one-port" -> RandomScenarios.of(new Star(m), new Random(seed), 0.1,
                    Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL));
            default -> throw new IllegalArgumentException("--models: memory, memory-tight or one-port, got " + model);
        };
    }

    public static void main(String[] args) {
        BenchOptions o = new BenchOptions(args, Set.of("--sizes", "--seeds", "--models", "--limit", "--milp"));
        List<Integer> sizes = o.list("--sizes", List.of(8, 10, 12, 14, 16, 18, 20), Integer::valueOf);
        List<Long> seeds = o.list("--seeds", List.of(1L), Long::valueOf);
        List<String> models = o.list("--models", List.of("memory", "one-port"), x -> x);
        long limitSeconds = (long) o.number("--limit", 120);
        List<String> milps = o.list("--milp", List.of("ojalgo"), x -> x).stream().filter(x -> !x.equals("off")).toList();
        for (String x : milps) {
            if (!x.equals("ojalgo") && !x.equals("cbc")) {
                throw new IllegalArgumentException("--milp: ojalgo, cbc (comma-separated) or off, got " + x);
            }
        }
        if (milps.contains("cbc") && !PositionAssignmentMilp.cbcAvailable()) {
            throw new IllegalStateException("--milp cbc: the cbc command is not installed (apt-get install coinor-cbc)");
        }
        long limit = limitSeconds * 1000;
        System.out.printf(Locale.ROOT, "time limit %d s per instance and method; %d processors, JDK %s%n%n", limitSeconds,
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"));
        StringBuilder head = new StringBuilder("| model | m | seed | our search: time | CPU | nodes | makespan | proven |");
        StringBuilder rule = new StringBuilder("|---|---|---|---|---|---|---|---|");
        for (String x : milps) {
            String name = x.equals("cbc") ? "CBC" : "ojAlgo";
            head.append(" MILP (").append(name).append("): time | CPU | makespan | proven | agree | ").append(name)
                    .append(" time / ours | CPU / ours |");
            rule.append("---|---|---|---|---|---|---|");
        }
        System.out.println(head);
        System.out.println(rule);
        for (String model : models) {
            for (int m : sizes) {
                for (long seed : seeds) {
                    row(model, m, seed, limit, milps);
                }
            }
        }
    }

    private static void row(String model, int m, long seed, long limit, List<String> milps) {
        Scenario sc = instance(model, seed, m);
        long t0 = System.nanoTime();
        long c0 = CPU.getCurrentThreadCpuTime();
        StarOrderSearch.Found ours = StarOrderSearch.optimal(sc, SolveMonitor.deadline(limit));
        double oursSeconds = (System.nanoTime() - t0) / 1e9;
        double oursCpu = (CPU.getCurrentThreadCpuTime() - c0) / 1e9;
        boolean oursProven = ours != null && ours.proven();
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "| %s | %d | %d | %s | %.2f s | %d | %.6g | %s |",
                model, m, seed, seconds(oursSeconds, oursProven), oursCpu, ours == null ? 0 : ours.nodes(),
                ours == null ? Double.NaN : ours.makespan(), oursProven ? "yes"
                        : String.format(Locale.ROOT, "no (bound %.6g)", ours == null ? Double.NaN : ours.bound())));
        for (String which : milps) {
            long t1 = System.nanoTime();
            PositionAssignmentMilp.Answer milp = which.equals("cbc") ? PositionAssignmentMilp.solveWithCbc(sc, limit)
                    : PositionAssignmentMilp.solve(sc, limit);
            double milpSeconds = (System.nanoTime() - t1) / 1e9;
            String agree;
            if (ours == null || Double.isNaN(milp.makespan())) {
                agree = "—";
            } else if (oursProven && milp.proven()) {
                agree = Math.abs(ours.makespan() - milp.makespan()) <= AGREE * ours.makespan() ? "yes" : "**no**";
            } else {
                agree = String.format(Locale.ROOT, "MILP − ours = %+.3g %%",
                        100 * (milp.makespan() - ours.makespan()) / ours.makespan());
            }
            // a MILP stopped by the limit took at least that long: the ratio is then a lower bound
            String ratio = !oursProven ? "—"
                    : String.format(Locale.ROOT, "%s%.1f×", milp.proven() ? "" : "≥ ", milpSeconds / oursSeconds);
            String cpuRatio = !oursProven || Double.isNaN(milp.cpuSeconds()) ? "—"
                    : String.format(Locale.ROOT, "%s%.1f×", milp.proven() ? "" : "≥ ", milp.cpuSeconds() / oursCpu);
            line.append(String.format(Locale.ROOT, " %s | %s | %s | %s | %s | %s | %s |", seconds(milpSeconds, milp.proven()),
                    Double.isNaN(milp.cpuSeconds()) ? "—" : String.format(Locale.ROOT, "%.2f s", milp.cpuSeconds()),
                    Double.isNaN(milp.makespan()) ? "none" : String.format(Locale.ROOT, "%.6g", milp.makespan()),
                    milp.proven() ? "yes" : "no (" + milp.state() + ")", agree, ratio, cpuRatio));
        }
        System.out.println(line);
        System.out.flush();
    }

    /** CPU time of the calling thread, where our search runs: on a loaded machine it measures the work, not the load. */
    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();

    private static String seconds(double s, boolean proven) {
        return proven ? String.format(Locale.ROOT, "%.2f s", s) : String.format(Locale.ROOT, "not proven in %.0f s", s);
    }
}
