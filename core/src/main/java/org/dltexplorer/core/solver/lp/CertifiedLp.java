package org.dltexplorer.core.solver.lp;

import java.math.BigDecimal;
import java.util.List;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * The one way our LPs are solved when their answer is to be called optimal: ojAlgo solves the caller's model, the
 * dual ({@link DualLp}) gives multipliers, and {@link LpCertificate} checks the pair by weak duality. When the check
 * fails, the program is solved again in other forms, each answer kept only if it is better than the last: the
 * primal with each row divided by its largest coefficient and ojAlgo's other simplex (dense ↔ sparse), the dual
 * with its rows scaled the same way and the other simplex, then the primal by ojAlgo's newer (revised, "experimental")
 * simplex. The best primal point is then checked against the best dual one; if that still leaves a gap, the answer
 * is returned uncertified with its gap and proven bound, for the caller to label {@code feasible}, never
 * {@code optimal}. Programs of more than {@link BasisPolish#MAX_ROWS} rows (5000; until session 10 it was 150, a
 * tree of about 50 nodes) are solved once and answered uncertified: without the polish ojAlgo's point meets its rows
 * only to its absolute tolerance of about {@code 10^-8}, and no re-solve would be proven.
 *
 * <p>Why: ojAlgo's dense simplex returned non-optimal vertices as OPTIMAL (a twelve-node chain with returns answered
 * 0.21017 or 0.19106 against the optimum 0.17514 depending on units; a bus with returns 7.97 against 7.17; a binomial
 * tree with memory buffers moved by parts in 10^6 with its units), and what it reports for its own objective can be
 * below the replay of its own point. A second opinion by another simplex, as done before per site, can agree on the
 * same wrong vertex; a certificate cannot.
 *
 * <p>On success the caller's model's variables hold the certified (or best) point, so code reading
 * {@link Variable#getValue()} after the solve reads it.
 */
public final class CertifiedLp {

    /** The most rows a program may have to be certified ({@link BasisPolish#MAX_ROWS}). */
    public static final int MAX_CERTIFIED_ROWS = BasisPolish.MAX_ROWS;

    private CertifiedLp() {
    }

    /**
     * The certificate of a point computed without ojAlgo (a closed form) for {@code lp}, which it minimises: the
     * multipliers are first those of the basis the point suggests ({@link BasisPolish}), then, when they do not prove
     * it, the dual LP's ({@link DualLp}); the point itself is never replaced. Beyond {@link BasisPolish#MAX_ROWS}
     * rows it proves nothing.
     */
    public static LpCertificate certify(LinearProgram lp, double[] x) {
        Search s = new Search(lp);
        BasisPolish.Vertex v = BasisPolish.of(lp, x);
        if (v != null) {
            s.dual(v.y());
        }
        LpCertificate c = LpCertificate.of(lp, x, s.y == null ? new double[lp.rows()] : s.y);
        if (c.proves() || c.dualViolation() <= LpCertificate.TOLERANCE && c.gap() <= LpCertificate.TOLERANCE
                || lp.rows() > BasisPolish.MAX_ROWS) {
            return c; // proven, or the bound meets the point's value (its rows are the caller's to judge)
        }
        // the basis gave no multipliers that price out (a coefficient of 1e-16 beside 1 left it incomplete): the dual
        // LP's, by each of ojAlgo's simplexes, within a budget
        DualLp dual = DualLp.of(lp);
        for (Boolean sparse : new Boolean[] {null, Boolean.TRUE}) {
            dual.multipliers(sparse, CERTIFY_DUAL_MS).forEach(s::dual);
            c = LpCertificate.of(lp, x, s.y == null ? new double[lp.rows()] : s.y);
            if (c.proves()) {
                return c;
            }
        }
        return c;
    }

    /** How long each dual solve of {@link #certify} may take. */
    private static final long CERTIFY_DUAL_MS = 1000;

    /** Minimises {@code model} (as configured: {@code options.sparse}, {@code time_abort}) and certifies the answer. */
    public static LpAnswer minimise(ExpressionsBasedModel model) {
        return solve(model, false);
    }

    /** Maximises {@code model} and certifies the answer. */
    public static LpAnswer maximise(ExpressionsBasedModel model) {
        return solve(model, true);
    }

    private static LpAnswer solve(ExpressionsBasedModel model, boolean maximise) {
        LinearProgram lp = LinearProgram.of(model, maximise);
        long limit = model.options.time_abort;
        Boolean sparse = model.options.sparse;
        long start = System.nanoTime();
        Optimisation.Result first = maximise ? model.maximise() : model.minimise();
        long resolve = resolveBudget(start);
        if (!first.getState().isFeasible()) {
            return new LpAnswer(first.getState(), null, null, maximise, 1);
        }
        Search s = new Search(lp);
        s.polished(values(first, lp.variables()));
        int solves = 1;
        if (lp.rows() > BasisPolish.MAX_ROWS) {
            // unpolished, ojAlgo's point meets its rows only to its absolute 10^-8: no re-solve could be proven
            return answer(model, first, s, maximise, solves);
        }
        DualLp dual = null;
        // re-solves only within the caller's time limit: a model that used it up is answered as it is, uncertified
        if (!s.proves() && withinLimit(start, limit)) {
            dual = DualLp.of(lp);
            dual.multipliers(null, within(start, limit, resolve)).forEach(s::dual);
            solves++;
        }
        if (!s.proves() && dual != null && withinLimit(start, limit)) {
            s.polished(solved(lp.scaledModel(), sparse == null ? Boolean.TRUE : !sparse, false,
                    within(start, limit, resolve), lp.variables()));
            dual.multipliers(Boolean.TRUE, within(start, limit, resolve)).forEach(s::dual);
            solves += 2;
        }
        if (!s.proves() && withinLimit(start, limit)) {
            s.polished(solved(lp.scaledModel(), null, true, within(start, limit, resolve), lp.variables()));
            solves++;
        }
        return answer(model, first, s, maximise, solves);
    }

    /** The best point found, written into the caller's model's variables. */
    private static LpAnswer answer(ExpressionsBasedModel model, Optimisation.Result first, Search s, boolean maximise,
            int solves) {
        if (s.x == null) {
            return new LpAnswer(first.getState(), null, null, maximise, solves);
        }
        List<Variable> vars = model.getVariables();
        for (int j = 0; j < s.x.length; j++) {
            vars.get(j).setValue(BigDecimal.valueOf(s.x[j]));
        }
        return new LpAnswer(first.getState(), s.x, s.certificate(), maximise, solves);
    }

    /**
     * How long each re-solve may take: {@value #RESOLVE_FACTOR} times the first solve, at least
     * {@value #MIN_RESOLVE_MS} ms. ojAlgo's simplex can cycle on a degenerate program until its time limit (a one-port
     * tree of 40 nodes with zero startups, whose many unloaded nodes make most vertices degenerate: its experimental
     * simplex ran 6 s against a first solve of 10 ms, and a graph's search over spanning trees took 20–45 s, fuzz seeds
     * 38 and 39); a re-solve that needs far longer than the solve it checks is not going to certify it.
     */
    private static long resolveBudget(long start) {
        return Math.max(MIN_RESOLVE_MS, RESOLVE_FACTOR * (System.nanoTime() - start) / 1_000_000);
    }

    private static final long RESOLVE_FACTOR = 10;
    private static final long MIN_RESOLVE_MS = 50;

    /** The time a re-solve may take: its budget, within what is left of the caller's limit. */
    private static long within(long start, long limitMs, long budgetMs) {
        return Math.max(1, Math.min(budgetMs, limitMs - (System.nanoTime() - start) / 1_000_000));
    }

    private static boolean withinLimit(long start, long limitMs) {
        return (System.nanoTime() - start) / 1_000_000 < limitMs;
    }

    /** The solution of a fresh model, or null when ojAlgo finds none or fails. */
    private static double[] solved(ExpressionsBasedModel m, Boolean sparse, boolean experimental, long limit, int n) {
        m.options.sparse = sparse;
        m.options.experimental = experimental;
        m.options.time_abort = limit;
        try {
            Optimisation.Result r = m.minimise();
            return r.getState().isFeasible() ? values(r, n) : null;
        } catch (RuntimeException ojAlgoFailed) {
            return null;
        }
    }

    private static double[] values(Optimisation.Result r, int n) {
        double[] x = new double[n];
        for (int j = 0; j < n; j++) {
            x[j] = r.doubleValue(j);
        }
        return x;
    }

    /** The best primal point (feasible first, then lowest objective) and the best multipliers (highest bound). */
    private static final class Search {
        private final LinearProgram lp;
        double[] x;
        private double primalViolation = Double.POSITIVE_INFINITY;
        private double[] y;
        private double bound = Double.NEGATIVE_INFINITY;

        Search(LinearProgram lp) {
            this.lp = lp;
        }

        void primal(double[] candidate) {
            if (candidate == null) {
                return;
            }
            double violation = LpCertificate.primalViolation(lp, candidate);
            boolean feasible = violation <= LpCertificate.TOLERANCE;
            boolean wasFeasible = primalViolation <= LpCertificate.TOLERANCE;
            boolean better = x == null
                    || feasible && (!wasFeasible || lp.objective(candidate) < lp.objective(x))
                    || !feasible && !wasFeasible && violation < primalViolation;
            if (better) {
                x = candidate;
                primalViolation = violation;
            }
        }

        /** A solver's point and the vertex of its basis ({@link BasisPolish}), each kept if better. */
        void polished(double[] candidate) {
            if (candidate == null) {
                return;
            }
            primal(candidate);
            BasisPolish.Vertex v = BasisPolish.of(lp, candidate);
            if (v != null) {
                primal(v.x());
                dual(v.y());
            }
        }

        void dual(double[] candidate) {
            if (candidate == null) {
                return;
            }
            double b = LpCertificate.bound(lp, candidate);
            if (y == null || b > bound) {
                y = candidate;
                bound = b;
            }
        }

        LpCertificate certificate() {
            return LpCertificate.of(lp, x, y == null ? new double[lp.rows()] : y);
        }

        boolean proves() {
            return x != null && certificate().proves();
        }
    }
}
