package org.dltexplorer.core.solver.star;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * A lower bound on the makespan of every message sequence of a multi-installment star ({@link InstallmentStar}), from
 * the port's demand: a Lagrangian relaxation in which every worker keeps its whole-number message count and pays
 * every startup, and only the sharing of the port between workers is priced.
 *
 * <p><b>The exact condition.</b> Fix a deadline {@code D} and a schedule finishing by it. Worker {@code w} receives
 * {@code k ≤ n} messages carrying {@code x_1, …, x_k > 0} in that order; message {@code j} must end by
 * {@code D − R_j}, its <em>tail</em> {@code R_j = A_w Σ_{i ≥ j} x_i} being the computing left from its chunk on (the
 * worker computes the chunks in order, each after its arrival, Drozdowski (2009); a worker that pauses while it
 * receives only finishes later). The port sends one message at a time from time 0, message {@code j} lasting
 * {@code S_w + C_w x_j}; the messages due by {@code D − ρ} are sent within {@code [0, D − ρ]}, so for every
 * {@code ρ ∈ [0, D)}
 * <pre>
 *   Σ_w f_w(ρ) ≤ D − ρ,   f_w(ρ) = Σ_{j : R_j ≥ ρ} (S_w + C_w x_j)                                   (1)
 * </pre>
 * (with earliest-deadline-first sending, (1) at every {@code ρ} is also sufficient). Alone, a worker's first message
 * ends after its own {@code S_w + C_w x_1} and is followed by {@code R_1} of computing:
 * {@code S_w + C_w x_1 + R_1 ≤ D}. (2)
 *
 * <p><b>The relaxation.</b> Keep (1) only at {@code ρ_p = p D / K}, {@code p = 0 … K − 1}, and price it by
 * {@code π_p ≥ 0}. For every schedule meeting {@code D}, its loads {@code x_0 + Σ_w L_w = V} satisfy
 * <pre>
 *   Σ_w L_w ≤ Σ_w (L_w − Σ_p π_p f_w(ρ_p)) + Σ_p π_p (D − ρ_p) ≤ Σ_w g_w(π) + Σ_p π_p (D − ρ_p),
 * </pre>
 * where {@code g_w(π) ≥ 0} is the supremum of {@code L_w − Σ_p π_p f_w(ρ_p)} over every choice of at most {@code n}
 * messages for {@code w} alone meeting (2) (none at all gives 0), and the originator, when it computes, at most
 * {@code D / A_0}. So when {@code D/A_0 + Σ_w g_w(π) + Σ_p π_p (D − ρ_p) < V} for some {@code π ≥ 0}, no schedule
 * meets {@code D}. Any {@code π} proves this; the LP below only searches for a good one.
 *
 * <p><b>Computing {@code g_w} exactly</b> (a dynamic program over the grid, {@link #price}). Number the messages from
 * the last, {@code r_i} the tail of the {@code i}-th from the end ({@code 0 = r_0 < r_1 < … < r_k}), so
 * {@code x_i = (r_i − r_{i−1})/A_w}; with {@code P(r) = Σ_{ρ_p ≤ r} π_p} (non-decreasing) the objective is
 * {@code Σ_i ((r_i − r_{i−1})(1 − C_w P(r_i))/A_w − S_w P(r_i))}. Inside a cell where each {@code r_i} keeps its
 * grid interval it is linear; the coefficient of an inner tail {@code r_i} ({@code i < k}) is
 * {@code C_w (P(r_{i+1}) − P(r_i))/A_w ≥ 0} and raising it loosens (2), which depends on
 * {@code x_k = (r_k − r_{k−1})/A_w} only, so the supremum takes every inner tail at the right end of its interval
 * {@code (g_{q−1}, g_q]}, priced {@code P(g_q^−) = Σ_{p < q} π_p}, or equal to the next tail (a message without load,
 * which only loses its startup's price: left out). The first message's tail {@code r_k} then ranges over an interval
 * bounded by (2), {@code r_k ≤ (D − S_w + C_w r_{k−1}/A_w)/(1 + C_w/A_w)}, linear inside each grid interval: its
 * supremum is at an interval's end or at that limit. One cell is different: when {@code r_{k−1}} lies in the same
 * interval as {@code r_k}, the objective does not depend on {@code r_{k−1}} (both messages have the same price) and
 * (2) is loosest at {@code r_{k−1} = r_k}: the first message carries nothing and {@code r_k ≤ D − S_w}, for one more
 * startup's price (more messages in that interval only add startups). So the program over inner tails on the grid
 * and the first tail at those candidates, both cells, gives {@code g_w(π)} exactly (as a supremum), in
 * {@code O(n K²)}. ({@code InstallmentDemandBoundTest} checks it against random plans; without the second cell,
 * plans of several messages in one interval beat it and the bound refuted optima.)
 *
 * <p><b>Branches</b> ({@link Limits}, {@link PlanBranching}). The same chain holds with {@code g_w(π)} the supremum
 * over any set of plans of {@code w} that contains the plan of every schedule considered: it then refutes those
 * schedules only. A branch allows plans of some message counts whose {@code i}-th message from the end has its tail
 * in given grid intervals. The program above stays exact over such a set: it counts exactly {@code c} messages
 * (a message carrying nothing is allowed, the closure of plans of {@code c} loaded messages: an inner tail pushed to
 * the next one's gives a message without load at that tail, which the program keeps as a step {@code prev = q}
 * priced {@code S_w P}, and a count without a loaded message at the end is dominated only when fewer messages are
 * allowed), it moves an inner tail only within its own interval (to its right end or the next tail there), and it
 * takes the first tail at either end of each allowed interval (a linear function's supremum over an interval, the
 * left end also when the price is so high that less load is worth more). When no allowed plan exists (a worker that
 * must receive a message whose startup alone misses (2)) {@code g_w = −∞} and the branch is refuted.
 *
 * <p><b>Finding {@code π}.</b> The best {@code π} minimises a convex function; Kelley's cutting planes find it: an LP
 * over {@code π} and {@code ν_w} (each worker's share) minimising {@code Σ_p π_p (D − ρ_p) + Σ_w ν_w} subject to
 * {@code ν_w ≥ L − Σ_p π_p f(ρ_p)} for every single-worker choice found so far, each new {@code π} priced by the
 * program, its best choice added as a cut. (The LP is the dual of choosing a convex mix of message plans per worker
 * under (1) at the grid points: the bound is as strong as that.)
 */
final class InstallmentDemandBound {

    /**
     * Points of reverse time at which the port's demand is priced, at most, in a solve without a time limit: at 12
     * workers 64 points gave a bound 0.5 % higher than 32, for three times the time (about 7 s on the loaded build
     * machine).
     */
    static final int POINTS = 64;

    /**
     * Points at most when the solve has a time limit, which it may spend on the bound. At 12 workers (seed 1 of issue
     * 30's family, load average 10) the unbranched bound is 3.24 % below the best makespan known with 64 points,
     * 2.96 % with 128 (2.5 times the time: 55 s instead of 22 s at that load) and 2.81 % with 256 (29 times): 128
     * points gain more than a minute of branching on 64 (docs/benchmarks.md, session 12).
     */
    static final int TIMED_POINTS = 128;

    /** Points at least. */
    static final int FEWEST_POINTS = 16;

    /**
     * Points times workers the bound is sized for: the cutting-plane LP has a row per point and per worker, and the
     * program pricing a worker's plans grows with the square of the points.
     */
    static final int SIZE = 768;

    /** As {@link #SIZE} with a time limit: 128 points at 12 workers, 30 at 50. */
    static final int TIMED_SIZE = 1536;

    /**
     * Points for {@code workers} workers: as many as the size allows, within the fewest and the most, the larger
     * ones when the solve is {@code timeLimited}.
     */
    static int pointsFor(int workers, boolean timeLimited) {
        int most = timeLimited ? TIMED_POINTS : POINTS;
        int size = timeLimited ? TIMED_SIZE : SIZE;
        return Math.max(FEWEST_POINTS, Math.min(most, size / Math.max(1, workers)));
    }

    /** Cutting-plane rounds at most per deadline. */
    static final int ROUNDS = 400;

    /** Prices kept from one deadline to seed the next. */
    static final int SEEDS = 40;

    /** The load must be missed by this fraction to refute a deadline: the program's rounding is far below. */
    private static final double MISS = 1e-9;

    private final InstallmentStar star;
    private final int points;

    InstallmentDemandBound(InstallmentStar star, int points) {
        this.star = star;
        this.points = points;
    }

    /**
     * A message plan of one worker at one deadline and its price: its load, its port time counted at each point and
     * {@code g_w(π)}, load less priced port time, as the program computed it.
     */
    record Plan(int worker, int messages, int[] tails, double load, double[] demand, double value) {
    }

    /**
     * The plans of one worker a branch allows: its message count in {@code counts} (bit {@code c} for {@code c}
     * messages) and the tail of its {@code i}-th message from the end in the grid intervals {@code lo[i]} to
     * {@code hi[i]} (interval {@code q} is {@code (g_{q−1}, g_q]}, and its ends as limits).
     */
    record Limits(int counts, int[] lo, int[] hi) {

        static Limits all(int installments, int points) {
            int[] lo = new int[installments + 1];
            int[] hi = new int[installments + 1];
            java.util.Arrays.fill(lo, 1);
            java.util.Arrays.fill(hi, points);
            return new Limits((1 << (installments + 1)) - 1, lo, hi);
        }

        boolean allows(int messages) {
            return (counts & (1 << messages)) != 0;
        }

        /** Whether the {@code i}-th message from the end may have its tail in interval {@code q}. */
        boolean allows(int i, int q) {
            return lo[i] <= q && q <= hi[i];
        }

        boolean admits(Plan p) {
            if (!allows(p.messages())) {
                return false;
            }
            for (int i = 1; i <= p.messages(); i++) {
                if (!allows(i, p.tails()[i - 1])) {
                    return false;
                }
            }
            return true;
        }

        boolean forced() {
            return (counts & 1) == 0;
        }

        Limits withCounts(int mask) {
            return new Limits(counts & mask, lo, hi);
        }

        Limits withTail(int i, int from, int to) {
            int[] l = lo.clone();
            int[] h = hi.clone();
            l[i] = Math.max(l[i], from);
            h[i] = Math.min(h[i], to);
            return new Limits(counts, l, h);
        }
    }

    /**
     * Prices tried at the last deadline (as fractions of it): at the next, the plans they buy seed the cutting planes,
     * so a bisection does not start each deadline from nothing.
     */
    private final List<double[]> tried = new ArrayList<>();

    /** Cutting-plane LPs solved so far (for benchmarks). */
    private long lps;

    int points() {
        return points;
    }

    long lps() {
        return lps;
    }

    /** Whether no schedule meets {@code deadline}: some prices {@code π} bring the priced load below {@code V}. */
    boolean refutes(double deadline) {
        return leastPricedLoad(deadline, star.load() * (1 - MISS)) < star.load() * (1 - MISS);
    }

    /**
     * The largest deadline refuted between {@code low} (taken as refuted) and {@code high} (a makespan reached), after
     * {@code steps} bisections, or {@code least} of them once the monitor has stopped the solve; {@code low} when none
     * is.
     */
    double bound(double low, double high, int steps, int least, SolveMonitor monitor) {
        double lo = low;
        double hi = high;
        for (int i = 0; i < steps && hi - lo > 1e-9 * hi && (i < least || !monitor.cancelled()); i++) {
            double mid = 0.5 * (lo + hi);
            if (refutes(mid)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * The least priced load found for {@code deadline}: an upper bound on the load of every schedule meeting it
     * (the originator's included), by cutting planes stopped once it is below {@code target}, once the LP shows
     * that no prices reach it, or after {@link #ROUNDS}.
     */
    double leastPricedLoad(double deadline, double target) {
        int m = star.workers();
        double v = star.load();
        double own = star.originatorComputes() ? deadline / star.a0() / v : 0.0;
        if (!(deadline > 0)) {
            return own * v;
        }
        for (int w = 1; w <= m; w++) {
            if (!(star.a()[w] > 0)) {
                // a worker computing in no time takes any load: nothing to refute
                return Double.POSITIVE_INFINITY;
            }
        }
        double goal = target / v;
        List<Plan> cuts = new ArrayList<>();
        List<double[]> seeds = new ArrayList<>(tried);
        tried.clear();
        double[] pi = seeds.isEmpty() ? new double[points] : seeds.get(seeds.size() - 1).clone();
        Limits[] counts = allLimits();
        for (double[] old : seeds) {
            for (int w = 1; w <= m; w++) {
                cuts.add(price(w, deadline, old));
            }
        }
        return cuttingPlanes(deadline, goal, counts, cuts, pi, ROUNDS).priced() * v;
    }

    /**
     * What the cutting planes reached for one deadline and one set of message counts.
     *
     * @param priced the least priced load found, as a fraction of V: no schedule meeting the deadline with those
     *     counts carries more
     * @param pi the prices that gave it
     * @param cuts every plan priced (the cuts; they seed a narrower set of counts)
     * @param columns the plans of the last cutting-plane LP
     * @param mix each column's weight in that LP's best mix (the weights of a worker's plans sum to at most 1)
     */
    record Outcome(double priced, double[] pi, List<Plan> cuts, List<Plan> columns, double[] mix) {
    }

    /**
     * Kelley's cutting planes for {@code deadline} over the plans whose message counts lie in {@code counts} (by
     * worker, bit {@code c} for {@code c} messages), from prices {@code start} and the plans {@code cuts} already
     * priced (kept only where their counts are allowed): stops once the priced load is below {@code goal}, once the
     * LP shows no prices reach it, or after {@code rounds}; with {@code goal = −∞}, once the LP shows no prices do
     * better (the best prices, which seed the occupancy bound, {@link InstallmentOccupancyBound#seed}).
     */
    Outcome cuttingPlanes(double deadline, double goal, Limits[] counts, List<Plan> cuts, double[] start, int rounds) {
        return cuttingPlanes(deadline, goal, counts, cuts, start, rounds, SolveMonitor.NONE);
    }

    /**
     * As {@link #cuttingPlanes(double, double, Limits[], List, double[], int)}, stopping also once {@code monitor}
     * cancels the solve (after the first round: every priced load found is an upper bound, so stopping early only
     * weakens it; with many points one node's rounds took seconds past a time limit).
     */
    Outcome cuttingPlanes(double deadline, double goal, Limits[] counts, List<Plan> cuts, double[] start, int rounds,
            SolveMonitor monitor) {
        int m = star.workers();
        double own = star.originatorComputes() ? deadline / star.a0() / star.load() : 0.0;
        List<Plan> pool = new ArrayList<>();
        for (Plan p : cuts) {
            if (counts[p.worker()].admits(p) && p.value() > Double.NEGATIVE_INFINITY) {
                pool.add(p);
            }
        }
        double[] pi = start.clone();
        double[] bestPi = pi.clone();
        double best = Double.POSITIVE_INFINITY;
        List<Plan> columns = List.of();
        double[] mix = new double[0];
        for (int round = 0; round < rounds && (round == 0 || !monitor.cancelled()); round++) {
            tried.add(pi.clone());
            double priced = own;
            for (int p = 0; p < points; p++) {
                priced += pi[p] * (1 - (double) p / points);
            }
            for (int w = 1; w <= m; w++) {
                Plan plan = price(w, deadline, pi, counts[w]);
                priced += plan.value();
                if (plan.value() > Double.NEGATIVE_INFINITY) {
                    pool.add(plan);
                }
            }
            if (priced < best) {
                best = priced;
                bestPi = pi.clone();
            }
            if (best < goal) {
                break;
            }
            columns = columns(pool, counts);
            mix = new double[columns.size()];
            double floor = master(columns, counts, pi, own, mix);
            lps++;
            if ((goal > Double.NEGATIVE_INFINITY && !(floor < goal)) || floor >= best * (1 - 1e-9)) {
                break;
            }
        }
        while (tried.size() > SEEDS) {
            tried.remove(0);
        }
        return new Outcome(best, bestPi, pool, columns, mix);
    }

    /**
     * The weight added to the load of a plan of a worker that must receive a message (0 not among its counts): the
     * LP then mixes that worker's plans to a whole one rather than leave part of it out (its prices, not its
     * validity, depend on this).
     */
    private static final double FORCED = 4.0;

    private static boolean forced(Limits[] counts, int w) {
        return counts[w].forced();
    }

    private static List<Plan> columns(List<Plan> pool, Limits[] counts) {
        List<Plan> columns = new ArrayList<>();
        for (Plan c : pool) {
            if (c.load() > 1e-12 || (forced(counts, c.worker()) && c.messages() > 0)) {
                columns.add(c);
            }
        }
        return columns;
    }

    private static double dot(double[] pi, double[] demand) {
        double s = 0;
        for (int p = 0; p < pi.length; p++) {
            s += pi[p] * demand[p];
        }
        return s;
    }

    /**
     * The cutting-plane LP, solved as its dual: the most load a convex mix of the plans found so far, at most one
     * plan per worker in all, packs under (1) at the points ({@link PackingLp}, each plan's column scaled by its load).
     * A worker that must receive a message has each plan's load raised by {@link #FORCED} (and that much taken off
     * the optimum for each such worker), so its mix is whole unless the port cannot take it. Its row prices become
     * {@code pi} and each column's weight goes to {@code mix}; returns the load of that mix (the lower end of the
     * LP's {@link PackingLp.Bracket}, a point that meets every row) with the originator's share, a lower bound on
     * every priced load when no worker is forced (no prices push the load of this mix below it). Neither value is a
     * bound the solver reports: the prices are checked by {@link #price} whatever they are, and this value only
     * decides when the cutting planes stop (a wrong one stops them early or late, never makes a bound wrong).
     */
    private double master(List<Plan> columns, Limits[] counts, double[] pi, double own, double[] mix) {
        int m = star.workers();
        if (columns.isEmpty()) {
            return Double.POSITIVE_INFINITY;
        }
        int rows = points + m;
        double[][] g = new double[rows][columns.size()];
        double[] h = new double[rows];
        for (int p = 0; p < points; p++) {
            h[p] = 1 - (double) p / points;
        }
        double offset = 0;
        for (int w = 1; w <= m; w++) {
            h[points + w - 1] = 1.0;
            offset += forced(counts, w) ? FORCED : 0.0;
        }
        double[] weight = new double[columns.size()];
        for (int j = 0; j < columns.size(); j++) {
            Plan c = columns.get(j);
            weight[j] = c.load() + (forced(counts, c.worker()) ? FORCED : 0.0);
            for (int p = 0; p < points; p++) {
                g[p][j] = c.demand()[p] / weight[j];
            }
            g[points + c.worker() - 1][j] = 1 / weight[j];
        }
        double[] duals = new double[rows];
        double[] primal = new double[columns.size()];
        double packed = PackingLp.maximise(g, h, rows, columns.size(), duals, primal).lower();
        for (int p = 0; p < points; p++) {
            pi[p] = Math.max(0.0, duals[p]);
        }
        for (int j = 0; j < columns.size(); j++) {
            mix[j] = Math.max(0.0, primal[j]) / weight[j];
        }
        return own + packed - offset;
    }

    /** The best plan of worker {@code w} at prices {@code pi}, of any number of messages up to n (none included). */
    Plan price(int w, double deadline, double[] pi) {
        return price(w, deadline, pi, Limits.all(star.installments(), points));
    }

    /** Every plan of every worker allowed (by worker id, [0] unused). */
    Limits[] allLimits() {
        Limits[] all = new Limits[star.workers() + 1];
        java.util.Arrays.fill(all, Limits.all(star.installments(), points));
        return all;
    }

    /**
     * The best plan of worker {@code w} at prices {@code pi} whose number of messages is in {@code counts} (bit
     * {@code c} for {@code c} messages; {@code g_w(π)} of the class comment, as a supremum, over those plans): loads as
     * fractions of V, times as fractions of the deadline. A plan of exactly {@code c} messages may include messages
     * carrying nothing (the closure of the plans of {@code c} messages, each carrying load); value −∞ when no plan of
     * those counts meets (2).
     */
    Plan price(int w, double deadline, double[] pi, Limits limits) {
        int k = points;
        double v = star.load();
        double a = star.a()[w] * v / deadline;
        double s = star.s()[w] / deadline;
        double c = star.c()[w] * v / deadline;
        // below[q] = P(g_q^−) = Σ_{p < q} π_p: the price of a message whose tail lies in (g_{q−1}, g_q]
        double[] below = new double[k + 1];
        for (int q = 1; q <= k; q++) {
            below[q] = below[q - 1] + pi[q - 1];
        }
        int n = star.installments();
        // value[i][q]: the best of exactly i inner messages (the last ones sent), the earliest of them with tail g_q;
        // from[i][q] the tail index of the one after it, q itself for a message carrying nothing (same tail)
        double[][] value = new double[n][k + 1];
        int[][] from = new int[n][k + 1];
        for (double[] row : value) {
            java.util.Arrays.fill(row, Double.NEGATIVE_INFINITY);
        }
        value[0][0] = 0;
        // the load a unit of tail in interval q is worth at its price, the same for every message (the loops below
        // ask it O(n K²) times)
        double[] unit = new double[k + 1];
        for (int q = 1; q <= k; q++) {
            unit[q] = (1 - c * below[q]) / a;
        }
        for (int i = 1; i < n; i++) {
            double[] before = value[i - 1];
            for (int q = 1; q <= k; q++) {
                if (!limits.allows(i, q)) {
                    continue;
                }
                double g = (double) q / k;
                double startup = s * below[q];
                int last = i == 1 ? q - 1 : q;
                for (int prev = 0; prev <= last; prev++) {
                    if (before[prev] == Double.NEGATIVE_INFINITY) {
                        continue;
                    }
                    double val = before[prev] + (g - (double) prev / k) * unit[q] - startup;
                    if (val > value[i][q]) {
                        value[i][q] = val;
                        from[i][q] = prev;
                    }
                }
            }
        }
        boolean none = limits.allows(0);
        double bestValue = none ? 0 : Double.NEGATIVE_INFINITY;
        int bestInner = -1;
        int bestPrev = 0;
        double bestTail = 0;
        int bestQ = 0;
        int bestFirsts = 1;
        for (int i = 0; i < n; i++) {
            for (int prev = 0; prev <= k; prev++) {
                if (value[i][prev] == Double.NEGATIVE_INFINITY) {
                    continue;
                }
                double r0 = (double) prev / k;
                // one first message, its tail bounded by (2); or first messages carrying nothing just before one in
                // the same interval: (2) then bounds the tail by 1 − s only, for one more startup's price each
                for (int firsts = 1; i + firsts <= n; firsts++) {
                    if (!limits.allows(i + firsts)) {
                        continue;
                    }
                    double limit = firsts == 1 ? (1 - s + c * r0 / a) / (1 + c / a) : 1 - s;
                    // the first tail's value is linear inside an interval: its supremum lies at either end (the
                    // left one on a tie)
                    for (int q = Math.max(1, prev); q <= k && (q - 1.0) / k <= limit; q++) {
                        if (!firstsAllowed(limits, i, firsts, q)) {
                            continue;
                        }
                        double lo = Math.max(r0, (q - 1.0) / k);
                        double hi = Math.min((double) q / k, limit);
                        if (hi < lo) {
                            continue;
                        }
                        double base = value[i][prev] - firsts * s * below[q];
                        double atLo = base + (lo - r0) * unit[q];
                        double atHi = base + (hi - r0) * unit[q];
                        double val = atHi > atLo ? atHi : atLo;
                        if (val > bestValue) {
                            bestValue = val;
                            bestInner = i;
                            bestPrev = prev;
                            bestTail = atHi > atLo ? hi : lo;
                            bestQ = q;
                            bestFirsts = firsts;
                        }
                    }
                }
            }
        }
        double[] demand = new double[k];
        if (bestInner < 0) {
            return new Plan(w, 0, new int[0], 0.0, demand, bestValue);
        }
        // the plan's messages from the first sent: its tail (and the empty ones before it), then the inner ones by
        // the recorded predecessors
        int q = bestPrev;
        int i = bestInner;
        int[] tails = new int[bestInner + bestFirsts];
        for (int f = 0; f < bestFirsts; f++) {
            tails[bestInner + f] = bestQ;
        }
        addDemand(demand, bestQ, s + c * (bestTail - (double) q / k) / a);
        addDemand(demand, bestQ, (bestFirsts - 1) * s);
        while (i > 0) {
            int prev = from[i][q];
            tails[i - 1] = q;
            addDemand(demand, q, s + c * ((double) (q - prev) / k) / a);
            q = prev;
            i--;
        }
        return new Plan(w, bestInner + bestFirsts, tails, bestTail / a, demand, bestValue);
    }

    /** Whether the first message (and the {@code firsts − 1} empty ones before it) may end in interval {@code q}. */
    private static boolean firstsAllowed(Limits limits, int inner, int firsts, int q) {
        for (int f = 1; f <= firsts; f++) {
            if (!limits.allows(inner + f, q)) {
                return false;
            }
        }
        return true;
    }

    /** A message with tail in {@code (g_{q−1}, g_q]} counts at the points {@code p < q}. */
    private static void addDemand(double[] demand, int q, double port) {
        for (int p = 0; p < q && p < demand.length; p++) {
            demand[p] += port;
        }
    }
}
