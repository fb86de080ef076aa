package org.dltexplorer.core.solver.star;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.dltexplorer.core.solver.Incumbent;
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
 *       It runs until the time limit cancels it, or without a limit until {@link #UNLIMITED_BUDGET} sequences; the
 *       bound then is the larger of the port-demand root bound ({@link InstallmentDemandBound}, asked once before
 *       the search; without a limit only when a first pass of {@link #QUICK_BUDGET} sequences did not prove the
 *       answer; with a limit at {@link #HANDOVER_WORKERS}–{@link #OCCUPANCY_WORKERS} workers the port-occupancy bound,
 *       {@link InstallmentOccupancyBound}, first, see {@link #bound}) and the least prefix bound of the unexplored
 *       subtrees. Each better sequence is reported to the
 *       monitor with that root bound ({@link SolveMonitor#incumbent}). With a time limit and at least
 *       {@link #HANDOVER_WORKERS} workers, once the best makespan has not improved for {@link #STALE_NANOS} (and
 *       for as long as it took to find it), the rest of the time goes to the branched bound
 *       ({@link #branchedBound}, {@link PlanBranching}), which raises the root bound in steps of
 *       {@link #BRANCHED_STEP}.</li>
 * </ul>
 */
final class InstallmentSearch {

    /**
     * Sequences the exact search evaluates at most when no time limit will stop it ({@link SolveMonitor#timeLimited}):
     * with a limit it runs until the limit, without one a solve must still end (each sequence is two small LPs).
     */
    static final long UNLIMITED_BUDGET = 3_000;

    /**
     * Bisections of the port-demand root bound ({@link InstallmentDemandBound}): each is a few dozen small LPs; 10 of
     * them leave the bound within 1/1024 of the root gap below it.
     */
    static final int BOUND_STEPS = 10;

    /**
     * Bisections made even when the monitor has stopped the solve, so that a heuristic which used the whole limit
     * still reports a bound (they overrun the limit by about a second at 50 workers).
     */
    static final int STOPPED_STEPS = 3;

    /** Local-search evaluations at most. */
    static final int LOCAL_BUDGET = 1_000;

    /** Local-search work at most, in messages over all sequences evaluated (an LP grows with its sequence). */
    static final long LOCAL_WORK = 20_000;

    private final InstallmentStar star;
    private final InstallmentLp lp;
    private int demandBounds;

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

    /** How many times this search computed the port-demand bound (seconds each; a small star needs none). */
    int demandBounds() {
        return demandBounds;
    }

    /** How many sequence LPs this search solved without a certificate ({@link InstallmentLp#uncertified()}). */
    int uncertifiedLps() {
        return lp.uncertified();
    }

    /** The root bound: no schedule of any sequence is shorter. */
    double rootBound() {
        return lp.bound(new int[0], room(new int[0]), Double.POSITIVE_INFINITY);
    }

    /**
     * The larger of {@code root} (a proven bound) and the port-demand bound ({@link InstallmentDemandBound}, its
     * points sized to the star) refuting deadlines below {@code reached}, a makespan some sequence meets.
     */
    double bound(double root, double reached, SolveMonitor monitor) {
        if (!(root < reached)) {
            return root;
        }
        demandBounds++;
        if (!usesOccupancy(monitor)) {
            return demandBound(root, reached, monitor);
        }
        // the occupancy bound first at issue 30's line: when it refutes it, the demand bound (below it on issue
        // 30's family) would only have spent the time
        InstallmentOccupancyBound occupancy = new InstallmentOccupancyBound(star, InstallmentOccupancyBound.CELLS,
                new CellEnumerationPricing());
        double line = reached * (1 - OCCUPANCY_GAP);
        if (line > root && occupancy.refutes(line, monitor)) {
            return occupancy.bound(line, reached, BOUND_STEPS, monitor);
        }
        double low = demandBound(root, Math.min(reached, Math.max(root, line)), monitor);
        return Math.max(low, occupancy.bound(low, Math.max(low, line), BOUND_STEPS, monitor));
    }

    /** The port-demand bound ({@link InstallmentDemandBound}, its points sized to the star) between the two. */
    private double demandBound(double root, double reached, SolveMonitor monitor) {
        InstallmentDemandBound demand = new InstallmentDemandBound(star,
                InstallmentDemandBound.pointsFor(star.workers(), monitor.timeLimited()));
        return Math.max(root, demand.bound(root, reached, BOUND_STEPS, STOPPED_STEPS, monitor));
    }

    /**
     * Whether the root bound uses the port-occupancy bound ({@link InstallmentOccupancyBound}): under a time limit,
     * from {@link #HANDOVER_WORKERS} workers (below, the search proves small stars itself) to
     * {@link #OCCUPANCY_WORKERS} (its pricing takes seconds per worker and round: beyond, the minute does not hold
     * a refutation).
     */
    private boolean usesOccupancy(SolveMonitor monitor) {
        return monitor.timeLimited() && star.workers() >= HANDOVER_WORKERS && star.workers() <= OCCUPANCY_WORKERS;
    }

    /** Workers at most for the occupancy bound. */
    static final int OCCUPANCY_WORKERS = 16;

    /** Where the occupancy bound is tried first, as a fraction of the makespan reached below it (issue 30's 2 %). */
    static final double OCCUPANCY_GAP = 0.02;

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

    /** Round robin in {@code order}, then local search while it helps, within its budgets and the monitor's leave. */
    InstallmentStar.Loads heuristic(int[] order, SolveMonitor monitor) {
        InstallmentStar.Loads best = roundRobin(order);
        if (best == null) {
            return null;
        }
        int evaluations = 0;
        long work = 0;
        boolean improved = true;
        while (improved && !monitor.cancelled()) {
            improved = false;
            int[] seq = best.sequence();
            int[] count = counts(seq);
            long moves = 2L * seq.length - 1 + (long) star.workers() * (seq.length + 1);
            for (long k = 0; k < moves; k++) {
                int[] next = neighbour(seq, count, k);
                if (next == null) {
                    continue;
                }
                work += next.length;
                if (++evaluations > LOCAL_BUDGET || work > LOCAL_WORK || monitor.cancelled()) {
                    return best;
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

    /**
     * Move {@code k} of the neighbourhood of {@code seq}, made only when asked (the neighbourhood of a long sequence
     * to many workers is large): drop message {@code k}; swap two adjacent messages to different workers; insert
     * one more message to a worker with room, at any position. Null when move {@code k} does not apply.
     */
    private int[] neighbour(int[] seq, int[] count, long k) {
        int len = seq.length;
        if (k < len) {
            int j = (int) k;
            int[] d = new int[len - 1];
            System.arraycopy(seq, 0, d, 0, j);
            System.arraycopy(seq, j + 1, d, j, len - j - 1);
            return d;
        }
        k -= len;
        if (k < len - 1) {
            int j = (int) k;
            if (seq[j] == seq[j + 1]) {
                return null;
            }
            int[] d = seq.clone();
            d[j] = seq[j + 1];
            d[j + 1] = seq[j];
            return d;
        }
        k -= Math.max(0, len - 1);
        int w = 1 + (int) (k / (len + 1));
        int p = (int) (k % (len + 1));
        if (w > star.workers() || count[w] >= star.installments()) {
            return null;
        }
        int[] d = new int[len + 1];
        System.arraycopy(seq, 0, d, 0, p);
        d[p] = w;
        System.arraycopy(seq, p, d, p + 1, len - p);
        return d;
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
     * The branch-and-bound from {@code seed} (a known schedule, or null). Without a time limit a first pass of
     * {@link #QUICK_BUDGET} sequences tries to prove the answer before the costly port-demand bound is computed.
     *
     * @param budget sequences to evaluate at most before stopping without a proof
     */
    Found optimal(InstallmentStar.Loads seed, SolveMonitor monitor, long budget) {
        Incumbent found = new Incumbent(monitor, 1.0); // one for both passes: what the monitor is told never worsens
        if (monitor.timeLimited()) {
            return branchAndBound(seed, monitor, found, budget, true);
        }
        Found quick = branchAndBound(seed, monitor, found, Math.min(budget, QUICK_BUDGET), false);
        if (quick == null || quick.proven()) {
            return quick;
        }
        Found full = branchAndBound(quick.loads(), monitor, found, budget - quick.nodes(), true);
        return new Found(full.loads(), full.proven(), full.bound(), quick.nodes() + full.nodes());
    }

    /**
     * Sequences of the first pass of {@link #optimal} in a solve without a time limit, pruned by the sequence LPs'
     * own prefix bounds only: a star of one or two workers is proven within a few dozen of them, in a tenth of a
     * second, where the port-demand bound alone took two seconds or more (the points of a curve sweep, a gallery
     * entry switched to another kind). Only a search they do not prove pays for the port-demand bound, and goes on
     * from their best within the rest of the budget. A time-limited search (the benchmarks') computes that bound
     * first, as before: it shows the gap live and hands a stale search over to the branched bound.
     */
    static final long QUICK_BUDGET = 100;

    /**
     * The branch-and-bound from {@code seed}; with {@code demand}, its root bound raised first by the port-demand
     * bound ({@link #bound}), and, under a time limit, a stale search handed over to the branched bound.
     */
    private Found branchAndBound(InstallmentStar.Loads seed, SolveMonitor monitor, Incumbent found, long budget,
            boolean demand) {
        Branching b = new Branching(monitor, found, budget);
        double root = rootBound();
        b.found.bound(root);
        InstallmentStar.Loads alone = lp.solve(new int[0]);
        b.start(alone != null && (seed == null || alone.makespan() < seed.makespan()) ? alone : seed);
        if (b.best != null && demand) {
            root = bound(root, b.best.makespan(), monitor);
            b.found.bound(root);
        }
        b.started = System.nanoTime();
        b.improved = b.started;
        double open = b.best != null && b.best.makespan() <= root * (1 + 1e-9) ? Double.POSITIVE_INFINITY
                : b.explore(new int[0], new int[star.workers() + 1], root);
        if (open != Double.POSITIVE_INFINITY && b.best != null && monitor.timeLimited() && demand) {
            root = branchedBound(root, b.best.makespan(), monitor, b.found);
        }
        b.found.flush();
        if (b.best == null) {
            return null;
        }
        double makespan = b.best.makespan();
        // a sequence LP answered without a certificate may have hidden a better schedule: no proof then
        boolean proven = open == Double.POSITIVE_INFINITY && lp.uncertified() == 0;
        // and the subtrees it closed bound nothing: only the root's (dual-certified) bound stands
        double bound = Math.min(makespan, lp.uncertified() == 0 ? Math.max(root, open) : root);
        return new Found(b.best, proven, proven ? makespan : bound, b.nodes);
    }

    /**
     * Raises {@code low}, a proven bound below {@code reached}, by refuting deadlines {@link #BRANCHED_STEP} of
     * {@code reached} apart with the port-demand bound branched on the workers' plans ({@link PlanBranching}), until
     * the monitor stops the solve; each refuted deadline is reported as the bound.
     */
    double branchedBound(double low, double reached, SolveMonitor monitor, Incumbent found) {
        InstallmentDemandBound demand = new InstallmentDemandBound(star,
                InstallmentDemandBound.pointsFor(star.workers(), monitor.timeLimited()));
        double lo = low;
        while (!monitor.cancelled()) {
            double next = Math.min(lo + BRANCHED_STEP * reached, reached);
            if (!(next > lo) || !new PlanBranching(star, demand, Long.MAX_VALUE, InstallmentDemandBound.ROUNDS)
                    .refutes(next, monitor)) {
                break;
            }
            lo = next;
            found.bound(lo);
        }
        return lo;
    }

    /** The step of the branched bound, as a fraction of the makespan reached. */
    static final double BRANCHED_STEP = 0.001;

    /**
     * Once its best makespan has not improved for this long and for as long as it took to find it, a time-limited
     * search hands the rest of its time to the branched bound ({@link #branchedBound}): the sequences explored
     * late rarely improve it, while the bound's gap is what is left (docs/benchmarks.md).
     */
    static final long STALE_NANOS = 5_000_000_000L;

    /**
     * Workers from which a stale search hands over to the branched bound: below, the search can still finish its
     * proof within minutes (four workers in 70–116 s, docs/benchmarks.md), which a hand-over would forgo.
     */
    static final int HANDOVER_WORKERS = 10;

    private final class Branching {

        private final SolveMonitor monitor;
        private final long budget;
        private InstallmentStar.Loads best;
        private long nodes;
        /** The best makespan so far and the root bound, as the monitor is told them. */
        private final Incumbent found;

        Branching(SolveMonitor monitor, Incumbent found, long budget) {
            this.monitor = monitor;
            this.budget = budget;
            this.found = found;
        }

        void start(InstallmentStar.Loads seed) {
            best = seed;
            if (seed != null) {
                found.offer(seed.makespan());
            }
        }

        /** When the exploration began and when it last improved the best makespan. */
        private long started = System.nanoTime();
        private long improved = started;

        private boolean stopped() {
            return nodes >= budget || found.cancelled() || stale();
        }

        private boolean stale() {
            if (!monitor.timeLimited() || star.workers() < HANDOVER_WORKERS) {
                return false;
            }
            long now = System.nanoTime();
            return now - improved > Math.max(STALE_NANOS, improved - started);
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
                    found.offer(l.makespan());
                    improved = System.nanoTime();
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
