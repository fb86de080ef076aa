package org.dltexplorer.core.model;

/**
 * The smallest magnitude a scenario's parameters may have besides 0: {@code 2^-1022 ≈ 2.2e-308}, the smallest normal
 * double. Below it doubles are subnormal: they carry fewer than 52 significant bits, and any rescaling (the solvers'
 * own units, {@code ScenarioUnits}; the load normalised to 1 of {@code w-z-T}) rounds them towards 0. For most
 * parameters 0 is merely a little less, but a return rate {@code R} of 0 is another model (no results returned, no
 * return startups): a mesh with {@code R = 4.9e-324} answered 4.09 as written and 2.56 with every time ×10^6 (fuzz
 * seed 34), a loop lost its returns in {@code w-z-T} (seed 35). Such values are refused as they are read, naming
 * the field; what the solvers add relative to the scenario's own scale is {@code ValueFloor}'s (solver package).
 */
public final class NormalRange {

    /** {@code 2^-1022}: the smallest positive normal double. */
    public static final double SMALLEST = Double.MIN_NORMAL;

    private NormalRange() {
    }

    /** Whether {@code x} is non-zero and closer to 0 than {@link #SMALLEST} (NaN is not: it is refused elsewhere). */
    public static boolean below(double x) {
        return x != 0 && Math.abs(x) < SMALLEST;
    }

    /** The problem of such a value as written, e.g. {@code "4.9E-324 is below 2.2e-308, ..."}. */
    public static String problem(String value) {
        return value + " is below 2.2e-308, the smallest normal double (where digits are lost): too small to compute"
                + " with; write 0 or a value in other units";
    }
}
