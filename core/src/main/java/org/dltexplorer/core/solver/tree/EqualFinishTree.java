package org.dltexplorer.core.solver.tree;

import java.util.Arrays;
import org.dltexplorer.core.CompensatedSum;
import org.dltexplorer.core.model.ParameterArrays;
import org.dltexplorer.core.model.Scenario;

/**
 * A rooted tree of processors fed from its root, every node sending to all its children at once, all used nodes
 * finishing together: the shared recursion of Błażewicz & Drozdowski (1997), eq. (6), behind chains (eq. (1), a path), chains with the
 * originator inside (eq. (4), a root with two paths), opened loops, stars with simultaneous sends (eq. (7), a tree
 * of depth one) and spanning trees of graphs.
 *
 * <p>It generalises the capacity form of Błażewicz & Drozdowski’s (1997) Appendix (Lemma A.1) from paths to trees: the load the subtree
 * of node {@code i} can process when {@code i} holds its data {@code D} time units before the common finish is
 * affine, {@code f_i(D) = p_i D − q_i}. A child {@code j} receiving {@code x} units over its link
 * ({@code S_j + C_j x}) has {@code D − S_j − C_j x} left, so {@code x = f_j(D − S_j − C_j x)} gives
 * <pre>
 *   x = P_j D − Q_j,   P_j = p_j/(1 + p_j C_j),   Q_j = (p_j S_j + q_j)/(1 + p_j C_j),
 *   p_i = 1/A_i + Σ_{j ∈ O(i)} P_j,   q_i = Σ_{j ∈ O(i)} Q_j,
 * </pre>
 * where {@code O(i)} are the children of {@code i} (eq. (6): {@code α_i A_i = S_j + C_j Σ_{k∈S(j)} α_k + α_j A_j}
 * with {@code S(j)} the subtree of {@code j}, {@code j} included). The coefficients only add and divide positive
 * numbers, so the recursion is stable for any size; one solve is {@code O(n)}. The makespan for load {@code V} is
 * {@code T = (V + q_root)/p_root}; loads then follow top-down.
 *
 * <p>Only the <em>active</em> nodes take part; an inactive node's subtree is skipped whatever its own flags.
 */
public final class EqualFinishTree {

    /**
     * How much sharper the rest must be before a child takes it instead of its capacity form: a margin that keeps
     * the capacity form where the two are alike, so ordinary trees keep the loads they always had.
     */
    private static final double RATHER_THE_REST = 64;

    private final int[] parent;
    private final int[] order; // parents before children
    private final int[] firstChild; // index in order of a node's first child (children are contiguous there)
    private final int[] childCount;
    private final double[] invA;
    private final double[] S;
    private final double[] C;

    /**
     * @param parent parent of each node, {@code -1} for the root (exactly one root)
     * @param invA {@code 1/A_i}, {@code 0} for a node that does not compute
     * @param S startup of the link into node {@code i} (ignored for the root)
     * @param C transfer time per unit of the link into node {@code i} (ignored for the root)
     */
    public EqualFinishTree(int[] parent, double[] invA, double[] S, double[] C) {
        int n = parent.length;
        if (invA.length != n || S.length != n || C.length != n) {
            throw new IllegalArgumentException("parent, invA, S and C must have one entry per node");
        }
        this.parent = parent.clone();
        this.invA = invA.clone();
        this.S = S.clone();
        this.C = C.clone();
        this.order = topDownOrder(this.parent);
        this.firstChild = new int[n];
        this.childCount = new int[n];
        childRanges(this.parent, this.order, firstChild, childCount);
    }

    /** Takes ownership of arrays made for it (no copies: 10^6-node trees). */
    private EqualFinishTree(int[] parent, double[] invA, double[] S, double[] C, int[] order) {
        this.parent = parent;
        this.invA = invA;
        this.S = S;
        this.C = C;
        this.order = order;
        this.firstChild = new int[parent.length];
        this.childCount = new int[parent.length];
        childRanges(parent, order, firstChild, childCount);
    }

    /** Breadth-first order lists each node's children together: where they start and how many. */
    private static void childRanges(int[] parent, int[] order, int[] firstChild, int[] childCount) {
        for (int k = order.length - 1; k >= 1; k--) {
            int u = parent[order[k]];
            firstChild[u] = k;
            childCount[u]++;
        }
    }

