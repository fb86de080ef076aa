package org.dltexplorer.core.model;

import java.util.List;
import java.util.stream.IntStream;

/**
 * The interconnection of a scenario. Explicit kinds list every processor and link (parameters may differ per id);
 * homogeneous layered kinds ({@link Hypercube}, {@link Torus2d}, {@link Mesh}) may be far too large to list and
 * take only the default parameters.
 */
public sealed interface Network permits Chain, Loop, Star, Bus, Tree, KaryTree, LayeredNetwork, Graph {

    NetworkKind kind();

    /** Number of processors; saturates at {@link Long#MAX_VALUE} for absurdly large layered networks. */
    long processorCount();

    /** Id of the processor where the load starts. */
    int originator();

    /** Whether parameters may be given per processor and per link id. */
    default boolean explicit() {
        return true;
    }

    /** Whether link {@code id} exists (for per-link overrides). */
    boolean hasLink(int id);

    /** The ids of the links of an explicit network, increasing (a bus has one link per bus). */
    default IntStream linkIds() {
        return edges().stream().mapToInt(Edge::link).distinct().sorted();
    }

    /**
     * The links as edges, for drawing and for graph algorithms. Only for explicit networks (and small layered
     * ones); a bus appears as one edge per worker, all with the bus's link id.
     */
    List<Edge> edges();

    /** The link joining {@code u} and {@code v}, or -1 when they are not neighbours. */
    int linkBetween(int u, int v);
}
