package org.dltexplorer.app.shell;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

import org.dltexplorer.core.model.Scenario;

/**
 * A copy of the unsaved scenario, written a moment after each edit to a per-user folder and removed once the work is
 * saved or knowingly discarded; after a crash the next start finds it and offers it back. Each running window writes
 * its own file (named by process id), so a copy whose process is gone is an orphan worth offering.
 */
public final class RecoveryStore {

    /** Pause after the last edit before the copy is written: a slider drag writes once, not per frame. */
    public static final long DELAY_MILLIS = 1500;

    private static final String PREFIX = "recovery-";

    /** A copy left by a window that did not close normally. */
    public record Orphan(Path file, Scenario scenario, Path origin, Instant written) {
    }

    private final Path dir;
    private final long pid;
    private final ScenarioFiles files = new ScenarioFiles();
    private ScheduledExecutorService timer;
    private ScheduledFuture<?> pending;

    /** @param dir the folder for recovery copies, or null to keep none (tests) */
    public RecoveryStore(Path dir, long pid) {
        this.dir = dir;
        this.pid = pid;
    }

    /** Keeps no copies. */
    public static RecoveryStore disabled() {
        return new RecoveryStore(null, 0);
    }

    /**
     * The user's folder: {@code $XDG_STATE_HOME/dlt-explorer/recovery}, else {@code ~/.dlt-explorer/recovery}; the
     * system property {@code dlt.recovery.dir} overrides it (tests).
     */
    public static RecoveryStore forUser() {
        String override = System.getProperty("dlt.recovery.dir");
        if (override != null && !override.isBlank()) {
            return new RecoveryStore(Path.of(override), ProcessHandle.current().pid());
        }
        String xdg = System.getenv("XDG_STATE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg, "dlt-explorer")
                : Path.of(System.getProperty("user.home"), ".dlt-explorer");
        return new RecoveryStore(base.resolve("recovery"), ProcessHandle.current().pid());
    }

    /** Writes the copy after {@link #DELAY_MILLIS} unless another edit comes first. */
    public synchronized void scheduleSave(Scenario s, Path origin) {
        if (dir == null) {
            return;
        }
        if (timer == null) {
            timer = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "recovery-copy");
                t.setDaemon(true);
                return t;
            });
        }
        if (pending != null) {
            pending.cancel(false);
        }
        pending = timer.schedule(() -> {
            try {
                saveNow(s, origin);
            } catch (IOException e) {
                // a recovery copy is a safety net: a full disk must not interrupt the user's work
            }
        }, DELAY_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Writes the copy at once. */
    public synchronized void saveNow(Scenario s, Path origin) throws IOException {
        if (dir == null) {
            return;
        }
        Files.createDirectories(dir);
        files.write(s, scenarioFile(pid));
        Files.writeString(originFile(pid), origin == null ? "" : origin.toAbsolutePath().toString(), StandardCharsets.UTF_8);
    }

    /** Removes this window's copy (the work was saved, or the user chose not to keep it). */
    public synchronized void clear() {
        if (pending != null) {
            pending.cancel(false);
            pending = null;
        }
        if (dir != null) {
            delete(pid);
        }
    }

    /** The newest copy left by a process that is no longer running. */
    public Optional<Orphan> orphan() {
        if (dir == null || !Files.isDirectory(dir)) {
            return Optional.empty();
        }
        List<Orphan> found = new ArrayList<>();
        try (var list = Files.list(dir)) {
            for (Path f : list.toList()) {
                String name = f.getFileName().toString();
                if (!name.startsWith(PREFIX) || !name.endsWith(".json")) {
                    continue;
                }
                long owner;
                try {
                    owner = Long.parseLong(name.substring(PREFIX.length(), name.length() - ".json".length()));
                } catch (NumberFormatException e) {
                    continue;
                }
                if (owner == pid || ProcessHandle.of(owner).map(ProcessHandle::isAlive).orElse(false)) {
                    continue;
                }
                try {
                    String origin = Files.exists(originFile(owner)) ? Files.readString(originFile(owner)).strip() : "";
                    found.add(new Orphan(f, files.read(f), origin.isEmpty() ? null : Path.of(origin),
                            Files.getLastModifiedTime(f).toInstant()));
                } catch (IOException | IllegalArgumentException e) {
                    delete(owner); // unreadable: nothing to offer
                }
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return found.stream().max(Comparator.comparing(Orphan::written));
    }

    /** Removes an orphan once it was offered (restored or declined). */
    public void discard(Orphan o) {
        String name = o.file().getFileName().toString();
        delete(Long.parseLong(name.substring(PREFIX.length(), name.length() - ".json".length())));
    }

    private void delete(long owner) {
        try {
            Files.deleteIfExists(scenarioFile(owner));
            Files.deleteIfExists(originFile(owner));
        } catch (IOException e) {
            // left behind: offered again next time, which is harmless
        }
    }

    private Path scenarioFile(long owner) {
        return dir.resolve(PREFIX + owner + ".json");
    }

    private Path originFile(long owner) {
        return dir.resolve(PREFIX + owner + ".origin");
    }

    /** The folder (null when disabled). */
    public Path directory() {
        return dir;
    }
}
