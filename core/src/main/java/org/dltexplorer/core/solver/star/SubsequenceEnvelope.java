package org.dltexplorer.core.solver.star;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The best set of workers to serve, in a fixed sequence, over one port (Błażewicz & Drozdowski 1997, eq. (10)). Serving a prefix is
 * the paper's procedure, but a worker early in the sequence with a long startup can cost the others more than it
 * computes, so the best choice is a <em>subsequence</em>.
 *
 * <p>Dynamic programming from the end of the sequence: {@code g_k(R)} is the most load workers {@code k..m} can
 * process when their first message may start with {@code R} time units left. Skipping worker {@code k} gives
 * {@code g_{k+1}(R)}; serving it gives {@code α + g_{k+1}(A_k α)} with {@code α = (R − S_k)/(A_k + C_k)}.
 * Every choice of subsequence is affine in {@code R}, so {@code g_k} is the upper envelope of lines; only the lines
 * that are highest somewhere in {@code [0, R_max]} (remaining times never exceed a known feasible makespan) are
 * kept (convex-hull trick), each remembering its subsequence. A subsequence giving some worker a negative load is
 * beaten by the same one without it, so the envelope's value is the true best capacity and the makespan is the
 * smallest root {@code T} of {@code T/A_0 + line(T) = V} over the kept lines. If the envelope ever exceeds
 * {@link #MAX_LINES} lines the search gives up (the caller falls back to the best prefix).
 */
final class SubsequenceEnvelope {

    static final int MAX_LINES = 20_000;

    private SubsequenceEnvelope() {
    }

    /** A subsequence's capacity {@code slope·R + intercept}; {@code first} is its first worker (position) or null. */
    private record Line(double slope, double intercept, Node first) {
        double at(double r) {
            return slope * r + intercept;
        }
    }

    /** A persistent list of positions in the sequence. */
    private record Node(int position, Node next) {
    }

    /**
     * The best subsequence, or null when the envelope grew too large.
     *
     * @param seq the sequence
     * @param rate0 {@code 1/A_0}, 0 when the originator does not compute
     * @param load V
     * @param horizon a feasible makespan (bounds every remaining time)
     * @return {@code [makespan, positions...]} in a {@link Result}
     */
    static Result best(OnePortSequence seq, double rate0, double load, double horizon) {
        List<Line> g = new ArrayList<>();
        g.add(new Line(0, 0, null));
        for (int k = seq.size() - 1; k >= 0; k--) {
            double a = seq.A()[k];
            double u = 1 / (a + seq.C()[k]);
            double s = seq.S()[k];
            List<Line> next = new ArrayList<>(2 * g.size());
            next.addAll(g);
            for (Line l : g) {
                double slope = u * (1 + l.slope() * a);
                next.add(new Line(slope, l.intercept() - s * slope, new Node(k, l.first())));
            }
            g = envelope(next, horizon);
            if (g.size() > MAX_LINES) {
                return null;
            }
        }
        Line best = null;
        double bestT = Double.POSITIVE_INFINITY;
        for (Line l : g) {
            double rate = rate0 + l.slope();
            if (rate > 0) {
                double t = (load - l.intercept()) / rate;
                if (t < bestT) {
                    bestT = t;
                    best = l;
                }
            }
        }
        if (best == null) {
            return new Result(Double.POSITIVE_INFINITY, new int[0]);
        }
        List<Integer> positions = new ArrayList<>();
        for (Node n = best.first(); n != null; n = n.next()) {
            positions.add(n.position());
        }
        return new Result(bestT, positions.stream().mapToInt(Integer::intValue).toArray());
    }

    /**
     * The subsequence found.
     *
     * @param makespan its makespan
     * @param positions positions in the sequence served, in order
     */
    record Result(double makespan, int[] positions) {
    }

    /** Lines that are highest somewhere in {@code [0, hi]}, by increasing slope. */
    private static List<Line> envelope(List<Line> lines, double hi) {
        lines.sort(Comparator.comparingDouble(Line::slope).thenComparing(Comparator.comparingDouble(Line::intercept).reversed()));
        List<Line> hull = new ArrayList<>();
        for (Line l : lines) {
            if (!hull.isEmpty() && hull.get(hull.size() - 1).slope() == l.slope()) {
                continue; // same slope, lower intercept
            }
            while (hull.size() >= 2 && redundant(hull.get(hull.size() - 2), hull.get(hull.size() - 1), l)) {
                hull.remove(hull.size() - 1);
            }
            hull.add(l);
        }
        // keep only lines that are highest somewhere in [0, hi]
        int from = 0;
        while (from + 1 < hull.size() && hull.get(from + 1).at(0) >= hull.get(from).at(0)) {
            from++;
        }
        int to = hull.size();
        while (to - 1 > from && hull.get(to - 2).at(hi) >= hull.get(to - 1).at(hi)) {
            to--;
        }
        return new ArrayList<>(hull.subList(from, to));
    }

    /** Whether {@code m} is nowhere strictly above both {@code l} and {@code r} ({@code l.slope < m.slope < r.slope}). */
    private static boolean redundant(Line l, Line m, Line r) {
        return (l.intercept() - r.intercept()) * (m.slope() - l.slope())
                <= (l.intercept() - m.intercept()) * (r.slope() - l.slope());
    }
}
