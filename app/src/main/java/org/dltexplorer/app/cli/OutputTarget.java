package org.dltexplorer.app.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.dltexplorer.core.io.AtomicFile;

/**
 * The value of an {@code --out} option: a file, written atomically ({@link AtomicFile}), or {@code -} for standard
 * output, so that commands compose in pipes.
 */
record OutputTarget(Path file) {

    /** The {@code --out} value meaning standard output. */
    static final String STDOUT = "-";

    static OutputTarget of(Path option) {
        return new OutputTarget(option == null || STDOUT.equals(option.toString()) ? null : option);
    }

    boolean stdout() {
        return file == null;
    }

    /** Writes {@code text}: to {@code out} for {@code -}, else to the file; a failure names the option and the file. */
    void write(String text, PrintWriter out) {
        if (stdout()) {
            out.print(text);
            out.flush();
            return;
        }
        try {
            AtomicFile.writeString(file, text);
        } catch (IOException e) {
            throw new InvalidInputException("--out: cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    /** Text written a piece at a time. */
    @FunctionalInterface
    interface Text {
        void writeTo(Writer out) throws IOException;
    }

    /**
     * Writes what {@code text} writes as it comes, without holding it whole: to {@code out} for {@code -}, else to the
     * file, replaced only once the text is complete (on an error the file stays as it was).
     */
    void stream(Text text, PrintWriter out) {
        try {
            if (stdout()) {
                text.writeTo(out);
                out.flush();
            } else {
                AtomicFile.write(file, stream -> {
                    Writer w = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8));
                    text.writeTo(w);
                    w.flush();
                });
            }
        } catch (IOException e) {
            throw new InvalidInputException("--out: cannot write " + (stdout() ? "standard output" : file) + ": " + e.getMessage(), e);
        }
    }

    /** A line for the user about what was written, unless the result itself went to standard output. */
    void report(String line, PrintWriter out) {
        if (!stdout()) {
            out.println(line);
            out.flush();
        }
    }
}
