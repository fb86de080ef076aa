package org.dltexplorer.core.solver.star;

import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.solver.tree.BranchEnvelope;

/**
 * Workers served one after another over a sender's single port (Błażewicz & Drozdowski 1997, eq. (10); each bus of eq. (11)): worker
 * {@code k} of the sequence receives {@code α_k} in {@code S_k + C_k α_k} right after worker {@code k-1}'s message
 * and computes until the common finish {@code T}, so {@code α_{k-1} A_{k-1} = S_k + α_k (C_k + A_k)}.
 *
 * <p>With {@code R_k} the time left after the {@code k}-th message ({@code R_0 = T}),
 * {@code α_k = (R_{k-1} − S_k)/(A_k + C_k)} and {@code R_k = α_k A_k}: every quantity is affine in {@code T},
 * so the capacity {@code P_k T − Q_k} of each prefix of the sequence follows in one forward pass; the factors
 * {@code A_k/(A_k + C_k) ≤ 1} keep it bounded.
 *
 * @param A compute time per unit of each worker, in sequence order
 * @param S startup of each worker's message
 * @param C transfer time per unit of each worker's message
 */
public record OnePortSequence(double[] A, double[] S, double[] C) {

    public int size() {
        return A.length;
    }

    /** The time one more unit of load costs worker {@code k}: it is sent ({@code C_k}) and computed ({@code A_k}). */
    public double perUnit(int k) {
        return A[k] + C[k];
    }

    /** Capacities of the prefixes of length {@code 1..m} (entry {@code k-1}). */
    public BranchEnvelope.Branch prefixes() {
        int m = A.length;
        double[] P = new double[m];
        double[] Q = new double[m];
        double u = 1; // R_{k-1} = u T − w
        double w = 0;
        double p = 0;
        double q = 0;
        for (int k = 0; k < m; k++) {
            double den = A[k] + C[k];
            p += u / den;
            q += (w + S[k]) / den;
            P[k] = p;
            Q[k] = q;
            double f = A[k] / den;
            u *= f;
            w = (w + S[k]) * f;
        }
        return new BranchEnvelope.Branch(P, Q);
    }

    /** Loads of the first {@code used} workers for makespan {@code T}. */
    public double[] loads(int used, double makespan) {
        double[] alpha = new double[used];
        double r = makespan;
        for (int k = 0; k < used; k++) {
            alpha[k] = (r - S[k]) / (A[k] + C[k]);
            r = alpha[k] * A[k];
        }
        return alpha;
    }

    /**
     * Writes the messages from {@code sender} and the computations of the workers {@code ids} (in sequence order)
     * with loads {@code alpha}; a worker with no load gets neither.
     */
    public static void write(ScheduleBuilder b, int sender, int[] ids, double[] alpha, double[] S, double[] C, double[] A) {
        double t = 0;
        for (int k = 0; k < alpha.length; k++) {
            if (alpha[k] <= 0) {
                continue;
            }
            double end = t + S[k] + C[k] * alpha[k];
            b.transfer(sender, ids[k], t, end, alpha[k]);
            b.compute(ids[k], end, end + alpha[k] * A[k], alpha[k]);
            t = end;
        }
    }
}
