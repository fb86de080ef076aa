package org.dltexplorer.core.solver.star;

import java.util.Arrays;
import org.dltexplorer.core.model.ParameterArrays;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;

/**
 * A one-port star whose workers may each receive up to {@code n} messages (multi-installment distribution), results
 * not returned. A <em>message sequence</em> lists the worker of each message in sending order. The originator sends
 * them one after another over its single port; message {@code j} to worker {@code w} lasts {@code S_w + C_w x_j}
 * and pays its startup even when it carries little. Worker {@code w} computes its chunks in the order received, each
 * once it has fully arrived and the previous chunk is done; the originator computes its own share from time 0. With
 * {@code pause} ({@code "computeWhileReceiving": false}) a worker stops computing while it receives one of its own
 * later messages and resumes after it: its finish is {@code max_j (t_j + Σ_{i≥j} A_w x_i + Σ_{i>j} (S_w + C_w x_i))}
 * over its messages {@code j} (from the end of a message on, the worker computes or receives until it is done).
 *
 * @param a0 {@code A_0} of the originator, {@code +∞} when it does not compute
 * @param a {@code A} by worker id ({@code [0]} unused)
 * @param s {@code S} of each worker's link by worker id
 * @param c {@code C} of each worker's link by worker id
 * @param load the load {@code V}
 * @param installments the most messages a worker may receive
 * @param pause whether a worker pauses its computing while it receives
 */
record InstallmentStar(double a0, double[] a, double[] s, double[] c, double load, int installments, boolean pause) {

    static InstallmentStar of(Scenario scenario, int installments) {
        int m = ((Star) scenario.network()).workers();
        double[] a = ParameterArrays.processorA(scenario, m + 1);
        ParameterArrays.Links links = ParameterArrays.links(scenario, m + 1);
        double a0 = scenario.strategy().originatorComputes() ? a[0] : Double.POSITIVE_INFINITY;
        a[0] = 0;
        links.S()[0] = 0;
        links.C()[0] = 0;
        return new InstallmentStar(a0, a, links.S(), links.C(), scenario.load(), installments,
                !scenario.strategy().computeWhileReceivingOrDefault());
    }

    int workers() {
        return a.length - 1;
    }

    boolean originatorComputes() {
        return a0 != Double.POSITIVE_INFINITY;
    }

    /**
     * When each message ends and each chunk starts, every chunk started as early as the rules allow.
     *
     * @param sent end of each message
     * @param start start of each chunk's computation
     * @param pieces the intervals {@code [from, to, from, to, …]} in which each chunk is computed: one when workers do
     *        not pause, more when a reception interrupts it
     * @param makespan the last finish (the originator's included)
     */
    record Timing(double[] sent, double[] start, double[][] pieces, double makespan) {
    }

    /** The times of {@code seq} carrying loads {@code x} (the originator keeping {@code x0}). */
    Timing times(int[] seq, double x0, double[] x) {
        double[] sent = new double[seq.length];
        double[] start = new double[seq.length];
        double[][] pieces = new double[seq.length][];
        double[] free = new double[a.length];
        double t = 0;
        double makespan = originatorComputes() ? a0 * x0 : 0.0;
        for (int j = 0; j < seq.length; j++) {
            t += s[seq[j]] + c[seq[j]] * x[j];
            sent[j] = t;
        }
        for (int j = 0; j < seq.length; j++) {
            int w = seq[j];
            start[j] = Math.max(sent[j], free[w]);
            pieces[j] = pause ? interrupted(seq, x, sent, j, start[j]) : new double[] {start[j], start[j] + a[w] * x[j]};
            free[w] = pieces[j][pieces[j].length - 1];
            makespan = Math.max(makespan, free[w]);
        }
        return new Timing(sent, start, pieces, makespan);
    }

    /** Chunk {@code j} computed from {@code from} around the receptions of its worker's later messages. */
    private double[] interrupted(int[] seq, double[] x, double[] sent, int j, double from) {
        int w = seq[j];
        double left = a[w] * x[j];
        double cur = from;
        java.util.List<Double> out = new java.util.ArrayList<>();
        for (int i = j + 1; i < seq.length && left > 0; i++) {
            if (seq[i] != w) {
                continue;
            }
            double receiveStart = sent[i] - s[w] - c[w] * x[i];
            if (sent[i] <= cur) {
                continue;
            }
            if (cur + left <= receiveStart) {
                break;
            }
            if (receiveStart > cur) {
                out.add(cur);
                out.add(receiveStart);
                left -= receiveStart - cur;
            }
            cur = sent[i];
        }
        out.add(cur);
        out.add(cur + Math.max(0, left));
        return out.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /**
     * The loads of a sequence and the makespan they give.
     *
     * @param sequence worker of each message
     * @param x0 the originator's share
     * @param x load of each message
     * @param makespan as replayed by {@link #times}
     */
    record Loads(int[] sequence, double x0, double[] x, double makespan) {

        /** The same schedule without the messages carrying at most {@code negligible}: they only cost their startup. */
        Loads withoutEmpty(double negligible) {
            int kept = 0;
            for (double v : x) {
                kept += v > negligible ? 1 : 0;
            }
            if (kept == x.length) {
                return this;
            }
            int[] seq = new int[kept];
            double[] load = new double[kept];
            int k = 0;
            for (int j = 0; j < x.length; j++) {
                if (x[j] > negligible) {
                    seq[k] = sequence[j];
                    load[k++] = x[j];
                }
            }
            return new Loads(seq, x0, load, Double.NaN);
        }
    }

    /** A message load below which the message is not worth its startup: the LP's zeros, up to its tolerance. */
    double negligibleLoad() {
        return 1e-8 * load;
    }

    /** Whether workers {@code u} and {@code v} are interchangeable (same processor and link). */
    boolean identical(int u, int v) {
        return a[u] == a[v] && s[u] == s[v] && c[u] == c[v];
    }

    @Override
    public String toString() {
        return "InstallmentStar[a0=" + a0 + ", a=" + Arrays.toString(a) + ", s=" + Arrays.toString(s) + ", c="
                + Arrays.toString(c) + ", V=" + load + ", n=" + installments + "]";
    }
}
