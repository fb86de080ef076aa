package org.dltexplorer.core.model;

import java.util.AbstractList;
import java.util.List;

/**
 * A ring {@code 0..N-1}; link {@code i} joins {@code i} and {@code (i+1) mod N}; the originator is 0
 * (Błażewicz & Drozdowski 1997, §2.3).
 */
public record Loop(int processors) implements Network {

    public Loop {
        InvalidScenarioException.require(processors >= 3, "processors", "a loop needs >= 3 processors, got " + processors);
    }

    @Override
    public NetworkKind kind() {
        return NetworkKind.LOOP;
    }

    @Override
    public long processorCount() {
        return processors;
    }

    @Override
    public int originator() {
        return 0;
    }

    @Override
    public boolean hasLink(int id) {
        return id >= 0 && id < processors;
    }

    @Override
    public List<Edge> edges() {
        return new AbstractList<>() {
            @Override
            public Edge get(int i) {
                return new Edge(i, i, (i + 1) % processors);
            }

            @Override
            public int size() {
                return processors;
            }
        };
    }

    @Override
    public int linkBetween(int u, int v) {
        if (u < 0 || v < 0 || u >= processors || v >= processors) {
            return -1;
        }
        if ((u + 1) % processors == v) {
            return u;
        }
        if ((v + 1) % processors == u) {
            return v;
        }
        return -1;
    }
}
