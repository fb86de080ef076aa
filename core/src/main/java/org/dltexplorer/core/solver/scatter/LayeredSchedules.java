package org.dltexplorer.core.solver.scatter;

import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.schedule.ScheduleBuilder;

/**
 * Writes layered schedules: one share per layer ({@code n_i} processors of load {@code α_i}) and a timeline of one
 * representative per layer (interval processor and peer = layer index). The representatives form a path of the
 * scattering tree: representative {@code i} receives from representative {@code i−1}. Messages of a representative
 * to processors other than the next representative run in parallel with those shown and are equal in size, so they
 * are left out of the timeline; {@code Share.count} saturates at {@code Long.MAX_VALUE} for layers too large for a
 * {@code long}.
 */
public final class LayeredSchedules {

    private LayeredSchedules() {
    }

    /** {@code n} as a share count, saturating. */
    public static long count(double n) {
        return n >= Long.MAX_VALUE ? Long.MAX_VALUE : Math.round(n);
    }

    /**
     * A chain of representatives: step {@code j} sends {@code message[j]} from {@code j−1} to {@code j} in
     * {@code hops_j (S + C·message_j)}, layer {@code j} computes from then on; when results are returned they climb
     * back in mirrored steps of {@code hops_j (S + R·message_j)} ending at {@code makespan}.
     *
     * @param counts {@code n_i} of every layer of the network (layers past {@code depth} get load 0)
     * @param hops hop count of each step (index 0 unused), or null for single hops
     */
    public static void chain(ScheduleBuilder b, double[] counts, int depth, double makespan, double[] alpha,
            double[] message, double[] hops, double a, LinkParams link) {
        for (int i = 0; i < counts.length; i++) {
            b.layerShare(i, count(counts[i]), i <= depth ? alpha[i] : 0.0);
        }
        double t = 0;
        double back = 0;
        for (int i = 0; i <= depth; i++) {
            if (i > 0) {
                double h = hops == null ? 1 : hops[i];
                double end = t + h * link.transferTime(message[i]);
                b.transfer(i - 1, i, t, end, message[i]);
                t = end;
                if (link.returnsResults()) {
                    double r = h * link.returnTime(message[i]);
                    b.returnResults(i, i - 1, makespan - back - r, makespan - back, message[i]);
                    back += r;
                }
            }
            if (alpha[i] > 0) {
                b.compute(i, t, t + a * alpha[i], alpha[i]);
            }
        }
    }
}
