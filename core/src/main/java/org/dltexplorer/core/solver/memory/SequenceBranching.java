package org.dltexplorer.core.solver.memory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongUnaryOperator;
import org.dltexplorer.core.Tolerance;

/**
 * The depth-first branch-and-bound over partial activation sequences of a star (MNP1 of Drozdowski &amp; Wolniewicz
 * (2003), eqs. (6)–(12)) that both exact order searches run: from the front ({@link OrderSearch}, a node is a prefix)
 * and from the end ({@link TailFirstSearch}, a node is a suffix). What differs between them is the {@link Direction}:
 * how a worker joins the partial sequence, what it processes alone, and how its completions are bounded. The loop
 * over the unvisited children is this one.
 *
 * <p>At deadline {@code T} (just below the incumbent's makespan) a child is pruned when its direction's relaxation
 * proves that no completion processes the load by {@code T}; when a partial sequence of the same workers already
 * explored at this deadline has a profile at least as large everywhere (then every completion of this one was
 * available to that one, and its subtree has been searched); and among workers with identical parameters only one
 * order is explored. Each partial sequence alone is also a candidate answer. When the incumbent improves, the
 * deadline falls: the profiles on the path are recomputed at it and the stored ones dropped, since a profile computed
 * at the old deadline overestimates below it and could cover a sequence it does not dominate.
 */
final class SequenceBranching {

    /** What the search needs from its caller: the incumbent and the monitor. */
    interface Incumbents {
        /** Offers the sequence {@code seq[0..len)} (service order); true when it became the incumbent. */
        boolean offer(int[] seq, int len);

        /** The deadline a sequence must meet to be of interest: just below the incumbent's makespan. */
        double deadline();

        /** Whether the search must stop. */
        boolean cancelled();
    }

    /** How a partial sequence grows and is bounded: the one thing the two searches do differently. */
    interface Direction {
        /** The profile with worker {@code k} joined to the partial sequence of {@code f}; null when its startups exceed {@code t}. */
        ConcaveProfile join(ConcaveProfile f, int k, double t);

        /** The load the partial sequence of profile {@code f} processes by {@code t} alone (its workers only). */
        double ownLoad(ConcaveProfile f, double t);

        /**
         * Whether some completion by the workers not {@code used} (also as the bit set {@code mask}) may process the
         * load by {@code t}: a relaxation, never a false no.
         */
        boolean mayComplete(ConcaveProfile f, boolean[] used, long mask, double t);

        /** Writes {@code part[0..len)}, in the order its workers joined it, into {@code served} in service order. */
        void inServiceOrder(int[] part, int len, int[] served);
    }

    /** Nodes between two looks at the monitor (the first look at the first node). */
    private static final int POLL = 256;
    /** A partial sequence's own load counts as reaching the load this close: the evaluator's tolerance is far below. */
    private static final double REACHED = 1e-12;
    /** Profiles closer than this count as equal in the dominance test: far below the makespans' accuracy. */
    private static final Tolerance DOMINANCE = new Tolerance(1e-12, 0.0);
    /** Profiles kept for the dominance test; beyond it the search goes on without storing. */
    private static final int MAX_STORED = 4_000_000;

    private final StarWorkers w;
    private final Direction d;
    private final Incumbents incumbents;
    /** The partial sequence in service order, for {@link Incumbents#offer}. */
    private final int[] served;
    private final int[] childOrder;
    /** The worker before each one in {@link #childOrder} when both have identical parameters, else −1. */
    private final int[] twin;
    private final Map<Long, List<ConcaveProfile>> seen = new HashMap<>();
    private int stored;
    private long generation;
    private long nodes;
    private boolean stopped;
    private double openBound = Double.POSITIVE_INFINITY;
    private long openBoundEnd;
    private long started;
    private LongUnaryOperator budget;

