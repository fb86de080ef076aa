package org.dltexplorer.core.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file the way other programs do: the content goes to a temporary file next to the target, which is then
 * moved over it, so a reader sees the old file or the new one and never a partial one, and an error leaves the old
 * file untouched and no temporary file behind. A new file gets the mode the user's umask gives ({@code 0644}
 * usually), because the temporary file is created like any other file, not with the owner-only mode of
 * {@link Files#createTempFile}; a file that existed keeps its permissions.
 */
public final class AtomicFile {

    /** Writes the content to the stream it is given. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /** Writes the content into the (empty, existing) file it is given, for libraries that only write to a path. */
    @FunctionalInterface
    public interface FileContent {
        void writeTo(Path file) throws IOException;
    }

    private AtomicFile() {
    }

    /** Replaces {@code target} by {@code text} in UTF-8. */
    public static void writeString(Path target, String text) throws IOException {
        write(target, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Replaces {@code target} by what {@code content} writes; on any error {@code target} is left as it was. */
    public static void write(Path target, Content content) throws IOException {
        writeFile(target, tmp -> {
            try (FileChannel channel = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                OutputStream out = Channels.newOutputStream(channel);
                content.writeTo(out);
                out.flush();
                channel.force(true);
            }
        });
    }

    /**
     * Replaces {@code target} by the file {@code content} writes at the path it is given (next to the target, created
     * empty with the umask's mode); on any error {@code target} is left as it was and that file is removed.
     */
    public static void writeFile(Path target, FileContent content) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path tmp = absolute.resolveSibling("." + absolute.getFileName() + "."
                + Long.toHexString(ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE) + ".tmp");
        boolean moved = false;
        try {
            Files.newByteChannel(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
            content.writeTo(tmp);
            keepPermissions(absolute, tmp);
            try {
                Files.move(tmp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
            moved = true;
        } finally {
            if (!moved) {
                Files.deleteIfExists(tmp);
            }
        }
    }

    private static void keepPermissions(Path target, Path tmp) throws IOException {
        PosixFileAttributeView old = Files.getFileAttributeView(target, PosixFileAttributeView.class);
        if (old != null && Files.exists(target)) {
            Files.getFileAttributeView(tmp, PosixFileAttributeView.class).setPermissions(old.readAttributes().permissions());
        }
    }
}
