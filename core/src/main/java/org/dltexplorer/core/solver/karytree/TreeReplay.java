package org.dltexplorer.core.solver.karytree;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.dltexplorer.core.schedule.ScheduleBuilder;

/**
 * Builds the explicit timeline of a K-ary tree schedule from its loads, as a list schedule under the one-port rule
 * of {@link org.dltexplorer.core.schedule.CommunicationModel#explicit}: every processor has a <em>down port</em>
 * (sending load to its children and collecting their results, one message at a time) and an <em>up port</em>
 * (receiving from its parent and returning results to it, one at a time), and computes in parallel with both
 * (front-end processors, Ko & Robertazzi (2003), §II). A message on link {@code i} holds the parent's down port and {@code i}'s up
 * port; it starts when its data are there and both ports are free, and ports serve messages in the order given
 * (first come, first served, no back-filling). Store-and-forward: a message is forwarded only once fully received.
 *
 * <p>The finish time is the replayed one: when a closed form assumed a port free that is busy, the replay waits
 * and reports the later time instead of the formula's.
 *
 * <p><b>Reporting model.</b> A processor starts returning results once it has computed its own load and (single
 * installment) collected all its children's results. Results are returned towards the root only, link by link.
 * <ul>
 *   <li>Single installment (EDS, SOS): processor {@code i} sends one message with the results of its whole subtree
 *       ({@code θ_i} units, "(1+K) solutions including its own", §III.B) to its parent; a parent collects its
 *       children's reports in the order it served them (§IV: "solutions are reported in the same sequence as
 *       processors are received"), after all its sends.</li>
 *   <li>Multi-installment (MOS): every processor's results ({@code α_i} units) travel up as their own message and
 *       intermediate processors forward them, first come first served (ties in receive order), after all the
 *       downward traffic on the same ports.</li>
 * </ul>
 */
final class TreeReplay {

    private final KaryInstance in;
    private final ScheduleBuilder out;
    private final double[] downFree;
    private final double[] upFree;
    private double makespan;

    private TreeReplay(KaryInstance in, ScheduleBuilder out) {
        this.in = in;
        this.out = out;
        this.downFree = new double[in.size()];
        this.upFree = new double[in.size()];
    }

    /** Sends {@code load} units on the link above {@code child}, ready at {@code ready}; returns the arrival time. */
    private double down(int child, double ready, double load) {
        int parent = in.tree().parentOf(child);
        double start = Math.max(ready, Math.max(downFree[parent], upFree[child]));
        double end = start + in.s()[child] + in.c()[child] * load;
        downFree[parent] = end;
        upFree[child] = end;
        out.transfer(parent, child, start, end, load);
        makespan = Math.max(makespan, end);
        return end;
    }

    /** Returns the results of {@code load} units from {@code child} to its parent; returns the arrival time. */
    private double up(int child, double ready, double load) {
        int parent = in.tree().parentOf(child);
        double start = Math.max(ready, Math.max(downFree[parent], upFree[child]));
        double end = start + in.s()[child] + in.r()[child] * load;
        downFree[parent] = end;
        upFree[child] = end;
        out.returnResults(child, parent, start, end, load);
        makespan = Math.max(makespan, end);
        return end;
    }

    private double compute(int id, double start, double load) {
        double end = start + in.a()[id] * load;
        if (load > 0) {
            out.compute(id, start, end, load);
            makespan = Math.max(makespan, end);
        }
        return end;
    }

    /**
     * Single installment (EDS, SOS): {@code θ_i} travels to processor {@code i} in one message, children are served
     * left to right, results of whole subtrees come back in the same order. Returns the makespan.
     */
    static double singleInstallment(KaryInstance in, TreeLoads loads, ScheduleBuilder out) {
        TreeReplay replay = new TreeReplay(in, out);
        int n = in.size();
        double[] arrival = new double[n];
        double[] ready = new double[n];
        // ids are breadth first and children of a parent ascend, so each parent's sends come in child order
        for (int id = 0; id < n; id++) {
            if (id > 0 && loads.theta()[id] > 0) {
                arrival[id] = replay.down(id, arrival[in.tree().parentOf(id)], loads.theta()[id]);
            }
            ready[id] = replay.compute(id, arrival[id], loads.alpha()[id]);
        }
        if (in.returns()) {
            // a parent's children have larger ids, so descending ids see every subtree complete before its parent
            for (int id = n - 1; id >= 0; id--) {
                if (in.leaf(id)) {
                    continue;
                }
                for (int m = 0; m < in.arity(); m++) {
                    int child = in.child(id, m);
                    if (loads.theta()[child] > 0) {
                        ready[id] = Math.max(ready[id], replay.up(child, ready[child], loads.theta()[child]));
                    }
                }
            }
        }
        return replay.makespan;
    }

    /** A result message waiting at a processor: ready time, units, and the receive rank of its origin. */
    private record Pending(int at, double ready, double load, long rank) {
    }

    /**
     * Multi-installment (MOS): one message per processor, sent by the root level by level in receive order
     * ({@link ReceiveOrder}) and forwarded down the path; results come back one message per processor. Returns the
     * makespan.
     */
    static double multiInstallment(KaryInstance in, double[] alpha, ScheduleBuilder out) {
        TreeReplay replay = new TreeReplay(in, out);
        int n = in.size();
        int levels = in.tree().levels();
        double[] computed = new double[n];
        long[] rank = new long[n];
        computed[0] = replay.compute(0, 0.0, alpha[0]);
        int[] path = new int[levels + 1];
        long next = 1;
        for (int j = 1; j <= levels; j++) {
            for (int id : ReceiveOrder.level(in.tree(), j)) {
                rank[id] = next++;
                if (!(alpha[id] > 0)) {
                    continue;
                }
                int depth = 0;
                for (int v = id; v > 0; v = in.tree().parentOf(v)) {
                    path[depth++] = v;
                }
                double t = 0.0;
                for (int h = depth - 1; h >= 0; h--) {
                    t = replay.down(path[h], t, alpha[id]);
                }
                computed[id] = replay.compute(id, t, alpha[id]);
            }
        }
        if (in.returns()) {
            List<List<Pending>> waiting = new ArrayList<>();
            for (int j = 0; j <= levels; j++) {
                waiting.add(new ArrayList<>());
            }
            for (int id = 1; id < n; id++) {
                if (alpha[id] > 0) {
                    waiting.get(levelOf(in, id)).add(new Pending(id, computed[id], alpha[id], rank[id]));
                }
            }
            Comparator<Pending> fifo = Comparator.comparingDouble(Pending::ready).thenComparingLong(Pending::rank);
            for (int j = levels; j >= 1; j--) {
                List<Pending> here = waiting.get(j);
                here.sort(fifo);
                for (Pending p : here) {
                    double arrived = replay.up(p.at(), p.ready(), p.load());
                    waiting.get(j - 1).add(new Pending(in.tree().parentOf(p.at()), arrived, p.load(), p.rank()));
                }
            }
        }
        return replay.makespan;
    }

    private static int levelOf(KaryInstance in, int id) {
        int level = 0;
        for (int v = id; v > 0; v = in.tree().parentOf(v)) {
            level++;
        }
        return level;
    }
}
