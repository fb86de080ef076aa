package org.dltexplorer.core.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Collect;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.KaryLoads;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Routing;
import org.dltexplorer.core.model.Strategy;

/**
 * The {@code strategy} object. Each key applies to some network kinds only; a key given for another kind is an
 * error rather than silently ignored, since the user evidently expected it to change the schedule.
 */
final class StrategyJson {

    static final String PATH = "strategy";
    static final String PORTS = "ports";
    static final String ORDER = "order";
    static final String LAYERS = "layers";
    static final String ROUTING = "routing";
    static final String SCHEDULE = "schedule";
    static final String COLLECT = "collect";
    static final String LOADS = "loads";
    static final String INSTALLMENTS = "installments";
    static final String ORIGINATOR_COMPUTES = "originatorComputes";
    static final String BUDGET = "budget";
    static final String DEADLINE = "deadline";
    static final String COMPUTE_WHILE_RECEIVING = "computeWhileReceiving";

    /** The kinds each key applies to, in the order keys are written. */
    static final Map<String, Set<NetworkKind>> APPLIES_TO = applicability();

    private StrategyJson() {
    }

    private static Map<String, Set<NetworkKind>> applicability() {
        Map<String, Set<NetworkKind>> m = new LinkedHashMap<>();
        m.put(PORTS, EnumSet.of(NetworkKind.CHAIN, NetworkKind.LOOP, NetworkKind.STAR, NetworkKind.BUS, NetworkKind.TREE,
                NetworkKind.GRAPH));
        m.put(ORDER, EnumSet.of(NetworkKind.STAR, NetworkKind.BUS, NetworkKind.TREE, NetworkKind.GRAPH));
        m.put(LAYERS, EnumSet.of(NetworkKind.HYPERCUBE, NetworkKind.TORUS2D, NetworkKind.MESH));
        m.put(ROUTING, EnumSet.of(NetworkKind.HYPERCUBE));
        m.put(SCHEDULE, EnumSet.of(NetworkKind.KARY_TREE));
        m.put(COLLECT, EnumSet.of(NetworkKind.KARY_TREE));
        m.put(LOADS, EnumSet.of(NetworkKind.KARY_TREE));
        m.put(INSTALLMENTS, EnumSet.of(NetworkKind.STAR));
        m.put(ORIGINATOR_COMPUTES, EnumSet.allOf(NetworkKind.class));
        m.put(BUDGET, EnumSet.of(NetworkKind.STAR));
        m.put(DEADLINE, EnumSet.of(NetworkKind.STAR));
        m.put(COMPUTE_WHILE_RECEIVING, EnumSet.of(NetworkKind.STAR));
        return m;
    }

    static Strategy read(JsonNode node, Network network) {
        JsonFields o = JsonFields.of(node, PATH);
        NetworkKind kind = network.kind();
        o.allowOnly(APPLIES_TO.keySet(), "");
        if (o.has(PORTS) && kind == NetworkKind.KARY_TREE) {
            // the K-ary tree's ports are fixed by Ko & Robertazzi (2003); what the paper leaves open is "collect"
            throw new InvalidScenarioException(o.path(PORTS), "does not apply to a kary-tree network: each node has one "
                    + "port to its parent and one to its children; to let a node collect reports while it still sends, "
                    + "set \"collect\": \"while-sending\"");
        }
        for (Map.Entry<String, Set<NetworkKind>> e : APPLIES_TO.entrySet()) {
            if (o.has(e.getKey()) && !e.getValue().contains(kind)) {
                throw new InvalidScenarioException(o.path(e.getKey()), "does not apply to a " + kind.id()
                        + " network (it applies to: " + e.getValue().stream().map(NetworkKind::id)
                                .collect(Collectors.joining(", ")) + ")");
            }
        }
        Ports ports = o.has(PORTS) ? choice(o, PORTS, Ports.values(), Ports::id) : null;
        ActivationOrder order = o.has(ORDER) ? order(o, network) : null;
        LayerOrder layers = o.has(LAYERS) ? choice(o, LAYERS, LayerOrder.values(), LayerOrder::id) : null;
        Routing routing = o.has(ROUTING) ? choice(o, ROUTING, Routing.values(), Routing::id) : null;
        KaryPolicy schedule = o.has(SCHEDULE) ? choice(o, SCHEDULE, KaryPolicy.values(), KaryPolicy::id) : null;
        boolean computes = !o.has(ORIGINATOR_COMPUTES) || o.bool(ORIGINATOR_COMPUTES);
        Collect collect = o.has(COLLECT) ? choice(o, COLLECT, Collect.values(), Collect::id) : null;
        KaryLoads loads = o.has(LOADS) ? choice(o, LOADS, KaryLoads.values(), KaryLoads::id) : null;
        if (loads != null && schedule != KaryPolicy.MULTI_INSTALLMENT) {
            throw new InvalidScenarioException(o.path(LOADS), "applies to schedule \"multi-installment\" only, got "
                    + "schedule \"" + (schedule == null ? KaryPolicy.SEQUENTIAL : schedule).id() + "\"");
        }
        Integer installments = o.has(INSTALLMENTS) ? installments(o) : null;
        Double budget = o.has(BUDGET) ? o.number(BUDGET, JsonFields.Sign.NON_NEGATIVE) : null;
        Double deadline = o.has(DEADLINE) ? o.number(DEADLINE, JsonFields.Sign.POSITIVE) : null;
        Boolean whileReceiving = o.has(COMPUTE_WHILE_RECEIVING) ? o.bool(COMPUTE_WHILE_RECEIVING) : null;
        return new Strategy(ports, order, layers, routing, schedule, computes, collect, loads, installments, budget,
                deadline, whileReceiving);
    }

