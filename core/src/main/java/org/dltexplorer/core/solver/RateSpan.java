package org.dltexplorer.core.solver;

import java.util.Locale;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;

/**
 * How far a scenario's times for the whole load reach past its fastest computation: the largest of
 * {@code A·V} (any processor that computes), {@code C·V}, {@code R·V} and {@code S} (any link) over the smallest
 * {@code A·V}; only the {@linkplain ParametersInUse parameters in use} count, not a default no one takes.
 * The recursions of divisible load theory add such times (a link's {@code S + C·α} and the next processor's
 * {@code A·α}, Błażewicz & Drozdowski (1997), eq. (1)); past {@code 2^52} apart the computation vanishes in the sum
 * and the answer is wrong without any sign of it. Small communication times next to computing are harmless (the
 * answer is then just as if they were 0) and are not counted.
 *
 * <p>Only the two elements are kept while the scenario is read; their words are made when {@link #sentence} asks
 * (a map checks the span of every point and prints it for almost none).
 *
 * @param ratio the largest time over the smallest {@code A·V}
 * @param largeElement the element of the largest time ("link", "processor 3")
 * @param largeSymbol its symbol ("S", "C·V", "A·V")
 * @param largeTime the largest time
 * @param smallElement the processor of the smallest computing time
 * @param smallTime the smallest {@code A·V}
 */
public record RateSpan(double ratio, String largeElement, String largeSymbol, double largeTime, String smallElement,
        double smallTime) {

    public static RateSpan of(Scenario s) {
        Finder f = new Finder(s.load());
        ParametersInUse.processors(s, f::processor);
        ParametersInUse.links(s, f::link);
        if (f.minElement == null) { // only an idle originator: nothing computes
            f.processor("processor", s.processorDefault());
        }
        return new RateSpan(f.max / f.min, f.maxElement == null ? "" : f.maxElement, f.maxSymbol, f.max, f.minElement,
                f.min);
    }

    /** Name and value of the largest time, e.g. "link S = 1e+18". */
    public String large() {
        return largeElement.isEmpty() ? "" : largeElement + " " + largeSymbol + " = " + number(largeTime);
    }

    /** Name and value of the smallest computing time, e.g. "processor 1 A·V = 1e-16". */
    public String small() {
        return smallElement + " A·V = " + number(smallTime);
    }

    /** The ratio in words: "S/A·V = 1e+18 (link S = 1e+18 against processor A·V = 1)". */
    public String sentence() {
        String large = large();
        String small = small();
        return symbol(large) + "/" + symbol(small) + " = " + number(ratio) + " (" + large + " against " + small + ")";
    }

    private static String symbol(String named) {
        int eq = named.lastIndexOf(" = ");
        if (eq < 0) {
            return named;
        }
        return named.substring(named.lastIndexOf(' ', eq - 1) + 1, eq);
    }

    /** Three significant digits without trailing zeros: 1e+16, 0.4, 1.5e-300. */
    static String number(double x) {
        if (Double.isInfinite(x)) {
            return "more than 1.8e308";
        }
        String t = String.format(Locale.ROOT, "%.3g", x);
        int e = t.indexOf('e');
        String mantissa = e < 0 ? t : t.substring(0, e);
        if (mantissa.contains(".")) {
            mantissa = mantissa.replaceAll("0+$", "").replaceAll("\\.$", "");
        }
        return mantissa + (e < 0 ? "" : t.substring(e));
    }

    private static final class Finder {
        final double v;
        double max;
        double min = Double.POSITIVE_INFINITY;
        String maxElement;
        String maxSymbol = "";
        String minElement;

        Finder(double v) {
            this.v = v;
        }

        void processor(String element, ProcessorParams p) {
            double t = p.A() * v;
            large(element, "A·V", t);
            // an A·V beyond double range (Infinity) still names the smallest, so the sentence has its symbols
            if (t < min || minElement == null) {
                min = t;
                minElement = element;
            }
        }

        void link(String element, LinkParams l) {
            large(element, "C·V", l.C() * v);
            large(element, "R·V", l.R() * v);
            large(element, "S", l.S());
        }

        void large(String element, String symbol, double t) {
            if (t > max) {
                max = t;
                maxElement = element;
                maxSymbol = symbol;
            }
        }
    }
}
