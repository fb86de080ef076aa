package org.dltexplorer.core.solver.bus;

import java.util.Arrays;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.solver.Incumbent;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * Searches the assignment of workers to buses that minimises the makespan of eq. (11) (Błażewicz & Drozdowski 1997, §4), a problem
 * that is NP-hard in general (Theorem 1) but polynomial for a fixed number of workers ("there are {@code O(k^N)}
 * different assignments").
 *
 * <p>{@link #exhaustive} enumerates the assignments, each worker on one bus, and keeps the best. Buses with the same
 * {@code S} and {@code C} are interchangeable, so a worker goes onto an empty bus only when no lower-numbered bus
 * of the same link is empty; this visits one assignment of every class of exchanged identical buses.
 *
 * <p>{@link #heuristic} places the workers faster first, each on the bus that gives the smallest makespan of the
 * workers placed so far (it is appended last on that bus, where eq. (11) may leave it idle, so placing never
 * hurts), then moves single workers to other buses while a move shortens the makespan by more than
 * {@link Tolerance#DEFAULT}, for at most {@link #MAX_PASSES} passes over the workers and within {@link #WORK_BUDGET}:
 * each evaluation of eq. (11) costs about {@code m + k}, so placing costs {@code m·k·(m + k)} and so does each pass;
 * beyond the budget the search is not started ({@link #affordable}) or stops between passes.
 */
final class AssignmentSearch {

    /** Enough passes for every instance tried; a pass that improves nothing ends the search before. */
    static final int MAX_PASSES = 50;

    /**
     * The heuristic's work at most, in evaluations × (workers + buses): about 2 s on 2 shared cores (2000 one-worker
     * buses would take {@code 1.6·10^10}, minutes).
     */
    static final long WORK_BUDGET = 10_000_000;

    private static final int CANCEL_CHECK = 1 << 10;

    private AssignmentSearch() {
    }

    /**
     * An assignment found.
     *
     * @param busOf the bus of each worker {@code 1..m} (entry 0 unused)
     * @param makespan its optimal makespan by eq. (11)
     * @param candidates how many assignments were evaluated
     * @param complete whether the search ran to its end (false when cancelled)
     */
    record Found(int[] busOf, double makespan, long candidates, boolean complete) {
    }

    /** {@code k^m}, the number of assignments of {@code m} workers to {@code k} buses, saturating at Long.MAX_VALUE. */
    static long assignments(int buses, int workers) {
        long n = 1;
        for (int i = 0; i < workers; i++) {
            if (n > Long.MAX_VALUE / Math.max(buses, 1)) {
                return Long.MAX_VALUE;
            }
            n *= buses;
        }
        return n;
    }

    static Found exhaustive(BusInstance instance, SolveMonitor monitor) {
        return new Exhaustive(instance, monitor).run();
    }

    private static final class Exhaustive {
        private final BusInstance instance;
        private final SolveMonitor monitor;
        /** The best assignment's makespan for the monitor; no bound before every assignment is seen. */
        private final Incumbent incumbent;
        private final int[] order;
        private final int[] busOf;
        private final int[] count;
        private final long total;
        private int[] best;
        private double bestMakespan = Double.POSITIVE_INFINITY;
        private long candidates;
        private boolean cancelled;

        Exhaustive(BusInstance instance, SolveMonitor monitor) {
            this.instance = instance;
            this.monitor = monitor;
            this.incumbent = new Incumbent(monitor, 1.0);
            order = instance.fasterFirst();
            busOf = new int[instance.workers() + 1];
            busOf[0] = -1;
            count = new int[instance.buses()];
            total = assignments(instance.buses(), instance.workers());
        }

        Found run() {
            place(0);
            incumbent.flush();
            return new Found(best, bestMakespan, candidates, !cancelled);
        }

        private void place(int i) {
            if (cancelled) {
                return;
            }
            if (i == order.length) {
                leaf();
                return;
            }
            int w = order[i];
            for (int b = 0; b < count.length; b++) {
                if (count[b] == 0 && emptyTwinBefore(b)) {
                    continue;
                }
                busOf[w] = b;
                count[b]++;
                place(i + 1);
                count[b]--;
            }
        }

        /** A lower-numbered empty bus with the same link: putting {@code w} there gives the same assignment class. */
        private boolean emptyTwinBefore(int b) {
            for (int d = 0; d < b; d++) {
                if (count[d] == 0 && instance.sameLink(b, d)) {
                    return true;
                }
            }
            return false;
        }

        private void leaf() {
            candidates++;
            double t = instance.makespan(busOf);
            if (t < bestMakespan || best == null) {
                bestMakespan = t;
                best = busOf.clone();
                incumbent.offer(t);
            }
            if (candidates % CANCEL_CHECK == 0) {
                if (incumbent.cancelled()) {
                    cancelled = true;
                }
                monitor.progress(Math.min(1.0, (double) candidates / total), "bus assignments: " + candidates);
            }
        }
    }

    /** The work of one placement or one pass of moves, in evaluations × (workers + buses). */
    static long passWork(BusInstance instance) {
        long m = instance.workers();
        long k = instance.buses();
        return m * k * (m + k + 1);
    }

    /** Whether the heuristic's placement fits in {@link #WORK_BUDGET}. */
    static boolean affordable(BusInstance instance) {
        return passWork(instance) <= WORK_BUDGET;
    }

    static Found heuristic(BusInstance instance, SolveMonitor monitor) {
        int m = instance.workers();
        int k = instance.buses();
        long work = passWork(instance);
        int[] busOf = new int[m + 1];
        Arrays.fill(busOf, -1);
        long candidates = 0;
        double current = Double.POSITIVE_INFINITY;
        for (int w : instance.fasterFirst()) {
            int bestBus = 0;
            double bestT = Double.POSITIVE_INFINITY;
            for (int b = 0; b < k; b++) {
                busOf[w] = b;
                double t = instance.makespan(busOf);
                candidates++;
                if (t < bestT) {
                    bestT = t;
                    bestBus = b;
                }
            }
            busOf[w] = bestBus;
            current = bestT;
        }
        if (m == 0) {
            current = instance.makespan(busOf);
            candidates++;
        }
        // the placement's makespan is the first whole answer; each improving pass a better one
        Incumbent incumbent = new Incumbent(monitor, 1.0);
        incumbent.offer(current);
        boolean complete = true;
        for (int pass = 0; pass < MAX_PASSES && k > 1 && work + passWork(instance) <= WORK_BUDGET; pass++) {
            work += passWork(instance);
            if (incumbent.cancelled()) {
                complete = false;
                break;
            }
            boolean improved = false;
            for (int w = 1; w <= m; w++) {
                int from = busOf[w];
                int bestBus = from;
                double bestT = current;
                for (int b = 0; b < k; b++) {
                    if (b == from) {
                        continue;
                    }
                    busOf[w] = b;
                    double t = instance.makespan(busOf);
                    candidates++;
                    if (t < bestT && !Tolerance.DEFAULT.equal(t, bestT)) {
                        bestT = t;
                        bestBus = b;
                    }
                }
                busOf[w] = bestBus;
                if (bestBus != from) {
                    current = bestT;
                    improved = true;
                }
            }
            incumbent.offer(current);
            monitor.progress(-1, "bus assignment, pass " + (pass + 1) + ": makespan " + current);
            if (!improved) {
                break;
            }
        }
        incumbent.flush();
        return new Found(busOf, current, candidates, complete);
    }
}
