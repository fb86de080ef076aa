package org.dltexplorer.core.invariance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * Issue 24: meshes and 2D tori with memory buffers {@code B}, scattered along a binomial tree of degree {@code p}
 * (Drozdowski & Wolniewicz (2003), §3; a 5^k × 5^k torus is the degree-4 tree of {@code 2k} layers), against LPs
 * written here per processor rather than per layer: every processor of the tree has its own load
 * {@code 0 ≤ α_v ≤ B} and every message its own size, so nothing assumes that a layer's processors share alike.
 * NLF: every depth of active layers, each message starting once its sender holds the data and the sender's port
 * has sent its previous message (no global step clock). LLF: every set of computing layers, activated largest first,
 * one hop of one activation after another as in the paper's eqs. (17)–(19). An {@code optimal} answer (the
 * product's layer LPs over every depth or set of layers) must equal the best, at times ×10^-6 … ×10^12; a network
 * whose buffers cannot hold the load must be {@code infeasible}.
 */
class MemoryLayeredOracleTest {

    private final OracleComparison comparison = new OracleComparison(Solvers.standard());

    @Test
    void meshesAndToriWithBuffersAgreeWithThePerProcessorLps() {
        run(12, 2501);
    }

    @Test
    @Tag("slow")
    void meshesAndToriWithBuffersAgreeWithThePerProcessorLpsOnMoreCases() {
        run(40, 2502);
    }

    private void run(int cases, long seed) {
        Random r = new Random(seed);
        int unschedulable = 0;
        for (int i = 0; i < cases; i++) {
            Scenario sc = withBuffers(r);
            BinomialTree t = BinomialTree.of(sc);
            boolean llf = sc.strategy().layersOrDefault() == LayerOrder.LLF;
            double best = llf ? bestLlf(sc, t) : bestNlf(sc, t);
            unschedulable += Double.isInfinite(best) ? 1 : 0;
            comparison.check(sc.network().kind() + " p = " + t.p + ", h = " + t.h + " with buffers, "
                    + (llf ? "LLF" : "NLF"), sc, best);
        }
        assertThat(unschedulable).as("cases whose buffers cannot hold the load").isBetween(1, cases / 2);
        comparison.findings().forEach(System.out::println);
        assertThat(comparison.findings()).as("answers that differ from the per-processor LPs").isEmpty();
        assertThat(comparison.checked()).isEqualTo(cases * OracleComparison.TIME_SCALES.length);
    }

    /**
     * A mesh of 1, 2 or 4 ports and at most 27 processors, or the 5 × 5 torus; homogeneous as the model is: A in
     * [0.5, 3], S up to 0.5 or up to 0.02, C in [0.01, 0.3]; buffers from a third to four times an equal share of the
     * load, so that some networks cannot hold it and in others the buffers bind.
     */
    private static Scenario withBuffers(Random r) {
        Network n = switch (r.nextInt(4)) {
            case 0 -> new Mesh(1, 1 + r.nextInt(4), 2);
            case 1 -> new Mesh(2, 1 + r.nextInt(3), 2);
            case 2 -> new Mesh(4, 1 + r.nextInt(2), 2);
            default -> new Torus2d(1);
        };
        double load = 1 + 30 * r.nextDouble();
        double share = load / n.processorCount() * (0.33 + 3.67 * r.nextDouble());
        double s = r.nextDouble() * (r.nextBoolean() ? 0.5 : 0.02);
        Scenario sc = Scenario.uniform(n, load, ProcessorParams.of(0.5 + 2.5 * r.nextDouble()).withB(share),
                LinkParams.of(s, 0.01 + 0.3 * r.nextDouble()));
        return sc.withStrategy(Strategy.DEFAULT.withOriginatorComputes(r.nextInt(4) > 0)
                .withLayers(r.nextBoolean() ? LayerOrder.LLF : null));
    }

