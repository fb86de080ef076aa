package org.dltexplorer.core.solver;

import org.dltexplorer.core.Tolerance;

/**
 * The sentence of a refusal whose answer failed the schedule check, naming what actually went wrong. A parameter
 * ratio {@code r} costs {@code log2 r} of the 52 bits of a double sum, so the small term's round-off is about
 * {@code r·2^-52} of the whole; only once that reaches the validator's relative tolerance
 * ({@link Tolerance#VALIDATION}, {@code 10^-7}), at {@code r ≥ 4.5·10^8}, can precision explain a failed check.
 * Below, the ratio is harmless and the answer is simply wrong: blaming "A·V/A·V = 1" for an LP's wrong loads (fuzz
 * seed 36) sent the user after units that were never the problem.
 */
final class CheckFailure {

    /** The parameter ratio from which the validator's tolerance no longer covers the round-off of a sum. */
    static final double PRECISION_MATTERS = Tolerance.VALIDATION.relative() * CheckedSolve.DOUBLE_RESOLUTION;

    private CheckFailure() {
    }

    /**
     * Why {@code solver}'s answer failed the check with {@code violation}, for a scenario whose widest parameter
     * ratio is {@code span}.
     */
    static String sentence(String solver, String violation, RateSpan span) {
        String failed = "the computed schedule fails the schedule check (" + violation + ")";
        if (span.ratio() >= PRECISION_MATTERS) {
            return failed + "; the widest parameter ratio " + span.sentence()
                    + " is beyond what double precision resolves here";
        }
        return failed + ": a fault of the solver " + solver + ", not of precision: the widest parameter ratio, "
                + span.sentence() + ", is well within double precision; please report the scenario";
    }
}
