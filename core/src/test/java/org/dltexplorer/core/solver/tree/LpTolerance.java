package org.dltexplorer.core.solver.tree;

import org.dltexplorer.core.Tolerance;

/** Comparisons of a closed form with an ojAlgo LP: the simplex stops at its own feasibility tolerance (~1e-9). */
public final class LpTolerance {

    public static final Tolerance LP = new Tolerance(1e-7, 1e-9);

    private LpTolerance() {
    }
}
