package org.dltexplorer.core.solver.tree;

import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.lp.CertifiedLp;
import org.dltexplorer.core.solver.lp.LpAnswer;

/**
 * The part every tree LP shares: for each used node its own share {@code α_v} and its subtree's load
 * {@code D_v = α_v + Σ_{used children c} D_c}, with {@code Σ α_v = V} and {@code α_v = 0} where the node does not
 * compute ({@code invA = 0}), and the makespan {@code T} to minimise. The models ({@link ReturnTreeLp},
 * {@link OnePortTreeLp}) add their timing constraints to {@link #model}, each coefficient through {@link #rate} or
 * {@link #time}.
 *
 * <p><b>The LP's own units.</b> Its loads are fractions of {@code V} and its times are in units of about its
 * makespan: {@link #timeUnit}, a power of two near the time of the best single node (its path's messages and its
 * computation), which bounds {@code T} from above and, with at most {@link ReturnTree#MAX_NODES} nodes sharing the
 * work, is within about {@code 2^10} of it. ojAlgo's tolerances are absolute, and the scenario's units
 * ({@code ScenarioUnits}: the fastest {@code A·V} near 1) put {@code T} far from 1 when communication dominates: a tree
 * with {@code C/A = 5·10^8} had {@code T ≈ 10^11} in the user's units, where the LP of the two-child set found no
 * optimum and the one-child set was answered, twice the makespan (fuzz seed 27, case 23122). A coefficient below
 * {@link #NEGLIGIBLE} in these units adds less than that fraction of {@code T} and is left out: a return rate of
 * {@code 4.9·10^-324} (subnormal) left a chain's four-node LP without an optimum (case 20544).
 */
final class TreeLoadLp {

    /** A coefficient that adds less than this fraction of the makespan at full load is 0 to the LP. */
    static final double NEGLIGIBLE = 0x1p-26;

    final ExpressionsBasedModel model = new ExpressionsBasedModel();
    /** {@code T}, the objective. */
    final Variable makespan = model.addVariable("T").lower(0).weight(1);
    /** {@code α_v}; null for unused nodes. */
    final Variable[] alpha;
    /** {@code D_v}; null for unused nodes. */
    final Variable[] subtree;
    private final boolean[] used;
    private final double load;
    /** The LP's time unit: a power of two near the makespan. */
    private final double timeUnit;

    /** @param used nodes taking part (closed under ancestors) */
    TreeLoadLp(EqualFinishTree tree, boolean[] used, double load) {
        this(tree, used, load, null);
    }

