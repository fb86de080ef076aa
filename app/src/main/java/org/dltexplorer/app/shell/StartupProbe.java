package org.dltexplorer.app.shell;

import java.lang.management.ManagementFactory;
import java.util.LinkedHashMap;
import java.util.Map;

import javafx.animation.AnimationTimer;
import javafx.application.Platform;

/**
 * Measures the start-up for {@code bench/startup}: with {@code -Ddlt.startup.probe=true} the application notes when
 * each phase ends, counted from the JVM's start, prints them on standard error when the main window's first frame
 * has been drawn, and exits. Without the property it records nothing.
 */
final class StartupProbe {

    static final boolean ON = Boolean.getBoolean("dlt.startup.probe");
    private static final Map<String, String> PHASES = new LinkedHashMap<>();

    private StartupProbe() {
    }

    /** Notes that a phase ended now. */
    static void mark(String phase) {
        if (ON) {
            long wall = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
            // the process's CPU time (every thread, JIT and GC included) depends less on the machine's load
            long cpu = ProcessHandle.current().info().totalCpuDuration().map(java.time.Duration::toMillis).orElse(-1L);
            PHASES.put(phase, wall + " (cpu " + cpu + ")");
        }
    }

    /** After the window is shown: waits for two frames (the first one drawn), then reports and exits. */
    static void reportAfterFirstFrame() {
        if (!ON) {
            return;
        }
        new AnimationTimer() {
            private int frames;

            @Override
            public void handle(long now) {
                if (++frames == 2) {
                    stop();
                    mark("first frame drawn");
                    StringBuilder line = new StringBuilder("dlt startup, ms from JVM start (process CPU ms):");
                    PHASES.forEach((phase, ms) -> line.append(' ').append(phase).append(" = ").append(ms).append(';'));
                    System.err.println(line);
                    Platform.exit();
                }
            }
        }.start();
    }
}
