package org.dltexplorer.core.solver.star;

import java.util.Arrays;
import java.util.PriorityQueue;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.linear.LinearSolver;
import org.ojalgo.structure.Access1D;

/**
 * The exact pricing program of the port-occupancy bound ({@link OccupancyPricing}) by enumerating cells: the
 * supremum of {@code load − ∫ μ occ} over every plan of one worker, found cell assignment by cell assignment, each a
 * small linear program solved by ojAlgo and certified here, the assignments taken best-first by an upper bound and
 * pruned by it.
 *
 * <p><b>Why it is the supremum.</b> With {@code P(t) = ∫_0^t μ} (piecewise linear, its breaks at the cell ends), a
 * plan of {@code k} messages is worth
 * <pre>
 *   Σ_j ((e_j − s_j − S_w)/C_w − P(e_j) + P(s_j)),                                                         (V)
 * </pre>
 * since message {@code j} lasts {@code e_j − s_j = S_w + C_w x_j}. A plan of {@code w} meeting {@code D} satisfies
 * {@code 0 ≤ s_1}, {@code e_j − s_j ≥ S_w} ({@code x_j ≥ 0}), {@code e_j ≤ s_{j+1}} and its tails
 * {@code e_j + (A_w/C_w) Σ_{i ≥ j} (e_i − s_i − S_w) ≤ D} (Drozdowski (2009): each chunk is computed after it
 * arrives, the chunks in order; decision 0022). Every plan's {@code 2k} points lie in cells, in order
 * ({@code s_1 ≤ e_1 ≤ s_2 ≤ …}), so the plans are the union over the ordered assignments of points to cells of the
 * plans with their points in those cells; on each, {@code P} is affine in each point and (V) is a linear program
 * over a polytope. The supremum over all plans is the largest of these programs' optima, and the empty plan's 0.
 *
 * <p><b>Pruning.</b> Message {@code j} alone, its points in cells {@code a ≤ b}, is worth at most
 * {@code u(a, b)}: the maximum of its term of (V) under its own constraints only (its cells, {@code e − s ≥ S_w}
 * and {@code e + (A_w/C_w)(e − s − S_w) ≤ D}, its tail with the later messages' loads dropped, which are
 * {@code ≥ 0}), a program in two variables solved at the vertices of its polygon. An assignment is worth at most
 * {@code Σ_j u(a_j, b_j)}, and also at most its load, {@code (D − e_1)/A_w} (the first tail, {@code μ ≥ 0}), with
 * {@code e_1 ≥ max(lo(b_1), S_w)}. Partial assignments (the first messages' cells) are expanded best-first by that
 * bound plus the most {@code r} more messages after cell {@code b} can add; the search stops when the best bound
 * left is at most the best plan found. Every assignment not solved is then worth at most that bound, so
 * {@link Priced#upper} is the larger of it and the solved programs' certified optima.
 *
 * <p>Before its LP, an assignment is priced by the certifying multipliers of the last LP solved with as many messages
 * (the rows are the same, only the box moves): any {@code y ≥ 0} bounds it (below), and when that bound is at most the
 * best plan found the assignment is closed without an LP.
 *
 * <p><b>Certificate.</b> ojAlgo's optimum is not trusted (decision 0019): each program's cells are a box, and for
 * any multipliers {@code y ≥ 0} of its other rows {@code G x ≤ r} weak duality over the box gives
 * {@code max (c·x) ≤ y·r + Σ_v max over its box of (c − Gᵀy)_v x_v}; ojAlgo's multipliers (clamped at 0) are used.
 * The plan is ojAlgo's point, checked ({@link OccupancyPlan#violation}), and valued from its own positions.
 */
final class CellEnumerationPricing implements OccupancyPricing {

    /** Feasibility slack, relative to the deadline, of the two-variable vertices (it only loosens the pruning bound). */
    private static final double SLACK = 1e-12;

    /** A plan violating its constraints by more than this (relative to the deadline) is not kept as a column. */
    private static final double PLAN_SLACK = 1e-9;

    /** The price of missing a row, over the largest slope of the program (see {@code solve}). */
    private static final double PENALTY = 1e4;

    private long programs;

