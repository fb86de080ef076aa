package org.dltexplorer.core.invariance;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;

/**
 * The product's answers to one scenario, asked at several magnitudes, against an oracle's optimum computed once at
 * ordinary magnitudes in the test. The model's scaling laws give the expected makespan of the scaled scenario: every
 * time {@code k} times as long gives {@code k} times the makespan, and the load in other units (the load, the
 * buffers and the rates rescaled together) the same makespan. Disagreements are collected with the scaled
 * scenario's file, so that a test can report every one of them at once.
 *
 * <p>An {@code optimal} answer must equal the oracle within {@link #TOLERANCE}; a {@code feasible} one (a heuristic, a
 * given order, a search under its limit) is a schedule, so it is never better than the optimum, and its proven
 * bound, when it has one, is never above it; an oracle of {@code +∞} (no schedule) wants {@code infeasible}.
 */
public final class OracleComparison {

    /**
     * Relative tolerance between the product's makespan and the oracle's: both are LP optima (ojAlgo's simplex stops
     * at about 1e-9 relative feasibility) or closed forms in double precision, computed in different units.
     */
    public static final double TOLERANCE = 1e-7;

    /** Every time parameter ({@code A, C, S, R, F}) times these: the magnitudes, 10^-6 to 10^12. */
    public static final double[][] TIME_SCALES = {{1e-6, 1}, {1, 1}, {1e6, 1}, {1e12, 1}};

    private final Solvers solvers;
    private final double[][] magnitudes;
    private final List<String> findings = new ArrayList<>();
    private int checked;

    /** Compares at {@code magnitudes}, each a pair (times ×, load ×). */
    public OracleComparison(Solvers solvers, double[][] magnitudes) {
        this.solvers = solvers;
        this.magnitudes = magnitudes;
    }

    public OracleComparison(Solvers solvers) {
        this(solvers, TIME_SCALES);
    }

    /** Asks the product {@code scenario} at every magnitude; {@code optimum} is the oracle's makespan for it. */
    public void check(String family, Scenario scenario, double optimum) {
        for (double[] m : magnitudes) {
            Scenario scaled = ScenarioTransforms.loadScaled(ScenarioTransforms.timesScaled(scenario, m[0]), m[1]);
            Answer answer = Answer.of(solvers, scaled);
            double want = optimum * m[0];
            checked++;
            if (!agrees(answer, want)) {
                findings.add(family + " (times ×" + m[0] + ", load ×" + m[1] + "): " + answer.text() + ", oracle "
                        + want + "\n  " + new ScenarioWriter().write(scaled).replaceAll("\\s+", ""));
            }
        }
    }

    private static boolean agrees(Answer answer, double want) {
        if (Double.isInfinite(want)) {
            return answer.kind() == Answer.Kind.INFEASIBLE;
        }
        if (answer.optimal()) {
            return Math.abs(answer.makespan() - want) <= TOLERANCE * want;
        }
        return answer.answered() && answer.makespan() >= want * (1 - TOLERANCE)
                && !(answer.bound() > want * (1 + TOLERANCE));
    }

    /** Every disagreement so far, each with the scaled scenario's file on a second line. */
    public List<String> findings() {
        return findings;
    }

    /** How many answers were compared. */
    public int checked() {
        return checked;
    }
}
