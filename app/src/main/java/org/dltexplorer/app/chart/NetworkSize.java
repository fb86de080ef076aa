package org.dltexplorer.app.chart;

import java.util.Optional;
import java.util.TreeSet;
import org.dltexplorer.core.analysis.SweepParameter;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Torus2d;

/**
 * The parameter that sets how many processors a network has, its current value and the values a curve sweeps.
 * Linear kinds (chain, loop, star) grow by one processor per step; exponential kinds (torus, mesh, hypercube,
 * K-ary tree) multiply the processors per step, so their curves use log axes.
 *
 * @param parameter the sweep parameter
 * @param current its value in the scenario
 * @param minimum its smallest valid value
 * @param exponential whether the processor count grows geometrically with the value
 */
record NetworkSize(SweepParameter parameter, int current, int minimum, boolean exponential) {

    /** No exponential sweep goes past this many processors: the points would take too long to be worth drawing. */
    static final double MAX_PROCESSORS = 1e9;

    /** The size of {@code network}, or empty for kinds whose size is not one number (bus, tree, graph). */
    static Optional<NetworkSize> of(Network network) {
        if (network instanceof Chain c) {
            return Optional.of(new NetworkSize(SweepParameter.PROCESSORS, c.processors(), 1, false));
        }
        if (network instanceof Loop l) {
            return Optional.of(new NetworkSize(SweepParameter.PROCESSORS, l.processors(), 3, false));
        }
        if (network instanceof Star s) {
            return Optional.of(new NetworkSize(SweepParameter.WORKERS, s.workers(), 1, false));
        }
        if (network instanceof Torus2d t) {
            return Optional.of(new NetworkSize(SweepParameter.K, t.k(), 1, true));
        }
        if (network instanceof Mesh m) {
            return Optional.of(new NetworkSize(SweepParameter.LAYERS, m.layers(), 0, true));
        }
        if (network instanceof Hypercube h) {
            return Optional.of(new NetworkSize(SweepParameter.DIMENSION, h.dimension(), 0, true));
        }
        if (network instanceof KaryTree k) {
            return Optional.of(new NetworkSize(SweepParameter.LEVELS, k.levels(), 0, true));
        }
        return Optional.empty();
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
