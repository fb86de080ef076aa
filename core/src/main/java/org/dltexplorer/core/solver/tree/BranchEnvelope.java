package org.dltexplorer.core.solver.tree;

import java.util.List;

/**
 * The makespan of a root feeding independent branches, each of which may be used in one of several
 * configurations (a prefix of a path, of a bus's workers, of a one-port star's sequence) or not at all.
 *
 * <p>In configuration {@code k} a branch processes {@code P_k T − Q_k} units when the root has the load at time 0
 * and all finish at {@code T}; the root itself processes {@code T/A_root}. A configuration that gives some
 * processor a negative load processes less than the same configuration without it (its affine capacity is
 * negative there), so the best capacity of a branch at {@code T} is the upper envelope
 * {@code F_b(T) = max(0, max_k (P_k T − Q_k))} over <em>all</em> configurations, usable or not, and is convex.
 * The optimal makespan is the root of {@code T/A_root + Σ_b F_b(T) = V}, found by Newton's method from a feasible
 * {@code T}: each step picks every branch's best configuration at the current {@code T} and solves the resulting
 * affine equation, so it only ever visits configurations, decreases strictly and stops in finitely many steps at
 * the minimum over configurations of their makespan (Błażewicz & Drozdowski 1997, §2.2: the best of the "usable configurations";
 * the argument is that of the Appendix, Lemma A.1, for each branch).
 */
public final class BranchEnvelope {

    private static final int MAX_STEPS = 10_000;

    private BranchEnvelope() {
    }

    /**
     * The configurations of one branch.
     *
     * @param P slope of each configuration's capacity
     * @param Q offset of each configuration's capacity
     */
    public record Branch(double[] P, double[] Q) {

        public Branch {
            if (P.length != Q.length) {
                throw new IllegalArgumentException("one P and one Q per configuration");
            }
        }

        int best(double t) {
            int best = -1;
            double value = 0;
            for (int k = 0; k < P.length; k++) {
                double v = P[k] * t - Q[k];
                if (v > value || (best >= 0 && v == value && P[k] > P[best])) {
                    value = v;
                    best = k;
                }
            }
            return best;
        }
    }

    /**
     * The optimum.
     *
     * @param makespan {@code T}, {@code +∞} when nothing can compute
     * @param chosen the configuration of each branch, {@code -1} when unused
     */
    public record Choice(double makespan, int[] chosen) {

        public boolean feasible() {
            return Double.isFinite(makespan);
        }
    }

    /**
     * The minimal makespan for {@code load} units.
     *
     * @param rootRate {@code 1/A_root}, 0 when the root does not compute
     */
    public static Choice solve(double rootRate, List<Branch> branches, double load) {
        int nb = branches.size();
        // a feasible start: the best configuration using the root and at most one branch
        double t = rootRate > 0 ? load / rootRate : Double.POSITIVE_INFINITY;
        for (Branch b : branches) {
            for (int k = 0; k < b.P.length; k++) {
                double rate = rootRate + b.P[k];
                if (rate > 0) {
                    t = Math.min(t, (load + b.Q[k]) / rate);
                }
            }
        }
        int[] chosen = new int[nb];
        if (!Double.isFinite(t)) {
            java.util.Arrays.fill(chosen, -1);
            return new Choice(Double.POSITIVE_INFINITY, chosen);
        }
        for (int step = 0; step < MAX_STEPS; step++) {
            double p = rootRate;
            double q = 0;
            for (int i = 0; i < nb; i++) {
                Branch b = branches.get(i);
                chosen[i] = b.best(t);
                if (chosen[i] >= 0) {
                    p += b.P[chosen[i]];
                    q += b.Q[chosen[i]];
                }
            }
            double next = (load + q) / p;
            if (!(next < t)) {
                return new Choice(Math.min(next, t), chosen);
            }
            t = next;
        }
        return new Choice(t, chosen);
    }
}
