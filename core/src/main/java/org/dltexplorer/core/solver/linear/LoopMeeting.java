package org.dltexplorer.core.solver.linear;

import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.ScheduleBuilder;

/**
 * Eq. (5) of Błażewicz & Drozdowski (1997) for one meeting processor {@code j} of a loop: the load travels clockwise
 * {@code 0 → 1 → … → j} and counter-clockwise {@code 0 → N-1 → … → j}; {@code j} receives {@code α'_j} and
 * {@code α''_j} over both links, both messages ending at the same time {@code t_j}, and computes
 * {@code α'_j + α''_j} from then on; every processor finishes at {@code T}.
 *
 * <p>Walking each path backwards from {@code j}, the time each processor has left ({@code D_k = T − t_k}) and the
 * load its message carries are affine in {@code (D_j, α'_j)} (resp. {@code α''_j}); requiring both walks to reach
 * the originator with {@code D_0 = T}, {@code α'_j + α''_j = D_j/A_j} and {@code Σα = V} leaves four linear
 * equations in {@code (T, D_j, α'_j, α''_j)}, solved by the same elimination as the scan
 * ({@link LoopMeetingScan#solve4}). Not by ojAlgo's LU: its solvability test is relative to the matrix's largest
 * entry, and a processor with {@code A = 1e-16} puts {@code 1/A = 1e16} beside entries of 1, so every meeting was
 * "not solvable" as written and the opened loop's 0.018827 answered, against the meeting's 0.014456 in {@code w-z-T}
 * (issue 24). The backward coefficients grow
 * geometrically with the loop length (like the paper's {@code k_i}); a loop so long that they overflow is
 * reported as not solvable, and the opened loops take over.
 */
final class LoopMeeting {

    final int j;
    final boolean solvable;
    final double makespan;
    private final double[] alpha; // per processor; alpha[j] = α'_j + α''_j
    private final double[] carried; // load of the message each processor receives (clockwise for the path 1..j-1)
    private final double xLeft;
    private final double xRight;
    private final Scenario scenario;

    private LoopMeeting(Scenario scenario, int j, boolean solvable, double makespan, double[] alpha,
            double[] carried, double xLeft, double xRight) {
        this.scenario = scenario;
        this.j = j;
        this.solvable = solvable;
        this.makespan = makespan;
        this.alpha = alpha;
        this.carried = carried;
        this.xLeft = xLeft;
        this.xRight = xRight;
    }

    /** Affine form {@code c[0]·D_j + c[1]·x + c[2]}. */
    private static double eval(double[] f, double d, double x) {
        return f[0] * d + f[1] * x + f[2];
    }

    static LoopMeeting solve(Scenario scenario, int j, double slack) {
        int n = ((Loop) scenario.network()).processors();
        double invA0 = scenario.strategy().originatorComputes() ? 1 / scenario.processor(0).A() : 0.0;
        // forms per processor on each path: D_k and the load carried into k
        double[][] dForm = new double[n][];
        // clockwise: j-1, ..., 1, then 0 over link 0
        double[] d = {1, 0, 0};
        double[] load = {0, 1, 0};
        for (int k = j - 1; k >= 0; k--) {
            LinkParams l = scenario.link(k); // joins k and k+1
            double[] next = {d[0] + l.C() * load[0], d[1] + l.C() * load[1], d[2] + l.S() + l.C() * load[2]};
            if (k == 0) {
                d = next;
                break;
            }
            dForm[k] = next;
            double ia = 1 / scenario.processor(k).A();
            load = new double[] {load[0] + ia * next[0], load[1] + ia * next[1], load[2] + ia * next[2]};
            d = next;
        }
        double[] dLeft = d;
        double[] loadLeft = load;
        // counter-clockwise: j+1, ..., N-1, then 0 over link N-1
        d = new double[] {1, 0, 0};
        load = new double[] {0, 1, 0};
        for (int k = j + 1; k <= n; k++) {
            LinkParams l = scenario.link(k - 1); // joins k-1 and k (mod n)
            double[] next = {d[0] + l.C() * load[0], d[1] + l.C() * load[1], d[2] + l.S() + l.C() * load[2]};
            if (k == n) {
                d = next;
                break;
            }
            dForm[k] = next;
            double ia = 1 / scenario.processor(k).A();
            load = new double[] {load[0] + ia * next[0], load[1] + ia * next[1], load[2] + ia * next[2]};
            d = next;
        }
        double[] dRight = d;
        double[] loadRight = load;
        // unknowns (T, D_j, x', x''), row-major 4x5 with the right-hand side, as LoopMeetingScan sets them up
        double[] m = new double[20];
        m[0] = -1;
        m[1] = dLeft[0];
        m[2] = dLeft[1];
        m[4] = -dLeft[2];
        m[5] = -1;
        m[6] = dRight[0];
        m[8] = dRight[1];
        m[9] = -dRight[2];
        m[11] = -1 / scenario.processor(j).A();
        m[12] = 1;
        m[13] = 1;
        m[15] = invA0;
        m[16] = loadLeft[0] + loadRight[0];
        m[17] = loadLeft[1];
        m[18] = loadRight[1];
        m[19] = scenario.load() - loadLeft[2] - loadRight[2];
        double[] z = new double[4];
        if (!LoopMeetingScan.solve4(m, z)) {
            return new LoopMeeting(scenario, j, false, Double.NaN, null, null, 0, 0);
        }
        double t = z[0];
        double dj = z[1];
        double x1 = z[2];
        double x2 = z[3];
        double[] alpha = new double[n];
        double[] rem = new double[n];
        double[] carried = new double[n];
        boolean ok = Double.isFinite(t) && x1 > slack && x2 > slack && dj > 0;
        alpha[0] = invA0 * t;
        rem[0] = t;
        rem[j] = dj;
        alpha[j] = x1 + x2;
        for (int k = 1; k < n; k++) {
            if (k == j) {
                continue;
            }
            double x = k < j ? x1 : x2;
            rem[k] = eval(dForm[k], dj, x);
            alpha[k] = rem[k] / scenario.processor(k).A();
            ok &= alpha[k] >= -slack;
        }
        // load carried into each path processor: its own plus everything behind it towards j
        double acc = x1;
        for (int k = j - 1; k >= 1; k--) {
            acc += alpha[k];
            carried[k] = acc;
        }
        acc = x2;
        for (int k = j + 1; k < n; k++) {
            acc += alpha[k];
            carried[k] = acc;
        }
        return new LoopMeeting(scenario, j, ok, t, alpha, carried, x1, x2);
    }

