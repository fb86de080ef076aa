package org.dltexplorer.core.schedule;

import org.dltexplorer.core.model.Collect;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;

/**
 * What the {@link ScheduleValidator} needs to know about communication in a scenario: the link between two
 * nodes (processors, or layer representatives in layered schedules), how many messages a node may send or receive
 * at once, and which messages share a medium.
 */
public interface CommunicationModel {

    /** Parameters of the link a message from {@code from} to {@code to} uses, or null when they may not talk. */
    LinkParams link(int from, int to);

    /**
     * How many messages a node may send at once (load sends plus result collections, or load sends alone when
     * {@link #collectsApart} holds).
     */
    int sendPorts(int node);

    /**
     * Whether a node collects results on a port of its own, apart from its sends (at most {@link #sendPorts} at
     * once there too): a K-ary tree with {@code collect = "while-sending"}.
     */
    default boolean collectsApart(int node) {
        return false;
    }

    /**
     * Whether a node may start collecting results only once its last send has ended: a K-ary tree with
     * {@code collect = "after-sends"} (the reading of Ko & Robertazzi's (2003) tables).
     */
    default boolean collectsAfterSends(int node) {
        return false;
    }

    /** How many messages a node may receive at once (load receptions plus result returns it sends). */
    int receivePorts(int node);

    /** {@link #medium} of a message that shares no medium with others. */
    int NO_MEDIUM = -1;

    /**
     * The medium a message between {@code u} and {@code v} occupies (a link id); messages with equal media never
     * overlap. {@link #NO_MEDIUM} when no such rule applies.
     */
    int medium(int u, int v);

    /** The model of a per-processor schedule of {@code scenario}. */
    static CommunicationModel explicit(Scenario scenario) {
        return explicit(scenario, scenario.network());
    }

    /**
     * The model of a per-processor schedule of {@code scenario} run on {@code network}, a reshaping of the scenario's
     * network with the same processor and link ids (a searched bus assignment): who talks to whom comes from
     * {@code network}, the link parameters from the scenario.
     */
    static CommunicationModel explicit(Scenario scenario, Network network) {
        boolean onePort = scenario.strategy().portsFor(network.kind()) == Ports.ONE;
        boolean bus = network.kind() == NetworkKind.BUS;
        boolean kary = network.kind() == NetworkKind.KARY_TREE;
        boolean whileSending = kary && scenario.strategy().collectOrDefault() == Collect.WHILE_SENDING;
        return new CommunicationModel() {
            @Override
            public boolean collectsApart(int node) {
                return whileSending;
            }

            @Override
            public boolean collectsAfterSends(int node) {
                return kary && !whileSending;
            }

            @Override
            public LinkParams link(int from, int to) {
                int id = network.linkBetween(from, to);
                return id < 0 ? null : scenario.link(id);
            }

            @Override
            public int sendPorts(int node) {
                // the bus originator transmits on all buses at once (Błażewicz & Drozdowski 1997, §4); "one" then means one worker per bus
                return onePort && !bus ? 1 : Integer.MAX_VALUE;
            }

            @Override
            public int receivePorts(int node) {
                return onePort ? 1 : Integer.MAX_VALUE;
            }

            @Override
            public int medium(int u, int v) {
                int id = network.linkBetween(u, v);
                return id < 0 ? NO_MEDIUM : id;
            }
        };
    }

    /**
     * The model of a layered schedule of a homogeneous network: every message between representatives uses the
     * default link and may run in parallel with up to {@code ports} others from the same representative.
     */
    static CommunicationModel layered(Scenario scenario, int ports) {
        LinkParams link = scenario.linkDefault();
        return new CommunicationModel() {
            @Override
            public LinkParams link(int from, int to) {
                return link;
            }

            @Override
            public int sendPorts(int node) {
                return ports;
            }

            @Override
            public int receivePorts(int node) {
                return Integer.MAX_VALUE;
            }

            @Override
            public int medium(int u, int v) {
                return NO_MEDIUM;
            }
        };
    }

    /** How many links a message between two nodes crosses. */
    @FunctionalInterface
    interface HopCount {
        double hops(int from, int to);
    }

    /**
     * The layered model with store-and-forward routing: a message between representatives {@code u} and {@code v}
     * crosses {@code hops(u, v)} links and is stored at each, so it lasts {@code hops·(S + C x)} (results
     * {@code hops·(S + R x)}), as in Błażewicz et al. (1999), §5 ("the communication part multiplied by the number of links
     * passed"). Otherwise as {@link #layered(Scenario, int)}.
     */
    static CommunicationModel layered(Scenario scenario, int ports, HopCount hops) {
        CommunicationModel base = layered(scenario, ports);
        LinkParams link = scenario.linkDefault();
        return new CommunicationModel() {
            @Override
            public LinkParams link(int from, int to) {
                double h = hops.hops(from, to);
                return new LinkParams(h * link.S(), h * link.C(), h * link.R());
            }

            @Override
            public int sendPorts(int node) {
                return base.sendPorts(node);
            }

            @Override
            public int receivePorts(int node) {
                return base.receivePorts(node);
            }

            @Override
            public int medium(int u, int v) {
                return base.medium(u, v);
            }
        };
    }
}