    /** Linear programs solved so far (for benchmarks and tests). */
    long programs() {
        return programs;
    }

    @Override
    public Priced price(InstallmentStar star, int worker, double deadline, double[] cellEnds, double[] mu) {
        return new Worker(star, worker, deadline, cellEnds, mu).search();
    }

    /** One pricing: the worker's constants, the cells and their prices. */
    private final class Worker {
        private final InstallmentStar star;
        private final int worker;
        private final double d;
        private final double s;
        private final double c;
        private final double alpha;
        private final double a;
        private final int n;
        private final int g;
        private final double[] lo;
        private final double[] hi;
        private final double[] mu;
        /** {@code P(lo_q)}. */
        private final double[] pAt;
        /** {@code u(a, b)}, {@code −∞} when message points in those cells cannot meet their own constraints. */
        private final double[][] u;
        /** The certifying multipliers of the last program solved, by its number of messages. */
        private final double[][] lastY;
        /** {@code more[r][q]}: the most {@code 0 … r} more messages add, their first start in cell {@code q} or later. */
        private final double[][] more;

        Worker(InstallmentStar star, int worker, double deadline, double[] cellEnds, double[] mu) {
            this.star = star;
            this.worker = worker;
            this.d = deadline;
            this.s = star.s()[worker];
            this.c = star.c()[worker];
            this.a = star.a()[worker];
            this.alpha = a / c;
            this.n = star.installments();
            this.g = cellEnds.length;
            this.mu = mu;
            lo = new double[g];
            hi = cellEnds.clone();
            pAt = new double[g];
            for (int q = 1; q < g; q++) {
                lo[q] = cellEnds[q - 1];
                pAt[q] = pAt[q - 1] + mu[q - 1] * (hi[q - 1] - lo[q - 1]);
            }
            u = new double[g][g];
            for (int x = 0; x < g; x++) {
                Arrays.fill(u[x], Double.NEGATIVE_INFINITY);
                for (int y = x; y < g; y++) {
                    u[x][y] = single(x, y);
                }
            }
            lastY = new double[n + 1][];
            more = new double[n + 1][g + 1];
            for (int r = 1; r <= n; r++) {
                for (int q = g - 1; q >= 0; q--) {
                    double best = Math.max(more[r - 1][q], more[r][q + 1]);
                    for (int y = q; y < g; y++) {
                        if (u[q][y] > Double.NEGATIVE_INFINITY) {
                            best = Math.max(best, u[q][y] + more[r - 1][y]);
                        }
                    }
                    more[r][q] = best;
                }
            }
        }

        /** Term of (V) of one message from {@code st} in cell {@code x} to {@code en} in cell {@code y}. */
        private double term(int x, double st, int y, double en) {
            return (en - st - s) / c - (pAt[y] + mu[y] * (en - lo[y])) + (pAt[x] + mu[x] * (st - lo[x]));
        }

        /** {@code u(x, y)} at the vertices of its polygon (the six lines taken two by two). */
        private double single(int x, int y) {
            // rows p·st + q·en ≤ r
            double[][] rows = {
                {-1, 0, -lo[x]}, {1, 0, hi[x]}, {0, -1, -lo[y]}, {0, 1, hi[y]}, {1, -1, -s},
                {-alpha, 1 + alpha, d + alpha * s}};
            double slack = SLACK * d;
            double best = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < rows.length; i++) {
                for (int j = i + 1; j < rows.length; j++) {
                    double det = rows[i][0] * rows[j][1] - rows[i][1] * rows[j][0];
                    if (det == 0) {
                        continue;
                    }
                    double st = (rows[i][2] * rows[j][1] - rows[i][1] * rows[j][2]) / det;
                    double en = (rows[i][0] * rows[j][2] - rows[i][2] * rows[j][0]) / det;
                    boolean inside = true;
                    for (double[] row : rows) {
                        inside &= row[0] * st + row[1] * en <= row[2] + slack * (1 + Math.abs(row[0]) + Math.abs(row[1]));
                    }
                    if (inside) {
                        best = Math.max(best, term(x, st, y, en));
                    }
                }
            }
            return best;
        }

        /** A partial assignment: the cells {@code (a_1, b_1, …)} of its messages, and whether it is closed. */
        private record Node(int[] cells, double sum, double priority, boolean closed) {
        }

