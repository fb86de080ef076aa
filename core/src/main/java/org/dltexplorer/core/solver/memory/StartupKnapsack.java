package org.dltexplorer.core.solver.memory;

import java.util.Arrays;

/**
 * A bound of the order search that makes every unsequenced worker pay its whole startup: whether a prefix of an
 * activation sequence, completed by at least one more of the unsequenced workers, can still process the load by a
 * deadline {@code T} (MNP1 of Drozdowski &amp; Wolniewicz (2003), eqs. (6)–(12); one port, buffers {@code B_k}, a
 * message of {@code x} units lasts {@code S_k + C_k x}, computing starts when the message has arrived).
 *
 * <p><b>The relaxation.</b> Let {@code G} be the prefix's forward profile on {@code [D_0, T]}: {@code G(D)} is the
 * most load the prefix processes by {@code T} with its last message ended by {@code D}
 * ({@link SequenceEvaluator#extend}); it is concave and nondecreasing, and {@code D_0} is the sum of the prefix's
 * startups. A completion serves a nonempty set {@code Y} of unsequenced workers after the prefix's last message
 * ends at some {@code D ≥ D_0}, one message each, the last of them to worker {@code l}. The port sends one message
 * at a time, and {@code l} computes its {@code x_l} after its message ends, so
 * <pre>
 *   D + Σ_{k∈Y} (S_k + C_k x_k) + A_l x_l ≤ T,   0 ≤ x_k ≤ U_k = min(B_k, (T − S_k − D_0)/(A_k + C_k)),
 * </pre>
 * ({@code x_k ≤ B_k} is the buffer, eq. (4); worker {@code k} cannot start receiving before {@code D_0 + S_k} and
 * must compute {@code x_k} by {@code T}). Its load is at most {@code G(D) + Σ x_k}. Write {@code G(D) − G(D_0)} as
 * the load of the profile's pieces taken in order up to {@code D}: piece {@code j} yields {@code Δy_j} for
 * {@code Δx_j} of port time. Dropping the order of the pieces (any fraction of any piece) only enlarges the set of
 * choices. So the most load of any completion is at most the largest, over the choice of {@code l}, optimum of the
 * <i>knapsack with setups</i>
 * <pre>
 *   G(D_0) + max Σ_j q_j + Σ_{k∈Y} x_k   s.t.   Σ_j (Δx_j/Δy_j) q_j + Σ_{k∈Y} (S_k + C_k x_k) + A_l x_l ≤ T − D_0,
 *                                                0 ≤ q_j ≤ Δy_j,  0 ≤ x_k ≤ U_k,  l ∈ Y,
 * </pre>
 * and the prefix can be pruned when it is below the load still wanted. This sees the buffers (each worker at most
 * {@code U_k ≤ B_k}), charges each used worker its full startup, where the fractional knapsack of
 * {@link SequenceEvaluator#relaxedRest} lets a worker take a fraction of its buffer for the same fraction of its
 * startup, and charges the last worker's computing, which no other bound of the search sees. What it loses is
 * the order of the workers before the last (each is only held to its own deadline through {@code U_k}) and idle
 * time of the port; where the buffers bind, an optimal schedule keeps the port busy with full buffers, and the
 * relaxation is then often exact (on the benchmark's memory stars of 18 and 20 workers its root value is the
 * optimum).
 *
 * <p><b>Solving it.</b> For each choice of the last worker ({@code S_l} paid, {@code C_l + A_l} per unit), a
 * branch-and-bound over the other setups, the classical one for knapsacks (Dantzig's bound and branching on the
 * critical item; Martello &amp; Toth, <i>Knapsack Problems</i>, 1990, ch. 2): with the startups spread over the
 * buffers ({@code C_k + S_k/U_k} per unit for a worker not yet decided) the problem is a fractional knapsack, solved
 * greedily by increasing cost per unit; its value bounds every choice of {@code Y} below the node. If the greedy
 * stops inside an undecided worker, that worker is branched on: used (its startup paid from the budget, then
 * {@code C_k} per unit) or left out. When the greedy needs no fraction of an undecided worker its solution pays every
 * startup in full, so it is attainable in the relaxation: the answer is yes. The search stops after
 * {@value #NODE_LIMIT} nodes and then answers yes, which is always safe (no pruning).
 */
