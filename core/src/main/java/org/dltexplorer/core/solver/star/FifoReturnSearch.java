package org.dltexplorer.core.solver.star;

import java.util.Arrays;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.Incumbent;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * Which workers a one-port star with FIFO returns ({@link StarReturnSolver}) serves, and in which order: a
 * depth-first branch-and-bound over served sequences, the same scheme as the memory star's order search
 * (Drozdowski &amp; Wolniewicz (2003), MNP1) with a bound of its own, because the processors no longer finish together.
 *
 * <p><b>The model at a deadline.</b> With the returns as late as possible (back to back, the last ending at
 * {@code T}), a served sequence {@code 1..k} with loads {@code α} finishes by {@code T} exactly when, for every
 * served {@code q}, {@code Σ_{p<q}(S_p + C_p α_p) + 2S_q + (C_q + A_q + R_q) α_q + Σ_{p>q}(S_p + R_p α_p) ≤ T}
 * (sent, computed and collected in turn) and the port holds everything:
 * {@code Σ_p (2S_p + (C_p + R_p) α_p) ≤ T}; the originator adds {@code T / A_0}. This is the LP of
 * {@link FifoReturnSequence}, written as the most load by {@code T}: a packing LP ({@link PackingLp}).
 *
 * <p><b>The bound.</b> A node is a served prefix {@code π}; the candidates are the workers that may still be served
 * after it (the rest of the given order, or every unused worker). Give each candidate {@code u} a served fraction
 * {@code y_u ∈ [0, 1]} in the rows above (a row of an unserved worker, {@code α_u = y_u = 0}, is implied by the port
 * row, so every row may stay), with {@code α_u ≤ M_u y_u}, {@code M_u} the most {@code u} can take by {@code T} after {@code π}'s
 * messages (by its own row, {@code (T − Σ_π S − 2S_u)/(C_u + A_u + R_u)}, and by the port row,
 * {@code (T − 2Σ_π S − 2S_u)/(C_u + R_u)}): relaxing {@code y} to {@code α_u / M_u} spreads {@code u}'s
 * startups over its load. A candidate's row keeps {@code π}'s messages, its own terms and the
 * other candidates as below. If the prefix plus the relaxed candidates cannot process the load by the incumbent's makespan, no
 * completion can, and the subtree is pruned. In a candidate's row another candidate {@code v} counts
 * {@code S_v y_v + C_v α_v} when the order is given and {@code v} comes first, {@code S_v y_v + R_v α_v} when it comes
 * after; with the order open, the smaller of the two. Each child's relaxation is a restriction of its parent's, so a node's
 * relaxed makespan bounds its whole subtree: when the monitor stops the search, the proven lower bound is the least
 * relaxed makespan over the subtrees not yet searched. Identical workers are interchangeable: only one order among
 * them is explored.
 *
 * <p><b>What rests on the LP solver.</b> Nothing: each packing LP's optimum comes as a {@link PackingLp.Bracket}
 * proven from ojAlgo's point and prices. Pruning, the relaxed makespans and every bound use its upper end (a weak-duality
 * bound: no completion lets more through); a sequence's makespan, the incumbent, uses its lower end (the load of a
 * point that meets every row, so the makespan is reached). A sequence whose makespan does not beat the incumbent, and
 * the final incumbent itself, count as proven only if the upper end at the incumbent's deadline is within
 * {@link #CERTIFIED_SLACK} of the load; otherwise (a gap between the two ends, the solver's point short of the
 * optimum) the search is not proven and its bound is lowered to that sequence's relaxed makespan.
 */
final class FifoReturnSearch {

    /** A sequence must beat the incumbent by this fraction to count as better: the LP's rounding is far below. */
    private static final double IMPROVEMENT = 1e-9;
    /** A relaxation short of the load by less than this is kept open: pruning errs towards searching. */
    private static final double PRUNE_SLACK = 1e-9;
    /**
     * A sequence rejected as not better whose LP's upper end at the deadline exceeds the load by more than this
     * leaves the proof open: the tolerance of {@link #PRUNE_SLACK}, on the other side of the load.
     */
    private static final double CERTIFIED_SLACK = 1e-9;
    /** Nodes between two looks at the monitor. */
    private static final int POLL = 16;
    /** Nodes of the given-order search over the faster-links-first order that starts the search over every order. */
    private static final long WARM_START_NODES = 100_000;
    /** Unsearched siblings up to this many are bounded one by one when the search stops; more, by their parent. */
    private static final int OPEN_CHILDREN = 64;

