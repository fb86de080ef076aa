package org.dltexplorer.core.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Which processor activates which, phase by phase, in the scattering patterns the layered solvers assume: the GUI
 * draws and animates them. Node ids are {@code x + X·(y + Y·z)} on a grid of sides {@code (X, Y[, Z])}.
 * <ul>
 *   <li>{@link #torus}: Peters–Syska on a {@code 5^k × 5^k} torus (Błażewicz et al. 1999, Fig. 1, Drozdowski (2009), Fig. 7.4b). Step
 *       {@code s = 1..k} has distance {@code f = 5^(k−s)}; in its knight phase every active node sends, for each of
 *       the four directions {@code d}, {@code f} links along {@code d} and then {@code 2f} links to the left of
 *       {@code d}; in its cross phase {@code f} links along each {@code d}.</li>
 *   <li>{@link #mesh}: the {@code (p+1)}-nomial patterns of Drozdowski (2009), Fig. 7.5 for {@code p = 1} and {@code 2} in 2D
 *       and 3D meshes (phases cycle through the axes; the distance shrinks {@code p+1} times once every axis has
 *       been used; {@code p = 1} sends {@code +f} from a corner originator, {@code p = 2} sends {@code ±f} from a
 *       central one), and {@code p = 4} in 2D, which is the torus pattern cut after {@code h} phases (odd {@code h}
 *       ends with a knight phase; the grid is then {@code 5^⌈h/2⌉} wide and only {@code 5^h} of its nodes are
 *       activated).</li>
 *   <li>{@code p = 4} in 3D: Drozdowski (2009) draws no such pattern; the one here is <em>ours</em>. The 1-D 5-nomial pattern
 *       is applied along each axis in turn: in phase {@code j} the axis is {@code (j−1) mod 3}, the stride
 *       {@code f} that of the axis's level (as for {@code p = 1, 2}), and every active node sends to the four nodes
 *       at offsets {@code ±f, ±2f} along the axis from a central originator (balanced base-5 digits, so every node
 *       of the {@code 5^⌈h/3⌉ × …} grid is reached once). Layer {@code j} has {@code 4·5^(j−1)} nodes, as in the
 *       5-nomial tree {@code MeshSolver} assumes. The circuit to {@code ±2f} shares its first {@code f} links
 *       with the circuit to {@code ±f} of the same sender: the solver charges every message {@code S + C·x}
 *       whatever its length and ignores this sharing (the circuit-switched assumption of Drozdowski (2009), §7.2.3, taken
 *       here as two circuits per link direction).</li>
 * </ul>
 * Grids are limited to {@link #MAX_NODES} nodes.
 */
public final class ActivationPatterns {

    /** Largest grid built (arrays of this many ints). */
    public static final int MAX_NODES = 1 << 24;

    private static final int[][] DIRECTIONS_2D = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};

    /** Per p: the receivers' offsets along the phase's axis, in strides (the base-(p+1) digits a phase adds). */
    private static final int[][] OFFSETS = {null, {1}, {1, -1}, null, {1, -1, 2, -2}};

    private ActivationPatterns() {
    }

    /**
     * One message of the scattering.
     *
     * @param phase 1-based phase
     * @param from sender
     * @param to receiver (activated by this message)
     * @param path every node the circuit passes, {@code from} first and {@code to} last
     */
    public record Move(int phase, int from, int to, int[] path) {
    }

    /**
     * A scattering pattern.
     *
     * @param sides grid side per dimension
     * @param wrap whether the grid is a torus (wrap-around links)
     * @param ports p, receivers per active node and phase
     * @param phases number of phases
     * @param originator node holding the load at the start
     * @param phaseOf phase each node is activated in (0 for the originator, −1 never)
     * @param sender the node that activates each node (−1 for the originator and inactive nodes)
     * @param moves all messages, phase by phase
     */
    public record Pattern(int[] sides, boolean wrap, int ports, int phases, int originator, int[] phaseOf, int[] sender,
            List<Move> moves) {

        public int nodes() {
            return phaseOf.length;
        }

        /** Coordinates of node {@code id}. */
        public int[] coordinates(int id) {
            int[] c = new int[sides.length];
            int rest = id;
            for (int d = 0; d < sides.length; d++) {
                c[d] = rest % sides[d];
                rest /= sides[d];
            }
            return c;
        }

        /** Id of the node at {@code coordinates} (taken modulo the sides on a torus). */
        public int node(int... coordinates) {
            int id = 0;
            for (int d = sides.length - 1; d >= 0; d--) {
                int c = wrap ? Math.floorMod(coordinates[d], sides[d]) : coordinates[d];
                id = id * sides[d] + c;
            }
            return id;
        }

        /** The messages of phase {@code j}. */
        public List<Move> phase(int j) {
            return moves.stream().filter(m -> m.phase() == j).toList();
        }
    }

    /** Peters–Syska scattering of a {@code 5^k × 5^k} torus, {@code 2k} phases. */
    public static Pattern torus(int k) {
        return petersSyska(k, 2 * k);
    }

    /**
     * The {@code (p+1)}-nomial pattern of {@code h} phases in a {@code dimensions}-D mesh.
     *
     * @throws IllegalArgumentException for port counts other than 1, 2 and 4, or grids too large
     */
    public static Pattern mesh(int ports, int layers, int dimensions) {
        if (dimensions != 2 && dimensions != 3) {
            throw new IllegalArgumentException("dimensions must be 2 or 3, got " + dimensions);
        }
        if (ports == 4 && dimensions == 2) {
            return petersSyska((layers + 1) / 2, layers);
        }
        if (ports != 1 && ports != 2 && ports != 4) {
            throw new IllegalArgumentException("patterns exist for p = 1, 2 and 4, got p = " + ports + " in " + dimensions + "D");
        }
        int base = ports + 1;
        int[] perAxis = new int[dimensions];
        for (int j = 1; j <= layers; j++) {
            perAxis[(j - 1) % dimensions]++;
        }
        int[] sides = new int[dimensions];
        for (int d = 0; d < dimensions; d++) {
            sides[d] = (int) power(base, perAxis[d]);
        }
        Grid g = new Grid(sides, false);
        int[] origin = new int[dimensions];
        if (ports != 1) {
            for (int d = 0; d < dimensions; d++) {
                origin[d] = (sides[d] - 1) / 2;
            }
        }
        Builder b = new Builder(g, ports, layers, g.id(origin));
        for (int j = 1; j <= layers; j++) {
            int axis = (j - 1) % dimensions;
            int used = (j - 1) / dimensions + 1; // phases on this axis so far, this one included
            int f = (int) power(base, perAxis[axis] - used);
            for (int u : b.active()) {
                int[] c = g.coordinates(u);
                for (int offset : OFFSETS[ports]) {
                    int sign = Integer.signum(offset);
                    int[] path = new int[Math.abs(offset) * f + 1];
                    int[] at = c.clone();
                    path[0] = u;
                    for (int step = 1; step < path.length; step++) {
                        at[axis] += sign;
                        path[step] = g.id(at);
                    }
                    b.move(j, path);
                }
            }
        }
        return b.build();
    }

    private static Pattern petersSyska(int k, int phases) {
        long side = power(5, k);
        Grid g = new Grid(new int[] {(int) side, (int) side}, true);
        Builder b = new Builder(g, 4, phases, 0);
        for (int j = 1; j <= phases; j++) {
            int s = (j + 1) / 2;
            int f = (int) power(5, k - s);
            boolean knight = j % 2 == 1;
            for (int u : b.active()) {
                int[] c = g.coordinates(u);
                for (int[] d : DIRECTIONS_2D) {
                    int[] left = {-d[1], d[0]};
                    int[] path = new int[knight ? 3 * f + 1 : f + 1];
                    int[] at = c.clone();
                    path[0] = u;
                    for (int step = 1; step < path.length; step++) {
                        int[] dir = step <= f ? d : left;
                        at[0] += dir[0];
                        at[1] += dir[1];
                        path[step] = g.id(at);
                    }
                    b.move(j, path);
                }
            }
        }
        return b.build();
    }

    private static long power(int base, int exp) {
        long r = 1;
        for (int i = 0; i < exp; i++) {
            r *= base;
            if (r > MAX_NODES) {
                throw new IllegalArgumentException("the pattern would exceed " + MAX_NODES + " nodes");
            }
        }
        return r;
    }

    private record Grid(int[] sides, boolean wrap) {

        Grid {
            long n = 1;
            for (int s : sides) {
                n *= s;
            }
            if (n > MAX_NODES) {
                throw new IllegalArgumentException("the pattern would have " + n + " nodes, more than " + MAX_NODES);
            }
        }

        int size() {
            int n = 1;
            for (int s : sides) {
                n *= s;
            }
            return n;
        }

        int id(int[] c) {
            int id = 0;
            for (int d = sides.length - 1; d >= 0; d--) {
                int x = wrap ? Math.floorMod(c[d], sides[d]) : c[d];
                if (x < 0 || x >= sides[d]) {
                    throw new IllegalStateException("a move leaves the mesh at " + Arrays.toString(c));
                }
                id = id * sides[d] + x;
            }
            return id;
        }

        int[] coordinates(int id) {
            int[] c = new int[sides.length];
            int rest = id;
            for (int d = 0; d < sides.length; d++) {
                c[d] = rest % sides[d];
                rest /= sides[d];
            }
            return c;
        }
    }

    /** Collects moves; receivers of phase j become active after it. */
    private static final class Builder {
        final Grid grid;
        final int ports;
        final int phases;
        final int origin;
        final int[] phaseOf;
        final int[] sender;
        final List<Move> moves = new ArrayList<>();
        int[] active;
        int activeCount;
        int[] next;
        int nextCount;

        Builder(Grid grid, int ports, int phases, int origin) {
            this.grid = grid;
            this.ports = ports;
            this.phases = phases;
            this.origin = origin;
            int n = grid.size();
            phaseOf = new int[n];
            sender = new int[n];
            Arrays.fill(phaseOf, -1);
            Arrays.fill(sender, -1);
            phaseOf[origin] = 0;
            active = new int[] {origin};
            activeCount = 1;
        }

        /** The nodes active before the current phase (a snapshot; receivers join when the phase ends). */
        int[] active() {
            if (next != null) {
                int[] merged = Arrays.copyOf(active, activeCount + nextCount);
                System.arraycopy(next, 0, merged, activeCount, nextCount);
                active = merged;
                activeCount = merged.length;
                next = null;
            }
            next = new int[activeCount * ports];
            nextCount = 0;
            return Arrays.copyOf(active, activeCount);
        }

        void move(int phase, int[] path) {
            int to = path[path.length - 1];
            if (phaseOf[to] >= 0) {
                throw new IllegalStateException("node " + to + " activated twice (phases " + phaseOf[to] + ", " + phase + ")");
            }
            phaseOf[to] = phase;
            sender[to] = path[0];
            moves.add(new Move(phase, path[0], to, path));
            next[nextCount++] = to;
        }

        Pattern build() {
            return new Pattern(grid.sides().clone(), grid.wrap(), ports, phases, origin, phaseOf, sender, List.copyOf(moves));
        }
    }
}
