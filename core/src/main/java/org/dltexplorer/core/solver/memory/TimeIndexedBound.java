package org.dltexplorer.core.solver.memory;

import org.dltexplorer.core.solver.lp.CertifiedLp;
import org.dltexplorer.core.solver.lp.LpAnswer;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;

/**
 * A bound of the order search that sees every unsequenced worker's computing, not only the last one's: a
 * time-indexed LP relaxation of the completions of a prefix (MNP1 of Drozdowski &amp; Wolniewicz (2003),
 * eqs. (6)–(12); one port, buffers {@code B_k}, a message of {@code x} units lasts {@code S_k + C_k x}, the worker
 * computes {@code A_k x} after its message has arrived, everything done by the deadline {@code T}).
 *
 * <p><b>Why it is needed.</b> The knapsack with setups ({@link StartupKnapsack}) charges the computing of the last
 * worker only; every other worker may fill its buffer whatever its position. On issue 30's family, where
 * {@code A_k x_k} is a large part of the makespan for every worker, the workers near the end of an optimal sequence
 * get much less than their buffers, and that bound stays 2–7 % below the optimum at the root.
 *
 * <p><b>The relaxation.</b> Reverse time {@code ρ = T − e} measures how long before the deadline a message ends at
 * {@code e}. Split {@code [0, T − D_0]} ({@code D_0}: the prefix's startups) into {@code J} slots
 * {@code [ρ_j, ρ_{j+1}]} of equal width. Take any completion of the prefix that processes its load by {@code T}:
 * the prefix's last message ends at {@code D ≥ D_0} and the prefix processes at most {@code G(D)} (its forward
 * profile, {@link SequenceEvaluator#extend}); each further worker {@code k} gets {@code x_k} and its message ends at
 * {@code e_k}; put it in the slot {@code j(k)} holding {@code ρ_k = T − e_k}. Then
 * <ol>
 *   <li>{@code x_k ≤ cap_{k,j(k)} = min(B_k, ρ_{j+1}/A_k, (T − D_0 − S_k)/(A_k + C_k))}: the buffer (eq. (4)), the
 *       computing {@code A_k x_k ≤ T − e_k = ρ_k}, and a message that starts at {@code D_0} or later;</li>
 *   <li>for every {@code j}, the messages in slots {@code ≥ j} end by {@code T − ρ_j} and start after
 *       {@code D ≥ D_0}, one at a time: {@code Σ_{j(k) ≥ j} (S_k + C_k x_k) ≤ T − ρ_j − D_0}, and for {@code j = 0}
 *       (all of them, or none, when {@code D ≤ T} still holds) {@code ≤ T − D};</li>
 *   <li>for every {@code j}, the messages in slots {@code ≤ j} end after {@code T − ρ_{j+1}}: all but the first of
 *       them lie inside {@code [T − ρ_{j+1}, T]}, and the first lasts at most {@code M_j = max_k (S_k + C_k cap_{k,j})},
 *       so {@code Σ_{j(k) ≤ j} (S_k + C_k x_k) ≤ ρ_{j+1} + M_j}.</li>
 * </ol>
 * Writing {@code x_{kj}} for the load of worker {@code k} in slot {@code j} (zero outside {@code j(k)}), a message
 * costs {@code S_k + C_k x_k ≥ (C_k + S_k/cap_{kj}) x_{kj}} and {@code Σ_j x_{kj}/cap_{kj} ≤ 1}. So every completion
 * (the prefix alone included) gives a feasible point of the LP
 * <pre>
 *   max  own(T) + g + Σ_{kj} x_{kj}
 *   s.t. g ≤ y_i + (D − x_i)(y_{i+1} − y_i)/(x_{i+1} − x_i)  for each piece of G (its hypograph: G is concave),
 *        g ≤ G(T),  D_0 ≤ D ≤ T,
 *        Σ_j x_{kj}/cap_{kj} ≤ 1,  x_{kj} ≥ 0,
 *        Σ_k Σ_{j'} (C_k + S_k/cap_{kj'}) x_{kj'} + D ≤ T,   Σ_{j' ≥ j} Σ_k (C_k + S_k/cap_{kj'}) x_{kj'} ≤ T − ρ_j − D_0,
 *        Σ_{j' ≤ j} Σ_k (C_k + S_k/cap_{kj'}) x_{kj'} ≤ ρ_{j+1} + M_j,
 * </pre>
 * with a value at least its load; {@code own(T)} is the originator's. When the LP's optimum is below the load, no
 * completion of the prefix meets {@code T}. The slots trade the LP's size for its strength, never its validity.
 * An LP of {@code m·J} variables per question is far dearer than the knapsack, and below the root, where the
 * prefix's end {@code D} binds only the first inequality of 2., it prunes little: the search asks it at the root
 * once stopped, for the bound it reports, not at every node.
 */