        /** The load cap {@code (D − max(lo(b_1), S_w))/A_w} of the assignments whose first message ends in {@code b}. */
        private double cap(int b) {
            return (d - Math.max(lo[b], s)) / a;
        }

        Priced search() {
            OccupancyPlan bestPlan = OccupancyPlan.none(worker);
            double bestValue = 0;
            double solvedUpper = 0;
            PriorityQueue<Node> open = new PriorityQueue<>((p, q) -> Double.compare(q.priority(), p.priority()));
            for (int x = 0; x < g; x++) {
                for (int y = x; y < g; y++) {
                    if (u[x][y] > Double.NEGATIVE_INFINITY) {
                        open.add(new Node(new int[] {x, y}, u[x][y],
                                Math.min(u[x][y] + more[n - 1][y], cap(y)), false));
                    }
                }
            }
            double left = Double.NEGATIVE_INFINITY;
            while (!open.isEmpty()) {
                Node node = open.poll();
                if (node.priority() <= bestValue) {
                    left = node.priority();
                    break;
                }
                int k = node.cells().length / 2;
                if (node.closed()) {
                    Solved solved = solve(node.cells(), bestValue);
                    solvedUpper = Math.max(solvedUpper, solved.upper());
                    if (solved.plan() != null) {
                        double v = solved.plan().value(star, hi, mu);
                        if (v > bestValue) {
                            bestValue = v;
                            bestPlan = solved.plan();
                        }
                    }
                    continue;
                }
                double capped = cap(node.cells()[1]);
                open.add(new Node(node.cells(), node.sum(), Math.min(node.sum(), capped), true));
                if (k < n) {
                    int last = node.cells()[2 * k - 1];
                    for (int x = last; x < g; x++) {
                        for (int y = x; y < g; y++) {
                            if (u[x][y] == Double.NEGATIVE_INFINITY) {
                                continue;
                            }
                            int[] cells = Arrays.copyOf(node.cells(), 2 * k + 2);
                            cells[2 * k] = x;
                            cells[2 * k + 1] = y;
                            double sum = node.sum() + u[x][y];
                            open.add(new Node(cells, sum, Math.min(sum + more[n - k - 1][y], capped), false));
                        }
                    }
                }
            }
            double upper = Math.max(Math.max(bestValue, solvedUpper), Math.max(0.0, left));
            return new Priced(bestValue, upper, bestPlan);
        }

        /** A solved assignment: its certified upper bound and ojAlgo's plan (null when it is not a plan). */
        private record Solved(double upper, OccupancyPlan plan) {
        }

