package org.dltexplorer.core.solver.memory;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dltexplorer.core.Tolerance;

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
 * knapsack proves that no head, the empty one included, lets it process the load by {@code T}; when a suffix of the
 * same workers already explored at this deadline has a profile at least as large everywhere (then every head of
 * this one was available to that one); and among workers with identical parameters only one order is explored.
 * Each suffix alone is also a candidate sequence. When the incumbent improves, the deadline falls and the profiles
 * on the path are recomputed; the stored ones are dropped.
 */
final class TailFirstSearch {

    /** What the search needs from its caller: the incumbent and the monitor. */
    interface Incumbents {
        /** Offers the sequence {@code seq[0..len)} (service order); true when it became the incumbent. */
        boolean offer(int[] seq, int len);

        /** The deadline a sequence must meet to be of interest: just below the incumbent's makespan. */
        double deadline();

        /** Whether the search must stop. */
        boolean cancelled();
    }

    /** Nodes between two looks at the monitor (the first look at the first node). */
    private static final int POLL = 256;
    /** A suffix's own load counts as reaching the load this close: the evaluator's tolerance is far below. */
    private static final double REACHED = 1e-12;
    /** Profiles closer than this count as equal in the dominance test: far below the makespans' accuracy. */
    private static final Tolerance DOMINANCE = new Tolerance(1e-12, 0.0);
    /** Suffix profiles kept for the dominance test; beyond it the search goes on without storing. */
    private static final int MAX_STORED = 4_000_000;

    private final StarWorkers w;
    private final SequenceEvaluator eval;
    private final StartupKnapsack knapsack;
    private final Incumbents incumbents;
    private final int[] childOrder;
    private final int[] twin;
    private final Map<Long, List<ConcaveProfile>> seen = new HashMap<>();
    private int stored;
    private long generation;
    private long nodes;
    private boolean stopped;
    private double openBound = Double.POSITIVE_INFINITY;
    private long openBoundEnd;
    private final int[] order;

    /**
     * @param childOrder the order in which workers are tried in front of a suffix: the first is tried as the last
     *     worker served first
     */
    TailFirstSearch(StarWorkers workers, SequenceEvaluator eval, Incumbents incumbents, int[] childOrder) {
        this.w = workers;
        this.eval = eval;
        this.knapsack = new StartupKnapsack(workers);
        this.incumbents = incumbents;
        this.childOrder = childOrder.clone();
        this.twin = new int[w.m];
        this.order = new int[w.m];
        java.util.Arrays.fill(twin, -1);
        for (int i = 1; i < w.m; i++) {
            int k = this.childOrder[i];
            int prev = this.childOrder[i - 1];
            if (w.a[k] == w.a[prev] && w.b[k] == w.b[prev] && w.c[k] == w.c[prev] && w.s[k] == w.s[prev]) {
                twin[k] = prev;
            }
        }
    }

    /**
     * Searches every sequence; returns false when the monitor stopped it, after bounding what it left unvisited
     * ({@link #openBound}) until {@code System.nanoTime()} passes the end the caller's {@code openBudget} gives.
     *
     * @param openBudget given the nanoseconds the search ran, how long it may then spend bounding the unvisited
     */
    boolean run(java.util.function.LongUnaryOperator openBudget) {
        long started = System.nanoTime();
        this.budget = openBudget;
        this.started = started;
        double t = incumbents.deadline();
        int[] suffix = new int[w.m];
        boolean[] used = new boolean[w.m];
        branch(suffix, 0, used, 0L, ConcaveProfile.zero(t));
        return !stopped;
    }

    private java.util.function.LongUnaryOperator budget;
    private long started;

    long nodes() {
        return nodes;
    }

    /**
     * After a stopped run: a lower bound on the makespan of every sequence the search left unvisited (+∞ when it
     * completed, −∞ when it ran out of time to bound them).
     */
    double openBound() {
        return openBound;
    }

    /** The profile of the suffix {@code suffix[0..len)} ({@code suffix[0]} served last) at {@code t}; null if its startups exceed {@code t}. */
    private ConcaveProfile rebuild(int[] suffix, int len, double t) {
        ConcaveProfile f = ConcaveProfile.zero(t);
        for (int i = 0; i < len && f != null; i++) {
            f = eval.prepend(f, suffix[i], t);
        }
        return f;
    }

