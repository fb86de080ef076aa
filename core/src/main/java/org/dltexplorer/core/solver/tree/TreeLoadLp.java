package org.dltexplorer.core.solver.tree;

import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;
import org.dltexplorer.core.solver.ScenarioRefusedException;

/**
 * The part every tree LP shares: for each used node its own share {@code α_v} and its subtree's load
 * {@code D_v = α_v + Σ_{used children c} D_c}, with {@code Σ α_v = V} and {@code α_v = 0} where the node does not
 * compute ({@code invA = 0}), and the makespan {@code T} to minimise. The models ({@link ReturnTreeLp},
 * {@link OnePortTreeLp}) add their timing constraints to {@link #model}.
 */
final class TreeLoadLp {

    final ExpressionsBasedModel model = new ExpressionsBasedModel();
    /** {@code T}, the objective. */
    final Variable makespan = model.addVariable("T").lower(0).weight(1);
    /** {@code α_v}; null for unused nodes. */
    final Variable[] alpha;
    /** {@code D_v}; null for unused nodes. */
    final Variable[] subtree;
    private final boolean[] used;

    /** @param used nodes taking part (closed under ancestors) */
    TreeLoadLp(EqualFinishTree tree, boolean[] used, double load) {
        int n = tree.size();
        this.used = used.clone();
        this.alpha = new Variable[n];
        this.subtree = new Variable[n];
        Expression sum = model.addExpression("sum").level(load);
        for (int i = 0; i < n; i++) {
            if (used[i]) {
                alpha[i] = model.addVariable("a" + i).lower(0);
                subtree[i] = model.addVariable("x" + i).lower(0);
                sum.set(alpha[i], 1);
                if (tree.invA(i) == 0) {
                    alpha[i].level(0);
                }
            }
        }
        Expression[] flow = new Expression[n];
        for (int i = 0; i < n; i++) {
            if (used[i]) {
                flow[i] = model.addExpression("flow" + i).set(subtree[i], 1).set(alpha[i], -1).level(0);
            }
        }
        for (int i = 0; i < n; i++) {
            int p = tree.parentOf(i);
            if (used[i] && p >= 0) {
                flow[p].set(subtree[i], -1);
            }
        }
    }

    /**
     * One LP may take this long, plus {@link #MS_PER_NODE} per processor (a healthy 1000-node one-port tree LP takes
     * seconds). ojAlgo's dense simplex can stall for minutes on a badly conditioned tree LP of a few
     * dozen nodes (found by the fuzz test: a 60-node tree with returns); such a scenario is refused in one line
     * rather than reported infeasible or left running.
     */
    static final long TIME_LIMIT_MS = 5_000;
    static final long MS_PER_NODE = 20;

    /**
     * Minimises {@code T}; the loads of the optimum (0 for unused nodes), or null when there is none.
     *
     * @throws ScenarioRefusedException when the LP did not finish within its time limit
     */
    double[] solve() {
        long limit = TIME_LIMIT_MS + MS_PER_NODE * alpha.length;
        model.options.time_abort = limit;
        long start = System.nanoTime();
        Optimisation.Result r;
        try {
            r = model.minimise();
        } catch (NumberFormatException | ArithmeticException notFinite) {
            // ojAlgo converts every coefficient to BigDecimal: an infinite one (a rate times a load) ends here
            throw beyondPrecision(alpha.length);
        }
        if (!r.getState().isOptimal()) {
            if ((System.nanoTime() - start) / 1_000_000 >= limit) {
                throw new ScenarioRefusedException("the tree's linear program (" + alpha.length
                        + " processors) did not finish in " + limit / 1000
                        + " s; its parameters are too badly conditioned for the LP solver");
            }
            return null;
        }
        double[] out = new double[alpha.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = used[i] ? Math.max(0, alpha[i].getValue().doubleValue()) : 0.0;
        }
        return out;
    }

    /**
     * Builds and solves an LP, refusing it in one line when a coefficient is infinite: ojAlgo turns each coefficient
     * into a BigDecimal as it is set, so an infinite one (a rate times a load, or {@code 1/invA} of a subnormal rate)
     * ends in a NumberFormatException while the model is built.
     */
    static double[] refusingInfinite(int processors, java.util.function.Supplier<double[]> lp) {
        try {
            return lp.get();
        } catch (NumberFormatException | ArithmeticException notFinite) {
            throw beyondPrecision(processors);
        }
    }

    /** The refusal of an LP one of whose coefficients is infinite. */
    static ScenarioRefusedException beyondPrecision(int processors) {
        return new ScenarioRefusedException("the tree's linear program (" + processors
                + " processors) has a coefficient beyond double precision; the parameters span too many decades");
    }

    /** {@code D_v} of every node for loads {@code alpha}: what the replays of the models start from. */
    static double[] subtreeLoads(EqualFinishTree tree, double[] alpha) {
        int[] order = tree.topDown();
        double[] x = alpha.clone();
        for (int k = order.length - 1; k > 0; k--) {
            int v = order[k];
            x[tree.parentOf(v)] += x[v];
        }
        return x;
    }
}
