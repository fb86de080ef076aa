package org.dltexplorer.core.solver.karytree;

/**
 * Equal division scheduling (EDS, Ko & Robertazzi (2003), §III, eq. (4)): every computing processor gets {@code ε = V/N}. The
 * closed-form finish time of the homogeneous case is {@link KaryClosedForms#equalDivisionFinish}; the solver reports
 * the replayed one.
 */
final class EqualDivision {

    private EqualDivision() {
    }

    static TreeLoads loads(KaryInstance in) {
        int n = in.size();
        int computing = in.rootComputes() ? n : n - 1;
        double eps = in.load() / computing;
        double[] alpha = new double[n];
        for (int i = 0; i < n; i++) {
            alpha[i] = i == 0 && !in.rootComputes() ? 0.0 : eps;
        }
        return TreeLoads.fromAlpha(in, alpha, Double.NaN);
    }
}
