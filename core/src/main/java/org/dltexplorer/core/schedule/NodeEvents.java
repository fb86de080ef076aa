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
    private double[] time = new double[16];
    private byte[] order = new byte[16];
    private double[] amount = new double[16];
    private final KeyedRows byNode = new KeyedRows();

    /** Events of processors {@code 0..nodes-1}; events at other ids are not recorded (the shape check reports them). */
    NodeEvents(int nodes) {
        this.nodes = nodes;
    }

    void add(int node, double t, int o, double x) {
        if (node < 0 || node >= nodes) {
            return;
        }
        if (size == time.length) {
            int capacity = (int) Math.min(Integer.MAX_VALUE - 8, (long) size * 3 / 2 + 16);
            time = Arrays.copyOf(time, capacity);
            order = Arrays.copyOf(order, capacity);
            amount = Arrays.copyOf(amount, capacity);
        }
        time[size] = t;
        order[size] = (byte) o;
        amount[size] = x;
        byNode.add(node, size);
        size++;
    }

    /** The events grouped by processor, each processor's in time order; {@link KeyedRows#row} is an event. */
    KeyedRows byNode() {
        return byNode.sort((a, b) -> {
            int c = Double.compare(time[a], time[b]);
            return c != 0 ? c : Integer.compare(order[a], order[b]);
        });
    }

    double time(int e) {
        return time[e];
    }

    double amount(int e) {
        return amount[e];
    }
}
