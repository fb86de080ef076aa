package org.dltexplorer.core.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * The keys of a scenario's {@code strategy} object: which network kinds each applies to and its default there. The
 * one table of it, read by the scenario reader (a key given for another kind is an error), the writer (only keys that
 * apply are written), the parameters panel (which choices it shows) and the strategy table of
 * {@code docs/scenario-format.md} (checked against it by a test). Declared in the order keys are written.
 */
public enum StrategyKey {
    PORTS("ports", EnumSet.of(NetworkKind.CHAIN, NetworkKind.LOOP, NetworkKind.STAR, NetworkKind.BUS, NetworkKind.TREE,
            NetworkKind.GRAPH)),
    ORDER("order", EnumSet.of(NetworkKind.STAR, NetworkKind.BUS, NetworkKind.TREE, NetworkKind.GRAPH)),
    LAYERS("layers", EnumSet.of(NetworkKind.HYPERCUBE, NetworkKind.TORUS2D, NetworkKind.MESH)),
    ROUTING("routing", EnumSet.of(NetworkKind.HYPERCUBE)),
    SCHEDULE("schedule", EnumSet.of(NetworkKind.KARY_TREE)),
    COLLECT("collect", EnumSet.of(NetworkKind.KARY_TREE)),
    /** Under {@code schedule: "multi-installment"} only (the reader says so). */
    LOADS("loads", EnumSet.of(NetworkKind.KARY_TREE)),
    INSTALLMENTS("installments", EnumSet.of(NetworkKind.STAR)),
    ORIGINATOR_COMPUTES("originatorComputes", EnumSet.allOf(NetworkKind.class)),
    /** Beyond the papers: the most money the computation may cost; none by default. */
    BUDGET("budget", EnumSet.of(NetworkKind.STAR)),
    /** Beyond the papers: the most load finished by this time; none by default (the scenario then has no load). */
    DEADLINE("deadline", EnumSet.of(NetworkKind.STAR)),
    /** Beyond the papers: whether a worker computes while it receives (with installments). */
    COMPUTE_WHILE_RECEIVING("computeWhileReceiving", EnumSet.of(NetworkKind.STAR));

    private final String id;
    private final Set<NetworkKind> kinds;

    StrategyKey(String id, Set<NetworkKind> kinds) {
        this.id = id;
        this.kinds = Collections.unmodifiableSet(kinds);
    }

    /** The key's name in files. */
    public String id() {
        return id;
    }

    /** The network kinds the key applies to. */
    public Set<NetworkKind> kinds() {
        return kinds;
    }

    public boolean appliesTo(NetworkKind kind) {
        return kinds.contains(kind);
    }

    /** The value in effect for {@code kind} when the key is not given, as written in files. */
    public String defaultFor(NetworkKind kind) {
        Strategy d = Strategy.DEFAULT;
        return switch (this) {
            case PORTS -> d.portsFor(kind).id();
            case ORDER -> d.orderOrDefault().rule().id();
            case LAYERS -> d.layersOrDefault().id();
            case ROUTING -> d.routingOrDefault().id();
            case SCHEDULE -> d.scheduleOrDefault().id();
            case COLLECT -> d.collectOrDefault().id();
            case LOADS -> d.loadsOrDefault().id();
            case INSTALLMENTS -> Integer.toString(d.installmentsOrDefault());
            case ORIGINATOR_COMPUTES -> Boolean.toString(d.originatorComputes());
            case BUDGET, DEADLINE -> "none";
            case COMPUTE_WHILE_RECEIVING -> Boolean.toString(d.computeWhileReceivingOrDefault());
        };
    }

    public static Optional<StrategyKey> fromId(String id) {
        return Arrays.stream(values()).filter(k -> k.id.equals(id)).findFirst();
    }
}
