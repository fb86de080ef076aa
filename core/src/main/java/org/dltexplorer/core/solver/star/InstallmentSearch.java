package org.dltexplorer.core.solver.star;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * Chooses the message sequence of a multi-installment star ({@link InstallmentStar}): which messages to send and in
 * what order, each worker at most {@code n} times; the loads of a sequence come from its {@link InstallmentLp}.
 * A message that the LP gives nothing is left out, so it pays no startup.
 *
 * <ul>
 *   <li>{@link #roundRobin}: the workers of an order served in rounds, 1 to {@code n} of them, the best kept;</li>
 *   <li>{@link #heuristic}: round robin in the single-installment order, then local search (drop a message, swap
 *       two adjacent ones, insert one more) while it helps;</li>
 *   <li>{@link #optimal}: depth-first branch-and-bound over sequences, extended one message at a time, children
 *       taken by their prefix bound and pruned when it reaches the best makespan so far (seeded by the heuristic).
 *       Interchangeable workers are first served in id order (relabelling any sequence gives one such).
 *       It stops at its node budget or when the monitor cancels; the bound then is the least prefix bound of the
 *       unexplored subtrees.</li>
 * </ul>
 */
final class InstallmentSearch {

    /** Sequences evaluated before the exact search gives up its proof (each is two small LPs). */
    static final long NODE_BUDGET = 5_000;

    /** Local-search evaluations at most. */
    static final int LOCAL_BUDGET = 4_000;

    private final InstallmentStar star;
    private final InstallmentLp lp;

    InstallmentSearch(InstallmentStar star) {
        this.star = star;
        this.lp = new InstallmentLp(star);
    }

    /**
     * A searched sequence.
     *
     * @param loads the sequence and its loads
     * @param proven whether it is proven optimal over all sequences
     * @param bound a proven lower bound on every sequence's makespan
     * @param nodes sequences the search evaluated
     */
    record Found(InstallmentStar.Loads loads, boolean proven, double bound, long nodes) {
    }

    /**
     * The LP loads of {@code seq}, then of its subsequence without the messages that carry nothing (it is no worse:
     * the same loads fit it with their startups saved), until every message carries load.
     */
    InstallmentStar.Loads evaluate(int[] seq) {
        InstallmentStar.Loads l = lp.solve(seq);
        double negligible = star.negligibleLoad();
        while (l != null) {
            InstallmentStar.Loads kept = l.withoutEmpty(negligible);
            if (kept == l) {
                return l;
            }
            InstallmentStar.Loads again = lp.solve(kept.sequence());
            if (again == null) {
                return l;
            }
            l = again;
        }
        return null;
    }

    /** The root bound: no schedule of any sequence is shorter. */
    double rootBound() {
        return lp.bound(new int[0], room(new int[0]), Double.POSITIVE_INFINITY);
    }

    /** The workers of {@code order} in 1 to {@code n} rounds, the best. */
    InstallmentStar.Loads roundRobin(int[] order) {
        InstallmentStar.Loads best = null;
        for (int rounds = 1; rounds <= star.installments() && order.length > 0; rounds++) {
            int[] seq = new int[order.length * rounds];
            for (int k = 0; k < seq.length; k++) {
                seq[k] = order[k % order.length];
            }
            InstallmentStar.Loads l = evaluate(seq);
            if (l != null && (best == null || l.makespan() < best.makespan())) {
                best = l;
            }
        }
        return best;
    }

    /** Round robin in {@code order}, then local search while it helps and the monitor lets it. */
    InstallmentStar.Loads heuristic(int[] order, SolveMonitor monitor) {
        InstallmentStar.Loads best = roundRobin(order);
        if (best == null) {
            return null;
        }
        int evaluations = 0;
        boolean improved = true;
        while (improved && evaluations < LOCAL_BUDGET && !monitor.cancelled()) {
            improved = false;
            for (int[] next : neighbours(best.sequence())) {
                if (evaluations++ >= LOCAL_BUDGET || monitor.cancelled()) {
                    break;
                }
                InstallmentStar.Loads l = evaluate(next);
                if (l != null && l.makespan() < best.makespan() * (1 - 1e-12)) {
                    best = l;
                    improved = true;
                    break;
                }
            }
        }
        return best;
    }

    private List<int[]> neighbours(int[] seq) {
        List<int[]> out = new ArrayList<>();
        int len = seq.length;
        for (int j = 0; j < len; j++) {
            int[] d = new int[len - 1];
            System.arraycopy(seq, 0, d, 0, j);
            System.arraycopy(seq, j + 1, d, j, len - j - 1);
            out.add(d);
        }
        for (int j = 0; j + 1 < len; j++) {
            if (seq[j] != seq[j + 1]) {
                int[] d = seq.clone();
                d[j] = seq[j + 1];
                d[j + 1] = seq[j];
                out.add(d);
            }
        }
        int[] count = counts(seq);
        for (int w = 1; w <= star.workers(); w++) {
            if (count[w] >= star.installments()) {
                continue;
            }
            for (int p = 0; p <= len; p++) {
                int[] d = new int[len + 1];
                System.arraycopy(seq, 0, d, 0, p);
                d[p] = w;
                System.arraycopy(seq, p, d, p + 1, len - p);
                out.add(d);
            }
        }
        return out;
    }

    private int[] counts(int[] seq) {
        int[] count = new int[star.workers() + 1];
        for (int w : seq) {
            count[w]++;
        }
        return count;
    }

    private int[] room(int[] seq) {
        int[] room = counts(seq);
        for (int w = 1; w < room.length; w++) {
            room[w] = star.installments() - room[w];
        }
        return room;
    }

    /**
     * The branch-and-bound from {@code seed} (a known schedule, or null).
     *
     * @param budget sequences to evaluate at most before stopping without a proof
     */
    Found optimal(InstallmentStar.Loads seed, SolveMonitor monitor, long budget) {
        Branching b = new Branching(monitor, budget);
        b.best = seed;
        InstallmentStar.Loads alone = lp.solve(new int[0]);
        if (alone != null && (b.best == null || alone.makespan() < b.best.makespan())) {
            b.best = alone;
        }
        double root = rootBound();
        double open = b.explore(new int[0], new int[star.workers() + 1], root);
        if (b.best == null) {
            return null;
        }
        double makespan = b.best.makespan();
        boolean proven = open == Double.POSITIVE_INFINITY;
        double bound = Math.min(makespan, Math.max(root, open));
        return new Found(b.best, proven, proven ? makespan : bound, b.nodes);
    }

    private final class Branching {

        private final SolveMonitor monitor;
        private final long budget;
        private InstallmentStar.Loads best;
        private long nodes;

        Branching(SolveMonitor monitor, long budget) {
            this.monitor = monitor;
            this.budget = budget;
        }

        private boolean stopped() {
            return nodes >= budget || monitor.cancelled();
        }

        private double incumbent() {
            return best == null ? Double.POSITIVE_INFINITY : best.makespan();
        }

        /**
         * Explores the extensions of {@code prefix}; returns the least bound of the parts left unexplored
         * (+∞ when all were explored or pruned).
         */
        double explore(int[] prefix, int[] count, double prefixBound) {
            record Child(int worker, int[] seq, double bound) {
            }
            List<Child> children = new ArrayList<>();
            for (int w = 1; w <= star.workers(); w++) {
                if (count[w] >= star.installments() || (count[w] == 0 && !firstOfItsKind(w, count))) {
                    continue;
                }
                if (stopped()) {
                    // an unexamined child: its parent's bound covers it
                    return prefixBound;
                }
                int[] seq = Arrays.copyOf(prefix, prefix.length + 1);
                seq[prefix.length] = w;
                count[w]++;
                double bnd = lp.bound(seq, room(count), incumbent());
                count[w]--;
                nodes++;
                children.add(new Child(w, seq, Math.max(bnd, prefixBound)));
            }
            children.sort(Comparator.comparingDouble(Child::bound));
            double open = Double.POSITIVE_INFINITY;
            for (Child ch : children) {
                if (ch.bound() >= incumbent() * (1 - 1e-9)) {
                    continue;
                }
                if (stopped()) {
                    open = Math.min(open, ch.bound());
                    continue;
                }
                InstallmentStar.Loads l = evaluate(ch.seq());
                if (l != null && l.makespan() < incumbent()) {
                    best = l;
                }
                count[ch.worker()]++;
                open = Math.min(open, explore(ch.seq(), count, ch.bound()));
                count[ch.worker()]--;
            }
            return open;
        }

        /** Whether every interchangeable worker with a smaller id has been served already. */
        private boolean firstOfItsKind(int w, int[] count) {
            for (int v = 1; v < w; v++) {
                if (count[v] == 0 && star.identical(v, w)) {
                    return false;
                }
            }
            return true;
        }

        private int[] room(int[] count) {
            int[] room = new int[count.length];
            for (int w = 1; w < room.length; w++) {
                room[w] = star.installments() - count[w];
            }
            return room;
        }
    }
}
