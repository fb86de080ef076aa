package org.dltexplorer.core.analysis;

/**
 * An order of a map's points that draws a usable picture early: first every {@value #COARSEST}th point of both axes,
 * then the points halfway between them, and so on down to every point. Each point is visited once. A point's
 * {@link #stride} is the spacing of the pass that visits it, so a view can let it stand for the
 * {@code stride × stride} cells above and to its right until finer points arrive.
 *
 * <p>For an N × M grid the first pass has ⌈N/8⌉·⌈M/8⌉ points: a 200 × 200 map shows 625 of its 40 000 points first.
 */
public final class CoarseToFine {

    /** The spacing of the first pass. */
    public static final int COARSEST = 8;

    private CoarseToFine() {
    }

    /** The spacing of the pass that visits point ({@code ix}, {@code iy}): 8, 4, 2 or 1. */
    public static int stride(int ix, int iy) {
        int s = COARSEST;
        while (s > 1 && (ix % s != 0 || iy % s != 0)) {
            s /= 2;
        }
        return s;
    }

    /** Every point index of {@code grid} (x fastest, as {@link MapGrid} numbers them), coarsest pass first. */
    public static long[] order(MapGrid grid) {
        int n = grid.x().size();
        int m = grid.y().size();
        long[] order = new long[Math.toIntExact(grid.size())];
        int k = 0;
        for (int s = COARSEST; s >= 1; s /= 2) {
            for (int iy = 0; iy < m; iy += s) {
                for (int ix = 0; ix < n; ix += s) {
                    if (stride(ix, iy) == s) {
                        order[k++] = (long) iy * n + ix;
                    }
                }
            }
        }
        return order;
    }
}
