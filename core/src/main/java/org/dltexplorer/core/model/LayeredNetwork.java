package org.dltexplorer.core.model;

import java.util.List;

/**
 * A homogeneous network described by its scattering pattern rather than listed: every processor and link takes the
 * default parameters, the originator is processor 0, and no link id can carry an override. Such networks are solved
 * layer by layer (Drozdowski (2009), §7.2) and may be far too large to list.
 */
public sealed interface LayeredNetwork extends Network permits Hypercube, Torus2d, Mesh {

    @Override
    default int originator() {
        return 0;
    }

    @Override
    default boolean explicit() {
        return false;
    }

    @Override
    default boolean hasLink(int id) {
        return false;
    }

    /** Not listed: drawn by the scattering pattern (a small hypercube lists its edges). */
    @Override
    default List<Edge> edges() {
        throw new UnsupportedOperationException("a " + kind().id() + " network is drawn by its scattering pattern, not listed");
    }

    @Override
    default int linkBetween(int u, int v) {
        return -1;
    }
}