    /**
     * @param used nodes taking part (closed under ancestors)
     * @param returnRate {@code R} of the link into each node when results travel back, null when they do not
     */
    TreeLoadLp(EqualFinishTree tree, boolean[] used, double load, double[] returnRate) {
        int n = tree.size();
        this.used = used.clone();
        this.load = load;
        this.timeUnit = timeUnit(tree, used, load, returnRate);
        this.alpha = new Variable[n];
        this.subtree = new Variable[n];
        Expression sum = model.addExpression("sum").level(1);
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
     * A power of two near the least time in which one used node alone receives the load along its path, computes
     * it and, when results travel back, returns them ({@code Σ_path (2S + (C + R)·V) + A·V}); 1 when there is none
     * or it is not a positive finite number. Without the returns in it, a graph whose results took 1.4·10^6 times
     * longer to return than to compute had a path row of coefficient 2.3·10^6 beside a makespan row of 1.6, and
     * ojAlgo called the LP infeasible for some spanning trees (fuzz seed 45: infeasible as written, answered
     * relabelled).
     */
    static double timeUnit(EqualFinishTree tree, boolean[] used, double load, double[] returnRate) {
        int[] order = tree.topDown();
        double[] path = new double[tree.size()];
        double best = Double.POSITIVE_INFINITY;
        for (int v : order) {
            int p = tree.parentOf(v);
            if (!used[v]) {
                continue;
            }
            path[v] = p < 0 ? 0 : returnRate == null ? path[p] + tree.S(v) + tree.C(v) * load
                    : path[p] + 2 * tree.S(v) + (tree.C(v) + returnRate[v]) * load;
            if (tree.invA(v) > 0) {
                best = Math.min(best, path[v] + load / tree.invA(v));
            }
        }
        return best > 0 && best < Double.POSITIVE_INFINITY ? Math.scalb(1.0, Math.getExponent(best)) : 1.0;
    }

    /** The coefficient of a load (a fraction of {@code V}) for a rate (time per load unit) in the LP's time unit. */
    double rate(double r) {
        return negligibleToZero(r * load / timeUnit);
    }

    /** A time (a startup) in the LP's time unit. */
    double time(double t) {
        return negligibleToZero(t / timeUnit);
    }

    private static double negligibleToZero(double x) {
        return Math.abs(x) < NEGLIGIBLE ? 0.0 : x;
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
     * The LP's loads (in the user's load units, 0 for unused nodes) and whether they are proven optimal by
     * {@link CertifiedLp}.
     *
     * @param alpha each node's load
     * @param certified whether the LP's certificate proves these loads optimal for this set of nodes
     * @param lowerBound a proven lower bound on this LP's makespan, in the user's time units ({@code -∞} if none)
     * @param gap the certificate's relative gap
     */
    record Loads(double[] alpha, boolean certified, double lowerBound, double gap) {
    }

    /**
     * Minimises {@code T} through {@link CertifiedLp}: ojAlgo's dense simplex, checked by the LP's dual. It used to
     * be solved twice here, by the dense and the sparse simplex, keeping the shorter replay, for at most 32 used
     * nodes: the dense one stopped at vertices that are not optimal and said "optimal" (a twelve-node chain with
     * returns, {@code C = 3.3·10^-9} beside {@code A = 0.2}, got its load on five nodes in some units and on twelve in
     * others, 0.21017 against 0.17514, fuzz seed 41, case 5933), and beyond 32 nodes the dense answer stood alone.
     * The certificate now catches such a vertex at every size, and re-solves only then.
     *
     * @return the loads, or null when ojAlgo finds no solution
     * @throws ScenarioRefusedException when the LP did not finish within its time limit
     */
    Loads solve() {
        long limit = TIME_LIMIT_MS + MS_PER_NODE * alpha.length;
        model.options.time_abort = limit;
        long start = System.nanoTime();
        LpAnswer answer = minimise();
        if (!answer.hasSolution()) {
            if ((System.nanoTime() - start) / 1_000_000 >= limit) {
                throw new ScenarioRefusedException("the tree's linear program (" + alpha.length
                        + " processors) did not finish in " + limit / 1000
                        + " s; its parameters are too badly conditioned for the LP solver");
            }
            return null;
        }
        return new Loads(loads(), answer.certified(), answer.bound() * timeUnit, answer.gap());
    }

    private LpAnswer minimise() {
        try {
            return CertifiedLp.minimise(model);
        } catch (NumberFormatException | ArithmeticException notFinite) {
            // ojAlgo converts every coefficient to BigDecimal: an infinite one (a rate times a load) ends here
            throw beyondPrecision(alpha.length);
        }
    }

    /** The loads of the model's last solution, in the user's load units. */
    private double[] loads() {
        double[] out = new double[alpha.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = used[i] ? Math.max(0, alpha[i].getValue().doubleValue()) * load : 0.0;
        }
        return out;
    }

    /**
     * Builds and solves an LP, refusing it in one line when a coefficient is infinite: ojAlgo turns each coefficient
     * into a BigDecimal as it is set, so an infinite one (a rate times a load, or {@code 1/invA} of a subnormal rate)
     * ends in a NumberFormatException while the model is built.
     */
    static Loads refusingInfinite(int processors, java.util.function.Supplier<Loads> lp) {
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
