package org.dltexplorer.core.solver.star;

import java.util.List;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * Refutes a deadline of a multi-installment star by branching on the workers' message plans: first on how many
 * messages a worker receives, then on the grid interval in which one of its messages ends; each branch is refuted by
 * the port-demand bound over the plans it allows ({@link InstallmentDemandBound#cuttingPlanes}).
 *
 * <p><b>Why a refutation is a proof.</b> The root allows every plan of every worker. A split replaces one worker's
 * limits by two whose allowed plans together are the parent's: counts {@code ≤ t} and {@code > t}; or, for the
 * {@code i}-th message from the end, tail intervals {@code lo … t} and {@code t+1 … hi} (a plan of fewer than
 * {@code i} messages is allowed by both). By induction every schedule meeting the deadline has its plans allowed by
 * some leaf, and each leaf was refuted by prices under which no schedule with its plans carries V (the class comment
 * of {@link InstallmentDemandBound}, "Branches"). A leaf that is not refuted (no split left, the node limit, the
 * monitor) makes the whole answer "not refuted", never a proof.
 *
 * <p>Why branch at all: the unbranched bound's LP mixes several plans per worker (at four workers, three to six
 * plans of one worker, all of the same message count but with different loads and tails), which no schedule can;
 * splitting the message counts alone leaves such mixes in place, splitting the tails removes them
 * (docs/benchmarks.md). The split taken is the one whose two sides share the LP's mix most evenly; the side with more
 * of it is tried first, as the likelier to fail.
 */
final class PlanBranching {

    private final InstallmentDemandBound bound;
    /** Nodes at most per refutation, and cutting-plane rounds at most per node. */
    private final InstallmentStar star;
    private final long nodeLimit;
    private final int rounds;
    private long nodes;

    PlanBranching(InstallmentStar star, InstallmentDemandBound bound, long nodeLimit, int rounds) {
        this.star = star;
        this.bound = bound;
        this.nodeLimit = nodeLimit;
        this.rounds = rounds;
    }

    long nodes() {
        return nodes;
    }

    /** Whether no schedule meets {@code deadline}: every branch is refuted. */
    boolean refutes(double deadline, SolveMonitor monitor) {
        return refutes(deadline, bound.allLimits(), List.of(), new double[bound.points()], monitor);
    }

    private record Split(int worker, InstallmentDemandBound.Limits low, InstallmentDemandBound.Limits high,
            double score, double lowMinusHigh) {
    }

    private boolean refutes(double deadline, InstallmentDemandBound.Limits[] limits,
            List<InstallmentDemandBound.Plan> cuts, double[] pi, SolveMonitor monitor) {
        double goal = 1 - 1e-9;
        InstallmentDemandBound.Outcome o = bound.cuttingPlanes(deadline, goal, limits, cuts, pi, rounds, monitor);
        nodes++;
        if (o.priced() < goal) {
            return true;
        }
        if (nodes >= nodeLimit || monitor.cancelled()) {
            return false;
        }
        Split split = countSplit(o, limits);
        if (split == null) {
            split = tailSplit(o, limits);
        }
        if (split == null) {
            return false;
        }
        InstallmentDemandBound.Limits[] low = limits.clone();
        low[split.worker()] = split.low();
        InstallmentDemandBound.Limits[] high = limits.clone();
        high[split.worker()] = split.high();
        InstallmentDemandBound.Limits[][] children = split.lowMinusHigh() >= 0
                ? new InstallmentDemandBound.Limits[][] {low, high} : new InstallmentDemandBound.Limits[][] {high, low};
        List<InstallmentDemandBound.Plan> kept = kept(o);
        for (InstallmentDemandBound.Limits[] child : children) {
            if (!refutes(deadline, child, kept, o.pi(), monitor)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The plans a child starts from: those of the parent's best mix and the last ones priced (a child's LP stays
     * small; the plans only seed it, any set of them keeps the bound valid).
     */
    private List<InstallmentDemandBound.Plan> kept(InstallmentDemandBound.Outcome o) {
        List<InstallmentDemandBound.Plan> kept = new java.util.ArrayList<>();
        for (int j = 0; j < o.columns().size(); j++) {
            if (o.mix()[j] > 1e-9) {
                kept.add(o.columns().get(j));
            }
        }
        List<InstallmentDemandBound.Plan> all = o.cuts();
        kept.addAll(all.subList(Math.max(0, all.size() - KEPT_ROUNDS * star.workers()), all.size()));
        return kept;
    }

    /** Rounds of priced plans a child inherits besides its parent's mix. */
    static final int KEPT_ROUNDS = 4;

    private Split countSplit(InstallmentDemandBound.Outcome o, InstallmentDemandBound.Limits[] limits) {
        int n = star.installments();
        Split best = null;
        for (int w = 1; w <= star.workers(); w++) {
            int counts = limits[w].counts();
            if (Integer.bitCount(counts) < 2) {
                continue;
            }
            double[] mass = new double[n + 1];
            double total = 0;
            for (int j = 0; j < o.columns().size(); j++) {
                InstallmentDemandBound.Plan p = o.columns().get(j);
                if (p.worker() == w) {
                    mass[p.messages()] += o.mix()[j];
                    total += o.mix()[j];
                }
            }
            if (!limits[w].forced()) {
                mass[0] += Math.max(0, 1 - total);
            }
            double low = 0;
            for (int t = 0; t < n; t++) {
                low += mass[t];
                double high = 0;
                for (int c = t + 1; c <= n; c++) {
                    high += mass[c];
                }
                int lowMask = (1 << (t + 1)) - 1;
                boolean splits = (counts & lowMask) != 0 && (counts & ~lowMask) != 0;
                double score = Math.min(low, high);
                if (splits && score > 1e-6 && (best == null || score > best.score())) {
                    best = new Split(w, limits[w].withCounts(lowMask), limits[w].withCounts(~lowMask), score,
                            low - high);
                }
            }
        }
        return best;
    }

    private Split tailSplit(InstallmentDemandBound.Outcome o, InstallmentDemandBound.Limits[] limits) {
        int n = star.installments();
        int k = bound.points();
        Split best = null;
        for (int w = 1; w <= star.workers(); w++) {
            InstallmentDemandBound.Limits l = limits[w];
            for (int i = 1; i <= n; i++) {
                if (l.lo()[i] >= l.hi()[i]) {
                    continue;
                }
                double[] mass = new double[k + 2];
                for (int j = 0; j < o.columns().size(); j++) {
                    InstallmentDemandBound.Plan p = o.columns().get(j);
                    if (p.worker() == w && p.messages() >= i) {
                        mass[p.tails()[i - 1]] += o.mix()[j];
                    }
                }
                double total = 0;
                for (double x : mass) {
                    total += x;
                }
                double low = 0;
                for (int t = l.lo()[i]; t < l.hi()[i]; t++) {
                    low += mass[t];
                    double score = Math.min(low, total - low);
                    if (score > 1e-6 && (best == null || score > best.score())) {
                        best = new Split(w, l.withTail(i, l.lo()[i], t), l.withTail(i, t + 1, l.hi()[i]), score,
                                2 * low - total);
                    }
                }
            }
        }
        return best;
    }
}
