package org.dltexplorer.core.solver.star;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The radix order agrees with a stable comparator sort of boxed ids by {@code Double.compare}, ties included. */
class KeyOrderTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void agreesWithAStableComparatorSort(long seed) {
        Random r = new Random(seed);
        agreesWithAStableComparatorSort(r, 1 + r.nextInt(5000));
    }

    /** Beyond 2^16 keys the digits are wider. */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {6, 7})
    void agreesWithAStableComparatorSortOnManyKeys(long seed) {
        Random r = new Random(seed);
        agreesWithAStableComparatorSort(r, (1 << 16) + r.nextInt(100_000));
    }

    private static void agreesWithAStableComparatorSort(Random r, int n) {
        int from = r.nextInt(3);
        double[] pool = {0.0, -0.0, 1e-300, Double.MIN_VALUE, 3.5, -2.0, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, 1e300};
        double[] key = new double[from + n];
        for (int i = from; i < from + n; i++) {
            // many ties and the corners of the double order, mixed with spread-out values
            key[i] = r.nextBoolean() ? pool[r.nextInt(pool.length)] : (r.nextDouble() - 0.3) * Math.pow(10, r.nextInt(40) - 20);
        }
        Integer[] boxed = new Integer[n];
        for (int k = 0; k < n; k++) {
            boxed[k] = from + k;
        }
        Arrays.sort(boxed, (a, b) -> Double.compare(key[a], key[b]));
        int[] expected = Arrays.stream(boxed).mapToInt(Integer::intValue).toArray();

        assertThat(KeyOrder.ascending(from, from + n - 1, i -> key[i])).containsExactly(expected);
    }

    @ParameterizedTest(name = "{0} ids")
    @ValueSource(ints = {0, 1})
    void emptyAndSingleRanges(int n) {
        assertThat(KeyOrder.ascending(1, n, i -> 7.0)).hasSize(n);
    }
}