    /** @param childOrder the order in which workers are tried as the next one to join a partial sequence */
    SequenceBranching(StarWorkers workers, Direction direction, Incumbents incumbents, int[] childOrder) {
        this.w = workers;
        this.d = direction;
        this.incumbents = incumbents;
        this.served = new int[w.m];
        this.childOrder = childOrder.clone();
        this.twin = new int[w.m];
        Arrays.fill(twin, -1);
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
     * ({@link #openBound}) until {@code System.nanoTime()} passes the end that {@code openBudget} gives.
     *
     * @param openBudget given the nanoseconds the search ran, how long it may then spend bounding the unvisited
     */
    boolean run(LongUnaryOperator openBudget) {
        this.budget = openBudget;
        this.started = System.nanoTime();
        double t = incumbents.deadline();
        if (w.originatorLoad(t) < 1.0) {
            branch(new int[w.m], 0, new boolean[w.m], 0L, ConcaveProfile.zero(t));
        }
        return !stopped;
    }

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

    /** The profile of {@code part[0..len)} at {@code t}; null if its startups exceed {@code t}. */
    private ConcaveProfile rebuild(int[] part, int len, double t) {
        ConcaveProfile f = ConcaveProfile.zero(t);
        for (int i = 0; i < len && f != null; i++) {
            f = d.join(f, part[i], t);
        }
        return f;
    }

    /** Whether the child {@code k} is explored at all: unused, and not the later of two identical workers. */
    private boolean open(boolean[] used, int k) {
        return !used[k] && (twin[k] < 0 || used[twin[k]]);
    }

    /** Explores the children of {@code part[0..len)}, whose profile {@code f} was computed at the current deadline. */
    private void branch(int[] part, int len, boolean[] used, long mask, ConcaveProfile f) {
        long gen = generation;
        for (int i = 0; i < childOrder.length; i++) {
            int k = childOrder[i];
            if (!open(used, k)) {
                continue;
            }
            // the first node looks too: a monitor that is already cancelled stops the search before it starts
            if (++nodes % POLL == 1 && incumbents.cancelled()) {
                stopped = true;
                long now = System.nanoTime();
                openBoundEnd = now + budget.applyAsLong(now - started);
            }
            if (stopped) {
                boundUnvisited(part, len, used, i);
                return;
            }
            double t = incumbents.deadline();
            if (gen != generation) {
                f = rebuild(part, len, t);
                gen = generation;
                if (f == null) {
                    return;
                }
            }
            ConcaveProfile child = d.join(f, k, t);
            if (child == null) {
                continue;
            }
            used[k] = true;
            part[len] = k;
            long childMask = mask | (1L << k);
            if (w.originatorLoad(t) + d.ownLoad(child, t) >= 1.0 && offer(part, len + 1)) {
                generation++;
                seen.clear();
                stored = 0;
                t = incumbents.deadline();
                child = rebuild(part, len + 1, t);
            }
            if (child != null && len + 1 < w.m && d.mayComplete(child, used, childMask, t)
                    && !dominated(childMask, child)) {
                branch(part, len + 1, used, childMask, child);
            }
            used[k] = false;
        }
    }

    private boolean offer(int[] part, int len) {
        d.inServiceOrder(part, len, served);
        return incumbents.offer(served, len);
    }

    /**
     * When the search stops: lowers {@link #openBound} to a lower bound on every sequence below the children of
     * {@code part[0..len)} from {@code childOrder[from]} on, which were not visited. Called at every level of the
     * path, it covers all the search left: visited subtrees were searched at the deadline of their time (never below
     * the final incumbent's), skipped twins are covered by their earlier twin and a dominated partial sequence by
     * the one that dominates it, which is either explored or on the path.
     */
    private void boundUnvisited(int[] part, int len, boolean[] used, int from) {
        double hi = incumbents.deadline();
        for (int i = from; i < childOrder.length; i++) {
            int k = childOrder[i];
            if (!open(used, k)) {
                continue;
            }
            if (System.nanoTime() > openBoundEnd) {
                // out of time for bounds: nothing is known below this child but the root relaxation
                openBound = Double.NEGATIVE_INFINITY;
                return;
            }
            used[k] = true;
            part[len] = k;
            int n = len + 1;
            openBound = Math.min(openBound, OpenSubtreeBound.below(t -> subtreeMayReach(part, n, used, t), hi));
            used[k] = false;
        }
    }

    /** Whether {@code part[0..len)} alone or, by its direction's relaxation, a completion may process the load by {@code t}. */
    private boolean subtreeMayReach(int[] part, int len, boolean[] used, double t) {
        ConcaveProfile f = rebuild(part, len, t);
        if (f == null) {
            return false;
        }
        if (w.originatorLoad(t) + d.ownLoad(f, t) >= 1.0 - REACHED) {
            return true;
        }
        long mask = 0;
        for (int i = 0; i < len; i++) {
            mask |= 1L << part[i];
        }
        return len < w.m && d.mayComplete(f, used, mask, t);
    }

    /** Whether a stored partial sequence of the same workers dominates {@code f}; otherwise stores {@code f}. */
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
