package org.dltexplorer.core.model;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;

/**
 * A rooted tree given by parent indices; processor 0 is the root and originator, link {@code i} joins
 * {@code parent[i]} and {@code i} (Błażewicz & Drozdowski 1997, §3, eq. (6)).
 */
public record Tree(int[] parent) implements Network {

    public Tree {
        InvalidScenarioException.require(parent != null && parent.length >= 1, "parent", "must list at least the root");
        parent = parent.clone();
        int n = parent.length;
        InvalidScenarioException.require(parent[0] == -1, "parent[0]", "the root 0 must have parent -1, got " + parent[0]);
        for (int i = 1; i < n; i++) {
            InvalidScenarioException.require(parent[i] >= 0 && parent[i] < n && parent[i] != i, "parent[" + i + "]",
                    "must be a processor index in 0.." + (n - 1) + " other than " + i + ", got " + parent[i]);
        }
        // every processor must reach the root: walk up with a visit stamp, linear overall
        byte[] state = new byte[n]; // 0 unknown, 1 on the current walk, 2 reaches the root
        state[0] = 2;
        int[] walk = new int[n];
        for (int i = 1; i < n; i++) {
            int len = 0;
            int v = i;
            while (state[v] == 0) {
                state[v] = 1;
                walk[len++] = v;
                v = parent[v];
            }
            InvalidScenarioException.require(state[v] == 2, "parent[" + v + "]",
                    "the parents form a cycle through processor " + v + " (it never reaches the root 0)");
            for (int j = 0; j < len; j++) {
                state[walk[j]] = 2;
            }
        }
    }

    @Override
    public int[] parent() {
        return parent.clone();
    }

    public int size() {
        return parent.length;
    }

    public int parentOf(int i) {
        return parent[i];
    }

    /** Children lists, for solvers walking the tree top-down. */
    public int[][] children() {
        return childrenOf(parent);
    }

    /**
     * Children lists of a parent array that may describe a forest: entries of -1 are roots (the originator, or
     * processors a schedule's distribution tree leaves out).
     */
    public static int[][] childrenOf(int[] parent) {
        int n = parent.length;
        int[] count = new int[n];
        for (int i = 0; i < n; i++) {
            if (parent[i] >= 0) {
                count[parent[i]]++;
            }
        }
        int[][] children = new int[n][];
        for (int i = 0; i < n; i++) {
            children[i] = new int[count[i]];
        }
        int[] fill = new int[n];
        for (int i = 0; i < n; i++) {
            if (parent[i] >= 0) {
                children[parent[i]][fill[parent[i]]++] = i;
            }
        }
        return children;
    }

    @Override
    public NetworkKind kind() {
        return NetworkKind.TREE;
    }

    @Override
    public long processorCount() {
        return parent.length;
    }

    @Override
    public int originator() {
        return 0;
    }

    @Override
    public boolean hasLink(int id) {
        return id >= 1 && id < parent.length;
    }

    @Override
    public List<Edge> edges() {
        return new AbstractList<>() {
            @Override
            public Edge get(int i) {
                return new Edge(i + 1, parent[i + 1], i + 1);
            }

            @Override
            public int size() {
                return parent.length - 1;
            }
        };
    }

    @Override
    public int linkBetween(int u, int v) {
        if (v > 0 && v < parent.length && parent[v] == u) {
            return v;
        }
        if (u > 0 && u < parent.length && parent[u] == v) {
            return u;
        }
        return -1;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Tree t && Arrays.equals(parent, t.parent);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parent);
    }

    @Override
    public String toString() {
        return "Tree" + Arrays.toString(parent);
    }
}
