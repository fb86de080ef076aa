package org.dltexplorer.core.invariance;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.solver.RandomScenarios;

/**
 * Seeded random scenarios of every network kind, small enough for brute force (at most 6 workers or 7 nodes), with
 * every processor and link given by id on explicit kinds, results returned now and then, and the strategy's
 * choices drawn from those the kind takes. Times are ordinary ({@code A} in [0.5, 3], {@code C} in [0.05, 1]) times
 * {@code 10^timeExponent}; the load is {@code 10^loadExponent} times a number in [1, 10].
 */
public final class SmallScenarios {

    public static final List<String> KINDS = List.of("star", "chain", "loop", "tree", "graph", "bus", "kary-tree",
            "hypercube", "torus2d", "mesh");

    private final Random r;

    public SmallScenarios(Random r) {
        this.r = r;
    }

    /** A scenario of {@code kind} with times around {@code 10^timeExponent} and load around {@code 10^loadExponent}. */
    public Scenario next(String kind, int timeExponent, int loadExponent) {
        Network n = network(kind);
        double t = Math.pow(10, timeExponent);
        double v = (1 + 9 * r.nextDouble()) * Math.pow(10, loadExponent);
        // per unit of load: a time per unit scales with the time unit over the load unit
        double rate = t / Math.pow(10, loadExponent);
        boolean returns = r.nextInt(3) == 0;
        double maxS = r.nextBoolean() ? 0 : 0.3 * t;
        ProcessorParams pd = ProcessorParams.of((0.5 + 2.5 * r.nextDouble()) * rate);
        LinkParams ld = link(rate, maxS, returns);
        Map<Integer, ProcessorParams> po = new TreeMap<>();
        Map<Integer, LinkParams> lo = new TreeMap<>();
        if (n.explicit() && !(n instanceof KaryTree)) {
            for (int id = 0; id < n.processorCount(); id++) {
                po.put(id, ProcessorParams.of((0.5 + 2.5 * r.nextDouble()) * rate));
            }
            n.linkIds().forEach(id -> lo.put(id, link(rate, maxS, returns)));
        }
        return new Scenario(kind, Notation.ACS, NotationUnits.STANDARD, n, v, pd, po, ld, lo, strategy(kind));
    }

    private LinkParams link(double rate, double maxS, boolean returns) {
        double c = (0.05 + 0.95 * r.nextDouble()) * rate;
        return new LinkParams(maxS * r.nextDouble(), c, returns ? c * (0.1 + 0.9 * r.nextDouble()) : 0);
    }

    private Network network(String kind) {
        return switch (kind) {
            case "star" -> new Star(1 + r.nextInt(5));
            case "chain" -> {
                int n = 1 + r.nextInt(6);
                yield new Chain(n, r.nextInt(n));
            }
            case "loop" -> new Loop(3 + r.nextInt(4));
            case "tree" -> new Tree(RandomScenarios.randomTree(1 + r.nextInt(6), r));
            case "graph" -> RandomScenarios.randomGraph(2 + r.nextInt(5), r);
            case "bus" -> bus(1 + r.nextInt(5));
            case "kary-tree" -> new KaryTree(r.nextInt(3), 1 + r.nextInt(3));
            case "hypercube" -> new Hypercube(r.nextInt(5));
            case "torus2d" -> new Torus2d(1 + r.nextInt(4));
            case "mesh" -> new Mesh(1 + r.nextInt(3), r.nextInt(4), 2 + r.nextInt(2));
            default -> throw new IllegalArgumentException(kind);
        };
    }

    private Bus bus(int workers) {
        int buses = 1 + r.nextInt(Math.min(workers, 2));
        List<List<Integer>> lists = new ArrayList<>();
        for (int b = 0; b < buses; b++) {
            lists.add(new ArrayList<>());
        }
        for (int w = 1; w <= workers; w++) {
            lists.get(w <= buses ? w - 1 : r.nextInt(buses)).add(w);
        }
        return new Bus(lists);
    }

    private Strategy strategy(String kind) {
        Strategy s = Strategy.DEFAULT.withOriginatorComputes(r.nextInt(3) > 0);
        if (List.of("chain", "loop", "star", "bus", "tree", "graph").contains(kind) && r.nextBoolean()) {
            s = s.withPorts(r.nextBoolean() ? Ports.ALL : Ports.ONE);
        }
        if (List.of("star", "bus", "tree").contains(kind) && r.nextBoolean()) {
            s = s.withOrder(r.nextBoolean() ? ActivationOrder.OPTIMAL : ActivationOrder.HEURISTIC);
        }
        return s;
    }
}
