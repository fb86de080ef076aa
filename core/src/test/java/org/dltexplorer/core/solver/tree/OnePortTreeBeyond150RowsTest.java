package org.dltexplorer.core.solver.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * One-port trees with zero startups beyond the 150 rows (about 50 nodes) the dense polish stopped at: their LP (three
 * rows a node) is certified, so the answer is {@code optimal}, and it is the closed form. Oracle, written here: with
 * zero startups a subtree is a processor of equivalent rate {@code A_eq} (time per unit load), and a node serving its
 * children by increasing {@code C} uses all of them, every one finishing with it (Bharadwaj, Ghose, Mani &amp;
 * Robertazzi (1996), ch. 3, the one-port star with front end, applied node by node): with {@code T = 1},
 * {@code α_u = 1/A_u}, each child in turn {@code D_c = (1 − sent)/(C_c + A_eq,c)}, {@code sent += C_c D_c}, and
 * {@code A_eq,u = 1/(α_u + Σ D_c)}; the makespan is {@code V · A_eq,root}.
 */
class OnePortTreeBeyond150RowsTest {

    /** A random recursive tree whose link into node {@code i} has {@code C} increasing with {@code i}. */
    private static Scenario tree(int n, long seed, int[] parent, double[] a, double[] c) {
        Random r = new Random(seed);
        parent[0] = -1;
        for (int i = 1; i < n; i++) {
            parent[i] = r.nextInt(i);
        }
        Map<Integer, ProcessorParams> procs = new HashMap<>();
        for (int i = 0; i < n; i++) {
            a[i] = 0.5 + 2.5 * r.nextDouble();
            procs.put(i, ProcessorParams.of(a[i]));
        }
        Map<Integer, LinkParams> links = new HashMap<>();
        Tree network = new Tree(parent);
        for (var e : network.edges()) {
            int child = e.link(); // tree link i leads to node i
            c[child] = 0.05 + 0.9 * child / n;
            links.put(e.link(), LinkParams.of(0, c[child]));
        }
        return new Scenario("one-port tree", Notation.ACS, NotationUnits.STANDARD, network, 3.0, ProcessorParams.of(1),
                procs, LinkParams.of(0, 1), links, Strategy.DEFAULT.withPorts(Ports.ONE));
    }

    /** {@code V · A_eq} of the root, by the recursion of the class comment (children visited by id). */
    private static double closedForm(int[] parent, double[] a, double[] c, double load) {
        int n = parent.length;
        double[] aeq = new double[n];
        for (int u = n - 1; u >= 0; u--) { // a child's id is above its parent's
            double w = 1 / a[u];
            double sent = 0;
            for (int v = u + 1; v < n; v++) {
                if (parent[v] == u) {
                    double d = (1 - sent) / (c[v] + aeq[v]);
                    sent += c[v] * d;
                    w += d;
                }
            }
            aeq[u] = 1 / w;
        }
        return load * aeq[0];
    }

    private static void check(int n) {
        int[] parent = new int[n];
        double[] a = new double[n];
        double[] c = new double[n];
        Scenario sc = tree(n, n, parent, a, c);
        Schedule s = new TreeOnePortSolver().solve(sc);
        double expected = closedForm(parent, a, c, sc.load());
        assertThat(s.status()).as("%d nodes: %s", n, s.reason()).isEqualTo(Status.OPTIMAL);
        assertThat(s.makespan()).isCloseTo(expected, within(1e-9 * expected));
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }

    @ParameterizedTest(name = "{0} nodes")
    @ValueSource(ints = {60, 200})
    void aTreeOfManyNodesIsOptimalAndTheClosedForm(int n) {
        check(n);
    }

    /** ojAlgo's simplex takes seconds at these sizes (the polish and the certificate some tens of ms). */
    @Tag("slow")
    @ParameterizedTest(name = "{0} nodes")
    @ValueSource(ints = {500})
    void aTreeOfFiveHundredNodesIsOptimalAndTheClosedForm(int n) {
        check(n);
    }
}
