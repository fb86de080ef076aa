package org.dltexplorer.core.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * The text of a scenario file, read only as far as a scenario can go: a file larger than {@link #limit()} (by its
 * size, or while reading one without a size, such as a device) or with a zero byte in it (a binary file, or
 * {@code /dev/zero}; JSON text has none) is refused in one line before it is read whole, instead of filling the
 * heap. The limit is a sixteenth of the Java heap (a parsed JSON tree takes about ten times its text), at most 1 GiB.
 */
public final class ScenarioFileText {

    private static final long MAX_LIMIT = 1L << 30;
    private static final long MIN_LIMIT = 16L << 20;
    /** Read in pieces this large, so a binary file is recognised from its first piece. */
    private static final int PIECE = 1 << 16;

    private ScenarioFileText() {
    }

    /** The largest scenario file read with this heap. */
    public static long limit() {
        return Math.max(MIN_LIMIT, Math.min(MAX_LIMIT, Runtime.getRuntime().maxMemory() / 16));
    }

    /**
     * The UTF-8 text of {@code file}.
     *
     * @throws ScenarioFormatException when it is too large or not text
     * @throws java.nio.charset.CharacterCodingException when it is not UTF-8
     * @throws IOException when it cannot be read
     */
    public static String read(Path file) throws IOException {
        return read(file, limit());
    }

    static String read(Path file, long limit) throws IOException {
        if (Files.isRegularFile(file) && Files.size(file) > limit) {
            throw tooLarge("is " + size(Files.size(file)), limit);
        }
        byte[] text = new byte[(int) Math.min(PIECE, limit + 1)];
        int length = 0;
        try (InputStream in = Files.newInputStream(file)) {
            while (true) {
                if (length == text.length) {
                    if (length > limit) {
                        throw tooLarge("has more than " + size(limit), limit);
                    }
                    text = Arrays.copyOf(text, (int) Math.min(limit + 1, 2L * length));
                }
                int n = in.read(text, length, text.length - length);
                if (n < 0) {
                    break;
                }
                for (int i = length; i < length + n; i++) {
                    if (text[i] == 0) {
                        throw new ScenarioFormatException("", "is not a text file (a zero byte at offset " + i
                                + "): a scenario is a JSON text file");
                    }
                }
                length += n;
            }
        }
        if (length > limit) {
            throw tooLarge("has more than " + size(limit), limit);
        }
        return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(text, 0, length)).toString();
    }

    private static ScenarioFormatException tooLarge(String what, long limit) {
        return new ScenarioFormatException("", what + ", more than a scenario file may be with this memory ("
                + size(limit) + ", a sixteenth of the Java heap; give java more with -Xmx for a larger file)");
    }

    /** {@code 3.2 GB}, {@code 64 MB}, {@code 512 bytes}. */
    static String size(long bytes) {
        if (bytes < 1L << 20) {
            return bytes + " bytes";
        }
        double mb = bytes / (double) (1L << 20);
        return mb < 1024 ? String.format(Locale.ROOT, "%.0f MB", mb) : String.format(Locale.ROOT, "%.1f GB", mb / 1024);
    }
}
