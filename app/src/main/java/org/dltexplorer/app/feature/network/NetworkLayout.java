package org.dltexplorer.app.feature.network;

import java.util.ArrayList;
import java.util.List;

import org.dltexplorer.core.analysis.ActivationPatterns;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Edge;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.model.Tree;

/**
 * Lays a network out for its kind: a line, a ring, a radial star, a layered tree, a hypercube projection, a torus
 * grid with wrap-around marks, a mesh grid, or the user's positions for a custom graph. Beyond
 * {@link #MAX_DRAWN} processors it switches to one band per layer, so drawing never depends on the network's size.
 */
public final class NetworkLayout {

    /** Largest number of processors drawn one by one. */
    public static final int MAX_DRAWN = 1024;

    private NetworkLayout() {
    }

    public static NetworkDrawing layout(Network network, CustomGraph custom) {
        if (network instanceof Chain c) {
            return line(c);
        }
        if (network instanceof Loop l) {
            return ring(l);
        }
        if (network instanceof Star s) {
            return star(s);
        }
        if (network instanceof Bus b) {
            return bus(b);
        }
        if (network instanceof Tree t) {
            return tree(t.parent(), "tree");
        }
        if (network instanceof KaryTree k) {
            if (k.processorCount() > MAX_DRAWN) {
                return aggregated(karyLevels(k), k.levels() + 1 + "-level " + k.arity() + "-ary tree, drawn by level");
            }
            int[] parent = new int[k.size()];
            for (int i = 0; i < parent.length; i++) {
                parent[i] = k.parentOf(i);
            }
            return tree(parent, k.arity() + "-ary tree of " + k.levels() + " levels");
        }
        if (network instanceof Hypercube h) {
            return hypercube(h);
        }
        if (network instanceof Torus2d t) {
            return torus(t);
        }
        if (network instanceof Mesh m) {
            return mesh(m);
        }
        if (network instanceof Graph g) {
            return graph(g, custom);
        }
        throw new IllegalArgumentException("no layout for " + network.kind().id());
    }

    private static NetworkDrawing line(Chain c) {
        int n = c.processors();
        List<NetworkDrawing.Node> nodes = new ArrayList<>(n);
        // long chains fold into rows so nodes stay visible
        int perRow = n <= 40 ? n : (int) Math.ceil(Math.sqrt(n * 4.0));
        int rows = (n + perRow - 1) / perRow;
        for (int i = 0; i < n; i++) {
            int row = i / perRow;
            int col = row % 2 == 0 ? i % perRow : perRow - 1 - i % perRow;
            nodes.add(new NetworkDrawing.Node(i, (col + 0.5) / perRow, (row + 0.5) / rows, -1));
        }
        return new NetworkDrawing(nodes, explicitLinks(c), false, List.of(),
                "chain of " + n + ", originator " + c.originator());
    }