final class TimeIndexedBound {

    /** Slots of reverse time: 32 gave most of the gain of 64 on issue 30's family at half the LP. */
    static final int SLOTS = 32;
    /** The LP's optimum must miss the load by this much to count: ojAlgo's tolerances are far below. */
    private static final double MISS = 1e-7;

    private final StarWorkers w;
    private final int slots;

    TimeIndexedBound(StarWorkers workers) {
        this(workers, SLOTS);
    }

    TimeIndexedBound(StarWorkers workers, int slots) {
        this.w = workers;
        this.slots = slots;
    }

    /**
     * Whether the prefix with forward profile {@code g} at deadline {@code t} (the workers of {@code used}), alone or
     * completed by unsequenced workers, may process the load (scaled to 1) by {@code t}; false only when the LP
     * proves it cannot. Yes whenever a cap is unbounded (no buffer, no computing) or the LP code does not answer.
     */
    boolean mayReach(ConcaveProfile g, boolean[] used, double t) {
        return maxLoad(g, used, t) >= 1.0 - MISS;
    }

    /**
     * The LP's proven upper bound on its optimum ({@link CertifiedLp}, the dual bound {@code L(y)}), so an upper bound
     * on the load of every completion of the prefix by {@code t}; +∞ when unbounded or when no multipliers bound it.
     */
    double maxLoad(ConcaveProfile g, boolean[] used, double t) {
        double d0 = g.start();
        double span = t - d0;
        double own = w.originatorLoad(t);
        if (!(span > 0)) {
            return own + g.y[g.n - 1];
        }
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable d = model.addVariable("D").lower(d0).upper(t);
        Variable gain = model.addVariable("g").upper(g.y[g.n - 1]).weight(1.0);
        for (int i = 0; i + 1 < g.n; i++) {
            double dx = g.x[i + 1] - g.x[i];
            if (dx <= 0) {
                continue;
            }
            double slope = (g.y[i + 1] - g.y[i]) / dx;
            // g − slope·D ≤ y_i − slope·x_i
            model.addExpression("piece" + i).upper(g.y[i] - slope * g.x[i]).set(gain, 1.0).set(d, -slope);
        }
        double width = span / slots;
        Variable[][] x = new Variable[w.m][slots];
        double[][] cost = new double[w.m][slots];
        double[] firstMessage = new double[slots];
        for (int k = 0; k < w.m; k++) {
            if (used[k] || w.s[k] >= span) {
                continue;
            }
            Expression once = model.addExpression("once" + k).upper(1.0);
            double reach = (span - w.s[k]) / (w.a[k] + w.c[k]);
            for (int j = 0; j < slots; j++) {
                double cap = Math.min(Math.min(w.b[k], reach), w.a[k] > 0 ? (j + 1) * width / w.a[k] : Double.POSITIVE_INFINITY);
                if (!(cap > 0)) {
                    continue;
                }
                if (!Double.isFinite(cap)) {
                    return Double.POSITIVE_INFINITY;
                }
                x[k][j] = model.addVariable().lower(0.0).weight(1.0);
                cost[k][j] = w.c[k] + w.s[k] / cap;
                once.set(x[k][j], 1.0 / cap);
                firstMessage[j] = Math.max(firstMessage[j], w.s[k] + w.c[k] * cap);
            }
        }
        for (int j = 0; j < slots; j++) {
            // all messages start after D; the later slots may hold none, so only D_0 is certain below them
            Expression before = model.addExpression("endsBy" + j).upper(t - j * width - (j == 0 ? 0.0 : d0));
            if (j == 0) {
                before.set(d, 1.0);
            }
            Expression after = model.addExpression("endsAfter" + j).upper((j + 1) * width + firstMessage[j]);
            for (int k = 0; k < w.m; k++) {
                for (int jj = 0; jj < slots; jj++) {
                    if (x[k][jj] == null) {
                        continue;
                    }
                    if (jj >= j) {
                        before.set(x[k][jj], cost[k][jj]);
                    }
                    if (jj <= j) {
                        after.set(x[k][jj], cost[k][jj]);
                    }
                }
            }
        }
        // the certificate's dual bound L(y) holds whatever point ojAlgo returned; its objective unchecked need not
        LpAnswer r = CertifiedLp.maximise(model);
        if (!r.hasSolution()) {
            return Double.POSITIVE_INFINITY;
        }
        return own + r.bound();
    }
}
