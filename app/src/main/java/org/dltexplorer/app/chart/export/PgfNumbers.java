package org.dltexplorer.app.chart.export;

import java.util.Locale;

/** Numbers as PGFPlots reads them: full precision where it matters, no locale, no trailing zeros. */
final class PgfNumbers {

    private PgfNumbers() {
    }

    static String num(double v) {
        String s = String.format(Locale.ROOT, "%.8g", v);
        if (s.contains("e")) {
            return s.replaceFirst("\\.?0+e", "e");
        }
        return s.contains(".") ? s.replaceFirst("\\.?0+$", "") : s;
    }
}
