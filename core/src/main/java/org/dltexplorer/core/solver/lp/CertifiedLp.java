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

    private CertifiedLp() {
    }

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
            dual.multipliers(null, limit).forEach(s::dual);
            solves++;
        }
        if (!s.proves() && dual != null && withinLimit(start, limit)) {
            s.polished(solved(lp.scaledModel(), sparse == null ? Boolean.TRUE : !sparse, false, limit, lp.variables()));
            dual.multipliers(Boolean.TRUE, limit).forEach(s::dual);
            solves += 2;
        }
        if (!s.proves() && withinLimit(start, limit)) {
            s.polished(solved(lp.scaledModel(), null, true, limit, lp.variables()));
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
