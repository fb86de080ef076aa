package org.dltexplorer.core.solver.lp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The sparse factorisation behind the polish: dependent columns are refused, and the two solves satisfy their
 * systems, checked here by multiplying out the columns (not by the code under test).
 */
class SparseBasisTest {

    @Test
    void aColumnInTheSpanOfThoseTakenIsRefused() {
        SparseBasis b = new SparseBasis(3);
        assertThat(b.offer(new int[] {0, 1}, new double[] {1, 2})).isTrue();
        assertThat(b.offer(new int[] {1, 2}, new double[] {1, 1})).isTrue();
        // (2, 5, 1) = 2·(1, 2, 0) + (0, 1, 1)
        assertThat(b.offer(new int[] {0, 1, 2}, new double[] {2, 5, 1})).isFalse();
        assertThat(b.complete()).isFalse();
        assertThat(b.solve(new double[] {1, 1, 1})).isNull();
        assertThat(b.offer(new int[] {2}, new double[] {-1})).isTrue();
        assertThat(b.complete()).isTrue();
    }

    @Test
    void randomSparseBasesSolveBothSystems() {
        Random r = new Random(7);
        for (int trial = 0; trial < 30; trial++) {
            int m = 5 + r.nextInt(60);
            SparseBasis b = new SparseBasis(m);
            int[][] rows = new int[m][];
            double[][] vals = new double[m][];
            int taken = 0;
            while (!b.complete()) {
                int k = 1 + r.nextInt(3);
                int[] idx = r.ints(0, m).distinct().limit(k).toArray();
                double[] val = r.doubles(idx.length, -2, 2).toArray();
                if (b.offer(idx, val)) {
                    rows[taken] = idx;
                    vals[taken++] = val;
                }
            }
            double[] rhs = r.doubles(m, -1, 1).toArray();
            double[] z = b.solve(rhs);
            double[] y = b.solveTransposed(rhs);
            double[] bz = new double[m];
            for (int c = 0; c < m; c++) {
                for (int t = 0; t < rows[c].length; t++) {
                    bz[rows[c][t]] += vals[c][t] * z[c];
                }
            }
            for (int i = 0; i < m; i++) {
                assertThat(bz[i]).as("trial %d row %d", trial, i).isCloseTo(rhs[i], within(1e-9));
            }
            for (int c = 0; c < m; c++) {
                double dot = 0;
                for (int t = 0; t < rows[c].length; t++) {
                    dot += vals[c][t] * y[rows[c][t]];
                }
                assertThat(dot).as("trial %d column %d", trial, c).isCloseTo(rhs[c], within(1e-9));
            }
        }
    }
}
