package org.dltexplorer.core.solver.memory;

/**
 * The pruning test of the order search ({@link OrderSearch}): whether a prefix of an activation sequence, completed
 * by at least one more of the unsequenced workers, may still process the load by a deadline {@code T} (MNP1 of Drozdowski &amp;
 * Wolniewicz (2003), eqs. (6)–(12)). Each of three relaxations overestimates the load of every completion, so the
 * prefix is pruned as soon as one of them falls short of the load:
 * <ol>
 *   <li>the fractional knapsack of {@link SequenceEvaluator#relaxedRest} (port time shared, startups spread per
 *       unit), capped by the startup-free pipeline (Błażewicz &amp; Drozdowski (1997), eq. (10)), added to the
 *       prefix's profile at the best end of its messages;</li>
 *   <li>the same knapsack with the workers' caps evaluated on each piece of the prefix's profile
 *       ({@link #segmented});</li>
 *   <li>the knapsack with setups ({@link StartupKnapsack}): every used worker pays its whole startup, each at most
 *       its buffer, and the last one computes after the port's last message.</li>
 * </ol>
 * The cheap tests run first; the third, a small branch-and-bound, only when they keep the prefix.
 */
final class SuffixBound {

    private final StarWorkers w;
    private final SequenceEvaluator eval;
    private final StartupKnapsack knapsack;

    SuffixBound(StarWorkers workers, SequenceEvaluator eval) {
        this.w = workers;
        this.eval = eval;
        this.knapsack = new StartupKnapsack(workers);
    }

    /**
     * Whether the prefix whose forward profile at deadline {@code t} is {@code g}, with the workers of {@code used}
     * sequenced, may be completed by at least one more worker to process the load (scaled to 1) by {@code t}; false
     * only when a relaxation proves it cannot. (The prefix alone is the search's own candidate.)
     */
    boolean mayReach(ConcaveProfile g, boolean[] used, double t) {
        double own = w.originatorLoad(t);
        ConcaveProfile rest = eval.relaxedRest(used, t, g.start());
        return own + g.maxSum(rest) >= 1.0
                && own + segmented(g, used, t) >= 1.0
                && knapsack.mayReach(g, used, t, 1.0 - own);
    }

    /** The workers' loads in the knapsack's solution of the last {@link #mayReach} that ran it and answered yes, else null. */
    double[] witness() {
        return knapsack.witness();
    }

    /**
     * A tighter bound than one knapsack for the whole profile: on each linear piece {@code [x_i, x_{i+1}]} of the
     * prefix's profile the unsequenced workers cannot start before {@code x_i}, so their caps
     * {@code (T − S_k − x_i)/(A_k + C_k)} are evaluated there. The most load of prefix plus bound over the piece is
     * at an end or a breakpoint of the piece's knapsack profile.
     */
    private double segmented(ConcaveProfile g, boolean[] used, double t) {
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i + 1 < g.n; i++) {
            double lo = g.x[i];
            double hi = g.x[i + 1];
            ConcaveProfile rest = eval.relaxedRest(used, t, lo);
            best = Math.max(best, g.y[i] + rest.at(lo));
            best = Math.max(best, g.y[i + 1] + rest.at(hi));
            for (int j = 0; j < rest.n; j++) {
                if (rest.x[j] > lo && rest.x[j] < hi) {
                    best = Math.max(best, g.at(rest.x[j]) + rest.y[j]);
                }
            }
        }
        return best;
    }
}
