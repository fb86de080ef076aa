package org.dltexplorer.core.invariance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Routing;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.scatter.LayeredReference;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * Issue 24: the layered kinds through {@link Solvers#solve} at times ×10^-6 … ×10^12. Hypercubes of up to 8
 * processors against a whole-network LP written here (a load per processor and per message, the scattering pattern of
 * the routing fixed, every depth of used layers tried); meshes (NLF and LLF) and 2D tori against the layer LPs of
 * {@link LayeredReference} (written from Drozdowski (2009), (7.25)–(7.29), and Błażewicz et al. (1999)), every depth
 * or set of computing layers tried.
 */
class LayeredOracleTest {

    private final OracleComparison comparison = new OracleComparison(Solvers.standard());

    @Test
    void layeredNetworksAgreeWithTheirOracles() {
        run(8, 2471);
    }

    @Test
    @Tag("slow")
    void layeredNetworksAgreeWithTheirOraclesOnMoreCases() {
        run(30, 2472);
    }

    private void run(int perKind, long seed) {
        Random r = new Random(seed);
        for (int i = 0; i < perKind; i++) {
            Scenario cube = uniform(r, new Hypercube(r.nextInt(4)))
                    .withStrategy(strategy(r).withRouting(r.nextBoolean() ? Routing.CIRCUIT_SWITCHED : null));
            if (cube.strategy().routingOrDefault() == Routing.STORE_AND_FORWARD && r.nextBoolean()) {
                cube = cube.withLinkDefault(cube.linkDefault().withR(0.05 + 0.5 * r.nextDouble()));
            }
            comparison.check("hypercube " + cube.strategy().routingOrDefault()
                    + (cube.returnsResults() ? " with results returned" : ""), cube, bestHypercube(cube));
            int[] ports = {1, 2, 4};
            Mesh m = new Mesh(ports[r.nextInt(3)], r.nextInt(5), 2);
            Scenario mesh = uniform(r, m).withStrategy(strategy(r).withLayers(r.nextBoolean() ? LayerOrder.LLF : null));
            comparison.check("mesh " + mesh.strategy().layersOrDefault(), mesh, bestMesh(mesh));
            Scenario torus = uniform(r, new Torus2d(1 + r.nextInt(2))).withStrategy(strategy(r));
            comparison.check("torus", torus, bestTorus(torus));
        }
        comparison.findings().forEach(System.out::println);
        assertThat(comparison.findings()).as("answers that differ from the oracle").isEmpty();
        assertThat(comparison.checked()).isEqualTo(3 * perKind * OracleComparison.TIME_SCALES.length);
    }

    /** Homogeneous, as the layered models are: A in [0.5, 3], S up to 0.5 or up to 0.02, C in [0.01, 0.3]. */
    private static Scenario uniform(Random r, org.dltexplorer.core.model.Network n) {
        double s = r.nextDouble() * (r.nextBoolean() ? 0.5 : 0.02);
        return Scenario.uniform(n, 1 + 30 * r.nextDouble(), ProcessorParams.of(0.5 + 2.5 * r.nextDouble()),
                LinkParams.of(s, 0.01 + 0.3 * r.nextDouble()));
    }

    private static Strategy strategy(Random r) {
        return Strategy.DEFAULT.withOriginatorComputes(r.nextInt(4) > 0);
    }

    static double bestHypercube(Scenario sc) {
        int d = ((Hypercube) sc.network()).dimension();
        boolean circuit = sc.strategy().routingOrDefault() == Routing.CIRCUIT_SWITCHED;
        double best = Double.POSITIVE_INFINITY;
        for (int h = 0; h <= d; h++) {
            best = Math.min(best, circuit ? circuitSwitched(sc, d, h) : storeAndForward(sc, d, h));
        }
        return best;
    }

    /**
     * Store-and-forward over the processors at most {@code h} hops from the originator (processor 0; processor
     * {@code v} is {@code popcount(v)} hops away): every link from a processor to one a hop further carries a message
     * {@code y_uv} of {@code S + C y_uv}, sent once the sender holds all its data ({@code t_0 = 0}, all ports at once);
     * a processor holds its data when all its messages have arrived, keeps {@code α_v} and forwards the rest. With
     * results returned they go back over the same links, {@code S + R y_uv} from {@code v} to {@code u}, once
     * {@code v} has finished computing and holds the results of the processors it fed; the makespan is the
     * originator's holding all results.
     */
    static double storeAndForward(Scenario sc, int d, int h) {
        int n = 1 << d;
        ProcessorParams p = sc.processorDefault();
        LinkParams l = sc.linkDefault();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Expression load = model.addExpression("load").level(sc.load());
        Variable[] alpha = new Variable[n];
        Variable[] held = new Variable[n];
        Variable[] ready = new Variable[n];
        boolean returns = sc.returnsResults();
        Expression[] flow = new Expression[n];
        for (int v = 0; v < n; v++) {
            if (Integer.bitCount(v) > h) {
                continue;
            }
            alpha[v] = model.addVariable("a" + v).lower(0);
            held[v] = model.addVariable("t" + v).lower(0);
            load.set(alpha[v], 1);
            // computing ends by T, or with returns by the time the processor's results are ready to go back
            ready[v] = returns ? model.addVariable("r" + v).lower(0) : t;
            model.addExpression("finish" + v).set(held[v], 1).set(alpha[v], p.A()).set(ready[v], -1).upper(0);
            // what arrives = α_v + what leaves
            flow[v] = model.addExpression("flow" + v).set(alpha[v], -1).level(v == 0 ? -sc.load() : 0);
        }
        if (!sc.strategy().originatorComputes()) {
            alpha[0].level(0);
        }
        held[0].level(0);
        if (returns) {
            model.addExpression("collected").set(ready[0], 1).set(t, -1).upper(0);
        }
        for (int u = 0; u < n; u++) {
            for (int bit = 0; bit < d; bit++) {
                int v = u | 1 << bit;
                if (v == u || Integer.bitCount(v) > h) {
                    continue;
                }
                Variable y = model.addVariable("y" + u + "_" + v).lower(0);
                flow[u].set(y, -1);
                flow[v].set(y, 1);
                model.addExpression("m" + u + "_" + v).set(held[v], 1).set(held[u], -1).set(y, -l.C()).lower(l.S());
                if (returns) {
                    model.addExpression("back" + v + "_" + u).set(ready[u], 1).set(ready[v], -1).set(y, -l.R())
                            .lower(l.S());
                }
            }
        }
        return solve(model);
    }

    /**
     * Circuit-switched over the layers {@code 1..h}: each of the originator's {@code d} ports sends one message per
     * layer, nearest layer first, {@code x_pi} units in {@code S + C x_pi} once its previous message has ended; a
     * layer's processors hold their data when every port's message for the layer has ended, and share its load.
     */
    static double circuitSwitched(Scenario sc, int d, int h) {
        int n = 1 << d;
        ProcessorParams p = sc.processorDefault();
        LinkParams l = sc.linkDefault();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Expression load = model.addExpression("load").level(sc.load());
        Variable[] alpha = new Variable[n];
        Variable[] layerHeld = new Variable[h + 1];
        Expression[] layerLoad = new Expression[h + 1];
        for (int i = 0; i <= h; i++) {
            layerHeld[i] = model.addVariable("t" + i).lower(0);
            // what the ports carry to layer i ≥ 1 is what its processors compute
            layerLoad[i] = i == 0 ? null : model.addExpression("layer" + i).level(0);
        }
        layerHeld[0].level(0);
        for (int v = 0; v < n; v++) {
            int i = Integer.bitCount(v);
            if (i > h) {
                continue;
            }
            alpha[v] = model.addVariable("a" + v).lower(0);
            load.set(alpha[v], 1);
            if (i > 0) {
                layerLoad[i].set(alpha[v], 1);
            }
            model.addExpression("finish" + v).set(layerHeld[i], 1).set(alpha[v], p.A()).set(t, -1).upper(0);
        }
        if (!sc.strategy().originatorComputes()) {
            alpha[0].level(0);
        }
        for (int port = 0; port < d; port++) {
            Variable previousEnd = null;
            for (int i = 1; i <= h; i++) {
                Variable x = model.addVariable("x" + port + "_" + i).lower(0);
                Variable end = model.addVariable("e" + port + "_" + i).lower(0);
                layerLoad[i].set(x, -1);
                Expression m = model.addExpression("m" + port + "_" + i).set(end, 1).set(x, -l.C());
                if (previousEnd != null) {
                    m.set(previousEnd, -1);
                }
                m.lower(l.S());
                model.addExpression("held" + port + "_" + i).set(layerHeld[i], 1).set(end, -1).lower(0);
                previousEnd = end;
            }
        }
        return solve(model);
    }

    /** NLF: the layer LP for every depth; LLF: for every set of computing layers. */
    static double bestMesh(Scenario sc) {
        Mesh m = (Mesh) sc.network();
        double a = sc.processorDefault().A();
        double s = sc.linkDefault().S();
        double c = sc.linkDefault().C();
        boolean computes = sc.strategy().originatorComputes();
        double best = Double.POSITIVE_INFINITY;
        int h = m.layers();
        if (sc.strategy().layersOrDefault() == LayerOrder.NLF) {
            for (int depth = 0; depth <= h; depth++) {
                best = Math.min(best, LayeredReference.nlfLp(m.ports(), a, s, c, sc.load(), depth, computes));
            }
            return best;
        }
        for (int mask = 0; mask < 1 << h; mask++) {
            boolean[] used = new boolean[h + 1];
            for (int i = 1; i <= h; i++) {
                used[i] = (mask >> (i - 1) & 1) == 1;
            }
            best = Math.min(best, LayeredReference.llfLp(m.ports(), a, s, c, sc.load(), used, computes));
        }
        return best;
    }

    /** Peters–Syska scattering on a 5^k × 5^k torus: the 5-nomial NLF layer LP for every number of phases. */
    static double bestTorus(Scenario sc) {
        int k = ((Torus2d) sc.network()).k();
        double best = Double.POSITIVE_INFINITY;
        for (int phases = 0; phases <= 2 * k; phases++) {
            best = Math.min(best, LayeredReference.nlfLp(4, sc.processorDefault().A(), sc.linkDefault().S(),
                    sc.linkDefault().C(), sc.load(), phases, sc.strategy().originatorComputes()));
        }
        return best;
    }

    private static double solve(ExpressionsBasedModel model) {
        Optimisation.Result r = model.minimise();
        return r.getState().isOptimal() ? r.getValue() : Double.POSITIVE_INFINITY;
    }
}