    /**
     * What the search found.
     *
     * @param served positions (indices into the workers given) in service order
     * @param makespan its makespan, {@code +∞} when nothing processes the load
     * @param complete whether the search ran to its end (not stopped by the monitor or the node limit)
     * @param bound a proven lower bound on every searched sequence's makespan (the makespan itself when proven)
     * @param nodes nodes of the branch-and-bound
     * @param uncertified sequences whose LP left it open whether they beat the incumbent
     */
    record Found(int[] served, double makespan, boolean complete, double bound, long nodes, int uncertified) {

        /** Whether the sequence is optimal among those searched: complete, and every rejection proven. */
        boolean proven() {
            return complete && uncertified == 0;
        }
    }

    private final int m;
    private final double[] a;
    private final double[] s;
    private final double[] c;
    private final double[] r;
    /** The originator's share of the load per unit of time, 0 when it does not compute. */
    private final double rate0;
    private final boolean ordered;
    /** The best makespan so far for the monitor, shared with the warm start's search of the workers' order. */
    private final Incumbent incumbent;
    /**
     * Whether this search may tell its root relaxation as the bound: not the warm start's, whose relaxation keeps the
     * workers' order and so bounds only the sequences in it.
     */
    private final boolean reportsBound;
    /** Solves the packing LPs. */
    private final PackingSolver lp;
    /** The preceding worker with identical parameters, or -1. */
    private final int[] twin;

    private int[] best;
    private double bestMakespan = Double.POSITIVE_INFINITY;
    private double open = Double.POSITIVE_INFINITY;
    private boolean stopped;
    private int uncertified;
    private long nodes;
    private long nodeLimit = Long.MAX_VALUE;

    /**
     * @param a compute time per unit of each worker
     * @param s startup of each worker's messages (load and results)
     * @param c transfer time per unit of load
     * @param r transfer time per unit of results
     * @param a0 the originator's compute time per unit, {@code +∞} when it does not compute
     * @param load the load {@code V}
     * @param ordered whether the workers' order is fixed (only which to serve is searched); else any order
     * @throws ScenarioRefusedException when a rate times the load leaves double precision
     */
    FifoReturnSearch(double[] a, double[] s, double[] c, double[] r, double a0, double load, boolean ordered,
            SolveMonitor monitor) {
        this(a, s, c, r, a0, load, ordered, monitor, PackingLp::maximise);
    }

    /** As the constructor above, its packing LPs solved by {@code lp}. */
    FifoReturnSearch(double[] a, double[] s, double[] c, double[] r, double a0, double load, boolean ordered,
            SolveMonitor monitor, PackingSolver lp) {
        this.lp = lp;
        this.m = a.length;
        this.a = scaled(a, load);
        this.s = s.clone();
        this.c = scaled(c, load);
        this.r = scaled(r, load);
        this.rate0 = Double.isInfinite(a0) ? 0.0 : 1 / (a0 * load);
        if (!(rate0 >= 0 && Double.isFinite(rate0))) {
            throw beyondPrecision(m);
        }
        this.ordered = ordered;
        this.incumbent = new Incumbent(monitor, 1.0);
        this.reportsBound = true;
        this.twin = new int[m];
        Arrays.fill(twin, -1);
        for (int k = 1; k < m; k++) {
            if (a[k] == a[k - 1] && s[k] == s[k - 1] && c[k] == c[k - 1] && r[k] == r[k - 1]) {
                twin[k] = k - 1;
            }
        }
    }

    /** The same workers, searched in their order ({@code ordered}) or in any. */
    private FifoReturnSearch(FifoReturnSearch w, boolean ordered) {
        this.m = w.m;
        this.a = w.a;
        this.s = w.s;
        this.c = w.c;
        this.r = w.r;
        this.rate0 = w.rate0;
        this.ordered = ordered;
        this.incumbent = w.incumbent;
        this.reportsBound = false;
        this.twin = w.twin;
        this.lp = w.lp;
    }

    /** The refusal of a star whose LP would need a coefficient beyond double precision. */
    static ScenarioRefusedException beyondPrecision(int workers) {
        return new ScenarioRefusedException("the returns linear program of the star (" + workers
                + " workers) has a coefficient beyond double precision; the parameters span too many decades");
    }

    private double[] scaled(double[] x, double load) {
        double[] out = new double[x.length];
        for (int k = 0; k < x.length; k++) {
            out[k] = x[k] * load;
            if (!Double.isFinite(out[k])) {
                throw beyondPrecision(x.length);
            }
        }
        return out;
    }

