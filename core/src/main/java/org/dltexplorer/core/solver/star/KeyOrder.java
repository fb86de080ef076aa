package org.dltexplorer.core.solver.star;

import java.util.function.IntToDoubleFunction;

/**
 * Worker ids sorted by a numeric key (startup, speed...), ties kept in id order: the order of a stable sort with
 * {@link Double#compare}, computed without boxing the ids. A least-significant-digit radix sort on the keys' bit
 * patterns (mapped so that unsigned order is {@code Double.compare} order) takes linear time, which matters for
 * stars of 10^6 workers where sorting {@code Integer[]} through a comparator dominated the solve.
 */
final class KeyOrder {

    /** Digits of 16 bits (4 passes) for large inputs, of 8 bits for small ones, whose buckets would cost more. */
    private static final int LARGE = 1 << 16;

    private KeyOrder() {
    }

    /** Ids {@code from..to} (inclusive) in ascending order of {@code key}, equal keys by ascending id. */
    static int[] ascending(int from, int to, IntToDoubleFunction key) {
        int n = Math.max(0, to - from + 1);
        long[] keys = new long[n];
        int[] ids = new int[n];
        for (int k = 0; k < n; k++) {
            ids[k] = from + k;
            long bits = Double.doubleToLongBits(key.applyAsDouble(from + k));
            // negative numbers: flip all bits; others: flip the sign bit; then unsigned order = Double.compare order
            keys[k] = bits ^ ((bits >> 63) | Long.MIN_VALUE);
        }
        long[] keysOut = new long[n];
        int[] idsOut = new int[n];
        int digitBits = n >= LARGE ? 16 : 8;
        int mask = (1 << digitBits) - 1;
        int[] count = new int[mask + 1];
        for (int shift = 0; shift < Long.SIZE; shift += digitBits) {
            java.util.Arrays.fill(count, 0);
            for (int k = 0; k < n; k++) {
                count[(int) (keys[k] >>> shift) & mask]++;
            }
            if (n == 0 || count[(int) (keys[0] >>> shift) & mask] == n) {
                continue; // every key has the same digit here: the pass would not move anything
            }
            int sum = 0;
            for (int d = 0; d <= mask; d++) {
                int c = count[d];
                count[d] = sum;
                sum += c;
            }
            // scattering in input order keeps equal digits in their current order: the sort is stable
            for (int k = 0; k < n; k++) {
                int pos = count[(int) (keys[k] >>> shift) & mask]++;
                keysOut[pos] = keys[k];
                idsOut[pos] = ids[k];
            }
            long[] tk = keys;
            keys = keysOut;
            keysOut = tk;
            int[] ti = ids;
            ids = idsOut;
            idsOut = ti;
        }
        return ids;
    }
}
