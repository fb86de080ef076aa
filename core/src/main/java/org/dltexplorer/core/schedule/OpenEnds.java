package org.dltexplorer.core.schedule;

import java.util.Arrays;

/**
 * The ends of the intervals still open during a sweep in start order: a binary min-heap of doubles (ordered as
 * {@link Double#compare}, as a priority queue of boxes would be), so that the
 * {@link ScheduleValidator}'s overlap check boxes no {@code Double} per message (a sender of 3.5·10^5 messages made
 * as many boxes, and a priority queue of them, for each check).
 */
final class OpenEnds {

    private double[] heap = new double[8];
    private int size;

    int size() {
        return size;
    }

    /** Opens an interval that ends at {@code end}. */
    void open(double end) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, size * 2);
        }
        int at = size++;
        while (at > 0) {
            int parent = (at - 1) >>> 1;
            if (Double.compare(heap[parent], end) <= 0) {
                break;
            }
            heap[at] = heap[parent];
            at = parent;
        }
        heap[at] = end;
    }

    /** Closes every interval that ends by {@code t} (ends equal to {@code t} touch, they do not overlap). */
    void closeUntil(double t) {
        while (size > 0 && heap[0] <= t) {
            removeSmallest();
        }
    }

    private void removeSmallest() {
        double last = heap[--size];
        int at = 0;
        while (true) {
            int child = 2 * at + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && Double.compare(heap[child + 1], heap[child]) < 0) {
                child++;
            }
            if (Double.compare(heap[child], last) >= 0) {
                break;
            }
            heap[at] = heap[child];
            at = child;
        }
        heap[at] = last;
    }
}
