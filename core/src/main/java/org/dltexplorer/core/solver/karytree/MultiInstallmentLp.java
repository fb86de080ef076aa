package org.dltexplorer.core.solver.karytree;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.dltexplorer.core.solver.lp.CertifiedLp;
import org.dltexplorer.core.solver.lp.LpAnswer;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;

/**
 * Multi-installment loads re-optimised for the message order of Ko & Robertazzi (2003), §V. The order is kept: the
 * root sends one message per processor, level by level in receive order ({@link ReceiveOrder}), each forwarded down
 * its path at once; result messages leave in the order the replay of the paper's loads uses (first come, first
 * served), or, where the paper's loads are negative, in receive order as the paper's text has it. Only the loads
 * change. Every message of this order is placed exactly as {@link TreeReplay} places it — when its data are there
 * and after the previous message on each port it uses (the parent's down port, or its collect port when it
 * collects while sending, and the child's up port) — so the LP
 * <pre>
 *   min T  s.t.  Σ α_i = V,  α ≥ 0,
 *                start(m) ≥ ready(m),  start(m) ≥ end(previous message on each port of m),
 *                end(m) = start(m) + C_v α_o (load of origin o over link v) or + R_v α_o (its results),
 *                T ≥ every computation's end and every end at the root
 * </pre>
 * (solved through {@link CertifiedLp}) is the best finish time of any schedule with this order, and the replay of its
 * loads reaches it. The paper's loads, where non-negative, are a feasible point: the optimum is never worse. The
 * answer is {@link Result#optimal} only when the LP's certificate proves it (ojAlgo's simplex has returned
 * non-optimal and infeasible points as optimal on LPs of this kind), and the solver still requires the replay of
 * the loads to reach the LP's value.
 */
final class MultiInstallmentLp {

    /** Wall-clock limit for the LP; past it the paper's loads are kept and the answer is only feasible. */
    static final long TIME_LIMIT_MS = 120_000;

    /**
     * @param alpha the loads (the paper's when the LP was not solved)
     * @param finish the LP's optimal finish time, NaN when it was not solved
     * @param upOrder the order of the result messages the loads are for
     * @param optimal whether the LP's optimum is certified ({@link LpAnswer#certified()})
     * @param state ojAlgo's final state, or the certificate's verdict
     * @param orderSource where the result messages' order comes from, for the status
     */
    record Result(double[] alpha, double finish, List<TreeReplay.UpStep> upOrder, boolean optimal, String state,
            String orderSource) {
    }

    /** The end of a placed message or computation, {@code start + coef·α}; a null start is time 0. */
    private record End(Variable start, double coef, Variable alpha) {

        void subtractFrom(Expression e) {
            if (start != null) {
                e.add(start, -1);
            }
            if (coef != 0) {
                e.add(alpha, -coef);
            }
        }
    }

    private MultiInstallmentLp() {
    }

