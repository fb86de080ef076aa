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
        if (f.minElement == null) { // only an idle originator: nothing computes
            f.processor("processor", s.processorDefault());
        }
        f.largestProcessor();
        ParametersInUse.links(s, f::link); // after every processor: a link's ratio needs the smallest A
        return new RateSpan(f.max, f.maxElement == null ? "" : f.maxElement, f.maxSymbol, f.maxTime, f.minElement,
                f.minA * s.load());
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

    /**
     * Ratios are taken per unit of load, {@code C/A_min} and {@code S/A_min/V} rather than {@code C·V/(A_min·V)}: with
     * {@code V = 1.8e308} every {@code A·V} but the fastest overflowed, and a K-ary chain whose {@code A} are 129
     * apart was refused as beyond double precision, though answered with every time ×10^-6 (fuzz seed 34 after
     * issue 24's stricter relations). The times ({@code largeTime}) are for the sentence only.
     */
    private static final class Finder {
        final double v;
        double max;
        double maxTime;
        String maxElement;
        String maxSymbol = "";
        double minA = Double.POSITIVE_INFINITY;
        String minElement;
        double maxA;
        String maxAElement;

        Finder(double v) {
            this.v = v;
        }

        void processor(String element, ProcessorParams p) {
            if (p.A() > maxA || maxAElement == null) {
                maxA = p.A();
                maxAElement = element;
            }
            if (p.A() < minA || minElement == null) {
                minA = p.A();
                minElement = element;
            }
        }

        void largestProcessor() {
            large(maxAElement, "A·V", maxA / minA, maxA * v);
        }

        void link(String element, LinkParams l) {
            large(element, "C·V", l.C() / minA, l.C() * v);
            large(element, "R·V", l.R() / minA, l.R() * v);
            // S/A_min first overflowed for S = 1.8e308 beside A = 0.017, V = 1.8e308 (ratio 60), refusing a bus whose
            // w-z-T form answered (fuzz seed 42)
            large(element, "S", ValueFloor.quotient(l.S(), minA, v), l.S());
        }

        void large(String element, String symbol, double ratio, double time) {
            if (ratio > max) {
                max = ratio;
                maxTime = time;
                maxElement = element;
                maxSymbol = symbol;
            }
        }
    }
}
