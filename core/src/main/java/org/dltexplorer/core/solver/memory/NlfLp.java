package org.dltexplorer.core.solver.memory;

import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.solver.lp.CertifiedLp;
import org.dltexplorer.core.solver.lp.LpAnswer;

/**
 * LP NLF of Drozdowski & Wolniewicz (2003), eqs. (13)–(15) for a binomial tree with {@code h} active layers, solved by ojAlgo:
 * <pre>
 *   minimise T  s.t.  α_i A + Σ_{j=1..i} (S + C α_j + C p Σ_{k=j+1..h} (p+1)^(k−j−1) α_k) ≤ T   (i = 0..h),
 *                     α_0 + p Σ_{i=1..h} (1+p)^(i−1) α_i = V,   0 ≤ α_i ≤ B.
 * </pre>
 * The variables are rescaled to layer totals {@code β_i = n_i α_i / V} and times to a typical length, so that all
 * coefficients are near 1 for any {@code V, A, C, S}: the communication of step {@code j} is then
 * {@code S + C V (β_j / n_j + Σ_{k>j} β_k / (p+1)^j)}.
 */
final class NlfLp {

    /**
     * Per-processor loads {@code α_0..α_h} and the makespan, in scenario units.
     *
     * @param certified whether the LP's certificate proves the loads optimal ({@link CertifiedLp})
     * @param lowerBound the certificate's proven lower bound on the LP's makespan, in scenario units
     */
    record Solution(double makespan, double[] alpha, boolean certified, double lowerBound) {
    }

    /** The loads of an LP and their certificate, before the makespan is replayed. */
    record Loads(double[] alpha, LpAnswer answer) {
    }

    /**
     * The largest relative violation of the LP's rows a point may have to be used: the schedule check's relative
     * tolerance ({@link Tolerance#VALIDATION}), since the rows are the load's normalisation and the finishing times.
     */
    static final double UNSOLVED = Tolerance.VALIDATION.relative();

    private NlfLp() {
    }

    /**
     * Adds the normalisation {@code Σ β_i = 1} (β_i: share of V taken by layer i), minimises through
     * {@link CertifiedLp}, and turns the layer shares into per-processor loads {@code α_i = V β_i / n_i}; null when
     * the LP has no solution. Shared by the NLF and LLF LPs, which differ only in their timing constraints. The
     * certificate matters here: the coefficients span the layer sizes ({@code 1} to {@code 4^11}), and ojAlgo's
     * answer for a mesh of 11 layers with {@code C/A = 5·10^-6} moved by {@code 2·10^-5} with the time unit.
     *
     * <p>Null also when the best point of every solve breaks the LP's rows by more than the schedule check allows
     * ({@link #UNSOLVED}): ojAlgo 55 called the LLF LP of a mesh's layers 5–8 optimal at {@code β_8 = 63/64}, the
     * loads summing to {@code 0.9876 V}, when its startups' right-hand sides were near 0 but not 0 (with
     * {@code τ = 4.9}, {@code S} from {@code 10^-12} down to {@code 10^-300} failed, {@code S = 0} and
     * {@code 10^-8} solved, and every one solved without ojAlgo's presolvers), and every re-solve of
     * {@link CertifiedLp} broke the rows as well (fuzz seed 53). Such a point
     * carries less than {@code V}, so its makespan looks short and would be preferred.
     */
    static Loads perProcessorLoads(ExpressionsBasedModel model, Variable[] beta, BinomialTree t, double v) {
        Expression total = model.addExpression("load").level(1.0);
        for (Variable x : beta) {
            total.set(x, 1.0);
        }
        LpAnswer answer = CertifiedLp.minimise(model);
        if (!answer.hasSolution() || answer.certificate().primalViolation() > UNSOLVED) {
            return null;
        }
        double[] alpha = new double[beta.length];
        for (int i = 0; i < beta.length; i++) {
            alpha[i] = Math.max(0.0, beta[i].getValue().doubleValue()) * v / t.count(i);
        }
        return new Loads(alpha, answer);
    }

    /** The solution of LP loads whose replayed makespan is {@code makespan}; {@code tau} is the LP's time unit. */
    static Solution solution(Loads loads, double makespan, double tau) {
        return new Solution(makespan, loads.alpha(), loads.answer().certified(), loads.answer().bound() * tau);
    }

    /**
     * The LP's time unit for a tree sending to its first {@code h} layers: the order of a makespan, so that the
     * coefficients are near 1. With no layer sent anything the links play no part, and a link term in the unit
     * (a {@code C} of 2.4·10^213 beside {@code A} = 11) made the originator's own coefficient vanish: its load came
     * out 0 in some units (fuzz seed 45).
     */
    static double timeUnit(BinomialTree t, int h) {
        double compute = t.a() * t.load() / Math.pow(t.p() + 1.0, h);
        return h == 0 ? compute : compute + h * t.s() + t.c() * t.load() / t.p();
    }

    static Solution solve(BinomialTree t, int layers) {
        int h = layers;
        double v = t.load();
        double tau = timeUnit(t, h);
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable time = model.addVariable("T").lower(0.0).weight(1.0);
        Variable[] beta = new Variable[h + 1];
        for (int i = 0; i <= h; i++) {
            double upper = t.count(i) * t.b() / v;
            beta[i] = model.addVariable("beta" + i).lower(0.0);
            if (Double.isFinite(upper)) {
                beta[i].upper(upper);
            }
        }
        if (!t.originatorComputes()) {
            beta[0].upper(0.0);
        }
        for (int i = 0; i <= h; i++) {
            Expression e = model.addExpression("finish" + i).upper(-i * t.s() / tau);
            double[] coef = new double[h + 1];
            coef[i] += t.a() * v / t.count(i) / tau;
            for (int j = 1; j <= i; j++) {
                coef[j] += t.c() * v / t.count(j) / tau;
                for (int k = j + 1; k <= h; k++) {
                    coef[k] += t.c() * v / Math.pow(t.p() + 1.0, j) / tau;
                }
            }
            for (int k = 0; k <= h; k++) {
                if (coef[k] != 0) {
                    e.set(beta[k], coef[k]);
                }
            }
            e.set(time, -1.0);
        }
        Loads loads = perProcessorLoads(model, beta, t, v);
        return loads == null ? null : solution(loads, makespan(t, loads.alpha()), tau);
    }

    /** The NLF makespan of per-processor loads {@code α}, recomputed from eq. (13). */
    static double makespan(BinomialTree t, double[] alpha) {
        int h = alpha.length - 1;
        double end = t.a() * alpha[0];
        double clock = 0;
        for (int i = 1; i <= h; i++) {
            clock += t.s() + t.c() * subtreeLoad(t, alpha, i);
            end = Math.max(end, clock + t.a() * alpha[i]);
        }
        return end;
    }

    /** What one processor of layer {@code j} receives: its own load and that of its descendants. */
    static double subtreeLoad(BinomialTree t, double[] alpha, int j) {
        double x = alpha[j];
        for (int k = j + 1; k < alpha.length; k++) {
            x += t.p() * Math.pow(t.p() + 1.0, k - j - 1) * alpha[k];
        }
        return x;
    }
}
