package org.dltexplorer.core.schedule;

import java.util.Arrays;

/**
 * Rows (of a timeline, or of events derived from it) filed under an int key — a processor, a link — and sorted by
 * key, the rows of one key in a given order: how the {@link ScheduleValidator} groups messages per port, per link
 * and per pair of processors. Two int arrays instead of a map of lists: a schedule of 10^6 processors has
 * 3·10^6 intervals, and a list and a boxed key per processor, all alive until the check ends, made the collector
 * copy them again at every young collection (a K-ary tree of 2.7·10^5 nodes took 18 s to check, most of it in
 * collection pauses).
 */
final class KeyedRows {

    /**
     * The order of two rows of one key: by a column of times, then (when given) by a second column, each as
     * {@link Double#compare}. A final class rather than an interface of lambdas: the sort compares millions of rows,
     * and a call through an interface with several implementations is one the compiler cannot inline.
     */
    static final class RowOrder {
        private final double[] first;
        private final double[] then;

        private RowOrder(double[] first, double[] then) {
            this.first = first;
            this.then = then;
        }

        /** Rows by {@code first[row]}. */
        static RowOrder by(double[] first) {
            return new RowOrder(first, null);
        }

        /** Rows by {@code first[row]}, then by {@code then[row]}. */
        static RowOrder by(double[] first, double[] then) {
            return new RowOrder(first, then);
        }

        int compare(int a, int b) {
            int c = Double.compare(first[a], first[b]);
            return c != 0 || then == null ? c : Double.compare(then[a], then[b]);
        }

        /** As {@link #compare} of a row whose values are {@code f} and {@code t} with row {@code b}. */
        private int compare(double f, double t, int b) {
            int c = Double.compare(f, first[b]);
            return c != 0 || then == null ? c : Double.compare(t, then[b]);
        }
    }

    private static final int INSERTION_SORT = 24;

    private int size;
    private int[] key;
    private int[] row;

    KeyedRows() {
        this(16);
    }

    /** Room for {@code capacity} entries before any growing (each growth copies both columns). */
    KeyedRows(int capacity) {
        key = new int[Math.max(16, capacity)];
        row = new int[Math.max(16, capacity)];
    }

    void add(int k, int r) {
        if (size == key.length) {
            int capacity = (int) Math.min(Integer.MAX_VALUE - 8, (long) size * 3 / 2 + 16);
            key = Arrays.copyOf(key, capacity);
            row = Arrays.copyOf(row, capacity);
        }
        key[size] = k;
        row[size] = r;
        size++;
    }

    int size() {
        return size;
    }

    int key(int k) {
        return key[k];
    }

    int row(int k) {
        return row[k];
    }

    /** The end of the run of entries with the key of entry {@code from} (exclusive). */
    int runEnd(int from) {
        int to = from + 1;
        while (to < size && key[to] == key[from]) {
            to++;
        }
        return to;
    }

    /** Sorts the entries by key, the rows of one key by {@code order} (stable). */
    KeyedRows sort(RowOrder order) {
        boolean inOrder = eachKeyAddedInOrder(order);
        stableSortBy(key);
        if (!inOrder) {
            sortRuns(order, null);
        }
        return this;
    }

    /**
     * Whether the rows of every key were added in {@code order} (then the stable sort by key alone leaves each key's
     * rows in that order). Read in the order added, which is a timeline's own order, with the last values of each key
     * kept apart: checking each key's run after the sort by key read the timeline's columns out of order, a cache
     * miss a row on a schedule of millions of intervals. False, without a look, when the keys span too wide a range
     * for an array of them (the runs are then checked one by one).
     */
    boolean eachKeyAddedInOrder(RowOrder order) {
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (int k = 0; k < size; k++) {
            lo = Math.min(lo, key[k]);
            hi = Math.max(hi, key[k]);
        }
        if (size == 0 || (long) hi - lo + 1 > 2L * size + 1024) {
            return size == 0;
        }
        int range = hi - lo + 1;
        boolean[] seen = new boolean[range];
        double[] lastFirst = new double[range];
        double[] lastThen = order.then == null ? null : new double[range];
        for (int k = 0; k < size; k++) {
            int at = key[k] - lo;
            int r = row[k];
            if (seen[at] && order.compare(lastFirst[at], lastThen == null ? 0 : lastThen[at], r) > 0) {
                return false;
            }
            seen[at] = true;
            lastFirst[at] = order.first[r];
            if (lastThen != null) {
                lastThen[at] = order.then[r];
            }
        }
        return true;
    }

    /**
     * Sorts the entries by key, then by {@code other[row]} (the other end of a message), the rows of one key and
     * one other end by {@code order} (stable): the result of {@link #sort} with an order that compares
     * {@code other[row]} first. Grouping by both ends by counting leaves {@code order} only the rows of one pair,
     * which a timeline usually lists in time order already; comparing the other end inside {@code order} instead
     * merge-sorted every sender's interleaved messages (the root of a multi-installment tree sends one per
     * processor, 3.5·10^5 on a 4-ary tree of 9 levels).
     */
    KeyedRows sortByPair(int[] other, RowOrder order) {
        // rows of each key in order are in order within each of its pairs too
        boolean inOrder = eachKeyAddedInOrder(order);
        int[] byOther = new int[size];
        for (int k = 0; k < size; k++) {
            byOther[k] = other[row[k]];
        }
        // least significant first: a stable sort by the other end, then one by key, orders by (key, other end)
        stableSortBy(byOther);
        stableSortBy(key);
        if (!inOrder) {
            sortRuns(order, other);
        }
        return this;
    }