    static Result solve(KaryInstance in, MultiInstallmentLoads.Result paper) {
        List<TreeReplay.UpStep> upOrder;
        String source;
        if (paper.reason().isEmpty()) {
            upOrder = new ArrayList<>();
            TreeReplay.multiInstallment(in, paper.alpha(), null, null, upOrder);
            source = "results first come, first served as with the paper's loads";
        } else {
            upOrder = TreeReplay.receiveOrderReports(in);
            source = "results in receive order (the paper's loads are negative here)";
        }
        int n = in.size();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        model.options.time_abort = TIME_LIMIT_MS;
        Variable[] alpha = new Variable[n];
        Expression total = model.addExpression("normalisation").level(in.load());
        for (int i = 0; i < n; i++) {
            alpha[i] = model.addVariable("alpha" + i).lower(0);
            total.set(alpha[i], 1);
        }
        if (!in.rootComputes()) {
            alpha[0].upper(0);
        }
        Variable finish = model.addVariable("T").lower(0).weight(1);
        Builder b = new Builder(in, model, finish);
        b.finishAfter(new End(null, in.a()[0], alpha[0]));
        int levels = in.tree().levels();
        int[] path = new int[levels + 1];
        End[] ready = new End[n];
        for (int j = 1; j <= levels; j++) {
            for (int id : ReceiveOrder.level(in.tree(), j)) {
                int depth = 0;
                for (int v = id; v > 0; v = in.tree().parentOf(v)) {
                    path[depth++] = v;
                }
                End at = null;
                for (int h = depth - 1; h >= 0; h--) {
                    int v = path[h];
                    at = b.place(at, in.c()[v], alpha[id], b.downPort(in.tree().parentOf(v)), b.upPort(v));
                }
                ready[id] = new End(at.start(), at.coef() + in.a()[id], alpha[id]);
                b.finishAfter(ready[id]);
            }
        }
        if (in.returns()) {
            for (TreeReplay.UpStep step : upOrder) {
                int o = step.origin();
                int v = step.from();
                ready[o] = b.place(ready[o], in.r()[v], alpha[o], b.collectPort(in.tree().parentOf(v)), b.upPort(v));
                if (in.tree().parentOf(v) == 0) {
                    b.finishAfter(ready[o]);
                }
            }
        }
        LpAnswer result = CertifiedLp.minimise(model);
        if (!result.hasSolution()) {
            return new Result(paper.alpha(), Double.NaN, upOrder, false, result.solverState().toString(), source);
        }
        String state = result.certified() ? "certified optimal"
                : String.format(Locale.ROOT, "%s, not certified: relative gap %.3g", result.solverState(), result.gap());
        double[] loads = new double[n];
        double sum = 0;
        for (int i = 0; i < n; i++) {
            loads[i] = Math.max(0, alpha[i].getValue().doubleValue());
            sum += loads[i];
        }
        // renormalise the solver's rounding so the loads add up to exactly V
        for (int i = 0; i < n; i++) {
            loads[i] *= in.load() / sum;
        }
        return new Result(loads, finish.getValue().doubleValue(), upOrder, result.certified(), state, source);
    }

    /** Places messages port by port, as {@link TreeReplay} does, as LP constraints. */
    private static final class Builder {

        private final ExpressionsBasedModel model;
        private final Variable finish;
        private final End[] down;
        private final End[] collect;
        private final End[] up;
        private int count;

        Builder(KaryInstance in, ExpressionsBasedModel model, Variable finish) {
            this.model = model;
            this.finish = finish;
            this.down = new End[in.size()];
            this.collect = in.collectsWhileSending() ? new End[in.size()] : down;
            this.up = new End[in.size()];
        }

        /** A port: which array holds its last message's end, and where in it. */
        private record Port(End[] last, int node) {
        }

        Port downPort(int node) {
            return new Port(down, node);
        }

        Port collectPort(int node) {
            return new Port(collect, node);
        }

        Port upPort(int node) {
            return new Port(up, node);
        }

        /** A message of {@code coef·origin} time units, ready at {@code ready}, on two ports; returns its end. */
        End place(End ready, double coef, Variable origin, Port parentSide, Port childSide) {
            Variable start = model.addVariable("s" + count++).lower(0);
            after(start, ready);
            after(start, parentSide.last()[parentSide.node()]);
            after(start, childSide.last()[childSide.node()]);
            End end = new End(start, coef, origin);
            parentSide.last()[parentSide.node()] = end;
            childSide.last()[childSide.node()] = end;
            return end;
        }

        void finishAfter(End end) {
            Expression e = model.addExpression("T" + count++).lower(0).set(finish, 1);
            end.subtractFrom(e);
        }

        private void after(Variable start, End end) {
            if (end == null || end.start() == null && end.coef() == 0) {
                return;
            }
            Expression e = model.addExpression("c" + count++).lower(0).set(start, 1);
            end.subtractFrom(e);
        }
    }
}
