package org.dltexplorer.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.dltexplorer.core.solver.scatter.NomialTreeRecursion;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class GranularityTest {

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void cumulativeRoundingKeepsTheTotalAndStaysWithinTheBound(int seed) {
        Random rnd = new Random(seed);
        int p = 1 + rnd.nextInt(4);
        int depth = 1 + rnd.nextInt(p == 1 ? 8 : 4);
        double a = 1e-3 * (0.5 + rnd.nextDouble());
        double s = 1e-3 * rnd.nextDouble();
        double c = 1e-4 * rnd.nextDouble();
        long v = 1000 + rnd.nextInt(100_000);
        NomialTreeRecursion.Solution sol = NomialTreeRecursion.uniform(p, a, true, s, c, depth).best(v);

        Granularity.Rounded r = Granularity.cumulative(p, a, s, c, 1, sol);

        assertThat(r.totalUnits()).isEqualTo(v);
        for (int q = 0; q < r.units().length; q++) {
            assertThat((double) r.units()[q]).isBetween(sol.alpha()[r.layer()[q]] - 1, sol.alpha()[r.layer()[q]] + 1);
        }
        assertThat(r.makespan()).isLessThanOrEqualTo(r.bound() * (1 + 1e-12));
    }

    @Test
    void roundingEveryLoadUpBreaksThePapersBound() {
        // small loads on many processors: each rounds up by almost a unit, and a message to layer 1 carries
        // the excess of a whole subtree
        int p = 4;
        int depth = 5;
        double a = 1;
        double c = 2;
        long v = 3125 * 2 + 1000;
        NomialTreeRecursion.Solution sol = NomialTreeRecursion.uniform(p, a, true, 0, c, depth).solve(v, depth);

        Granularity.Rounded up = Granularity.roundUp(p, a, 0, c, 1, sol);
        Granularity.Rounded cumulative = Granularity.cumulative(p, a, 0, c, 1, sol);

        assertThat(sol.feasible()).isTrue();
        assertThat(up.totalUnits()).isGreaterThan(v);
        assertThat(up.makespan()).isGreaterThan(up.bound());
        assertThat(cumulative.makespan()).isLessThanOrEqualTo(cumulative.bound());
    }
}
