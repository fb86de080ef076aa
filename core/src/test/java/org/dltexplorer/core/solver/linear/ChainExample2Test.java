package org.dltexplorer.core.solver.linear;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import org.dltexplorer.core.analysis.ChainConfigurationMap;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Status;
import org.junit.jupiter.api.Test;

/**
 * Example 2 of Błażewicz & Drozdowski (1997) (§2.2, Fig. 8): 11 identical processors, the originator the central one (paper j = 6, our
 * id 5), w = 1, z = 0.1, r = 0.05, Tcp = Tcm = 1. The text states that (4) cannot be solved for every configuration
 * of the branches, that the usable area is bounded by a line, and that the shortest times lie where the branches
 * are maximal; the figure's numbers are not legible in our copy, so the tests check those statements and compare
 * with an independent exhaustive walk over all configurations.
 */
class ChainExample2Test {

    /** Results of two independent computations of the same floating-point model. */
    static final double SAME_MODEL = 1e-12;

    static Scenario example2() {
        return new Scenario("Example 2", Notation.W_Z_T, new NotationUnits(1, 1, 0), new Chain(11, 5), 1.0,
                ProcessorParams.of(1.0), Map.of(), LinkParams.of(0.05, 0.1), Map.of(), Strategy.DEFAULT);
    }

    @Test
    void theWholeChainIsNotUsable() {
        ChainConfigurationMap map = ChainConfigurationMap.of(example2());

        assertThat(map.maxLeft()).isEqualTo(5);
        assertThat(map.maxRight()).isEqualTo(5);
        assertThat(map.solvable(5, 5)).isFalse();
        assertThat(map.solvable(0, 0)).isTrue();
        assertThat(map.solvable(1, 1)).isTrue();
    }

    @Test
    void usableAreaIsBoundedAndSymmetric() {
        ChainConfigurationMap map = ChainConfigurationMap.of(example2());

        for (int l = 0; l <= 5; l++) {
            for (int r = 0; r <= 5; r++) {
                assertThat(map.solvable(l, r)).isEqualTo(map.solvable(r, l));
                if (map.solvable(l, r)) {
                    assertThat(map.makespan(l, r)).isCloseTo(map.makespan(r, l), within(SAME_MODEL));
                    // a usable configuration stays usable when a branch shrinks: the area is below a line
                    if (l > 0) {
                        assertThat(map.solvable(l - 1, r)).isTrue();
                    }
                }
            }
        }
    }

    @Test
    void bestConfigurationLiesOnTheBoundaryAndIsTheSolversAnswer() {
        Scenario sc = example2();
        ChainConfigurationMap map = ChainConfigurationMap.of(sc);
        Schedule s = new ChainInsideSolver().solve(sc);

        int l = map.bestLeft();
        int r = map.bestRight();
        assertThat(l == 5 || !map.solvable(l + 1, r)).isTrue();
        assertThat(r == 5 || !map.solvable(l, r + 1)).isTrue();
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(s.makespan()).isCloseTo(map.bestMakespan(), within(SAME_MODEL));
        assertThat(s.metrics().processorsUsed()).isEqualTo(1 + l + r);
        assertThat(new ScheduleValidator().validate(sc, s).violations()).isEmpty();
    }
}
