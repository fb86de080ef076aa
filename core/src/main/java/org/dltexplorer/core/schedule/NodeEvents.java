package org.dltexplorer.core.schedule;

import java.util.Arrays;

/**
 * Amounts of load (or of results) that arrive at or leave a processor at given times, in columns, replayed processor
 * by processor in time order by the {@link ScheduleValidator}. At equal times events of a lower {@code order} come
 * first (a supply before a use: a message is usable the moment it has arrived).
 */
final class NodeEvents {

    private final int nodes;
    private int size;
    private double[] time;
    private double[] amount;
    /** The events of order 0 and of order 1, apart: each usually comes in time order per processor already. */
    private final KeyedRows early;
    private final KeyedRows late;

    /**
     * Events of processors {@code 0..nodes-1}, with room for {@code earlyCount} events of order 0 and
     * {@code lateCount} of order 1 before any growing; events at other ids are not recorded (the shape check reports
     * them).
     */
    NodeEvents(int nodes, int earlyCount, int lateCount) {
        this.nodes = nodes;
        int all = Math.max(16, earlyCount + lateCount);
        time = new double[all];
        amount = new double[all];
        early = new KeyedRows(earlyCount);
        late = new KeyedRows(lateCount);
    }

    /** An event of {@code x} units at processor {@code node} at time {@code t}, of order {@code o}: 0 or 1. */
    void add(int node, double t, int o, double x) {
        if (o != 0 && o != 1) {
            throw new IllegalArgumentException("an event's order is 0 or 1, not " + o);
        }
        if (node < 0 || node >= nodes) {
            return;
        }
        if (size == time.length) {
            int capacity = (int) Math.min(Integer.MAX_VALUE - 8, (long) size * 3 / 2 + 16);
            time = Arrays.copyOf(time, capacity);
            amount = Arrays.copyOf(amount, capacity);
        }
        time[size] = t;
        amount[size] = x;
        (o == 0 ? early : late).add(node, size);
        size++;
    }

    /**
     * The events grouped by processor, each processor's in time order, at equal times order 0 first, then in the
     * order added; {@link KeyedRows#row} is an event. The two orders are sorted apart and merged: one sort of
     * both interleaved a processor's receptions with its sends and merge-sorted every processor's events.
     */
    KeyedRows byNode() {
        KeyedRows.RowOrder byTime = KeyedRows.RowOrder.by(time);
        return KeyedRows.merge(early.sort(byTime), late.sort(byTime), byTime);
    }

    double time(int e) {
        return time[e];
    }

    double amount(int e) {
        return amount[e];
    }
}
