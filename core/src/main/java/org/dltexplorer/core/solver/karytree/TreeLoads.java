package org.dltexplorer.core.solver.karytree;

/**
 * Loads of a single-installment policy (EDS or SOS): what each processor computes and what its subtree receives.
 *
 * @param alpha {@code α_i}, the load processor {@code i} computes
 * @param theta {@code θ_i}, the load sent to processor {@code i} for its whole subtree ({@code θ_0 = V})
 * @param predictedFinish the finish time the collapse predicts (NaN when the policy has none)
 * @param portBoundNodes how many parents were split by {@link PortBoundSplit} because the equal-finish split would
 *        collect a report while still sending ({@code collect = "after-sends"})
 * @param fasterNodes how many parents were split by {@link PortBoundSplit} because it beats the equal-finish split
 *        (slow reports on heterogeneous links)
 * @param uncertifiedSplits how many parents' {@link PortBoundSplit} LPs were answered without a certificate of
 *        optimality: the loads are then feasible, not proven optimal
 */
record TreeLoads(double[] alpha, double[] theta, double predictedFinish, int portBoundNodes, int fasterNodes,
        int uncertifiedSplits) {

    /** Subtree loads from own loads: {@code θ_i = α_i + Σ θ_child} (children have larger ids). */
    static TreeLoads fromAlpha(KaryInstance in, double[] alpha, double predictedFinish) {
        int n = in.size();
        double[] theta = alpha.clone();
        for (int id = n - 1; id > 0; id--) {
            theta[in.tree().parentOf(id)] += theta[id];
        }
        return new TreeLoads(alpha, theta, predictedFinish, 0, 0, 0);
    }
}
