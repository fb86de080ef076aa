package org.dltexplorer.core.solver.star;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntToDoubleFunction;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.solver.Incumbent;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * The service sequence of an {@link ExtendedStar}: which workers are served, in which order, and whether the
 * originator computes, each candidate scored by its LP ({@link ExtendedStarLp}) and replayed
 * ({@link ExtendedStar#times}). With release times, startups and costs no exchange argument orders the workers
 * and serving one more worker can hurt (its startup, release or fixed cost), so the search is exhaustive:
 * <ul>
 *   <li>{@code given} or a list: every subsequence of that order (unused workers pay nothing);</li>
 *   <li>{@code optimal}: every order of every subset;</li>
 * </ul>
 * each with and without the originator's own share when it may compute. When that is more than
 * {@link #EXHAUSTIVE_LIMIT} linear programs, or for {@code heuristic}, a local search (from the best of a few
 * sort keys: drop, add or exchange a worker, toggle the originator, while it helps) answers instead, feasible, with
 * the relaxation's lower bound ({@link ExtendedStarLp#bound}).
 */
final class ExtendedStarSearch {

    /** The most sequences solved one by one (about a second of LPs; 6 workers in any order, 11 in a given one). */
    static final int EXHAUSTIVE_LIMIT = 5000;

    /** The most LPs the local search solves. */
    static final int LOCAL_SEARCH_LIMIT = 3000;

    private final ExtendedStar star;
    private final ExtendedStarLp lp;
    private int solved;
    /** The best makespan so far for the monitor; none when the load by a deadline is maximised instead. */
    private Incumbent incumbent = new Incumbent(SolveMonitor.NONE, 1.0);
    private int[] boundPool;

    ExtendedStarSearch(ExtendedStar star) {
        this.star = star;
        this.lp = new ExtendedStarLp(star);
    }

    /**
     * A scored candidate.
     *
     * @param served workers with a positive load, in service order
     * @param x0 the originator's load
     * @param x each served worker's load
     * @param makespan the replayed makespan
     * @param load the load computed
     */
    record Candidate(int[] served, double x0, double[] x, double makespan, double load) {
    }

    /**
     * The answer.
     *
     * @param best the best candidate found, null when no sequence is feasible
     * @param optimal whether it is proven best for the order rule
     * @param method how it was found
     * @param bound a lower bound on the makespan, NaN when none was computed
     * @param sequences how many sequences were solved
     */
    record Plan(Candidate best, boolean optimal, String method, double bound, int sequences) {
    }

    Plan plan(ActivationOrder rule, int[] pool, SolveMonitor monitor) {
        // a larger load by the deadline is not a shorter makespan: nothing to show as a best so far there
        incumbent = new Incumbent(star.byDeadline() ? monitor.withoutIncumbents() : monitor, 1.0);
        boundPool = pool;
        Plan p = planned(rule, pool, monitor);
        incumbent.flush();
        return p;
    }

    private Plan planned(ActivationOrder rule, int[] pool, SolveMonitor monitor) {
        boolean ordered = rule.rule() == ActivationOrder.Rule.OPTIMAL || rule.rule() == ActivationOrder.Rule.HEURISTIC;
        double count = (star.originatorComputes() ? 2 : 1) * (ordered ? arrangements(pool.length) : Math.pow(2, pool.length));
        if (rule.rule() != ActivationOrder.Rule.HEURISTIC && count <= EXHAUSTIVE_LIMIT) {
            Candidate[] best = {null};
            boolean complete = exhaustive(pool, ordered, best, monitor);
            String what = ordered ? "every order of every subset of the workers" : "every subsequence of the "
                    + (rule.rule() == ActivationOrder.Rule.GIVEN ? "id" : "listed") + " order";
            if (complete && lp.uncertified() == 0) {
                return new Plan(best[0], true, what + " (" + solved + " LPs)", Double.NaN, solved);
            }
            if (complete) { // a sequence's value unproven: its LP may have stopped above its optimum
                return new Plan(best[0], false, what + " (" + solved + " LPs, " + lp.uncertified()
                        + " of them not certified optimal)", lp.bound(pool), solved);
            }
            return new Plan(best[0], false, what + ", stopped after " + solved + " LPs", lp.bound(pool), solved);
        }
        Candidate found = localSearch(pool, ordered, monitor);
        String method = (rule.rule() == ActivationOrder.Rule.HEURISTIC ? "heuristic" : "more than " + EXHAUSTIVE_LIMIT
                + " sequences") + ": local search from the best of sort keys (" + solved + " LPs)";
        return new Plan(found, false, method, lp.bound(pool), solved);
    }

    /** {@code Σ_k n!/(n−k)!}: the sequences of distinct workers from {@code n}, saturating. */
    static double arrangements(int n) {
        double total = 1;
        double term = 1;
        for (int k = 1; k <= n; k++) {
            term *= n - k + 1;
            total += term;
        }
        return total;
    }

    /** Whether every sequence was solved (false when stopped by the monitor). */
    private boolean exhaustive(int[] pool, boolean ordered, Candidate[] best, SolveMonitor monitor) {
        int[] seq = new int[pool.length];
        boolean[] taken = new boolean[pool.length];
        return extend(pool, ordered, seq, 0, taken, 0, best, monitor);
    }

    private boolean extend(int[] pool, boolean ordered, int[] seq, int len, boolean[] taken, int from,
            Candidate[] best, SolveMonitor monitor) {
        if ((solved & 63) == 0 && incumbent.cancelled()) {
            return false;
        }
        int[] prefix = Arrays.copyOf(seq, len);
        for (boolean originator : originatorChoices()) {
            best[0] = kept(best[0], evaluate(originator, prefix));
        }
        for (int i = ordered ? 0 : from; i < pool.length; i++) {
            if (taken[i]) {
                continue;
            }
            taken[i] = true;
            seq[len] = pool[i];
            boolean complete = extend(pool, ordered, seq, len + 1, taken, i + 1, best, monitor);
            taken[i] = false;
            if (!complete) {
                return false;
            }
        }
        return true;
    }

    private boolean[] originatorChoices() {
        return star.originatorComputes() ? new boolean[] {true, false} : new boolean[] {false};
    }

    /** The candidate of one sequence, or null when its LP is infeasible. */
    Candidate evaluate(boolean originator, int[] seq) {
        solved++;
        double[] loads = lp.solve(originator, seq);
        if (loads == null) {
            return null;
        }
        double x0 = loads[0];
        double[] x = Arrays.copyOfRange(loads, 1, loads.length);
        double slack = 1e-12 * (star.byDeadline() ? Arrays.stream(loads).sum() : star.load());
        int used = 0;
        for (double xk : x) {
            used += xk > slack ? 1 : 0;
        }
        int[] served = new int[used];
        double[] xs = new double[used];
        int n = 0;
        for (int k = 0; k < seq.length; k++) {
            if (x[k] > slack) {
                served[n] = seq[k];
                xs[n++] = x[k];
            }
        }
        x0 = x0 > slack ? x0 : 0.0;
        double total = x0;
        for (double xk : xs) {
            total += xk;
        }
        if (!star.byDeadline()) {
            // the LP conserves V up to its tolerance: the largest load absorbs the rounding
            double rest = star.load() - total;
            if (x0 >= max(xs)) {
                x0 += rest;
            } else {
                xs[argmax(xs)] += rest;
            }
            total = star.load();
        }
        if (total <= 0) {
            return null;
        }
        return new Candidate(served, x0, xs, star.times(served, x0, xs).makespan(), total);
    }

    /**
     * {@link #better}, telling the monitor when {@code c} wins; past half a second, also the relaxation's bound
     * ({@link ExtendedStarLp#bound}), which the stopped search reports anyway.
     */
    private Candidate kept(Candidate incumbent, Candidate c) {
        Candidate b = better(incumbent, c);
        if (b == c && c != null) {
            this.incumbent.offer(c.makespan());
        }
        if (this.incumbent.boundDue()) {
            this.incumbent.bound(lp.bound(boundPool));
        }
        return b;
    }

    /** The better of two candidates: the shorter makespan, or the more load by a deadline; on a tie the first. */
    Candidate better(Candidate incumbent, Candidate c) {
        if (c == null) {
            return incumbent;
        }
        if (incumbent == null) {
            return c;
        }
        if (star.byDeadline()) {
            return c.load() > incumbent.load() * (1 + 1e-12) ? c : incumbent;
        }
        return c.makespan() < incumbent.makespan() * (1 - 1e-12) ? c : incumbent;
    }

    private Candidate localSearch(int[] pool, boolean ordered, SolveMonitor monitor) {
        List<int[]> starts = new ArrayList<>();
        starts.add(sorted(pool, w -> star.release()[w] + star.startup()[w]));
        starts.add(sorted(pool, w -> star.a()[w] + star.c()[w]));
        starts.add(sorted(pool, w -> star.c()[w]));
        starts.add(sorted(pool, w -> star.cost()[w] * (star.a()[w] + star.c()[w])));
        if (!ordered) {
            starts = List.of(pool.clone());
        }
        Candidate best = null;
        int[] bestSeq = null;
        boolean bestOrigin = star.originatorComputes();
        for (int[] s : starts) {
            Candidate c = kept(best, evaluate(star.originatorComputes(), s));
            if (c != best) {
                best = c;
                bestSeq = s;
            }
        }
        if (best == null) {
            bestSeq = new int[0];
        }
        boolean improved = true;
        while (improved && solved < LOCAL_SEARCH_LIMIT && !incumbent.cancelled()) {
            improved = false;
            for (Move move : moves(pool, bestSeq, bestOrigin, ordered)) {
                Candidate c = kept(best, evaluate(move.originator, move.seq));
                if (c != best) {
                    best = c;
                    bestSeq = move.seq;
                    bestOrigin = move.originator;
                    improved = true;
                    break;
                }
                if (solved >= LOCAL_SEARCH_LIMIT) {
                    break;
                }
            }
        }
        return best;
    }

    private record Move(boolean originator, int[] seq) {
    }

    /** Drop a worker, add an unused one (where the order puts it, or anywhere when ordered), exchange neighbours. */
    private List<Move> moves(int[] pool, int[] seq, boolean originator, boolean ordered) {
        List<Move> moves = new ArrayList<>();
        if (star.originatorComputes()) {
            moves.add(new Move(!originator, seq));
        }
        for (int k = 0; k < seq.length; k++) {
            int[] s = new int[seq.length - 1];
            System.arraycopy(seq, 0, s, 0, k);
            System.arraycopy(seq, k + 1, s, k, seq.length - k - 1);
            moves.add(new Move(originator, s));
        }
        for (int w : pool) {
            if (Arrays.stream(seq).anyMatch(v -> v == w)) {
                continue;
            }
            if (ordered) {
                for (int at = 0; at <= seq.length; at++) {
                    moves.add(new Move(originator, inserted(seq, at, w)));
                }
            } else {
                moves.add(new Move(originator, inserted(seq, positionInPool(pool, seq, w), w)));
            }
        }
        if (ordered) {
            for (int k = 0; k + 1 < seq.length; k++) {
                int[] s = seq.clone();
                s[k] = seq[k + 1];
                s[k + 1] = seq[k];
                moves.add(new Move(originator, s));
            }
        }
        return moves;
    }

    private static int[] inserted(int[] seq, int at, int w) {
        int[] s = new int[seq.length + 1];
        System.arraycopy(seq, 0, s, 0, at);
        s[at] = w;
        System.arraycopy(seq, at, s, at + 1, seq.length - at);
        return s;
    }

    /** Where {@code w} goes in {@code seq} so that it stays a subsequence of {@code pool}. */
    private static int positionInPool(int[] pool, int[] seq, int w) {
        int rank = indexOf(pool, w);
        int at = 0;
        while (at < seq.length && indexOf(pool, seq[at]) < rank) {
            at++;
        }
        return at;
    }

    private static int indexOf(int[] a, int v) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == v) {
                return i;
            }
        }
        return -1;
    }

    private static int[] sorted(int[] pool, IntToDoubleFunction key) {
        return Arrays.stream(pool).boxed().sorted((p, q) -> {
            int c = Double.compare(key.applyAsDouble(p), key.applyAsDouble(q));
            return c != 0 ? c : Integer.compare(p, q);
        }).mapToInt(Integer::intValue).toArray();
    }

    private static double max(double[] x) {
        double m = 0;
        for (double v : x) {
            m = Math.max(m, v);
        }
        return m;
    }

    private static int argmax(double[] x) {
        int b = 0;
        for (int k = 1; k < x.length; k++) {
            b = x[k] > x[b] ? k : b;
        }
        return b;
    }
}
