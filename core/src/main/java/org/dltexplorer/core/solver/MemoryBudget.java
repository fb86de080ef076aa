package org.dltexplorer.core.solver;

import java.util.Locale;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Scenario;

/**
 * Decides before anything is allocated whether a scenario, a sweep or a figure fits this run's heap: an estimate of
 * the bytes needed at size {@code n} against {@code Runtime.maxMemory()} (what {@code -Xmx} gives). Over the limit
 * the request is refused with the size, the need and the limit, instead of failing half-way with an
 * {@link OutOfMemoryError}.
 *
 * <p>The bytes per processor were measured as the smallest {@code -Xmx} that solves, validates and prints a
 * network of about 10^6 processors of each kind (docs/limits.md), with a margin of 1.5. Loops: 10^6 processors
 * solved in 200 MB (not in 160 MB), 2·10^6 in 400 MB (not 300 MB), under 200 bytes each. Graphs: a path of 10^6
 * nodes in 400 MB (not 330 MB), a random sparse graph of 10^6 nodes and 1.2·10^6 links in 450 MB (not 350 MB),
 * about 200 bytes per node and per link.
 */
public final class MemoryBudget {

    /** Heap in use before any scenario: classes, the GUI or picocli, the solver registry. */
    static final long BASE_BYTES = 48L << 20;

    /** One sweep point and its CSV row. */
    static final long BYTES_PER_SWEEP_STEP = 400;

    /** A PNG is drawn into an ARGB image and encoded from it: about two ints per pixel. */
    static final long BYTES_PER_PIXEL = 8;

    private final long limit;

    public MemoryBudget(long limit) {
        this.limit = limit;
    }

    /** The budget of this JVM ({@code -Xmx}). */
    public static MemoryBudget ofThisRun() {
        return new MemoryBudget(Runtime.getRuntime().maxMemory());
    }

    public long limit() {
        return limit;
    }

    /**
     * Bytes per processor to solve, validate and print a network of this kind. Layered kinds (hypercube, torus,
     * mesh) are solved per layer and need almost nothing per processor.
     */
    static long bytesPerProcessor(Network network) {
        return switch (network.kind()) {
            case CHAIN, LOOP -> 300;
            case STAR, BUS -> 1300;
            case TREE, KARY_TREE -> 900;
            case GRAPH -> 300;
            case HYPERCUBE, TORUS2D, MESH -> 0;
        };
    }

    /**
     * Bytes per link of a graph on top of its nodes: the edge, the index that finds the link joining two
     * processors, the search's arrays. A graph may have far more links than nodes.
     */
    static final long BYTES_PER_GRAPH_LINK = 300;

    /** The estimated peak heap to solve {@code s}. */
    public static long need(Scenario s) {
        Network n = s.network();
        if (!n.explicit()) {
            return BASE_BYTES;
        }
        long need = BASE_BYTES + saturatingProduct(n.processorCount(), bytesPerProcessor(n));
        if (n instanceof Graph g) {
            need = saturatingSum(need, saturatingProduct(g.edgeList().size(), BYTES_PER_GRAPH_LINK));
        }
        return need;
    }

    /** Refuses a scenario whose solve would not fit. */
    public void check(Scenario s) {
        long need = need(s);
        if (need > limit) {
            String size = s.network() instanceof Graph g ? g.nodes() + " nodes and " + g.edgeList().size() + " links"
                    : s.network().processorCount() + " processors";
            throw new ScenarioRefusedException("a " + s.network().kind().id() + " of " + size + " needs about " + FailureSentence.gigabytes(need) + "; this run has "
                    + FailureSentence.gigabytes(limit) + " (-Xmx)");
        }
    }

    /** Refuses a sweep of {@code steps} points over {@code s} that would not fit. */
    public void checkSweep(Scenario s, long steps) {
        long need = need(s) + saturatingProduct(steps, BYTES_PER_SWEEP_STEP);
        if (need > limit) {
            throw new ScenarioRefusedException(String.format(Locale.ROOT,
                    "a sweep of %d steps needs about %s; this run has %s (-Xmx)", steps,
                    FailureSentence.gigabytes(need), FailureSentence.gigabytes(limit)));
        }
    }

    /** Refuses a {@code width × height} pixel image that would not fit. */
    public void checkPixels(long width, long height) {
        long need = BASE_BYTES + saturatingProduct(saturatingProduct(width, height), BYTES_PER_PIXEL);
        if (need > limit) {
            throw new ScenarioRefusedException(String.format(Locale.ROOT,
                    "a %d × %d pixel image needs about %s; this run has %s (-Xmx)", width, height,
                    FailureSentence.gigabytes(need), FailureSentence.gigabytes(limit)));
        }
    }

    private static long saturatingSum(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    private static long saturatingProduct(long a, long b) {
        long hi = Math.multiplyHigh(a, b);
        long lo = a * b;
        return hi != 0 || lo < 0 ? Long.MAX_VALUE : lo;
    }
}