    /**
     * The best of the originator alone and every prefix of the workers' order, then the branch-and-bound; stopped by
     * the monitor or after {@code maxNodes} nodes, it keeps its best with a proven bound.
     */
    Found search(long maxNodes) {
        nodeLimit = maxNodes;
        start();
        if (!ordered && !stopped) {
            // the best subsequence of the workers' order (faster links first) is a strong first incumbent
            Found f = new FifoReturnSearch(this, true).search(Math.min(WARM_START_NODES, maxNodes));
            nodes += f.nodes();
            if (f.served() != null && f.makespan() < bestMakespan) {
                best = f.served();
                bestMakespan = f.makespan();
            }
            if (incumbent.cancelled()) {
                stopped = true;
                open = lowerBound();
            }
        }
        if (!stopped) {
            int[] seq = new int[m];
            boolean[] used = new boolean[m];
            branch(seq, 0, -1, used);
        }
        if (!stopped && best != null && best.length > 0) {
            // the incumbent's makespan came from the lower end: proven only if no point reaches the load sooner
            certify(best, best.length, Double.NaN);
        }
        incumbent.flush();
        boolean proven = !stopped && uncertified == 0;
        return found(!stopped, proven ? bestMakespan : Math.min(bestMakespan, open));
    }

    private void start() {
        best = null;
        bestMakespan = Double.POSITIVE_INFINITY;
        open = Double.POSITIVE_INFINITY;
        stopped = false;
        uncertified = 0;
        nodes = 0;
        if (rate0 > 0) {
            best = new int[0];
            bestMakespan = 1 / rate0;
            incumbent.offer(bestMakespan);
        }
        int[] seq = new int[m];
        for (int k = 0; k < m; k++) {
            seq[k] = k;
            // stopped at once, it still answers: the originator alone or the first worker
            if (best != null && incumbent.cancelled()) {
                stopped = true;
                open = lowerBound();
                return;
            }
            consider(seq, k + 1, Double.NaN);
        }
    }

    private Found found(boolean complete, double bound) {
        return new Found(best == null ? null : best.clone(), bestMakespan, complete, Math.min(bound, bestMakespan), nodes,
                uncertified);
    }

    /** The root relaxation's makespan: a lower bound on every sequence, in any order. */
    double lowerBound() {
        int[] all = new int[m];
        for (int k = 0; k < m; k++) {
            all[k] = k;
        }
        boolean wasOrdered = ordered;
        return relaxedMakespan(new int[0], 0, all, m, upper(), wasOrdered);
    }

    /** A makespan no search exceeds: the incumbent, or one worker (or the originator) taking all the load. */
    private double upper() {
        double hi = bestMakespan;
        for (int k = 0; k < m; k++) {
            hi = Math.min(hi, 2 * s[k] + c[k] + a[k] + r[k]);
        }
        return hi;
    }

    private double deadline() {
        return bestMakespan * (1 - IMPROVEMENT);
    }

    /**
     * Explores the children of the served prefix {@code seq[0..len)} (last position {@code last} in the order):
     * each next served worker, pruned when the prefix with it and the relaxed candidates after it cannot beat the
     * incumbent.
     */
    private void branch(int[] seq, int len, int last, boolean[] used) {
        int[] kids = children(last, used);
        int[] cand = new int[m];
        for (int i = 0; i < kids.length; i++) {
            if (++nodes % POLL == 0 && (incumbent.cancelled() || nodes >= nodeLimit)) {
                stopped = true;
            }
            if (reportsBound && nodes % POLL == 0 && !stopped && incumbent.boundDue()) {
                // the root relaxation, which a stopped search reports anyway, for the live gap
                incumbent.bound(lowerBound());
            }
            if (stopped) {
                openBound(seq, len, last, used, kids, i);
                return;
            }
            int k = kids[i];
            seq[len] = k;
            used[k] = true;
            int nc = candidates(k, used, cand);
            double t = deadline();
            boolean promising = nc == 0 || most(seq, len + 1, cand, nc, t, ordered) >= 1 - PRUNE_SLACK;
            if (promising) {
                double alone = most(seq, len + 1, cand, 0, t, ordered);
                if (alone >= 1 - PRUNE_SLACK) {
                    consider(seq, len + 1, alone);
                }
                if (nc > 0) {
                    branch(seq, len + 1, k, used);
                }
            }
            used[k] = false;
            if (stopped) {
                openBound(seq, len, last, used, kids, i + 1);
                return;
            }
        }
    }

    private int[] children(int last, boolean[] used) {
        int[] kids = new int[m];
        int n = 0;
        for (int k = ordered ? last + 1 : 0; k < m; k++) {
            // identical neighbours: serve the later only if the earlier is served
            boolean skippedTwin = twin[k] >= 0 && (ordered ? twin[k] > last : !used[twin[k]]);
            if (!used[k] && !skippedTwin) {
                kids[n++] = k;
            }
        }
        return Arrays.copyOf(kids, n);
    }

