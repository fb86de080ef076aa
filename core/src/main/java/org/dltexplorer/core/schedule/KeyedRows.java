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

    /** The order of two rows of one key. */
    @FunctionalInterface
    interface RowOrder {
        int compare(int a, int b);
    }

    private static final int INSERTION_SORT = 24;

    private int size;
    private int[] key = new int[16];
    private int[] row = new int[16];

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
        sortByKey();
        int[] tmp = null;
        for (int from = 0; from < size;) {
            int to = runEnd(from);
            if (!sorted(row, from, to, order)) {
                if (tmp == null) {
                    tmp = new int[size];
                }
                mergeSort(row, from, to, order, tmp);
            }
            from = to;
        }
        return this;
    }

    /**
     * Orders the entries by key, keeping the order they were added in within a key: by counting when the keys are
     * processor or link ids (a range not much wider than the entries), else by sorting (key, position) pairs.
     */
    private void sortByKey() {
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        boolean inOrder = true;
        for (int k = 0; k < size; k++) {
            lo = Math.min(lo, key[k]);
            hi = Math.max(hi, key[k]);
            inOrder &= k == 0 || key[k - 1] <= key[k];
        }
        if (inOrder) {
            // a timeline written processor by processor files its rows in key order already: a stable sort would
            // give the same arrays back, so none is made (most map points' schedules are such)
            return;
        }
        long range = (long) hi - lo + 1;
        int[] k2 = new int[size];
        int[] r2 = new int[size];
        if (range <= 2L * size + 1024) {
            int[] next = new int[(int) range + 1];
            for (int k = 0; k < size; k++) {
                next[key[k] - lo + 1]++;
            }
            for (int b = 1; b <= range; b++) {
                next[b] += next[b - 1];
            }
            for (int k = 0; k < size; k++) {
                int at = next[key[k] - lo]++;
                k2[at] = key[k];
                r2[at] = row[k];
            }
        } else {
            long[] packed = new long[size];
            for (int k = 0; k < size; k++) {
                // the signed key in the high half keeps the keys' order; positions are never negative
                packed[k] = ((long) key[k] << 32) | k;
            }
            Arrays.sort(packed);
            for (int k = 0; k < size; k++) {
                int from = (int) packed[k];
                k2[k] = key[from];
                r2[k] = row[from];
            }
        }
        key = k2;
        row = r2;
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
