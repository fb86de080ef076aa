package org.dltexplorer.core.schedule;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Scenario;

/**
 * Collects a solver's loads and intervals and derives makespan and metrics the same way for every solver.
 * Not thread-safe; one builder per solve.
 */
public final class ScheduleBuilder {

    private final Scenario scenario;
    private final String solver;
    private final ShareColumns shares = new ShareColumns();
    private final IntervalColumns timeline = new IntervalColumns();
    private final List<String> notes = new ArrayList<>();
    private boolean layered;
    private Status status = Status.OPTIMAL;
    private String reason;
    private int[] tree;
    private Network network;
    private double bound = Double.NaN;

    public ScheduleBuilder(Scenario scenario, String solver) {
        this.scenario = scenario;
        this.solver = solver;
    }

    public ScheduleBuilder layered(boolean l) {
        this.layered = l;
        return this;
    }

    public ScheduleBuilder status(Status s, String why) {
        this.status = s;
        this.reason = why;
        return this;
    }

    /**
     * A proven lower bound on the makespan of every schedule the strategy allows, when a search stopped before its
     * proof; kept only on a {@code FEASIBLE} answer, and never above its makespan.
     */
    public ScheduleBuilder bound(double b) {
        this.bound = b;
        return this;
    }

    public ScheduleBuilder note(String note) {
        notes.add(note);
        return this;
    }

    public ScheduleBuilder distributionTree(int[] parent) {
        this.tree = parent.clone();
        return this;
    }

    /**
     * The network the schedule runs on when the solver reshaped the scenario's (a searched bus assignment); the
     * validator checks it is a legitimate reshaping.
     */
    public ScheduleBuilder network(Network n) {
        this.network = n;
        return this;
    }

    /**
     * Makes room for {@code shareCount} more shares and {@code intervalCount} more intervals: an optional hint that
     * spares large solves the growing of the columns.
     */
    public ScheduleBuilder expect(int shareCount, int intervalCount) {
        shares.ensureRoom(shareCount);
        timeline.ensureRoom(intervalCount);
        return this;
    }

    /** Load of processor {@code id}. */
    public ScheduleBuilder share(int id, double load) {
        shares.add(id, 1, load);
        return this;
    }

    /** Load of each of the {@code count} processors of layer {@code layer}. */
    public ScheduleBuilder layerShare(int layer, long count, double load) {
        shares.add(layer, count, load);
        return this;
    }

    public ScheduleBuilder compute(int p, double start, double end, double load) {
        timeline.add(p, Activity.COMPUTE, start, end, load, Interval.NO_PEER);
        return this;
    }

    /** A message of {@code load} units from {@code from} to {@code to}: a send on one end, a receive on the other. */
    public ScheduleBuilder transfer(int from, int to, double start, double end, double load) {
        timeline.add(from, Activity.SEND, start, end, load, to);
        timeline.add(to, Activity.RECEIVE, start, end, load, from);
        return this;
    }

    /** Results of {@code load} processed units travelling from {@code from} to {@code to}. */
    public ScheduleBuilder returnResults(int from, int to, double start, double end, double load) {
        timeline.add(from, Activity.RETURN, start, end, load, to);
        return this;
    }

    public ScheduleBuilder interval(Interval i) {
        timeline.add(i.processor(), i.activity(), i.start(), i.end(), i.load(), i.peer());
        return this;
    }

    public Schedule build() {
        double makespan = timeline.maxEnd();
        double v = scenario.load();
        long used = 0;
        for (int r = 0; r < shares.size(); r++) {
            if (!Tolerance.NEGLIGIBLE_LOAD.isZero(shares.load(r), v)) {
                used = saturatingAdd(used, shares.count(r));
            }
        }
        double a0 = scenario.processor(scenario.network().originator()).A();
        double speedup = a0 * v / makespan;
        double utilization = used == 0 ? Double.NaN : speedup / used;
        double es = scenario.standardA() * v / makespan;
        Metrics metrics = new Metrics(speedup, utilization, es, used, scenario.network().processorCount());
        double b = status == Status.FEASIBLE && Double.isFinite(bound) ? Math.min(bound, makespan) : Double.NaN;
        return new Schedule(status, reason, solver, layered, shares.sortedView(), timeline.view(), makespan, metrics,
                notes, tree, network, b);
    }

    private static long saturatingAdd(long a, long b) {
        long r = a + b;
        return ((a ^ r) & (b ^ r)) < 0 ? Long.MAX_VALUE : r;
    }
}
