package org.dltexplorer.core.solver.karytree;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.dltexplorer.core.schedule.ScheduleBuilder;

/**
 * Builds the explicit timeline of a K-ary tree schedule from its loads, as a list schedule under the port rules
 * of {@link org.dltexplorer.core.schedule.CommunicationModel#explicit}: every processor has a <em>down port</em>
 * (sending load to its children and collecting their results, one message at a time) and an <em>up port</em>
 * (receiving from its parent and returning results to it, one at a time), and computes in parallel with both
 * (front-end processors, Ko & Robertazzi (2003), §II). A message on link {@code i} holds the parent's down port and {@code i}'s up
 * port; it starts when its data are there and both ports are free, and ports serve messages in the order given
 * (first come, first served, no back-filling). Store-and-forward: a message is forwarded only once fully received.
 *
 * <p>With {@code collect = "while-sending"} ({@link org.dltexplorer.core.model.Collect}) the down port is split in
 * two: one for sends and one for collecting reports, so a parent may collect on one link while it still sends on
 * another; with the default {@code "after-sends"} both share the one down port, and a node's reports come after its
 * last send because all downward messages are placed first.
 *
 * <p>The finish time is the replayed one: when a closed form assumed a port free that is busy, the replay waits
 * and reports the later time instead of the formula's.
 *
 * <p><b>Reporting model.</b> A processor starts returning results once it has computed its own load and (single
 * installment) collected all its children's results. Results are returned towards the root only, link by link; every result reaches the root.
 * <ul>
 *   <li>Single installment (EDS, SOS): processor {@code i} sends one message with the results of its whole subtree
 *       ({@code θ_i} units, "(1+K) solutions including its own", §III.B) to its parent; a parent collects its
 *       children's reports in the order it served them (§IV: "solutions are reported in the same sequence as
 *       processors are received").</li>
 *   <li>Multi-installment (MOS): every processor's results ({@code α_i} units) travel up as their own message and
 *       intermediate processors forward them, first come first served (ties in receive order), after all the
 *       downward traffic on the child's up port (and, collecting after sends, on the parent's down port).</li>
 * </ul>
 */
final class TreeReplay {

    private final KaryInstance in;
    private final ScheduleBuilder out;
    private final double[] downFree;
    private final double[] upFree;
    /** When each processor may next collect a report: its down port, or its own collect port while sending. */
    private final double[] collectFree;
    private double makespan;

    private TreeReplay(KaryInstance in, ScheduleBuilder out) {
        this.in = in;
        this.out = out;
        this.downFree = new double[in.size()];
        this.upFree = new double[in.size()];
        this.collectFree = in.collectsWhileSending() ? new double[in.size()] : downFree;
    }

    /** Sends {@code load} units on the link above {@code child}, ready at {@code ready}; returns the arrival time. */
    private double down(int child, double ready, double load) {
        int parent = in.tree().parentOf(child);
        double start = Math.max(ready, Math.max(downFree[parent], upFree[child]));
        double end = start + in.s()[child] + in.c()[child] * load;
        downFree[parent] = end;
        upFree[child] = end;
        if (out != null) {
            out.transfer(parent, child, start, end, load);
        }
        makespan = Math.max(makespan, end);
        return end;
    }

    /** Returns the results of {@code load} units from {@code child} to its parent; returns the arrival time. */
    private double up(int child, double ready, double load) {
        int parent = in.tree().parentOf(child);
        double start = Math.max(ready, Math.max(collectFree[parent], upFree[child]));
        double end = start + in.s()[child] + in.r()[child] * load;
        collectFree[parent] = end;
        upFree[child] = end;
        if (out != null) {
            out.returnResults(child, parent, start, end, load);
        }
        makespan = Math.max(makespan, end);
        return end;
    }

