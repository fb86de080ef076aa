package org.dltexplorer.core.solver.star;

import java.util.Arrays;
import java.util.List;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * Workers served one after another over a single port that also collects their results, FIFO: the one-port star
 * with returns ({@link StarReturnSolver}), and each bus of a bus with returns. The sender sends {@code α_k} in
 * {@code S_k + C_k α_k} to worker {@code k} right after worker {@code k-1}'s message; once all messages are sent, the
 * port collects the results in the same order, worker {@code k}'s return of {@code S_k + R_k α_k} starting when it
 * has computed ({@code α_k A_k} after its message) and the port is free. Every worker of the sequence pays both
 * startups, so the workers served are chosen outside (by trying sequences), not by the LP.
 *
 * <p>{@link #loads} solves the LP over the loads and times of a sender feeding several such sequences over
 * separate ports (one per bus) and computing its own part, for the least makespan {@code T}; {@link #replay}
 * then times a sequence as early as possible.
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
     * @param a0 the sender's compute time per unit, {@code +∞} when it does not compute
     * @return the loads, or null when the LP has no optimum
     */
    public static double[][] loads(double a0, double load, List<FifoReturnSequence> sequences) {
        try {
            return lpLoads(a0, load, sequences);
        } catch (NumberFormatException | ArithmeticException notFinite) {
            // ojAlgo turns each coefficient into a BigDecimal: an infinite one (a rate times a load) ends here
            int workers = sequences.stream().mapToInt(FifoReturnSequence::size).sum();
            throw new ScenarioRefusedException("the linear program of the workers returning results (" + workers
                    + " workers) has a coefficient beyond double precision; the parameters span too many decades");
        }
    }

    private static double[][] lpLoads(double a0, double load, List<FifoReturnSequence> sequences) {
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Expression sum = model.addExpression("sum").level(load);
        Variable x0 = model.addVariable("a0").lower(0);
        sum.set(x0, 1);
        if (Double.isInfinite(a0)) {
            x0.level(0);
        } else {
            model.addExpression("own").set(x0, a0).set(t, -1).upper(0);
        }
        Variable[][] alpha = new Variable[sequences.size()][];
        for (int b = 0; b < sequences.size(); b++) {
            alpha[b] = sequences.get(b).addTo(model, t, sum, b + "_");
        }
        Optimisation.Result r = model.minimise();
        if (!r.getState().isOptimal()) {
            return null;
        }
        double[][] out = new double[sequences.size() + 1][];
        out[0] = new double[] {x0.getValue().doubleValue()};
        for (int b = 0; b < alpha.length; b++) {
            out[b + 1] = Arrays.stream(alpha[b]).mapToDouble(v -> v.getValue().doubleValue()).toArray();
        }
        // LP round-off: a load this small is a worker the LP does not want
        double slack = Tolerance.NEGLIGIBLE_LOAD.slack(load) * 1e3;
        double total = 0;
        for (double[] row : out) {
            for (int i = 0; i < row.length; i++) {
                row[i] = row[i] <= slack ? 0.0 : row[i];
                total += row[i];
            }
        }
        for (double[] row : out) {
            for (int i = 0; i < row.length; i++) {
                row[i] *= load / total;
            }
        }
        return out;
    }

    /** Adds this sequence's load variables, message chain, FIFO returns and {@code T ≥} last return. */
    private Variable[] addTo(ExpressionsBasedModel model, Variable t, Expression sum, String tag) {
        int k = size();
        Variable[] alpha = new Variable[k];
        Variable[] sendEnd = new Variable[k];
        Variable[] retStart = new Variable[k];
        for (int q = 0; q < k; q++) {
            alpha[q] = model.addVariable("a" + tag + q).lower(0);
            sendEnd[q] = model.addVariable("s" + tag + q).lower(0);
            retStart[q] = model.addVariable("r" + tag + q).lower(0);
            sum.set(alpha[q], 1);
            Expression send = model.addExpression("send" + tag + q).set(sendEnd[q], 1).set(alpha[q], -C[q]);
            if (q > 0) {
                send.set(sendEnd[q - 1], -1);
            }
            send.lower(S[q]);
            model.addExpression("comp" + tag + q).set(retStart[q], 1).set(sendEnd[q], -1).set(alpha[q], -A[q]).lower(0);
            if (q > 0) {
                model.addExpression("fifo" + tag + q).set(retStart[q], 1).set(retStart[q - 1], -1)
                        .set(alpha[q - 1], -R[q - 1]).lower(S[q - 1]);
            }
        }
        if (k > 0) {
            model.addExpression("port" + tag).set(retStart[0], 1).set(sendEnd[k - 1], -1).lower(0);
            model.addExpression("end" + tag).set(t, 1).set(retStart[k - 1], -1).set(alpha[k - 1], -R[k - 1]).lower(S[k - 1]);
        }
        return alpha;
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