    /**
     * The tree of {@code scenario}'s processors with the given parents, node {@code i} being processor {@code i}.
     * The root is the originator; it computes nothing when the strategy says so.
     *
     * @param parent parent processor of each processor, {@code -1} for the root
     * @param linkInto link id joining each non-root processor to its parent (ignored for the root)
     */
    public static EqualFinishTree of(Scenario scenario, int[] parent, int[] linkInto) {
        int n = parent.length;
        int linkBound = 0;
        for (int i = 0; i < n; i++) {
            if (parent[i] >= 0) {
                linkBound = Math.max(linkBound, linkInto[i] + 1);
            }
        }
        ParameterArrays.Links links = ParameterArrays.links(scenario, linkBound);
        double[] invA = ParameterArrays.processorA(scenario, n);
        double[] s = new double[n];
        double[] c = new double[n];
        boolean rootComputes = scenario.strategy().originatorComputes();
        for (int i = 0; i < n; i++) {
            invA[i] = 1.0 / invA[i];
            if (parent[i] >= 0) {
                s[i] = links.S()[linkInto[i]];
                c[i] = links.C()[linkInto[i]];
            } else if (!rootComputes) {
                invA[i] = 0.0;
            }
        }
        int[] ownParent = parent.clone();
        return new EqualFinishTree(ownParent, invA, s, c, topDownOrder(ownParent));
    }

    /** Nodes ordered so that every parent comes before its children (breadth-first from the root). */
    static int[] topDownOrder(int[] parent) {
        int n = parent.length;
        int[] count = new int[n + 1];
        int root = -1;
        for (int i = 0; i < n; i++) {
            if (parent[i] < 0) {
                if (root >= 0) {
                    throw new IllegalArgumentException("more than one root: " + root + " and " + i);
                }
                root = i;
            } else {
                count[parent[i] + 1]++;
            }
        }
        if (root < 0) {
            throw new IllegalArgumentException("no root");
        }
        for (int i = 0; i < n; i++) {
            count[i + 1] += count[i];
        }
        int[] children = new int[n];
        int[] fill = Arrays.copyOf(count, n);
        for (int i = 0; i < n; i++) {
            if (parent[i] >= 0) {
                children[fill[parent[i]]++] = i;
            }
        }
        int[] order = new int[n];
        order[0] = root;
        int head = 0;
        int tail = 1;
        while (head < tail) {
            int v = order[head++];
            for (int k = count[v]; k < count[v + 1]; k++) {
                order[tail++] = children[k];
            }
        }
        if (tail != n) {
            throw new IllegalArgumentException("the parents do not form a tree");
        }
        return order;
    }

    public int size() {
        return parent.length;
    }

    public int root() {
        return order[0];
    }

    public int parentOf(int i) {
        return parent[i];
    }

    /** Nodes, parents first. */
    public int[] topDown() {
        return order.clone();
    }

    public double invA(int i) {
        return invA[i];
    }

    public double S(int i) {
        return S[i];
    }

    public double C(int i) {
        return C[i];
    }

    /** Marks the subtree closure: a node is used only when it and all its ancestors are marked. */
    public boolean[] closure(boolean[] marked) {
        boolean[] used = new boolean[parent.length];
        for (int v : order) {
            used[v] = marked[v] && (parent[v] < 0 || used[parent[v]]);
        }
        return used;
    }

    /** All nodes. */
    public boolean[] all() {
        boolean[] a = new boolean[parent.length];
        Arrays.fill(a, true);
        return a;
    }

