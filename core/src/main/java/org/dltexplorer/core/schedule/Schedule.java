package org.dltexplorer.core.schedule;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Scenario;

/**
 * The immutable answer of every solver: status, loads, the timeline and the metrics.
 *
 * @param status optimal, feasible or infeasible
 * @param reason why infeasible (or a remark on a feasible answer); null when there is nothing to say
 * @param solver name of the solver that produced it
 * @param layered whether shares and intervals are per layer (index = layer) rather than per processor
 * @param shares load per processor (ids in order) or per layer
 * @param timeline every receive/send/compute/return interval
 * @param makespan finish time of the last activity; NaN when infeasible
 * @param metrics speedup, utilization, equivalent speed, processors used
 * @param notes human-readable facts about how the answer was found (spanning tree chosen, processors dropped...)
 * @param distributionTree parent of each processor in the tree the load travelled on (-1 for the originator and
 *        unused processors); null for layered schedules
 * @param network the network the schedule runs on when the solver reshaped the scenario's (the assignment of
 *        workers to buses it searched, see {@code docs/decisions/0006-bus-assignment.md}); null when it runs on the
 *        scenario's own network
 * @param bound a proven lower bound on the makespan of every schedule the strategy allows, when a search stopped
 *        before proving its answer optimal (status {@code FEASIBLE}); NaN otherwise
 */
