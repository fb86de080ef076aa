package org.dltexplorer.core.solver.linear;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.lp.CertifiedLp;
import org.dltexplorer.core.solver.lp.LinearProgram;
import org.dltexplorer.core.solver.lp.LpCertificate;

/**
 * The certificate of a {@link LoopMeeting}: eq. (5) of Błażewicz & Drozdowski (1997) sets every constraint of the
 * loop's LP for meeting processor {@code j} tight, and this checks, without solving anything, that the point is that
 * LP's optimum ({@link CertifiedLp#certify}). The LP, in scenario units:
 * <pre>
 *   min T  s.t.  Σ_k α_k = V,  α'_j + α''_j = α_j,
 *                L_k = α_k + L_{k+1} (1 ≤ k &lt; j, L_j = α'_j),  R_k = α_k + R_{k−1} (j &lt; k ≤ N−1, R_j = α''_j),
 *                t_k ≥ t_{k−1} + S_{k−1} + C_{k−1} L_k  (clockwise, 1 ≤ k ≤ j; t_0 = 0; into j: t'_j),
 *                t_k ≥ t_{k+1} + S_k + C_k R_k          (counter-clockwise, j ≤ k ≤ N−1; t_N = t_0; into j: t''_j),
 *                t_j ≥ t'_j,  t_j ≥ t''_j,  t_k + A_k α_k ≤ T,  all ≥ 0.
 * </pre>
 * It is the loop's oracle LP of {@code LoopOracleTest}, with the loads carried written as variables so that it has
 * {@code O(N)} entries. The certificate proves the meeting optimal among schedules that meet at {@code j}; that no
 * other {@code j} and no opened loop does better is the solver's comparison, not this LP's.
 */
final class LoopMeetingLp {

    private final LinearProgram lp;
    private final double[] point;

    private LoopMeetingLp(LinearProgram lp, double[] point) {
        this.lp = lp;
        this.point = point;
    }

    /**
     * The certificate of {@code meeting}'s schedule as the optimum of its LP; null when the LP (3N + 2 rows) is beyond
     * what is certified ({@link CertifiedLp#MAX_CERTIFIED_ROWS}), so that a loop of 10^6 processors does not build one.
     */
    static LpCertificate certify(Scenario scenario, LoopMeeting meeting) {
        int n = ((Loop) scenario.network()).processors();
        if (3L * n + 2 > CertifiedLp.MAX_CERTIFIED_ROWS) {
            return null;
        }
        LoopMeetingLp m = of(scenario, meeting);
        return CertifiedLp.certify(m.lp, m.point);
    }

    /**
     * Whether {@code c} proves the meeting's makespan optimal for its LP: multipliers that are dual feasible and whose
     * bound {@code L(y)} meets the point's {@code T} within {@link LpCertificate#TOLERANCE}. The point's own rows are
     * not required to hold to 10^-9: the closed form's loads carry the round-off of coefficients that grow along the
     * paths (10^-6 of a carried load at 500 processors), and the schedule built from them is checked by the validator
     * like every answer; what the certificate must show is that no schedule meeting at {@code j} is shorter.
     */
    static boolean proves(LpCertificate c) {
        return c != null && (c.proves() || c.dualViolation() <= LpCertificate.TOLERANCE
                && c.gap() <= LpCertificate.TOLERANCE);
    }

