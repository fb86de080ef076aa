package org.dltexplorer.core.solver.star;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.linear.LinearSolver;
import org.ojalgo.structure.Access1D;

/**
 * The exact pricing program of the port-occupancy bound ({@link OccupancyPricing}) by branch and bound over the cell
 * ranges of a plan's points, each node bounded by a linear program over envelopes (decision 0023).
 *
 * <p><b>The program.</b> With {@code P(t) = ∫_0^t μ}, {@code Q(t) = t/C_w − P(t)} (piecewise linear, its breaks at the
 * cell ends {@code g_0 = 0 < g_1 < … < g_G = D}) and {@code α = A_w/C_w}, a plan of {@code k} messages is worth
 * {@code Σ_j (Q(e_j) − Q(s_j)) − k S_w/C_w} over its points {@code s_1 ≤ e_1 ≤ … ≤ e_k}, and it is a plan when
 * {@code 0 ≤ s_1}, {@code e_j − s_j ≥ S_w}, {@code e_j ≤ s_{j+1}} and its tails
 * {@code e_j + α Σ_{i ≥ j} (e_i − s_i − S_w) ≤ D} hold (Drozdowski (2009); decision 0022). For each {@code k ≤ n} a
 * node gives every point a range of cells {@code [lo_p, hi_p]}; its bound is the linear program with all of these
 * constraints, each point boxed in {@code [g_{lo_p}, g_{hi_p + 1}]}, {@code Q(e_j)} replaced by the upper concave
 * envelope of {@code Q} over {@code e_j}'s range and {@code Q(s_j)} by the lower convex envelope over {@code s_j}'s
 * (an epigraph variable per point under the hull's lines).
 *
 * <p><b>Why the upper value is the supremum.</b> (1) Every plan is in one child of a node: its points' cells are in
 * order, a split of one range into {@code [lo, cut − 1]} and {@code [cut, hi]} puts the point's cell in exactly one,
 * and tightening the children's ranges by the order drops no ordered cells. (2) A node's bound is at least every plan
 * in it: on a range {@code Q} lies under its concave envelope and over its convex one, and the plan meets the
 * program's rows. (3) On a one-cell range both envelopes are {@code Q}, so a node of one-cell ranges is the cell's
 * own linear program and its solution, a plan, is worth its optimum. Nodes are taken best first and closed when their
 * bound is at most the best plan found (relative {@link #CLOSE}); the upper value is the largest of that plan's value
 * and the closed nodes' bounds.
 *
 * <p><b>Certificates.</b> ojAlgo's optimum is not trusted (decision 0019): the rows of the plan's own constraints are
 * elastic (a slack {@code σ ≥ 0} each, at a price far above any of their multipliers), so every node's program has a
 * solution, and its bound is the weak-duality bound over the box of ojAlgo's multipliers ({@link BoxedLpCertificate});
 * an elastic row does not loosen it, since a plan meets the row with {@code σ = 0}. The epigraph variables are boxed by
 * the least and largest grid value of {@code Q} on their range, which every plan's own {@code Q} values lie in. The
 * incumbent is ojAlgo's point, kept only when it is a plan ({@link OccupancyPlan#violation}) and valued from its own
 * positions.
 */
final class CellRangePricing implements OccupancyPricing {

    /** A node closes when its bound is at most the best plan's value plus this, relative (at least 1 absolute unit). */
    static final double CLOSE = 1e-9;

    /** A point violating its constraints by more than this (relative to the deadline) is not kept as a plan. */
    private static final double PLAN_SLACK = 1e-9;

    private long programs;

    /** Linear programs solved so far (for benchmarks and tests). */
    long programs() {
        return programs;
    }

    @Override
    public Priced price(InstallmentStar star, int worker, double deadline, double[] cellEnds, double[] mu) {
        return new Worker(star, worker, deadline, cellEnds, mu).search();
    }

    /** A node: the cell range of each point, its certified bound and the program's points (null if none). */
    private record Node(int[] lo, int[] hi, double bound, double[] points) {
    }

