package org.dltexplorer.core.model;

import java.util.AbstractList;
import java.util.List;

/**
 * A chain of processors {@code 0..N-1}; link {@code i} joins {@code i} and {@code i+1} (Błażewicz & Drozdowski 1997, §2.1–2.2).
 *
 * @param processors N
 * @param originator index of the processor holding the load (an end or inside)
 */
public record Chain(int processors, int originator) implements Network {

    public Chain {
        InvalidScenarioException.require(processors >= 1, "processors", "must be >= 1, got " + processors);
        InvalidScenarioException.require(originator >= 0 && originator < processors, "originator",
                "must be in 0.." + (processors - 1) + ", got " + originator);
    }

    @Override
    public NetworkKind kind() {
        return NetworkKind.CHAIN;
    }

    @Override
    public long processorCount() {
        return processors;
    }

    @Override
    public boolean hasLink(int id) {
        return id >= 0 && id < processors - 1;
    }

    @Override
    public List<Edge> edges() {
        return new AbstractList<>() {
            @Override
            public Edge get(int i) {
                return new Edge(i, i, i + 1);
            }

            @Override
            public int size() {
                return processors - 1;
            }
        };
    }

    @Override
    public int linkBetween(int u, int v) {
        return Math.abs(u - v) == 1 && Math.min(u, v) >= 0 && Math.max(u, v) < processors ? Math.min(u, v) : -1;
    }
}
