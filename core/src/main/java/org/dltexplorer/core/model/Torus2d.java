package org.dltexplorer.core.model;

/**
 * A square {@code 5^k × 5^k} torus scattered by Peters–Syska (Błażewicz et al. 1999): homogeneous, four ports, circuit
 * switching. The number of processors {@code 5^(2k)} overflows {@code long} from {@code k = 14}; solvers work per
 * layer and never need it exactly.
 */
public record Torus2d(int k) implements LayeredNetwork {

    public static final int MAX_K = 30;

    public Torus2d {
        InvalidScenarioException.require(k >= 1 && k <= MAX_K, "k", "must be in 1.." + MAX_K + ", got " + k);
    }

    /** Side length {@code 5^k}, saturating. */
    public long side() {
        long s = 1;
        for (int i = 0; i < k; i++) {
            if (s > Long.MAX_VALUE / 5) {
                return Long.MAX_VALUE;
            }
            s *= 5;
        }
        return s;
    }

    @Override
    public NetworkKind kind() {
        return NetworkKind.TORUS2D;
    }

    @Override
    public long processorCount() {
        long s = side();
        return s > 3_037_000_499L ? Long.MAX_VALUE : s * s;
    }

    /** {@code 5^(2k)} as a double, exact enough for display and speedup limits. */
    public double processorCountApprox() {
        return Math.pow(25, k);
    }
}
