package org.dltexplorer.core.analysis;

import org.dltexplorer.core.solver.scatter.NomialTreeRecursion;

/**
 * Loads in whole units of granularity {@code g} (a record, a matrix column: Błażewicz et al. (1999), §5) for an NLF
 * {@code (p+1)}-nomial distribution, and what rounding does to the schedule length.
 *
 * <p>Błażewicz et al. (1999) rounds every {@code α_i} up and argues that each message then grows by at most one unit, so the
 * schedule grows by at most {@code 2kτ + 1/σ}. That is not so: a message carries the shares of a whole subtree,
 * each rounded up, and the processors then compute more than {@code V} in total. {@link #cumulative} instead rounds
 * the running sum of the loads along a depth-first order of the tree: processor {@code q} gets
 * {@code round(P_q) − round(P_{q−1})}. The total stays exactly {@code V}, and since every subtree is a contiguous
 * range, every message as well as every load is within one unit of its real value. Running the same synchronous
 * steps, step {@code j} lasts at most {@code S + C(R_j + g)}, so a layer-{@code i} processor finishes by
 * {@code T + i C g + A g}: the schedule length is at most {@code T + N C g + A g} ({@code N} phases used), the bound
 * Błażewicz et al. (1999) meant ({@code 2kτ + 1/σ} for {@code g = 1}). {@link #roundUp} replays the paper's rounding for
 * comparison.
 *
 * <p>Both enumerate the {@code (p+1)^N} processors of the tree, so they are meant for trees up to about a million
 * processors.
 */
public final class Granularity {

    /** Largest tree enumerated. */
    public static final int MAX_PROCESSORS = 1 << 22;

    private Granularity() {
    }

    /**
     * A rounded distribution run with the scattering's synchronous steps.
     *
     * @param units load of each processor in units of {@code g}, in depth-first order of the tree
     * @param layer layer of each processor
     * @param totalUnits sum of {@code units}
     * @param makespan schedule length with the rounded loads
     * @param divisibleMakespan T of the divisible solution
     * @param bound {@code T + N C g + A g}
     */
    public record Rounded(long[] units, int[] layer, long totalUnits, double makespan, double divisibleMakespan,
            double bound) {
    }

    /** Rounds running sums along the tree: exact total, every message and load within one unit. */
    public static Rounded cumulative(int p, double a, double s, double c, double g, NomialTreeRecursion.Solution sol) {
        int[] layer = layers(p, sol.depth());
        long[] units = new long[layer.length];
        double prefix = 0;
        long roundedBefore = 0;
        for (int q = 0; q < layer.length; q++) {
            prefix += sol.alpha()[layer[q]] / g;
            long rounded = Math.round(prefix);
            units[q] = rounded - roundedBefore;
            roundedBefore = rounded;
        }
        return replay(p, a, s, c, g, sol, layer, units);
    }

    /** Błażewicz et al’s (1999) rounding: every load rounded up to whole units. */
    public static Rounded roundUp(int p, double a, double s, double c, double g, NomialTreeRecursion.Solution sol) {
        int[] layer = layers(p, sol.depth());
        long[] units = new long[layer.length];
        for (int q = 0; q < layer.length; q++) {
            units[q] = (long) Math.ceil(sol.alpha()[layer[q]] / g - 1e-12);
        }
        return replay(p, a, s, c, g, sol, layer, units);
    }

    /** Layers of the processors in depth-first order: a node, then its children's subtrees, layer by layer. */
    static int[] layers(int p, int depth) {
        double n = Math.pow(p + 1.0, depth);
        if (n > MAX_PROCESSORS) {
            throw new IllegalArgumentException("a tree of " + n + " processors is too large to enumerate");
        }
        int[] out = new int[(int) n];
        fill(out, 0, 0, p, depth);
        return out;
    }

    private static int fill(int[] out, int at, int layer, int p, int depth) {
        out[at++] = layer;
        for (int j = layer + 1; j <= depth; j++) {
            for (int child = 0; child < p; child++) {
                at = fill(out, at, j, p, depth);
            }
        }
        return at;
    }

    private static Rounded replay(int p, double a, double s, double c, double g, NomialTreeRecursion.Solution sol,
            int[] layer, long[] units) {
        int depth = sol.depth();
        long[] prefix = new long[units.length + 1];
        for (int q = 0; q < units.length; q++) {
            prefix[q + 1] = prefix[q] + units[q];
        }
        long[] largestMessage = new long[depth + 1];
        for (int q = 0; q < units.length; q++) {
            int size = (int) Math.round(Math.pow(p + 1.0, depth - layer[q]));
            largestMessage[layer[q]] = Math.max(largestMessage[layer[q]], prefix[q + size] - prefix[q]);
        }
        double[] arrival = new double[depth + 1];
        for (int j = 1; j <= depth; j++) {
            arrival[j] = arrival[j - 1] + s + c * g * largestMessage[j];
        }
        double makespan = 0;
        for (int q = 0; q < units.length; q++) {
            makespan = Math.max(makespan, arrival[layer[q]] + a * g * units[q]);
        }
        double t = sol.makespan();
        return new Rounded(units, layer, prefix[units.length], makespan, t, t + depth * c * g + a * g);
    }
}