    /** The workers that may still follow {@code k} (into {@code out}); their count. */
    private int candidates(int k, boolean[] used, int[] out) {
        int n = 0;
        for (int u = ordered ? k + 1 : 0; u < m; u++) {
            if (!used[u]) {
                out[n++] = u;
            }
        }
        return n;
    }

    /** Lowers {@link #open} to a bound on the subtrees of {@code kids[from..]} below the prefix, not searched. */
    private void openBound(int[] seq, int len, int last, boolean[] used, int[] kids, int from) {
        if (from >= kids.length) {
            return;
        }
        if (kids.length - from > OPEN_CHILDREN) {
            // the parent's relaxation with those children as candidates covers all their subtrees
            int[] rest = new int[m];
            int nr = 0;
            for (int u = ordered ? kids[from] : 0; u < m; u++) {
                if (!used[u]) {
                    rest[nr++] = u;
                }
            }
            open = Math.min(open, relaxedMakespan(seq, len, rest, nr, Math.min(open, upper()), ordered));
            return;
        }
        int[] cand = new int[m];
        for (int i = from; i < kids.length; i++) {
            double hi = Math.min(open, upper());
            int k = kids[i];
            seq[len] = k;
            used[k] = true;
            int nc = candidates(k, used, cand);
            // one LP says whether this subtree can lower the bound at all; only then the bisection
            if (most(seq, len + 1, cand, nc, hi, ordered) >= 1) {
                open = Math.min(open, relaxedMakespan(seq, len + 1, cand, nc, hi, ordered));
            }
            used[k] = false;
        }
    }

    /**
     * Keeps {@code seq[0..len)} when its makespan beats the incumbent; when it does not, checks that its LP proves so
     * (else counts it {@link #uncertified} and lowers {@link #open} to its relaxed makespan).
     *
     * @param atDeadline the most load of {@code seq} alone by {@link #deadline()} (upper end), NaN when not known
     */
    private void consider(int[] seq, int len, double atDeadline) {
        double t = makespan(seq, len);
        double limit = deadline();
        if (t < limit) {
            bestMakespan = t;
            best = Arrays.copyOf(seq, len);
            incumbent.offer(t);
            return;
        }
        certify(seq, len, atDeadline);
    }

    /**
     * Checks that no point of {@code seq[0..len)} lets the load through by {@link #deadline()} (its LP's upper end
     * within {@link #CERTIFIED_SLACK} of it); else counts it {@link #uncertified} and lowers {@link #open} to its
     * relaxed makespan.
     *
     * @param atDeadline the upper end at the deadline when already known, else NaN
     */
    private void certify(int[] seq, int len, double atDeadline) {
        double limit = deadline();
        double most = !Double.isFinite(limit) ? Double.POSITIVE_INFINITY
                : Double.isNaN(atDeadline) ? most(seq, len, seq, 0, limit, true) : atDeadline;
        if (most > 1 + CERTIFIED_SLACK) {
            uncertified++;
            open = Math.min(open, relaxedMakespan(seq, len, seq, 0, Math.min(limit, upper()), true));
        }
    }

    /**
     * The least makespan of serving exactly {@code seq[0..len)}: the least deadline by which its most load (a packing
     * LP, {@link LoadByDeadline}) is the whole load.
     */
    double makespan(int[] seq, int len) {
        if (len == 0) {
            return rate0 > 0 ? 1 / rate0 : Double.POSITIVE_INFINITY;
        }
        double sf = 0;
        for (int i = 0; i < len; i++) {
            sf += s[seq[i]];
        }
        return byDeadline(seq, len).leastDeadline(2 * sf);
    }

    /**
     * The load {@code seq[0..len)} (all served, in that order) and the originator surely process by a deadline (the
     * lower end of its LP's bracket: a point that meets every row).
     */
    LoadByDeadline byDeadline(int[] seq, int len) {
        double[] duals = new double[len + 1];
        return (t, slope) -> {
            double x = load(seq, len, seq, 0, t, duals, true, null).lower();
            slope[0] = rate0;
            for (double d : duals) {
                slope[0] += d;
            }
            return x;
        };
    }

    /**
     * The loads of the whole sequence (every worker served, in order) at deadline {@code t}, as fractions of the load,
     * into {@code primal}; their sum, without the originator's part.
     */
    double sequenceLoads(double t, double[] primal) {
        int[] all = new int[m];
        for (int k = 0; k < m; k++) {
            all[k] = k;
        }
        return load(all, m, all, 0, t, null, true, primal).lower() - rate0 * t;
    }