public record Schedule(Status status, String reason, String solver, boolean layered, List<Share> shares,
        List<Interval> timeline, double makespan, Metrics metrics, List<String> notes, int[] distributionTree,
        Network network, double bound) {

    public Schedule {
        shares = ShareColumns.immutable(shares);
        timeline = IntervalColumns.immutable(timeline);
        notes = List.copyOf(notes);
        distributionTree = distributionTree == null ? null : distributionTree.clone();
    }

    /** A schedule without a bound. */
    public Schedule(Status status, String reason, String solver, boolean layered, List<Share> shares,
            List<Interval> timeline, double makespan, Metrics metrics, List<String> notes, int[] distributionTree,
            Network network) {
        this(status, reason, solver, layered, shares, timeline, makespan, metrics, notes, distributionTree, network,
                Double.NaN);
    }

    /** A schedule on the scenario's own network. */
    public Schedule(Status status, String reason, String solver, boolean layered, List<Share> shares,
            List<Interval> timeline, double makespan, Metrics metrics, List<String> notes, int[] distributionTree) {
        this(status, reason, solver, layered, shares, timeline, makespan, metrics, notes, distributionTree, null);
    }

    /**
     * This schedule in other units: loads multiplied by {@code 2^loadExponent}, times (and the makespan and bound)
     * by {@code 2^timeExponent}, exact in binary floating point, with {@code metrics} given in the new units. Column
     * by column: a timeline of millions of intervals is not turned into as many objects.
     */
    public Schedule rescaled(int loadExponent, int timeExponent, Metrics metrics) {
        return new Schedule(status, reason, solver, layered, ShareColumns.scaled(shares, loadExponent),
                IntervalColumns.scaled(timeline, loadExponent, timeExponent), Math.scalb(makespan, timeExponent), metrics,
                notes, distributionTree, network, Math.scalb(bound, timeExponent));
    }

    /**
     * This schedule with every load (a share's or an interval's) at most {@code cap}: a part of the load {@code V}
     * beyond {@code V} by rounding is {@code V}.
     */
    public Schedule withLoadsAtMost(double cap) {
        return new Schedule(status, reason, solver, layered, ShareColumns.capped(shares, cap),
                IntervalColumns.capped(timeline, cap), makespan, metrics, notes, distributionTree, network, bound);
    }

    /**
     * Whether some load (a share's or an interval's) is negative or some interval ends before it starts: the round-off
     * a solver may leave. Read column by column, without an object per interval: a map asks it of every point.
     */
    public boolean hasNegativeLoadOrDuration() {
        ShareColumns.Table s = ShareColumns.table(shares);
        for (int r = 0; r < s.size(); r++) {
            if (s.load()[r] < 0) {
                return true;
            }
        }
        IntervalColumns.Table t = IntervalColumns.table(timeline);
        for (int r = 0; r < t.size(); r++) {
            if (t.load()[r] < 0 || t.end()[r] < t.start()[r]) {
                return true;
            }
        }
        return false;
    }

    /**
     * The smallest and largest positive loads (of shares and intervals) and times (starts and ends); 0 where there is
     * none. Whether every value lies within a range follows from these four, read without an object per interval.
     */
    public Magnitudes magnitudes() {
        Extremes loads = new Extremes();
        Extremes times = new Extremes();
        ShareColumns.Table s = ShareColumns.table(shares);
        for (int r = 0; r < s.size(); r++) {
            loads.add(s.load()[r]);
        }
        IntervalColumns.Table t = IntervalColumns.table(timeline);
        for (int r = 0; r < t.size(); r++) {
            loads.add(t.load()[r]);
            times.add(t.start()[r]);
            times.add(t.end()[r]);
        }
        return new Magnitudes(loads.smallest(), loads.largest, times.smallest(), times.largest);
    }

    /**
     * Positive extremes of a schedule's values.
     *
     * @param smallestLoad the smallest positive load, 0 when none is positive
     * @param largestLoad the largest load, 0 when none is positive
     * @param smallestTime the smallest positive time, 0 when none is positive
     * @param largestTime the largest time, 0 when none is positive
     */
    public record Magnitudes(double smallestLoad, double largestLoad, double smallestTime, double largestTime) {
    }

    /** The smallest and largest of the positive values added (NaN is not positive). */
    private static final class Extremes {
        private double smallest = Double.POSITIVE_INFINITY;
        private double largest;

        void add(double x) {
            if (x > 0) {
                smallest = Math.min(smallest, x);
                largest = Math.max(largest, x);
            }
        }

        double smallest() {
            return largest > 0 ? smallest : 0.0;
        }
    }

    /** An infeasible answer with its reason. */
    public static Schedule infeasible(String solver, String reason, long processorsTotal) {
        return new Schedule(Status.INFEASIBLE, reason, solver, false, List.of(), List.of(), Double.NaN,
                new Metrics(Double.NaN, Double.NaN, Double.NaN, 0, processorsTotal), List.of(), null);
    }

    public boolean feasible() {
        return status != Status.INFEASIBLE;
    }

    /** Load of processor (or layer) {@code index}, 0 when it has none. */
    public double loadOf(int index) {
        for (Share s : shares) {
            if (s.index() == index) {
                return s.load();
            }
        }
        return 0.0;
    }

    /** Loads as an array indexed by processor id (or layer). */
    public double[] loads() {
        int n = shares.stream().mapToInt(Share::index).max().orElse(-1) + 1;
        double[] loads = new double[n];
        for (Share s : shares) {
            loads[s.index()] = s.load();
        }
        return loads;
    }

    @Override
    public int[] distributionTree() {
        return distributionTree == null ? null : distributionTree.clone();
    }

    public Optional<int[]> tree() {
        return Optional.ofNullable(distributionTree());
    }

    /** The network the solver reshaped the scenario's into, when it did (a searched bus assignment). */
    public Optional<Network> reshapedNetwork() {
        return Optional.ofNullable(network);
    }

    /** The network this schedule runs on: the reshaped one, else {@code scenario}'s. */
    public Network networkIn(Scenario scenario) {
        return network != null ? network : scenario.network();
    }

    public Schedule withStatus(Status s, String why) {
        return new Schedule(s, why, solver, layered, shares, timeline, makespan, metrics, notes, distributionTree, network,
                s == Status.FEASIBLE ? bound : Double.NaN);
    }

    public Schedule withSolver(String name) {
        return new Schedule(status, reason, name, layered, shares, timeline, makespan, metrics, notes, distributionTree,
                network, bound);
    }

    /** Whether a proven lower bound comes with this (feasible) answer. */
    public boolean hasBound() {
        return Double.isFinite(bound);
    }

    /** {@code (makespan − bound)/makespan}: how far from optimal the answer may be at most; NaN without a bound. */
    public double gap() {
        return hasBound() && makespan > 0 ? Math.max(0.0, (makespan - bound) / makespan) : Double.NaN;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Schedule s && status == s.status && Objects.equals(reason, s.reason)
                && solver.equals(s.solver) && layered == s.layered && shares.equals(s.shares) && timeline.equals(s.timeline)
                && Double.compare(makespan, s.makespan) == 0 && metrics.equals(s.metrics) && notes.equals(s.notes)
                && Arrays.equals(distributionTree, s.distributionTree) && Objects.equals(network, s.network)
                && Double.compare(bound, s.bound) == 0;
    }

    @Override
    public int hashCode() {
        return Objects.hash(status, solver, shares, timeline, makespan);
    }
}