final class StartupKnapsack {

    /** Branch-and-bound nodes per question; beyond, the answer is the safe yes. */
    static final int NODE_LIMIT = 128;
    /** The relaxation must miss the load by this much to prune: far above rounding, far below any makespan change. */
    private static final double MISS = 1e-12;

    private static final byte UNDECIDED = 0;
    private static final byte USED = 1;
    private static final byte LEFT_OUT = 2;

    private final StarWorkers w;
    /** Items: the profile's pieces (no setup) then the unsequenced workers. */
    private double[] unit = new double[0];
    private double[] size = new double[0];
    private double[] setup = new double[0];
    private double[] perUnit = new double[0];
    /** {@code A_k} of a worker item (its compute time per unit when it is the last), −1 for a piece. */
    private double[] tail = new double[0];
    private boolean[] worker = new boolean[0];
    /** The worker of an item, −1 for a piece. */
    private int[] who = new int[0];
    /** The current greedy's take of each item. */
    private double[] taken = new double[0];
    private final double[] witness;
    private boolean hasWitness;
    private byte[] state = new byte[0];
    /** Items by increasing {@link #unit} (the cost per unit with the startup spread over the item). */
    private int[] byUnit = new int[0];
    /** Workers whose startup is paid, by increasing {@code C}: at most one per level of the branching. */
    private int[] usedList = new int[0];
    private int items;
    private int usedCount;
    private int nodes;

    StartupKnapsack(StarWorkers workers) {
        this.w = workers;
        this.witness = new double[workers.m];
    }

