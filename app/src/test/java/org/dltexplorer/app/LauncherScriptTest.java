package org.dltexplorer.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The POSIX launcher {@code bin/dlt} (decision 0017): which JVM options a command and the window get, where the jar
 * comes from, and the class-data archive's life (written by a successful command only, used when its length is
 * right, deleted unread when not). The script runs a stand-in {@code java} that records its arguments and, like the
 * JVM, writes the archive it is asked to dump, so no jar needs to be built. {@code bin\dlt.cmd} is not run here: no
 * {@code cmd.exe} on the build machines.
 */
@Timeout(60)
class LauncherScriptTest {

    @TempDir
    Path dir;

    private Path jar;
    private Path cache;
    private Path record;

    @BeforeEach
    void standInJava() throws IOException {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "no /bin/sh: the POSIX launcher is not tested here");
        Path bin = Files.createDirectories(dir.resolve("jdk/bin"));
        record = dir.resolve("java-args");
        // one argument per line; an archive to dump gets 1234 bytes; a command named "fail" exits 3
        String java = """
                #!/bin/sh
                : > "$RECORD"
                for arg in "$@"; do
                    printf '%s\\n' "$arg" >> "$RECORD"
                    case "$arg" in -XX:ArchiveClassesAtExit=*) head -c 1234 /dev/zero > "${arg#*=}" ;; esac
                done
                for arg in "$@"; do [ "$arg" = fail ] && exit 3; done
                exit 0
                """;
        Path javaFile = Files.writeString(bin.resolve("java"), java);
        Files.setPosixFilePermissions(javaFile, PosixFilePermissions.fromString("rwxr-xr-x"));
        jar = Files.writeString(dir.resolve("dlt.jar"), "not a jar: the stand-in java never opens it");
        cache = dir.resolve("cache");
    }

    @Test
    void aCommandGetsTheShortLivedOptionsAndItsArgumentsUnchanged() throws Exception {
        Run run = launch(Map.of("DLT_CDS", "off"), "solve", "a file.json", "--format", "csv");

        assertThat(run.status).isZero();
        assertThat(run.args).contains("-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1");
        assertThat(run.args.subList(run.args.indexOf("-jar"), run.args.size()))
                .containsExactly("-jar", jar.toString(), "solve", "a file.json", "--format", "csv");
    }

    @Test
    void theWindowKeepsTheJvmDefaults() throws Exception {
        Path scenario = Files.writeString(dir.resolve("chain.json"), "{}");
        for (String[] args : new String[][] {{}, {scenario.toString()}}) {
            Run run = launch(Map.of(), args);
            assertThat(run.args).as("dlt %s", String.join(" ", args))
                    .doesNotContain("-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1")
                    .noneMatch(a -> a.startsWith("-XX:ArchiveClassesAtExit") || a.startsWith("-XX:SharedArchive"));
        }
    }

    @Test
    void theUsersJvmOptionsComeAfterOursSoTheyWin() throws Exception {
        Run run = launch(Map.of("DLT_CDS", "off", "DLT_JAVA_OPTS", "-XX:TieredStopAtLevel=4"), "solve", "x.json");

        assertThat(run.args.lastIndexOf("-XX:TieredStopAtLevel=4"))
                .isGreaterThan(run.args.indexOf("-XX:TieredStopAtLevel=1"))
                .isLessThan(run.args.indexOf("-jar"));
    }

    @Test
    void aMissingJarIsOneLineNamingIt() throws Exception {
        Path missing = dir.resolve("nowhere/dlt.jar");
        Run run = launch(Map.of("DLT_JAR", missing.toString()), "solve", "x.json");

        assertThat(run.status).isEqualTo(1);
        assertThat(run.err.strip()).startsWith("dlt: no jar at " + missing).doesNotContain("\n");
        assertThat(record).doesNotExist();
    }

    @Test
    void aSuccessfulCommandLeavesAnArchiveThatTheNextRunUses() throws Exception {
        Run first = launch(Map.of(), "solve", "x.json");
        assertThat(first.args).anyMatch(a -> a.startsWith("-XX:ArchiveClassesAtExit="));
        List<Path> archives = archives();
        assertThat(archives).hasSize(1);
        assertThat(archives.get(0).getFileName().toString()).startsWith("dlt-solve-").endsWith("-1234.jsa");

        Run second = launch(Map.of(), "solve", "x.json");
        assertThat(second.args).contains("-XX:SharedArchiveFile=" + archives.get(0))
                .noneMatch(a -> a.startsWith("-XX:ArchiveClassesAtExit"));
    }

    @Test
    void aFailedCommandLeavesNoArchive() throws Exception {
        Run run = launch(Map.of(), "solve", "fail");

        assertThat(run.status).isEqualTo(3);
        assertThat(archives()).isEmpty();
        try (Stream<Path> left = Files.list(cache)) {
            assertThat(left).as("no temporary dump is left behind").isEmpty();
        }
    }

    @Test
    void anArchiveOfTheWrongLengthIsDeletedUnread() throws Exception {
        launch(Map.of(), "solve", "x.json");
        Path archive = archives().get(0);
        Files.write(archive, new byte[100]);

        Run run = launch(Map.of(), "solve", "x.json");

        assertThat(run.args).noneMatch(a -> a.startsWith("-XX:SharedArchiveFile"))
                .anyMatch(a -> a.startsWith("-XX:ArchiveClassesAtExit="));
        assertThat(archive).as("the cut-short archive is replaced by a whole one of the same name").hasSize(1234);
    }

    /**
     * {@code bin\dlt.cmd} cannot run here; it must at least give a command the JVM options {@code bin/dlt} gives
     * (the flags on the line of {@code bin/dlt} that adds them), so the two launchers do not drift apart.
     */
    @Test
    void theWindowsLauncherGivesACommandTheSameOptions() throws Exception {
        Run run = launch(Map.of("DLT_CDS", "off"), "solve", "x.json");
        List<String> ours = run.args.subList(0, run.args.indexOf("-jar")).stream()
                .filter(a -> a.startsWith("-XX:")).toList();
        String cmd = Files.readString(script().resolveSibling("dlt.cmd"));

        assertThat(ours).isNotEmpty();
        assertThat(cmd).contains(ours);
    }

    private List<Path> archives() throws IOException {
        try (Stream<Path> files = Files.list(cache)) {
            return files.filter(f -> f.toString().endsWith(".jsa")).toList();
        }
    }

    private record Run(int status, List<String> args, String err) {
    }

    private Run launch(Map<String, String> env, String... args) throws Exception {
        Files.deleteIfExists(record);
        List<String> command = new ArrayList<>(List.of("/bin/sh", script().toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
        pb.environment().clear();
        pb.environment().putAll(Map.of("PATH", "/usr/bin:/bin", "HOME", dir.toString(), "JAVA_HOME",
                dir.resolve("jdk").toString(), "DLT_JAR", jar.toString(), "DLT_CACHE", cache.toString(), "RECORD",
                record.toString()));
        pb.environment().putAll(env);
        Process p = pb.start();
        p.getOutputStream().close();
        byte[] err = p.getErrorStream().readAllBytes();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("bin/dlt returns").isTrue();
        List<String> recorded = Files.exists(record) ? Files.readAllLines(record) : List.of();
        return new Run(p.exitValue(), recorded, new String(err, StandardCharsets.UTF_8));
    }

    /** {@code bin/dlt} of this checkout: the tests run in {@code app}. */
    private static Path script() {
        Path script = Path.of("").toAbsolutePath().getParent().resolve("bin/dlt");
        assertThat(script).as("the launcher of this checkout").exists();
        return script;
    }
}