    /**
     * The equal-finish solution of eq. (6) on the used nodes ({@code active} closed under ancestors, see
     * {@link #closure}). Loads may come out negative: then that set of nodes is not usable.
     */
    public Solution solve(boolean[] active, double load) {
        int n = parent.length;
        double[] p = new double[n];
        double[] q = new double[n];
        for (int k = n - 1; k >= 0; k--) {
            int v = order[k];
            if (!active[v]) {
                continue;
            }
            p[v] += invA[v];
            int u = parent[v];
            if (u >= 0) {
                double den = 1 + p[v] * C[v];
                p[u] += p[v] / den;
                q[u] += (p[v] * S[v] + q[v]) / den;
            }
        }
        int root = order[0];
        // T = (V + q_root)/p_root is about the root's children's startups when they are most of it, and T − S_j,
        // from which their loads come, then keeps few of V's digits (a star with S = 3.55 and A·V/5 = 1.8e-16 sent
        // 0 or 5 times V, fuzz seed 49): so the root's children work from T − s0, s0 their smallest startup,
        // computed as (V + Σ_j (P_j (S_j − s0) + Q'_j) − s0/A_root)/p_root with every term of the sum ≥ 0
        double s0 = smallestChildStartup(root, active);
        CompensatedSum shifted = new CompensatedSum();
        for (int k = firstChild[root]; k < firstChild[root] + childCount[root]; k++) {
            int v = order[k];
            if (active[v]) {
                shifted.add((p[v] * (S[v] - s0) + q[v]) / (1 + p[v] * C[v]));
            }
        }
        double slack = (load + shifted.value() - s0 * invA[root]) / p[root];
        double makespan = s0 + slack;
        double[] alpha = new double[n];
        double[] arrival = new double[n];
        double[] received = new double[n];
        double[] forwarded = new double[n];
        received[root] = load;
        for (int u : order) {
            if (active[u]) {
                // T − t_u as two numbers: exact s0 − t_u for the root, and the slack T − s0 (0 below the root)
                double lead = u == root ? s0 : makespan - arrival[u];
                sendToChildren(u, lead, u == root ? slack : 0.0, p, q, received, forwarded, arrival, active);
            }
        }
        for (int v : order) {
            if (!active[v] || invA[v] == 0) {
                continue;
            }
            // (T − arrival)/A loses about ulp(T)/A to rounding, what is kept of what arrives about ulp(received):
            // take the sharper, or a processor 10^12 times faster than its parent gets loads off by 10^-4
            alpha[v] = makespan * invA[v] <= Math.abs(received[v])
                    ? (makespan - arrival[v]) * invA[v] : received[v] - forwarded[v];
        }
        CompensatedSum others = new CompensatedSum();
        for (int v : order) {
            if (active[v] && v != root) {
                others.add(alpha[v]);
            }
        }
        double rest = load - others.value();
        spreadRest(active, root, rest, makespan, alpha, received, arrival);
        return new Solution(active.clone(), alpha, received, arrival, makespan, p[root] > 0);
    }

    /**
     * What each active child of {@code u} receives, and when it has it. Eq. (6) in capacity form gives a child
     * {@code x = P_j (T − t_u) − Q_j}; both terms are about {@code P_j T}, so {@code x} is known only to about
     * {@code ε·P_j T}, and when a fast child's startups are most of {@code T} that is far more than {@code x}
     * itself (a one-port chain with {@code S = 0.48} before a processor with {@code A = 7.8·10^-12}: its 75 units
     * came out 1.5·10^-6 off, and its parent kept what it neither computed nor forwarded). What {@code u} passes on
     * is also what it received less its own part and its other children's, known to about {@code ε} times those
     * amounts: the child whose capacity form is least precise takes that rest when the rest is the sharper.
     */
    private void sendToChildren(int u, double lead, double slack, double[] p, double[] q, double[] received,
            double[] forwarded, double[] arrival, boolean[] active) {
        int from = firstChild[u];
        int to = from + childCount[u];
        double remaining = lead + slack;
        int widest = -1;
        double widestScale = 0;
        CompensatedSum sent = new CompensatedSum();
        double sentScale = 0;
        for (int k = from; k < to; k++) {
            int v = order[k];
            if (!active[v]) {
                continue;
            }
            double den = 1 + p[v] * C[v];
            // the time left after the startup, lead − S_j first: at the root both are startups, often equal
            double head = (lead - S[v]) + slack;
            double x = (p[v] * head - q[v]) / den;
            received[v] = x;
            sent.add(x);
            double scale = Math.abs(p[v] * remaining / den);
            sentScale = Math.max(sentScale, scale);
            if (scale > widestScale) {
                widest = v;
                widestScale = scale;
            }
        }
        if (widest >= 0) {
            double own = invA[u] == 0 ? 0.0 : remaining * invA[u];
            double others = sent.value() - received[widest];
            double restScale = Math.max(Math.abs(received[u]), Math.max(Math.abs(own), Math.abs(others)));
            if (widestScale > RATHER_THE_REST * restScale) {
                received[widest] = received[u] - own - others;
            }
        }
        for (int k = from; k < to; k++) {
            int v = order[k];
            if (active[v]) {
                forwarded[u] += received[v];
                arrival[v] = arrival[u] + S[v] + C[v] * received[v];
            }
        }
    }