    private static NetworkDrawing ring(Loop l) {
        int n = l.processors();
        List<NetworkDrawing.Node> nodes = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            double a = -Math.PI / 2 + 2 * Math.PI * i / n;
            nodes.add(new NetworkDrawing.Node(i, 0.5 + 0.4 * Math.cos(a), 0.5 + 0.4 * Math.sin(a), -1));
        }
        return new NetworkDrawing(nodes, explicitLinks(l), false, List.of(), "loop of " + n);
    }

    private static NetworkDrawing star(Star s) {
        int m = s.workers();
        List<NetworkDrawing.Node> nodes = new ArrayList<>(m + 1);
        nodes.add(new NetworkDrawing.Node(0, 0.5, 0.5, 0));
        for (int i = 1; i <= m; i++) {
            double a = -Math.PI / 2 + 2 * Math.PI * (i - 1) / m;
            nodes.add(new NetworkDrawing.Node(i, 0.5 + 0.4 * Math.cos(a), 0.5 + 0.4 * Math.sin(a), 1));
        }
        return new NetworkDrawing(nodes, explicitLinks(s), false, List.of(), "star: originator 0 and " + m + " workers");
    }

    private static NetworkDrawing bus(Bus b) {
        List<NetworkDrawing.Node> nodes = new ArrayList<>();
        int n = (int) b.processorCount();
        for (int i = 0; i < n; i++) {
            nodes.add(null);
        }
        nodes.set(0, new NetworkDrawing.Node(0, 0.08, 0.5, 0));
        int buses = b.buses().size();
        for (int k = 0; k < buses; k++) {
            List<Integer> ws = b.buses().get(k);
            double y = (k + 0.5) / buses;
            for (int j = 0; j < ws.size(); j++) {
                double x = 0.3 + 0.65 * (j + 0.5) / ws.size();
                nodes.set(ws.get(j), new NetworkDrawing.Node(ws.get(j), x, y, 1));
            }
        }
        return new NetworkDrawing(nodes, explicitLinks(b), false, List.of(), buses + " bus(es), " + (n - 1) + " workers");
    }

    /** Layered tree: depth down the page, leaves evenly spaced, parents centred over their children. */
    static NetworkDrawing tree(int[] parent, String caption) {
        int n = parent.length;
        int[][] children = org.dltexplorer.core.model.Tree.childrenOf(parent);
        int[] depth = new int[n];
        // iterative DFS for leaf order (deep trees must not overflow the stack)
        double[] x = new double[n];
        int maxDepth = 0;
        int leaves = 0;
        int[] order = new int[n];
        int len = 0;
        int[] stack = new int[n];
        int sp = 0;
        stack[sp++] = 0;
        while (sp > 0) {
            int v = stack[--sp];
            order[len++] = v;
            for (int j = children[v].length - 1; j >= 0; j--) {
                int c = children[v][j];
                depth[c] = depth[v] + 1;
                maxDepth = Math.max(maxDepth, depth[c]);
                stack[sp++] = c;
            }
        }
        for (int i = 0; i < len; i++) {
            if (children[order[i]].length == 0) {
                x[order[i]] = leaves++;
            }
        }
        for (int i = len - 1; i >= 0; i--) {
            int v = order[i];
            if (children[v].length > 0) {
                x[v] = (x[children[v][0]] + x[children[v][children[v].length - 1]]) / 2;
            }
        }
        List<NetworkDrawing.Node> nodes = new ArrayList<>(n);
        List<NetworkDrawing.Link> links = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            nodes.add(new NetworkDrawing.Node(i, (x[i] + 0.5) / Math.max(1, leaves), (depth[i] + 0.5) / (maxDepth + 1), depth[i]));
            if (i > 0) {
                links.add(new NetworkDrawing.Link(i, parent[i], i, false));
            }
        }
        return new NetworkDrawing(nodes, links, false, List.of(), caption);
    }

    private static List<Long> karyLevels(KaryTree k) {
        List<Long> counts = new ArrayList<>();
        for (int j = 0; j <= k.levels(); j++) {
            counts.add(k.levelSize(j));
        }
        return counts;
    }

    private static NetworkDrawing hypercube(Hypercube h) {
        int d = h.dimension();
        List<Long> layers = new ArrayList<>();
        long c = 1;
        for (int i = 0; i <= d; i++) {
            layers.add(c);
            c = c * (d - i) / (i + 1);
        }
        if (d > 8) {
            return aggregated(layers, "hypercube of dimension " + d + " (" + h.processorCount() + " processors), drawn by layer");
        }
        int n = 1 << d;
        // each bit moves a node along its own direction; the projection of a d-cube
        double[] vx = new double[d];
        double[] vy = new double[d];
        for (int b = 0; b < d; b++) {
            double a = Math.PI * b / Math.max(1, d) + 0.3;
            double len = 1.0 / (1 + b / 2);
            vx[b] = Math.cos(a) * len;
            vy[b] = Math.sin(a) * len;
        }
        double[] px = new double[n];
        double[] py = new double[n];
        double minX = 0, maxX = 0, minY = 0, maxY = 0;
        for (int u = 0; u < n; u++) {
            for (int b = 0; b < d; b++) {
                if ((u >> b & 1) == 1) {
                    px[u] += vx[b];
                    py[u] += vy[b];
                }
            }
            minX = Math.min(minX, px[u]);
            maxX = Math.max(maxX, px[u]);
            minY = Math.min(minY, py[u]);
            maxY = Math.max(maxY, py[u]);
        }
        double span = Math.max(1e-9, Math.max(maxX - minX, maxY - minY));
        List<NetworkDrawing.Node> nodes = new ArrayList<>(n);
        for (int u = 0; u < n; u++) {
            nodes.add(new NetworkDrawing.Node(u, 0.1 + 0.8 * (px[u] - minX) / span, 0.1 + 0.8 * (py[u] - minY) / span,
                    Integer.bitCount(u)));
        }
        List<NetworkDrawing.Link> links = new ArrayList<>();
        for (Edge e : h.edges()) {
            links.add(new NetworkDrawing.Link(-1, e.u(), e.v(), false));
        }
        return new NetworkDrawing(nodes, links, false, layers, "hypercube of dimension " + d + ", layer = distance from 0");
    }

    /** Layers of a (p+1)-nomial scattering: node x is in layer 1 + floor(log_{p+1} x); layer i has p(p+1)^(i-1). */
    static int nomialLayer(long id, int base) {
        int layer = 0;
        while (id > 0) {
            id /= base;
            layer++;
        }
        return layer;
    }

    private static List<Long> nomialCounts(int base, int layers) {
        List<Long> counts = new ArrayList<>();
        counts.add(1L);
        double c = base - 1.0;
        for (int i = 1; i <= layers; i++) {
            counts.add(c >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) c);
            c *= base;
        }
        return counts;
    }

    private static NetworkDrawing torus(Torus2d t) {
        // Peters–Syska scattering activates 4 new processors per active one per step: 2k layers (Błażewicz et al. 1999)
        List<Long> layers = nomialCounts(5, 2 * t.k());
        if (t.k() >= 3) {
            return aggregated(layers, "5^" + t.k() + " × 5^" + t.k() + " torus (" + String.format("%.3g", t.processorCountApprox())
                    + " processors), drawn by layer");
        }
        int side = (int) t.side();
        NetworkDrawing grid = grid(side, side, 5, true);
        return new NetworkDrawing(grid.nodes(), grid.links(), false, layers,
                side + "×" + side + " torus, wrap-around links marked at the border");
    }

    private static NetworkDrawing mesh(Mesh m) {
        List<Long> layers = nomialCounts(m.ports() + 1, m.layers());
        double n = m.processorCountApprox();
        if (n > MAX_DRAWN) {
            return aggregated(layers, m.dimensions() + "D mesh, " + String.format("%.4g", n) + " processors, drawn by layer");
        }
        if (m.ports() != 1 && m.ports() != 2 && m.ports() != 4) {
            return nomialGrid(m, layers, (int) Math.round(n));
        }
        // the scattering pattern's own grid, as the animation draws it (Drozdowski 2009, Fig. 7.5): the originator where
        // the pattern starts, every node in the layer that activates it
        GridPicture picture = new GridPicture(ActivationPatterns.mesh(m.ports(), m.layers(), m.dimensions()));
        List<NetworkDrawing.Node> nodes = new ArrayList<>(picture.size());
        for (int id = 0; id < picture.size(); id++) {
            int v = picture.patternNode(id);
            nodes.add(new NetworkDrawing.Node(id, picture.x(v), picture.y(v), picture.pattern().phaseOf()[v]));
        }
        List<NetworkDrawing.Link> links = new ArrayList<>();
        for (int[] l : picture.links()) {
            links.add(new NetworkDrawing.Link(-1, l[0], l[1], false));
        }
        String slices = m.dimensions() == 3 ? ", z-slices side by side" : "";
        return new NetworkDrawing(nodes, links, false, layers, m.dimensions() + "D mesh of " + picture.size() + " processors, "
                + m.ports() + " ports, " + m.layers() + " layers" + slices);
    }

    /** Ports without a drawn pattern: the box the (p+1)-nomial scattering fills, nodes in id order. */
    private static NetworkDrawing nomialGrid(Mesh m, List<Long> layers, int count) {
        // phase j multiplies axis (j−1) mod dims by p+1 (Drozdowski 2009, §7.2.3)
        int[] sides = new int[m.dimensions()];
        java.util.Arrays.fill(sides, 1);
        for (int j = 1; j <= m.layers(); j++) {
            sides[(j - 1) % m.dimensions()] *= m.ports() + 1;
        }
        int cols = m.dimensions() == 2 ? sides[0] : sides[0] * sides[2];
        NetworkDrawing grid = grid(cols, sides[1], m.ports() + 1, false);
        List<NetworkDrawing.Node> nodes = grid.nodes().subList(0, count);
        List<NetworkDrawing.Link> links = grid.links().stream().filter(l -> l.u() < count && l.v() < count).toList();
        return new NetworkDrawing(nodes, links, false, layers, m.dimensions() + "D mesh of " + count + " processors, "
                + m.ports() + " ports, " + m.layers() + " layers");
    }

    private static NetworkDrawing grid(int cols, int rows, int base, boolean wrap) {
        List<NetworkDrawing.Node> nodes = new ArrayList<>(cols * rows);
        List<NetworkDrawing.Link> links = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int id = r * cols + c;
                nodes.add(new NetworkDrawing.Node(id, 0.06 + 0.88 * (c + 0.5) / cols, 0.06 + 0.88 * (r + 0.5) / rows,
                        nomialLayer(id, base)));
                if (c + 1 < cols) {
                    links.add(new NetworkDrawing.Link(-1, id, id + 1, false));
                } else if (wrap) {
                    links.add(new NetworkDrawing.Link(-1, id, r * cols, true));
                }
                if (r + 1 < rows) {
                    links.add(new NetworkDrawing.Link(-1, id, id + cols, false));
                } else if (wrap) {
                    links.add(new NetworkDrawing.Link(-1, id, c, true));
                }
            }
        }
        return new NetworkDrawing(nodes, links, false, List.of(), "");
    }

    private static NetworkDrawing graph(Graph g, CustomGraph custom) {
        List<NetworkDrawing.Node> nodes = new ArrayList<>();
        for (int i = 0; i < g.nodes(); i++) {
            double[] p = custom != null && i < custom.size() ? custom.positions().get(i)
                    : new double[] {0.5 + 0.4 * Math.cos(2 * Math.PI * i / g.nodes()), 0.5 + 0.4 * Math.sin(2 * Math.PI * i / g.nodes())};
            nodes.add(new NetworkDrawing.Node(i, p[0], p[1], -1));
        }
        return new NetworkDrawing(nodes, explicitLinks(g), false, List.of(),
                "custom graph: " + g.nodes() + " nodes, " + g.edges().size() + " links, originator " + g.originator());
    }

    /** A custom graph as drawn, even while it is not a valid network yet (a node not connected so far). */
    public static NetworkDrawing custom(CustomGraph g) {
        List<NetworkDrawing.Node> nodes = new ArrayList<>();
        for (int i = 0; i < g.size(); i++) {
            nodes.add(new NetworkDrawing.Node(i, g.positions().get(i)[0], g.positions().get(i)[1], -1));
        }
        List<NetworkDrawing.Link> links = new ArrayList<>();
        for (int[] e : g.edges()) {
            links.add(new NetworkDrawing.Link(links.size(), e[0], e[1], false));
        }
        return new NetworkDrawing(nodes, links, false, List.of(),
                "custom graph: " + g.size() + " nodes, " + g.edges().size() + " links, originator " + g.originator());
    }

    private static List<NetworkDrawing.Link> explicitLinks(Network n) {
        List<NetworkDrawing.Link> links = new ArrayList<>();
        for (Edge e : n.edges()) {
            links.add(new NetworkDrawing.Link(e.link(), e.u(), e.v(), false));
        }
        return links;
    }

    private static NetworkDrawing aggregated(List<Long> layers, String caption) {
        return new NetworkDrawing(List.of(), List.of(), true, layers, caption);
    }
}
