package org.dltexplorer.core.solver.memory;

/**
 * The exact order search of a memory star (MNP1 of Drozdowski &amp; Wolniewicz (2003), eqs. (6)–(12)) that fixes the
 * activation sequence from its end: a node is a suffix {@code σ} (the last workers served, in order), its children
 * put one more unsequenced worker in front of it. {@link OrderSearch} runs it on memory stars instead of its own
 * prefix-first branching.
 *
 * <p><b>Why from the end.</b> Where the buffers bind, the workers served first take their whole buffers and finish
 * computing long before the makespan; what decides the makespan is which workers come last and how little they can
 * take, since each must compute after its message (issue 30's family: the last four or five of an optimal sequence
 * get 5–70 % of their buffers). A prefix-first search fixes the easy part first and bounds the hard part by a
 * relaxation; this search computes the suffix exactly — its profile {@code F_σ(D)}, the most load {@code σ}
 * processes by the deadline {@code T} when the port becomes free for it at {@code D}, is LP1's recursion
 * ({@link SequenceEvaluator#prepend}) — and bounds the head, which is nearly a knapsack, by the knapsack with setups
 * ({@link StartupKnapsack#mayReachBefore}). Every sequence is the suffix of itself, so it is reached exactly once
 * (up to the pruning below).
 *
 * <p><b>Pruning.</b> At deadline {@code T} (just below the incumbent's makespan) a suffix is pruned when the
 * knapsack proves that no head, the empty one included, lets it process the load by {@code T}; the dominance between
 * suffixes of the same workers, identical workers and the candidates are those of {@link SequenceBranching}, which
 * runs this search as its direction from the end: {@code new SequenceBranching(workers, new TailFirstSearch(…),
 * incumbents, childOrder)}, where the first worker of {@code childOrder} is tried as the last one served first.
 */
final class TailFirstSearch implements SequenceBranching.Direction {

    private final StarWorkers w;
    private final SequenceEvaluator eval;
    private final StartupKnapsack knapsack;

    TailFirstSearch(StarWorkers workers, SequenceEvaluator eval) {
        this.w = workers;
        this.eval = eval;
        this.knapsack = new StartupKnapsack(workers);
    }

    /** The worker {@code k} served just before the suffix: LP1's recursion, exact. */
    @Override
    public ConcaveProfile join(ConcaveProfile f, int k, double t) {
        return eval.prepend(f, k, t);
    }

    /** The suffix alone, the port free for it at once: its profile at {@code D = 0}. */
    @Override
    public double ownLoad(ConcaveProfile f, double t) {
        return f.y[0];
    }

    /** The knapsack with setups over the heads before the suffix ({@link StartupKnapsack#mayReachBefore}). */
    @Override
    public boolean mayComplete(ConcaveProfile f, boolean[] used, long mask, double t) {
        return knapsack.mayReachBefore(f, used, t, 1.0 - w.originatorLoad(t));
    }

    /** A suffix lists the last worker served first. */
    @Override
    public void inServiceOrder(int[] suffix, int len, int[] served) {
        for (int i = 0; i < len; i++) {
            served[i] = suffix[len - 1 - i];
        }
    }
}
