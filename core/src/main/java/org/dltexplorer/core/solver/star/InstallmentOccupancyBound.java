package org.dltexplorer.core.solver.star;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * A lower bound on the makespan of a multi-installment star ({@link InstallmentStar}) from the port's occupancy
 * (decision 0022): stronger than the port-demand bound ({@link InstallmentDemandBound}) because each message keeps
 * its interval of the port, so plans mixed across time no longer fit by volume alone.
 *
 * <p><b>The relaxation.</b> Fix a deadline {@code D} and a schedule meeting it. Each worker {@code w} receives a plan
 * ({@link OccupancyPlan}: its messages as intervals of the port, in order and apart, each followed by the computing
 * of its own and the later chunks by {@code D}, Drozdowski (2009)), and the port sends one message at a time:
 * {@code Σ_w occ_w(t) ≤ 1} for every {@code t ∈ [0, D]}, {@code occ_w} being 1 while a message of {@code w} is sent.
 *
 * <p><b>The bound (valid for any prices).</b> For any {@code μ(t) ≥ 0}, constant on each of {@code G} equal cells of
 * {@code [0, D]}, integrating that inequality against {@code μ} gives for every schedule meeting {@code D}
 * <pre>
 *   V = x_0 + Σ_w L_w ≤ D/A_0 + Σ_w (L_w − ∫ μ occ_w) + ∫_0^D μ ≤ D/A_0 + Σ_w h_w(μ) + ∫_0^D μ,
 * </pre>
 * where {@code h_w(μ)} is the supremum of {@code load − ∫ μ occ} over the plans of {@code w} alone (the empty plan
 * gives 0) and {@code D/A_0} the originator's share when it computes. When the right side, with each {@code h_w}
 * replaced by the pricing program's proven upper value ({@link OccupancyPricing.Priced#upper}), is below {@code V},
 * no schedule meets {@code D}. A worker that pauses while it receives only finishes later, so its schedules are
 * among these.
 *
 * <p><b>Never weaker than the demand bound at its prices.</b> The demand bound on {@code G} points prices the port's
 * demand before {@code D − ρ_p = D (1 − p/G)} by {@code π_p}; as occupancy prices these are
 * {@code μ(t) = Σ_p π_p [t ≤ D − ρ_p]}, constant on the cells. Then {@code ∫ μ = Σ_p π_p (D − ρ_p)}, and a plan's
 * occupancy before {@code D − ρ_p} is at least its demand {@code f_w(ρ_p)} (a message due by then is sent before
 * it), so {@code h_w(μ) ≤ g_w(π)}: the cutting planes start there ({@link #seed}).
 *
 * <p><b>Finding μ.</b> Kelley's cutting planes, as in the demand bound: the master LP ({@link PackingLp}) packs the
 * most load with a convex mix of the plans priced so far, at most one plan per worker in all, each cell's port time
 * at most its width; its row prices are the next {@code μ}. Only the pricing programs' upper values make the bound.
 */
final class InstallmentOccupancyBound {

    /** Cells of {@code [0, D]} by default: the prototype refuted issue 30's 2 % line on seeds 1 and 3 at 16. */
    static final int CELLS = 16;

    /** Cutting-plane rounds at most per deadline. */
    static final int ROUNDS = 60;

    /** The load must be missed by this fraction to refute a deadline. */
    private static final double MISS = 1e-9;

    private final InstallmentStar star;
    private final int cells;
    private final OccupancyPricing pricing;
    /** Plans priced at earlier deadlines: a plan meeting a deadline meets every later one, so they seed the master. */
    private final List<OccupancyPlan> kept = new ArrayList<>();
    private long rounds;

    InstallmentOccupancyBound(InstallmentStar star, int cells, OccupancyPricing pricing) {
        this.star = star;
        this.cells = cells;
        this.pricing = pricing;
    }

    /** Cutting-plane rounds run so far (each prices every worker). */
    long rounds() {
        return rounds;
    }

    /** The cell ends {@code (q + 1) D / G}. */
    double[] cellEnds(double deadline) {
        double[] ends = new double[cells];
        for (int q = 0; q < cells; q++) {
            ends[q] = deadline * (q + 1) / cells;
        }
        ends[cells - 1] = deadline;
        return ends;
    }

    /** Whether no schedule meets {@code deadline}: some prices bring the priced load below {@code V}. */
    boolean refutes(double deadline, SolveMonitor monitor) {
        double v = star.load() * (1 - MISS);
        return leastPricedLoad(deadline, v, monitor) < v;
    }

    /**
     * The largest deadline refuted between {@code low} (taken as refuted) and {@code high} (not refuted, e.g. a
     * makespan reached) in {@code steps} bisections, stopping when the monitor cancels; {@code low} when none is.
     */
    double bound(double low, double high, int steps, SolveMonitor monitor) {
        double lo = low;
        double hi = high;
        for (int i = 0; i < steps && hi - lo > 1e-9 * hi && !monitor.cancelled(); i++) {
            double mid = 0.5 * (lo + hi);
            if (refutes(mid, monitor)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * The occupancy prices equal to the demand bound's prices on {@code cells} points at {@code deadline}
     * ({@code μ} on cell {@code q}, {@code ((q) D/G, (q + 1) D/G]}: {@code (V/D) Σ_{p ≤ G − 1 − q} π_p}, the demand
     * bound's prices being per fraction of {@code D} and of {@code V}).
     */
    double[] seed(double deadline, SolveMonitor monitor) {
        InstallmentDemandBound demand = new InstallmentDemandBound(star, cells);
        InstallmentDemandBound.Outcome outcome = demand.cuttingPlanes(deadline, Double.NEGATIVE_INFINITY, demand.allLimits(), List.of(),
                new double[cells], InstallmentDemandBound.ROUNDS, monitor);
        double[] pi = outcome.pi();
        double[] mu = new double[cells];
        for (int q = 0; q < cells; q++) {
            double sum = 0;
            for (int p = 0; p <= cells - 1 - q; p++) {
                sum += pi[p];
            }
            mu[q] = sum * star.load() / deadline;
        }
        return mu;
    }

    /**
     * The least priced load found for {@code deadline}, {@code D/A_0 + Σ_w h_w(μ) + ∫ μ} over the prices tried (an
     * upper bound on the load of every schedule meeting it): from the demand bound's prices, by cutting planes
     * stopped once it is below {@code target}, once the master shows no prices reach it, after {@link #ROUNDS}, or
     * when the monitor cancels (between two workers' pricings; {@code +∞} when no round was whole).
     */
    double leastPricedLoad(double deadline, double target, SolveMonitor monitor) {
        int m = star.workers();
        for (int w = 1; w <= m; w++) {
            if (!(star.a()[w] > 0) || !(star.c()[w] > 0)) {
                // a worker computing or receiving in no time: the pricing's (V) needs A, C > 0
                return Double.POSITIVE_INFINITY;
            }
        }
        double own = star.originatorComputes() ? deadline / star.a0() : 0.0;
        if (!(deadline > 0)) {
            return own;
        }
        double[] ends = cellEnds(deadline);
        double[] mu = seed(deadline, monitor);
        List<OccupancyPlan> pool = new ArrayList<>();
        for (OccupancyPlan p : kept) {
            if (p.violation(star, deadline) <= 0) {
                pool.add(p);
            }
        }
        double best = Double.POSITIVE_INFINITY;
        for (int round = 0; round < ROUNDS && (round == 0 || !monitor.cancelled()); round++) {
            rounds++;
            double priced = own;
            double width = deadline / cells;
            for (int q = 0; q < cells; q++) {
                priced += mu[q] * width;
            }
            boolean whole = true;
            for (int w = 1; w <= m && whole; w++) {
                if (monitor.cancelled() && w > 1) {
                    // a round stopped part way bounds nothing: only whole rounds count
                    whole = false;
                    break;
                }
                OccupancyPricing.Priced p = pricing.price(star, w, deadline, ends, mu);
                priced += p.upper();
                if (p.plan().messages() > 0 && p.plan().load(star) > 1e-12 * star.load()) {
                    pool.add(p.plan());
                    kept.add(p.plan());
                }
            }
            if (!whole) {
                break;
            }
            best = Math.min(best, priced);
            if (best < target) {
                break;
            }
            double[] next = new double[cells];
            double floor = master(pool, ends, own, next);
            if (!(floor < target) || floor >= best * (1 - 1e-9)) {
                break;
            }
            mu = next;
        }
        return best;
    }

    /**
     * The master LP, solved as its dual: the most load a convex mix of the plans in {@code pool}, at most one plan per
     * worker in all, packs with each cell's port time at most its width ({@link PackingLp}, each plan's column scaled
     * by its load). Its cell prices go to {@code mu}; returns the mix's load with the originator's share, which only
     * decides when the cutting planes stop.
     */
    private double master(List<OccupancyPlan> pool, double[] ends, double own, double[] mu) {
        int m = star.workers();
        if (pool.isEmpty()) {
            return Double.POSITIVE_INFINITY;
        }
        int rows = cells + m;
        double[][] g = new double[rows][pool.size()];
        double[] h = new double[rows];
        for (int q = 0; q < cells; q++) {
            h[q] = ends[q] - (q == 0 ? 0 : ends[q - 1]);
        }
        for (int w = 1; w <= m; w++) {
            h[cells + w - 1] = 1.0;
        }
        for (int j = 0; j < pool.size(); j++) {
            OccupancyPlan p = pool.get(j);
            double load = p.load(star);
            double[] occ = p.occupancy(ends);
            for (int q = 0; q < cells; q++) {
                g[q][j] = occ[q] / load;
            }
            g[cells + p.worker() - 1][j] = 1 / load;
        }
        double[] duals = new double[rows];
        double packed = PackingLp.maximise(g, h, rows, pool.size(), duals, null).lower();
        for (int q = 0; q < cells; q++) {
            mu[q] = Math.max(0.0, duals[q]);
        }
        return own + packed;
    }
}