    private double compute(int id, double start, double load) {
        double end = start + in.a()[id] * load;
        if (load > 0 && out != null) {
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

    /** A result message waiting at a processor: ready time, units, its origin and the origin's receive rank. */
    private record Pending(int at, double ready, double load, int origin, long rank) {
    }

    /**
     * One result message of a multi-installment schedule: the results of {@code origin} leaving processor
     * {@code from} for its parent.
     */
    record UpStep(int from, int origin) {
    }

    /**
     * Multi-installment (MOS): one message per processor, sent by the root level by level in receive order
     * ({@link ReceiveOrder}) and forwarded down the path; results come back one message per processor. With
     * {@code upOrder} null, result messages leave each level first come first served (ties in receive order), the
     * best order for the given loads; otherwise they are placed in the order given (every processor with a load
     * must appear once per hop, and every message is placed, empty ones too). {@code out} may be null to
     * compute the makespan alone. Returns the makespan.
     */
    static double multiInstallment(KaryInstance in, double[] alpha, List<UpStep> upOrder, ScheduleBuilder out) {
        return multiInstallment(in, alpha, upOrder, out, null);
    }

    /** As {@link #multiInstallment(KaryInstance, double[], List, ScheduleBuilder)}, recording the result messages' order into {@code placed}. */
    static double multiInstallment(KaryInstance in, double[] alpha, List<UpStep> upOrder, ScheduleBuilder out,
            List<UpStep> placed) {
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
                // in a given order every message is placed, empty ones too, so the order is kept exactly
                if (!(alpha[id] > 0) && (upOrder == null || alpha[id] < 0)) {
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
        if (!in.returns()) {
            return replay.makespan;
        }
        if (upOrder != null) {
            // ready[origin] is when the origin's results are at the processor they leave next
            double[] ready = computed.clone();
            for (UpStep step : upOrder) {
                if (alpha[step.origin()] >= 0) {
                    ready[step.origin()] = replay.up(step.from(), ready[step.origin()], alpha[step.origin()]);
                    if (placed != null) {
                        placed.add(step);
                    }
                }
            }
            return replay.makespan;
        }
        List<List<Pending>> waiting = new ArrayList<>();
        for (int j = 0; j <= levels; j++) {
            waiting.add(new ArrayList<>());
        }
        for (int id = 1; id < n; id++) {
            if (alpha[id] > 0) {
                waiting.get(levelOf(in, id)).add(new Pending(id, computed[id], alpha[id], id, rank[id]));
            }
        }
        Comparator<Pending> fifo = Comparator.comparingDouble(Pending::ready).thenComparingLong(Pending::rank);
        for (int j = levels; j >= 1; j--) {
            List<Pending> here = waiting.get(j);
            here.sort(fifo);
            for (Pending p : here) {
                double arrived = replay.up(p.at(), p.ready(), p.load());
                if (placed != null) {
                    placed.add(new UpStep(p.at(), p.origin()));
                }
                waiting.get(j - 1).add(new Pending(in.tree().parentOf(p.at()), arrived, p.load(), p.origin(), p.rank()));
            }
        }
        return replay.makespan;
    }

    /**
     * The result messages in the order of the paper's text (Ko & Robertazzi (2003), §V: "solutions are reported in
     * the same sequential processor order that load is received in"): level by level from the bottom, each level's
     * messages (its own results and those it forwards) by the receive order of their origins.
     */
    static List<UpStep> receiveOrderReports(KaryInstance in) {
        int levels = in.tree().levels();
        List<UpStep> steps = new ArrayList<>();
        List<Integer> byRank = new ArrayList<>();
        for (int j = 1; j <= levels; j++) {
            for (int id : ReceiveOrder.level(in.tree(), j)) {
                byRank.add(id);
            }
        }
        for (int j = levels; j >= 1; j--) {
            for (int origin : byRank) {
                int depth = levelOf(in, origin);
                if (depth < j) {
                    continue;
                }
                int from = origin;
                for (int d = depth; d > j; d--) {
                    from = in.tree().parentOf(from);
                }
                steps.add(new UpStep(from, origin));
            }
        }
        return steps;
    }

    private static int levelOf(KaryInstance in, int id) {
        int level = 0;
        for (int v = id; v > 0; v = in.tree().parentOf(v)) {
            level++;
        }
        return level;
    }
}
