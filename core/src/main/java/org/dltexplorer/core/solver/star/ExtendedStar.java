package org.dltexplorer.core.solver.star;

import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;

/**
 * A one-port star with the terms beyond the papers' models (scenario format, <em>Beyond the papers</em>), read into
 * arrays indexed by processor id ({@code 0} the originator, whose link arrays are unused): release times
 * {@code r_i}, computation startups {@code F_i}, costs per unit {@code c$_i} and fixed costs {@code f$_i}, plus the
 * strategy's budget and deadline.
 *
 * @param a {@code A_i}
 * @param s {@code S_i} of worker {@code i}'s link
 * @param c {@code C_i} of worker {@code i}'s link
 * @param release {@code r_i}
 * @param startup {@code F_i}
 * @param cost money per unit computed on {@code i}
 * @param fixedCost money charged once when {@code i} computes
 * @param originatorComputes whether the originator may compute
 * @param load {@code V} (makespan mode; unused with a deadline)
 * @param budget the most money, {@code +∞} when none
 * @param deadline the time by which the most load is finished, NaN when none (makespan mode)
 */
record ExtendedStar(double[] a, double[] s, double[] c, double[] release, double[] startup, double[] cost,
        double[] fixedCost, boolean originatorComputes, double load, double budget, double deadline) {

    static ExtendedStar of(Scenario scenario) {
        int m = ((Star) scenario.network()).workers();
        double[] a = new double[m + 1];
        double[] s = new double[m + 1];
        double[] c = new double[m + 1];
        double[] r = new double[m + 1];
        double[] f = new double[m + 1];
        double[] cost = new double[m + 1];
        double[] fixed = new double[m + 1];
        for (int i = 0; i <= m; i++) {
            ProcessorParams p = scenario.processor(i);
            a[i] = p.A();
            r[i] = p.release();
            f[i] = p.F();
            cost[i] = p.cost();
            fixed[i] = p.fixedCost();
            if (i > 0) {
                LinkParams l = scenario.link(i);
                s[i] = l.S();
                c[i] = l.C();
            }
        }
        Strategy st = scenario.strategy();
        return new ExtendedStar(a, s, c, r, f, cost, fixed, st.originatorComputes(), scenario.load(),
                st.budget() == null ? Double.POSITIVE_INFINITY : st.budget(),
                st.deadline() == null ? Double.NaN : st.deadline());
    }

    int workers() {
        return a.length - 1;
    }

    /** Whether the most load by a deadline is asked for, rather than the shortest makespan for {@code V}. */
    boolean byDeadline() {
        return !Double.isNaN(deadline);
    }

    boolean budgeted() {
        return budget != Double.POSITIVE_INFINITY;
    }

    /**
     * When each message and each computation of a sequence takes place: the originator sends to the workers with a
     * positive load one after another from time 0, each computes from {@code max(arrival, r_i)} for
     * {@code F_i + A_i x_i}, the originator from {@code r_0}. A worker given nothing gets no message and pays no
     * startup.
     *
     * @param seq workers in service order
     * @param x0 the originator's load
     * @param x the load of each worker of {@code seq}
     */
    Timing times(int[] seq, double x0, double[] x) {
        int n = seq.length;
        double[] sendStart = new double[n];
        double[] sendEnd = new double[n];
        double[] start = new double[n];
        double[] end = new double[n];
        double port = 0;
        double makespan = 0;
        double end0 = 0;
        if (x0 > 0) {
            end0 = release[0] + startup[0] + a[0] * x0;
            makespan = end0;
        }
        for (int k = 0; k < n; k++) {
            int w = seq[k];
            if (x[k] <= 0) {
                sendStart[k] = sendEnd[k] = start[k] = end[k] = port;
                continue;
            }
            sendStart[k] = port;
            port += s[w] + c[w] * x[k];
            sendEnd[k] = port;
            start[k] = Math.max(port, release[w]);
            end[k] = start[k] + startup[w] + a[w] * x[k];
            makespan = Math.max(makespan, end[k]);
        }
        return new Timing(sendStart, sendEnd, start, end, end0, makespan);
    }

    /**
     * Times of a sequence (see {@link #times}).
     *
     * @param sendStart start of each worker's message
     * @param sendEnd its end (the arrival)
     * @param computeStart when each worker starts its startup and computation
     * @param computeEnd when it finishes
     * @param originatorEnd when the originator finishes (0 when it computes nothing)
     * @param makespan the last end
     */
    record Timing(double[] sendStart, double[] sendEnd, double[] computeStart, double[] computeEnd,
            double originatorEnd, double makespan) {
    }

    /** Money a schedule charges: {@code Σ f$_i·[x_i > 0] + c$_i·x_i}. */
    double costOf(int[] seq, double x0, double[] x) {
        double total = x0 > 0 ? fixedCost[0] + cost[0] * x0 : 0.0;
        for (int k = 0; k < seq.length; k++) {
            if (x[k] > 0) {
                total += fixedCost[seq[k]] + cost[seq[k]] * x[k];
            }
        }
        return total;
    }
}
