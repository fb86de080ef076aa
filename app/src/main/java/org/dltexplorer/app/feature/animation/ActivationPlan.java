package org.dltexplorer.app.feature.animation;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

import org.dltexplorer.app.feature.network.GridPicture;
import org.dltexplorer.core.analysis.ActivationPatterns;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;

/**
 * What the animation shows: node positions in the unit square, the phase each node is activated in, the messages
 * of each phase, and the time each phase ends in the schedule (where the Gantt chart's cursor goes).
 * <p>
 * For meshes and tori the phases are the schedule's transfer steps in time order, each feeding one layer of the
 * scattering tree: under NLF step {@code j} activates layer {@code j}; under LLF the largest computing layer is fed
 * first, through {@code h} steps whose relays activate layers 1..h on the way, and the later steps carry the smaller
 * layers' shares over already active nodes. Layers the schedule never sends to stay dark.
 *
 * @param caption what is animated
 * @param x horizontal position of each node in [0, 1]
 * @param y vertical position of each node in [0, 1]
 * @param phaseOf phase each node is activated in (0 for the originator, −1 never)
 * @param messages per phase {@code j = 1..phases} (index {@code j − 1}): {@code {from, to, port}}, the port being the
 *        sender's link the message leaves on ({@link #portName})
 * @param phaseEnd per phase {@code j = 0..phases}: when the phase's transfer ends in the schedule, 0 for phase 0;
 *        NaN where the schedule does not say
 * @param layerOf per phase {@code j = 1..phases} (index {@code j − 1}): the layer of the tree its messages reach
 * @param computes per node: whether its layer gets load to compute (false: it only relays, as LLF's small layers
 *        often do)
 * @param period for a torus, the width of one wrap-around period in the unit square (a message that wraps is
 *        drawn as two short stubs, one leaving the sender and one entering the receiver); 0 for other networks
 * @param cell the distance of neighbouring grid nodes in the unit square (0 where there is no grid)
 * @param aspect width over height the picture keeps (a torus stays square at any pane size); NaN: fill the pane
 */
