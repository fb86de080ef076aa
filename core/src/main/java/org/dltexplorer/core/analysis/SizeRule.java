package org.dltexplorer.core.analysis;

import java.util.List;
import java.util.function.ToIntFunction;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Torus2d;

/**
 * How one size name reads and rebuilds one network kind. The table {@link #ALL} is the only place that knows which
 * size names a kind has.
 *
 * @param name the size name ({@code processors}, {@code k}, …)
 * @param kind the network class it applies to
 * @param current the size now
 * @param resize the network at another size, with what else moved
 * @param <N> the network class
 */
record SizeRule<N extends Network>(String name, Class<N> kind, ToIntFunction<N> current, Resize<N> resize) {

    /** Rebuilds a network at size {@code n}. */
    @FunctionalInterface
    interface Resize<N> {
        Resized to(N network, int n);
    }

    /**
     * A rebuilt network and what moved besides its size.
     *
     * @param network the new network
     * @param note what moved (empty: nothing)
     */
    record Resized(Network network, String note) {
        static Resized of(Network network) {
            return new Resized(network, "");
        }
    }

    static final List<SizeRule<?>> ALL = List.of(
            new SizeRule<>("processors", Chain.class, Chain::processors, SizeRule::chain),
            new SizeRule<>("processors", Loop.class, Loop::processors, (l, n) -> Resized.of(new Loop(n))),
            new SizeRule<>("workers", Star.class, Star::workers, (s, n) -> Resized.of(new Star(n))),
            new SizeRule<>("k", Torus2d.class, Torus2d::k, (t, n) -> Resized.of(new Torus2d(n))),
            new SizeRule<>("layers", Mesh.class, Mesh::layers, (m, n) -> Resized.of(new Mesh(m.ports(), n, m.dimensions()))),
            new SizeRule<>("dimension", Hypercube.class, Hypercube::dimension, (h, n) -> Resized.of(new Hypercube(n))),
            new SizeRule<>("levels", KaryTree.class, KaryTree::levels, (t, n) -> Resized.of(new KaryTree(n, t.arity()))),
            new SizeRule<>("arity", KaryTree.class, KaryTree::arity, (t, n) -> Resized.of(new KaryTree(t.levels(), n))));

    int currentOf(Network n) {
        return current.applyAsInt(kind.cast(n));
    }

    Resized resize(Network n, int size) {
        return resize.to(kind.cast(n), size);
    }

    /**
     * A chain of {@code n} processors whose originator keeps its relative position {@code o/(N−1)}, rounded down: an
     * end stays an end, and at the chain's own size nothing moves (Błażewicz & Drozdowski 1997, Example 2 has
     * {@code N = 11}, originator 5; at 21 processors it is processor 10).
     */
    private static Resized chain(Chain c, int n) {
        int last = c.processors() - 1;
        int o = c.originator();
        int moved = last == 0 || n < 1 ? 0 : (int) ((long) o * (n - 1) / last);
        Chain resized = new Chain(n, moved);
        boolean inside = o > 0 && o < last;
        return inside && n != c.processors()
                ? new Resized(resized, "originator at processor " + moved + " of 0.." + (n - 1) + " (" + o + " of 0.." + last + " in the scenario)")
                : Resized.of(resized);
    }
}
