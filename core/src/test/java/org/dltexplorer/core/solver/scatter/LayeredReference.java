package org.dltexplorer.core.solver.scatter;

import org.ojalgo.matrix.decomposition.LU;
import org.ojalgo.matrix.store.MatrixStore;
import org.ojalgo.matrix.store.R064Store;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * Second, independent methods for the layered recursions: the papers' linear systems written out densely and solved
 * by ojAlgo's LU, and the same scheduling models as LPs (minimise T; layers may finish early), solved by ojAlgo.
 * Nothing here calls the code under test.
 */
public final class LayeredReference {

    private LayeredReference() {
    }

    /** Solves {@code m x = rhs} by LU. */
    public static double[] dense(double[][] m, double[] rhs) {
        int n = rhs.length;
        R064Store a = R064Store.FACTORY.make(n, n);
        R064Store b = R064Store.FACTORY.make(n, 1);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                a.set(i, j, m[i][j]);
            }
            b.set(i, 0, rhs[i]);
        }
        LU<Double> lu = LU.R064.make();
        lu.decompose(a);
        MatrixStore<Double> x = lu.getSolution(b);
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = x.doubleValue(i, 0);
        }
        return out;
    }

    /** Drozdowski (2009), (7.25)–(7.26) for depth h, unknowns α_0..α_h. */
    public static double[] nlfDense(int p, double a, double s, double c, double v, int h) {
        double[][] m = new double[h + 1][h + 1];
        double[] rhs = new double[h + 1];
        for (int i = 0; i < h; i++) {
            m[i][i] += a;
            m[i][i + 1] -= a + c;
            for (int j = i + 2; j <= h; j++) {
                m[i][j] -= c * p * Math.pow(p + 1, j - i - 2);
            }
            rhs[i] = s;
        }
        m[h][0] = 1;
        for (int i = 1; i <= h; i++) {
            m[h][i] = p * Math.pow(p + 1, i - 1);
        }
        rhs[h] = v;
        return dense(m, rhs);
    }

    /**
     * The NLF scattering as an LP with depth h: {@code t_j ≥ t_{j−1} + S + C R_j},
     * {@code R_j = α_j + p Σ_{l>j} (p+1)^(l−j−1) α_l}, {@code t_i + A α_i ≤ T}, {@code Σ n_i α_i = V}; min T.
     */
    public static double nlfLp(int p, double a, double s, double c, double v, int h, boolean originatorComputes) {
        double[] counts = new double[h + 1];
        for (int i = 0; i <= h; i++) {
            counts[i] = i == 0 ? 1 : p * Math.pow(p + 1, i - 1);
        }
        return layeredLp(counts, a, v, h, originatorComputes, (model, alpha, time, n) -> {
            for (int j = 1; j <= h; j++) {
                // t_{j-1} + S + C R_j - t_j <= 0
                Expression e = model.addExpression("step" + j).upper(-s).set(time[j - 1], 1).set(time[j], -1);
                e.set(alpha[j], c);
                for (int l = j + 1; l <= h; l++) {
                    e.set(alpha[l], c * p * Math.pow(p + 1, l - j - 1));
                }
            }
        });
    }

    /**
     * LLF over the computing layers {@code used[i]} (i = 1..h), largest first: activating layer i takes
     * {@code S i + C (p+1)^(i−1) α_i}; min T.
     */
    public static double llfLp(int p, double a, double s, double c, double v, boolean[] used, boolean originatorComputes) {
        int h = used.length - 1;
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Variable[] alpha = new Variable[h + 1];
        for (int i = 0; i <= h; i++) {
            alpha[i] = model.addVariable("a" + i).lower(0);
            if (i > 0 && !used[i] || i == 0 && !originatorComputes) {
                alpha[i].upper(0);
            }
        }
        Expression total = model.addExpression("V").level(v);
        for (int i = 0; i <= h; i++) {
            total.set(alpha[i], i == 0 ? 1 : p * Math.pow(p + 1, i - 1));
        }
        model.addExpression("origin").upper(0).set(alpha[0], a).set(t, -1);
        double startups = 0;
        for (int i = h; i >= 1; i--) {
            if (!used[i]) {
                continue;
            }
            startups += s * i;
            // all activations so far (layers h..i) plus computing layer i end by T
            Expression e = model.addExpression("finish" + i).upper(-startups).set(t, -1);
            for (int l = h; l >= i; l--) {
                if (used[l]) {
                    e.set(alpha[l], c * Math.pow(p + 1, l - 1) + (l == i ? a : 0));
                }
            }
        }
        return solve(model);
    }

    /** Hypercube store-and-forward (Błażewicz & Drozdowski 1997, eq. (12)) with depth h as an LP. */
    public static double hypercubeSfLp(int d, double a, double s, double c, double v, int h, boolean originatorComputes) {
        return layeredLp(binomials(d), a, v, h, originatorComputes, (model, alpha, time, n) -> {
            for (int i = 1; i <= h; i++) {
                double links = (d - i + 1) * n[i - 1];
                Expression e = model.addExpression("step" + i).upper(-s).set(time[i - 1], 1).set(time[i], -1);
                for (int j = i; j <= h; j++) {
                    e.set(alpha[j], c * n[j] / links);
                }
            }
        });
    }

    /** Hypercube circuit-switched (Drozdowski 2009, (7.32)) with depth h as an LP. */
    public static double hypercubeCsLp(int d, double a, double s, double c, double v, int h, boolean originatorComputes) {
        return layeredLp(binomials(d), a, v, h, originatorComputes, (model, alpha, time, n) -> {
            for (int i = 1; i <= h; i++) {
                model.addExpression("step" + i).upper(-s).set(time[i - 1], 1).set(time[i], -1).set(alpha[i], c * n[i] / d);
            }
        });
    }

    /** How layer {@code i} is reached from layer {@code i-1}: the only part in which the layered models differ. */
    private interface LayerSteps {
        void add(ExpressionsBasedModel model, Variable[] alpha, Variable[] time, double[] n);
    }

    /** Loads α_i per processor of layer i ({@code n[i]} processors), activation times t_i, all finishing by T. */
    private static double layeredLp(double[] n, double a, double v, int h, boolean originatorComputes, LayerSteps steps) {
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Variable[] alpha = new Variable[h + 1];
        Variable[] time = new Variable[h + 1];
        for (int i = 0; i <= h; i++) {
            alpha[i] = model.addVariable("a" + i).lower(0);
            time[i] = model.addVariable("t" + i).lower(0);
        }
        if (!originatorComputes) {
            alpha[0].upper(0);
        }
        time[0].upper(0);
        Expression total = model.addExpression("V").level(v);
        for (int i = 0; i <= h; i++) {
            total.set(alpha[i], n[i]);
            model.addExpression("finish" + i).upper(0).set(time[i], 1).set(alpha[i], a).set(t, -1);
        }
        steps.add(model, alpha, time, n);
        return solve(model);
    }

    static double[] binomials(int d) {
        double[] n = new double[d + 1];
        for (int i = 0; i <= d; i++) {
            double b = 1;
            for (int j = 1; j <= i; j++) {
                b = b * (d - i + j) / j;
            }
            n[i] = b;
        }
        return n;
    }

    private static double solve(ExpressionsBasedModel model) {
        Optimisation.Result r = model.minimise();
        if (!r.getState().isFeasible()) {
            return Double.POSITIVE_INFINITY;
        }
        return r.getValue();
    }
}
