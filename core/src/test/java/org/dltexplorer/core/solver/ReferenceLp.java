package org.dltexplorer.core.solver;

import java.util.List;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * Second methods for the tests: ojAlgo LPs of the scheduling models with a fixed set of used processors, written
 * from the model's rules (not from the solvers' recursions). Every used processor pays its startups; the LP chooses
 * loads and start times freely, so its optimum is the model's best makespan for that set.
 */
public final class ReferenceLp {

    private ReferenceLp() {
    }

    /**
     * Tree, all ports, store-and-forward: node {@code j} may start receiving when its parent has all its data,
     * a message lasts {@code S_j + C_j x_j} where {@code x_j} is everything {@code j} and its used descendants
     * compute, and a node computes after its message has arrived.
     *
     * @param parent parent per node, -1 for the root
     * @param used which nodes take part (closed under ancestors)
     * @param a compute time per unit ({@code +∞} for a root that does not compute)
     * @return the minimal makespan, NaN when the LP has no optimum
     */
    public static double tree(int[] parent, boolean[] used, double[] a, double[] s, double[] c, double load) {
        int n = parent.length;
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Variable[] alpha = new Variable[n];
        Variable[] start = new Variable[n];
        Variable[] x = new Variable[n];
        for (int i = 0; i < n; i++) {
            if (!used[i]) {
                continue;
            }
            alpha[i] = model.addVariable("a" + i).lower(0);
            start[i] = model.addVariable("t" + i).lower(0);
            x[i] = model.addVariable("x" + i).lower(0);
            if (Double.isInfinite(a[i])) {
                alpha[i].level(0);
            }
        }
        Expression sum = model.addExpression("sum").level(load);
        for (int i = 0; i < n; i++) {
            if (!used[i]) {
                continue;
            }
            sum.set(alpha[i], 1);
            // finish by T
            if (!Double.isInfinite(a[i])) {
                model.addExpression("fin" + i).set(start[i], 1).set(alpha[i], a[i]).set(t, -1).upper(0);
            }
            // x_i = α_i + Σ x_children
            Expression flow = model.addExpression("flow" + i).set(x[i], 1).set(alpha[i], -1).level(0);
            for (int k = 0; k < n; k++) {
                if (used[k] && parent[k] == i) {
                    flow.set(x[k], -1);
                }
            }
            if (parent[i] < 0) {
                start[i].level(0);
            } else {
                model.addExpression("msg" + i).set(start[i], 1).set(start[parent[i]], -1).set(x[i], -c[i]).lower(s[i]);
            }
        }
        Optimisation.Result r = model.minimise();
        return r.getState().isOptimal() ? r.getValue() : Double.NaN;
    }

    /**
     * A root serving one or several independent one-port sequences (a one-port star: one sequence; buses: one per
     * bus): on each sequence, message {@code k} starts after message {@code k-1} ends, each worker computes after
     * its message; the root computes from 0.
     *
     * @param rootA the root's compute time per unit ({@code +∞} when it does not compute)
     * @param seqA per sequence, the used workers' compute times in order
     * @param seqS per sequence, their messages' startups
     * @param seqC per sequence, their messages' time per unit
     */
    public static double sequences(double rootA, List<double[]> seqA, List<double[]> seqS, List<double[]> seqC,
            double load) {
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Expression sum = model.addExpression("sum").level(load);
        if (!Double.isInfinite(rootA)) {
            Variable a0 = model.addVariable("a0").lower(0);
            sum.set(a0, 1);
            model.addExpression("fin0").set(a0, rootA).set(t, -1).upper(0);
        }
        for (int q = 0; q < seqA.size(); q++) {
            double[] a = seqA.get(q);
            Variable prevEnd = null;
            for (int k = 0; k < a.length; k++) {
                Variable alpha = model.addVariable("a" + q + "_" + k).lower(0);
                Variable end = model.addVariable("e" + q + "_" + k).lower(0);
                sum.set(alpha, 1);
                Expression msg = model.addExpression("m" + q + "_" + k).set(end, 1).set(alpha, -seqC.get(q)[k]);
                if (prevEnd != null) {
                    msg.set(prevEnd, -1);
                }
                msg.lower(seqS.get(q)[k]);
                model.addExpression("f" + q + "_" + k).set(end, 1).set(alpha, a[k]).set(t, -1).upper(0);
                prevEnd = end;
            }
        }
        Optimisation.Result r = model.minimise();
        return r.getState().isOptimal() ? r.getValue() : Double.NaN;
    }
}
