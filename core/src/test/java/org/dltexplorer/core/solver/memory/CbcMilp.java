package org.dltexplorer.core.solver.memory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Runs COIN-OR CBC (Debian's {@code coinor-cbc}, the {@code cbc} command) on a {@link MixedIntegerModel}: for the
 * benchmark only, never a run-time dependency of the product. One thread, a wall-clock limit.
 */
final class CbcMilp {

    /**
     * What CBC answered: its best objective (NaN when none), whether it proved it, its status line, and the CPU
     * seconds it reports (NaN when its log has none): on a loaded machine CPU time compares solvers where wall-clock
     * time measures the load.
     */
    record Answer(double objective, boolean proven, String state, double cpuSeconds) {
        Answer(double objective, boolean proven, String state) {
            this(objective, proven, state, Double.NaN);
        }
    }

    private CbcMilp() {
    }

    /** Whether the {@code cbc} command runs here. */
    static boolean available() {
        try {
            Process p = new ProcessBuilder("cbc", "-quit").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    static Answer solve(MixedIntegerModel model, long limitMillis) {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("cbc");
            Path lp = dir.resolve("model.lp");
            Path sol = dir.resolve("model.sol");
            Files.writeString(lp, model.toLpFormat(), StandardCharsets.US_ASCII);
            Process p = new ProcessBuilder(List.of("cbc", lp.toString(), "timeMode", "elapsed", "sec",
                    String.format(Locale.ROOT, "%.1f", limitMillis / 1000.0), "threads", "1", "solve", "solution",
                    sol.toString())).redirectErrorStream(true).redirectOutput(dir.resolve("log.txt").toFile()).start();
            p.waitFor();
            if (!Files.exists(sol)) {
                return new Answer(Double.NaN, false, "no solution file (see the CBC log)");
            }
            String first = Files.readAllLines(sol).get(0).trim();
            // e.g. "Optimal - objective value 2.86" or "Stopped on time - objective value 2.9"
            int at = first.indexOf("objective value");
            double value = at < 0 ? Double.NaN : Double.parseDouble(first.substring(at + 15).trim());
            boolean infeasible = first.startsWith("Infeasible") || first.contains("no integer solution");
            return new Answer(infeasible ? Double.NaN : value, first.startsWith("Optimal"), first,
                    cpuSeconds(dir.resolve("log.txt")));
        } catch (IOException e) {
            return new Answer(Double.NaN, false, "cbc failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Answer(Double.NaN, false, "interrupted");
        } finally {
            delete(dir);
        }
    }

    /** The last "Total time (CPU seconds): x" of CBC's log, NaN when there is none. */
    private static double cpuSeconds(Path log) throws IOException {
        double cpu = Double.NaN;
        for (String line : Files.readAllLines(log)) {
            int at = line.indexOf("Total time (CPU seconds):");
            if (at >= 0) {
                String[] words = line.substring(at + 25).trim().split("\\s+");
                cpu = Double.parseDouble(words[0]);
            }
        }
        return cpu;
    }

    private static void delete(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException e) {
            // a temporary directory left behind is harmless
        }
    }
}
