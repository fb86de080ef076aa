package org.dltexplorer.app.feature.network;

import java.util.ArrayList;
import java.util.List;

import org.dltexplorer.core.analysis.ActivationPatterns;

/**
 * Where the nodes of a grid network (mesh or torus) sit in the unit square, from the scattering pattern's
 * coordinates: the network panel and the scattering animation both draw grids this way, so a lecture moves between
 * them without the picture changing. A 3D grid is drawn as its z-slices side by side, one empty column between
 * slices. Nodes the pattern never activates (the p = 4 pattern in 2D fills only {@code 5^h} points of its square)
 * are not part of the network and are not drawn.
 */
public final class GridPicture {

    /** Border left around the grid, as in the other layouts. */
    static final double MARGIN = 0.06;

    private final ActivationPatterns.Pattern pattern;
    private final int[] nodeOf;
    private final int[] idOf;

    /**
     * @param pattern the network's scattering pattern (its coordinates and which nodes exist)
     */
    public GridPicture(ActivationPatterns.Pattern pattern) {
        this.pattern = pattern;
        int n = pattern.nodes();
        idOf = new int[n];
        java.util.Arrays.fill(idOf, -1);
        List<Integer> drawn = new ArrayList<>();
        // the originator is processor 0 of the network; the others follow in pattern order
        drawn.add(pattern.originator());
        for (int v = 0; v < n; v++) {
            if (v != pattern.originator() && pattern.phaseOf()[v] >= 0) {
                drawn.add(v);
            }
        }
        nodeOf = drawn.stream().mapToInt(Integer::intValue).toArray();
        for (int id = 0; id < nodeOf.length; id++) {
            idOf[nodeOf[id]] = id;
        }
    }

    public ActivationPatterns.Pattern pattern() {
        return pattern;
    }

    /** Processors drawn (the network's). */
    public int size() {
        return nodeOf.length;
    }

    /** The pattern node of network processor {@code id}. */
    public int patternNode(int id) {
        return nodeOf[id];
    }

    /** The network processor at pattern node {@code v}, or -1 when the node is not part of the network. */
    public int processor(int v) {
        return idOf[v];
    }

    /** Horizontal position of pattern node {@code v} in [0, 1]. */
    public double x(int v) {
        int[] sides = pattern.sides();
        int[] c = pattern.coordinates(v);
        int slices = sides.length > 2 ? sides[2] : 1;
        int z = sides.length > 2 ? c[2] : 0;
        int columns = slices * sides[0] + slices - 1;
        return MARGIN + (1 - 2 * MARGIN) * (z * (sides[0] + 1) + c[0] + 0.5) / columns;
    }

    /** Vertical position of pattern node {@code v} in [0, 1]. */
    public double y(int v) {
        int[] sides = pattern.sides();
        return MARGIN + (1 - 2 * MARGIN) * (pattern.coordinates(v)[1] + 0.5) / sides[1];
    }

    /**
     * Width of one grid period in the unit square along x and y (a torus's wrap-around carries a node this far),
     * for a 2D grid.
     */
    public double[] period() {
        return new double[] {1 - 2 * MARGIN, 1 - 2 * MARGIN};
    }

    /** Links between drawn neighbours inside one slice ({@code +1} along x or y), as pairs of processors. */
    public List<int[]> links() {
        List<int[]> out = new ArrayList<>();
        int[] sides = pattern.sides();
        for (int id = 0; id < nodeOf.length; id++) {
            int[] c = pattern.coordinates(nodeOf[id]);
            for (int axis = 0; axis < 2; axis++) {
                if (c[axis] + 1 < sides[axis]) {
                    int[] d = c.clone();
                    d[axis]++;
                    int other = idOf[pattern.node(d)];
                    if (other >= 0) {
                        out.add(new int[] {id, other});
                    }
                }
            }
        }
        return out;
    }
}
