package org.dltexplorer.core.solver.linear;

import org.dltexplorer.core.solver.tree.BranchEnvelope;

/**
 * A path hanging off a root (a branch of a chain, Błażewicz & Drozdowski (1997), eqs. (1) and (4)): the capacity of each of its prefixes
 * as seen from the root, in one forward pass.
 *
 * <p>{@link org.dltexplorer.core.solver.tree.EqualFinishTree} gives the affine capacity {@code P D − Q} of one
 * set of nodes from the far end back. For all prefixes at once, write the backward step of that recursion on
 * homogeneous coordinates {@code (a, b, c)} with {@code p = a/c}, {@code q = b/c}: crossing the link into node
 * {@code k} ({@code S_k, C_k}) maps {@code (a, b, c) ↦ (a, b + S_k a, c + C_k a)} and adding node {@code k}'s own
 * computation maps {@code (a, b, c) ↦ (a + c/A_k, b, c)}. Both are linear with non-negative matrices, so prefix
 * {@code l}'s coefficients are the last column of {@code Π_{k≤l} L_k N_k}, accumulated left to right. Only sums of
 * non-negative products occur (no cancellation); the product is rescaled by its largest entry at every step, which
 * does not change the ratios, so it neither overflows nor loses relative accuracy.
 */
final class PathBranch {

    private PathBranch() {
    }

    /**
     * Capacities of prefixes {@code 1..L}: entry {@code l-1} is the prefix of the first {@code l} nodes.
     *
     * @param invA {@code 1/A} of the branch's nodes, nearest the root first
     * @param S startup of the link into each node (from its predecessor, the root for the first)
     * @param C transfer time per unit of the link into each node
     */
    static BranchEnvelope.Branch prefixes(double[] invA, double[] S, double[] C) {
        int len = invA.length;
        double[] P = new double[len];
        double[] Q = new double[len];
        double[] m = {1, 0, 0, 0, 1, 0, 0, 0, 1}; // row-major 3x3
        for (int k = 0; k < len; k++) {
            for (int r = 0; r < 3; r++) {
                // M·L: column 0 += S·column 1 + C·column 2
                double c0 = m[3 * r] + S[k] * m[3 * r + 1] + C[k] * m[3 * r + 2];
                m[3 * r] = c0;
                // (M·L)·N: column 2 += column 0 / A
                m[3 * r + 2] += invA[k] * c0;
            }
            // entries are non-negative, so a pairwise maximum is the same number as a running one, with a shorter
            // chain of dependent operations
            double max = Math.max(Math.max(Math.max(m[0], m[1]), Math.max(m[2], m[3])),
                    Math.max(Math.max(m[4], m[5]), Math.max(m[6], Math.max(m[7], m[8]))));
            for (int i = 0; i < 9; i++) {
                m[i] /= max;
            }
            // (a, b, c) is the last column
            P[k] = m[2] / m[8];
            Q[k] = m[5] / m[8];
        }
        return new BranchEnvelope.Branch(P, Q);
    }
}
