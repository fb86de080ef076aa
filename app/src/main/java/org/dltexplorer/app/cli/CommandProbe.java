package org.dltexplorer.app.cli;

import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where a command's time goes, for benchmarks: with {@code -Ddlt.startup.probe=true} (the property that makes the
 * window report its start-up phases) a command notes when each of its phases ends, counted from the process's start
 * (wall time, and the process's CPU time over all threads, JIT and GC included), and prints them on one line of
 * standard error as it exits. Without the property it records nothing and costs nothing: a command's output never
 * changes.
 */
public final class CommandProbe {

    private static final boolean ON = Boolean.getBoolean("dlt.startup.probe");
    private static final Map<String, String> PHASES = new LinkedHashMap<>();

    private CommandProbe() {
    }

    /** Notes that a phase ended now. */
    public static void mark(String phase) {
        if (ON) {
            ProcessHandle.Info self = ProcessHandle.current().info();
            long wall = self.startInstant().map(t -> Duration.between(t, Instant.now()).toMillis()).orElse(-1L);
            long cpu = self.totalCpuDuration().map(Duration::toMillis).orElse(-1L);
            PHASES.put(phase, wall + " (cpu " + cpu + ")");
        }
    }

    /** Prints the phases noted, if any, on {@code err}: {@code dlt command, ms from process start (process CPU ms): …}. */
    public static void report(PrintStream err) {
        if (ON && !PHASES.isEmpty()) {
            StringBuilder line = new StringBuilder("dlt command, ms from process start (process CPU ms):");
            PHASES.forEach((phase, ms) -> line.append(' ').append(phase).append(" = ").append(ms).append(';'));
            err.println(line);
        }
    }
}
