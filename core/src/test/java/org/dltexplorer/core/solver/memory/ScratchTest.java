package org.dltexplorer.core.solver.memory;

import java.util.Random;
import org.dltexplorer.core.solver.SolveMonitor;
import org.junit.jupiter.api.Test;

class ScratchTest {
    static StarWorkers inst(long seed, int m) {
        Random rnd = new Random(seed);
        double[] a = new double[m], b = new double[m], c = new double[m], s = new double[m];
        for (int k = 0; k < m; k++) {
            a[k] = 1 + 9 * rnd.nextDouble();
            c[k] = 0.1 + 0.9 * rnd.nextDouble();
            s[k] = 0.5 * rnd.nextDouble();
            b[k] = (0.5 + 1.5 * rnd.nextDouble()) / m;
        }
        return new StarWorkers(1 + 9 * rnd.nextDouble(), 0.5 / m, a, b, c, s, 1, 1);
    }
    @Test
    void time() {
        for (int m : new int[] {6, 8, 10, 12}) {
            for (long seed = 1; seed <= 3; seed++) {
                StarWorkers w = inst(seed, m);
                long t0 = System.nanoTime();
                var r = new OrderSearch(w, SolveMonitor.deadline(60000)).exact();
                long t1 = System.nanoTime();
                System.out.printf("m %d seed %d time %.1f ms nodes %d proven %s T %.6f len %d ibs %.6f%n", m, seed, (t1 - t0) / 1e6, r.nodes(), r.proven(), r.best().makespan(), r.best().sequence().length, r.ibsMakespan());
            }
        }
    }
}
