package org.dltexplorer.core.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A homogeneous hypercube of dimension {@code d}: {@code 2^d} processors labelled by {@code d}-bit numbers, linked
 * when the labels differ in one bit; originator 0 (Błażewicz & Drozdowski 1997, §5, Drozdowski (2009), §7.2.4). Link ids are not exposed to
 * parameters: the hypercube takes only the default link.
 */
public record Hypercube(int dimension) implements LayeredNetwork {

    public static final int MAX_DIMENSION = 62;

    public Hypercube {
        InvalidScenarioException.require(dimension >= 0 && dimension <= MAX_DIMENSION, "dimension",
                "must be in 0.." + MAX_DIMENSION + ", got " + dimension);
    }

    @Override
    public NetworkKind kind() {
        return NetworkKind.HYPERCUBE;
    }

    @Override
    public long processorCount() {
        return 1L << dimension;
    }

    /** Edges for drawing small cubes (d &lt;= 10); link id = index in this list. */
    @Override
    public List<Edge> edges() {
        if (dimension > 10) {
            throw new UnsupportedOperationException("hypercube of dimension " + dimension + " is too large to list");
        }
        List<Edge> edges = new ArrayList<>();
        int n = 1 << dimension;
        for (int u = 0; u < n; u++) {
            for (int b = 0; b < dimension; b++) {
                int v = u ^ (1 << b);
                if (u < v) {
                    edges.add(new Edge(edges.size(), u, v));
                }
            }
        }
        return edges;
    }

    @Override
    public int linkBetween(int u, int v) {
        return Integer.bitCount(u ^ v) == 1 ? 0 : -1;
    }
}
