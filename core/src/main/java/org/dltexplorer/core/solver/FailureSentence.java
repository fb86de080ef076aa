package org.dltexplorer.core.solver;

import java.util.Locale;

/**
 * The one sentence a user reads when a solve ends in an unexpected {@link Throwable} — the command line's last line
 * of defence and the GUI's banner say the same thing. Running out of heap or stack is named with what to change;
 * anything else is an internal error with its type and the first line of its message.
 */
public final class FailureSentence {

    private FailureSentence() {
    }

    public static String of(Throwable t) {
        if (t instanceof OutOfMemoryError) {
            return "out of memory: this scenario needs more than the " + gigabytes(Runtime.getRuntime().maxMemory())
                    + " of heap this run has (-Xmx); use a smaller network, fewer sweep steps or a larger -Xmx";
        }
        if (t instanceof StackOverflowError) {
            return "out of stack: the network nests too deeply for this run's thread stack (-Xss); "
                    + "use a shallower network or a larger -Xss";
        }
        String message = t.getMessage() == null ? "" : t.getMessage().lines().findFirst().orElse("");
        return "internal error: " + t.getClass().getSimpleName() + (message.isEmpty() ? "" : ": " + message);
    }

    /** A byte count in the unit users read from {@code -Xmx}: "6 GB", "512 MB". */
    public static String gigabytes(long bytes) {
        double gb = bytes / (1024.0 * 1024 * 1024);
        if (gb >= 1) {
            return String.format(Locale.ROOT, gb >= 10 ? "%.0f GB" : "%.1f GB", gb).replace(".0 GB", " GB");
        }
        return String.format(Locale.ROOT, "%d MB", Math.max(1, Math.round(bytes / (1024.0 * 1024))));
    }
}
