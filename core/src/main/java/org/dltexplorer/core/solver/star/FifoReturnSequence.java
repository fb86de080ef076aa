package org.dltexplorer.core.solver.star;

import java.util.Arrays;
import java.util.List;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * Workers served one after another over a single port that also collects their results, FIFO: the one-port star
 * with returns ({@link StarReturnSolver}), and each bus of a bus with returns. The sender sends {@code α_k} in
 * {@code S_k + C_k α_k} to worker {@code k} right after worker {@code k-1}'s message; once all messages are sent, the
 * port collects the results in the same order, worker {@code k}'s return of {@code S_k + R_k α_k} starting when it
 * has computed ({@code α_k A_k} after its message) and the port is free. Every worker of the sequence pays both
 * startups, so the workers served are chosen outside (by trying sequences), not by the LP.
 *
 * <p>{@link #loads} finds the least makespan {@code T} and the loads of a sender feeding several such sequences over
 * separate ports (one per bus) and computing its own part; {@link #replay} then times a sequence as early as
 * possible.
 *
 * @param A compute time per unit of each worker, in sequence order
 * @param S startup of each worker's messages (load and results)
 * @param C transfer time per unit of load
 * @param R transfer time per unit of results
 */
public record FifoReturnSequence(double[] A, double[] S, double[] C, double[] R) {

    /** The star's workers {@code ids} in that order, each with its own link (its id). */
    public static FifoReturnSequence ofWorkers(Scenario sc, int[] ids) {
        int k = ids.length;
        double[] a = new double[k];
        double[] s = new double[k];
        double[] c = new double[k];
        double[] r = new double[k];
        for (int q = 0; q < k; q++) {
            LinkParams l = sc.link(ids[q]);
            a[q] = sc.processor(ids[q]).A();
            s[q] = l.S();
            c[q] = l.C();
            r[q] = l.R();
        }
        return new FifoReturnSequence(a, s, c, r);
    }

    public int size() {
        return A.length;
    }

    /**
     * The times of one sequence.
     *
     * @param sendStart start of each worker's message
     * @param returnStart start of each worker's return
     * @param end end of the last return, 0 when no worker has load
     */
    public record Timing(double[] sendStart, double[] returnStart, double end) {
    }

    /**
     * The loads minimising the makespan for {@code load} units: entry 0 is {@code {α_0}}, the sender's own part,
     * entry {@code 1 + b} the loads of sequence {@code b}. Loads below a negligible share are set to 0 (the
     * replay then skips those workers and their startups) and the rest rescaled to sum to {@code load}.
     *
     * <p>The sequences share only the makespan {@code T}, so the most load by a deadline {@code T} is the sender's
     * {@code T/A_0} plus each sequence's own packing LP ({@link FifoReturnSearch}: loads as fractions of {@code V},
     * rows scaled to a largest coefficient of 1), and {@code T} is the least deadline at which the sum is the whole
     * load ({@link LoadByDeadline}). One ojAlgo model over all loads and times answered a bus's three-worker set
     * with all the load on one worker (33.09 where 7.17 is the optimum) as "optimal", 7.97 in the user's units and
     * 7.17 in others (fuzz seed 29, case 477), and found no optimum at all for a bus with {@code C = 1.9·10^11}
     * (case 13626).
     *
     * @param a0 the sender's compute time per unit, {@code +∞} when it does not compute
     * @return the loads, or null when nothing computes
     * @throws ScenarioRefusedException when a rate times the load leaves double precision
     */
    public static double[][] loads(double a0, double load, List<FifoReturnSequence> sequences) {
        double rate0 = Double.isInfinite(a0) ? 0.0 : 1 / (a0 * load);
        int workers = sequences.stream().mapToInt(FifoReturnSequence::size).sum();
        if (!(rate0 >= 0 && Double.isFinite(rate0))) {
            throw FifoReturnSearch.beyondPrecision(workers);
        }
        FifoReturnSearch[] parts = new FifoReturnSearch[sequences.size()];
        LoadByDeadline[] byDeadline = new LoadByDeadline[parts.length];
        double start = 0;
        for (int b = 0; b < parts.length; b++) {
            FifoReturnSequence q = sequences.get(b);
            if (q.size() > 0) {
                parts[b] = new FifoReturnSearch(q.A, q.S, q.C, q.R, Double.POSITIVE_INFINITY, load, true,
                        SolveMonitor.NONE);
                byDeadline[b] = parts[b].byDeadline(everyWorker(q.size()), q.size());
                start = Math.max(start, 2 * Arrays.stream(q.S).sum());
            }
        }
        if (rate0 == 0 && workers == 0) {
            return null;
        }
        double[] partSlope = new double[1];
        LoadByDeadline all = (t, slope) -> {
            double x = rate0 * t;
            slope[0] = rate0;
            for (LoadByDeadline part : byDeadline) {
                if (part != null) {
                    x += part.at(t, partSlope);
                    slope[0] += partSlope[0];
                }
            }
            return x;
        };
        double t = all.leastDeadline(start);
        if (!Double.isFinite(t)) {
            return null;
        }
        double[][] out = new double[sequences.size() + 1][];
        for (int tries = 0; tries < 8; tries++, t *= 1 + 1e-12) {
            double total = rate0 * t;
            for (int b = 0; b < parts.length; b++) {
                out[b + 1] = new double[sequences.get(b).size()];
                if (parts[b] != null) {
                    total += parts[b].sequenceLoads(t, out[b + 1]);
                }
            }
            if (total >= 1 && Double.isFinite(total)) {
                // more than the load fits: every part shrinks alike, so each row stays within t
                out[0] = new double[] {rate0 * t};
                return withoutNegligible(out, load);
            }
        }
        return null;
    }

    private static int[] everyWorker(int count) {
        int[] all = new int[count];
        for (int k = 0; k < count; k++) {
            all[k] = k;
        }
        return all;
    }

    /** {@code fractions} as loads summing to {@code load}, LP round-off set to 0. */
    private static double[][] withoutNegligible(double[][] fractions, double load) {
        double total = 0;
        for (double[] row : fractions) {
            for (double x : row) {
                total += x;
            }
        }
        // LP round-off: a load this small is a worker the LP does not want
        double slack = Tolerance.NEGLIGIBLE_LOAD.slack(total) * 1e3;
        double kept = 0;
        for (double[] row : fractions) {
            for (int i = 0; i < row.length; i++) {
                row[i] = row[i] <= slack ? 0.0 : row[i];
                kept += row[i];
            }
        }
        for (double[] row : fractions) {
            for (int i = 0; i < row.length; i++) {
                row[i] *= load / kept;
            }
        }
        return fractions;
    }

    /** Times as early as possible for {@code alpha}; workers without load send and return nothing. */
    public Timing replay(double[] alpha) {
        int k = size();
        double[] sendStart = new double[k];
        double[] ready = new double[k];
        double port = 0;
        for (int q = 0; q < k; q++) {
            if (alpha[q] <= 0) {
                continue;
            }
            sendStart[q] = port;
            // the same expressions as write(): a return must not start an ulp before the computation ends
            port = sendStart[q] + S[q] + C[q] * alpha[q];
            ready[q] = port + alpha[q] * A[q];
        }
        double[] returnStart = new double[k];
        double end = 0;
        for (int q = 0; q < k; q++) {
            if (alpha[q] <= 0) {
                continue;
            }
            returnStart[q] = Math.max(port, ready[q]);
            port = returnStart[q] + S[q] + R[q] * alpha[q];
            end = port;
        }
        return new Timing(sendStart, returnStart, end);
    }

    /** Writes the messages from {@code sender}, computations and returns of the workers {@code ids} with load. */
    public void write(ScheduleBuilder b, int sender, int[] ids, double[] alpha, Timing timing) {
        for (int q = 0; q < size(); q++) {
            double x = alpha[q];
            if (x <= 0) {
                continue;
            }
            double arrival = timing.sendStart()[q] + S[q] + C[q] * x;
            b.transfer(sender, ids[q], timing.sendStart()[q], arrival, x);
            b.compute(ids[q], arrival, arrival + x * A[q], x);
            b.returnResults(ids[q], sender, timing.returnStart()[q], timing.returnStart()[q] + S[q] + R[q] * x, x);
        }
    }
}