    /**
     * Sorts each run of one key (and of one {@code other[row]} when {@code other} is given) by {@code order}, unless
     * it is in that order already.
     */
    private void sortRuns(RowOrder order, int[] other) {
        int[] tmp = null;
        for (int from = 0; from < size;) {
            int to = other == null ? runEnd(from) : pairEnd(from, other);
            if (!sorted(row, from, to, order)) {
                if (tmp == null) {
                    tmp = new int[size];
                }
                mergeSort(row, from, to, order, tmp);
            }
            from = to;
        }
    }

    /** The end of the run of entries with the key of entry {@code from} and its {@code other[row]} (exclusive). */
    int pairEnd(int from, int[] other) {
        int to = from + 1;
        while (to < size && key[to] == key[from] && other[row[to]] == other[row[from]]) {
            to++;
        }
        return to;
    }

    /**
     * Orders the entries (their keys and rows together) by {@code by[k]}, one int per entry, keeping the order they
     * were added in at ties: by counting when these are processor or link ids (a range not much wider than the
     * entries), else by sorting (value, position) pairs. {@code by} is {@link #key} or an array permuted alongside.
     */
    private void stableSortBy(int[] by) {
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        boolean inOrder = true;
        for (int k = 0; k < size; k++) {
            lo = Math.min(lo, by[k]);
            hi = Math.max(hi, by[k]);
            inOrder &= k == 0 || by[k - 1] <= by[k];
        }
        if (inOrder) {
            // a timeline written processor by processor files its rows in key order already: a stable sort would
            // give the same arrays back, so none is made (most map points' schedules are such)
            return;
        }
        long range = (long) hi - lo + 1;
        int[] k2 = new int[size];
        int[] r2 = new int[size];
        int[] b2 = by == key ? k2 : new int[size];
        if (range <= 2L * size + 1024) {
            int[] next = new int[(int) range + 1];
            for (int k = 0; k < size; k++) {
                next[by[k] - lo + 1]++;
            }
            for (int b = 1; b <= range; b++) {
                next[b] += next[b - 1];
            }
            for (int k = 0; k < size; k++) {
                int at = next[by[k] - lo]++;
                k2[at] = key[k];
                r2[at] = row[k];
                b2[at] = by[k];
            }
        } else {
            long[] packed = new long[size];
            for (int k = 0; k < size; k++) {
                // the signed value in the high half keeps the values' order; positions are never negative
                packed[k] = ((long) by[k] << 32) | k;
            }
            Arrays.sort(packed);
            for (int k = 0; k < size; k++) {
                int from = (int) packed[k];
                k2[k] = key[from];
                r2[k] = row[from];
                b2[k] = by[from];
            }
        }
        if (by != key) {
            System.arraycopy(b2, 0, by, 0, size);
        }
        key = k2;
        row = r2;
    }

    /**
     * The entries of {@code first} and {@code second}, both {@linkplain #sort sorted} by {@code order}, merged into one
     * sorted by key and then by {@code order}; at ties the entry of {@code first} comes first, and within each the
     * order they have. When all of {@code first} ranks before all of {@code second} at equal {@code order}, this is
     * the stable sort of the two together: linear instead of a merge sort of rows that interleave.
     */
    static KeyedRows merge(KeyedRows first, KeyedRows second, RowOrder order) {
        int n = first.size + second.size;
        KeyedRows out = new KeyedRows(n);
        int i = 0;
        int j = 0;
        for (int k = 0; k < n; k++) {
            boolean fromFirst;
            if (i == first.size) {
                fromFirst = false;
            } else if (j == second.size) {
                fromFirst = true;
            } else {
                int c = Integer.compare(first.key[i], second.key[j]);
                fromFirst = c < 0 || c == 0 && order.compare(first.row[i], second.row[j]) <= 0;
            }
            if (fromFirst) {
                out.key[k] = first.key[i];
                out.row[k] = first.row[i++];
            } else {
                out.key[k] = second.key[j];
                out.row[k] = second.row[j++];
            }
        }
        out.size = n;
        return out;
    }

    private static boolean sorted(int[] a, int from, int to, RowOrder c) {
        for (int i = from + 1; i < to; i++) {
            if (c.compare(a[i - 1], a[i]) > 0) {
                return false;
            }
        }
        return true;
    }

    private static void mergeSort(int[] a, int from, int to, RowOrder c, int[] tmp) {
        if (to - from <= INSERTION_SORT) {
            for (int i = from + 1; i < to; i++) {
                int x = a[i];
                int j = i - 1;
                while (j >= from && c.compare(a[j], x) > 0) {
                    a[j + 1] = a[j];
                    j--;
                }
                a[j + 1] = x;
            }
            return;
        }
        int mid = (from + to) >>> 1;
        mergeSort(a, from, mid, c, tmp);
        mergeSort(a, mid, to, c, tmp);
        if (c.compare(a[mid - 1], a[mid]) <= 0) {
            return;
        }
        System.arraycopy(a, from, tmp, from, mid - from);
        int i = from;
        int j = mid;
        int k = from;
        while (i < mid && j < to) {
            a[k++] = c.compare(a[j], tmp[i]) < 0 ? a[j++] : tmp[i++];
        }
        while (i < mid) {
            a[k++] = tmp[i++];
        }
    }
}
