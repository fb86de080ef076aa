package org.dltexplorer.core.schedule;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * A timeline stored column by column (one primitive array per component of {@link Interval}) while a
 * {@link ScheduleBuilder} fills it, handed to the {@link Schedule} as an immutable list whose elements are made on
 * access. A closed-form solve of 10^6 processors writes 3·10^6 intervals: as records they are 3·10^6 small objects
 * that live until the solve returns, so every young collection during the solve had to copy them; as columns they
 * are six large arrays, a third smaller, which the collector never copies element by element.
 *
 * <p>Appends only: a {@link #view() view} sees the first {@code size} rows, which later appends never change.
 */
final class IntervalColumns {

    private static final Activity[] ACTIVITIES = Activity.values();

    private int size;
    private int[] processor;
    private byte[] activity;
    private double[] start;
    private double[] end;
    private double[] load;
    private int[] peer;

    IntervalColumns() {
        allocate(16);
    }

    private void allocate(int capacity) {
        processor = new int[capacity];
        activity = new byte[capacity];
        start = new double[capacity];
        end = new double[capacity];
        load = new double[capacity];
        peer = new int[capacity];
    }

    /** Makes room for {@code more} rows beyond those already added. */
    void ensureRoom(int more) {
        int needed = size + more;
        if (needed < 0) {
            throw new IllegalStateException("more intervals than an array can hold");
        }
        if (needed > processor.length) {
            int capacity = (int) Math.min(Integer.MAX_VALUE - 8, Math.max(needed, processor.length + (processor.length >> 1)));
            processor = Arrays.copyOf(processor, capacity);
            activity = Arrays.copyOf(activity, capacity);
            start = Arrays.copyOf(start, capacity);
            end = Arrays.copyOf(end, capacity);
            load = Arrays.copyOf(load, capacity);
            peer = Arrays.copyOf(peer, capacity);
        }
    }

    void add(int p, Activity a, double s, double e, double x, int other) {
        ensureRoom(1);
        processor[size] = p;
        activity[size] = (byte) a.ordinal();
        start[size] = s;
        end[size] = e;
        load[size] = x;
        peer[size] = other;
        size++;
    }

    int size() {
        return size;
    }

    /** The latest end, 0 when empty (the makespan). */
    double maxEnd() {
        double m = 0.0;
        for (int i = 0; i < size; i++) {
            m = Math.max(m, end[i]);
        }
        return m;
    }

    /** The rows added so far, as an immutable list. */
    List<Interval> view() {
        return new View(size, processor, activity, start, end, load, peer);
    }

    /**
     * The columns of {@code timeline} for reading row by row without an object per row: a view's own arrays
     * (never to be written), or columns copied from any other list.
     */
    static Table table(List<Interval> timeline) {
        if (timeline instanceof View v) {
            return new Table(v.size, v.processor, v.activity, v.start, v.end, v.load, v.peer);
        }
        IntervalColumns c = new IntervalColumns();
        c.ensureRoom(timeline.size());
        for (Interval i : timeline) {
            c.add(i.processor(), i.activity(), i.start(), i.end(), i.load(), i.peer());
        }
        return new Table(c.size, c.processor, c.activity, c.start, c.end, c.load, c.peer);
    }

    /** A timeline's columns, read only; row {@code r} is the {@code r}-th interval. */
    record Table(int size, int[] processor, byte[] activity, double[] start, double[] end, double[] load, int[] peer) {

        Activity activity(int r) {
            return ACTIVITIES[activity[r]];
        }

        double duration(int r) {
            return end[r] - start[r];
        }

        /** How many rows are of one of {@code kinds}: the size to make a column of them at once. */
        int count(Activity... kinds) {
            int[] of = new int[ACTIVITIES.length];
            for (int r = 0; r < size; r++) {
                of[activity[r]]++;
            }
            int n = 0;
            for (Activity a : kinds) {
                n += of[a.ordinal()];
            }
            return n;
        }

        /** Row {@code r} as an interval, for messages. */
        Interval interval(int r) {
            return new Interval(processor[r], activity(r), start[r], end[r], load[r], peer[r]);
        }
    }

    /**
     * {@code timeline} with loads multiplied by {@code 2^loadExponent} and times by {@code 2^timeExponent} (exact
     * in binary floating point), as columns.
     */
    static List<Interval> scaled(List<Interval> timeline, int loadExponent, int timeExponent) {
        Table t = table(timeline);
        IntervalColumns c = new IntervalColumns();
        c.ensureRoom(t.size());
        for (int r = 0; r < t.size(); r++) {
            c.add(t.processor()[r], t.activity(r), Math.scalb(t.start()[r], timeExponent),
                    Math.scalb(t.end()[r], timeExponent), Math.scalb(t.load()[r], loadExponent), t.peer()[r]);
        }
        return c.view();
    }

    /** {@code timeline} with every load at most {@code cap}, as columns in the same order. */
    static List<Interval> capped(List<Interval> timeline, double cap) {
        Table t = table(timeline);
        IntervalColumns c = new IntervalColumns();
        c.ensureRoom(t.size());
        for (int r = 0; r < t.size(); r++) {
            c.add(t.processor()[r], t.activity(r), t.start()[r], t.end()[r], Math.min(t.load()[r], cap), t.peer()[r]);
        }
        return c.view();
    }

    /** {@code timeline} itself when it is a view (immutable already), else an immutable copy. */
    static List<Interval> immutable(List<Interval> timeline) {
        return timeline instanceof View ? timeline : List.copyOf(timeline);
    }

    private static final class View extends AbstractList<Interval> implements RandomAccess {

        private final int size;
        private final int[] processor;
        private final byte[] activity;
        private final double[] start;
        private final double[] end;
        private final double[] load;
        private final int[] peer;

        View(int size, int[] processor, byte[] activity, double[] start, double[] end, double[] load, int[] peer) {
            this.size = size;
            this.processor = processor;
            this.activity = activity;
            this.start = start;
            this.end = end;
            this.load = load;
            this.peer = peer;
        }

        @Override
        public Interval get(int i) {
            if (i < 0 || i >= size) {
                throw new IndexOutOfBoundsException("index " + i + ", size " + size);
            }
            return new Interval(processor[i], ACTIVITIES[activity[i]], start[i], end[i], load[i], peer[i]);
        }

        @Override
        public int size() {
            return size;
        }
    }
}