    /**
     * The least {@code T} at which {@code seq[0..len)} with the relaxed candidates processes the load (the lower end
     * of the final bisection bracket), at most {@code hi}.
     */
    private double relaxedMakespan(int[] seq, int len, int[] cand, int nc, double hi, boolean inOrder) {
        if (!Double.isFinite(hi)) {
            return hi;
        }
        LoadByDeadline relaxed = (t, slope) -> most(seq, len, cand, nc, t, inOrder);
        return relaxed.bisection(hi);
    }

    /** {@code room / rate}, the load that fits; unlimited when nothing is paid per unit. */
    private static double cap(double room, double rate) {
        return rate > 0 ? room / rate : room >= 0 ? Double.POSITIVE_INFINITY : -1;
    }

    /**
     * The upper end of {@link #load}: no completion of the prefix lets more through by {@code t}, whatever the LP
     * solver did.
     */
    private double most(int[] seq, int len, int[] cand, int nc, double t, boolean inOrder) {
        return load(seq, len, cand, nc, t, null, inOrder, null).upper();
    }

    /**
     * The most load (a fraction of {@code V}) that the served prefix {@code seq[0..len)}, the relaxed candidates
     * {@code cand[0..nc)} and the originator process by {@code t}, bracketed; {@code -∞} when the prefix's startups
     * alone exceed it.
     *
     * @param duals when not null (and {@code nc = 0}), receives the dual price of each prefix row and the port row
     * @param inOrder whether the candidates follow each other in the given order (else each row keeps only its own)
     * @param primal when not null, receives the loads of the point of the lower end
     */
    private PackingLp.Bracket load(int[] seq, int len, int[] cand, int nc, double t, double[] duals, boolean inOrder,
            double[] primal) {
        double sf = 0;
        for (int i = 0; i < len; i++) {
            sf += s[seq[i]];
        }
        if (t < 2 * sf) {
            return new PackingLp.Bracket(Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY);
        }
        int[] kept = new int[nc];
        double[] spread = new double[nc];
        int n = 0;
        for (int j = 0; j < nc; j++) {
            int u = cand[j];
            // its own row and the port row, each with nothing else in it
            double most = Math.min(1, cap(t - sf - 2 * s[u], c[u] + a[u] + r[u]));
            most = Math.min(most, cap(t - 2 * sf - 2 * s[u], c[u] + r[u]));
            if (most > 0) {
                kept[n] = u;
                spread[n] = s[u] / most;
                n++;
            }
        }
        int cols = len + n;
        int rows = cols + 1;
        double[][] g = new double[rows][cols];
        double[] h = new double[rows];
        for (int i = 0; i < len; i++) {
            int q = seq[i];
            double[] row = g[i];
            for (int j = 0; j < len; j++) {
                int p = seq[j];
                row[j] = j < i ? c[p] : j > i ? r[p] : c[p] + a[p] + r[p];
            }
            for (int j = 0; j < n; j++) {
                row[len + j] = r[kept[j]] + spread[j];
            }
            h[i] = t - sf - s[q];
        }
        for (int i = 0; i < n; i++) {
            int u = kept[i];
            double[] row = g[len + i];
            for (int j = 0; j < len; j++) {
                row[j] = c[seq[j]];
            }
            for (int j = 0; j < n; j++) {
                int p = kept[j];
                // order unknown: every other candidate is sent before u or collected after it
                row[len + j] = inOrder ? (j < i ? c[p] : r[p]) + spread[j] : Math.min(c[p], r[p]) + spread[j];
            }
            row[len + i] = 2 * spread[i] + c[u] + a[u] + r[u];
            h[len + i] = t - sf;
        }
        double[] port = g[cols];
        for (int j = 0; j < len; j++) {
            port[j] = c[seq[j]] + r[seq[j]];
        }
        for (int j = 0; j < n; j++) {
            port[len + j] = c[kept[j]] + r[kept[j]] + 2 * spread[j];
        }
        h[cols] = t - 2 * sf;
        double own = rate0 * t;
        if (cols == 0) {
            return new PackingLp.Bracket(own, own);
        }
        double[] y = duals == null ? null : new double[rows];
        PackingLp.Bracket x = lp.maximise(g, h, rows, cols, y, primal);
        if (duals != null) {
            for (int i = 0; i < len; i++) {
                duals[i] = y[i];
            }
            duals[len] = y[cols];
        }
        return new PackingLp.Bracket(own + x.lower(), own + x.upper());
    }
}
