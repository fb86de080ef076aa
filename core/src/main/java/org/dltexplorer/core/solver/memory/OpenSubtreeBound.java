package org.dltexplorer.core.solver.memory;

import java.util.function.DoublePredicate;

/**
 * The bound a stopped order search reports for a subtree it never visited, shared by the search from the front
 * ({@link OrderSearch}) and from the end ({@link TailFirstSearch}): the largest deadline at which the subtree's
 * relaxation says no sequence in it can process the load. The relaxation is monotone in the deadline (more time
 * never processes less), so bisection from below keeps the answer a valid lower bound on every sequence there.
 */
final class OpenSubtreeBound {

    /** Halvings of {@code [0, hi]}: 2^-40 of the incumbent is below any gap a user reads. */
    static final int BISECTIONS = 40;

    private OpenSubtreeBound() {
    }

    /**
     * @param mayReach whether the subtree's relaxation may process the load by a deadline
     * @param hi the incumbent's deadline
     * @return {@code hi} when the subtree may not reach the load even by then, else the largest deadline found at which
     *     it may not (from below, to bisection precision)
     */
    static double below(DoublePredicate mayReach, double hi) {
        if (!mayReach.test(hi)) {
            return hi;
        }
        double lo = 0;
        for (int it = 0; it < BISECTIONS; it++) {
            double mid = 0.5 * (lo + hi);
            if (mayReach.test(mid)) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return lo;
    }
}
