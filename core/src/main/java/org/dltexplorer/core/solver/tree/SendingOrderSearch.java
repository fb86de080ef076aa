package org.dltexplorer.core.solver.tree;

import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.solver.Incumbent;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * The sending orders of a one-port tree for the strategy's order rule ({@code order}): {@code given} and a list
 * as they are; {@code optimal} tries every combination of the children's orders when there are at most
 * {@link ChildOrders#EXHAUSTIVE_LIMIT} (proven optimal when every combination's node choice is), else orders each
 * node's children by the star order search over equivalent workers ({@link ChildOrders#equivalentWorkers}, not
 * proven); {@code heuristic} takes the equivalent-worker orders from the star search's heuristic. The searched
 * orders are kept only when they beat the children by id.
 */
final class SendingOrderSearch {

    /** The plan, the tree with the sending orders it uses, whether proven optimal, and how it was found. */
    record Outcome(OnePortTree tree, TreePlan<OnePortTreeLp.Replay> plan, boolean optimal, String method) {
    }

    private SendingOrderSearch() {
    }

    /**
     * The best plan found for load {@code v}; its plan is null when no choice of nodes processes the load. A searched
     * order tells the monitor each better plan; the plans of single orders inside it report nothing themselves, since
     * a later order's plan may be worse than an earlier one's.
     */
    static Outcome best(OnePortTree base, ActivationOrder.Rule rule, double v, SolveMonitor monitor) {
        if (rule != ActivationOrder.Rule.OPTIMAL && rule != ActivationOrder.Rule.HEURISTIC) {
            TreePlan<OnePortTreeLp.Replay> given = base.best(v, monitor);
            return new Outcome(base, given, given != null && given.optimal(), "the given sending order");
        }
        Incumbent incumbent = new Incumbent(monitor, 1.0);
        Outcome o = searched(base, rule, v, monitor.withoutIncumbents(), incumbent);
        incumbent.flush();
        return o;
    }

    private static Outcome searched(OnePortTree base, ActivationOrder.Rule rule, double v, SolveMonitor monitor,
            Incumbent incumbent) {
        TreePlan<OnePortTreeLp.Replay> given = base.best(v, monitor);
        if (given != null) {
            incumbent.offer(given.makespan());
        }
        int[][] byId = base.sendingOrder();
        long combinations = ChildOrders.combinations(byId, ChildOrders.EXHAUSTIVE_LIMIT);
        if (rule == ActivationOrder.Rule.OPTIMAL && combinations <= ChildOrders.EXHAUSTIVE_LIMIT) {
            return exhaustive(base, combinations, v, incumbent, monitor);
        }
        boolean exact = rule == ActivationOrder.Rule.OPTIMAL;
        OnePortTree searched = base.withChildren(ChildOrders.equivalentWorkers(base.tree(), byId, v, exact, monitor));
        TreePlan<OnePortTreeLp.Replay> plan = searched.best(v, monitor);
        if (plan != null) {
            incumbent.offer(plan.makespan());
        }
        String method = "children ordered by the star order search over equivalent workers ("
                + (exact ? "branch-and-bound per node; more than " + ChildOrders.EXHAUSTIVE_LIMIT
                        + " combinations of orders, so not proven" : "its heuristic") + ")";
        if (plan == null || (given != null && given.makespan() <= plan.makespan())) {
            return new Outcome(base, given, false, method + "; the children by id did as well");
        }
        return new Outcome(searched, plan, false, method);
    }

    private static Outcome exhaustive(OnePortTree base, long combinations, double v, Incumbent incumbent,
            SolveMonitor monitor) {
        var best = new Object() {
            OnePortTree tree;
            TreePlan<OnePortTreeLp.Replay> plan;
            boolean everyPlanOptimal = true;
        };
        // polls the tracker: it passes on the monitor's cancelling and tells a held-back improvement
        SolveMonitor polled = new SolveMonitor() {
            @Override
            public boolean cancelled() {
                return best.plan != null && incumbent.cancelled(); // with no plan yet, stopping would answer none
            }

            @Override
            public void progress(double fraction, String message) {
                monitor.progress(fraction, message);
            }
        };
        boolean complete = ChildOrders.forEach(base.sendingOrder(), polled, children -> {
            OnePortTree t = base.withChildren(children);
            TreePlan<OnePortTreeLp.Replay> p = t.best(v, monitor);
            if (p == null) {
                return;
            }
            best.everyPlanOptimal &= p.optimal();
            if (best.plan == null || p.makespan() < best.plan.makespan()) {
                best.tree = t;
                best.plan = p;
                incumbent.offer(p.makespan());
            }
        });
        String method = "every order of every node's children (" + combinations + " combinations)"
                + (complete ? "" : ", stopped early");
        return new Outcome(best.tree == null ? base : best.tree, best.plan, complete && best.everyPlanOptimal, method);
    }
}
