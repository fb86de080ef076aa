package org.dltexplorer.core.bench;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.star.MultiInstallmentStarSolver;
import org.dltexplorer.core.solver.star.RandomInstallmentStars;

/**
 * The multi-installment star's exact sequence search ({@link MultiInstallmentStarSolver}, {@code optimal}) on issue
 * 30's seeded family ({@link RandomInstallmentStars}), stopped after the time limit: time, makespan, proven bound and
 * the gap between them, and the nodes (sequences) explored, read from the schedule's note. Prints a Markdown table.
 *
 * <p>Run: {@code bench/installment-search [--sizes 12] [--installments 3] [--seeds 1,2,3] [--limit 60]}.
 */
public final class InstallmentSearchBench {

    private InstallmentSearchBench() {
    }

    public static void main(String[] args) {
        BenchOptions o = new BenchOptions(args, Set.of("--sizes", "--installments", "--seeds", "--limit"));
        List<Integer> sizes = o.list("--sizes", List.of(12), Integer::valueOf);
        List<Integer> installments = o.list("--installments", List.of(3), Integer::valueOf);
        List<Long> seeds = o.list("--seeds", List.of(1L, 2L, 3L), Long::valueOf);
        long limit = (long) (o.number("--limit", 60) * 1000);
        System.out.printf(Locale.ROOT, "time limit %d s per instance; %d processors, JDK %s%n%n", limit / 1000,
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"));
        System.out.println("| m | n | seed | time | makespan | bound | gap | proven | nodes | messages |");
        System.out.println("|---|---|---|---|---|---|---|---|---|---|");
        MultiInstallmentStarSolver solver = new MultiInstallmentStarSolver();
        for (int m : sizes) {
            for (int n : installments) {
                for (long seed : seeds) {
                    Scenario sc = RandomInstallmentStars.of(seed, m, n, ActivationOrder.OPTIMAL);
                    long t0 = System.nanoTime();
                    Schedule s = solver.solve(sc, SolveMonitor.deadline(limit));
                    double seconds = (System.nanoTime() - t0) / 1e9;
                    boolean proven = s.status() == Status.OPTIMAL;
                    double bound = proven ? s.makespan() : s.bound();
                    String nodes = "—";
                    String messages = "—";
                    for (String note : s.notes()) {
                        if (note.startsWith("message sequence")) {
                            messages = note.replaceAll(".*\\((\\d+) messages.*", "$1");
                            if (note.matches(".*: \\d+ nodes.*")) {
                                nodes = note.replaceAll(".*: (\\d+) nodes.*", "$1");
                            }
                        }
                    }
                    System.out.printf(Locale.ROOT, "| %d | %d | %d | %.1f s | %.6g | %.6g | %.2f %% | %s | %s | %s |%n", m,
                            n, seed, seconds, s.makespan(), bound, 100 * (s.makespan() - bound) / s.makespan(),
                            proven ? "yes" : "no", nodes, messages);
                    System.out.flush();
                }
            }
        }
    }
}
