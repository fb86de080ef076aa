package org.dltexplorer.core.solver;

import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NormalRange;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;

/**
 * Refuses a scenario holding a non-zero value the solvers would compute with as 0 or with lost digits: every
 * {@linkplain ParametersInUse parameter in use} must be 0 or a normal double ({@link NormalRange}) as given, and
 * at least {@link #SMALLEST_RATIO} of its own scale, so that it stays normal in the scenario's own
 * {@link ScenarioUnits}:
 * <ul>
 *   <li>a rate ({@code A, C, R}, time per load unit) of the fastest computing {@code A};</li>
 *   <li>a time ({@code S}, release time, {@code F}, the deadline) of that processor's time for the whole load,
 *       {@code A·V};</li>
 *   <li>a buffer {@code B} of the load {@code V}; a cost per load unit of the money per whole load, {@code cost·V}.</li>
 * </ul>
 * Each ratio is the same however the scenario is written (every time ×k, the load in other units, {@code w-z-T}),
 * so a scenario is refused in every form alike; the units themselves are powers of two within a factor 2 of these
 * scales, so a value at the ratio is at least {@code 2^-1022} in them. Without it, the units rounded a return rate
 * of {@code 4.9e-324} to 0 (no returns, another model) only when the scenario was far from them: a mesh answered
 * 4.09 as written and 2.56 with every time ×10^6 (fuzz seed 34); a memory star with {@code C = 2.2e-308} beside
 * {@code A = 1.2e13} ({@code C/A = 1.9e-321}) answered 0.1 % apart as written and with times ×1000 (seed 35).
 */
final class ValueFloor {

    /** {@code 2^-1021}: one bit above the normal range, for the factor 2 between a scale and its power of two. */
    static final double SMALLEST_RATIO = 0x1p-1021;

    private final double fastestA;
    private final double load;

    private ValueFloor(Scenario s) {
        this.fastestA = ScenarioUnits.fastestComputingA(s);
        this.load = s.load();
    }

    /**
     * @throws ScenarioRefusedException naming the first value below the normal range or too small beside its scale
     */
    static void check(Scenario s) {
        ValueFloor f = new ValueFloor(s);
        f.absolute("the load", "V", s.load());
        ParametersInUse.processors(s, f::processor);
        ParametersInUse.links(s, f::link);
        if (s.strategy().deadline() != null) {
            f.time("the strategy", "deadline", s.strategy().deadline());
        }
        if (s.strategy().budget() != null) {
            f.absolute("the strategy", "budget", s.strategy().budget());
        }
    }

    private void processor(String element, ProcessorParams p) {
        rate(element, "A", p.A());
        if (p.limitedMemory()) {
            relative(element, "B", p.B(), p.B() / load, Scale.LOAD);
        }
        time(element, "release", p.release());
        time(element, "F", p.F());
        relative(element, "cost", p.cost(), p.cost() * load, Scale.MONEY);
        absolute(element, "fixedCost", p.fixedCost());
    }

    private void link(String element, LinkParams l) {
        time(element, "S", l.S());
        rate(element, "C", l.C());
        rate(element, "R", l.R());
    }

    private void rate(String element, String symbol, double x) {
        relative(element, symbol, x, x / fastestA, Scale.RATE);
    }

    private void time(String element, String symbol, double x) {
        relative(element, symbol, x, quotient(x, fastestA, load), Scale.TIME);
    }

    /**
     * {@code x / (a·b)} with no intermediate underflow or overflow: {@code x / a} alone underflowed to 0 for
     * {@code S = 6.7e-86} beside {@code A = 1.8e308}, {@code A·V = 4}, and refused a bus as written while its
     * {@code w-z-T} round trip answered (fuzz seed 37). 0 only when the quotient is below the doubles.
     */
    static double quotient(double x, double a, double b) {
        if (x == 0 || !Double.isFinite(x) || !Double.isFinite(a) || !Double.isFinite(b) || a == 0 || b == 0) {
            return x / a / b;
        }
        int e = Math.getExponent(x) - Math.getExponent(a) - Math.getExponent(b);
        double m = significand(x) / significand(a) / significand(b);
        return Math.scalb(m, e);
    }

    private static double significand(double x) {
        return Math.scalb(x, -Math.getExponent(x));
    }

    /** What a value is compared with; its words are made only for a refusal (a map checks every point). */
    private enum Scale { RATE, TIME, LOAD, MONEY }

    private void relative(String element, String symbol, double x, double ratio, Scale scale) {
        absolute(element, symbol, x);
        if (x != 0 && ratio < SMALLEST_RATIO) {
            throw new ScenarioRefusedException(element + " " + symbol + " = " + RateSpan.number(x) + " is "
                    + RateSpan.number(ratio) + " " + words(scale) + ": below 4.5e-308 (2^-1021), beyond the range of"
                    + " double precision in the scenario's own units, where it would round to 0; too small next to the"
                    + " others to compute with");
        }
    }

    private String words(Scale scale) {
        return switch (scale) {
            case RATE -> "of the fastest computing A = " + RateSpan.number(fastestA);
            case TIME -> "of the fastest computing A·V = " + RateSpan.number(fastestA * load);
            case LOAD -> "of the load V = " + RateSpan.number(load);
            case MONEY -> "per whole load (cost·V, V = " + RateSpan.number(load) + ")";
        };
    }

    private static void absolute(String element, String symbol, double x) {
        if (NormalRange.below(x)) {
            throw new ScenarioRefusedException(element + " " + symbol + " = " + NormalRange.problem(RateSpan.number(x)));
        }
    }
}