    /** The smallest startup {@code S_j} of an active child of {@code u}; 0 when it has none. */
    private double smallestChildStartup(int u, boolean[] active) {
        double least = Double.POSITIVE_INFINITY;
        for (int k = firstChild[u]; k < firstChild[u] + childCount[u]; k++) {
            if (active[order[k]]) {
                least = Math.min(least, S[order[k]]);
            }
        }
        return least == Double.POSITIVE_INFINITY ? 0.0 : least;
    }

    /**
     * Makes the loads sum to {@code V}. In exact arithmetic what the other nodes leave of {@code V} is the root's own
     * part of eq. (6), {@code T/A_root}; in doubles it is off by their rounding, and handing that to the root made
     * its finish the least precise of all: a child's part {@code (T − S − ...)·p} keeps few digits when a startup is
     * most of {@code T}, and 10^-16 of the load was 0.05 s for an originator with {@code A = 10^15} next to a
     * worker with {@code A = 2.5} (an all-port star answered 1.3713 to 1.4192 as the units changed, fuzz seed 29,
     * case 33761); over a chain of 10^6 processors a relative error of 10^-11 in {@code T} shifts the others' loads
     * by 10^-11 of {@code V} together, 10^-5 of the root's part (case 9301). So the root keeps {@code T/A_root} and
     * the difference is spread over the nodes with load as one more piece of divisible load: each takes it in
     * proportion to its rate {@code 1/(A + ΣC of its path)}, so all finish equally (and negligibly) later.
     */
    private void spreadRest(boolean[] active, int root, double rest, double makespan, double[] alpha,
            double[] received, double[] arrival) {
        int n = parent.length;
        double own = invA[root] != 0 ? makespan * invA[root] : 0.0;
        double[] rate = new double[n];
        double[] pathC = new double[n];
        CompensatedSum rates = new CompensatedSum();
        for (int v : order) {
            if (!active[v]) {
                continue;
            }
            if (v == root) {
                rate[v] = invA[v];
            } else if (alpha[v] > 0) {
                pathC[v] = pathC[parent[v]] + C[v];
                rate[v] = 1 / (1 / invA[v] + pathC[v]);
            } else {
                pathC[v] = pathC[parent[v]] + C[v];
            }
            rates.add(rate[v]);
        }
        double total = rates.value();
        if (invA[root] != 0) {
            alpha[root] = own;
        }
        double extra = rest - own;
        if (!(total > 0) || extra == 0) {
            if (invA[root] != 0) {
                alpha[root] = rest;
            }
            return;
        }
        // each node's extra load and its subtree's, bottom-up: what its message carries more
        double[] more = new double[n];
        for (int k = n - 1; k >= 0; k--) {
            int v = order[k];
            if (!active[v]) {
                continue;
            }
            // only nodes with load take part (rate 0 otherwise): a negative load must stay what eq. (6) gives
            double mine = extra * rate[v] / total;
            alpha[v] += mine;
            more[v] += mine;
            if (v != root) {
                received[v] += more[v];
                more[parent[v]] += more[v];
            }
        }
        for (int v : order) {
            if (active[v] && v != root) {
                arrival[v] = arrival[parent[v]] + S[v] + C[v] * received[v];
            }
        }
    }

    /**
     * An equal-finish solution.
     *
     * @param active the nodes taking part
     * @param loads {@code α_i} (0 for inactive nodes)
     * @param received load received by each active non-root node ({@code Σ_{k∈S(j)} α_k}); V for the root
     * @param arrival when each active node has all its data ({@code 0} for the root)
     * @param makespan the common finish {@code T}
     * @param defined false when the used nodes cannot compute at all (a lone root that does not compute)
     */
    public record Solution(boolean[] active, double[] loads, double[] received, double[] arrival, double makespan,
            boolean defined) {

        /** Whether every active node (and every message) carries a non-negative load, up to {@code slack}. */
        public boolean nonNegative(double slack) {
            if (!defined || !Double.isFinite(makespan)) {
                return false;
            }
            for (int i = 0; i < loads.length; i++) {
                if (active[i] && (loads[i] < -slack || received[i] < -slack)) {
                    return false;
                }
            }
            return true;
        }
    }
}
