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
 * ({@link StarOrderSearch}) and ojAlgo's MILP of the same model ({@link PositionAssignmentMilp}), each stopped
 * after the same time limit. Two families: the memory star (MNP1 of Drozdowski & Wolniewicz (2003), the instances of
 * {@code StarOrderBench}) and the one-port star without buffers with small startups ({@code S ≤ 0.1}, the hard case
 * of the same search). Prints a Markdown table, one row per instance as it finishes.
 *
 * <p>Run: {@code bench/star-search-vs-milp [--sizes 8,10,12] [--seeds 1] [--limit 120] [--models memory,one-port]
 * [--milp off]}.
 */
public final class StarSearchVsMilp {

    /** Two exact answers of one instance agree to this relative difference (the MILP's tolerances). */
    private static final double AGREE = 1e-5;

    private StarSearchVsMilp() {
    }

    static Scenario instance(String model, long seed, int m) {
        return switch (model) {
            case "memory" -> RandomMemoryStars.of(seed, m, ActivationOrder.OPTIMAL);
            case "one-port" -> RandomScenarios.of(new Star(m), new Random(seed), 0.1,
                    Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL));
            default -> throw new IllegalArgumentException("--models: memory or one-port, got " + model);
        };
    }

    public static void main(String[] args) {
        BenchOptions o = new BenchOptions(args, Set.of("--sizes", "--seeds", "--models", "--limit", "--milp"));
        List<Integer> sizes = o.list("--sizes", List.of(8, 10, 12, 14, 16, 18, 20), Integer::valueOf);
        List<Long> seeds = o.list("--seeds", List.of(1L), Long::valueOf);
        List<String> models = o.list("--models", List.of("memory", "one-port"), x -> x);
        long limitSeconds = (long) o.number("--limit", 120);
        boolean milp = o.on("--milp");
        long limit = limitSeconds * 1000;
        System.out.printf(Locale.ROOT, "time limit %d s per instance and method; %d processors, JDK %s%n%n", limitSeconds,
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"));
        System.out.println("| model | m | seed | our search: time | nodes | makespan | proven | MILP (ojAlgo): time | makespan | proven | agree |");
        System.out.println("|---|---|---|---|---|---|---|---|---|---|---|");
        for (String model : models) {
            for (int m : sizes) {
                for (long seed : seeds) {
                    row(model, m, seed, limit, milp);
                }
            }
        }
    }

    private static void row(String model, int m, long seed, long limit, boolean withMilp) {
        Scenario sc = instance(model, seed, m);
        long t0 = System.nanoTime();
        StarOrderSearch.Found ours = StarOrderSearch.optimal(sc, SolveMonitor.deadline(limit));
        double oursSeconds = (System.nanoTime() - t0) / 1e9;
        long t1 = System.nanoTime();
        PositionAssignmentMilp.Answer milp = withMilp ? PositionAssignmentMilp.solve(sc, limit)
                : new PositionAssignmentMilp.Answer(Double.NaN, false, "not run");
        double milpSeconds = (System.nanoTime() - t1) / 1e9;
        String agree;
        if (ours == null || Double.isNaN(milp.makespan())) {
            agree = "—";
        } else if (ours.proven() && milp.proven()) {
            agree = Math.abs(ours.makespan() - milp.makespan()) <= AGREE * ours.makespan() ? "yes" : "**no**";
        } else {
            agree = String.format(Locale.ROOT, "MILP − ours = %+.3g %%", 100 * (milp.makespan() - ours.makespan()) / ours.makespan());
        }
        System.out.printf(Locale.ROOT, "| %s | %d | %d | %s | %d | %.6g | %s | %s | %s | %s | %s |%n", model, m, seed,
                seconds(oursSeconds, ours != null && ours.proven()), ours == null ? 0 : ours.nodes(),
                ours == null ? Double.NaN : ours.makespan(), ours != null && ours.proven() ? "yes"
                        : String.format(Locale.ROOT, "no (bound %.6g)", ours == null ? Double.NaN : ours.bound()),
                seconds(milpSeconds, milp.proven()), Double.isNaN(milp.makespan()) ? "none" : String.format(Locale.ROOT, "%.6g", milp.makespan()),
                milp.proven() ? "yes" : "no (" + milp.state() + ")", agree);
        System.out.flush();
    }

    private static String seconds(double s, boolean proven) {
        return proven ? String.format(Locale.ROOT, "%.2f s", s) : String.format(Locale.ROOT, "not proven in %.0f s", s);
    }
}
