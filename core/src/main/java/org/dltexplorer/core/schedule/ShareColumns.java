package org.dltexplorer.core.schedule;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * The shares a {@link ScheduleBuilder} collects, stored column by column and handed to the {@link Schedule} as an
 * immutable list ordered by index, elements made on access: 10^6 processors give 10^6 shares, which as records
 * would all be copied by every young collection during the solve (see {@link IntervalColumns}).
 */
final class ShareColumns {

    private int size;
    private int[] index = new int[16];
    private long[] count = new long[16];
    private double[] load = new double[16];

    /** Makes room for {@code more} shares beyond those already added. */
    void ensureRoom(int more) {
        int needed = size + more;
        if (needed < 0) {
            throw new IllegalStateException("more shares than an array can hold");
        }
        if (needed > index.length) {
            int capacity = (int) Math.min(Integer.MAX_VALUE - 8, Math.max(needed, index.length + (index.length >> 1)));
            index = Arrays.copyOf(index, capacity);
            count = Arrays.copyOf(count, capacity);
            load = Arrays.copyOf(load, capacity);
        }
    }

    void add(int i, long n, double x) {
        ensureRoom(1);
        index[size] = i;
        count[size] = n;
        load[size] = x;
        size++;
    }

    int size() {
        return size;
    }

    long count(int row) {
        return count[row];
    }

    double load(int row) {
        return load[row];
    }

    /** The shares added so far ordered by index (equal indices in the order added), as an immutable list. */
    List<Share> sortedView() {
        boolean sorted = true;
        for (int r = 1; r < size && sorted; r++) {
            sorted = index[r - 1] <= index[r];
        }
        if (sorted) {
            return new View(size, index, count, load);
        }
        // sort (index, row) pairs: the row breaks ties, so the order is that of a stable sort by index
        long[] keys = new long[size];
        for (int r = 0; r < size; r++) {
            keys[r] = ((long) index[r] << 32) | r;
        }
        Arrays.sort(keys);
        int[] i2 = new int[size];
        long[] n2 = new long[size];
        double[] x2 = new double[size];
        for (int k = 0; k < size; k++) {
            int r = (int) keys[k];
            i2[k] = index[r];
            n2[k] = count[r];
            x2[k] = load[r];
        }
        return new View(size, i2, n2, x2);
    }

    /** {@code shares} with loads multiplied by {@code 2^loadExponent} (exact), as columns in the same order. */
    static List<Share> scaled(List<Share> shares, int loadExponent) {
        return withLoads(shares, x -> Math.scalb(x, loadExponent));
    }

    /** {@code shares} with every load at most {@code cap}, as columns in the same order. */
    static List<Share> capped(List<Share> shares, double cap) {
        return withLoads(shares, x -> Math.min(x, cap));
    }

    private static List<Share> withLoads(List<Share> shares, java.util.function.DoubleUnaryOperator load) {
        Table t = table(shares);
        ShareColumns c = new ShareColumns();
        c.ensureRoom(t.size());
        for (int r = 0; r < t.size(); r++) {
            c.add(t.index()[r], t.count()[r], load.applyAsDouble(t.load()[r]));
        }
        return c.sortedView();
    }

    /**
     * The columns of {@code shares} for reading without an object per share: a view's own arrays (never to be
     * written), or columns copied from any other list.
     */
    static Table table(List<Share> shares) {
        if (shares instanceof View v) {
            return new Table(v.size, v.index, v.count, v.load);
        }
        ShareColumns c = new ShareColumns();
        c.ensureRoom(shares.size());
        for (Share s : shares) {
            c.add(s.index(), s.count(), s.load());
        }
        return new Table(c.size, c.index, c.count, c.load);
    }

    /** Shares' columns, read only; row {@code r} is the {@code r}-th share. */
    record Table(int size, int[] index, long[] count, double[] load) {

        /** {@code count · load} of row {@code r}, as {@link Share#total()}. */
        double total(int r) {
            return count[r] * load[r];
        }
    }

    /** {@code shares} itself when it is a view (immutable already), else an immutable copy. */
    static List<Share> immutable(List<Share> shares) {
        return shares instanceof View ? shares : List.copyOf(shares);
    }

    private static final class View extends AbstractList<Share> implements RandomAccess {

        private final int size;
        private final int[] index;
        private final long[] count;
        private final double[] load;

        View(int size, int[] index, long[] count, double[] load) {
            this.size = size;
            this.index = index;
            this.count = count;
            this.load = load;
        }

        @Override
        public Share get(int i) {
            if (i < 0 || i >= size) {
                throw new IndexOutOfBoundsException("index " + i + ", size " + size);
            }
            return new Share(index[i], count[i], load[i]);
        }

        @Override
        public int size() {
            return size;
        }
    }
}