    private void branch(int[] suffix, int len, boolean[] used, long mask, ConcaveProfile f) {
        long gen = generation;
        for (int i = 0; i < childOrder.length; i++) {
            int k = childOrder[i];
            if (used[k] || (twin[k] >= 0 && !used[twin[k]])) {
                continue;
            }
            // the first node looks too: a monitor that is already cancelled stops the search before it starts
            if (++nodes % POLL == 1 && incumbents.cancelled()) {
                stopped = true;
                long now = System.nanoTime();
                openBoundEnd = now + budget.applyAsLong(now - started);
            }
            if (stopped) {
                boundUnvisited(suffix, len, used, i);
                return;
            }
            double t = incumbents.deadline();
            if (gen != generation) {
                f = rebuild(suffix, len, t);
                gen = generation;
                if (f == null) {
                    return;
                }
            }
            ConcaveProfile child = eval.prepend(f, k, t);
            if (child == null) {
                continue;
            }
            used[k] = true;
            suffix[len] = k;
            if (child.y[0] >= 1.0 - w.originatorLoad(t) && offer(suffix, len + 1)) {
                generation++;
                seen.clear();
                stored = 0;
                // the deadline fell: this suffix's profile (and the one it was built on) are recomputed at it
                t = incumbents.deadline();
                child = rebuild(suffix, len + 1, t);
            }
            if (child != null && len + 1 < w.m
                    && knapsack.mayReachBefore(child, used, t, 1.0 - w.originatorLoad(t))
                    && !dominated(mask | (1L << k), child)) {
                branch(suffix, len + 1, used, mask | (1L << k), child);
            }
            used[k] = false;
        }
    }

    private boolean offer(int[] suffix, int len) {
        for (int i = 0; i < len; i++) {
            order[i] = suffix[len - 1 - i];
        }
        return incumbents.offer(order, len);
    }

    /**
     * When the search stops: lowers {@link #openBound} to a lower bound on every sequence whose suffix starts with
     * one of the children of {@code suffix[0..len)} from {@code childOrder[from]} on, which were not visited. Called
     * at every level of the path, it covers all the search left: visited subtrees were searched at the deadline of
     * their time (never below the final incumbent's), skipped twins are covered by their earlier twin and a
     * dominated suffix by the one that dominates it.
     */
    private void boundUnvisited(int[] suffix, int len, boolean[] used, int from) {
        double hi = incumbents.deadline();
        for (int i = from; i < childOrder.length; i++) {
            int k = childOrder[i];
            if (used[k] || (twin[k] >= 0 && !used[twin[k]])) {
                continue;
            }
            if (System.nanoTime() > openBoundEnd) {
                openBound = Double.NEGATIVE_INFINITY;
                return;
            }
            used[k] = true;
            suffix[len] = k;
            openBound = Math.min(openBound, subtreeBound(suffix, len + 1, used, hi));
            used[k] = false;
        }
    }

    /** The largest deadline (from below, to bisection precision) at which no sequence ending with the suffix meets the load; {@code hi} when none does by then. */
    private double subtreeBound(int[] suffix, int len, boolean[] used, double hi) {
        return OpenSubtreeBound.below(t -> subtreeMayReach(suffix, len, used, t), hi);
    }

    private boolean subtreeMayReach(int[] suffix, int len, boolean[] used, double t) {
        ConcaveProfile f = rebuild(suffix, len, t);
        if (f == null) {
            return false;
        }
        double need = 1.0 - w.originatorLoad(t);
        return f.y[0] >= need - REACHED || knapsack.mayReachBefore(f, used, t, need);
    }

    /** Whether a stored suffix of the same workers dominates {@code f}; otherwise stores {@code f}. */
    private boolean dominated(long mask, ConcaveProfile f) {
        if (w.m > Long.SIZE) {
            return false;
        }
        List<ConcaveProfile> list = seen.get(mask);
        if (list != null) {
            for (ConcaveProfile p : list) {
                if (f.below(p, DOMINANCE)) {
                    return true;
                }
            }
            list.removeIf(p -> p.below(f, DOMINANCE));
        }
        if (stored < MAX_STORED) {
            seen.computeIfAbsent(mask, x -> new ArrayList<>(2)).add(f);
            stored++;
        }
        return false;
    }
}