public record ActivationPlan(String caption, double[] x, double[] y, int[] phaseOf, List<List<int[]>> messages,
        double[] phaseEnd, int[] layerOf, boolean[] computes, double period, double cell, double aspect) {

    /**
     * Messages a phase may show at once; a phase with more is stepped through port by port ({@link #portGroups}):
     * the 4-port mesh's last phase draws 100 arrows, a clutter on a projector.
     */
    public static final int CROWDED = 24;

    /** Length of a wrap-around stub, in grid cells. */
    static final double STUB_CELLS = 1.5;

    /** Largest network animated node by node. */
    public static final int MAX_NODES = 4096;

    public int nodes() {
        return phaseOf.length;
    }

    public int phases() {
        return messages.size();
    }

    /** Nodes active once phase {@code j} has ended ({@code j = 0}: only the originator). */
    public BitSet activeAfter(int j) {
        BitSet b = new BitSet(nodes());
        for (int i = 0; i < phaseOf.length; i++) {
            if (phaseOf[i] >= 0 && phaseOf[i] <= j) {
                b.set(i);
            }
        }
        return b;
    }

    /** The messages of phase {@code j} ({@code 1..phases}); none for phase 0. */
    public List<int[]> messagesOf(int j) {
        return j <= 0 || j > phases() ? List.of() : messages.get(j - 1);
    }

    /**
     * The messages of phase {@code j} in the groups it is shown in: one group when there are at most {@link #CROWDED},
     * else one group per port of the senders (all senders' first port, then their second, …), in port order.
     */
    public List<List<int[]>> portGroups(int j) {
        List<int[]> all = messagesOf(j);
        if (all.size() <= CROWDED) {
            return all.isEmpty() ? List.of() : List.of(all);
        }
        java.util.TreeMap<Integer, List<int[]>> byPort = new java.util.TreeMap<>();
        for (int[] m : all) {
            byPort.computeIfAbsent(m[2], k -> new ArrayList<>()).add(m);
        }
        return List.copyOf(byPort.values().stream().map(List::copyOf).toList());
    }

    /** "+x", "−y", … for a grid's port ({@code 2·axis + (0 for +, 1 for −)}); "link k" for a hypercube's dimension k. */
    public String portName(int port) {
        if (cell <= 0) {
            return "dimension " + port;
        }
        return ((port & 1) == 0 ? "+" : "−") + "xyz".charAt(Math.min(2, port >> 1));
    }

    /**
     * The arrows that draw message {@code m = {from, to, …}} in the unit square, {@code {x0, y0, x1, y1}} each: one
     * from sender to receiver, or, when the message takes a torus's wrap-around, two short stubs along the step's
     * direction (at most {@link #STUB_CELLS} cells, and never past the grid's border): one leaving the sender, one
     * entering the receiver, so no arrow crosses the picture.
     */
    public List<double[]> arrows(int[] m) {
        double x0 = x[m[0]];
        double y0 = y[m[0]];
        double x1 = x[m[1]];
        double y1 = y[m[1]];
        double dx = wrapped(x1 - x0);
        double dy = wrapped(y1 - y0);
        if (dx == x1 - x0 && dy == y1 - y0) {
            return List.of(new double[] {x0, y0, x1, y1});
        }
        double len = Math.hypot(dx, dy);
        double stub = Math.min(1, STUB_CELLS * cell / len);
        return List.of(clipped(x0, y0, stub * dx, stub * dy), entering(x1, y1, -stub * dx, -stub * dy));
    }

    /** Whether message {@code m} takes a torus's wrap-around (drawn as stubs). */
    public boolean wraps(int[] m) {
        return arrows(m).size() == 2;
    }

    /** Where the grid's border lies: {@code [lo, 1 − lo]} on both axes, a node's half-cell outside the outer nodes. */
    public double border() {
        return (1 - period) / 2;
    }

    /** The shortest displacement on the torus ({@code d} itself when there is no wrap-around). */
    private double wrapped(double d) {
        if (period <= 0 || Math.abs(d) <= period / 2) {
            return d;
        }
        return d - Math.signum(d) * period;
    }

    /** From {@code (x, y)} along {@code (dx, dy)}, stopping at the grid's border. */
    private double[] clipped(double x, double y, double dx, double dy) {
        double t = Math.min(1, Math.min(limit(x, dx), limit(y, dy)));
        return new double[] {x, y, x + t * dx, y + t * dy};
    }

    /** The segment from {@code (x, y)} back along {@code (dx, dy)}, drawn towards {@code (x, y)}: border to node. */
    private double[] entering(double x, double y, double dx, double dy) {
        double[] s = clipped(x, y, dx, dy);
        return new double[] {s[2], s[3], s[0], s[1]};
    }

    private double limit(double at, double d) {
        double lo = border();
        if (d > 0) {
            return (1 - lo - at) / d;
        }
        return d < 0 ? (at - lo) / -d : Double.POSITIVE_INFINITY;
    }

    /**
     * The plan of a solved scenario.
     *
     * @throws IllegalArgumentException (with the reason, for the view) when the kind has no activation pattern here,
     *         the network is too large to draw node by node, or the schedule is infeasible
     */
    public static ActivationPlan of(Scenario s, Schedule schedule) {
        if (schedule == null || !schedule.feasible()) {
            throw new IllegalArgumentException("no feasible schedule to animate");
        }
        if (s.network() instanceof Hypercube h) {
            return hypercube(h.dimension(), schedule);
        }
        if (s.network() instanceof Mesh m) {
            if (m.processorCount() > MAX_NODES) {
                throw new IllegalArgumentException(m.processorCount() + " nodes are too many to animate one by one (at most "
                        + MAX_NODES + ")");
            }
            String ours = m.ports() == 4 && m.dimensions() == 3 ? " (our pattern: ±s, ±2s along one axis per phase)" : "";
            return pattern(m.dimensions() + "D mesh, p = " + m.ports() + ", " + m.layers() + " layers, "
                    + order(s) + ours, ActivationPatterns.mesh(m.ports(), m.layers(), m.dimensions()), schedule);
        }
        if (s.network() instanceof Torus2d t) {
            if (t.processorCount() > MAX_NODES) {
                throw new IllegalArgumentException(t.processorCount() + " nodes are too many to animate one by one (at most "
                        + MAX_NODES + ")");
            }
            return pattern("torus " + t.side() + " × " + t.side() + ", Peters–Syska, " + order(s),
                    ActivationPatterns.torus(t.k()), schedule);
        }
        throw new IllegalArgumentException("the animation shows hypercubes, meshes and tori; this is a " + s.network().kind().id());
    }

    private static String order(Scenario s) {
        return s.strategy().layersOrDefault() == org.dltexplorer.core.model.LayerOrder.LLF
                ? "LLF (largest layers first)" : "NLF (nearest layers first)";
    }

    /** Hypercube: node {@code v} is in layer {@code popcount(v)}; phase {@code j} activates layer {@code j} over the cube's edges. */
    static ActivationPlan hypercube(int d, Schedule schedule) {
        if (d > 12) {
            throw new IllegalArgumentException("a " + d + "-cube has too many nodes to animate one by one");
        }
        int n = 1 << d;
        int[] phaseOf = new int[n];
        double[] x = new double[n];
        double[] y = new double[n];
        int[] rank = new int[d + 1];
        int[] size = new int[d + 1];
        for (int v = 0; v < n; v++) {
            size[Integer.bitCount(v)]++;
        }
        double[] phaseEnd = phaseEnds(schedule, d);
        for (int v = 0; v < n; v++) {
            int layer = Integer.bitCount(v);
            // layers the solver dropped (no receive) never light up
            phaseOf[v] = layer == 0 || !Double.isNaN(phaseEnd[layer]) ? layer : -1;
            x[v] = d == 0 ? 0.5 : (double) layer / d;
            y[v] = (rank[layer]++ + 0.5) / size[layer];
        }
        List<List<int[]>> messages = new ArrayList<>();
        for (int j = 1; j <= d; j++) {
            List<int[]> phase = new ArrayList<>();
            for (int v = 0; v < n; v++) {
                if (Integer.bitCount(v) == j - 1 && phaseOf[v] >= 0) {
                    for (int bit = 0; bit < d; bit++) {
                        int w = v | (1 << bit);
                        if (w != v && phaseOf[w] == j) {
                            phase.add(new int[] {v, w, bit});
                        }
                    }
                }
            }
            messages.add(phase);
        }
        int[] layerOf = new int[d];
        for (int j = 1; j <= d; j++) {
            layerOf[j - 1] = j;
        }
        boolean[] layerComputes = computingLayers(schedule, d);
        boolean[] computes = new boolean[n];
        for (int v = 0; v < n; v++) {
            computes[v] = layerComputes[Integer.bitCount(v)];
        }
        return new ActivationPlan(d + "-cube, store-and-forward by layer", x, y, phaseOf, messages, phaseEnd, layerOf,
                computes, 0, 0, Double.NaN);
    }

    static ActivationPlan pattern(String caption, ActivationPatterns.Pattern p, Schedule schedule) {
        if (p.nodes() > MAX_NODES) {
            throw new IllegalArgumentException(p.nodes() + " nodes are too many to animate one by one (at most " + MAX_NODES + ")");
        }
        int n = p.nodes();
        // the network panel's picture of the grid: the same places for the same nodes
        GridPicture picture = new GridPicture(p);
        double[] x = new double[n];
        double[] y = new double[n];
        for (int v = 0; v < n; v++) {
            boolean inNetwork = picture.processor(v) >= 0;
            x[v] = inNetwork ? picture.x(v) : Double.NaN;
            y[v] = inNetwork ? picture.y(v) : Double.NaN;
        }
        double period = p.wrap() ? picture.period()[0] : 0;
        double[] grid = grid(x, y);
        List<List<int[]>> byLayer = new ArrayList<>();
        for (int j = 1; j <= p.phases(); j++) {
            List<int[]> phase = new ArrayList<>();
            for (ActivationPatterns.Move m : p.phase(j)) {
                phase.add(new int[] {m.from(), m.to(), port(p, m)});
            }
            byLayer.add(List.copyOf(phase));
        }
        boolean[] layerComputes = computingLayers(schedule, p.phases());
        boolean[] computes = new boolean[n];
        for (int v = 0; v < n; v++) {
            computes[v] = p.phaseOf()[v] >= 0 && layerComputes[p.phaseOf()[v]];
        }
        List<double[]> steps = transferSteps(schedule, p.phases());
        if (steps.isEmpty()) {
            // no layered timeline to follow: the pattern's own phases, without times
            int[] layerOf = new int[p.phases()];
            for (int j = 1; j <= p.phases(); j++) {
                layerOf[j - 1] = j;
            }
            double[] ends = new double[p.phases() + 1];
            java.util.Arrays.fill(ends, 1, ends.length, Double.NaN);
            return new ActivationPlan(caption, x, y, p.phaseOf().clone(), byLayer, ends, layerOf, computes, period, grid[0], grid[1]);
        }
        int[] firstStep = new int[p.phases() + 1];
        java.util.Arrays.fill(firstStep, -1);
        firstStep[0] = 0;
        List<List<int[]>> messages = new ArrayList<>();
        double[] ends = new double[steps.size() + 1];
        int[] layerOf = new int[steps.size()];
        for (int k = 1; k <= steps.size(); k++) {
            int layer = (int) steps.get(k - 1)[0];
            ends[k] = steps.get(k - 1)[2];
            layerOf[k - 1] = layer;
            messages.add(byLayer.get(layer - 1));
            if (firstStep[layer] < 0) {
                firstStep[layer] = k;
            }
        }
        int[] phaseOf = new int[n];
        for (int v = 0; v < n; v++) {
            int layer = p.phaseOf()[v];
            phaseOf[v] = layer < 0 ? -1 : firstStep[layer];
        }
        return new ActivationPlan(caption, x, y, phaseOf, messages, ends, layerOf, computes, period, grid[0], grid[1]);
    }

    /**
     * The port a message leaves its sender on: the axis and sign of its circuit's first hop ({@code 2·axis}, +1 for a
     * step down the axis), taken the short way round on a torus.
     */
    static int port(ActivationPatterns.Pattern p, ActivationPatterns.Move m) {
        int[] a = p.coordinates(m.path()[0]);
        int[] b = p.coordinates(m.path().length > 1 ? m.path()[1] : m.to());
        for (int d = 0; d < a.length; d++) {
            int diff = b[d] - a[d];
            if (p.wrap() && Math.abs(diff) > p.sides()[d] / 2) {
                diff -= Integer.signum(diff) * p.sides()[d];
            }
            if (diff != 0) {
                return 2 * d + (diff > 0 ? 0 : 1);
            }
        }
        return 0;
    }

    /** {cell, aspect} of a grid picture: the smallest gap between node columns, and column slots over rows. */
    private static double[] grid(double[] x, double[] y) {
        java.util.TreeSet<Double> xs = new java.util.TreeSet<>();
        java.util.TreeSet<Double> ys = new java.util.TreeSet<>();
        for (int v = 0; v < x.length; v++) {
            if (!Double.isNaN(x[v])) {
                xs.add(Math.rint(x[v] * 1e9) / 1e9);
                ys.add(Math.rint(y[v] * 1e9) / 1e9);
            }
        }
        double cell = gap(xs);
        double cellY = gap(ys);
        if (!Double.isFinite(cell) || !Double.isFinite(cellY)) {
            return new double[] {0, Double.NaN};
        }
        // slots include empty columns (between the slices of a 3D mesh) and rows without a processor
        long columns = Math.round((xs.last() - xs.first()) / cell) + 1;
        long rows = Math.round((ys.last() - ys.first()) / cellY) + 1;
        return new double[] {cell, (double) columns / rows};
    }

    /** The smallest gap between sorted values (infinite for fewer than two). */
    private static double gap(java.util.TreeSet<Double> values) {
        double g = Double.POSITIVE_INFINITY;
        Double prev = null;
        for (double v : values) {
            if (prev != null) {
                g = Math.min(g, v - prev);
            }
            prev = v;
        }
        return g;
    }

    /** Per layer {@code 0..layers}: whether its share is positive (all true for a schedule not given per layer). */
    static boolean[] computingLayers(Schedule schedule, int layers) {
        boolean[] c = new boolean[layers + 1];
        if (!schedule.layered()) {
            java.util.Arrays.fill(c, true);
            return c;
        }
        for (org.dltexplorer.core.schedule.Share sh : schedule.shares()) {
            if (sh.index() >= 0 && sh.index() <= layers && sh.load() > 0) {
                c[sh.index()] = true;
            }
        }
        return c;
    }

    /**
     * The transfer steps of a layered schedule in time order, {@code {layer, start, end}}: the receives into one
     * layer with one start and end are one step (every sender of the step at once).
     */
    static List<double[]> transferSteps(Schedule schedule, int layers) {
        List<double[]> steps = new ArrayList<>();
        if (!schedule.layered()) {
            return steps;
        }
        java.util.Set<List<Double>> seen = new java.util.HashSet<>();
        for (Interval i : schedule.timeline()) {
            int j = i.processor();
            if (i.activity() == Activity.RECEIVE && j >= 1 && j <= layers && seen.add(List.of((double) j, i.start(), i.end()))) {
                steps.add(new double[] {j, i.start(), i.end()});
            }
        }
        steps.sort(java.util.Comparator.<double[]>comparingDouble(st -> st[1]).thenComparingDouble(st -> st[2]));
        return steps;
    }

    /** Per phase {@code j}: end of the first receive of layer {@code j} in a layered schedule (NaN if none). */
    static double[] phaseEnds(Schedule schedule, int phases) {
        double[] t = new double[phases + 1];
        java.util.Arrays.fill(t, Double.NaN);
        t[0] = 0;
        if (!schedule.layered()) {
            return t;
        }
        for (Interval i : schedule.timeline()) {
            int j = i.processor();
            if (i.activity() == Activity.RECEIVE && j >= 1 && j <= phases && !(i.end() >= t[j])) {
                t[j] = i.end();
            }
        }
        return t;
    }
}
