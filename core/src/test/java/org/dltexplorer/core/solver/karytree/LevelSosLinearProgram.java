package org.dltexplorer.core.solver.karytree;

import org.dltexplorer.core.model.Collect;
import org.dltexplorer.core.model.Scenario;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * The optimum of {@link SosLinearProgram}'s whole-tree LP on a tree whose levels are uniform (every processor of a
 * level has the same {@code A}, every link into a level the same {@code C}, {@code R}; Ko & Robertazzi (2003),
 * Tables 1 and 2), from one LP of {@code 6K + 2} variables per level instead of {@code 6N}: the 341-processor tree
 * of {@code L = K = 4} in milliseconds instead of minutes.
 *
 * <p><b>Why it is exact.</b> Averaging an optimal solution over the tree's automorphisms does not help here: the
 * sequential policy serves the children of a node in order, and the only automorphism of a tree with ordered
 * children is the identity (the first child receives first, the second after it, ...), so an optimum need not give
 * the nodes of a level equal loads and in fact does not. What makes a small LP exact is that the whole-tree LP
 * decomposes over subtrees. In {@link SosLinearProgram} the variables of the subtree below a node {@code v}
 * meet the rest of the tree only through {@code v}'s load {@code θ_v}, its arrival {@code t_v} (every send in the
 * subtree starts after it) and its ready time {@code F_v} (bounded below only, and used outside only as
 * {@code ρ_v ≥ F_v}). Every constraint inside the subtree is a difference of times bounded by a multiple of loads,
 * so a feasible subtree solution shifted by {@code δ} in time and scaled by {@code λ ≥ 0} in load and time offset
 * stays feasible. The set of reachable {@code (θ_v, t_v, F_v)} is therefore the convex cone
 * {@code F_v − t_v ≥ E·θ_v}, where {@code E} is the least ready time of the subtree for a unit load arriving at 0,
 * and {@code E} depends only on the subtree's shape and numbers: on its level when levels are uniform. So the
 * whole-tree optimum equals, bottom up: {@code E_L = A_L}, and {@code E_j} the optimum of one node of level
 * {@code j} with unit load, its own share {@code α}, its {@code K} children's loads {@code θ_m}, send starts
 * {@code σ_m}, arrivals {@code t_m = σ_m + C θ_m}, ready times {@code F_m ≥ t_m + E_{j+1} θ_m} and report starts
 * {@code ρ_m}, under the same timing rules as the whole-tree LP; the root's finish is {@code V·E_0}.
 * {@code KaryTablesTest} checks this against the whole-tree LP wherever that one runs in seconds.
 *
 * <p>Written from the timing rules alone, as {@link SosLinearProgram}: no closed form, no equal-finish assumption,
 * nothing from the solver under test.
 */
final class LevelSosLinearProgram {

    private LevelSosLinearProgram() {
    }

    /** The minimal finish time of the sequential policy on {@code scenario}, whose levels must be uniform. */
    static double minimalFinish(Scenario scenario) {
        KaryInstance in = KaryInstance.of(scenario);
        int levels = in.tree().levels();
        boolean afterSends = scenario.strategy().collectOrDefault() == Collect.AFTER_SENDS;
        double below = in.a()[in.tree().firstOfLevel(levels)];
        for (int j = levels - 1; j >= 0; j--) {
            int node = in.tree().firstOfLevel(j);
            int child = in.tree().firstOfLevel(j + 1);
            requireUniform(in, j);
            requireUniform(in, j + 1);
            boolean computes = j > 0 || in.rootComputes();
            below = unitFinish(in.a()[node], computes, in.c()[child], in.returns() ? in.r()[child] : 0, in.arity(),
                    below, afterSends);
        }
        requireUniform(in, levels);
        return in.load() * below;
    }

    /** {@code E_j}: the least ready time of a node of compute rate {@code a} given one unit at time 0. */
    private static double unitFinish(double a, boolean computes, double c, double r, int k, double childUnit,
            boolean afterSends) {
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable alpha = model.addVariable("alpha").lower(0);
        if (!computes) {
            alpha.upper(0);
        }
        Variable ready = model.addVariable("F").lower(0).weight(1);
        Variable[] theta = new Variable[k];
        Variable[] sigma = new Variable[k];
        Variable[] rho = new Variable[k];
        Expression cons = model.addExpression("cons").level(1).set(alpha, 1);
        // F >= A α
        model.addExpression("compute").lower(0).set(ready, 1).set(alpha, -a);
        for (int m = 0; m < k; m++) {
            theta[m] = model.addVariable("theta" + m).lower(0);
            sigma[m] = model.addVariable("sigma" + m).lower(0);
            rho[m] = model.addVariable("rho" + m).lower(0);
            cons.set(theta[m], 1);
        }
        for (int m = 0; m < k; m++) {
            if (m > 0) {
                // σ_m >= σ_{m-1} + C θ_{m-1}; ρ_m >= ρ_{m-1} + R θ_{m-1}
                model.addExpression("sendOrder" + m).lower(0).set(sigma[m], 1).set(sigma[m - 1], -1).set(theta[m - 1], -c);
                model.addExpression("returnOrder" + m).lower(0).set(rho[m], 1).set(rho[m - 1], -1).set(theta[m - 1], -r);
            }
            // the child's subtree: ρ_m >= F_m >= t_m + E θ_m = σ_m + (C + E) θ_m
            model.addExpression("childReady" + m).lower(0).set(rho[m], 1).set(sigma[m], -1).set(theta[m], -(c + childUnit));
            if (afterSends) {
                model.addExpression("afterSends" + m).lower(0).set(rho[m], 1).set(sigma[k - 1], -1).set(theta[k - 1], -c);
            }
            // F >= ρ_m + R θ_m
            model.addExpression("collected" + m).lower(0).set(ready, 1).set(rho[m], -1).set(theta[m], -r);
        }
        Optimisation.Result result = model.minimise();
        if (!result.getState().isOptimal()) {
            throw new IllegalStateException("level LP not solved: " + result.getState());
        }
        return ready.getValue().doubleValue();
    }

    private static void requireUniform(KaryInstance in, int level) {
        int first = in.tree().firstOfLevel(level);
        int end = first + (int) in.tree().levelSize(level);
        for (int i = first; i < end; i++) {
            if (in.a()[i] != in.a()[first] || in.c()[i] != in.c()[first] || in.r()[i] != in.r()[first]) {
                throw new IllegalArgumentException("level " + level + " is not uniform at processor " + i);
            }
        }
    }
}
