package org.dltexplorer.core.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Seeded scenario files for the fuzz test: every network kind and strategy, parameters from ordinary to the ends of
 * the double range, sizes from degenerate (one processor, zero layers) to near each limit, and mutations of a valid
 * file (a value replaced by an extreme, a key dropped or added). The same seed gives the same file.
 */
final class ScenarioFuzz {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] KINDS = {"chain", "loop", "star", "bus", "tree", "kary-tree", "hypercube", "torus2d",
        "mesh", "graph"};

    /** {@code -Ddlt.fuzz.kind=kary-tree}: every case of that network kind (to search one kind's findings). */
    private static final String ONLY_KIND = System.getProperty("dlt.fuzz.kind");

    private final Random r;
    /** Whether sizes may approach the limits (the long run); the CI cases stay small enough to be quick. */
    private final boolean large;

    ScenarioFuzz(long seed, boolean large) {
        this.r = new Random(seed);
        this.large = large;
    }

    /** The next scenario file: valid most of the time, mutated otherwise. */
    String next() {
        ObjectNode o = scenario();
        int mutations = r.nextInt(4) == 0 ? 1 + r.nextInt(2) : 0;
        for (int i = 0; i < mutations; i++) {
            mutate(o);
        }
        return o.toString();
    }

    private ObjectNode scenario() {
        ObjectNode o = JSON.createObjectNode();
        o.put("format", "dlt-scenario");
        o.put("version", 1);
        String kind = KINDS[r.nextInt(KINDS.length)];
        if (ONLY_KIND != null) {
            // drawn all the same, so that the rest of a seed's sequence does not depend on the property
            kind = ONLY_KIND;
        }
        ObjectNode net = o.putObject("network");
        net.put("kind", kind);
        int n = network(kind, net);
        if (r.nextInt(3) > 0) {
            o.put("load", magnitude(false));
        }
        ObjectNode p = o.putObject("processor");
        p.put("A", magnitude(false));
        if (r.nextInt(4) == 0) {
            p.put("B", magnitude(false));
        }
        ObjectNode l = o.putObject("link");
        l.put("C", magnitude(true));
        if (r.nextBoolean()) {
            l.put("S", magnitude(true));
        }
        if (r.nextInt(4) == 0) {
            l.put("R", magnitude(true));
        }
        boolean explicit = !kind.equals("hypercube") && !kind.equals("torus2d") && !kind.equals("mesh");
        if (explicit && n > 1 && r.nextInt(3) == 0) {
            ArrayNode procs = o.putArray("processors");
            for (int id : distinct(n, 1 + r.nextInt(Math.min(n, 5)))) {
                ObjectNode q = procs.addObject();
                q.put("id", id);
                q.put("A", magnitude(false));
                if (r.nextInt(3) == 0) {
                    q.put("B", magnitude(false));
                }
            }
        }
        strategy(kind, o);
        return o;
    }

    /** Fills the network object and returns its number of processors (0 when layered). */
    private int network(String kind, ObjectNode net) {
        int cap = large ? 5000 : 40;
        switch (kind) {
            case "chain": {
                int n = size(1, cap);
                net.put("processors", n);
                if (r.nextBoolean()) {
                    net.put("originator", r.nextInt(n));
                }
                return n;
            }
            case "loop": {
                int n = size(3, Math.min(cap, large ? 2000 : 40));
                net.put("processors", n);
                return n;
            }
            case "star": {
                int m = size(1, Math.min(cap, 25));
                net.put("workers", m);
                return m + 1;
            }
            case "bus": {
                int m = size(1, Math.min(cap, 12));
                int buses = 1 + r.nextInt(Math.min(m, 3));
                ArrayNode b = net.putArray("buses");
                List<ArrayNode> lists = new ArrayList<>();
                for (int i = 0; i < buses; i++) {
                    lists.add(b.addArray());
                }
                for (int w = 1; w <= m; w++) {
                    lists.get(w <= buses ? w - 1 : r.nextInt(buses)).add(w);
                }
                return m + 1;
            }
            case "tree": {
                int n = size(1, Math.min(cap, 60));
                ArrayNode parent = net.putArray("parent");
                parent.add(-1);
                for (int i = 1; i < n; i++) {
                    // a path now and then: the deepest tree
                    parent.add(r.nextInt(4) == 0 ? i - 1 : r.nextInt(i));
                }
                return n;
            }
            case "kary-tree": {
                int arity = 1 + r.nextInt(4);
                net.put("arity", arity);
                net.put("levels", r.nextInt(large ? 12 : 5));
                return 2;
            }
            case "hypercube":
                net.put("dimension", r.nextInt(r.nextInt(5) == 0 ? 63 : 12));
                return 0;
            case "torus2d":
                net.put("k", 1 + r.nextInt(r.nextInt(5) == 0 ? 30 : 6));
                return 0;
            case "mesh":
                net.put("ports", 1 + r.nextInt(5));
                net.put("layers", r.nextInt(r.nextInt(5) == 0 ? 200 : 12));
                net.put("dimensions", 2 + r.nextInt(2));
                return 0;
            case "graph": {
                int n = size(1, Math.min(cap, 40));
                ArrayNode edges = net.putArray("edges");
                for (int i = 1; i < n; i++) {
                    edges.addArray().add(r.nextInt(i)).add(i);
                }
                for (int extra = r.nextInt(n + 1); extra > 0 && n > 2; extra--) {
                    int u = r.nextInt(n);
                    int v = r.nextInt(n);
                    if (u != v) {
                        edges.addArray().add(u).add(v);
                    }
                }
                net.put("nodes", n);
                if (r.nextBoolean()) {
                    net.put("originator", r.nextInt(n));
                }
                return n;
            }
            default:
                throw new IllegalStateException(kind);
        }
    }

    private void strategy(String kind, ObjectNode o) {
        if (r.nextInt(3) == 0) {
            return;
        }
        ObjectNode s = o.putObject("strategy");
        if (List.of("chain", "loop", "star", "bus", "tree", "kary-tree", "graph").contains(kind) && r.nextBoolean()) {
            s.put("ports", r.nextBoolean() ? "all" : "one");
        }
        if (List.of("star", "bus", "tree").contains(kind) && r.nextBoolean()) {
            s.put("order", new String[] {"given", "optimal", "heuristic"}[r.nextInt(3)]);
        }
        if (List.of("hypercube", "torus2d", "mesh").contains(kind) && r.nextBoolean()) {
            s.put("layers", r.nextBoolean() ? "nlf" : "llf");
        }
        if (kind.equals("hypercube") && r.nextBoolean()) {
            s.put("routing", r.nextBoolean() ? "store-and-forward" : "circuit-switched");
        }
        if (kind.equals("kary-tree") && r.nextBoolean()) {
            s.put("schedule", new String[] {"equal", "sequential", "multi-installment"}[r.nextInt(3)]);
        }
        if (r.nextInt(4) == 0) {
            s.put("originatorComputes", false);
        }
    }

    /** A value from ordinary to the ends of the double range; 0 only where {@code zeroAllowed}. */
    private double magnitude(boolean zeroAllowed) {
        int pick = r.nextInt(20);
        if (pick < 11) {
            return logUniform(-2, 2);
        }
        if (pick < 14) {
            return logUniform(-20, 20);
        }
        if (pick < 17) {
            return logUniform(-300, 300);
        }
        if (pick < 19 && zeroAllowed) {
            return 0;
        }
        double[] special = {Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, 1e-15, 1e15, 1e-16, 1e16, 1e18};
        return special[r.nextInt(special.length)];
    }

    private double logUniform(int fromExp, int toExp) {
        return Math.pow(10, fromExp + (toExp - fromExp) * r.nextDouble());
    }

    /** Mostly small, sometimes the cap, sometimes 1: the degenerate and the limit. */
    private int size(int min, int max) {
        int pick = r.nextInt(10);
        if (pick == 0) {
            return min;
        }
        if (pick == 1) {
            return max;
        }
        return min + r.nextInt(Math.max(1, Math.min(max, 12) - min + 1));
    }

    private List<Integer> distinct(int n, int count) {
        List<Integer> ids = new ArrayList<>();
        while (ids.size() < count) {
            int id = r.nextInt(n);
            if (!ids.contains(id)) {
                ids.add(id);
            }
        }
        return ids;
    }

    /** Replaces one value by an extreme or a wrong type, drops a key or adds an unknown one. */
    private void mutate(ObjectNode o) {
        List<Map.Entry<ObjectNode, String>> slots = new ArrayList<>();
        collect(o, slots);
        Map.Entry<ObjectNode, String> slot = slots.get(r.nextInt(slots.size()));
        ObjectNode parent = slot.getKey();
        String key = slot.getValue();
        switch (r.nextInt(7)) {
            case 0 -> parent.remove(key);
            case 1 -> parent.put(key, -1);
            case 2 -> parent.put(key, 0);
            case 3 -> parent.put(key, new double[] {1e308, 1e-308, 4.9e-324, 1e16}[r.nextInt(4)]);
            case 4 -> parent.put(key, "2");
            case 5 -> parent.put(key, large && r.nextBoolean() ? new long[] {100_000L, 1_000_000L}[r.nextInt(2)]
                    : new long[] {Integer.MAX_VALUE, 1_000_000_000L, 100_000_000L, 3_000_000_000L}[r.nextInt(4)]);
            default -> parent.put("unknown", 1);
        }
    }

    private static void collect(ObjectNode o, List<Map.Entry<ObjectNode, String>> slots) {
        for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            slots.add(Map.entry(o, e.getKey()));
            if (e.getValue() instanceof ObjectNode child) {
                collect(child, slots);
            }
        }
    }
}
