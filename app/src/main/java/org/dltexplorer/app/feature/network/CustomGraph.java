package org.dltexplorer.app.feature.network;

import java.util.ArrayList;
import java.util.List;

import org.dltexplorer.core.model.Edge;
import org.dltexplorer.core.model.Graph;

/**
 * A graph being drawn by the user: nodes with positions in the unit square, undirected edges, an originator.
 * Immutable; every edit returns a new value so undo and change listeners stay simple. Deleting a node renumbers
 * the later ones (ids stay 0..n-1 as the scenario format requires).
 */
public record CustomGraph(List<double[]> positions, List<int[]> edges, int originator) {

    public CustomGraph {
        positions = positions.stream().map(double[]::clone).toList();
        edges = edges.stream().map(int[]::clone).toList();
    }

    /** A small starter: four nodes in a diamond, originator 0. */
    public static CustomGraph starter() {
        return new CustomGraph(List.of(new double[] {0.2, 0.5}, new double[] {0.5, 0.2}, new double[] {0.5, 0.8},
                new double[] {0.8, 0.5}), List.of(new int[] {0, 1}, new int[] {0, 2}, new int[] {1, 3}, new int[] {2, 3}), 0);
    }

    public int size() {
        return positions.size();
    }

    public CustomGraph addNode(double x, double y) {
        List<double[]> p = new ArrayList<>(positions);
        p.add(new double[] {clamp(x), clamp(y)});
        return new CustomGraph(p, edges, originator);
    }

    public CustomGraph moveNode(int id, double x, double y) {
        List<double[]> p = new ArrayList<>(positions);
        p.set(id, new double[] {clamp(x), clamp(y)});
        return new CustomGraph(p, edges, originator);
    }

    public CustomGraph deleteNode(int id) {
        if (size() <= 1) {
            return this;
        }
        List<double[]> p = new ArrayList<>(positions);
        p.remove(id);
        List<int[]> e = new ArrayList<>();
        for (int[] ed : edges) {
            if (ed[0] != id && ed[1] != id) {
                e.add(new int[] {shift(ed[0], id), shift(ed[1], id)});
            }
        }
        int o = originator == id ? 0 : shift(originator, id);
        return new CustomGraph(p, e, o);
    }

    private static int shift(int v, int removed) {
        return v > removed ? v - 1 : v;
    }

    public boolean connected(int u, int v) {
        return indexOfEdge(u, v) >= 0;
    }

    private int indexOfEdge(int u, int v) {
        for (int i = 0; i < edges.size(); i++) {
            int[] e = edges.get(i);
            if ((e[0] == u && e[1] == v) || (e[0] == v && e[1] == u)) {
                return i;
            }
        }
        return -1;
    }

    /** Connects {@code u} and {@code v}, or disconnects them when already connected. */
    public CustomGraph toggleEdge(int u, int v) {
        if (u == v) {
            return this;
        }
        List<int[]> e = new ArrayList<>(edges);
        int i = indexOfEdge(u, v);
        if (i >= 0) {
            e.remove(i);
        } else {
            e.add(new int[] {u, v});
        }
        return new CustomGraph(positions, e, originator);
    }

    public CustomGraph withOriginator(int id) {
        return new CustomGraph(positions, edges, id);
    }

    /** The core network; throws {@link org.dltexplorer.core.model.InvalidScenarioException} when disconnected. */
    public Graph toGraph() {
        List<Edge> list = new ArrayList<>();
        for (int[] e : edges) {
            list.add(new Edge(list.size(), e[0], e[1]));
        }
        return new Graph(size(), list, originator);
    }

    private static double clamp(double v) {
        return Math.max(0.03, Math.min(0.97, v));
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof CustomGraph g) || g.originator != originator || g.size() != size() || g.edges.size() != edges.size()) {
            return false;
        }
        for (int i = 0; i < size(); i++) {
            if (!java.util.Arrays.equals(positions.get(i), g.positions.get(i))) {
                return false;
            }
        }
        for (int i = 0; i < edges.size(); i++) {
            if (!java.util.Arrays.equals(edges.get(i), g.edges.get(i))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return size() * 31 + edges.size() * 7 + originator;
    }
}
