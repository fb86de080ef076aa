package org.dltexplorer.core.solver.karytree;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dltexplorer.core.model.Collect;
import org.dltexplorer.core.model.Scenario;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * The second method for MOS: the best finish time of the multi-installment message order of Ko & Robertazzi (2003),
 * §V, as an ojAlgo LP written from the timing rules. Every message is listed once (origin, link, direction); each
 * port's messages are kept in the order given; a message starts when its data are there and the previous message
 * on each of its ports has ended. The root sends one message per processor, level by level in receive order,
 * forwarded down the path; result messages follow {@code upOrder}. With {@code fixedLoads} the loads are held,
 * otherwise they are variables.
 */
final class MosLinearProgram {

    private record Message(int origin, int link, boolean up) {
    }

    private MosLinearProgram() {
    }

    /**
     * The optimum, checked: ojAlgo 55's dense simplex has returned infeasible points as optimal on these LPs, so a
     * free optimum is accepted only when holding its loads gives the same finish time; otherwise the LP is solved
     * again with ojAlgo's sparse simplex.
     */
    static double minimalFinish(Scenario scenario, List<TreeReplay.UpStep> upOrder, double[] fixedLoads) {
        if (fixedLoads != null) {
            return solve(scenario, upOrder, fixedLoads, false)[0];
        }
        for (boolean sparse : new boolean[] {false, true}) {
            double[] free = solve(scenario, upOrder, null, sparse);
            double held = solve(scenario, upOrder, Arrays.copyOfRange(free, 1, free.length), false)[0];
            if (KaryTreeSolverTest.LP.equal(held, free[0])) {
                return free[0];
            }
        }
        throw new IllegalStateException("ojAlgo gave no optimum whose loads reach its value");
    }

    /** The optimal finish time followed by the optimal loads. */
    static double[] solve(Scenario scenario, List<TreeReplay.UpStep> upOrder, double[] fixedLoads, boolean sparse) {
        KaryInstance in = KaryInstance.of(scenario);
        boolean whileSending = scenario.strategy().collectOrDefault() == Collect.WHILE_SENDING;
        int n = in.size();
        List<Message> messages = new ArrayList<>();
        for (int j = 1; j <= in.tree().levels(); j++) {
            for (int id : ReceiveOrder.level(in.tree(), j)) {
                List<Integer> path = new ArrayList<>();
                for (int v = id; v > 0; v = in.tree().parentOf(v)) {
                    path.add(0, v);
                }
                for (int v : path) {
                    messages.add(new Message(id, v, false));
                }
            }
        }
        if (in.returns()) {
            for (TreeReplay.UpStep step : upOrder) {
                messages.add(new Message(step.origin(), step.from(), true));
            }
        }
        Map<String, List<Integer>> ports = new LinkedHashMap<>();
        for (int m = 0; m < messages.size(); m++) {
            Message msg = messages.get(m);
            int parent = in.tree().parentOf(msg.link());
            String parentSide = (msg.up() && whileSending ? "collect" : "down") + parent;
            ports.computeIfAbsent(parentSide, x -> new ArrayList<>()).add(m);
            ports.computeIfAbsent("up" + msg.link(), x -> new ArrayList<>()).add(m);
        }
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        model.options.sparse = sparse;
        Variable[] alpha = new Variable[n];
        Expression total = fixedLoads == null ? model.addExpression("V").level(in.load()) : null;
        for (int i = 0; i < n; i++) {
            alpha[i] = model.addVariable("a" + i).lower(0);
            if (fixedLoads != null) {
                alpha[i].level(fixedLoads[i]);
            } else {
                total.set(alpha[i], 1);
            }
        }
        Variable[] start = new Variable[messages.size()];
        double[] perUnit = new double[messages.size()];
        for (int m = 0; m < messages.size(); m++) {
            Message msg = messages.get(m);
            start[m] = model.addVariable("s" + m).lower(0);
            perUnit[m] = msg.up() ? in.r()[msg.link()] : in.c()[msg.link()];
        }
        Variable finish = model.addVariable("T").lower(0).weight(1);
        model.addExpression("root").lower(0).set(finish, 1).set(alpha[0], -in.a()[0]);
        int count = 0;
        for (List<Integer> queue : ports.values()) {
            for (int q = 1; q < queue.size(); q++) {
                int prev = queue.get(q - 1);
                int next = queue.get(q);
                afterEnd(model, "port" + count++, start[next], start[prev], perUnit[prev], alpha[messages.get(prev).origin()], 0);
            }
        }
        // data: each origin's messages in path order, down then up
        Map<Integer, Integer> lastOf = new LinkedHashMap<>();
        for (int m = 0; m < messages.size(); m++) {
            Message msg = messages.get(m);
            Integer prev = lastOf.put(msg.origin(), m);
            if (prev == null) {
                continue;
            }
            boolean computedBetween = msg.up() && !messages.get(prev).up();
            double compute = computedBetween ? in.a()[msg.origin()] : 0;
            afterEnd(model, "data" + count++, start[m], start[prev], perUnit[prev], alpha[msg.origin()], compute);
        }
        for (int m = 0; m < messages.size(); m++) {
            Message msg = messages.get(m);
            boolean arrival = !msg.up() && msg.link() == msg.origin();
            if (arrival || msg.up() && in.tree().parentOf(msg.link()) == 0) {
                double compute = arrival ? in.a()[msg.origin()] : 0;
                afterEnd(model, "T" + count++, finish, start[m], perUnit[m], alpha[msg.origin()], compute);
            }
        }
        Optimisation.Result result = model.minimise();
        if (!result.getState().isOptimal()) {
            throw new IllegalStateException("MOS LP not solved: " + result.getState());
        }
        double[] out = new double[n + 1];
        out[0] = finish.getValue().doubleValue();
        for (int i = 0; i < n; i++) {
            out[i + 1] = alpha[i].getValue().doubleValue();
        }
        return out;
    }

    /** {@code later ≥ earlier + (perUnit + extra)·load}. */
    private static void afterEnd(ExpressionsBasedModel model, String name, Variable later, Variable earlier, double perUnit,
            Variable load, double extra) {
        model.addExpression(name).lower(0).set(later, 1).set(earlier, -1).set(load, -(perUnit + extra));
    }
}
