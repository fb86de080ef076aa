package org.dltexplorer.core.solver.lp;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;

/**
 * The dual of a {@link LinearProgram}, solved by ojAlgo, for its row multipliers {@code y}:
 * <pre>
 *   maximise  Σ_r (l_r p_r − u_r q_r) + Σ_j (l_j s_j − u_j t_j)
 *   subject to  Σ_r a_rj (p_r − q_r) + s_j − t_j = c_j   (each variable j),   p, q, s, t ≥ 0,
 * </pre>
 * a multiplier only where its bound is finite, one free multiplier where a row or variable is fixed
 * ({@code l = u}); {@code y = p − q}. ojAlgo does not give usable multipliers of a presolved model (they came back
 * as zeros), and at a degenerate vertex the multipliers of the primal's basis can have the wrong signs although the
 * vertex is optimal; the dual's own optimum is the primal's whichever vertex the primal solve stopped at. Its point is
 * polished like the primal's ({@link BasisPolish}). Nothing here is trusted: {@link LpCertificate} recomputes the
 * bound from {@code y} alone.
 */
final class DualLp {

    private final LinearProgram program;
    /** For each row of the primal, the index of its {@code p} and {@code q} (or free {@code y}) in the dual; −1 if none. */
    private final int[] plus;
    private final int[] minus;

    private DualLp(LinearProgram program, int[] plus, int[] minus) {
        this.program = program;
        this.plus = plus;
        this.minus = minus;
    }

    /** The dual of {@code lp}, written as a minimisation (of the negated dual objective). */
    static DualLp of(LinearProgram lp) {
        int n = lp.variables();
        int m = lp.rows();
        List<Double> cost = new ArrayList<>();
        List<Double> lower = new ArrayList<>();
        List<Double> upper = new ArrayList<>();
        List<List<int[]>> entries = new ArrayList<>(); // per dual variable: (primal column j) and sign
        List<double[]> coef = new ArrayList<>();
        int[] plus = new int[m];
        int[] minus = new int[m];
        Arrays.fill(plus, -1);
        Arrays.fill(minus, -1);
        // columns of the dual = one per multiplier; rows of the dual = one per primal variable
        List<List<Integer>> rowIdx = new ArrayList<>();
        List<List<Double>> rowVal = new ArrayList<>();
        for (int j = 0; j < n; j++) {
            rowIdx.add(new ArrayList<>());
            rowVal.add(new ArrayList<>());
        }
        for (int r = 0; r < m; r++) {
            double lo = lp.rowLower[r];
            double up = lp.rowUpper[r];
            if (lo == up) {
                plus[r] = addMultiplier(cost, lower, upper, -lo, Double.NEGATIVE_INFINITY);
            } else {
                if (lo > Double.NEGATIVE_INFINITY) {
                    plus[r] = addMultiplier(cost, lower, upper, -lo, 0.0);
                }
                if (up < Double.POSITIVE_INFINITY) {
                    minus[r] = addMultiplier(cost, lower, upper, up, 0.0);
                }
            }
            for (int t = 0; t < lp.rowIndex[r].length; t++) {
                int j = lp.rowIndex[r][t];
                double a = lp.rowValue[r][t];
                if (plus[r] >= 0) {
                    rowIdx.get(j).add(plus[r]);
                    rowVal.get(j).add(a);
                }
                if (minus[r] >= 0) {
                    rowIdx.get(j).add(minus[r]);
                    rowVal.get(j).add(-a);
                }
            }
        }
        for (int j = 0; j < n; j++) {
            double lo = lp.lower[j];
            double up = lp.upper[j];
            if (lo == up) {
                rowIdx.get(j).add(addMultiplier(cost, lower, upper, -lo, Double.NEGATIVE_INFINITY));
                rowVal.get(j).add(1.0);
                continue;
            }
            if (lo > Double.NEGATIVE_INFINITY) {
                rowIdx.get(j).add(addMultiplier(cost, lower, upper, -lo, 0.0));
                rowVal.get(j).add(1.0);
            }
            if (up < Double.POSITIVE_INFINITY) {
                rowIdx.get(j).add(addMultiplier(cost, lower, upper, up, 0.0));
                rowVal.get(j).add(-1.0);
            }
        }
        int[][] idx = new int[n][];
        double[][] val = new double[n][];
        for (int j = 0; j < n; j++) {
            idx[j] = rowIdx.get(j).stream().mapToInt(Integer::intValue).toArray();
            val[j] = rowVal.get(j).stream().mapToDouble(Double::doubleValue).toArray();
        }
        double[] up = upper.stream().mapToDouble(Double::doubleValue).toArray();
        LinearProgram dual = LinearProgram.of(cost.stream().mapToDouble(Double::doubleValue).toArray(),
                lower.stream().mapToDouble(Double::doubleValue).toArray(), up, idx, val, lp.cost, lp.cost);
        return new DualLp(dual, plus, minus);
    }

    private static int addMultiplier(List<Double> cost, List<Double> lower, List<Double> upper, double c, double lo) {
        cost.add(c);
        lower.add(lo);
        upper.add(Double.POSITIVE_INFINITY);
        return cost.size() - 1;
    }

    /**
     * Row multipliers of the dual's optimum as ojAlgo gives it and as polished from its basis (either may be
     * missing); empty when ojAlgo finds no optimum or fails.
     *
     * @param sparse ojAlgo's {@code options.sparse} for this solve (null: its own choice)
     * @param timeLimitMs ojAlgo's {@code options.time_abort}
     */
    List<double[]> multipliers(Boolean sparse, long timeLimitMs) {
        ExpressionsBasedModel model = program.scaledModel();
        model.options.sparse = sparse;
        model.options.time_abort = timeLimitMs;
        Optimisation.Result result;
        try {
            result = model.minimise();
        } catch (RuntimeException ojAlgoFailed) {
            return List.of(); // a failure of the dual solve leaves the answer uncertified, never wrong
        }
        if (!result.getState().isFeasible()) {
            return List.of();
        }
        double[] z = new double[program.variables()];
        for (int k = 0; k < z.length; k++) {
            z[k] = result.doubleValue(k);
        }
        List<double[]> out = new ArrayList<>(2);
        out.add(rowMultipliers(z));
        BasisPolish.Vertex v = BasisPolish.of(program, z);
        if (v != null) {
            out.add(rowMultipliers(v.x()));
        }
        return out;
    }

    private double[] rowMultipliers(double[] z) {
        double[] y = new double[plus.length];
        for (int r = 0; r < y.length; r++) {
            y[r] = (plus[r] < 0 ? 0.0 : z[plus[r]]) - (minus[r] < 0 ? 0.0 : z[minus[r]]);
        }
        return y;
    }
}
