package org.dltexplorer.app.chart;

import java.util.Optional;
import java.util.TreeSet;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;

/**
 * The parameter that sets how many processors a network has, its current value and the values a curve sweeps.
 * Linear kinds (chain, loop, star) grow by one processor per step; exponential kinds (torus, mesh, hypercube,
 * K-ary tree) multiply the processors per step, so their curves use log axes.
 *
 * @param parameter the size parameter ({@link ScenarioParameter#sizeOf})
 * @param current its value in the scenario
 * @param minimum its smallest valid value
 * @param exponential whether the processor count grows geometrically with the value
 */
record NetworkSize(ScenarioParameter parameter, int current, int minimum, boolean exponential) {

    /** No exponential sweep goes past this many processors: the points would take too long to be worth drawing. */
    static final double MAX_PROCESSORS = 1e9;

    /** The size of {@code scenario}'s network, or empty for kinds whose size is not one number (bus, tree, graph). */
    static Optional<NetworkSize> of(Scenario scenario) {
        Network network = scenario.network();
        return ScenarioParameter.sizeOf(network)
                .map(p -> new NetworkSize(p, (int) p.current(scenario), minimum(network), exponential(network)));
    }

    /** The smallest size a kind takes: a loop needs three processors; a mesh, hypercube or K-ary tree of size 0 is its originator. */
    private static int minimum(Network network) {
        return network instanceof Loop ? 3 : network instanceof Mesh || network instanceof Hypercube || network instanceof KaryTree ? 0 : 1;
    }

    /** Whether the processors multiply with each step of the size. */
    private static boolean exponential(Network network) {
        return network instanceof Torus2d || network instanceof Mesh || network instanceof Hypercube || network instanceof KaryTree;
    }

    /** Values for a speedup curve: from the smallest network to well past the scenario's. */
    double[] speedupValues() {
        TreeSet<Integer> values = new TreeSet<>();
        if (exponential) {
            for (int v = minimum; v <= Math.max(current + 2, minimum + 5); v++) {
                values.add(v);
            }
        } else {
            int top = Math.max(2 * current, 20);
            // at most ~40 points: every size when few, a geometric spread when many
            double[] spread = org.dltexplorer.core.analysis.Sweep.range(minimum, top, Math.min(40, top - minimum + 1),
                    top - minimum + 1 > 40);
            for (double v : spread) {
                values.add((int) Math.round(v));
            }
        }
        return values.stream().mapToDouble(Integer::doubleValue).toArray();
    }

    /** A few sizes around the scenario's, for one curve each (the scenario's own size included). */
    double[] neighbourValues() {
        TreeSet<Integer> values = new TreeSet<>();
        if (exponential) {
            for (int v = current - 2; v <= current + 1; v++) {
                values.add(Math.max(minimum, v));
            }
        } else {
            for (int v : new int[] {current / 4, current / 2, current, 2 * current}) {
                values.add(Math.max(minimum, v));
            }
        }
        return values.stream().mapToDouble(Integer::doubleValue).toArray();
    }
}
