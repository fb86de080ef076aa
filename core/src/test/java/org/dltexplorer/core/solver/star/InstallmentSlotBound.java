package org.dltexplorer.core.solver.star;

import org.dltexplorer.core.solver.SolveMonitor;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * A lower bound on the makespan of every message sequence of a multi-installment star ({@link InstallmentStar}):
 * a time-indexed LP in which each worker may receive any number of messages up to {@code n}, counted fractionally,
 * in any interleaving. It sees what the prefix bound of {@link InstallmentLp} does not: a worker computes only what
 * has arrived, so the data of the workers started late occupies the port early, and every message pays its startup.
 *
 * <p><b>The relaxation</b> (for a deadline {@code D}). Take any schedule, of any sequence, in which every worker
 * finishes by {@code D}. Reverse time {@code ρ = D − e} measures how long before {@code D} a message ends at
 * {@code e}; cut {@code [0, D]} into {@code K} slots {@code [ρ_{k−1}, ρ_k)} of width {@code D/K}, and let
 * {@code z_{wk}} be the load of the messages to worker {@code w} ending in slot {@code k}, {@code μ_{wk}} their
 * number. Then
 * <ol>
 *   <li>{@code Σ_{k' ≤ k} z_{wk'} ≤ ρ_k / A_w}: the messages to {@code w} ending after {@code D − ρ_k} are the
 *       earliest of them and those after it; {@code w} computes all of them between the end of that earliest one and
 *       {@code D} (in order, each after its arrival, Drozdowski (2009)), so {@code A_w Σ ≤ ρ_k};</li>
 *   <li>a message in slot {@code k} carries at most {@code cap_{wk} = min(ρ_k / A_w, (D − ρ_{k−1} − S_w)/C_w)}: it
 *       is computed before {@code D}, and it lasts {@code S_w + C_w x} from time 0 on at the earliest; so
 *       {@code z_{wk} ≤ μ_{wk} cap_{wk}} and, with {@code Σ_k μ_{wk} ≤ n}, {@code Σ_k z_{wk}/cap_{wk} ≤ n};</li>
 *   <li>the messages ending in slots {@code ≥ k} end by {@code D − ρ_{k−1}} and the port sends one at a time:
 *       {@code Σ_w Σ_{k' ≥ k} (S_w μ_{wk'} + C_w z_{wk'}) ≤ D − ρ_{k−1}}, where
 *       {@code S_w μ_{wk} ≥ S_w z_{wk}/cap_{wk}};</li>
 *   <li>the messages ending in slots {@code ≤ k} end after {@code D − ρ_k}: all but the earliest of them lie inside
 *       {@code [D − ρ_k, D]}, and that one lasts at most {@code M_k = max_{w, k' ≤ k} (S_w + C_w cap_{wk'})}, so
 *       their port time is at most {@code ρ_k + M_k};</li>
 *   <li>the originator, when it computes, takes at most {@code D / A_0}.</li>
 * </ol>
 * (Workers that pause while they receive compute no more than ones that do not, so 1 holds for them too.) The
 * schedule's loads, with {@code μ} replaced by its lower bound {@code z/cap}, are a feasible point of the LP
 * maximising {@code Σ z_{wk} + x_0} under 1–5, so its optimum is at least {@code V}; when the optimum is below
 * {@code V} no schedule meets {@code D}: every makespan exceeds {@code D}. The slots trade the LP's size for its
 * strength, never its validity. The bound is the largest {@code D} so refuted, found by bisection.
 */
final class InstallmentSlotBound {

    /** Slots of reverse time at most: 96 gained under 1 % of the gap over 32 at 12 workers, for an LP 25 times dearer. */
    static final int SLOTS = 32;
    /** Slots at least: with 8 the gap at 12 workers was 11.6 % against 9.6 % with 32. */
    static final int FEWEST_SLOTS = 4;
    /** Columns ({@code m × K}) the LP is sized for: about 0.1–0.5 s an LP with ojAlgo on the loaded build machine. */
    static final int COLUMNS = 400;
    /** The LP's optimum must miss the load by this fraction to refute a deadline: ojAlgo's tolerances are far below. */
    private static final double MISS = 1e-7;

    private final InstallmentStar star;
    private final int slots;

    InstallmentSlotBound(InstallmentStar star) {
        this(star, SLOTS);
    }

    InstallmentSlotBound(InstallmentStar star, int slots) {
        this.star = star;
        this.slots = slots;
    }

    /** Bisections made even when the monitor has stopped the solve. */
    static final int STOPPED_STEPS = 3;

    /** Slots for {@code workers} workers: as many as {@link #COLUMNS} allows, within the fewest and the most. */
    static int slotsFor(int workers) {
        return Math.max(FEWEST_SLOTS, Math.min(SLOTS, COLUMNS / Math.max(1, workers)));
    }

    /** Whether the LP proves that no schedule finishes by {@code deadline}. */
    boolean refutes(double deadline) {
        return maxLoad(deadline) < star.load() * (1 - MISS);
    }

    /**
     * The largest deadline the LP refutes between {@code low} (a known bound, taken as refuted) and {@code high} (a
     * makespan reached), after {@code steps} bisections, or {@link #STOPPED_STEPS} once the monitor stops them (a
     * solve stopped by its limit still reports this bound: 3 LPs overrun the limit by about a second at 50 workers);
     * {@code low} when it refutes none.
     */
    double bound(double low, double high, int steps, SolveMonitor monitor) {
        double lo = low;
        double hi = high;
        for (int i = 0; i < steps && hi - lo > 1e-9 * hi && (i < STOPPED_STEPS || !monitor.cancelled()); i++) {
            double mid = 0.5 * (lo + hi);
            if (refutes(mid)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The LP's optimum: at least the load of every schedule finishing by {@code deadline}; +∞ when unbounded. */
    double maxLoad(double deadline) {
        int m = star.workers();
        double v = star.load();
        double own = star.originatorComputes() ? deadline / star.a0() : 0.0;
        if (!(deadline > 0)) {
            return own;
        }
        // times in units of the deadline and loads as fractions of V inside the LP, so its coefficients stay near 1
        double width = 1.0 / slots;
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable[][] z = new Variable[m + 1][slots];
        double[][] cost = new double[m + 1][slots];
        double[] longest = new double[slots];
        for (int w = 1; w <= m; w++) {
            double a = star.a()[w] * v / deadline;
            double s = star.s()[w] / deadline;
            double c = star.c()[w] * v / deadline;
            if (!(a > 0)) {
                return Double.POSITIVE_INFINITY;
            }
            Expression count = model.addExpression("count" + w).upper(star.installments());
            Expression[] computed = new Expression[slots];
            for (int k = 0; k < slots; k++) {
                computed[k] = model.addExpression("computed" + w + "_" + k).upper((k + 1) * width / a);
            }
            for (int k = 0; k < slots; k++) {
                double cap = Math.min((k + 1) * width / a, c > 0 ? (1 - k * width - s) / c : Double.POSITIVE_INFINITY);
                if (!(cap > 0)) {
                    continue;
                }
                z[w][k] = model.addVariable("z" + w + "_" + k).lower(0.0).weight(1.0);
                cost[w][k] = c + s / cap;
                count.set(z[w][k], 1 / cap);
                longest[k] = Math.max(longest[k], s + c * cap);
                for (int kk = k; kk < slots; kk++) {
                    computed[kk].set(z[w][k], 1.0);
                }
            }
        }
        double first = 0;
        for (int k = 0; k < slots; k++) {
            first = Math.max(first, longest[k]);
            Expression before = model.addExpression("endsBy" + k).upper(1 - k * width);
            Expression after = model.addExpression("endsAfter" + k).upper((k + 1) * width + first);
            for (int w = 1; w <= m; w++) {
                for (int kk = 0; kk < slots; kk++) {
                    if (z[w][kk] == null) {
                        continue;
                    }
                    if (kk >= k) {
                        before.set(z[w][kk], cost[w][kk]);
                    }
                    if (kk <= k) {
                        after.set(z[w][kk], cost[w][kk]);
                    }
                }
            }
        }
        Optimisation.Result r = model.maximise();
        if (!r.getState().isOptimal()) {
            return Double.POSITIVE_INFINITY;
        }
        return own + r.getValue() * v;
    }
}
