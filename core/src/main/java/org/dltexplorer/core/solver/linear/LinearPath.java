package org.dltexplorer.core.solver.linear;

/**
 * A path of processors fed from its first node, all finishing together: the shared recursion behind chains,
 * loops and opened loops (seed 003 eq. (1)).
 *
 * <p>Instead of the paper's bottom-up coefficients {@code α_{N-i} = l_{N-i} + k_{N-i} α_N}, which grow
 * geometrically and overflow for long chains, it uses the equivalent <em>capacity</em> form (seed 003, Appendix,
 * Lemma A.1): the load the suffix starting at node {@code i} can process when it holds its data {@code D} time
 * units before the common finish is affine, {@code f_i(D) = p_i D − q_i}, with
 * <pre>
 *   p_{n-1} = 1/A_{n-1},  q_{n-1} = 0,
 *   p_i = 1/A_i + p_{i+1}/(1 + p_{i+1} C_i),   q_i = (p_{i+1} S_i + q_{i+1})/(1 + p_{i+1} C_i),
 * </pre>
 * where link {@code i} joins nodes {@code i} and {@code i+1}. The coefficients stay bounded ({@code p_i ≤ Σ 1/A}),
 * so the recursion is stable for any length. The makespan for load {@code V} is {@code T = (V + q_0)/p_0}.
 *
 * @param invA {@code 1/A_i} per node ({@code 0} for a node that does not compute)
 * @param S startup of link {@code i} (between node {@code i} and {@code i+1})
 * @param C transfer time per unit of link {@code i}
 */
record LinearPath(double[] invA, double[] S, double[] C) {

    int size() {
        return invA.length;
    }

    /** The coefficients {@code p_0, q_0} of the first {@code n} nodes. */
    double[] capacity(int n) {
        double p = invA[n - 1];
        double q = 0;
        for (int i = n - 2; i >= 0; i--) {
            double den = 1 + p * C[i];
            q = (p * S[i] + q) / den;
            p = invA[i] + p / den;
        }
        return new double[] {p, q};
    }

    /**
     * Loads of the first {@code n} nodes when they all finish at the same time, and the start times of their
     * receptions. Loads may come out negative: then {@code n} nodes cannot all be used.
     *
     * @return {@code [loads..., makespan]} packed as {@code loads[0..n-1]} and {@code makespan} at index n;
     *         reception ends at {@code n+1 .. 2n} ({@code t_0 = 0})
     */
    Solution solve(int n, double load) {
        double[] pq = capacity(n);
        double makespan = (load + pq[1]) / pq[0];
        double[] alpha = new double[n];
        double[] arrival = new double[n];
        double remaining = load;
        double t = 0;
        for (int i = 0; i < n; i++) {
            arrival[i] = t;
            if (i == n - 1) {
                alpha[i] = remaining;
                break;
            }
            alpha[i] = (makespan - t) * invA[i];
            double forward = remaining - alpha[i];
            t += S[i] + C[i] * forward;
            remaining = forward;
        }
        return new Solution(alpha, arrival, makespan);
    }

    /** Loads, the times each node has its data, and the common finish time. */
    record Solution(double[] loads, double[] arrival, double makespan) {

        boolean nonNegative(double slack) {
            for (double a : loads) {
                if (a < -slack) {
                    return false;
                }
            }
            return true;
        }
    }
}
