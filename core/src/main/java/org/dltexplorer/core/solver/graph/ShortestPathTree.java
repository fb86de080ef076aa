package org.dltexplorer.core.solver.graph;

import java.util.Arrays;

/**
 * Dijkstra's shortest-path tree over primitive arrays: adjacency in compressed rows, a binary heap of
 * (distance, node) entries with lazy deletion. JGraphT's Dijkstra, used before, kept every vertex, edge and
 * distance boxed in hash maps and took 2–3 s on a random sparse graph of 10^5 nodes (more than the rest of the
 * solve); this takes milliseconds. Deterministic: nodes leave the heap by distance, then by number, and a node's
 * parent changes only for a strictly shorter route, the links being scanned in the order they are listed.
 */
final class ShortestPathTree {

    private ShortestPathTree() {
    }

    /**
     * The shortest-path tree from {@code root}.
     *
     * @param n number of nodes
     * @param u one end of each link
     * @param v the other end
     * @param weight non-negative length of each link
     * @param root the source
     * @return for each node the index of the link it is reached by, -1 for the root and unreachable nodes
     */
    static int[] from(int n, int[] u, int[] v, double[] weight, int root) {
        int m = u.length;
        int[] start = new int[n + 1];
        for (int k = 0; k < m; k++) {
            start[u[k] + 1]++;
            start[v[k] + 1]++;
        }
        for (int i = 0; i < n; i++) {
            start[i + 1] += start[i];
        }
        int[] fill = Arrays.copyOf(start, n);
        int[] incident = new int[2 * m];
        for (int k = 0; k < m; k++) {
            incident[fill[u[k]]++] = k;
            incident[fill[v[k]]++] = k;
        }
        double[] dist = new double[n];
        Arrays.fill(dist, Double.POSITIVE_INFINITY);
        int[] via = new int[n];
        Arrays.fill(via, -1);
        boolean[] done = new boolean[n];
        Heap heap = new Heap(2 * m + 1);
        dist[root] = 0;
        heap.push(0, root);
        while (!heap.isEmpty()) {
            int x = heap.popNode();
            if (done[x]) {
                continue;
            }
            done[x] = true;
            for (int p = start[x]; p < start[x + 1]; p++) {
                int k = incident[p];
                int y = u[k] == x ? v[k] : u[k];
                double d = dist[x] + weight[k];
                if (!done[y] && d < dist[y]) {
                    dist[y] = d;
                    via[y] = k;
                    heap.push(d, y);
                }
            }
        }
        return via;
    }

    /** A binary min-heap of (key, node), ties broken by the smaller node. */
    private static final class Heap {
        private final double[] key;
        private final int[] node;
        private int size;

        Heap(int capacity) {
            key = new double[capacity];
            node = new int[capacity];
        }

        boolean isEmpty() {
            return size == 0;
        }

        void push(double k, int x) {
            int i = size++;
            while (i > 0) {
                int p = (i - 1) >>> 1;
                if (!less(k, x, key[p], node[p])) {
                    break;
                }
                key[i] = key[p];
                node[i] = node[p];
                i = p;
            }
            key[i] = k;
            node[i] = x;
        }

        int popNode() {
            int top = node[0];
            size--;
            double k = key[size];
            int x = node[size];
            int i = 0;
            while (true) {
                int c = 2 * i + 1;
                if (c >= size) {
                    break;
                }
                if (c + 1 < size && less(key[c + 1], node[c + 1], key[c], node[c])) {
                    c++;
                }
                if (!less(key[c], node[c], k, x)) {
                    break;
                }
                key[i] = key[c];
                node[i] = node[c];
                i = c;
            }
            key[i] = k;
            node[i] = x;
            return top;
        }

        private static boolean less(double k1, int x1, double k2, int x2) {
            return k1 < k2 || k1 == k2 && x1 < x2;
        }
    }
}
