package org.dltexplorer.core.model;

import java.util.AbstractList;
import java.util.List;

/** A star: originator 0 and workers {@code 1..m}; link {@code i} joins 0 and {@code i} (Błażewicz & Drozdowski 1997, §3, Drozdowski & Wolniewicz (2003), §2). */
public record Star(int workers) implements Network {

    public Star {
        InvalidScenarioException.require(workers >= 1, "workers", "must be >= 1, got " + workers);
    }

    @Override
    public NetworkKind kind() {
        return NetworkKind.STAR;
    }

    @Override
    public long processorCount() {
        return workers + 1L;
    }

    @Override
    public int originator() {
        return 0;
    }

    @Override
    public boolean hasLink(int id) {
        return id >= 1 && id <= workers;
    }

    @Override
    public List<Edge> edges() {
        return new AbstractList<>() {
            @Override
            public Edge get(int i) {
                return new Edge(i + 1, 0, i + 1);
            }

            @Override
            public int size() {
                return workers;
            }
        };
    }

    @Override
    public int linkBetween(int u, int v) {
        if (u == 0 && v >= 1 && v <= workers) {
            return v;
        }
        if (v == 0 && u >= 1 && u <= workers) {
            return u;
        }
        return -1;
    }
}