    static LoopMeetingLp of(Scenario scenario, LoopMeeting meeting) {
        int n = ((Loop) scenario.network()).processors();
        int j = meeting.j;
        double[] share = meeting.shares();
        Columns c = new Columns();
        int t = c.add(0, Double.POSITIVE_INFINITY, 1.0);
        int[] alpha = new int[n];
        for (int k = 0; k < n; k++) {
            boolean idle = k == 0 && !scenario.strategy().originatorComputes();
            alpha[k] = c.add(0, idle ? 0 : Double.POSITIVE_INFINITY, 0.0);
        }
        int[] arrival = new int[n]; // arrival[0] unused: the originator holds the load at 0
        for (int k = 1; k < n; k++) {
            arrival[k] = c.add(0, Double.POSITIVE_INFINITY, 0.0);
        }
        int[] carried = new int[n]; // into k on its path; carried[j] unused
        for (int k = 1; k < n; k++) {
            if (k != j) {
                carried[k] = c.add(0, Double.POSITIVE_INFINITY, 0.0);
            }
        }
        int left = c.add(0, Double.POSITIVE_INFINITY, 0.0);
        int right = c.add(0, Double.POSITIVE_INFINITY, 0.0);
        int leftArrival = c.add(0, Double.POSITIVE_INFINITY, 0.0);
        int rightArrival = c.add(0, Double.POSITIVE_INFINITY, 0.0);
        Rows r = new Rows();
        double[] ones = new double[n];
        java.util.Arrays.fill(ones, 1.0);
        r.add(alpha, ones, scenario.load(), scenario.load());
        r.add(new int[] {left, right, alpha[j]}, new double[] {1, 1, -1}, 0, 0);
        for (int k = 1; k < j; k++) {
            int next = k + 1 == j ? left : carried[k + 1];
            r.add(new int[] {carried[k], alpha[k], next}, new double[] {1, -1, -1}, 0, 0);
        }
        for (int k = j + 1; k < n; k++) {
            int previous = k - 1 == j ? right : carried[k - 1];
            r.add(new int[] {carried[k], alpha[k], previous}, new double[] {1, -1, -1}, 0, 0);
        }
        for (int k = 1; k <= j; k++) {
            LinkParams l = scenario.link(k - 1);
            int into = k == j ? leftArrival : arrival[k];
            int load = k == j ? left : carried[k];
            if (k == 1) {
                r.add(new int[] {into, load}, new double[] {1, -l.C()}, l.S(), Double.POSITIVE_INFINITY);
            } else {
                r.add(new int[] {into, arrival[k - 1], load}, new double[] {1, -1, -l.C()}, l.S(),
                        Double.POSITIVE_INFINITY);
            }
        }
        for (int k = n - 1; k >= j; k--) {
            LinkParams l = scenario.link(k);
            int into = k == j ? rightArrival : arrival[k];
            int load = k == j ? right : carried[k];
            if (k == n - 1) {
                r.add(new int[] {into, load}, new double[] {1, -l.C()}, l.S(), Double.POSITIVE_INFINITY);
            } else {
                r.add(new int[] {into, arrival[k + 1], load}, new double[] {1, -1, -l.C()}, l.S(),
                        Double.POSITIVE_INFINITY);
            }
        }
        r.add(new int[] {arrival[j], leftArrival}, new double[] {1, -1}, 0, Double.POSITIVE_INFINITY);
        r.add(new int[] {arrival[j], rightArrival}, new double[] {1, -1}, 0, Double.POSITIVE_INFINITY);
        r.add(new int[] {alpha[0], t}, new double[] {scenario.processor(0).A(), -1}, Double.NEGATIVE_INFINITY, 0);
        for (int k = 1; k < n; k++) {
            r.add(new int[] {arrival[k], alpha[k], t}, new double[] {1, scenario.processor(k).A(), -1},
                    Double.NEGATIVE_INFINITY, 0);
        }
        // the point: the meeting's loads, every message as early as its data allow, T the last finish
        double[] x = new double[c.cost.size()];
        for (int k = 0; k < n; k++) {
            x[alpha[k]] = share[k];
        }
        for (int k = 1; k < n; k++) {
            if (k != j) {
                x[carried[k]] = meeting.carried(k);
            }
        }
        x[left] = meeting.fromLeft();
        x[right] = meeting.fromRight();
        double has = 0;
        for (int k = 1; k <= j; k++) {
            LinkParams l = scenario.link(k - 1);
            has += l.S() + l.C() * (k == j ? x[left] : x[carried[k]]);
            x[k == j ? leftArrival : arrival[k]] = has;
        }
        has = 0;
        for (int k = n - 1; k >= j; k--) {
            LinkParams l = scenario.link(k);
            has += l.S() + l.C() * (k == j ? x[right] : x[carried[k]]);
            x[k == j ? rightArrival : arrival[k]] = has;
        }
        x[arrival[j]] = Math.max(x[leftArrival], x[rightArrival]);
        double finish = scenario.processor(0).A() * share[0];
        for (int k = 1; k < n; k++) {
            finish = Math.max(finish, x[arrival[k]] + scenario.processor(k).A() * share[k]);
        }
        x[t] = finish;
        return new LoopMeetingLp(LinearProgram.of(c.cost(), c.lower(), c.upper(), r.index.toArray(new int[0][]),
                r.value.toArray(new double[0][]), r.bounds(0), r.bounds(1)), x);
    }

    /** The variables' costs and bounds, as they are added. */
    private static final class Columns {
        final List<Double> cost = new ArrayList<>();
        final List<double[]> bounds = new ArrayList<>();

        int add(double lower, double upper, double weight) {
            cost.add(weight);
            bounds.add(new double[] {lower, upper});
            return cost.size() - 1;
        }

        double[] cost() {
            return cost.stream().mapToDouble(Double::doubleValue).toArray();
        }

        double[] lower() {
            return bounds.stream().mapToDouble(b -> b[0]).toArray();
        }

        double[] upper() {
            return bounds.stream().mapToDouble(b -> b[1]).toArray();
        }
    }

    /** The rows, sparse, with their bounds. */
    private static final class Rows {
        final List<int[]> index = new ArrayList<>();
        final List<double[]> value = new ArrayList<>();
        final List<double[]> bounds = new ArrayList<>();

        void add(int[] idx, double[] val, double lower, double upper) {
            index.add(idx);
            value.add(val);
            bounds.add(new double[] {lower, upper});
        }

        double[] bounds(int side) {
            return bounds.stream().mapToDouble(b -> b[side]).toArray();
        }
    }
}
