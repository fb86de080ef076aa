package org.dltexplorer.core.solver.lp;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;
import org.ojalgo.structure.Structure1D.IntIndex;

/**
 * An immutable copy of the data of an ojAlgo model, in the form the certificate reads:
 * <pre>
 *   minimise cᵀx   subject to   l_r ≤ a_rᵀx ≤ u_r  (each row r),   l_j ≤ x_j ≤ u_j  (each variable j),
 * </pre>
 * infinite bounds where the model sets none. It is taken before ojAlgo solves, because ojAlgo's presolve tightens
 * the model's own bounds as it works, and a certificate must speak of the LP that was asked, not of the one ojAlgo
 * reduced it to. Rows are stored sparse (each row's variable indices and coefficients).
 */
public final class LinearProgram {

    final double[] cost;
    final double[] lower;
    final double[] upper;
    final int[][] rowIndex;
    final double[][] rowValue;
    final double[] rowLower;
    final double[] rowUpper;

    private LinearProgram(double[] cost, double[] lower, double[] upper, int[][] rowIndex, double[][] rowValue,
            double[] rowLower, double[] rowUpper) {
        this.cost = cost;
        this.lower = lower;
        this.upper = upper;
        this.rowIndex = rowIndex;
        this.rowValue = rowValue;
        this.rowLower = rowLower;
        this.rowUpper = rowUpper;
    }

    /**
     * The LP of {@code model} as it stands (to be called before it is solved): variable weights and weighted
     * expressions make the objective, negated when {@code maximise}, so that the copy always minimises.
     */
    public static LinearProgram of(ExpressionsBasedModel model, boolean maximise) {
        List<Variable> vars = model.getVariables();
        int n = vars.size();
        double[] cost = new double[n];
        double[] lower = new double[n];
        double[] upper = new double[n];
        for (int j = 0; j < n; j++) {
            Variable v = vars.get(j);
            cost[j] = v.isContributionWeightSet() ? v.getContributionWeight().doubleValue() : 0.0;
            lower[j] = limit(v.getLowerLimit(), Double.NEGATIVE_INFINITY);
            upper[j] = limit(v.getUpperLimit(), Double.POSITIVE_INFINITY);
        }
        List<int[]> index = new ArrayList<>();
        List<double[]> value = new ArrayList<>();
        List<double[]> bounds = new ArrayList<>();
        for (Expression e : model.getExpressions()) {
            int k = e.getLinearEntrySet().size();
            int[] idx = new int[k];
            double[] val = new double[k];
            int m = 0;
            for (Map.Entry<IntIndex, BigDecimal> entry : e.getLinearEntrySet()) {
                idx[m] = entry.getKey().index;
                val[m++] = entry.getValue().doubleValue();
            }
            if (e.isContributionWeightSet()) {
                double w = e.getContributionWeight().doubleValue();
                for (int t = 0; t < k; t++) {
                    cost[idx[t]] += w * val[t];
                }
            }
            if (e.isConstraint()) {
                index.add(idx);
                value.add(val);
                bounds.add(new double[] {limit(e.getLowerLimit(), Double.NEGATIVE_INFINITY),
                        limit(e.getUpperLimit(), Double.POSITIVE_INFINITY)});
            }
        }
        if (maximise) {
            for (int j = 0; j < n; j++) {
                cost[j] = -cost[j];
            }
        }
        int rows = index.size();
        double[] rowLower = new double[rows];
        double[] rowUpper = new double[rows];
        for (int r = 0; r < rows; r++) {
            rowLower[r] = bounds.get(r)[0];
            rowUpper[r] = bounds.get(r)[1];
        }
        return new LinearProgram(cost, lower, upper, index.toArray(new int[0][]), value.toArray(new double[0][]),
                rowLower, rowUpper);
    }

    /** A program given by its arrays (rows sparse); for tests and for the dual built here. */
    public static LinearProgram of(double[] cost, double[] lower, double[] upper, int[][] rowIndex,
            double[][] rowValue, double[] rowLower, double[] rowUpper) {
        return new LinearProgram(cost.clone(), lower.clone(), upper.clone(), rowIndex.clone(), rowValue.clone(),
                rowLower.clone(), rowUpper.clone());
    }

    private static double limit(BigDecimal b, double none) {
        return b == null ? none : b.doubleValue();
    }

    public int variables() {
        return cost.length;
    }

    public int rows() {
        return rowLower.length;
    }

    /** {@code cᵀx}. */
    public double objective(double[] x) {
        double sum = 0;
        for (int j = 0; j < x.length; j++) {
            sum += cost[j] * x[j];
        }
        return sum;
    }

    /**
     * A fresh ojAlgo model of this program (always a minimisation), each row divided by its largest coefficient:
     * the re-solve of {@link CertifiedLp}, whose rows are then alike in size whatever units the caller's model
     * used. The scaling changes no solution and no dual sign; row {@code r}'s multiplier in the scaled model is
     * {@code y_r · scale_r} of the original one, which {@link #rowScale} undoes.
     */
    ExpressionsBasedModel scaledModel() {
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable[] x = new Variable[variables()];
        for (int j = 0; j < x.length; j++) {
            x[j] = model.addVariable("x" + j).weight(cost[j]);
            if (lower[j] > Double.NEGATIVE_INFINITY) {
                x[j].lower(lower[j]);
            }
            if (upper[j] < Double.POSITIVE_INFINITY) {
                x[j].upper(upper[j]);
            }
        }
        for (int r = 0; r < rows(); r++) {
            double s = rowScale(r);
            Expression e = model.addExpression("r" + r);
            for (int t = 0; t < rowIndex[r].length; t++) {
                e.set(x[rowIndex[r][t]], rowValue[r][t] / s);
            }
            if (rowLower[r] > Double.NEGATIVE_INFINITY) {
                e.lower(rowLower[r] / s);
            }
            if (rowUpper[r] < Double.POSITIVE_INFINITY) {
                e.upper(rowUpper[r] / s);
            }
        }
        return model;
    }

    /** The largest coefficient of row {@code r} in magnitude, 1 for an empty row. */
    double rowScale(int r) {
        double s = 0;
        for (double a : rowValue[r]) {
            s = Math.max(s, Math.abs(a));
        }
        return s > 0 ? s : 1.0;
    }
}
