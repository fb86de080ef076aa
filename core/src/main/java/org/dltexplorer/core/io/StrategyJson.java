package org.dltexplorer.core.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.List;
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
import org.dltexplorer.core.model.StrategyKey;

/**
 * The {@code strategy} object. Each key applies to some network kinds only; a key given for another kind is an
 * error rather than silently ignored, since the user evidently expected it to change the schedule.
 */
final class StrategyJson {

    static final String PATH = "strategy";

    private StrategyJson() {
    }

    static Strategy read(JsonNode node, Network network) {
        JsonFields o = JsonFields.of(node, PATH);
        NetworkKind kind = network.kind();
        o.allowOnly(Stream.of(StrategyKey.values()).map(StrategyKey::id).toList(), "");
        if (o.has(StrategyKey.PORTS.id()) && kind == NetworkKind.KARY_TREE) {
            // the K-ary tree's ports are fixed by Ko & Robertazzi (2003); what the paper leaves open is "collect"
            throw new InvalidScenarioException(o.path(StrategyKey.PORTS.id()), "does not apply to a kary-tree network: "
                    + "each node has one port to its parent and one to its children; to let a node collect reports "
                    + "while it still sends, set \"collect\": \"while-sending\"");
        }
        for (StrategyKey key : StrategyKey.values()) {
            if (o.has(key.id()) && !key.appliesTo(kind)) {
                throw new InvalidScenarioException(o.path(key.id()), "does not apply to a " + kind.id()
                        + " network (it applies to: " + key.kinds().stream().map(NetworkKind::id)
                                .collect(Collectors.joining(", ")) + ")");
            }
        }
        Ports ports = choice(o, StrategyKey.PORTS, Ports.values(), Ports::id);
        ActivationOrder order = o.has(StrategyKey.ORDER.id()) ? order(o, network) : null;
        LayerOrder layers = choice(o, StrategyKey.LAYERS, LayerOrder.values(), LayerOrder::id);
        Routing routing = choice(o, StrategyKey.ROUTING, Routing.values(), Routing::id);
        KaryPolicy schedule = choice(o, StrategyKey.SCHEDULE, KaryPolicy.values(), KaryPolicy::id);
        String computesKey = StrategyKey.ORIGINATOR_COMPUTES.id();
        boolean computes = !o.has(computesKey) || o.bool(computesKey);
        Collect collect = choice(o, StrategyKey.COLLECT, Collect.values(), Collect::id);
        KaryLoads loads = choice(o, StrategyKey.LOADS, KaryLoads.values(), KaryLoads::id);
        if (loads != null && schedule != KaryPolicy.MULTI_INSTALLMENT) {
            throw new InvalidScenarioException(o.path(StrategyKey.LOADS.id()),
                    "applies to schedule \"multi-installment\" only, got schedule \""
                            + (schedule == null ? KaryPolicy.SEQUENTIAL : schedule).id() + "\"");
        }
        Integer installments = o.has(StrategyKey.INSTALLMENTS.id()) ? installments(o) : null;
        String budgetKey = StrategyKey.BUDGET.id();
        Double budget = o.has(budgetKey) ? o.number(budgetKey, JsonFields.Sign.NON_NEGATIVE) : null;
        String deadlineKey = StrategyKey.DEADLINE.id();
        Double deadline = o.has(deadlineKey) ? o.number(deadlineKey, JsonFields.Sign.POSITIVE) : null;
        String whileKey = StrategyKey.COMPUTE_WHILE_RECEIVING.id();
        Boolean whileReceiving = o.has(whileKey) ? o.bool(whileKey) : null;
        return new Strategy(ports, order, layers, routing, schedule, computes, collect, loads, installments, budget,
                deadline, whileReceiving);
    }

    private static int installments(JsonFields o) {
        int n = o.integer(StrategyKey.INSTALLMENTS.id());
        if (n < 1) {
            throw new InvalidScenarioException(o.path(StrategyKey.INSTALLMENTS.id()), "must be an integer ≥ 1, got "
                    + n);
        }
        return n;
    }

    /** The value of {@code key} among {@code values}, or null when the key is not given. */
    private static <E> E choice(JsonFields o, StrategyKey key, E[] values, Function<E, String> id) {
        if (!o.has(key.id())) {
            return null;
        }
        JsonNode v = o.get(key.id());
        List<String> names = Stream.of(values).map(id).collect(Collectors.toList());
        if (v.isTextual()) {
            for (E e : values) {
                if (id.apply(e).equals(v.textValue())) {
                    return e;
                }
            }
        }
        throw new InvalidScenarioException(o.path(key.id()), "must be one of \"" + String.join("\", \"", names)
                + "\", got " + JsonFields.shown(v));
    }

    private static ActivationOrder order(JsonFields o, Network network) {
        JsonNode v = o.get(StrategyKey.ORDER.id());
        String path = o.path(StrategyKey.ORDER.id());
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

    /**
     * The strategy object, or null when nothing is to be written: only the keys that apply to {@code kind}
     * (a key of another kind would make the file unreadable) and were given.
     */
    static ObjectNode write(Strategy s, NetworkKind kind) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        for (StrategyKey key : StrategyKey.values()) {
            if (key.appliesTo(kind)) {
                put(o, key, s);
            }
        }
        return o.isEmpty() ? null : o;
    }

    private static void put(ObjectNode o, StrategyKey key, Strategy s) {
        String k = key.id();
        switch (key) {
            case PORTS -> {
                if (s.ports() != null) {
                    o.put(k, s.ports().id());
                }
            }
            case ORDER -> {
                if (s.order() != null && s.order().rule() == ActivationOrder.Rule.EXPLICIT) {
                    ArrayNode ids = o.putArray(k);
                    s.order().ids().forEach(ids::add);
                } else if (s.order() != null) {
                    o.put(k, s.order().rule().id());
                }
            }
            case LAYERS -> {
                if (s.layers() != null) {
                    o.put(k, s.layers().id());
                }
            }
            case ROUTING -> {
                if (s.routing() != null) {
                    o.put(k, s.routing().id());
                }
            }
            case SCHEDULE -> {
                if (s.schedule() != null) {
                    o.put(k, s.schedule().id());
                }
            }
            case COLLECT -> {
                if (s.collect() != null) {
                    o.put(k, s.collect().id());
                }
            }
            case LOADS -> {
                if (s.loads() != null) {
                    o.put(k, s.loads().id());
                }
            }
            case INSTALLMENTS -> {
                if (s.installments() != null) {
                    o.put(k, s.installments().intValue());
                }
            }
            case ORIGINATOR_COMPUTES -> {
                if (!s.originatorComputes()) {
                    o.put(k, false);
                }
            }
            case BUDGET -> {
                if (s.budget() != null) {
                    o.put(k, s.budget().doubleValue());
                }
            }
            case DEADLINE -> {
                if (s.deadline() != null) {
                    o.put(k, s.deadline().doubleValue());
                }
            }
            case COMPUTE_WHILE_RECEIVING -> {
                if (s.computeWhileReceiving() != null) {
                    o.put(k, s.computeWhileReceiving().booleanValue());
                }
            }
        }
    }
}
