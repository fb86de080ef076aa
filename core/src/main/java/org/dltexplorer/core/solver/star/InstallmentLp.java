package org.dltexplorer.core.solver.star;

import org.dltexplorer.core.solver.lp.CertifiedLp;
import org.dltexplorer.core.solver.lp.LpAnswer;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;

/**
 * The linear programs of a multi-installment star ({@link InstallmentStar}), solved by ojAlgo. Loads are fractions of
 * {@code V} and times are in units of {@code τ} inside the model, so its coefficients stay near 1.
 *
 * <p><b>Sequence LP</b> for a message sequence {@code w_1 … w_L}: with {@code t_j = Σ_{i≤j} (S_{w_i} + C_{w_i} x_i)}
 * the end of message {@code j} and {@code u_j} the start of its chunk,
 * <pre>
 *   minimise T  subject to  u_j ≥ t_j,  u_j ≥ u_p + A_w x_p (p the previous message to the same worker w),
 *   u_j + A_w x_j ≤ T (j the last message to w),  A_0 x_0 ≤ T,  x_0 + Σ x_j = V,  x, u ≥ 0.
 * </pre>
 *
 * <p><b>Prefix bound</b>: a lower bound on the makespan of every sequence that begins with a given prefix. The
 * messages after the prefix are relaxed to loads {@code y_w ≥ 0} per worker with room for more messages, sent
 * without startups: {@code t_L + Σ C_w y_w ≤ T} (the port sends them after the prefix),
 * {@code t_L + A_w y_w ≤ T} (they arrive after {@code t_L}) and, for a worker already served,
 * {@code u_last + A_w (x_last + y_w) ≤ T} (they follow its earlier chunks). A worker given more pays its startup at
 * least once, and its later chunks arrive after the prefix's startups {@code σ} and its own {@code S_w}, so in a
 * completion shorter than the incumbent {@code T⁺} it computes {@code y_w ≤ u_w = min(1, (T⁺ − σ − S_w)/(A_w V))}
 * (a fraction of V; none when {@code u_w ≤ 0}); that startup is then at least {@code S_w y_w/u_w}, added to the
 * port's and the worker's time. Every completion of the prefix shorter than {@code T⁺} meets these constraints
 * with {@code y_w} its later loads, so the LP's optimum bounds them all (and a bound at or above {@code T⁺} prunes
 * rightly).
 *
 * <p>Both go through {@link CertifiedLp}: a sequence's loads are its optimum only when certified
 * ({@link #uncertified()} counts those that were not, and the search proves nothing while it is not 0), and the
 * prefix bound is the certificate's dual bound {@code L(y)}, which holds whatever point ojAlgo returned, never
 * ojAlgo's objective unchecked.
 */
final class InstallmentLp {

    private final InstallmentStar star;
    private final double tau;
    private int uncertified;

    InstallmentLp(InstallmentStar star) {
        this.star = star;
        double unit = star.originatorComputes() ? star.a0() : Double.POSITIVE_INFINITY;
        for (int w = 1; w <= star.workers(); w++) {
            unit = Math.min(unit, star.a()[w] + star.c()[w]);
        }
        this.tau = unit > 0 && Double.isFinite(unit) ? unit * star.load() : 1.0;
    }

    /** The optimal loads of {@code seq}, or null when no processor can compute (nothing sent, originator idle). */
    InstallmentStar.Loads solve(int[] seq) {
        Model m = build(seq, false);
        if (m == null) {
            return null;
        }
        LpAnswer r = CertifiedLp.minimise(m.model);
        if (!r.hasSolution()) {
            return null;
        }
        if (!r.certified()) {
            uncertified++;
        }
        double v = star.load();
        double x0 = Math.max(0.0, m.x0.getValue().doubleValue()) * v;
        double[] x = new double[seq.length];
        double rest = v - x0;
        for (int j = 0; j < seq.length; j++) {
            x[j] = Math.max(0.0, m.x[j].getValue().doubleValue()) * v;
            rest -= x[j];
        }
        // the LP conserves V up to its tolerance; the originator (or the largest message) absorbs the rounding
        if (star.originatorComputes()) {
            x0 += rest;
        } else {
            int big = 0;
            for (int j = 1; j < x.length; j++) {
                big = x[j] > x[big] ? j : big;
            }
            x[big] += rest;
        }
        return new InstallmentStar.Loads(seq.clone(), x0, x, star.times(seq, x0, x).makespan());
    }

    /**
     * A lower bound on the makespan of every sequence beginning with {@code prefix} in which worker {@code w}
     * receives at most {@code room[w]} further messages; +∞ when none of them is feasible.
     */
    double bound(int[] prefix, int[] room, double incumbent) {
        Model m = build(prefix, true, room, incumbent);
        if (m == null) {
            return Double.POSITIVE_INFINITY;
        }
        LpAnswer r = CertifiedLp.minimise(m.model);
        if (!r.hasSolution()) {
            return Double.POSITIVE_INFINITY;
        }
        // L(y) counts reduced costs of the wrong sign below 1e-9 of their terms as 0: a hair below keeps it a bound
        double bound = r.bound();
        return bound > 0 ? bound * tau * (1 - 1e-7) : 0.0;
    }

    /** How many sequence LPs were answered without a certificate: their loads are feasible, not proven optimal. */
    int uncertified() {
        return uncertified;
    }

