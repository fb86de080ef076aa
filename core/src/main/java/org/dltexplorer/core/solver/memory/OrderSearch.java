package org.dltexplorer.core.solver.memory;

import java.util.Arrays;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * The optimal activation sequence of a star with buffers and startups (problem MNP1 of seed 002, eqs. (6)–(12),
 * strongly NP-hard): which workers to use and in which order. Leaving a worker out can pay, because its startup
 * delays everyone after it.
 *
 * <p>Exact search: a depth-first branch-and-bound over sequences (ordered subsets) of workers. Every node, a
 * prefix {@code π}, is also a candidate answer (the sequence {@code π} alone); its value is LP1 of {@code π}
 * ({@link SequenceEvaluator}). A node is pruned when even a relaxed completion cannot process the load by the
 * incumbent's makespan: the prefix keeps its exact LP1 constraints, the unsequenced workers are replaced by the
 * fractional-knapsack bound of {@link SequenceEvaluator#relaxedRest} (one port shared, startups spread per unit,
 * no waiting for each other), and the profile recursion gives the most load of the prefix plus that bound by the
 * deadline. Workers with identical parameters are interchangeable: only one order among them is explored.
 *
 * <p>Heuristic start (anytime): IBS ({@link IncrementalBalancing}) in the order of increasing {@code C} (the
 * classical rule of [2]), LP1 on that order with unused workers dropped, then a first-improvement local search
 * (remove, insert, move and swap workers). If the monitor stops the exact search, the incumbent is returned
 * unproven.
 */
final class OrderSearch {

    /** A sequence must beat the incumbent by this fraction to count as better: the evaluator's rounding is far below. */
    private static final double IMPROVEMENT = 1e-9;
    /** Nodes between two looks at the monitor. */
    private static final int POLL = 256;

    private final StarWorkers w;
    private final SequenceEvaluator eval;
    private final SolveMonitor monitor;

    private SequenceEvaluator.Distribution best;
    private long nodes;
    private boolean stopped;
    private int[] childOrder;
    private int[] twin;

    OrderSearch(StarWorkers workers, SolveMonitor monitor) {
        this.w = workers;
        this.eval = new SequenceEvaluator(workers);
        this.monitor = monitor;
    }

    /** The outcome: the best sequence found, whether it is proven optimal, and the nodes explored. */
    record Result(SequenceEvaluator.Distribution best, boolean proven, long nodes, double ibsMakespan) {
    }

    /** Workers by increasing {@code C}, then increasing {@code A}: the classical activation rule. */
    int[] classicalOrder() {
        Integer[] o = new Integer[w.m];
        for (int k = 0; k < w.m; k++) {
            o[k] = k;
        }
        Arrays.sort(o, (i, j) -> w.c[i] != w.c[j] ? Double.compare(w.c[i], w.c[j]) : Double.compare(w.a[i], w.a[j]));
        return Arrays.stream(o).mapToInt(Integer::intValue).toArray();
    }

    /** Makespan (scaled) of the IBS loads in {@code order}, startups included; +∞ when IBS finds no distribution. */
    double ibsMakespan(int[] order) {
        double[] l = new IncrementalBalancing(w).loads(order);
        if (l == null) {
            return Double.POSITIVE_INFINITY;
        }
        int[] seq = new int[order.length];
        double[] x = new double[order.length];
        int n = 0;
        for (int i = 0; i < order.length; i++) {
            if (l[i + 1] > 0) {
                seq[n] = order[i];
                x[n] = l[i + 1];
                n++;
            }
        }
        return eval.makespan(seq, n, l[0], x);
    }

    /** IBS, LP1 on its order and local search; {@code budgetNanos} bounds the local search. */
    Result heuristic(long budgetNanos) {
        long end = System.nanoTime() + budgetNanos;
        int[] order = classicalOrder();
        double ibs = ibsMakespan(order);
        best = null;
        consider(order, order.length);
        if (best == null) {
            return new Result(null, false, 0, ibs);
        }
        localSearch(end);
        return new Result(best, false, 0, ibs);
    }

    /** The exact search, started from the heuristic; not proven when the monitor stops it. */
    Result exact() {
        Result h = heuristic(Long.MAX_VALUE);
        if (h.best() == null) {
            return h;
        }
        childOrder = classicalOrder();
        twin = new int[w.m];
        Arrays.fill(twin, -1);
        for (int i = 1; i < w.m; i++) {
            int k = childOrder[i];
            int prev = childOrder[i - 1];
            if (w.a[k] == w.a[prev] && w.b[k] == w.b[prev] && w.c[k] == w.c[prev] && w.s[k] == w.s[prev]) {
                twin[k] = prev;
            }
        }
        nodes = 0;
        stopped = false;
        int[] seq = new int[w.m];
        boolean[] used = new boolean[w.m];
        branch(seq, 0, used);
        return new Result(best, !stopped, nodes, h.ibsMakespan());
    }

