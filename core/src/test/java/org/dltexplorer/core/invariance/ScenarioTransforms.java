package org.dltexplorer.core.invariance;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Edge;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.NormalRange;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationConversion;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Tree;

/**
 * Ways of writing the same question differently, for the invariance tests and the fuzz relations. Each is written
 * from the scenario format's meaning, not from any solver: the answer's makespan must be the same (or scale by
 * {@code k}, for {@link #timesScaled}).
 */
public final class ScenarioTransforms {

    /** Explicit networks at most this large are rewritten per id (the rewrite lists every processor and link). */
    static final int MAX_LISTED = 2000;

    private static final ScenarioReader READER = new ScenarioReader();
    private static final ScenarioWriter WRITER = new ScenarioWriter();

    private ScenarioTransforms() {
    }

    /**
     * Every time parameter ({@code A, C, R} per unit, the startups {@code S} and {@code F}, release times and the
     * deadline) times {@code k}: every message and computation lasts {@code k} times as long, so the makespan is
     * {@code k} times the old one.
     */
    public static Scenario timesScaled(Scenario s, double k) {
        // release times, computation startups and a deadline are times too; costs are money per load unit
        UnaryOperator<ProcessorParams> p = x -> new ProcessorParams(same(x.A(), x.A() * k), x.B(),
                same(x.release(), x.release() * k), same(x.F(), x.F() * k), x.cost(), x.fixedCost());
        UnaryOperator<LinkParams> l = x -> new LinkParams(same(x.S(), x.S() * k), same(x.C(), x.C() * k),
                same(x.R(), x.R() * k));
        Double deadline = s.strategy().deadline();
        return s.withStrategy(s.strategy().withDeadline(deadline == null ? null : same(deadline, deadline * k)))
                .withProcessorDefault(p.apply(s.processorDefault()))
                .withProcessorOverrides(mapValues(s.processorOverrides(), p))
                .withLinkDefault(l.apply(s.linkDefault()))
                .withLinkOverrides(mapValues(s.linkOverrides(), l));
    }

    /**
     * The load {@code k} times as large in units {@code k} times as small: {@code V·k}, every time per unit
     * ({@code A, C, R}) and cost per unit over {@code k}, every buffer times {@code k}, startups and release times as
     * they are. Every message and
     * computation lasts as long as before, so the makespan is the same.
     */
    public static Scenario loadScaled(Scenario s, double k) {
        UnaryOperator<ProcessorParams> p = x -> new ProcessorParams(same(x.A(), x.A() / k),
                same(x.B(), x.B() * k), x.release(), x.F(), same(x.cost(), x.cost() / k), x.fixedCost());
        UnaryOperator<LinkParams> l = x -> new LinkParams(x.S(), same(x.C(), x.C() / k),
                same(x.R(), x.R() / k));
        return s.withLoad(same(s.load(), s.load() * k)).withProcessorDefault(p.apply(s.processorDefault()))
                .withProcessorOverrides(mapValues(s.processorOverrides(), p))
                .withLinkDefault(l.apply(s.linkDefault()))
                .withLinkOverrides(mapValues(s.linkOverrides(), l));
    }

    /**
     * {@code y}, which is {@code x} in other units, when that is still the same question: a value that underflows to
     * 0 or below the normal range (a return rate of {@code 4.9·10^-324} ×10^-3 is no return at all, and its startups go with it: a torus
     * answered 67.5 with returns and 35.2 without, fuzz seed 29 case 7353) or overflows to ∞ (a buffer of
     * {@code 1.8·10^308} ×1000 is unlimited memory, which LLF does not solve: case 3808) changes the model, not its
     * units.
     *
     * @throws InvalidScenarioException when {@code y} left the double range
     */
    private static double same(double x, double y) {
        // subnormal too: the product refuses values below 2.2e-308 (NormalRange), which the original did not have
        if (x != 0 && (y == 0 || NormalRange.below(y)) || Double.isFinite(x) && !Double.isFinite(y)) {
            throw new InvalidScenarioException("", x + " in other units is " + y + ": not the same question");
        }
        return y;
    }

    /**
     * The originator's {@code A} set to {@code a} when it does not compute (explicit networks only, where it can be
     * given per id); empty when the transform does not apply.
     */
    public static Optional<Scenario> idleOriginatorA(Scenario s, double a) {
        if (s.strategy().originatorComputes() || !s.network().explicit() || s.network().processorCount() < 2) {
            return Optional.empty();
        }
        Map<Integer, ProcessorParams> po = new TreeMap<>(s.processorOverrides());
        po.put(s.network().originator(), s.processor(s.network().originator()).withA(a));
        return Optional.of(s.withProcessorOverrides(po));
    }

    /**
     * Every processor and link given by id with the value it has now, and the default blocks set to decoys that
     * no element takes ({@code A} and {@code C} times {@code decoy}): the defaults must then have no say. Empty when
     * the network is layered (no per-id values) or too large to list.
     */
    public static Optional<Scenario> defaultsMovedIntoOverrides(Scenario s, double decoy) {
        Network n = s.network();
        if (!n.explicit() || n.processorCount() > MAX_LISTED) {
            return Optional.empty();
        }
        Map<Integer, ProcessorParams> po = new TreeMap<>();
        for (int id = 0; id < n.processorCount(); id++) {
            po.put(id, s.processor(id));
        }
        Map<Integer, LinkParams> lo = new TreeMap<>();
        n.linkIds().forEach(id -> lo.put(id, s.link(id)));
        ProcessorParams pd = s.processorDefault();
        LinkParams ld = s.linkDefault();
        return Optional.of(s.withProcessorOverrides(po).withLinkOverrides(lo)
                .withProcessorDefault(pd.withA(pd.A() * decoy))
                .withLinkDefault(new LinkParams(ld.S(), ld.C() > 0 ? ld.C() * decoy : decoy, ld.R())));
    }

