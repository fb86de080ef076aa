package org.dltexplorer.core.solver.bus;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.AbstractSolverContractTest;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.ReferenceLp;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.tree.LpTolerance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Buses (eq. (11)): the contract on random assignments; the makespan against an LP over every choice of how many
 * workers (fastest first) each bus serves.
 */
class BusSolverContractTest extends AbstractSolverContractTest {

    @Override
    protected Solver solver() {
        return new BusSolver();
    }

    @Override
    protected Scenario scenario(Random r) {
        return RandomScenarios.of(randomBus(1 + r.nextInt(4), 1 + r.nextInt(10), r), r, 1.0, Strategy.DEFAULT);
    }

    static Bus randomBus(int buses, int workers, Random r) {
        List<List<Integer>> lists = new ArrayList<>();
        for (int b = 0; b < buses; b++) {
            lists.add(new ArrayList<>());
        }
        List<Integer> ids = new ArrayList<>();
        for (int w = 1; w <= workers; w++) {
            ids.add(w);
        }
        Collections.shuffle(ids, r);
        for (int k = 0; k < workers; k++) {
            lists.get(k < buses ? k : r.nextInt(buses)).add(ids.get(k));
        }
        lists.removeIf(List::isEmpty);
        return new Bus(lists);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("lpSeeds")
    void makespanIsTheBestPrefixCombinationOfAnLp(long seed) {
        Random r = new Random(seed);
        Scenario sc = RandomScenarios.of(randomBus(1 + r.nextInt(2), 1 + r.nextInt(5), r), r, 1.0, Strategy.DEFAULT);
        Bus bus = (Bus) sc.network();
        int k = bus.buses().size();
        List<List<Integer>> sorted = new ArrayList<>();
        for (List<Integer> l : bus.buses()) {
            List<Integer> s = new ArrayList<>(l);
            s.sort(Comparator.comparingDouble(w -> sc.processor(w).A()));
            sorted.add(s);
        }
        int[] count = new int[k];
        double best = Double.POSITIVE_INFINITY;
        while (true) {
            List<double[]> as = new ArrayList<>();
            List<double[]> ss = new ArrayList<>();
            List<double[]> cs = new ArrayList<>();
            for (int b = 0; b < k; b++) {
                double[] a = new double[count[b]];
                double[] s = new double[count[b]];
                double[] c = new double[count[b]];
                for (int i = 0; i < count[b]; i++) {
                    a[i] = sc.processor(sorted.get(b).get(i)).A();
                    s[i] = sc.link(b).S();
                    c[i] = sc.link(b).C();
                }
                as.add(a);
                ss.add(s);
                cs.add(c);
            }
            best = Math.min(best, ReferenceLp.sequences(sc.processor(0).A(), as, ss, cs, sc.load()));
            int b = 0;
            while (b < k && count[b] == sorted.get(b).size()) {
                count[b] = 0;
                b++;
            }
            if (b == k) {
                break;
            }
            count[b]++;
        }
        Schedule s = solver().solve(sc);
        assertThat(LpTolerance.LP.equal(s.makespan(), best)).as("%s vs LP %s", s.makespan(), best).isTrue();
    }
}