        /**
         * The linear program of one assignment, variables {@code (s_1, e_1, …, s_k, e_k)} boxed by their cells:
         * maximise (V) under {@code e_j − s_j ≥ S}, {@code e_j ≤ s_{j+1}} and the tails. ojAlgo sees each variable
         * shifted to its cell's start ({@code z = x − lo ≥ 0}, its builder's only bound that held: it ignored upper
         * bounds) and the cells' widths as rows.
         */
        private Solved solve(int[] cells, double beat) {
            int k = cells.length / 2;
            int vars = 2 * k;
            double[] obj = new double[vars];
            double constant = 0;
            double[] boxLo = new double[vars];
            double[] boxHi = new double[vars];
            for (int j = 0; j < k; j++) {
                int x = cells[2 * j];
                int y = cells[2 * j + 1];
                obj[2 * j] = -(1 / c - mu[x]);
                obj[2 * j + 1] = 1 / c - mu[y];
                constant += -s / c - pAt[y] + mu[y] * lo[y] + pAt[x] - mu[x] * lo[x];
                boxLo[2 * j] = lo[x];
                boxHi[2 * j] = hi[x];
                boxLo[2 * j + 1] = lo[y];
                boxHi[2 * j + 1] = hi[y];
            }
            int rowsCount = vars + k + (k - 1) + k;
            double[][] rows = new double[rowsCount][vars];
            double[] rhs = new double[rowsCount];
            int r = 0;
            for (int v = 0; v < vars; v++) {
                rows[r][v] = 1;
                rhs[r++] = boxHi[v];
            }
            for (int j = 0; j < k; j++) {
                rows[r][2 * j] = 1;
                rows[r][2 * j + 1] = -1;
                rhs[r++] = -s;
            }
            for (int j = 0; j + 1 < k; j++) {
                rows[r][2 * j + 1] = 1;
                rows[r][2 * j + 2] = -1;
                rhs[r++] = 0;
            }
            for (int j = 0; j < k; j++) {
                rows[r][2 * j + 1] += 1;
                for (int i = j; i < k; i++) {
                    rows[r][2 * i + 1] += alpha;
                    rows[r][2 * i] -= alpha;
                }
                rhs[r++] = d + alpha * s * (k - j);
            }
            // the same rows over z = x − lo
            double[] shifted = new double[rowsCount];
            for (int i = 0; i < rowsCount; i++) {
                shifted[i] = rhs[i];
                for (int v = 0; v < vars; v++) {
                    shifted[i] -= rows[i][v] * boxLo[v];
                }
            }
            // the multipliers of the last program of as many messages often price this one below the best plan
            // already (any y ≥ 0 bounds it): then it needs no LP
            double[] reused = lastY[k];
            if (reused != null) {
                double quick = BoxedLpCertificate.lagrangian(obj, constant, rows, rhs, boxLo, boxHi, reused);
                if (quick <= beat) {
                    return new Solved(quick, null);
                }
            }
            programs++;
            // an assignment whose cells admit no plan would leave ojAlgo without multipliers that certify anything:
            // every row but the cells' ends may be missed by t ≥ 0 at a price M above any dual of a feasible one,
            // so the program is always feasible and its multipliers price a missed row far below
            double penalty = PENALTY * (1 / c + Arrays.stream(mu).max().orElse(0.0)) * (1 + alpha);
            double[] negated = new double[vars + 1];
            for (int v = 0; v < vars; v++) {
                negated[v] = -obj[v];
            }
            negated[vars] = penalty;
            LinearSolver.Builder lp = LinearSolver.newBuilder(negated);
            for (int i = 0; i < rowsCount; i++) {
                double[] row = Arrays.copyOf(rows[i], vars + 1);
                row[vars] = i < vars ? 0.0 : -1.0;
                lp.inequality(shifted[i], row);
            }
            lp.lower(0.0);
            Optimisation.Options options = new Optimisation.Options();
            options.validate = false;
            options.sparse = Boolean.FALSE;
            Optimisation.Result result = lp.build(options).solve();
            double upper = Double.POSITIVE_INFINITY;
            Access1D<?> prices = result.getMultipliers().orElse(null);
            if (prices != null && prices.count() == rowsCount) {
                // ojAlgo lists the multipliers of rows with a negative right side after the others (seen, not
                // documented, so each order it may use is tried: any y ≥ 0 certifies, the least is kept)
                for (int[] order : BoxedLpCertificate.orders(shifted)) {
                    double[] y = new double[rowsCount];
                    for (int i = 0; i < rowsCount; i++) {
                        double p = prices.doubleValue(i);
                        y[order[i]] = Double.isFinite(p) ? Math.max(0.0, p) : 0.0;
                    }
                    double certified = BoxedLpCertificate.lagrangian(obj, constant, rows, rhs, boxLo, boxHi, y);
                    if (certified < upper) {
                        upper = certified;
                        lastY[k] = y;
                    }
                }
            }
            upper = Math.min(upper,
                    BoxedLpCertificate.lagrangian(obj, constant, rows, rhs, boxLo, boxHi, new double[rowsCount]));
            OccupancyPlan plan = null;
            if (result.getState().isFeasible()) {
                double[] st = new double[k];
                double[] en = new double[k];
                for (int j = 0; j < k; j++) {
                    st[j] = boxLo[2 * j] + result.doubleValue(2 * j);
                    en[j] = boxLo[2 * j + 1] + result.doubleValue(2 * j + 1);
                }
                OccupancyPlan candidate = new OccupancyPlan(worker, st, en);
                if (candidate.violation(star, d) <= PLAN_SLACK * d) {
                    plan = candidate;
                }
            }
            return new Solved(upper, plan);
        }
    }
}
