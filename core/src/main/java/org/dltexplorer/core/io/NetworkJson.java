package org.dltexplorer.core.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Edge;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.model.Tree;

/** The {@code network} object: its {@code kind} and the shape keys of that kind, read and written. */
final class NetworkJson {

    static final String PATH = "network";
    static final String KIND = "kind";

    private NetworkJson() {
    }

    /** Shape keys of each kind, in the order they are written. */
    static List<String> shapeKeys(NetworkKind kind) {
        switch (kind) {
            case CHAIN:
                return List.of("processors", "originator");
            case LOOP:
                return List.of("processors");
            case STAR:
                return List.of("workers");
            case BUS:
                return List.of("buses");
            case TREE:
                return List.of("parent");
            case KARY_TREE:
                return List.of("levels", "arity");
            case HYPERCUBE:
                return List.of("dimension");
            case TORUS2D:
                return List.of("k");
            case MESH:
                return List.of("ports", "layers", "dimensions");
            case GRAPH:
                return List.of("nodes", "edges", "originator");
            default:
                throw new IllegalStateException("kind without shape keys: " + kind);
        }
    }

    static Network read(JsonNode node) {
        JsonFields o = JsonFields.of(node, PATH);
        String kindName = o.text(KIND);
        NetworkKind kind = NetworkKind.fromId(kindName).orElseThrow(() -> new InvalidScenarioException(o.path(KIND),
                "unknown network kind \"" + kindName + "\" (known: "
                        + Stream.of(NetworkKind.values()).map(NetworkKind::id).collect(Collectors.joining(", ")) + ")"));
        List<String> allowed = new ArrayList<>();
        allowed.add(KIND);
        allowed.addAll(shapeKeys(kind));
        o.allowOnly(allowed, " for a " + kind.id() + " network");
        try {
            return build(kind, o);
        } catch (InvalidScenarioException e) {
            if (e.path().startsWith(PATH + ".") || e.path().equals(PATH)) {
                throw e;
            }
            throw e.under(PATH);
        }
    }

    private static Network build(NetworkKind kind, JsonFields o) {
        switch (kind) {
            case CHAIN:
                return new Chain(o.integer("processors"), o.integer("originator", 0));
            case LOOP:
                return new Loop(o.integer("processors"));
            case STAR:
                return new Star(o.integer("workers"));
            case BUS:
                return new Bus(buses(o));
            case TREE:
                return new Tree(JsonFields.integers(o.require("parent"), o.path("parent")).stream()
                        .mapToInt(Integer::intValue).toArray());
            case KARY_TREE:
                return new KaryTree(o.integer("levels"), o.integer("arity"));
            case HYPERCUBE:
                return new Hypercube(o.integer("dimension"));
            case TORUS2D:
                return new Torus2d(o.integer("k"));
            case MESH:
                return new Mesh(o.integer("ports"), o.integer("layers"), o.integer("dimensions"));
            case GRAPH:
                return Graph.of(o.integer("nodes"), edges(o), o.integer("originator", 0));
            default:
                throw new IllegalStateException("unhandled kind " + kind);
        }
    }

    private static List<List<Integer>> buses(JsonFields o) {
        JsonNode list = o.array("buses");
        List<List<Integer>> buses = new ArrayList<>();
        for (int b = 0; b < list.size(); b++) {
            buses.add(JsonFields.integers(list.get(b), JsonFields.element(o.path("buses"), b)));
        }
        return buses;
    }

    private static List<int[]> edges(JsonFields o) {
        JsonNode list = o.array("edges");
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String path = JsonFields.element(o.path("edges"), i);
            List<Integer> pair = JsonFields.integers(list.get(i), path);
            if (pair.size() != 2) {
                throw new InvalidScenarioException(path, "an edge is a pair [u, v], got " + JsonFields.shown(list.get(i)));
            }
            edges.add(new int[] {pair.get(0), pair.get(1)});
        }
        return edges;
    }

    static ObjectNode write(Network network) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put(KIND, network.kind().id());
        if (network instanceof Chain c) {
            o.put("processors", c.processors());
            if (c.originator() != 0) {
                o.put("originator", c.originator());
            }
        } else if (network instanceof Loop l) {
            o.put("processors", l.processors());
        } else if (network instanceof Star s) {
            o.put("workers", s.workers());
        } else if (network instanceof Bus b) {
            ArrayNode buses = o.putArray("buses");
            for (List<Integer> bus : b.buses()) {
                ArrayNode a = buses.addArray();
                bus.forEach(a::add);
            }
        } else if (network instanceof Tree t) {
            ArrayNode parent = o.putArray("parent");
            for (int p : t.parent()) {
                parent.add(p);
            }
        } else if (network instanceof KaryTree k) {
            o.put("levels", k.levels());
            o.put("arity", k.arity());
        } else if (network instanceof Hypercube h) {
            o.put("dimension", h.dimension());
        } else if (network instanceof Torus2d t) {
            o.put("k", t.k());
        } else if (network instanceof Mesh m) {
            o.put("ports", m.ports());
            o.put("layers", m.layers());
            o.put("dimensions", m.dimensions());
        } else if (network instanceof Graph g) {
            o.put("nodes", g.nodes());
            ArrayNode edges = o.putArray("edges");
            for (Edge e : g.edgeList()) {
                edges.addArray().add(e.u()).add(e.v());
            }
            if (g.originator() != 0) {
                o.put("originator", g.originator());
            }
        } else {
            throw new IllegalStateException("unhandled network " + network);
        }
        return o;
    }
}
