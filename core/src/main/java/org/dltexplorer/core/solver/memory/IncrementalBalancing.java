package org.dltexplorer.core.solver.memory;

/**
 * The Incremental Balancing Strategy (IBS) of Li, Bharadwaj and Ko, as Drozdowski & Wolniewicz (2003), §1 describes it: in each increment
 * the remaining load is split among the processors that still have free memory by the classical divisible-load
 * rule for a star without memory limits (all finish together, startups ignored as in [13]), the split is scaled
 * down until the first buffer is full, and the remaining capacities are the buffers of the next increment. At
 * most {@code m + 1} increments, {@code O(m²)} time. A heuristic: it ignores startups and is not optimal (Drozdowski & Wolniewicz 2003
 * beats it on Example 3 of [13]).
 */
final class IncrementalBalancing {

    /** Room below this (in units of the load) counts as a full buffer: it is what rounding of the split leaves. */
    private static final double FULL = 1e-14;

    private final StarWorkers w;

    IncrementalBalancing(StarWorkers workers) {
        this.w = workers;
    }

    /** Loads of the originator ({@code [0]}) and of the workers in {@code seq} ({@code [1 + i]}); null when memory is short. */
    double[] loads(int[] seq) {
        int n = seq.length;
        double[] load = new double[n + 1];
        double[] room = new double[n + 1];
        room[0] = w.a0 == Double.POSITIVE_INFINITY ? 0.0 : w.b0;
        for (int i = 0; i < n; i++) {
            room[i + 1] = w.b[seq[i]];
        }
        double remaining = 1.0;
        double[] f = new double[n + 1];
        for (int round = 0; round <= n + 1 && remaining > 0; round++) {
            // equal finish at time 1 without startups: the originator computes 1/A_0, worker i receives after the
            // earlier active workers and f_{i+1} (A + C)_{i+1} = A_i f_i for consecutive active workers
            double sum = 0;
            double prevAf = -1;
            for (int i = 0; i <= n; i++) {
                f[i] = 0;
                if (room[i] <= 0) {
                    continue;
                }
                if (i == 0) {
                    f[0] = 1.0 / w.a0;
                    prevAf = 1.0;
                } else {
                    int k = seq[i - 1];
                    f[i] = (prevAf < 0 ? 1.0 : prevAf) / (w.a[k] + w.c[k]);
                    prevAf = w.a[k] * f[i];
                }
                sum += f[i];
            }
            if (sum <= 0) {
                return null;
            }
            double scale = remaining / sum;
            for (int i = 0; i <= n; i++) {
                if (f[i] > 0) {
                    scale = Math.min(scale, room[i] / f[i]);
                }
            }
            double given = 0;
            for (int i = 0; i <= n; i++) {
                double x = f[i] * scale;
                load[i] += x;
                room[i] = room[i] == Double.POSITIVE_INFINITY ? room[i] : Math.max(0.0, room[i] - x);
                given += x;
                if (f[i] > 0 && room[i] <= FULL) {
                    room[i] = 0;
                }
            }
            remaining -= given;
            if (remaining <= FULL) {
                remaining = 0;
            }
        }
        if (remaining > 0) {
            return null;
        }
        return load;
    }
}
