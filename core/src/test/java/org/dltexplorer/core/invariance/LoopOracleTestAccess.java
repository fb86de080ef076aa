package org.dltexplorer.core.invariance;

import org.dltexplorer.core.model.Scenario;

/** {@link LoopOracleTest}'s meeting LP for tests in other packages. */
public final class LoopOracleTestAccess {

    private LoopOracleTestAccess() {
    }

    /** The oracle's optimum of the loop meeting at {@code j}. */
    public static double meeting(Scenario sc, int j) {
        return LoopOracleTest.meeting(sc, j);
    }
}
