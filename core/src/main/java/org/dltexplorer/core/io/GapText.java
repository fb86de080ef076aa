package org.dltexplorer.core.io;

import java.util.Locale;
import org.dltexplorer.core.schedule.Schedule;

/** How the result text and the GUI's summary say how far from optimal a stopped search's answer may be. */
public final class GapText {

    private GapText() {
    }

    /** A gap as a percentage with two significant digits ({@code 0.8 %}, {@code 12 %}); below 0.01 % it reads so. */
    public static String percent(double gap) {
        double p = 100 * gap;
        if (p < 0.01) {
            return "0.01 %";
        }
        return String.format(Locale.ROOT, p < 10 ? "%.2g %%" : "%.0f %%", p).replace("e+00", "");
    }

    /** "within 0.8 % of optimal" for a feasible answer with a bound; empty otherwise. */
    public static String withinOptimal(Schedule s) {
        return s.hasBound() ? "within " + percent(s.gap()) + " of optimal" : "";
    }
}
