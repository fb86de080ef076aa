package org.dltexplorer.core.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Originator 0 transmitting on several buses; bus {@code i} (link {@code i}) serves the listed workers
 * (Błażewicz & Drozdowski 1997, §4, "basic organisation": each worker listens to one bus, one worker per bus at a time).
 *
 * @param buses for each bus, the ids of the workers on it; workers are {@code 1..m}, each on exactly one bus
 */
public record Bus(List<List<Integer>> buses) implements Network {

    public Bus {
        InvalidScenarioException.require(buses != null && !buses.isEmpty(), "buses", "must list at least one bus");
        buses = buses.stream().map(List::copyOf).toList();
        int m = buses.stream().mapToInt(List::size).sum();
        boolean[] seen = new boolean[m + 1];
        for (int b = 0; b < buses.size(); b++) {
            List<Integer> bus = buses.get(b);
            for (int j = 0; j < bus.size(); j++) {
                int w = bus.get(j);
                String path = "buses[" + b + "][" + j + "]";
                InvalidScenarioException.require(w >= 1 && w <= m, path,
                        "worker ids must be 1.." + m + " (one per worker), got " + w);
                InvalidScenarioException.require(!seen[w], path, "worker " + w + " is on two buses");
                seen[w] = true;
            }
        }
    }

    @Override
    public NetworkKind kind() {
        return NetworkKind.BUS;
    }

    public int workers() {
        return buses.stream().mapToInt(List::size).sum();
    }

    @Override
    public long processorCount() {
        return workers() + 1L;
    }

    @Override
    public int originator() {
        return 0;
    }

    @Override
    public boolean hasLink(int id) {
        return id >= 0 && id < buses.size();
    }

    /** The bus worker {@code w} listens to, or -1. */
    public int busOf(int w) {
        for (int b = 0; b < buses.size(); b++) {
            if (buses.get(b).contains(w)) {
                return b;
            }
        }
        return -1;
    }

    @Override
    public List<Edge> edges() {
        List<Edge> edges = new ArrayList<>();
        for (int b = 0; b < buses.size(); b++) {
            for (int w : buses.get(b)) {
                edges.add(new Edge(b, 0, w));
            }
        }
        return edges;
    }

    @Override
    public int linkBetween(int u, int v) {
        if (u == 0 && v != 0) {
            return busOf(v);
        }
        if (v == 0 && u != 0) {
            return busOf(u);
        }
        return -1;
    }
}