    /** What each processor computes, the rounding of their sum given to one of them (see {@link #write}). */
    double[] shares() {
        int n = alpha.length;
        double[] share = alpha.clone();
        double rest = scenario.load();
        for (int k = 1; k < n; k++) {
            rest -= share[k];
        }
        // the rounding of the shares' sum goes to the faster of the originator and the meeting processor: given to
        // an originator with A = 1.5e12, 1e-17 of the load moved the makespan by 0.1–0.3 % as the units changed
        // (fuzz seed 27, case 10340)
        boolean originatorTakes = share[0] > 0 || scenario.strategy().originatorComputes();
        if (originatorTakes && scenario.processor(0).A() <= scenario.processor(j).A()) {
            share[0] = rest;
        } else {
            share[j] += rest - (originatorTakes ? share[0] : 0.0);
        }
        return share;
    }

    /** The load of the message into {@code k} on its path ({@code k ≠ j}). */
    double carried(int k) {
        return carried[k];
    }

    /** {@code α'_j}, the part of {@code j}'s load that arrives clockwise. */
    double fromLeft() {
        return xLeft;
    }

    /** {@code α''_j}, the part that arrives counter-clockwise. */
    double fromRight() {
        return xRight;
    }

    /** Shares, the two paths' messages and computations. */
    void write(ScheduleBuilder b) {
        int n = alpha.length;
        double[] share = shares();
        int[] parent = new int[n];
        parent[0] = -1;
        // times follow the messages forward, so each processor starts exactly when its data has arrived
        double[] has = new double[n];
        double endLeft = 0;
        for (int k = 1; k <= j; k++) {
            double x = k == j ? xLeft : carried[k];
            double end = has[k - 1] + scenario.link(k - 1).transferTime(x);
            b.transfer(k - 1, k, has[k - 1], end, x);
            parent[k] = k - 1;
            if (k < j) {
                has[k] = end;
            } else {
                endLeft = end;
            }
        }
        double endRight = 0;
        for (int k = n - 1; k >= j; k--) {
            int from = (k + 1) % n;
            double x = k == j ? xRight : carried[k];
            double end = has[from] + scenario.link(k).transferTime(x);
            b.transfer(from, k, has[from], end, x);
            if (k != j) {
                parent[k] = from;
                has[k] = end;
            } else {
                endRight = end;
            }
        }
        has[j] = Math.max(endLeft, endRight);
        for (int k = 0; k < n; k++) {
            b.share(k, share[k]);
            if (share[k] > 0) {
                b.compute(k, has[k], has[k] + share[k] * scenario.processor(k).A(), share[k]);
            }
        }
        b.distributionTree(parent);
    }
}