    /**
     * The binomial tree of degree {@code p} over {@code h} steps, per processor: the originator is 0; at step
     * {@code j} every processor activated before sends to {@code p} new ones, one on each of its ports.
     *
     * @param parent each processor's parent (-1 for the originator)
     * @param step the step at which each processor receives its data (its layer)
     * @param previous the processor its parent sent to on the same port one step earlier, -1 when none
     */
    record BinomialTree(int p, int h, int[] parent, int[] step, int[] previous) {

        static BinomialTree of(Scenario sc) {
            int p = sc.network() instanceof Mesh m ? m.ports() : 4;
            int h = sc.network() instanceof Mesh m ? m.layers() : 2 * ((Torus2d) sc.network()).k();
            List<int[]> nodes = new ArrayList<>();
            nodes.add(new int[] {-1, 0, -1});
            // lastOnPort[u * p + q]: the processor u sent to on port q at the latest step
            List<Integer> lastOnPort = new ArrayList<>();
            for (int q = 0; q < p; q++) {
                lastOnPort.add(-1);
            }
            for (int j = 1; j <= h; j++) {
                int before = nodes.size();
                for (int u = 0; u < before; u++) {
                    for (int q = 0; q < p; q++) {
                        int v = nodes.size();
                        nodes.add(new int[] {u, j, lastOnPort.get(u * p + q)});
                        lastOnPort.set(u * p + q, v);
                        for (int qq = 0; qq < p; qq++) {
                            lastOnPort.add(-1);
                        }
                    }
                }
            }
            int n = nodes.size();
            int[] parent = new int[n];
            int[] step = new int[n];
            int[] previous = new int[n];
            for (int v = 0; v < n; v++) {
                parent[v] = nodes.get(v)[0];
                step[v] = nodes.get(v)[1];
                previous[v] = nodes.get(v)[2];
            }
            return new BinomialTree(p, h, parent, step, previous);
        }

        int size() {
            return parent.length;
        }

        boolean below(int w, int v) {
            for (int u = w; u >= 0; u = parent[u]) {
                if (u == v) {
                    return true;
                }
            }
            return false;
        }
    }

    static double bestNlf(Scenario sc, BinomialTree t) {
        double best = Double.POSITIVE_INFINITY;
        for (int depth = 0; depth <= t.h; depth++) {
            best = Math.min(best, nlf(sc, t, depth));
        }
        return best;
    }

    static double bestLlf(Scenario sc, BinomialTree t) {
        double best = Double.POSITIVE_INFINITY;
        for (int mask = 0; mask < 1 << t.h; mask++) {
            boolean[] computing = new boolean[t.h + 1];
            for (int j = 1; j <= t.h; j++) {
                computing[j] = (mask >> (j - 1) & 1) != 0;
            }
            best = Math.min(best, llf(sc, t, computing));
        }
        return best;
    }