    /** One pricing: the worker's constants, the grid and {@code Q} on it. */
    private final class Worker {
        private final InstallmentStar star;
        private final int worker;
        private final double d;
        private final double s;
        private final double c;
        private final double alpha;
        private final int n;
        private final int g;
        private final double[] cellEnds;
        private final double[] mu;
        /** The cell ends {@code g_0 = 0, …, g_G = D}. */
        private final double[] grid;
        /** {@code Q(g_i)}. */
        private final double[] q;
        /** The price of an elastic row's slack: above every multiplier the plan's rows can have. */
        private final double elastic;
        /** Hulls by range, built once: {@code [upper ? 1 : 0][lo][hi]}, each line {slope, intercept}. */
        private final double[][][][][] hulls;

        Worker(InstallmentStar star, int worker, double deadline, double[] cellEnds, double[] mu) {
            this.star = star;
            this.worker = worker;
            this.d = deadline;
            this.s = star.s()[worker];
            this.c = star.c()[worker];
            this.alpha = star.a()[worker] / c;
            this.n = star.installments();
            this.g = cellEnds.length;
            this.cellEnds = cellEnds;
            this.mu = mu;
            grid = new double[g + 1];
            q = new double[g + 1];
            double steepest = 1 / c;
            for (int i = 1; i <= g; i++) {
                grid[i] = cellEnds[i - 1];
                double p = mu[i - 1] * (grid[i] - grid[i - 1]);
                q[i] = q[i - 1] + (grid[i] - grid[i - 1]) / c - p;
                steepest = Math.max(steepest, Math.abs(1 / c - mu[i - 1]));
            }
            // a row relaxed by one time unit lets each point move, or a message lengthen, by at most 1 + 1/α
            elastic = 1e3 * steepest * (1 + 1 / alpha) * (1 + 2 * n);
            hulls = new double[2][g][g][][];
        }

        /**
         * The lines of {@code Q}'s upper concave envelope (upper) or lower convex envelope over the cells
         * {@code lo … hi}: {@code Q̂(t) = min} of the upper lines, {@code Q̌(t) = max} of the lower ones.
         */
        private double[][] hull(int lo, int hi, boolean upper) {
            double[][] lines = hulls[upper ? 1 : 0][lo][hi];
            if (lines == null) {
                double sign = upper ? 1 : -1;
                int[] kept = new int[hi - lo + 2];
                int size = 0;
                for (int i = lo; i <= hi + 1; i++) {
                    while (size >= 2) {
                        int a = kept[size - 2];
                        int b = kept[size - 1];
                        double cross = (grid[b] - grid[a]) * sign * (q[i] - q[a])
                                - sign * (q[b] - q[a]) * (grid[i] - grid[a]);
                        if (cross < 0) {
                            break;
                        }
                        size--;
                    }
                    kept[size++] = i;
                }
                lines = new double[size - 1][];
                for (int h = 0; h + 1 < size; h++) {
                    int a = kept[h];
                    int b = kept[h + 1];
                    double slope = (q[b] - q[a]) / (grid[b] - grid[a]);
                    lines[h] = new double[] {slope, q[a] - slope * grid[a]};
                }
                hulls[upper ? 1 : 0][lo][hi] = lines;
            }
            return lines;
        }

        /** {@code Q(t)}, linear on each cell. */
        private double valueQ(double t) {
            int i = cellOf(t);
            return q[i] + (q[i + 1] - q[i]) * (t - grid[i]) / (grid[i + 1] - grid[i]);
        }

