package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files are written whole or not at all, with the mode other programs give them. */
class AtomicFileTest {

    @TempDir
    Path dir;

    private static boolean posix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }

    @Test
    void aNewFileGetsTheModeTheUmaskGivesAnOrdinaryFile() throws IOException {
        assumeTrue(posix(), "POSIX file modes");
        Path ordinary = Files.createFile(dir.resolve("ordinary.txt"));
        Path written = dir.resolve("written.json");

        AtomicFile.writeString(written, "{}\n");

        assertThat(Files.readString(written)).isEqualTo("{}\n");
        assertThat(Files.getPosixFilePermissions(written)).isEqualTo(Files.getPosixFilePermissions(ordinary));
        // readable by others under the usual umask 022, never the owner-only 0600 of a temporary file
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(written))).isNotEqualTo("rw-------");
    }

    @Test
    void anExistingFileKeepsItsMode() throws IOException {
        assumeTrue(posix(), "POSIX file modes");
        Path f = Files.writeString(dir.resolve("kept.json"), "old");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r-----"));

        AtomicFile.writeString(f, "new");

        assertThat(Files.readString(f)).isEqualTo("new");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(f))).isEqualTo("rw-r-----");
    }

    @Test
    void anErrorMidWriteLeavesTheOldFileAndNoTemporaryFile() throws IOException {
        Path f = Files.writeString(dir.resolve("s.json"), "old content");

        assertThatThrownBy(() -> AtomicFile.write(f, out -> {
            out.write("half of the new".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk full");
        })).hasMessage("disk full");

        assertThat(Files.readString(f)).isEqualTo("old content");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(f);
        }
    }

    @Test
    void aScenarioTheNotationCannotExpressWritesNothing() {
        Scenario returns = Scenario.uniform(new Star(2), 1, ProcessorParams.of(1), new LinkParams(0, 1, 0.5))
                .withNotation(Notation.ALPHA_TAU_SIGMA, NotationUnits.STANDARD);
        Path f = dir.resolve("never.json");

        assertThatThrownBy(() -> new ScenarioWriter().write(returns, f)).isInstanceOf(InvalidScenarioException.class);

        assertThat(f).doesNotExist();
        assertThat(dir.toFile().list()).isEmpty();
    }
}