    /**
     * The most a worker may compute, as a fraction of V, in a schedule shorter than {@code incumbent}: the bound only
     * needs to hold for those, since a subtree whose bound reaches the incumbent is pruned.
     */
    private double most(int w, double incumbent, double startups) {
        double share = (incumbent - startups - star.s()[w]) / (star.a()[w] * star.load());
        return share < 1 ? Math.max(share, 0.0) : 1.0;
    }

    private record Model(ExpressionsBasedModel model, Variable x0, Variable[] x) {
    }

    /**
     * Workers that pause while they receive ({@link InstallmentStar#pause()}): from the end {@code t_j} of each message
     * on, its worker still computes that chunk and its later ones and receives its later messages, so
     * {@code t_j + Σ_{i≥j} A_w x_i + Σ_{i>j} (S_w + C_w x_i) ≤ T} over the messages {@code i} to the same worker.
     * (The prefix bound leaves these out: without them it is still a bound, only a weaker one.)
     */
    private void pauses(ExpressionsBasedModel model, int[] seq, Variable[] x, Variable t, double v) {
        double startups = 0;
        for (int j = 0; j < seq.length; j++) {
            int w = seq[j];
            startups += star.s()[w] / tau;
            double later = 0;
            Expression e = model.addExpression("pause" + j).set(t, -1.0);
            for (int i = 0; i <= j; i++) {
                e.set(x[i], star.c()[seq[i]] * v / tau + (i == j ? star.a()[w] * v / tau : 0.0));
            }
            for (int i = j + 1; i < seq.length; i++) {
                if (seq[i] == w) {
                    e.set(x[i], (star.a()[w] + star.c()[w]) * v / tau);
                    later += star.s()[w] / tau;
                }
            }
            e.upper(-startups - later);
        }
    }

    private Model build(int[] seq, boolean relax) {
        return build(seq, relax, null, Double.POSITIVE_INFINITY);
    }

    private Model build(int[] seq, boolean relax, int[] room, double incumbent) {
        int workers = star.workers();
        double v = star.load();
        boolean anyRoom = false;
        if (relax) {
            for (int w = 1; w <= workers; w++) {
                anyRoom |= room[w] > 0;
            }
        }
        if (!star.originatorComputes() && seq.length == 0 && !anyRoom) {
            return null;
        }
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0.0).weight(1.0);
        Variable x0 = model.addVariable("x0").lower(0.0);
        if (star.originatorComputes()) {
            model.addExpression("finish0").upper(0.0).set(x0, star.a0() * v / tau).set(t, -1.0);
        } else {
            x0.upper(0.0);
        }
        int len = seq.length;
        Variable[] x = new Variable[len];
        Variable[] u = new Variable[len];
        int[] last = new int[workers + 1];
        java.util.Arrays.fill(last, -1);
        double startups = 0;
        for (int j = 0; j < len; j++) {
            int w = seq[j];
            x[j] = model.addVariable("x" + j).lower(0.0);
            u[j] = model.addVariable("u" + j).lower(0.0);
            startups += star.s()[w] / tau;
            Expression received = model.addExpression("received" + j).lower(startups).set(u[j], 1.0);
            for (int i = 0; i <= j; i++) {
                received.set(x[i], -star.c()[seq[i]] * v / tau);
            }
            if (last[w] >= 0) {
                int p = last[w];
                model.addExpression("after" + j).lower(0.0).set(u[j], 1.0).set(u[p], -1.0).set(x[p], -star.a()[w] * v / tau);
            }
            last[w] = j;
        }
        if (star.pause() && !relax) {
            pauses(model, seq, x, t, v);
        }
        Variable[] y = new Variable[workers + 1];
        double[] most = new double[workers + 1];
        if (relax) {
            double prefixStartups = startups * tau;
            for (int w = 1; w <= workers; w++) {
                most[w] = room[w] > 0 ? most(w, incumbent, prefixStartups) : 0.0;
                if (most[w] > 0) {
                    y[w] = model.addVariable("y" + w).lower(0.0).upper(most[w]);
                }
            }
        }
        for (int w = 1; w <= workers; w++) {
            if (last[w] >= 0) {
                int p = last[w];
                Expression fin = model.addExpression("finish" + w).upper(0.0).set(u[p], 1.0)
                        .set(x[p], star.a()[w] * v / tau).set(t, -1.0);
                if (y[w] != null) {
                    fin.set(y[w], star.a()[w] * v / tau);
                }
            }
        }
        if (relax && anyRoom) {
            // t_L = startups + Σ C x, the end of the prefix
            Expression port = model.addExpression("port").upper(-startups).set(t, -1.0);
            for (int j = 0; j < len; j++) {
                port.set(x[j], star.c()[seq[j]] * v / tau);
            }
            for (int w = 1; w <= workers; w++) {
                if (y[w] == null) {
                    continue;
                }
                // a worker given y_w > 0 later pays S_w at least once; y_w ≤ u_w makes S_w ≥ S_w y_w / u_w
                double startup = star.s()[w] / tau / most[w];
                port.set(y[w], star.c()[w] * v / tau + startup);
                Expression after = model.addExpression("later" + w).upper(-startups).set(t, -1.0)
                        .set(y[w], star.a()[w] * v / tau + startup);
                for (int j = 0; j < len; j++) {
                    after.set(x[j], star.c()[seq[j]] * v / tau);
                }
            }
        }
        Expression total = model.addExpression("load").level(1.0).set(x0, 1.0);
        for (Variable xj : x) {
            total.set(xj, 1.0);
        }
        for (Variable yw : y) {
            if (yw != null) {
                total.set(yw, 1.0);
            }
        }
        return new Model(model, x0, x);
    }
}
