package org.dltexplorer.core.solver.star;

import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;
import org.dltexplorer.core.solver.lp.CertifiedLp;
import org.dltexplorer.core.solver.lp.LpAnswer;

/**
 * The linear program of one service sequence of an {@link ExtendedStar}, solved by ojAlgo. The originator sends
 * to the workers {@code w_1 … w_n} of the sequence one after another from time 0 (a release time never holds its
 * port up: a worker may receive before it is free), so message {@code k} ends at
 * {@code e_k = Σ_{j≤k} (S_j + C_j x_j)}; worker {@code w_k} computes from {@code max(e_k, r_k)} for
 * {@code F_k + A_k x_k}, and the originator, when it takes part, from {@code r_0} for {@code F_0 + A_0 x_0}:
 * <pre>
 *   e_k + F_k + A_k x_k ≤ T,   r_k + F_k + A_k x_k ≤ T,   r_0 + F_0 + A_0 x_0 ≤ T,
 *   Σ_i c$_i x_i ≤ budget − Σ_{i used} f$_i,   x ≥ 0,
 * </pre>
 * and either {@code Σ x = V}, minimise {@code T} (makespan mode), or {@code T = deadline}, maximise {@code Σ x}.
 * Every processor of the sequence is charged its startups and fixed cost; the search over sequences (which
 * includes the sequence without a processor the LP gives nothing) decides who is used, so the best sequence's LP
 * value is the optimum for its order rule. Loads are in units of {@code V} (of the most one processor computes by
 * the deadline) and times in units of a feasible makespan (the deadline) inside the model, so coefficients stay
 * near 1.
 *
 * <p>Each sequence's LP goes through {@link CertifiedLp}; {@link #uncertified()} counts those whose optimum was not
 * proven, and a search that met one cannot call its best sequence {@code optimal}. The relaxation's {@link #bound}
 * is the certificate's dual bound {@code L(y)}, a lower bound by weak duality whatever point ojAlgo stopped at.
 */
final class ExtendedStarLp {

    private final ExtendedStar star;
    private final double tau;
    private final double unit;
    private final double money;
    private int uncertified;

    ExtendedStarLp(ExtendedStar star) {
        this.star = star;
        int m = star.workers();
        if (star.byDeadline()) {
            double fastest = Double.POSITIVE_INFINITY;
            for (int i = 0; i <= m; i++) {
                fastest = Math.min(fastest, star.a()[i]);
            }
            tau = star.deadline();
            unit = star.deadline() / fastest;
        } else {
            double single = star.originatorComputes()
                    ? star.release()[0] + star.startup()[0] + star.a()[0] * star.load() : Double.POSITIVE_INFINITY;
            for (int i = 1; i <= m; i++) {
                single = Math.min(single, star.release()[i] + star.startup()[i] + star.s()[i]
                        + (star.a()[i] + star.c()[i]) * star.load());
            }
            tau = single > 0 && Double.isFinite(single) ? single : 1.0;
            unit = star.load();
        }
        money = star.budget() > 0 && Double.isFinite(star.budget()) ? star.budget() : 1.0;
    }

