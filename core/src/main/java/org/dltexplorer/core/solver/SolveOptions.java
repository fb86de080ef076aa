package org.dltexplorer.core.solver;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How long a solve may search: the configuration of the exact searches as a value. A search that reaches the time
 * limit returns its best schedule with status {@code FEASIBLE} and, where it has one, a proven lower bound. The
 * limit applies to each solve (each point of a sweep gets the whole limit).
 *
 * @param timeLimit the longest a solve searches; null for no limit
 */
public record SolveOptions(Duration timeLimit) {

    /** No time limit: a search runs until it proves its answer or the caller cancels it. */
    public static final SolveOptions DEFAULT = new SolveOptions(null);

    private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|min|h)?");

    public SolveOptions {
        if (timeLimit != null && timeLimit.isNegative()) {
            throw new IllegalArgumentException("time limit must not be negative, got " + timeLimit);
        }
    }

    public SolveOptions withTimeLimit(Duration limit) {
        return new SolveOptions(limit);
    }

    /** The monitor of one solve: cancelled when {@code outer} is, or once the time limit has passed from now. */
    public SolveMonitor monitor(SolveMonitor outer) {
        if (timeLimit == null) {
            return outer;
        }
        long end = System.nanoTime() + timeLimit.toNanos();
        return new StoppingMonitor(outer, () -> outer.cancelled() || System.nanoTime() > end, true);
    }

    /**
     * A duration as users type it: {@code 30s}, {@code 2m} (or {@code 2min}), {@code 1h}, {@code 500ms}; a bare
     * number is seconds.
     *
     * @throws IllegalArgumentException naming the text when it is not one
     */
    public static Duration parseDuration(String text) {
        Matcher m = DURATION.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException("not a duration: '" + text + "' (use e.g. 30s, 2m, 1h or 500ms)");
        }
        double x = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        double millis = switch (unit) {
            case "ms" -> x;
            case "m", "min" -> x * 60_000;
            case "h" -> x * 3_600_000;
            default -> x * 1000;
        };
        return Duration.ofMillis(Math.round(millis));
    }
}
