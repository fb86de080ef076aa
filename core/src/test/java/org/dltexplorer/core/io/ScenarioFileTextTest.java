package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file that is not a scenario (too large, not text) is refused in one line before it is read whole. */
class ScenarioFileTextTest {

    @TempDir
    Path dir;

    @Test
    void aFileLargerThanTheLimitIsRefusedByItsSizeNamingBoth() throws IOException {
        Path big = dir.resolve("big.json");
        Files.write(big, new byte[3 << 20]);
        assertThatThrownBy(() -> ScenarioFileText.read(big, 1 << 20)).isInstanceOf(ScenarioFormatException.class)
                .hasMessage("is 3 MB, more than a scenario file may be with this memory (1 MB, a sixteenth of the Java "
                        + "heap; give java more with -Xmx for a larger file)");
    }

    @Test
    void devZeroIsRefusedAtItsFirstByteNotReadUntilTheHeapIsGone() {
        Path zero = Path.of("/dev/zero");
        Assumptions.assumeTrue(Files.isReadable(zero), "no /dev/zero here");
        // /dev/zero has no size: it is refused at its first byte, not read until the heap is gone
        assertThatThrownBy(() -> new ScenarioReader().read(zero)).isInstanceOf(ScenarioFormatException.class)
                .hasMessage("is not a text file (a zero byte at offset 0): a scenario is a JSON text file");
    }

    @Test
    void textJustBeyondTheLimitIsRefused() throws IOException {
        Path fifoLike = dir.resolve("long.json");
        Files.writeString(fifoLike, "{" + " ".repeat(200_000) + "}");
        assertThatThrownBy(() -> ScenarioFileText.read(fifoLike, 100_000)).isInstanceOf(ScenarioFormatException.class)
                .hasMessageStartingWith("is 200002 bytes, more than");
    }

    @Test
    void aBinaryFileNamesItsFirstZeroByte() throws IOException {
        Path png = dir.resolve("picture.json");
        Files.write(png, new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0});
        assertThatThrownBy(() -> new ScenarioReader().read(png)).isInstanceOf(ScenarioFormatException.class)
                .hasMessageContaining("zero byte at offset 8");
    }

    @Test
    void textWithinTheLimitIsReadAsBeforeAndBadUtf8StaysAnIoError() throws IOException {
        Path ok = dir.resolve("ok.json");
        String json = "{\"format\":\"dlt-scenario\",\"version\":1,\"title\":\"Łódź\",\"network\":{\"kind\":\"chain\","
                + "\"processors\":2},\"load\":1,\"processor\":{\"A\":1},\"link\":{\"C\":0.5}}";
        Files.writeString(ok, json, StandardCharsets.UTF_8);
        assertThat(ScenarioFileText.read(ok, 1 << 20)).isEqualTo(json);
        assertThat(new ScenarioReader().read(ok).title()).isEqualTo("Łódź");
        Path latin1 = dir.resolve("latin1.json");
        Files.write(latin1, new byte[] {'{', (byte) 0xE9, '}'});
        assertThatThrownBy(() -> ScenarioFileText.read(latin1, 1 << 20)).isInstanceOf(CharacterCodingException.class);
    }

    @Test
    void theLimitIsASixteenthOfTheHeapBetween16MbAnd1Gb() {
        long expected = Math.max(16L << 20, Math.min(1L << 30, Runtime.getRuntime().maxMemory() / 16));
        assertThat(ScenarioFileText.limit()).isEqualTo(expected);
        assertThat(ScenarioFileText.size(3L << 30)).isEqualTo("3.0 GB");
        assertThat(ScenarioFileText.size(512)).isEqualTo("512 bytes");
    }
}