    /**
     * NLF over the processors of steps {@code 0..depth}: processor {@code v} receives its subtree's load
     * {@code y_v = α_v + Σ_children y_c} in one message of {@code S + C y_v}, which starts once its parent holds its
     * data ({@code t_0 = 0}) and once the message its parent sent on the same port one step earlier has arrived;
     * it computes {@code A α_v} from the arrival {@code t_v}, by {@code T}. +∞ when the LP has no solution.
     */
    static double nlf(Scenario sc, BinomialTree t, int depth) {
        ProcessorParams proc = sc.processorDefault();
        LinkParams link = sc.linkDefault();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable time = model.addVariable("T").lower(0).weight(1);
        Expression load = model.addExpression("load").level(sc.load());
        int n = t.size();
        Variable[] alpha = new Variable[n];
        Variable[] subtree = new Variable[n];
        Variable[] arrival = new Variable[n];
        Expression[] holds = new Expression[n];
        for (int v = 0; v < n; v++) {
            if (t.step[v] > depth) {
                continue;
            }
            alpha[v] = model.addVariable("a" + v).lower(0).upper(proc.B());
            subtree[v] = model.addVariable("y" + v).lower(0);
            arrival[v] = model.addVariable("t" + v).lower(0);
            load.set(alpha[v], 1);
            holds[v] = model.addExpression("subtree" + v).set(subtree[v], 1).set(alpha[v], -1).level(0);
            model.addExpression("finish" + v).set(arrival[v], 1).set(alpha[v], proc.A()).set(time, -1).upper(0);
        }
        arrival[0].level(0);
        if (!sc.strategy().originatorComputes()) {
            alpha[0].level(0);
        }
        for (int v = 1; v < n; v++) {
            if (t.step[v] > depth) {
                continue;
            }
            holds[t.parent[v]].set(subtree[v], -1);
            // t_v ≥ t_parent + S + C y_v, and t_v ≥ t_previous + S + C y_v (the port is free once that one arrived)
            model.addExpression("sent" + v).set(arrival[v], 1).set(arrival[t.parent[v]], -1).set(subtree[v], -link.C())
                    .lower(link.S());
            if (t.previous[v] >= 0) {
                model.addExpression("port" + v).set(arrival[v], 1).set(arrival[t.previous[v]], -1)
                        .set(subtree[v], -link.C()).lower(link.S());
            }
        }
        return solve(model);
    }

    /**
     * LLF with the computing layers {@code computing[1..h]}, largest first: activating layer {@code j} takes hops
     * {@code l = 1..j} one after another; in hop {@code l} every processor of step {@code l} receives from its parent,
     * in one message of {@code S + C x}, the loads {@code x} of its subtree's processors of layer {@code j}; a hop
     * ends once its last message has arrived and the next hop starts then. A processor of layer {@code j} computes
     * from the arrival of its own message, by {@code T}; the originator from 0. Layers not computing get no message.
     */
    static double llf(Scenario sc, BinomialTree t, boolean[] computing) {
        ProcessorParams proc = sc.processorDefault();
        LinkParams link = sc.linkDefault();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable time = model.addVariable("T").lower(0).weight(1);
        Expression load = model.addExpression("load").level(sc.load());
        int n = t.size();
        Variable[] alpha = new Variable[n];
        for (int v = 0; v < n; v++) {
            boolean computes = v == 0 ? sc.strategy().originatorComputes() : computing[t.step[v]];
            alpha[v] = model.addVariable("a" + v).lower(0).upper(computes ? proc.B() : 0);
            load.set(alpha[v], 1);
        }
        model.addExpression("finish0").set(alpha[0], proc.A()).set(time, -1).upper(0);
        Variable hopStart = model.addVariable("start").level(0);
        for (int j = t.h; j >= 1; j--) {
            if (!computing[j]) {
                continue;
            }
            for (int l = 1; l <= j; l++) {
                Variable hopEnd = model.addVariable("end" + j + "_" + l).lower(0);
                for (int c = 1; c < n; c++) {
                    if (t.step[c] != l) {
                        continue;
                    }
                    // end ≥ start + S + C Σ_{w in c's subtree, layer j} α_w
                    Expression m = model.addExpression("m" + j + "_" + c).set(hopEnd, 1).set(hopStart, -1)
                            .lower(link.S());
                    for (int w = 1; w < n; w++) {
                        if (t.step[w] == j && t.below(w, c)) {
                            m.set(alpha[w], -link.C());
                        }
                    }
                    if (l == j) {
                        // c's own message (S + C α_c) has arrived by start + S + C α_c; it computes from then
                        model.addExpression("finish" + c).set(hopStart, 1).set(alpha[c], link.C() + proc.A())
                                .set(time, -1).upper(-link.S());
                    }
                }
                hopStart = hopEnd;
            }
        }
        return solve(model);
    }

    private static double solve(ExpressionsBasedModel model) {
        Optimisation.Result r = model.minimise();
        return r.getState().isOptimal() ? r.getValue() : Double.POSITIVE_INFINITY;
    }
}