    /**
     * The other way: overrides that equal the default dropped, so those elements take the default block. The same
     * scenario by definition of the format.
     */
    public static Scenario overridesEqualToDefaultDropped(Scenario s) {
        Map<Integer, ProcessorParams> po = new TreeMap<>(s.processorOverrides());
        po.values().removeIf(p -> p.equals(s.processorDefault()));
        Map<Integer, LinkParams> lo = new TreeMap<>(s.linkOverrides());
        lo.values().removeIf(l -> l.equals(s.linkDefault()));
        return s.withProcessorOverrides(po).withLinkOverrides(lo);
    }

    /**
     * In {@code w-z-T} (load normalised to 1, Błażewicz & Drozdowski (1997), §2.1) through the file format and back
     * to {@code ACS}: the path of {@code dlt convert}. Empty when {@code w-z-T} cannot express the scenario (links
     * with different {@code R/C}: the writer refuses them) or the network is too large to list.
     */
    public static Optional<Scenario> notationRoundTrip(Scenario s) {
        if (s.network().processorCount() > MAX_LISTED) {
            // the writer lists the links of an explicit network: a K-ary tree of 10^6 nodes filled the heap
            return Optional.empty();
        }
        Scenario wzt = NotationConversion.convert(s.withNotation(Notation.ACS, null), Notation.W_Z_T);
        String file;
        try {
            file = WRITER.write(wzt);
        } catch (RuntimeException e) {
            return Optional.empty();
        }
        Scenario read = READER.read(file);
        return Optional.of(NotationConversion.convert(read, Notation.ACS));
    }

    /** Whether the answer cannot depend on worker ids: all ports, or an order the solver chooses itself. */
    public static boolean orderFree(Scenario s) {
        Strategy st = s.strategy();
        Ports ports = st.portsFor(s.network().kind());
        ActivationOrder.Rule rule = st.orderOrDefault().rule();
        if (rule == ActivationOrder.Rule.EXPLICIT) {
            return false;
        }
        return switch (s.network().kind()) {
            case STAR, TREE -> ports == Ports.ALL && !st.multiInstallment() || rule == ActivationOrder.Rule.OPTIMAL;
            case GRAPH -> ports == Ports.ALL;
            default -> false;
        };
    }

    /**
     * The same network with its non-originator ids permuted at random (a star's workers, a tree's non-root nodes,
     * every graph node), each element keeping its own parameters; empty for other kinds, for strategies whose answer
     * may depend on ids (see {@link #orderFree}) and for networks too large to list.
     */
    public static Optional<Scenario> relabelled(Scenario s, Random r) {
        Network n = s.network();
        if (!orderFree(s) || n.processorCount() > MAX_LISTED || n.processorCount() < 2) {
            return Optional.empty();
        }
        int count = (int) n.processorCount();
        int[] to = permutation(count, n instanceof Graph ? 0 : 1, r);
        Network renamed;
        int[] linkTo = new int[count + 1];
        if (n instanceof Star star) {
            renamed = star;
            for (int w = 1; w <= star.workers(); w++) {
                linkTo[w] = to[w];
            }
        } else if (n instanceof Tree tree) {
            int[] parent = new int[count];
            parent[0] = -1;
            for (int i = 1; i < count; i++) {
                parent[to[i]] = to[tree.parent()[i]];
                linkTo[i] = to[i];
            }
            renamed = new Tree(parent);
        } else if (n instanceof Graph g) {
            List<Edge> edges = new ArrayList<>();
            for (Edge e : g.edgeList()) {
                edges.add(new Edge(e.link(), to[e.u()], to[e.v()]));
            }
            renamed = new Graph(g.nodes(), edges, to[g.originator()]);
        } else {
            return Optional.empty();
        }
        Map<Integer, ProcessorParams> po = new TreeMap<>();
        s.processorOverrides().forEach((id, p) -> po.put(to[id], p));
        Map<Integer, LinkParams> lo = new TreeMap<>();
        s.linkOverrides().forEach((id, l) -> lo.put(n instanceof Graph ? id : linkTo[id], l));
        return Optional.of(s.withNetwork(renamed).withProcessorOverrides(po).withLinkOverrides(lo));
    }

    /** A random permutation of {@code 0..count-1} that keeps {@code 0..fixed-1} in place. */
    private static int[] permutation(int count, int fixed, Random r) {
        int[] p = new int[count];
        for (int i = 0; i < count; i++) {
            p[i] = i;
        }
        for (int i = count - 1; i > fixed; i--) {
            int j = fixed + r.nextInt(i - fixed + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    private static <T> Map<Integer, T> mapValues(Map<Integer, T> m, UnaryOperator<T> f) {
        Map<Integer, T> out = new TreeMap<>();
        m.forEach((id, v) -> out.put(id, f.apply(v)));
        return out;
    }
}
