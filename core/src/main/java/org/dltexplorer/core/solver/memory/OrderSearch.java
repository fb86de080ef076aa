package org.dltexplorer.core.solver.memory;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.dltexplorer.core.solver.Incumbent;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * The optimal activation sequence of a star with buffers and startups (problem MNP1 of Drozdowski & Wolniewicz (2003), eqs. (6)–(12),
 * strongly NP-hard): which workers to use and in which order. Leaving a worker out can pay, because its startup
 * delays everyone after it.
 *
 * <p>Exact search on memory stars: {@link TailFirstSearch}, a branch-and-bound that fixes the sequence from its end,
 * computes the suffix exactly and bounds the head by a knapsack with setups (issue 30's family: m = 20 and 50
 * proven in well under a second of CPU, where the search below left 2 % gaps). On stars without buffers, and when
 * asked to ({@link #OrderSearch(StarWorkers, SolveMonitor, boolean)}), a depth-first branch-and-bound from the
 * front over sequences (ordered subsets) of workers. Every node, a
 * prefix {@code π}, is also a candidate answer (the sequence {@code π} alone); its value is LP1 of {@code π}
 * ({@link SequenceEvaluator}). A node is pruned when even a relaxed completion cannot process the load by the
 * incumbent's makespan ({@link SuffixBound}): the prefix keeps its exact LP1 constraints as a profile, the
 * unsequenced workers are relaxed — a fractional knapsack of port time, and a knapsack with setups where each used
 * worker pays its whole startup, takes at most its buffer and the last one computes after the port's last message
 * ({@link StartupKnapsack}). On memory stars, once at most {@value #SET_WORKERS} workers are left unsequenced, the
 * test is instead a dynamic program over the sets of unsequenced workers ({@link SuffixSetBound}), which follows
 * every order they could be served in and charges each one's computing after its message; with at most that many
 * workers it also raises the root bound (issue 30's family, m = 14 and 16: 7–9 times fewer nodes than with the
 * knapsack alone).
 * At the root a time-indexed LP ({@link TimeIndexedBound}), which charges every worker's computing, raises the
 * bound a stopped search reports. Workers with identical parameters are interchangeable:
 * only one order among them is explored. Children are taken in the classical order (increasing {@code C}) on stars without buffers and in
 * Jackson's order ({@link #jacksonOrder}) on memory stars; the order changes which incumbents come first (and so
 * how much is pruned), never which sequence is proven optimal.
 *
 * <p>Heuristic start (anytime): IBS ({@link IncrementalBalancing}) in the order of increasing {@code C} (the
 * classical rule of [2]), LP1 on that order with unused workers dropped; the workers the root relaxation chooses,
 * in Jackson's order ({@link #considerRelaxationStarts}); then a first-improvement local search (remove, insert,
 * move and swap workers). When the best start meets the root relaxation's bound it is optimal and no node is
 * explored: where the buffers bind, the relaxation is often exact. If the monitor stops the exact search, the
 * incumbent is returned unproven.
 */
final class OrderSearch {

    /** A sequence must beat the incumbent by this fraction to count as better: the evaluator's rounding is far below. */
    private static final double IMPROVEMENT = 1e-9;
    /** Largest star for which the heuristic improves IBS by LP1 and local search. */
    static final int LP_WORKERS = 64;
    /** Largest memory star whose root bound the time-indexed LP raises: its LP has {@code 32·m} columns. */
    static final int ROOT_LP_WORKERS = 64;
    /** LPs of the root bisection: 2^-12 of the knapsack bound's gap is far below any gap worth reporting. */
    private static final int ROOT_LP_STEPS = 13;
    /** The second LP asks at this fraction of the gap above the knapsack's bound. */
    private static final double ROOT_LP_FIRST_STEP = 64;
    /** Bisection steps of the root bound by {@link SuffixSetBound}: 2^-30 of the gap, each step a table look-up. */
    private static final int ROOT_SET_STEPS = 30;
    /** Local-search moves between two looks at the monitor. */
    private static final int POLL = 256;
    /**
     * Time the stopped search spends bounding what it left unvisited, a tenth of its run, at least 50 ms: each bound
     * is a bisection over the deadline, and on a deep path of a large star (50 workers) they took several times the
     * search's own time limit. Beyond it the open bound falls back to the root bound.
     */
    private static final long OPEN_BOUND_SHARE = 10;
    private static final long OPEN_BOUND_MIN_NANOS = 50_000_000L;

    /**
     * Largest set of unsequenced workers {@link SuffixSetBound} answers for; a larger set is bounded by
     * {@link SuffixBound}. The first question about a set of {@code r} workers computes the tables of its {@code 2^r}
     * subsets; at m = 20 (issue 30's family, 60 s) 12 and 14 pruned alike.
     */
    static final int SET_WORKERS = 12;
    /**
     * Tables {@link SuffixSetBound} keeps, about 0.4 kB each (0.2 GB at most; m = 20 stored 0.12 M in a 60 s run at
     * 5 s of CPU); beyond, sets not yet stored fall back to {@link SuffixBound}.
     */
    static final int MAX_SET_TABLES = 500_000;

    private final StarWorkers w;
    private final SequenceEvaluator eval;
    private final SuffixBound bound;
    private final Incumbent incumbent;
    /** The bound over sets of unsequenced workers; null on stars without buffers and before the exact search. */
    private SuffixSetBound sets;

    private SequenceEvaluator.Distribution best;
    /** The root relaxation's bound (NaN until computed) and the deadline above it where the relaxation reaches. */
    private double rootBound = Double.NaN;
    private double rootReachable;
    private long nodes;
    private boolean stopped;

    /** Whether memory stars are searched from the end ({@link TailFirstSearch}) rather than from the front. */
    private final boolean tailFirst;

    OrderSearch(StarWorkers workers, SolveMonitor monitor) {
        this(workers, monitor, true);
    }

    /**
     * @param tailFirst whether memory stars are searched from the end of the sequence ({@link TailFirstSearch}, the
     *     default) or from the front like stars without buffers (kept to compare the two on the same stars)
     */
    OrderSearch(StarWorkers workers, SolveMonitor monitor, boolean tailFirst) {
        this.w = workers;
        this.eval = new SequenceEvaluator(workers);
        this.bound = new SuffixBound(workers, eval);
        this.incumbent = new Incumbent(monitor, workers.timeUnit);
        this.tailFirst = tailFirst;
    }

    /**
     * The outcome: the best sequence found, whether it is proven optimal, the nodes explored, and a proven lower
     * bound on the makespan of every sequence (scaled; the best makespan itself when proven).
     */
    record Result(SequenceEvaluator.Distribution best, boolean proven, long nodes, double ibsMakespan, double bound) {
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

    /** Whether every worker's buffer is finite (a memory star rather than the one-port star without buffers). */
    private boolean buffered() {
        for (int k = 0; k < w.m; k++) {
            if (w.b[k] == Double.POSITIVE_INFINITY) {
                return false;
            }
        }
        return true;
    }

    /**
     * Workers by decreasing {@code A·min(B, V)}, ties as {@link #classicalOrder}: Jackson's rule (largest tail first,
     * optimal for the latest {@code end of message + computing} when the messages are fixed) with full buffers. The
     * exact search takes children in this order on memory stars: where the buffers bind, schedules that serve the
     * workers with long computations first are near-optimal, so good incumbents come early (issue 30's family:
     * 1.7–6.4 times fewer nodes at m = 14 than with the classical order).
     */
    int[] jacksonOrder() {
        Integer[] o = new Integer[w.m];
        for (int k = 0; k < w.m; k++) {
            o[k] = k;
        }
        Arrays.sort(o, (i, j) -> {
            double ti = w.a[i] * Math.min(w.b[i], 1.0);
            double tj = w.a[j] * Math.min(w.b[j], 1.0);
            if (ti != tj) {
                return Double.compare(tj, ti);
            }
            if (w.c[i] != w.c[j]) {
                return Double.compare(w.c[i], w.c[j]);
            }
            if (w.a[i] != w.a[j]) {
                return Double.compare(w.a[i], w.a[j]);
            }
            return Double.compare(w.s[i], w.s[j]);
        });
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

    /**
     * IBS, LP1 on its order and local search; {@code budgetNanos} bounds the local search. Beyond
     * {@value #LP_WORKERS} workers the IBS distribution itself is the answer: LP1's profiles grow with the number of
     * workers and would not fit a second.
     */
    Result heuristic(long budgetNanos) {
        long now = System.nanoTime();
        // saturated: the exact search passes Long.MAX_VALUE, and now + MAX_VALUE overflowed to the past, which had
        // skipped its local search (issue 30's family: 16 069 nodes at m = 14 seed 1 instead of 1 784)
        long end = budgetNanos > Long.MAX_VALUE - now ? Long.MAX_VALUE : now + budgetNanos;
        int[] order = classicalOrder();
        double ibs = ibsMakespan(order);
        best = null;
        if (w.m > LP_WORKERS) {
            double[] l = new IncrementalBalancing(w).loads(order);
            if (l != null) {
                double[] x = Arrays.copyOfRange(l, 1, l.length);
                best = new SequenceEvaluator.Distribution(eval.makespan(order, order.length, l[0], x), l[0], order, x);
            }
            return new Result(best, false, 0, ibs, lowerBound());
        }
        consider(order, 0);
        consider(order, order.length);
        considerRelaxationStarts();
        if (best == null) {
            return new Result(null, false, 0, ibs, lowerBound());
        }
        localSearch(end);
        incumbent.flush();
        return new Result(best, false, 0, ibs, lowerBound());
    }

    /**
     * A proven lower bound on the makespan of every sequence: the least {@code T} at which the root relaxation can
     * process the load — up to {@value #LP_WORKERS} workers the pruning test of {@link SuffixBound} on the empty
     * prefix (its knapsack with setups included), beyond only the fractional-knapsack relaxation of all workers
     * ({@link SequenceEvaluator#relaxedRest} with the port free at 0), whose cost grows more slowly. Found by
     * bisection; the returned value is the lower end of the final bracket, a deadline the relaxation proves
     * unreachable (so valid even where the knapsack's node limit makes the test answer yes unevenly).
     */
    double lowerBound() {
        if (Double.isNaN(rootBound)) {
            rootBound = rootBound();
        }
        return best != null ? Math.min(rootBound, best.makespan()) : rootBound;
    }

    private double rootBound() {
        double lo = 0;
        double hi = best != null ? best.makespan() : 1.0;
        for (int guard = 0; !rootMayReach(hi); guard++) {
            if (guard > 2000) {
                return 0.0;
            }
            lo = hi;
            hi *= 2;
        }
        for (int it = 0; it < 100 && hi - lo > 1e-12 * hi; it++) {
            double mid = 0.5 * (lo + hi);
            if (rootMayReach(mid)) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        rootReachable = hi;
        return lo;
    }

    /**
     * Raises the root bound by bisection with the time-indexed LP ({@link TimeIndexedBound}) between the knapsack's
     * bound and the incumbent, on memory stars of at most {@value #ROOT_LP_WORKERS} workers, for at most
     * {@value #ROOT_LP_STEPS} LPs or {@code budgetNanos}; every deadline the LP proves unreachable is a valid bound,
     * so stopping early only leaves it weaker. Returns the bound ({@link #lowerBound}); needs an incumbent.
     *
     * <p>The exact search asks it only once stopped, for the bound it reports: the LPs take seconds (0.3–3 s at
     * ten workers on the loaded build machine) and on issue 30's family still leave 2–5 % to the optimum, so they
     * never spared a proof the search itself finishes sooner.
     */
    double strengthenRootBound(long budgetNanos) {
        if (!buffered() || w.m > ROOT_LP_WORKERS) {
            return lowerBound();
        }
        long begin = System.nanoTime();
        TimeIndexedBound lp = new TimeIndexedBound(w);
        boolean[] none = new boolean[w.m];
        double lo = lowerBound();
        double hi = best.makespan();
        for (int it = 0; it < ROOT_LP_STEPS && hi - lo > 1e-9 * hi; it++) {
            if (System.nanoTime() - begin > budgetNanos) {
                break;
            }
            // first at the incumbent (a no proves the start optimal at once), then just above the knapsack's bound (a
            // yes there means the LP is no stronger on this star: the rest of the bisection could gain only that step)
            double mid = it == 0 ? hi * (1 - IMPROVEMENT) : it == 1 ? lo + (hi - lo) / ROOT_LP_FIRST_STEP : 0.5 * (lo + hi);
            if (lp.mayReach(ConcaveProfile.zero(mid), none, mid)) {
                hi = mid;
                if (it == 1) {
                    break;
                }
            } else {
                lo = mid;
            }
        }
        rootBound = Math.max(rootBound, lo);
        return lowerBound();
    }

    private boolean rootMayReach(double t) {
        boolean[] none = new boolean[w.m];
        if (w.m > LP_WORKERS) {
            return relaxedLoad(none, t) >= 1.0;
        }
        return bound.mayReach(ConcaveProfile.zero(t), none, t);
    }

    /**
     * Sequences read off the root relaxation a little above its bound: the workers its knapsack with setups
     * chose, served by decreasing computing time {@code A_k x_k} (Jackson's rule, which minimises the latest
     * {@code end of message + computing} when the messages are fixed). Where the buffers bind the relaxation is
     * often exact, and this start is then optimal or close; the search proves it.
     */
    private void considerRelaxationStarts() {
        if (w.m > LP_WORKERS) {
            return;
        }
        lowerBound();
        boolean[] none = new boolean[w.m];
        for (double stretch : new double[] {1.0, 1.01, 1.03, 1.1}) {
            double t = rootReachable * stretch;
            if (!bound.mayReach(ConcaveProfile.zero(t), none, t)) {
                continue;
            }
            double[] x = bound.witness();
            if (x == null) {
                continue;
            }
            Integer[] chosen = IntStream.range(0, w.m).filter(k -> x[k] > 0).boxed().toArray(Integer[]::new);
            Arrays.sort(chosen, (i, j) -> Double.compare(w.a[j] * x[j], w.a[i] * x[i]));
            int[] seq = Arrays.stream(chosen).mapToInt(Integer::intValue).toArray();
            consider(seq, seq.length);
        }
    }

    private double relaxedLoad(boolean[] used, double t) {
        return w.originatorLoad(t) + eval.relaxedRest(used, t, 0.0).at(0.0);
    }

    /** The exact search, started from the heuristic; not proven when the monitor stops it. */
    Result exact() {
        Result h = heuristic(Long.MAX_VALUE);
        if (h.best() == null || stopped) {
            return h;
        }
        if (best.makespan() <= lowerBound() * (1 + IMPROVEMENT)) {
            // the root relaxation is exact here: nothing can beat the start by the search's margin
            return new Result(best, true, 0, h.ibsMakespan(), best.makespan());
        }
        if (best.makespan() <= strengthenRootBoundBySets() * (1 + IMPROVEMENT)) {
            // the bound over sets of workers is exact here
            return new Result(best, true, 0, h.ibsMakespan(), best.makespan());
        }
        reportIncumbent(); // the heuristic's answer with the root bound: the gap is known before the first node
        if (tailFirst && buffered()) {
            return searchFromTheEnd(h);
        }
        return search(new SequenceBranching(w, new FromTheFront(), new ToIncumbent(),
                buffered() ? jacksonOrder() : classicalOrder()), h);
    }

    /**
     * Runs the exact search {@code search} (from the front or from the end), started from the heuristic {@code h};
     * once stopped, bounds what it left and asks the time-indexed LP at the root for a tenth of its run.
     */
    private Result search(SequenceBranching search, Result h) {
        long started = System.nanoTime();
        boolean completed = search.run(ran -> Math.max(OPEN_BOUND_MIN_NANOS, ran / OPEN_BOUND_SHARE));
        nodes = search.nodes();
        if (!completed) {
            strengthenRootBound(Math.max(OPEN_BOUND_MIN_NANOS, (System.nanoTime() - started) / OPEN_BOUND_SHARE));
        }
        double proven = completed ? best.makespan()
                : Math.max(lowerBound(), Math.min(search.openBound(), best.makespan() * (1 - IMPROVEMENT)));
        incumbent.flush();
        return new Result(best, completed, nodes, h.ibsMakespan(), proven);
    }

    /** The exact search from the end of the sequence ({@link TailFirstSearch}), started from the heuristic {@code h}. */
    private Result searchFromTheEnd(Result h) {
        int[] fromEnd = jacksonOrder();
        for (int i = 0, j = fromEnd.length - 1; i < j; i++, j--) {
            int x = fromEnd[i];
            fromEnd[i] = fromEnd[j];
            fromEnd[j] = x;
        }
        return search(new SequenceBranching(w, new TailFirstSearch(w, eval), new ToIncumbent(), fromEnd), h);
    }

    /** A sequence is interesting only if it processes the load by this time. */
    private double deadline() {
        return best.makespan() * (1 - IMPROVEMENT);
    }

    /**
     * The search from the front: a node is a prefix, a worker joins it as the next one served ({@link
     * SequenceEvaluator#extend}), what it processes alone is its forward profile at the deadline, and its completions
     * are bounded by {@link #mayReach}.
     */
    private final class FromTheFront implements SequenceBranching.Direction {

        @Override
        public ConcaveProfile join(ConcaveProfile f, int k, double t) {
            return eval.extend(f, k, t);
        }

        @Override
        public double ownLoad(ConcaveProfile f, double t) {
            return f.at(t);
        }

        @Override
        public boolean mayComplete(ConcaveProfile f, boolean[] used, long mask, double t) {
            return mayReach(f, used, mask, t);
        }

        /** A prefix is in service order already. */
        @Override
        public void inServiceOrder(int[] prefix, int len, int[] served) {
            System.arraycopy(prefix, 0, served, 0, len);
        }
    }

    /** The exact searches' candidates go to {@link #consider}; they stop when the monitor says so. */
    private final class ToIncumbent implements SequenceBranching.Incumbents {

        @Override
        public boolean offer(int[] seq, int len) {
            return consider(seq, len);
        }

        @Override
        public double deadline() {
            return OrderSearch.this.deadline();
        }

        @Override
        public boolean cancelled() {
            return incumbent.cancelled();
        }
    }

    /**
     * The pruning test of a prefix with profile {@code g} (its workers {@code used}, as a bit set {@code mask}):
     * {@link SuffixSetBound} when it answers for the unsequenced set, else {@link SuffixBound}.
     */
    private boolean mayReach(ConcaveProfile g, boolean[] used, long mask, double t) {
        if (sets != null && w.m <= Long.SIZE) {
            long rest = (w.m == Long.SIZE ? -1L : (1L << w.m) - 1) & ~mask;
            if (sets.applies(Long.bitCount(rest))) {
                double load = sets.maxLoad(g, rest, t);
                if (load != Double.POSITIVE_INFINITY) {
                    return SuffixSetBound.reaches(load);
                }
            }
        }
        return bound.mayReach(g, used, t);
    }

    /**
     * On memory stars, sets up {@link SuffixSetBound} for deadlines up to the incumbent's and, when it answers for
     * all workers (at most {@value #SET_WORKERS}), raises the root bound with it: a bisection
     * between the knapsack's bound and the incumbent, every deadline it refuses being a valid bound. Returns the
     * bound ({@link #lowerBound}); needs an incumbent.
     */
    double strengthenRootBoundBySets() {
        if (sets == null && buffered() && w.m <= Long.SIZE) {
            sets = new SuffixSetBound(w, eval, best.makespan(), SET_WORKERS, MAX_SET_TABLES);
        }
        if (sets == null || !sets.applies(w.m)) {
            return lowerBound();
        }
        long all = (w.m == Long.SIZE ? -1L : (1L << w.m) - 1);
        double lo = lowerBound();
        double hi = deadline();
        if (!SuffixSetBound.reaches(sets.maxLoad(ConcaveProfile.zero(hi), all, hi))) {
            rootBound = best.makespan();
            return lowerBound();
        }
        for (int it = 0; it < ROOT_SET_STEPS && hi - lo > 1e-9 * hi; it++) {
            double mid = 0.5 * (lo + hi);
            if (SuffixSetBound.reaches(sets.maxLoad(ConcaveProfile.zero(mid), all, mid))) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        rootBound = Math.max(rootBound, lo);
        return lowerBound();
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
            reportIncumbent();
            return true;
        }
        return false;
    }

    /** Tells the monitor the incumbent and, once the root relaxation is solved, the proven bound. */
    private void reportIncumbent() {
        incumbent.offer(best.makespan());
        if (!Double.isNaN(rootBound)) {
            incumbent.bound(lowerBound());
        }
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
                        if (System.nanoTime() >= end || (++nodes % POLL == 0 && incumbent.cancelled())) {
                            stopped = System.nanoTime() < end;
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
