package org.dltexplorer.core.schedule;

/**
 * One bar of the communication–computation diagram.
 *
 * @param processor processor id, or layer index in a layered schedule
 * @param activity what happens
 * @param start start time
 * @param end end time
 * @param load load units involved (data sent or received, computed, or whose results are returned)
 * @param peer the other end of a transfer ({@link #NO_PEER} for computing)
 */
public record Interval(int processor, Activity activity, double start, double end, double load, int peer) {

    public static final int NO_PEER = -1;

    public double duration() {
        return end - start;
    }

    public boolean isTransfer() {
        return activity != Activity.COMPUTE;
    }
}
