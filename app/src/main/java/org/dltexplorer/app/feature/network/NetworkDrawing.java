package org.dltexplorer.app.feature.network;

import java.util.List;

/**
 * Where things go, in the unit square: nodes, links (with wrap-around marks for tori), or, for networks too large
 * to draw node by node, one band per layer of activation.
 *
 * @param nodes drawn processors (empty when aggregated)
 * @param links drawn links between node ids
 * @param aggregated whether the network is drawn by layer
 * @param layerCounts processors per layer of activation when the kind is layered (index = layer), else empty
 * @param caption one line under the drawing (what is shown, e.g. "5×5 torus, wrap-around links marked")
 */
public record NetworkDrawing(List<Node> nodes, List<Link> links, boolean aggregated, List<Long> layerCounts, String caption) {

    /** A processor at {@code (x, y)}; {@code layer} is its layer of activation, or -1 when unknown. */
    public record Node(int id, double x, double y, int layer) {
    }

    /**
     * A link; {@code wrap} marks a torus wrap-around drawn as two stubs at the borders.
     *
     * @param link link id in the scenario, or -1 for links of homogeneous kinds
     */
    public record Link(int link, int u, int v, boolean wrap) {
    }

    public NetworkDrawing {
        nodes = List.copyOf(nodes);
        links = List.copyOf(links);
        layerCounts = List.copyOf(layerCounts);
    }

    /** The node nearest {@code (x, y)} within {@code radius} (unit-square units), or -1. */
    public int nodeAt(double x, double y, double radius) {
        int best = -1;
        double bestD = radius * radius;
        for (Node n : nodes) {
            double d = (n.x - x) * (n.x - x) + (n.y - y) * (n.y - y);
            if (d <= bestD) {
                bestD = d;
                best = n.id;
            }
        }
        return best;
    }

    /** The explicit link whose segment passes within {@code radius} of {@code (x, y)}, or -1. */
    public int linkAt(double x, double y, double radius) {
        for (Link l : links) {
            if (l.link < 0 || l.wrap) {
                continue;
            }
            Node a = node(l.u);
            Node b = node(l.v);
            if (a == null || b == null) {
                continue;
            }
            double dx = b.x - a.x;
            double dy = b.y - a.y;
            double len2 = dx * dx + dy * dy;
            double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / len2));
            double px = a.x + t * dx - x;
            double py = a.y + t * dy - y;
            if (t > 0.05 && t < 0.95 && px * px + py * py <= radius * radius) {
                return l.link;
            }
        }
        return -1;
    }

    /** Node by id (ids are list positions for every layout). */
    public Node node(int id) {
        return id >= 0 && id < nodes.size() ? nodes.get(id) : null;
    }
}