    /**
     * Whether the prefix with forward profile {@code g} at deadline {@code t}, completed by at least one more of the
     * workers outside {@code used}, may process {@code need} units by {@code t}; false only when the knapsack with
     * setups proves it cannot. When the prefix alone holds {@code need} the answer is yes.
     */
    boolean mayReach(ConcaveProfile g, boolean[] used, double t, double need) {
        double d0 = g.start();
        double budget = t - d0;
        double want = need - g.y[0];
        hasWitness = false;
        if (want <= 0) {
            return true;
        }
        if (!(budget > 0)) {
            return false;
        }
        ensureCapacity(g.n + w.m);
        items = 0;
        for (int i = 0; i + 1 < g.n; i++) {
            double dy = g.y[i + 1] - g.y[i];
            double dx = g.x[i + 1] - g.x[i];
            if (dy > 0) {
                add(-1, dx / dy, dy, 0.0, dx / dy, -1.0);
            }
        }
        if (!addWorkers(used, t, d0, budget)) {
            return true;
        }
        sortByUnit();
        usedCount = 0;
        nodes = 0;
        // the last worker of the completion computes after the port's last message: try each as the last
        for (int last = 0; last < items; last++) {
            if (!worker[last]) {
                continue;
            }
            state[last] = USED;
            double c = perUnit[last];
            perUnit[last] = c + tail[last];
            insertUsed(last);
            boolean yes = search(budget - setup[last], want);
            removeUsed(indexOfUsed(last));
            perUnit[last] = c;
            state[last] = UNDECIDED;
            if (yes) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a sequence that ends with a fixed suffix, whose profile {@code f} at deadline {@code t} is given,
     * and begins with workers outside {@code used} (the head, possibly none) may process {@code need} units by
     * {@code t}; false only when the knapsack with setups proves it cannot. The test of {@link TailFirstSearch}.
     *
     * <p><b>The relaxation.</b> {@code F} ({@link SequenceEvaluator#prepend}) is the most load the suffix processes
     * by {@code T} when the port becomes free for it at {@code D}, on {@code [0, D_max]} with {@code D_max = T − Σ S}
     * over the suffix; it is concave and nonincreasing. A head is a set {@code Y} of unsequenced workers served
     * first, one message each, all ended by some {@code D ≤ D_max}: {@code Σ_{k∈Y} (S_k + C_k x_k) ≤ D}. Worker
     * {@code k}'s message ends no earlier than {@code S_k + C_k x_k} and it computes {@code A_k x_k} by {@code T}, so
     * {@code x_k ≤ U_k = min(B_k, (T − S_k)/(A_k + C_k))}. The load is at most {@code Σ x_k + F(D)}. Write
     * {@code F(D) − F(D_max)} as the load of the profile's pieces from {@code D_max} down to {@code D}: piece
     * {@code j} yields {@code Δy_j} for {@code Δx_j} of port time, and the head's time and the pieces' time add up to
     * at most {@code D_max}. Any fraction of any piece only enlarges the choices, so the load is at most
     * <pre>
     *   F(D_max) + max Σ_j q_j + Σ_{k∈Y} x_k   s.t.   Σ_j (Δx_j/Δy_j) q_j + Σ_{k∈Y} (S_k + C_k x_k) ≤ D_max,
     *                                                0 ≤ q_j ≤ Δy_j,  0 ≤ x_k ≤ U_k,
     * </pre>
     * the knapsack with setups of {@link #mayReach} without a last worker (the suffix computes last), solved by the
     * same branch-and-bound. What it loses is the head's order: each head worker is held to its own deadline only
     * through {@code U_k}. On issue 30's family only the last four or five workers of an optimal sequence compute
     * less than their buffers, so once they are the suffix the head is nearly a knapsack.
     */
    boolean mayReachBefore(ConcaveProfile f, boolean[] used, double t, double need) {
        double budget = f.end();
        double want = need - f.y[f.n - 1];
        hasWitness = false;
        if (want <= 0) {
            return true;
        }
        if (!(budget > 0)) {
            return false;
        }
        ensureCapacity(f.n + w.m);
        items = 0;
        for (int i = 0; i + 1 < f.n; i++) {
            double dy = f.y[i] - f.y[i + 1];
            double dx = f.x[i + 1] - f.x[i];
            if (dy > 0) {
                add(-1, dx / dy, dy, 0.0, dx / dy, -1.0);
            }
        }
        if (!addWorkers(used, t, 0.0, budget)) {
            return true;
        }
        sortByUnit();
        usedCount = 0;
        nodes = 0;
        return search(budget, want);
    }

    /**
     * Adds the workers outside {@code used} whose startup fits the budget, each capped by {@code U_k} with the port
     * free for them at {@code d0}; false when a cap is unbounded (no finite knapsack: the answer is yes).
     */
    private boolean addWorkers(boolean[] used, double t, double d0, double budget) {
        for (int k = 0; k < w.m; k++) {
            if (used[k] || w.s[k] >= budget) {
                continue;
            }
            double u = Math.min(w.b[k], (t - w.s[k] - d0) / (w.a[k] + w.c[k]));
            if (!(u > 0)) {
                continue;
            }
            if (!Double.isFinite(u)) {
                return false;
            }
            add(k, w.c[k] + w.s[k] / u, u, w.s[k], w.c[k], w.a[k]);
        }
        return true;
    }

    private void add(int workerIndex, double unitCost, double cap, double startup, double costPerUnit, double computePerUnit) {
        worker[items] = computePerUnit >= 0;
        who[items] = workerIndex;
        tail[items] = computePerUnit;
        unit[items] = unitCost;
        size[items] = cap;
        setup[items] = startup;
        perUnit[items] = costPerUnit;
        state[items] = UNDECIDED;
        items++;
    }

    /**
     * The branch-and-bound node: the budget left after the paid startups; true when some choice below reaches
     * {@code want} (or the node limit is hit).
     */
    private boolean search(double budget, double want) {
        if (++nodes > NODE_LIMIT) {
            return true;
        }
        // greedy by cost per unit: undecided workers (and pieces) in byUnit order, used workers by C, merged
        Arrays.fill(taken, 0, items, 0.0);
        double load = 0;
        double left = budget;
        int i = 0;
        int j = 0;
        while (true) {
            int next = -1;
            boolean fromUsed = false;
            while (i < items && worker[byUnit[i]] && state[byUnit[i]] != UNDECIDED) {
                i++;
            }
            int a = i < items ? byUnit[i] : -1;
            int b = j < usedCount ? usedList[j] : -1;
            if (a >= 0 && (b < 0 || unit[a] <= perUnit[b])) {
                next = a;
            } else if (b >= 0) {
                next = b;
                fromUsed = true;
            }
            if (next < 0) {
                return load >= want - MISS && witnessed();
            }
            double cost = fromUsed ? perUnit[next] : unit[next];
            double take = cost > 0 ? Math.min(size[next], left / cost) : size[next];
            if (take < size[next] || load + take >= want) {
                double reached = load + take;
                boolean fractionalStartup = !fromUsed && worker[next] && setup[next] > 0 && take < size[next];
                if (reached < want - MISS) {
                    return false;
                }
                if (!fractionalStartup) {
                    taken[next] = take;
                    return witnessed();
                }
                return branch(next, budget, want);
            }
            taken[next] = take;
            load += take;
            left -= take * cost;
            if (fromUsed) {
                j++;
            } else {
                i++;
            }
        }
    }

    /** Records the current greedy solution, which pays every startup in full, as the witness; true. */
    private boolean witnessed() {
        Arrays.fill(witness, 0.0);
        for (int i = 0; i < items; i++) {
            if (worker[i] && taken[i] > 0) {
                witness[who[i]] = taken[i];
            }
        }
        hasWitness = true;
        return true;
    }

    /**
     * The loads of the workers in the relaxation's solution found by the last {@link #mayReach} that answered yes
     * (0 for a worker left out), or null when the answer came from the node limit or without a search. A start for
     * heuristics: the set of workers worth their startups.
     */
    double[] witness() {
        return hasWitness ? witness.clone() : null;
    }

    /** Worker item {@code k} used (startup paid) or left out. */
    private boolean branch(int k, double budget, double want) {
        if (setup[k] < budget) {
            state[k] = USED;
            int at = insertUsed(k);
            boolean yes = search(budget - setup[k], want);
            removeUsed(at);
            if (yes) {
                state[k] = UNDECIDED;
                return true;
            }
        }
        state[k] = LEFT_OUT;
        boolean yes = search(budget, want);
        state[k] = UNDECIDED;
        return yes;
    }

    private int indexOfUsed(int k) {
        int at = 0;
        while (usedList[at] != k) {
            at++;
        }
        return at;
    }

    private int insertUsed(int k) {
        int at = usedCount;
        while (at > 0 && perUnit[usedList[at - 1]] > perUnit[k]) {
            usedList[at] = usedList[at - 1];
            at--;
        }
        usedList[at] = k;
        usedCount++;
        return at;
    }

    private void removeUsed(int at) {
        System.arraycopy(usedList, at + 1, usedList, at, usedCount - at - 1);
        usedCount--;
    }

    private void sortByUnit() {
        // insertion sort: a few dozen items, no boxing
        for (int p = 0; p < items; p++) {
            byUnit[p] = p;
        }
        for (int p = 1; p < items; p++) {
            int x = byUnit[p];
            int q = p - 1;
            while (q >= 0 && unit[byUnit[q]] > unit[x]) {
                byUnit[q + 1] = byUnit[q];
                q--;
            }
            byUnit[q + 1] = x;
        }
    }

    private void ensureCapacity(int n) {
        if (unit.length >= n) {
            return;
        }
        unit = Arrays.copyOf(unit, n);
        size = Arrays.copyOf(size, n);
        setup = Arrays.copyOf(setup, n);
        perUnit = Arrays.copyOf(perUnit, n);
        tail = Arrays.copyOf(tail, n);
        worker = Arrays.copyOf(worker, n);
        who = Arrays.copyOf(who, n);
        taken = Arrays.copyOf(taken, n);
        state = Arrays.copyOf(state, n);
        byUnit = Arrays.copyOf(byUnit, n);
        usedList = Arrays.copyOf(usedList, n);
    }
}
