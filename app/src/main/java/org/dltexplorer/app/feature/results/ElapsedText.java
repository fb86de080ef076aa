package org.dltexplorer.app.feature.results;

import java.util.Locale;

/**
 * A solve's duration as a reader takes it in: milliseconds while they matter (a closed form in 0.05 ms), seconds
 * from 10 s, minutes and seconds from an hour's fraction on — never "in 2995469.4 ms" after a search was stopped.
 */
public final class ElapsedText {

    private ElapsedText() {
    }

    /** {@code millis} as "0.05 ms", "251.2 ms", "4.25 s", "38 s" or "49 min 55 s". */
    public static String of(double millis) {
        if (millis < 10) {
            return String.format(Locale.ROOT, "%.2f ms", millis);
        }
        if (millis < 1000) {
            return String.format(Locale.ROOT, "%.1f ms", millis);
        }
        if (millis < 10_000) {
            return String.format(Locale.ROOT, "%.2f s", millis / 1000);
        }
        long seconds = Math.round(millis / 1000);
        if (seconds < 60) {
            return seconds + " s";
        }
        long minutes = seconds / 60;
        if (minutes < 60) {
            return minutes + " min " + seconds % 60 + " s";
        }
        return minutes / 60 + " h " + minutes % 60 + " min";
    }
}