    private static int installments(JsonFields o) {
        int n = o.integer(INSTALLMENTS);
        if (n < 1) {
            throw new InvalidScenarioException(o.path(INSTALLMENTS), "must be an integer ≥ 1, got " + n);
        }
        return n;
    }

    private static <E> E choice(JsonFields o, String key, E[] values, Function<E, String> id) {
        JsonNode v = o.get(key);
        List<String> names = Stream.of(values).map(id).collect(Collectors.toList());
        if (v.isTextual()) {
            for (E e : values) {
                if (id.apply(e).equals(v.textValue())) {
                    return e;
                }
            }
        }
        throw new InvalidScenarioException(o.path(key), "must be one of \"" + String.join("\", \"", names) + "\", got "
                + JsonFields.shown(v));
    }

    private static ActivationOrder order(JsonFields o, Network network) {
        JsonNode v = o.get(ORDER);
        String path = o.path(ORDER);
        if (v.isTextual()) {
            for (ActivationOrder rule : List.of(ActivationOrder.GIVEN, ActivationOrder.OPTIMAL, ActivationOrder.HEURISTIC)) {
                if (rule.rule().id().equals(v.textValue())) {
                    return rule;
                }
            }
        }
        if (!v.isArray()) {
            throw new InvalidScenarioException(path,
                    "must be a list of processor ids or one of \"given\", \"optimal\", \"heuristic\", got " + JsonFields.shown(v));
        }
        List<Integer> ids = JsonFields.integers(v, path);
        if (ids.isEmpty()) {
            throw new InvalidScenarioException(path, "an explicit order lists at least one processor id, got []");
        }
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < ids.size(); i++) {
            int id = ids.get(i);
            String at = JsonFields.element(path, i);
            if (id < 0 || id >= network.processorCount() || id == network.originator()) {
                throw new InvalidScenarioException(at, "must be a processor id in 0.." + (network.processorCount() - 1)
                        + " other than the originator " + network.originator() + ", got " + id);
            }
            if (!seen.add(id)) {
                throw new InvalidScenarioException(at, "processor " + id + " is listed twice");
            }
        }
        return ActivationOrder.explicit(ids);
    }

    /** The strategy object, or null when every choice is the default (nothing to write). */
    static ObjectNode write(Strategy s) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        if (s.ports() != null) {
            o.put(PORTS, s.ports().id());
        }
        if (s.order() != null) {
            if (s.order().rule() == ActivationOrder.Rule.EXPLICIT) {
                ArrayNode ids = o.putArray(ORDER);
                s.order().ids().forEach(ids::add);
            } else {
                o.put(ORDER, s.order().rule().id());
            }
        }
        if (s.layers() != null) {
            o.put(LAYERS, s.layers().id());
        }
        if (s.routing() != null) {
            o.put(ROUTING, s.routing().id());
        }
        if (s.schedule() != null) {
            o.put(SCHEDULE, s.schedule().id());
        }
        if (s.collect() != null) {
            o.put(COLLECT, s.collect().id());
        }
        if (s.loads() != null) {
            o.put(LOADS, s.loads().id());
        }
        if (s.installments() != null) {
            o.put(INSTALLMENTS, s.installments().intValue());
        }
        if (!s.originatorComputes()) {
            o.put(ORIGINATOR_COMPUTES, false);
        }
        if (s.budget() != null) {
            o.put(BUDGET, s.budget().doubleValue());
        }
        if (s.deadline() != null) {
            o.put(DEADLINE, s.deadline().doubleValue());
        }
        if (s.computeWhileReceiving() != null) {
            o.put(COMPUTE_WHILE_RECEIVING, s.computeWhileReceiving().booleanValue());
        }
        return o.isEmpty() ? null : o;
    }
}
