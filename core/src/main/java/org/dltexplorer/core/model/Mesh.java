package org.dltexplorer.core.model;

/**
 * A 2D or 3D mesh scattered by a {@code (p+1)}-nomial tree (Drozdowski 2009, §7.2.3): homogeneous, {@code p} ports,
 * {@code (p+1)^h} processors in {@code h} layers of activation.
 *
 * @param ports p, the number of ports each processor sends on at once
 * @param layers h, the number of scattering phases
 * @param dimensions 2 or 3
 */
public record Mesh(int ports, int layers, int dimensions) implements LayeredNetwork {

    public static final int MAX_LAYERS = 100_000;

    public Mesh {
        InvalidScenarioException.require(ports >= 1, "ports", "must be >= 1, got " + ports);
        InvalidScenarioException.require(layers >= 0 && layers <= MAX_LAYERS, "layers",
                "must be in 0.." + MAX_LAYERS + ", got " + layers);
        InvalidScenarioException.require(dimensions == 2 || dimensions == 3, "dimensions", "must be 2 or 3, got " + dimensions);
    }

    @Override
    public NetworkKind kind() {
        return NetworkKind.MESH;
    }

    @Override
    public long processorCount() {
        // exact while it fits (a double rounds beyond 2^53), then saturating
        long n = 1;
        for (int i = 0; i < layers; i++) {
            if (n > Long.MAX_VALUE / (ports + 1L)) {
                return Long.MAX_VALUE;
            }
            n *= ports + 1L;
        }
        return n;
    }

    /** {@code (p+1)^h} as a double. */
    public double processorCountApprox() {
        return Math.pow(ports + 1.0, layers);
    }
}
