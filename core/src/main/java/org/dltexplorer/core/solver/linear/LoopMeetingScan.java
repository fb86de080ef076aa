package org.dltexplorer.core.solver.linear;

import java.util.Arrays;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.ParameterArrays;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * Eq. (5) of Błażewicz & Drozdowski (1997) for every meeting processor {@code j} in {@code O(N)} in all.
 *
 * <p>{@link LoopMeeting} walks each path back from {@code j} to the originator; one step over processor {@code k}
 * maps the pair of affine forms {@code (D_k, load into k)} linearly (with {@code S_k, C_k, 1/A_k}). The walk for
 * {@code j} is the product {@code M_1 ⋯ M_{j-1}} clockwise and {@code M_{N-1} ⋯ M_{j+1}} counter-clockwise, so
 * running products give every {@code j}'s four equations in constant time each. All entries are sums of
 * non-negative products; only the association order differs from the walk, which changes the last bits, so the
 * best {@code j} found here is solved again by {@link LoopMeeting} (the answer shown is exactly its).
 *
 * <p>With non-negative {@code S, C} and positive {@code A}, {@code D_j > 0} and both halves' messages positive
 * make every load positive (each step back adds non-negative terms), so the scan needs only those signs.
 */
final class LoopMeetingScan {

    /** Candidates solved again when the best of the scan turns out not solvable at the rounding margin. */
    private static final int RETRIES = 8;

    private LoopMeetingScan() {
    }

    /** The best solvable meeting, or null. */
    static LoopMeeting best(Scenario scenario, double slack, SolveMonitor monitor) {
        int n = ((Loop) scenario.network()).processors();
        double[] a = ParameterArrays.processorA(scenario, n);
        ParameterArrays.Links links = ParameterArrays.links(scenario, n);
        double[] s = links.S();
        double[] c = links.C();
        double invA0 = scenario.strategy().originatorComputes() ? 1 / a[0] : 0.0;
        double v = scenario.load();
        // counter-clockwise halves, from j = N-1 down: dRight (3) and loadRight (3) per j
        double[] right = new double[6 * n];
        double[] x = {1, 0, 0, 0, 1, 0}; // rows d and load of the product; the constant row is (0, 0, 1)
        double sn = s[n - 1];
        double cn = c[n - 1];
        for (int j = n - 1; j >= 1; j--) {
            int o = 6 * j;
            right[o] = x[0] + cn * x[3];
            right[o + 1] = x[1] + cn * x[4];
            right[o + 2] = x[2] + cn * x[5] + sn;
            right[o + 3] = x[3];
            right[o + 4] = x[4];
            right[o + 5] = x[5];
            times(x, 1 / a[j], c[j - 1], s[j - 1]); // processor j, over link j-1 (joins j-1 and j)
        }
        double[] fast = new double[n];
        Arrays.fill(fast, Double.NaN);
        double[] y = {1, 0, 0, 0, 1, 0};
        double[] m = new double[20];
        double[] z = new double[4];
        double s0 = s[0];
        double c0 = c[0];
        for (int j = 1; j < n; j++) {
            if ((j & 4095) == 0 && monitor.cancelled()) {
                break;
            }
            int o = 6 * j;
            double dl0 = y[0] + c0 * y[3];
            double dl1 = y[1] + c0 * y[4];
            double dl2 = y[2] + c0 * y[5] + s0;
            // unknowns (T, D_j, x', x''), as LoopMeeting sets them up; row-major 4x5 with the right-hand side
            Arrays.fill(m, 0);
            m[0] = -1;
            m[1] = dl0;
            m[2] = dl1;
            m[4] = -dl2;
            m[5] = -1;
            m[6] = right[o];
            m[8] = right[o + 1];
            m[9] = -right[o + 2];
            m[11] = -1 / a[j];
            m[12] = 1;
            m[13] = 1;
            m[15] = invA0;
            m[16] = y[3] + right[o + 3];
            m[17] = y[4];
            m[18] = right[o + 4];
            m[19] = v - y[5] - right[o + 5];
            if (solve4(m, z) && Double.isFinite(z[0]) && z[2] > slack && z[3] > slack && z[1] > 0) {
                fast[j] = z[0];
            }
            times(y, 1 / a[j], c[j], s[j]); // processor j, over link j (joins j and j+1)
        }
        right = null;
        for (int attempt = 0; attempt < RETRIES; attempt++) {
            int best = -1;
            for (int j = 1; j < n; j++) {
                if (fast[j] == fast[j] && (best < 0 || fast[j] < fast[best])) {
                    best = j;
                }
            }
            if (best < 0) {
                return null;
            }
            LoopMeeting exact = LoopMeeting.solve(scenario, best, slack);
            if (exact.solvable) {
                return exact;
            }
            fast[best] = Double.NaN;
        }
        return null;
    }

    /** {@code x ← x · M_k} for the step over processor {@code k} ({@code 1/A_k}) and its link ({@code C, S}). */
    private static void times(double[] x, double ia, double c, double s) {
        for (int r = 0; r < 6; r += 3) {
            double d = x[r];
            double l = x[r + 1];
            x[r] = d + l * ia;
            x[r + 1] = d * c + l * (1 + ia * c);
            x[r + 2] = x[r + 2] + d * s + l * ia * s;
        }
    }

    /**
     * Gaussian elimination with partial pivoting on a 4x5 augmented matrix; false when singular (an exact zero pivot)
     * or not finite. No relative singularity threshold: one that depends on the entries' spread decides differently
     * as the units change (issue 24); whether the answer is usable is decided by the loads' signs.
     */
    static boolean solve4(double[] m, double[] z) {
        for (double e : m) {
            if (!Double.isFinite(e)) {
                return false;
            }
        }
        for (int col = 0; col < 4; col++) {
            int piv = col;
            for (int r = col + 1; r < 4; r++) {
                if (Math.abs(m[5 * r + col]) > Math.abs(m[5 * piv + col])) {
                    piv = r;
                }
            }
            if (m[5 * piv + col] == 0) {
                return false;
            }
            if (piv != col) {
                for (int k = 0; k < 5; k++) {
                    double t = m[5 * col + k];
                    m[5 * col + k] = m[5 * piv + k];
                    m[5 * piv + k] = t;
                }
            }
            for (int r = col + 1; r < 4; r++) {
                double f = m[5 * r + col] / m[5 * col + col];
                if (f != 0) {
                    for (int k = col; k < 5; k++) {
                        m[5 * r + k] -= f * m[5 * col + k];
                    }
                }
            }
        }
        for (int r = 3; r >= 0; r--) {
            double acc = m[5 * r + 4];
            for (int k = r + 1; k < 4; k++) {
                acc -= m[5 * r + k] * z[k];
            }
            z[r] = acc / m[5 * r + r];
        }
        return true;
    }
}