    /**
     * The LP's loads for the originator (when {@code originator}) and the workers {@code seq}, in load units
     * ({@code x0} is 0 when the originator does not take part); null when the LP is infeasible.
     *
     * @return {@code [x0, x_1, …, x_n]}
     */
    double[] solve(boolean originator, int[] seq) {
        if (!originator && seq.length == 0) {
            return null;
        }
        boolean deadline = star.byDeadline();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = deadline ? null : model.addVariable("T").lower(0.0).weight(1.0);
        double horizon = deadline ? 1.0 : 0.0; // right-hand side: T = deadline is 1 in units of τ
        Variable x0 = null;
        double fixed = 0;
        if (originator) {
            x0 = model.addVariable("x0").lower(0.0).weight(deadline ? 1.0 : 0.0);
            finish(model, "finish0", t, horizon - (star.release()[0] + star.startup()[0]) / tau).set(x0, rate(0));
            fixed += star.fixedCost()[0];
        }
        Variable[] x = new Variable[seq.length];
        double startups = 0;
        for (int k = 0; k < seq.length; k++) {
            int w = seq[k];
            x[k] = model.addVariable("x" + k).lower(0.0).weight(deadline ? 1.0 : 0.0);
            startups += star.s()[w] / tau;
            Expression port = finish(model, "port" + k, t, horizon - startups - star.startup()[w] / tau);
            for (int j = 0; j <= k; j++) {
                port.set(x[j], star.c()[seq[j]] * unit / tau + (j == k ? rate(w) : 0.0));
            }
            finish(model, "release" + k, t, horizon - (star.release()[w] + star.startup()[w]) / tau).set(x[k], rate(w));
            fixed += star.fixedCost()[w];
        }
        if (!deadline) {
            Expression total = model.addExpression("load").level(1.0);
            if (x0 != null) {
                total.set(x0, 1.0);
            }
            for (Variable xk : x) {
                total.set(xk, 1.0);
            }
        }
        if (star.budgeted()) {
            double left = (star.budget() - fixed) / money;
            if (left < 0) {
                return null;
            }
            Expression spend = model.addExpression("budget").upper(left);
            if (x0 != null) {
                spend.set(x0, star.cost()[0] * unit / money);
            }
            for (int k = 0; k < seq.length; k++) {
                spend.set(x[k], star.cost()[seq[k]] * unit / money);
            }
        }
        LpAnswer r = deadline ? CertifiedLp.maximise(model) : CertifiedLp.minimise(model);
        if (!r.hasSolution()) {
            return null;
        }
        if (!r.certified()) {
            uncertified++;
        }
        double[] loads = new double[seq.length + 1];
        loads[0] = x0 == null ? 0.0 : Math.max(0.0, x0.getValue().doubleValue()) * unit;
        for (int k = 0; k < seq.length; k++) {
            loads[k + 1] = Math.max(0.0, x[k].getValue().doubleValue()) * unit;
        }
        return loads;
    }

    /**
     * A lower bound on the makespan of every schedule over the originator (when it computes) and the workers
     * {@code pool}, in any order and subset: the LP without startups, release times and fixed costs, in which each
     * worker's message and computation follow each other ({@code (C_i + A_i) x_i ≤ T}), the port sends all messages
     * ({@code Σ C_i x_i ≤ T}) and the costs per unit stay within the budget. Every schedule meets these constraints
     * with its own loads. NaN by a deadline (the bound is on a makespan) or when the LP fails.
     */
    double bound(int[] pool) {
        if (star.byDeadline()) {
            return Double.NaN;
        }
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0.0).weight(1.0);
        Expression total = model.addExpression("load").level(1.0);
        Expression port = model.addExpression("port").upper(0.0).set(t, -1.0);
        Expression spend = star.budgeted() ? model.addExpression("budget")
                .upper(star.budget() / money) : null;
        if (star.originatorComputes()) {
            Variable x0 = model.addVariable("x0").lower(0.0);
            total.set(x0, 1.0);
            model.addExpression("finish0").upper(0.0).set(x0, rate(0)).set(t, -1.0);
            if (spend != null) {
                spend.set(x0, star.cost()[0] * unit / money);
            }
        }
        for (int w : pool) {
            Variable x = model.addVariable("x" + w).lower(0.0);
            total.set(x, 1.0);
            port.set(x, star.c()[w] * unit / tau);
            model.addExpression("finish" + w).upper(0.0).set(x, rate(w) + star.c()[w] * unit / tau).set(t, -1.0);
            if (spend != null) {
                spend.set(x, star.cost()[w] * unit / money);
            }
        }
        LpAnswer r = CertifiedLp.minimise(model);
        if (!r.hasSolution() || !(r.bound() > 0)) {
            return Double.NaN;
        }
        // L(y) by weak duality, a bound whatever the vertex; a hair below for the round-off of its own sum
        return r.bound() * tau * (1 - 1e-12);
    }

    /** How many sequence LPs were answered without a certificate so far. */
    int uncertified() {
        return uncertified;
    }

    /** {@code A_i} in model units. */
    private double rate(int i) {
        return star.a()[i] * unit / tau;
    }

    /** {@code lhs − T ≤ rhs} in makespan mode, {@code lhs ≤ rhs} by a deadline (where {@code T} is the constant 1). */
    private static Expression finish(ExpressionsBasedModel model, String name, Variable t, double rhs) {
        Expression e = model.addExpression(name).upper(rhs);
        if (t != null) {
            e.set(t, -1.0);
        }
        return e;
    }
}