        /** The last cell whose left end is at or before {@code t}. */
        private int cellOf(double t) {
            int lo = 0;
            int hi = g - 1;
            while (lo < hi) {
                int mid = (lo + hi + 1) >>> 1;
                if (grid[mid] <= t) {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            return lo;
        }

        Priced search() {
            OccupancyPlan bestPlan = OccupancyPlan.none(worker);
            double bestValue = 0;
            double closed = 0;
            for (int k = 1; k <= n; k++) {
                int points = 2 * k;
                int[] lo = new int[points];
                int[] hi = new int[points];
                java.util.Arrays.fill(hi, g - 1);
                PriorityQueue<Node> open = new PriorityQueue<>((x, y) -> Double.compare(y.bound(), x.bound()));
                open.add(relax(k, lo, hi));
                while (!open.isEmpty()) {
                    Node node = open.poll();
                    OccupancyPlan plan = planOf(node.points());
                    if (plan != null) {
                        double v = plan.value(star, cellEnds, mu);
                        if (v > bestValue) {
                            bestValue = v;
                            bestPlan = plan;
                        }
                    }
                    if (node.bound() <= bestValue + CLOSE * Math.max(1, Math.abs(bestValue))) {
                        closed = Math.max(closed, node.bound());
                        continue;
                    }
                    int p = branchPoint(node);
                    if (p < 0) {
                        closed = Math.max(closed, node.bound());
                        continue;
                    }
                    for (Node child : children(k, node, p)) {
                        open.add(child);
                    }
                }
            }
            return new Priced(bestValue, Math.max(bestValue, closed), bestPlan);
        }

        /**
         * The point to split: among ranges of several cells, the one whose envelope lies furthest from {@code Q} at
         * the program's solution (the widest range when there is no solution); −1 when every range is one cell.
         */
        private int branchPoint(Node node) {
            int best = -1;
            double gap = Double.NEGATIVE_INFINITY;
            for (int p = 0; p < node.lo().length; p++) {
                if (node.hi()[p] == node.lo()[p]) {
                    continue;
                }
                double score;
                if (node.points() == null) {
                    score = node.hi()[p] - node.lo()[p];
                } else {
                    double t = node.points()[p];
                    boolean end = p % 2 == 1;
                    double envelope = end ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
                    for (double[] line : hull(node.lo()[p], node.hi()[p], end)) {
                        double y = line[0] * t + line[1];
                        envelope = end ? Math.min(envelope, y) : Math.max(envelope, y);
                    }
                    score = end ? envelope - valueQ(t) : valueQ(t) - envelope;
                }
                if (score > gap) {
                    gap = score;
                    best = p;
                }
            }
            return best;
        }

        /** The two children of a node split at point {@code p}, their ranges tightened by the points' order. */
        private List<Node> children(int k, Node node, int p) {
            int lo = node.lo()[p];
            int hi = node.hi()[p];
            int cut;
            if (node.points() == null) {
                cut = (lo + hi + 1) >>> 1;
            } else {
                double t = node.points()[p];
                int i = cellOf(t);
                cut = t - grid[i] <= grid[i + 1] - t ? i : i + 1;
                cut = Math.min(Math.max(cut, lo + 1), hi);
            }
            List<Node> children = new ArrayList<>(2);
            for (int side = 0; side < 2; side++) {
                int[] clo = node.lo().clone();
                int[] chi = node.hi().clone();
                if (side == 0) {
                    chi[p] = cut - 1;
                } else {
                    clo[p] = cut;
                }
                for (int r = 1; r < clo.length; r++) {
                    clo[r] = Math.max(clo[r], clo[r - 1]);
                }
                for (int r = chi.length - 2; r >= 0; r--) {
                    chi[r] = Math.min(chi[r], chi[r + 1]);
                }
                boolean empty = false;
                for (int r = 0; r < clo.length; r++) {
                    empty |= clo[r] > chi[r];
                }
                if (!empty) {
                    children.add(relax(k, clo, chi));
                }
            }
            return children;
        }

        /** ojAlgo's points as a plan of the worker, or null when they are not one. */
        private OccupancyPlan planOf(double[] points) {
            if (points == null) {
                return null;
            }
            int k = points.length / 2;
            double[] st = new double[k];
            double[] en = new double[k];
            for (int j = 0; j < k; j++) {
                st[j] = points[2 * j];
                en[j] = points[2 * j + 1];
            }
            OccupancyPlan plan = new OccupancyPlan(worker, st, en);
            return plan.violation(star, d) <= PLAN_SLACK * d ? plan : null;
        }

        /**
         * The node's program: variables the points {@code t_p}, their epigraph values {@code z_p} ({@code z} of an
         * end under the upper envelope, of a start under minus the lower one) and a slack per elastic row; maximise
         * {@code Σ z_p − Σ elastic σ − k S/C}.
         */
        private Node relax(int k, int[] lo, int[] hi) {
            programs++;
            int points = 2 * k;
            int planRows = k + (k - 1) + k;
            int vars = 2 * points + planRows;
            List<double[]> rows = new ArrayList<>();
            List<Double> rhs = new ArrayList<>();
            double[] boxLo = new double[vars];
            double[] boxHi = new double[vars];
            for (int p = 0; p < points; p++) {
                boolean end = p % 2 == 1;
                boxLo[p] = grid[lo[p]];
                boxHi[p] = grid[hi[p] + 1];
                double least = Double.POSITIVE_INFINITY;
                double most = Double.NEGATIVE_INFINITY;
                for (int i = lo[p]; i <= hi[p] + 1; i++) {
                    least = Math.min(least, q[i]);
                    most = Math.max(most, q[i]);
                }
                boxLo[points + p] = end ? least : -most;
                boxHi[points + p] = end ? most : -least;
                for (double[] line : hull(lo[p], hi[p], end)) {
                    double[] row = new double[vars];
                    row[points + p] = 1;
                    if (end) { // z ≤ slope t + intercept
                        row[p] = -line[0];
                        rhs.add(line[1]);
                    } else { // z ≤ −(slope t + intercept)
                        row[p] = line[0];
                        rhs.add(-line[1]);
                    }
                    rows.add(row);
                }
            }
            int slack = 2 * points;
            double widest = d * (1 + 2 * k * alpha) + s * (1 + k * alpha);
            for (int r = 0; r < planRows; r++) {
                boxHi[slack + r] = widest;
            }
            int r = 0;
            for (int j = 0; j < k; j++) { // s_j − e_j ≤ −S
                double[] row = new double[vars];
                row[2 * j] = 1;
                row[2 * j + 1] = -1;
                row[slack + r++] = -1;
                rows.add(row);
                rhs.add(-s);
            }
            for (int j = 0; j + 1 < k; j++) { // e_j − s_{j+1} ≤ 0
                double[] row = new double[vars];
                row[2 * j + 1] = 1;
                row[2 * j + 2] = -1;
                row[slack + r++] = -1;
                rows.add(row);
                rhs.add(0.0);
            }
            for (int j = 0; j < k; j++) { // e_j + α Σ_{i ≥ j} (e_i − s_i) ≤ D + α (k − j) S
                double[] row = new double[vars];
                row[2 * j + 1] += 1;
                for (int i = j; i < k; i++) {
                    row[2 * i + 1] += alpha;
                    row[2 * i] -= alpha;
                }
                row[slack + r++] = -1;
                rows.add(row);
                rhs.add(d + alpha * (k - j) * s);
            }
            double[] obj = new double[vars];
            for (int p = 0; p < points; p++) {
                obj[points + p] = 1;
            }
            for (int e = 0; e < planRows; e++) {
                obj[slack + e] = -elastic;
            }
            // ojAlgo's builder keeps x ≥ 0 but not its upper(): the program is shifted to x' = x − boxLo ≥ 0 and
            // the points' upper ends are rows (the certificate is the same program's, in the shifted variables, over
            // the whole box); the epigraph variables are held by their envelopes and the slacks by their price
            for (int v = 0; v < points; v++) {
                double[] row = new double[vars];
                row[v] = 1;
                rows.add(row);
                rhs.add(boxHi[v]);
            }
            double constant = -k * s / c;
            double[] width = new double[vars];
            for (int v = 0; v < vars; v++) {
                constant += obj[v] * boxLo[v];
                width[v] = boxHi[v] - boxLo[v];
            }
            double[][] matrix = rows.toArray(new double[0][]);
            double[] right = new double[matrix.length];
            for (int i = 0; i < right.length; i++) {
                double shifted = rhs.get(i);
                for (int v = 0; v < vars; v++) {
                    shifted -= matrix[i][v] * boxLo[v];
                }
                right[i] = shifted;
            }
            double[] negated = new double[vars];
            for (int v = 0; v < vars; v++) {
                negated[v] = -obj[v];
            }
            LinearSolver.Builder lp = LinearSolver.newBuilder(negated);
            for (int i = 0; i < matrix.length; i++) {
                lp.inequality(right[i], matrix[i]);
            }
            Optimisation.Options options = new Optimisation.Options();
            options.validate = false;
            options.sparse = Boolean.FALSE;
            Optimisation.Result result = lp.build(options).solve();
            Access1D<?> prices = result.getMultipliers().orElse(null);
            double bound = BoxedLpCertificate.upper(obj, constant, matrix, right, new double[vars], width, prices,
                    right);
            double[] solution = null;
            if (result.getState().isFeasible()) {
                solution = new double[points];
                for (int p = 0; p < points; p++) {
                    solution[p] = Math.min(Math.max(boxLo[p] + result.doubleValue(p), boxLo[p]), boxHi[p]);
                }
            }
            return new Node(lo, hi, bound, solution);
        }
    }
}
