package org.dltexplorer.core.analysis;

/**
 * The points of a two-parameter map, numbered with x fastest: point {@code i} is {@code (i mod N, i div N)} for an
 * x axis of N values.
 *
 * @param x the x axis
 * @param y the y axis
 */
public record MapGrid(MapAxis x, MapAxis y) {

    public MapGrid {
        if (x.parameter().equals(y.parameter())) {
            throw new IllegalArgumentException(x.parameter().name() + ": the two axes need different parameters");
        }
    }

    /** How many points: N × M. */
    public long size() {
        return (long) x.size() * y.size();
    }

    public int ix(long i) {
        return (int) (i % x.size());
    }

    public int iy(long i) {
        return (int) (i / x.size());
    }
}