    private void branch(int[] seq, int len, boolean[] used) {
        if (stopped) {
            return;
        }
        if (++nodes % POLL == 0 && monitor.cancelled()) {
            stopped = true;
            return;
        }
        double t = best.makespan() * (1 - IMPROVEMENT);
        if (len < w.m) {
            ConcaveProfile rest = eval.relaxedRest(used, t, eval.startups(seq, len));
            if (!enough(eval.maxLoad(seq, len, t, rest))) {
                return;
            }
        }
        if (len > 0 && enough(eval.maxLoad(seq, len, t, null))) {
            consider(seq, len);
            t = best.makespan() * (1 - IMPROVEMENT);
        }
        for (int k : childOrder) {
            if (used[k] || (twin[k] >= 0 && !used[twin[k]])) {
                continue;
            }
            used[k] = true;
            seq[len] = k;
            branch(seq, len + 1, used);
            used[k] = false;
            if (stopped) {
                return;
            }
        }
    }

    private static boolean enough(double load) {
        return load >= 1.0;
    }

    /** Evaluates a sequence, drops its idle workers, and keeps it when it beats the incumbent. */
    private boolean consider(int[] seq, int len) {
        SequenceEvaluator.Distribution d = eval.shortest(seq, len);
        if (d == null) {
            return false;
        }
        d = withoutIdle(d);
        if (best == null || d.makespan() < best.makespan() * (1 - IMPROVEMENT)) {
            best = d;
            return true;
        }
        return false;
    }

    /** Re-solves without the workers LP1 leaves idle: their startups only delay the others. */
    private SequenceEvaluator.Distribution withoutIdle(SequenceEvaluator.Distribution d) {
        while (true) {
            int[] seq = d.sequence();
            int n = 0;
            int[] kept = new int[seq.length];
            for (int i = 0; i < seq.length; i++) {
                if (d.loads()[i] > 0) {
                    kept[n++] = seq[i];
                }
            }
            if (n == seq.length) {
                return d;
            }
            SequenceEvaluator.Distribution e = eval.shortest(kept, n);
            if (e == null || e.makespan() > d.makespan()) {
                return d;
            }
            d = e;
        }
    }

    private void localSearch(long end) {
        boolean improved = true;
        while (improved && System.nanoTime() < end) {
            improved = false;
            int[] seq = best.sequence();
            int n = seq.length;
            boolean[] in = new boolean[w.m];
            for (int k : seq) {
                in[k] = true;
            }
            // candidate neighbours: remove one, insert an unused one anywhere, move one, swap two
            outer:
            for (int move = 0; move < 4; move++) {
                int limitI = move == 1 ? w.m : n;
                for (int i = 0; i < limitI; i++) {
                    int limitJ = move == 0 ? 1 : (move == 1 ? n + 1 : n);
                    for (int j = 0; j < limitJ; j++) {
                        if (System.nanoTime() >= end) {
                            return;
                        }
                        int[] cand = neighbour(seq, in, move, i, j);
                        if (cand == null) {
                            continue;
                        }
                        double t = best.makespan() * (1 - IMPROVEMENT);
                        if (enough(eval.maxLoad(cand, cand.length, t, null)) && consider(cand, cand.length)) {
                            improved = true;
                            break outer;
                        }
                    }
                }
            }
        }
    }

    private static int[] neighbour(int[] seq, boolean[] in, int move, int i, int j) {
        int n = seq.length;
        switch (move) {
            case 0: { // remove position i
                int[] c = new int[n - 1];
                for (int p = 0, q = 0; p < n; p++) {
                    if (p != i) {
                        c[q++] = seq[p];
                    }
                }
                return c;
            }
            case 1: { // insert worker i at position j
                if (in[i]) {
                    return null;
                }
                int[] c = new int[n + 1];
                for (int p = 0, q = 0; p <= n; p++) {
                    c[p] = p == j ? i : seq[q++];
                }
                return c;
            }
            case 2: { // move position i to position j
                if (i == j) {
                    return null;
                }
                int[] c = new int[n];
                int x = seq[i];
                int[] rest = new int[n - 1];
                for (int p = 0, q = 0; p < n; p++) {
                    if (p != i) {
                        rest[q++] = seq[p];
                    }
                }
                for (int p = 0, q = 0; p < n; p++) {
                    c[p] = p == j ? x : rest[q++];
                }
                return c;
            }
            default: { // swap positions i < j
                if (j <= i) {
                    return null;
                }
                int[] c = seq.clone();
                c[i] = seq[j];
                c[j] = seq[i];
                return c;
            }
        }
    }
}
