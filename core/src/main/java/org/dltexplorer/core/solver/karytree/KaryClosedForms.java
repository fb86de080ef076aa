package org.dltexplorer.core.solver.karytree;

import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.Scenario;

/**
 * The finish times as the paper's formulas give them, without building a schedule. They serve as a second method
 * against the replayed schedules of {@link KaryTreeSolver} and to show the published values next to the validated
 * ones. Geometric sums {@code (1-K^n)/(1-K)} are evaluated by {@link #geometric}, which takes the limit {@code n}
 * at {@code K = 1} instead of the formulas' 0/0.
 */
public final class KaryClosedForms {

    private KaryClosedForms() {
    }

    /** {@code Σ_{m=0}^{n-1} K^m = (1-K^n)/(1-K)}, and {@code n} when {@code K = 1}. */
    public static double geometric(int arity, int n) {
        if (arity == 1) {
            return n;
        }
        return (1 - Math.pow(arity, n)) / (1 - arity);
    }

    /**
     * EDS finish time of a homogeneous tree, eq. (37) of Ko & Robertazzi (2003): the communication delay (32) of the last
     * processor {@code p_{K^L-1,L}} (eq. (37) prints the indices swapped), its computing time {@code εwTcp}, and the
     * reporting delay (36) of its results along its path to the root, each ancestor forwarding its whole subtree's
     * results. The load is normalised ({@code V = 1}).
     *
     * @param a {@code wTcp}
     * @param c {@code zTcm}
     * @param r {@code zTcm^sol}
     */
    public static double equalDivisionFinish(int levels, int arity, double a, double c, double r) {
        double eps = 1.0 / geometric(arity, levels + 1); // eq. (4)
        double delay = 0;
        for (int l = 1; l <= levels; l++) {
            delay += eps * geometric(arity, levels - l + 1) * arity * c; // eq. (32) with mod(...) = K - 1
        }
        double report;
        if (arity == 1) {
            report = eps * r * levels * (levels + 1) / 2.0; // limit of eq. (36)
        } else {
            report = eps * r / (arity - 1) * ((Math.pow(arity, levels + 1) - arity) / (arity - 1) - levels); // eq. (36)
        }
        return delay + eps * a + report;
    }

    /**
     * SOS finish time {@code w^eq_{0,0}Tcp·V} of eq. (41) by the equivalent-processor collapse with the equal-finish
     * split everywhere, as printed: the finish time of a schedule that may collect a report on one link while still
     * sending on another ({@code collect = "while-sending"}); collecting after sends, where that split would collect
     * while sending, it is no schedule's finish time (the solver then splits that subtree by {@link PortBoundSplit}).
     */
    public static double sequentialFinish(Scenario scenario) {
        requireKary(scenario);
        return SequentialCollapse.equalFinishLoads(KaryInstance.of(scenario)).predictedFinish();
    }

    /**
     * MOS finish time of eq. (89)–(90), evaluated as printed even when the formulas give negative loads (see
     * {@link #multiInstallmentLoadsValid}). It is no schedule's finish time where {@code K, L ≥ 2}: its closed form
     * never forwards the solutions of levels ≥ 2 to the root.
     */
    public static double multiInstallmentFinish(Scenario scenario) {
        requireKary(scenario);
        return MultiInstallmentLoads.solve(KaryInstance.of(scenario)).predictedFinish();
    }

    /** Whether the MOS formulas give non-negative loads for this scenario. */
    public static boolean multiInstallmentLoadsValid(Scenario scenario) {
        requireKary(scenario);
        return MultiInstallmentLoads.solve(KaryInstance.of(scenario)).reason().isEmpty();
    }

    private static void requireKary(Scenario scenario) {
        if (!(scenario.network() instanceof KaryTree)) {
            throw new IllegalArgumentException("not a kary-tree scenario: " + scenario.network().kind().id());
        }
    }
}
